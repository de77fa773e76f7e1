/**
 * Where a page's Markdown twin is: the page's path without its trailing slash,
 * plus `.md` (`/docs/installation/` -> `/docs/installation.md`,
 * `/docs/3.6.3/` -> `/docs/3.6.3.md`); the site's root page is `index.md`.
 * Browser-safe: the theme links to twins with it.
 */
export function twinPath(pagePath: string, baseUrl = '/'): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  if (`${trimmed}/` === baseUrl || trimmed === '') return `${baseUrl}index.md`;
  return `${trimmed}.md`;
}

/**
 * Which pages have a twin: the docs (every version) and the community pages,
 * the blog and the changelog, except unlisted pages. The public test areas
 * have none (they are not content, and search engines are kept out of them).
 */
const TWIN_INSTANCES: Readonly<Record<string, readonly string[]>> = {
  'docusaurus-plugin-content-docs': ['default', 'community'],
  'docusaurus-plugin-content-blog': ['default', 'changelog'],
};

export function hasMarkdownTwin(plugin: {name: string; id: string}, unlisted: boolean): boolean {
  return !unlisted && (TWIN_INSTANCES[plugin.name]?.includes(plugin.id) ?? false);
}
