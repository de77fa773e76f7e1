import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {freezeVersion} from './freeze';

/** URL prefix of the main docs (the classic preset's default `routeBasePath`). */
const DOCS_BASE_PATH = '/docs';

/**
 * Adds `docusaurus docs:freeze <version>`, the step after `docs:version`:
 * it pins the snapshot's links to its version and freezes its API option
 * tables from that release's packages (see README.md).
 */
export default function docsVersionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-versions',
    extendCli(cli) {
      cli
        .command('docs:freeze <version>')
        .description(
          'Pin the links of a docs snapshot to its version and freeze its API option tables from that release.',
        )
        .option(
          '--packages <dir>',
          'folder where that release of the @docusaurus packages is installed (default: this site)',
        )
        .action(async (version: string, options: {packages?: string}) => {
          const report = await freezeVersion({
            siteDir: context.siteDir,
            version,
            packagesDir: options.packages ? path.resolve(options.packages) : undefined,
            docsBasePath: DOCS_BASE_PATH,
          });
          console.log(
            `Froze docs version ${version}: ${report.tablesWritten} option tables, ` +
              `${report.linksPinned} links pinned in ${report.pagesChanged} pages.`,
          );
          if (report.absentTables.length > 0) {
            console.log(`Tables of packages this release does not have: ${report.absentTables.join(', ')}.`);
          }
        });
    },
  };
}
