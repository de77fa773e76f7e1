import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndex, MANIFEST_PATH} from './buildIndex';
import {mapLimited} from '../../utils/mapLimited';
import {extractPage} from './extractPage';
import {offlineBundles, precachedIndexFiles} from './offlineBundle';
import {normalizeOptions} from './options';
import {pageFiles} from './pageFiles';
import {withInboundLinks} from './records';
import {announceSearchIndexFiles, expectSearchIndexFiles, failSearchIndexFiles, precacheEntry} from './precache';
import type {ExtractedPage} from './types';

export type {SearchIndexOptions} from './options';

/** What the browser side reads from the plugin's global data. */
export type SearchIndexGlobalData = {
  manifestUrl: string;
  missingResultsUrl: string | null;
};

export const PLUGIN_NAME = 'search-index';

/** Pages read at once: enough to keep the disk busy, few enough for two cores. */
const READ_CONCURRENCY = 16;
/** Files written at once. */
const WRITE_CONCURRENCY = 32;

/** Every page of the build, read and extracted, with the links between them counted. */
export async function extractSite(
  outDir: string,
  routesPaths: readonly string[],
  baseUrl: string,
  options: ReturnType<typeof normalizeOptions>,
): Promise<ExtractedPage[]> {
  const files = pageFiles({routesPaths, baseUrl, outDir, ignorePaths: options.ignorePaths});
  const extracted = await mapLimited(files, READ_CONCURRENCY, async ({url, file}) =>
    extractPage(await fs.readFile(file, 'utf8'), {
      url,
      defaultLvl0: options.defaultLvl0,
      sections: options.sections.map((section) => ({...section, path: `${baseUrl}${section.path.slice(1)}`})),
    }),
  );
  return withInboundLinks(extracted.filter((page): page is ExtractedPage => page !== null));
}

/**
 * The embedded search index: after the build, reads every built page, keeps
 * its searchable text as DocSearch records, and writes them as an index in
 * parts that the browser fetches as queries need them (README.md). Its theme
 * components serve the framework's DocSearch modal and a search page from it.
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
        const pages = await extractSite(outDir, routesPaths, baseUrl, options);
        const built = buildIndex(pages, {baseUrl});
        const bundles = offlineBundles(built.files);
        const written = [...built.files, ...bundles];
        const folders = new Set(written.map((file) => path.dirname(path.join(outDir, file.path))));
        await Promise.all([...folders].map((folder) => fs.mkdir(folder, {recursive: true})));
        await mapLimited(written, WRITE_CONCURRENCY, (file) => fs.writeFile(path.join(outDir, file.path), file.content));
        await announceSearchIndexFiles(
          precachedIndexFiles(built.files, bundles).map((file) => precacheEntry(file.path, file.content)),
        );

        const records = built.groups.reduce((sum, group) => sum + group.entry.records, 0);
        const megabytes = (files: typeof written) =>
          (files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0) / 1e6).toFixed(1);
        console.log(
          `[search-index] ${pages.length} pages, ${records} records, ${built.groups.length} groups, ` +
            `${built.files.length} files (${megabytes(built.files)} MB), offline bundles ${megabytes(bundles)} MB`,
        );
      } catch (error) {
        failSearchIndexFiles(error);
        throw error;
      }
    },
  };
}
