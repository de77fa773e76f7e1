import path from 'node:path';

/** Where the API option tables of a released version are kept, inside its docs folder. */
export const FROZEN_TABLES_DIR = '_api-options';

/** Module prefix of the tables generated at build time from the installed packages. */
export const LIVE_TABLES_MODULE = '@generated/api-options/default/';

const LIVE_IMPORT = /(from\s+['"])@generated\/api-options\/default\/([\w.-]+\.json)(['"])/g;

/** Ids of the live tables a page imports, in order. */
export function liveTableImports(source: string): string[] {
  return [...source.matchAll(LIVE_IMPORT)].map((match) => (match[2] ?? '').replace(/\.json$/, ''));
}

/**
 * Points a versioned page's table imports at the frozen copies of its version:
 * `@generated/api-options/default/plugin-pwa.json` becomes
 * `../../_api-options/plugin-pwa.json` for a page two folders deep.
 */
export function pointToFrozenTables(source: string, pathInVersion: string): string {
  const fromPage = path.posix.dirname(pathInVersion.split(path.sep).join('/'));
  let relative = path.posix.relative(fromPage, FROZEN_TABLES_DIR);
  if (!relative.startsWith('.')) {
    relative = `./${relative}`;
  }
  return source.replace(LIVE_IMPORT, (_whole, start: string, file: string, end: string) => `${start}${relative}/${file}${end}`);
}
