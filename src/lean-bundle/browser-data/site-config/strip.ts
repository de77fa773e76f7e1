/**
 * The site config and site metadata as the browser gets them: the config
 * without the plugin, preset, theme and client-module lists, the metadata
 * without the plugin version list.
 *
 * Every page loads the whole config (`@generated/docusaurus.config`), and
 * those lists are its biggest part: each plugin's options, 2 kB gzip here,
 * with file paths of the machine that built the site. Only the build reads
 * them (client modules reach the bundle through their own generated file),
 * and in the browser the debug plugin's config page, which imports the full
 * config with the FULL_CONFIG_QUERY instead (theme/DebugConfig).
 *
 * The site metadata (`@generated/site-metadata`) lists every plugin with its
 * package and version, 0.4 kB gzip on every page, which in the browser only the
 * debug plugin's metadata page shows (theme/DebugSiteMetadata, which imports
 * the whole file with the same query).
 */
export const SERVER_ONLY_KEYS = ['plugins', 'presets', 'themes', 'clientModules'] as const;

/** Appended to the config or metadata module's request to get it whole. */
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

/** A JSON object from generated text, or the error `fail` makes of what is wrong with it. */
function parseObject(json: string, what: string, fail: (detail: string) => Error): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw fail(`${what} is not JSON (${String(error)})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail('not an object');
  return value as Record<string, unknown>;
}

/** The generated module (a comment, then `export default <JSON>;`) without the server-only keys. */
export function browserSiteConfig(source: string): string {
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf(';');
  if (start < 0 || end < start) throw new UnexpectedSiteConfigFormatError('no `export default ...;`');
  const config = parseObject(source.slice(start + EXPORT.length, end), 'the exported value', (detail) => new UnexpectedSiteConfigFormatError(detail));
  const browserConfig = Object.fromEntries(Object.entries(config).filter(([key]) => !(SERVER_ONLY_KEYS as readonly string[]).includes(key)));
  return `${EXPORT}${JSON.stringify(browserConfig)};\n`;
}

export class UnexpectedSiteMetadataFormatError extends Error {
  constructor(detail: string) {
    super(
      `lean-bundle browser-data (site metadata): the generated site-metadata.json has a shape this plugin does not know ` +
        `(did the framework's code generation change?): ${detail}`,
    );
  }
}

/** The generated site metadata (JSON) with an empty plugin version list. */
export function browserSiteMetadata(source: string): string {
  const metadata = parseObject(source, 'the file', (detail) => new UnexpectedSiteMetadataFormatError(detail));
  const {pluginVersions} = metadata;
  if (!pluginVersions || typeof pluginVersions !== 'object') throw new UnexpectedSiteMetadataFormatError('no pluginVersions object');
  return JSON.stringify({...metadata, pluginVersions: {}});
}
