import {createHash} from 'node:crypto';
import {chunkFor} from './groupIndex';
import {layOutGroup, PACK_BITS, PACK_TEXT_BUDGET, type GroupLayout, type LaidOutRecord} from './groupLayout';
import {encodeKeyList, encodePostings, recordKey, type Posting} from './postingsCodec';
import {
  centralityFactor,
  kindPrior,
  LEVEL_BOOST,
  pageKind,
  releaseRecency,
  runningForms,
  sectionCentralityFactor,
  titleKeys,
  HUB_FACTOR,
} from './ranking';
import {recordLevel, recordTitle, sectionHeading} from './records';
import {bm25, inverseDocumentFrequency} from './scoring';
import {buildTextIndex, FIELD_BOOST} from './textIndex';
import {
  FIELDS,
  INDEX_FORMAT,
  INDEX_PARTS_DIR,
  type DictionaryFile,
  type ExtractedPage,
  type GroupEntry,
  type GroupHead,
  type IndexManifest,
  type PackSection,
  type TailFile,
  type TermChunk,
  type TextPack,
  type TitleChunk,
} from './types';

/**
 * Writes the index in parts (README.md, "The index on disk"): per group of
 * records a query's filters select (language and search tag), a head, the
 * term dictionary cut in chunks with their postings, the title postings in
 * chunks of their own, tails of the longest postings lists, the whole
 * dictionary for near spellings, and the text in packs; and the manifest
 * that lists the groups. Pure: the plugin writes what this returns.
 */

export type IndexBuildOptions = {
  /** Characters of postings a term chunk holds, about (a chunk holds whole terms). */
  chunkChars: number;
  /** The same for title chunks. */
  titleChunkChars: number;
  /** Postings of a term a chunk keeps, its highest-impact ones; the rest go to the term's tail. */
  topPostings: number;
  /** Section ids per text pack, as a power of two. */
  packBits: number;
  /** Text a pack holds at most (characters), unless one section alone is longer. */
  packBudget: number;
};

export const DEFAULT_BUILD_OPTIONS: IndexBuildOptions = {
  chunkChars: 12_000,
  titleChunkChars: 6_000,
  topPostings: 1_500,
  packBits: PACK_BITS,
  packBudget: PACK_TEXT_BUDGET,
};

export type IndexFile = {
  /** Path from the output folder. */
  path: string;
  content: string;
};

export type BuiltGroup = {
  entry: GroupEntry;
  head: GroupHead;
  files: IndexFile[];
  layout: GroupLayout;
  /** Terms whose postings were cut (a tail was written). */
  truncatedTerms: number;
};

export type BuiltIndex = {
  manifest: IndexManifest;
  groups: BuiltGroup[];
  /** Every file to write, the manifest and the heads included. */
  files: IndexFile[];
};

export const MANIFEST_PATH = 'search-index/manifest.json';

function safeName(text: string): string {
  return text.replace(/[^a-zA-Z0-9._-]+/g, '_');
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The record keys that name a record as the identifier rule and the heading
 * rule look them up (ranking.ts): its exact title and the title's first word,
 * and the first two words of the heading it stands under.
 */
function recordLookupKeys(record: LaidOutRecord['record']): string[] {
  const keys: string[] = [];
  const title = titleKeys(recordTitle(record));
  if (title) {
    if (title.whole) keys.push(`${title.whole}\u0001w`);
    if (title.start) keys.push(`${title.start}\u0001s`);
  }
  const heading = runningForms(sectionHeading(record));
  if (heading.length >= 2) {
    const first = heading[0]!.stem ?? heading[0]!.term;
    const second = heading[1]!;
    keys.push(`${first}\u0002${second.stem ?? second.term}`);
    // The last word of a query completes as typed: also findable by its start.
    keys.push(`${first}\u0003${second.term}`);
  }
  return keys;
}

/** The static part of a record's rank: what the record and its page weigh whatever the query. */
function staticWeight(laidOut: LaidOutRecord, page: ExtractedPage): number {
  const {record} = laidOut;
  const kind = pageKind(record);
  return (
    LEVEL_BOOST[recordLevel(record.type)]! *
    sectionCentralityFactor(record.sectionInbound) *
    kindPrior(kind, new Set()) *
    releaseRecency(record) *
    centralityFactor(page.inbound) *
    (page.hub ? HUB_FACTOR : 1)
  );
}

type TermEntry = {term: string; top: number[]; tail: number[] | null; tailPostings: number; fieldCounts: number[]; title: number[] | null};

function cutChunks<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const item of items) {
    const itemSize = size(item);
    if (current.length > 0 && chars + itemSize > target) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(item);
    chars += itemSize;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * The shortest string that sorts after `previous` and not after `first`:
 * where a chunk starts, for the head's directory (`sidebar_position` after
 * `sidebar` needs only `sidebar_`).
 */
export function separator(previous: string, first: string): string {
  for (let length = 1; length < first.length; length += 1) {
    const candidate = first.slice(0, length);
    if (candidate > previous) return candidate;
  }
  return first;
}

function buildGroup(language: string, tag: string, pages: ExtractedPage[], baseUrl: string, options: IndexBuildOptions): BuiltGroup {
  const layout = layOutGroup(pages, {packBits: options.packBits, packBudget: options.packBudget});
  const {records, offsetBits} = layout;
  const keyOf = (laidOut: LaidOutRecord) => recordKey(laidOut.section, laidOut.offset, offsetBits);
  const plain = buildTextIndex(records.map(({record}) => record)).toJSON();
  const fieldOfId = new Map(Object.entries(plain.fieldIds).map(([name, id]) => [id, FIELDS.indexOf(name as (typeof FIELDS)[number])]));
  const documentCount = records.length;
  const averageFieldLength = FIELDS.map((name) => plain.averageFieldLength[plain.fieldIds[name]!] ?? 0);
  const weights = records.map((laidOut) => staticWeight(laidOut, layout.pages[laidOut.page]!));

  const entries: TermEntry[] = [];
  let truncatedTerms = 0;
  const sortedIndex = [...plain.index].sort(([a], [b]) => byCodeUnits(a, b));
  for (const [term, fields] of sortedIndex) {
    const postings: Posting[] = [];
    // The document (index in `records`) of each posting, and what the term lifts each document by.
    const documentOf: number[] = [];
    const impact = new Map<number, number>();
    const fieldCounts = FIELDS.map(() => 0);
    for (const [fieldId, documents] of Object.entries(fields)) {
      const field = fieldOfId.get(Number(fieldId))!;
      const documentEntries = Object.entries(documents as Record<string, number>);
      fieldCounts[field] = documentEntries.length;
      const idf = inverseDocumentFrequency(documentEntries.length, documentCount);
      for (const [documentIdText, frequency] of documentEntries) {
        const documentId = Number(documentIdText);
        const laidOut = records[documentId]!;
        const length = plain.fieldLength[documentId]![Number(fieldId)]!;
        postings.push({section: laidOut.section, offset: laidOut.offset, code: laidOut.code, field, length, frequency});
        documentOf.push(documentId);
        const score = FIELD_BOOST[FIELDS[field]!] * bm25(idf, frequency, length, averageFieldLength[field]!) * weights[documentId]!;
        impact.set(documentId, (impact.get(documentId) ?? 0) + score);
      }
    }
    let top = postings;
    let rest: Posting[] = [];
    if (postings.length > options.topPostings) {
      // Keep the postings of the documents this term lifts most, whatever the query.
      const postingsPerDocument = new Map<number, number>();
      for (const documentId of documentOf) postingsPerDocument.set(documentId, (postingsPerDocument.get(documentId) ?? 0) + 1);
      const ranked = [...impact.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      const kept = new Set<number>();
      let count = 0;
      for (const [documentId] of ranked) {
        const size = postingsPerDocument.get(documentId)!;
        if (count + size > options.topPostings) break;
        kept.add(documentId);
        count += size;
      }
      top = postings.filter((_, index) => kept.has(documentOf[index]!));
      rest = postings.filter((_, index) => !kept.has(documentOf[index]!));
      truncatedTerms += 1;
    }
    const titlePostings = postings.filter((posting) => FIELDS[posting.field] === 'title');
    entries.push({
      term,
      top: encodePostings(top),
      tail: rest.length > 0 ? encodePostings(rest) : null,
      tailPostings: rest.length,
      fieldCounts,
      title: titlePostings.length > 0 ? encodePostings(titlePostings) : null,
    });
  }

  // Keys of whole records, for the identifier and heading rules.
  const keyRecords = new Map<string, number[]>();
  for (const laidOut of records) {
    for (const key of recordLookupKeys(laidOut.record)) {
      let list = keyRecords.get(key);
      if (!list) keyRecords.set(key, (list = []));
      list.push(keyOf(laidOut));
    }
  }
  const sortedKeys = [...keyRecords.keys()].sort(byCodeUnits);

  const termChunks = cutChunks(entries, (entry) => entry.top.length * 2 + entry.term.length + 4, options.chunkChars);
  const firstTerms = termChunks.map((chunk, index) => (index === 0 ? '' : separator(termChunks[index - 1]!.at(-1)!.term, chunk[0]!.term)));
  const chunkFiles: TermChunk[] = termChunks.map((chunk) => ({terms: chunk.map((entry) => entry.term), postings: chunk.map((entry) => entry.top), tails: [], keys: []}));
  const tailFiles: {chunk: number; term: number; file: TailFile}[] = [];
  termChunks.forEach((chunk, chunkIndex) => {
    chunk.forEach((entry, termIndex) => {
      if (!entry.tail) return;
      chunkFiles[chunkIndex]!.tails.push([termIndex, entry.tailPostings, entry.fieldCounts]);
      tailFiles.push({chunk: chunkIndex, term: termIndex, file: {postings: entry.tail}});
    });
  });
  for (const key of sortedKeys) {
    chunkFiles[chunkFor(firstTerms, key)]!.keys.push([key, encodeKeyList(keyRecords.get(key)!)]);
  }

  const titleEntries = entries.filter((entry) => entry.title !== null);
  const titleChunks = cutChunks(titleEntries, (entry) => entry.title!.length * 2 + entry.term.length + 4, options.titleChunkChars);
  const titleFiles: TitleChunk[] = titleChunks.map((chunk) => ({terms: chunk.map((entry) => entry.term), postings: chunk.map((entry) => entry.title!)}));
  const dictionary: DictionaryFile = {terms: entries.map((entry) => entry.term)};
  const packFiles = layout.packs.map((pack): TextPack => packFile(pack, layout));

  const parts: {name: string; content: string}[] = [
    ...chunkFiles.map((file, index) => ({name: `t${index}.json`, content: JSON.stringify(file)})),
    ...tailFiles.map(({chunk, term, file}) => ({name: `x${chunk}-${term}.json`, content: JSON.stringify(file)})),
    ...titleFiles.map((file, index) => ({name: `h${index}.json`, content: JSON.stringify(file)})),
    {name: 'terms.json', content: JSON.stringify(dictionary)},
    ...packFiles.map((file, index) => ({name: `p${index}.json`, content: JSON.stringify(file)})),
  ];
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part.name).update('\u0000').update(part.content).update('\u0000');
  const folder = `${INDEX_PARTS_DIR}/${safeName(language)}-${safeName(tag)}.${hash.digest('hex').slice(0, 10)}`;
  const head: GroupHead = {
    format: INDEX_FORMAT,
    language,
    tag,
    version: layout.pages[0]?.version ?? null,
    base: `${baseUrl}${folder}/`,
    records: documentCount,
    averageFieldLength,
    offsetBits,
    packBits: layout.packBits,
    packs: packFiles.length,
    pages: layout.pageTable,
    lvl0s: layout.lvl0s,
    chunks: firstTerms,
    titleChunks: titleChunks.map((chunk, index) => (index === 0 ? '' : separator(titleChunks[index - 1]!.at(-1)!.term, chunk[0]!.term))),
  };
  const headPath = `search-index/${safeName(language)}-${safeName(tag)}.json`;
  const headContent = JSON.stringify(head);
  const files: IndexFile[] = [{path: headPath, content: headContent}, ...parts.map((part) => ({path: `${folder}/${part.name}`, content: part.content}))];
  const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
  return {
    entry: {language, tag, head: `${baseUrl}${headPath}`, records: documentCount, bytes},
    head,
    files,
    layout,
    truncatedTerms,
  };
}

/** The text of one pack: each section with the headings in force where it starts. */
function packFile(pack: GroupLayout['packs'][number], layout: GroupLayout): TextPack {
  const pageIndex = new Map<number, number>();
  const pages: TextPack['pages'] = [];
  const slots = 2 ** layout.packBits;
  const sections = pack.map((section): PackSection => {
    let page = pageIndex.get(section.page);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(section.page, page);
      const source = layout.pages[section.page]!;
      pages.push([source.url, source.lvl0, source.title]);
    }
    const first = section.records[0]!.record;
    const firstLevel = recordLevel(first.type);
    // The headings above the section's first record (which is a heading, or the page title).
    const hierarchy = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level, index) =>
      index + 2 < firstLevel ? first.hierarchy[level] : null,
    );
    while (hierarchy.length > 0 && hierarchy.at(-1) === null) hierarchy.pop();
    return [
      section.id % slots,
      page,
      first.anchor,
      hierarchy,
      first.position,
      section.records.map(({record}): [number, string] => {
        if (record.type === 'content') return [record.code ? 7 : 0, record.content ?? ''];
        // The page title is in `pages`.
        return record.type === 'lvl1' ? [1, ''] : [recordLevel(record.type), record.hierarchy[record.type] ?? ''];
      }),
    ];
  });
  return {pages, sections};
}

export function buildIndex(pages: readonly ExtractedPage[], {baseUrl, ...options}: {baseUrl: string} & Partial<IndexBuildOptions>): BuiltIndex {
  const settings = {...DEFAULT_BUILD_OPTIONS, ...options};
  const byGroup = new Map<string, {language: string; tag: string; pages: ExtractedPage[]}>();
  for (const page of pages) {
    const key = `${page.language}\u0000${page.tag}`;
    let group = byGroup.get(key);
    if (!group) byGroup.set(key, (group = {language: page.language, tag: page.tag, pages: []}));
    group.pages.push(page);
  }
  const groups = [...byGroup.values()]
    .sort((a, b) => byCodeUnits(a.language, b.language) || byCodeUnits(a.tag, b.tag))
    .map((group) => buildGroup(group.language, group.tag, group.pages, baseUrl, settings));
  const manifest: IndexManifest = {format: INDEX_FORMAT, groups: groups.map((group) => group.entry)};
  return {
    manifest,
    groups,
    files: [{path: MANIFEST_PATH, content: JSON.stringify(manifest)}, ...groups.flatMap((group) => group.files)],
  };
}
