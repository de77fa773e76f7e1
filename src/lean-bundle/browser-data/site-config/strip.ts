/**
 * The site config as the browser gets it: without the plugin, preset, theme
 * and client-module lists.
 *
 * Every page loads the whole config (`@generated/docusaurus.config`), and
 * those lists are its biggest part: each plugin's options, 2 kB gzip here,
 * with file paths of the machine that built the site. Only the build reads
 * them (client modules reach the bundle through their own generated file),
 * and in the browser the debug plugin's config page, which imports the full
 * config with the FULL_CONFIG_QUERY instead (theme/DebugConfig).
 */
export const SERVER_ONLY_KEYS = ['plugins', 'presets', 'themes', 'clientModules'] as const;

/** Appended to the config module's request to get it whole. */
export const FULL_CONFIG_QUERY = '?full';

const EXPORT = 'export default ';

export class UnexpectedSiteConfigFormatError extends Error {
  constructor(detail: string) {
    super(
      `lean-bundle browser-data (site config): the generated docusaurus.config.mjs has a shape this plugin does not know ` +
        `(did the framework's code generation change?): ${detail}`,
    );
  }
}

/** The generated module (a comment, then `export default <JSON>;`) without the server-only keys. */
export function browserSiteConfig(source: string): string {
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf(';');
  if (start < 0 || end < start) throw new UnexpectedSiteConfigFormatError('no `export default ...;`');
  let config: unknown;
  try {
    config = JSON.parse(source.slice(start + EXPORT.length, end));
  } catch (error) {
    throw new UnexpectedSiteConfigFormatError(`the exported value is not JSON (${String(error)})`);
  }
  if (!config || typeof config !== 'object' || Array.isArray(config)) throw new UnexpectedSiteConfigFormatError('not an object');
  const browserConfig = Object.fromEntries(Object.entries(config).filter(([key]) => !(SERVER_ONLY_KEYS as readonly string[]).includes(key)));
  return `${EXPORT}${JSON.stringify(browserConfig)};\n`;
}
