/**
 * Packages that only the lazily loaded diagram renderer uses. Mermaid splits
 * each diagram type into its own chunk, and they all share its parser; once
 * enough chunks share a module, the framework's "common" chunk (loaded by every
 * page) takes it, and with it 650 kB of parser. This group, of higher priority,
 * keeps those packages in chunks that load only with a diagram.
 */
export const DIAGRAM_PACKAGES = [
  'mermaid',
  '@mermaid-js',
  'langium',
  'chevrotain',
  'chevrotain-allstar',
  'vscode-languageserver',
  'vscode-languageserver-types',
  'vscode-languageserver-textdocument',
  'vscode-jsonrpc',
  'vscode-uri',
  'cytoscape',
  'cytoscape-cose-bilkent',
  'cytoscape-fcose',
  'dagre-d3-es',
  'khroma',
  'roughjs',
  'katex',
] as const;

/** Matches a module path inside one of the packages (or any d3 package). */
export const diagramModulePattern = new RegExp(
  `[\\\\/]node_modules[\\\\/](?:${DIAGRAM_PACKAGES.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')}|d3(?:-[a-z-]+)?)[\\\\/]`,
);

/** Above the framework's "common" group (priority 40), below its single CSS file (50). */
export const diagramCacheGroup = {
  test: diagramModulePattern,
  chunks: 'async',
  priority: 45,
  reuseExistingChunk: true,
} as const;

/**
 * The MDX provider (`@mdx-js/react`), which every compiled Markdown page
 * imports. It is a few hundred bytes, under the bundler's size for a chunk of
 * its own, so each page's content chunk carried a copy: a list page loads
 * twenty of them (the changelog's entries). One shared chunk instead, loaded
 * once by any page with Markdown content.
 */
export const mdxProviderPattern = /[\\/]node_modules[\\/]@mdx-js[\\/]react[\\/]/;

export const mdxProviderCacheGroup = {
  test: mdxProviderPattern,
  chunks: 'async',
  // Whatever its size.
  enforce: true,
  priority: 45,
  name: 'mdx-react',
} as const;
