/**
 * The search modal's stylesheet, 2.4 kB gzip that only matters once a visitor
 * opens search. The framework gathers all CSS into one file every page loads
 * (its "styles" group, priority 50), so that chunks loaded in another order
 * never change which rule wins. This stylesheet only styles the modal's own
 * class names, and the site's overrides of it are written to win in either
 * order (src/plugins/search-index/theme/SearchBar/styles.css), so it can load
 * as its own file with the modal.
 */
export const searchModalStylesPattern = /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

/** A stylesheet of lazily loaded chunks as its own file: above the framework's single stylesheet (50). */
const ownStylesheetFile = {type: 'css/mini-extract', chunks: 'async', enforce: true, priority: 55} as const;

export const searchModalStylesCacheGroup = {
  ...ownStylesheetFile,
  test: searchModalStylesPattern,
  // A short name: the runtime spells the chunk's id three times.
  name: 'search-modal',
} as const;

/**
 * The stylesheet of a component only some pages show (the showcase's cards,
 * the feature-request board, the playground): `src/components/<Name>/`,
 * `src/plugins/<plugin>/theme/<Name>/` and `src/pages/<page>/`. Whatever
 * loads with every page stays in the single stylesheet; a component's own
 * stylesheet that only later chunks import becomes one file per component,
 * named after it, which the pages that show the component link in their HTML
 * (src/lean-bundle/page-assets) and the runtime loads on navigation.
 * One file per component rather than per chunk: a component used on many
 * pages is one download, cached once. Its class names are its own (CSS
 * modules), so the order the files arrive in changes no rule's outcome.
 */
export const componentStylesPattern =
  /[\\/]src[\\/](?:components[\\/]([\w-]+)|plugins[\\/][\w-]+[\\/]theme[\\/]([\w-]+)|pages[\\/]([\w-]+))[\\/][^\\/]*\.css$/;

/** The file a component's stylesheet goes to: `css-<Name>`, or undefined for any other module. */
export function componentStylesName(resource: string | undefined): string | undefined {
  const match = resource === undefined ? null : componentStylesPattern.exec(resource);
  return match ? `css-${match[1] ?? match[2] ?? match[3]}` : undefined;
}

export const componentStylesCacheGroup = {
  ...ownStylesheetFile,
  test: componentStylesPattern,
  // A stylesheet module names the file it was extracted from here, as `test` reads it.
  name: (module: {nameForCondition: () => string | null}) => componentStylesName(module.nameForCondition() ?? undefined),
} as const;
