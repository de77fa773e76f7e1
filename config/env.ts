/**
 * Every environment switch of the site, read once. Other config modules import
 * these values instead of touching `process.env`, so the full list of knobs a
 * deployer can turn lives on this one screen (and in the README).
 */

function readFlag(name: string): boolean {
  const value = process.env[name];
  return value === 'true' || value === '1';
}

function readString(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** Ensures a base URL starts and ends with a slash, as the framework requires. */
export function normalizeBaseUrl(raw: string | undefined): string {
  if (!raw) {
    return '/';
  }
  const withLeading = raw.startsWith('/') ? raw : `/${raw}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * `DOCS_VERSIONS=current` (or `current,3.7.0`) builds only those docs versions,
 * for quicker local work. The current version is the last one and is always kept.
 */
export function parseDocsVersions(raw: string | undefined): string[] | undefined {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) {
    return undefined;
  }
  return names.includes('current') ? names : ['current', ...names];
}

/**
 * `LEAN_BUNDLE=off` builds the site without the bundle tweaks of
 * src/lean-bundle, on the framework's own output; unset or `on` keeps them.
 * Anything else is a typo that would silently ship the other mode.
 */
export function parseLeanBundle(raw: string | undefined): 'on' | 'off' {
  const value = raw?.toLowerCase();
  if (value === undefined || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`LEAN_BUNDLE is "${raw}": set it to "off" (build without the tweaks of src/lean-bundle) or leave it unset.`);
}

/** A comma-separated list, blanks dropped. */
export function parseList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const env = {
  /** Public origin the site is deployed to (canonical URLs, sitemap, feeds). */
  siteUrl: readString('SITE_URL') ?? 'https://docusaurus.io',
  /** Path prefix when the site is served from a sub-folder. */
  baseUrl: normalizeBaseUrl(readString('BASE_URL')),
  /** Preview deployments log every route change to the console. */
  isDeployPreview: readFlag('DEPLOY_PREVIEW'),
  /** Hosted search: all three must be set to replace the embedded index. */
  algolia: {
    appId: readString('ALGOLIA_APP_ID'),
    apiKey: readString('ALGOLIA_API_KEY'),
    indexName: readString('ALGOLIA_INDEX_NAME'),
  },
  /** Hosted feature-request board; without it the board reads its data file. */
  cannyBoardToken: readString('CANNY_BOARD_TOKEN'),
  /**
   * `warn` lets a partial checkout build while pages it links to are written
   * elsewhere. CI and releases never set it: broken links fail the build.
   */
  brokenLinks: readString('BROKEN_LINKS') === 'warn' ? 'warn' : 'throw',
  /** Docs versions to build; undefined builds them all. */
  docsVersions: parseDocsVersions(readString('DOCS_VERSIONS')),
  /** Bundle tweaks (src/lean-bundle): `off` builds on the framework's own output. */
  leanBundle: parseLeanBundle(readString('LEAN_BUNDLE')),
  /** Tweaks left out one by one by the benchmark, to measure what each saves. */
  leanBundleWithout: parseList(readString('LEAN_BUNDLE_WITHOUT')),
  isProduction: process.env.NODE_ENV === 'production',
} as const;

export const hasAlgoliaCredentials = Boolean(
  env.algolia.appId && env.algolia.apiKey && env.algolia.indexName,
);
