import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildManifest, buildShards} from './buildShards';
import {mapLimited} from '../../utils/mapLimited';
import {extractPage} from './extractPage';
import {normalizeOptions} from './options';
import {pageFiles} from './pageFiles';
import {withInboundLinks} from './records';
import {announceSearchIndexFiles, expectSearchIndexFiles, failSearchIndexFiles, precacheEntry, type PrecacheEntry} from './precache';
import type {ExtractedPage} from './types';

export type {SearchIndexOptions} from './options';

/** What the browser side reads from the plugin's global data. */
export type SearchIndexGlobalData = {
  manifestUrl: string;
  missingResultsUrl: string | null;
};

export const PLUGIN_NAME = 'search-index';

/** Where the files go in the build: the manifest keeps its name, shards carry a hash. */
const MANIFEST_PATH = 'search-index/manifest.json';
const SHARDS_DIR = 'assets/search-index';

/** Pages read at once: enough to keep the disk busy, few enough for two cores. */
const READ_CONCURRENCY = 16;

/**
 * The embedded search index: after the build, reads every built page, keeps
 * its searchable text as DocSearch records, and writes them as index shards
 * the browser loads on demand. Its theme components serve the framework's
 * DocSearch modal and a search page from those shards.
 */
export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const {baseUrl} = context;
  const options = normalizeOptions(rawOptions);
  expectSearchIndexFiles();

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    async contentLoaded({actions}) {
      const data: SearchIndexGlobalData = {
        manifestUrl: `${baseUrl}${MANIFEST_PATH}`,
        missingResultsUrl: options.missingResultsUrl,
      };
      actions.setGlobalData(data);
    },

    async postBuild({outDir, routesPaths}) {
      try {
        const files = pageFiles({routesPaths, baseUrl, outDir, ignorePaths: options.ignorePaths});
        const extracted = await mapLimited(files, READ_CONCURRENCY, async ({url, file}) =>
          extractPage(await fs.readFile(file, 'utf8'), {
            url,
            defaultLvl0: options.defaultLvl0,
            sections: options.sections.map((section) => ({...section, path: `${baseUrl}${section.path.slice(1)}`})),
          }),
        );
        const pages = withInboundLinks(extracted.filter((page): page is ExtractedPage => page !== null));
        const shards = buildShards(pages, {maxGzipBytes: options.maxShardGzipBytes});

        await fs.mkdir(path.join(outDir, SHARDS_DIR), {recursive: true});
        await fs.mkdir(path.dirname(path.join(outDir, MANIFEST_PATH)), {recursive: true});
        const entries: PrecacheEntry[] = [];
        for (const shard of shards) {
          const relativePath = `${SHARDS_DIR}/${shard.fileName}`;
          await fs.writeFile(path.join(outDir, relativePath), shard.content);
          entries.push(precacheEntry(relativePath, shard.content));
        }
        const manifest = JSON.stringify(buildManifest(shards, (fileName) => `${baseUrl}${SHARDS_DIR}/${fileName}`));
        await fs.writeFile(path.join(outDir, MANIFEST_PATH), manifest);
        entries.push(precacheEntry(MANIFEST_PATH, manifest));
        await announceSearchIndexFiles(entries);

        const records = shards.reduce((sum, shard) => sum + shard.records, 0);
        const largest = Math.max(0, ...shards.map((shard) => shard.gzipBytes));
        console.log(
          `[search-index] ${pages.length} pages, ${records} records, ${shards.length} shards ` +
            `(largest ${(largest / 1024).toFixed(1)} KB gzip)`,
        );
      } catch (error) {
        failSearchIndexFiles(error);
        throw error;
      }
    },
  };
}
