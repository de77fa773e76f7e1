export type SearchIndexOptions = {
  /** Path prefixes (after the base URL) never indexed: test areas, debug pages. */
  ignorePaths: string[];
  /** Group name of hits from pages outside any sidebar category or navbar section. */
  defaultLvl0: string;
  /** Group names by path prefix (after the base URL), for parts of the site no navbar item marks. */
  sections: {path: string; name: string}[];
  /** "Let us know" link of the no-results screen; `{query}` is replaced by the query. */
  missingResultsUrl: string | null;
};

export const DEFAULT_OPTIONS: SearchIndexOptions = {
  ignorePaths: [],
  defaultLvl0: 'Pages',
  sections: [],
  missingResultsUrl: null,
};

function fail(message: string): never {
  throw new Error(`search-index plugin options: ${message}`);
}

/** Checks the options given in the site config and fills in the defaults. */
export function normalizeOptions(input: unknown): SearchIndexOptions {
  if (input === undefined || input === null) return DEFAULT_OPTIONS;
  if (typeof input !== 'object' || Array.isArray(input)) fail('expected an object');
  const {ignorePaths, defaultLvl0, sections, missingResultsUrl, ...others} = input as Record<
    string,
    unknown
  >;
  // The framework adds the plugin instance `id` to every plugin's options.
  const unknownKeys = Object.keys(others).filter((key) => key !== 'id');
  if (unknownKeys.length > 0) fail(`unknown option ${unknownKeys.join(', ')}`);
  if (
    ignorePaths !== undefined &&
    !(Array.isArray(ignorePaths) && ignorePaths.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/')))
  ) {
    fail('ignorePaths must be a list of paths starting with "/"');
  }
  if (defaultLvl0 !== undefined && (typeof defaultLvl0 !== 'string' || defaultLvl0.trim() === '')) {
    fail('defaultLvl0 must be a non-empty string');
  }
  if (
    sections !== undefined &&
    !(
      Array.isArray(sections) &&
      sections.every(
        (section: unknown) =>
          typeof section === 'object' &&
          section !== null &&
          typeof (section as {path?: unknown}).path === 'string' &&
          (section as {path: string}).path.startsWith('/') &&
          typeof (section as {name?: unknown}).name === 'string' &&
          (section as {name: string}).name.trim() !== '',
      )
    )
  ) {
    fail('sections must be a list of {path, name} with paths starting with "/" and non-empty names');
  }
  if (missingResultsUrl !== undefined && missingResultsUrl !== null && typeof missingResultsUrl !== 'string') {
    fail('missingResultsUrl must be a string or null');
  }
  return {
    ignorePaths: (ignorePaths as string[] | undefined) ?? DEFAULT_OPTIONS.ignorePaths,
    defaultLvl0: (defaultLvl0 as string | undefined) ?? DEFAULT_OPTIONS.defaultLvl0,
    sections: (sections as {path: string; name: string}[] | undefined) ?? DEFAULT_OPTIONS.sections,
    missingResultsUrl: (missingResultsUrl as string | null | undefined) ?? DEFAULT_OPTIONS.missingResultsUrl,
  };
}
