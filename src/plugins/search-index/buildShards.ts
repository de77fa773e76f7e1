import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {encodeIndex} from './indexCodec';
import {pageToRecords, toShardPage} from './records';
import {buildTextIndex} from './textIndex';
import {SHARD_FORMAT, type ExtractedPage, type ShardFile, type ShardManifest} from './types';

/**
 * Splits the extracted pages into shards, one per language and search tag
 * (one per docs version of each docs plugin, and `default` for the blog,
 * changelog and other pages), so that a query loads only the shards its facet
 * filters can match. A shard bigger than the size budget is cut in parts,
 * all loaded together.
 */

export type BuiltShard = {
  fileName: string;
  content: string;
  language: string;
  tag: string;
  records: number;
  gzipBytes: number;
};

export type ShardBuildOptions = {
  /** Largest gzip size a shard file may have before it is split. */
  maxGzipBytes: number;
};

function gzipSize(content: string): number {
  return gzipSync(content, {level: 9}).length;
}

function safeName(text: string): string {
  return text.replace(/[^a-zA-Z0-9._-]+/g, '_');
}

function serializeShard(language: string, tag: string, pages: ExtractedPage[]): {content: string; records: number} {
  const records = pages.flatMap(pageToRecords);
  const file: ShardFile = {
    format: SHARD_FORMAT,
    language,
    tag,
    pages: pages.map(toShardPage),
    index: encodeIndex(buildTextIndex(records).toJSON()),
  };
  return {content: JSON.stringify(file), records: records.length};
}

function pageWeight(page: ExtractedPage): number {
  return page.title.length + page.blocks.reduce((sum, block) => sum + block.text.length, 0);
}

/** Builds one shard, halving the page list (by text size) until each part fits the budget. */
function buildParts(
  language: string,
  tag: string,
  pages: ExtractedPage[],
  options: ShardBuildOptions,
): {content: string; records: number; gzipBytes: number}[] {
  const {content, records} = serializeShard(language, tag, pages);
  const gzipBytes = gzipSize(content);
  if (gzipBytes <= options.maxGzipBytes || pages.length < 2) {
    return [{content, records, gzipBytes}];
  }
  const total = pages.reduce((sum, page) => sum + pageWeight(page), 0);
  let running = 0;
  let cut = 1;
  for (; cut < pages.length - 1; cut += 1) {
    running += pageWeight(pages[cut - 1]!);
    if (running >= total / 2) break;
  }
  return [
    ...buildParts(language, tag, pages.slice(0, cut), options),
    ...buildParts(language, tag, pages.slice(cut), options),
  ];
}

export function buildShards(pages: ExtractedPage[], options: ShardBuildOptions): BuiltShard[] {
  const groups = new Map<string, {language: string; tag: string; pages: ExtractedPage[]}>();
  for (const page of pages) {
    const key = `${page.language}\u0000${page.tag}`;
    const group = groups.get(key) ?? {language: page.language, tag: page.tag, pages: []};
    group.pages.push(page);
    groups.set(key, group);
  }
  const shards: BuiltShard[] = [];
  const sortedGroups = [...groups.values()].sort(
    (a, b) => a.language.localeCompare(b.language) || a.tag.localeCompare(b.tag),
  );
  for (const {language, tag, pages: groupPages} of sortedGroups) {
    const sorted = [...groupPages].sort((a, b) => a.url.localeCompare(b.url));
    buildParts(language, tag, sorted, options).forEach((part, partIndex) => {
      const hash = createHash('sha256').update(part.content).digest('hex').slice(0, 10);
      shards.push({
        fileName: `${safeName(language)}-${safeName(tag)}-${partIndex}.${hash}.json`,
        content: part.content,
        language,
        tag,
        records: part.records,
        gzipBytes: part.gzipBytes,
      });
    });
  }
  return shards;
}

/** The manifest the browser reads first; `urlOf` maps a shard file name to its URL. */
export function buildManifest(shards: BuiltShard[], urlOf: (fileName: string) => string): ShardManifest {
  return {
    format: SHARD_FORMAT,
    shards: shards.map((shard) => ({
      language: shard.language,
      tag: shard.tag,
      url: urlOf(shard.fileName),
      records: shard.records,
      bytes: Buffer.byteLength(shard.content),
      gzipBytes: shard.gzipBytes,
    })),
  };
}
