import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {expectNoProblems, visit} from './support/visit';

/**
 * One page of every type the site has, loaded from nginx with the shipped
 * config: it answers with the right status, hydrates, shows its content, and
 * logs no CSP violation and no error once its late work has run.
 */
type PageType = {type: string; path: string; status?: number; shows: (page: Page) => Promise<void>};

const heading = (text: string | RegExp) => async (page: Page) => {
  await expect.poll(() => page.locator('h1').first().textContent()).toMatch(text);
};
const countOf = (selector: string, atLeast = 1) => async (page: Page) => {
  await expect.poll(() => page.locator(selector).count(), {timeout: 20_000}).toBeGreaterThanOrEqual(atLeast);
};

const text = (selector: string, expected: string) => async (page: Page) => {
  await expect.poll(() => page.locator(selector).first().textContent(), {timeout: 30_000}).toBe(expected);
};

const PAGE_TYPES: PageType[] = [
  {type: 'home', path: '/', shows: countOf('main h1')},
  {type: 'doc', path: '/docs/installation/', shows: heading('Installation')},
  {type: 'docs version root (3.7.0)', path: '/docs/3.7.0/', shows: heading('Introduction')},
  {type: 'doc of an older version', path: '/docs/3.6.3/installation/', shows: heading('Installation')},
  {type: 'doc category index', path: '/docs/category/getting-started/', shows: heading('Getting Started')},
  {type: 'API doc', path: '/docs/api/docusaurus-config/', shows: heading(/docusaurus\.config/)},
  {type: 'doc tags list', path: '/tests/docs/tags/', shows: heading('Tags')},
  {type: 'doc tag', path: '/tests/docs/tags/front-matter/', shows: heading(/front-matter|Front matter/i)},
  {type: 'blog list', path: '/blog/', shows: countOf('article', 2)},
  {type: 'blog list page', path: '/blog/page/2/', shows: countOf('article', 2)},
  {type: 'blog post', path: '/blog/2017/12/14/introducing-docusaurus/', shows: countOf('article')},
  {type: 'blog tags list', path: '/blog/tags/', shows: heading('Tags')},
  {type: 'blog tag', path: '/blog/tags/blog-features/', shows: countOf('article')},
  {type: 'blog authors list', path: '/blog/authors/', shows: heading('Authors')},
  {type: 'blog author', path: '/blog/authors/core-team/', shows: countOf('article')},
  {type: 'blog archive', path: '/blog/archive/', shows: heading('Archive')},
  {type: 'changelog list', path: '/changelog/', shows: heading('Docusaurus changelog')},
  {type: 'changelog list page', path: '/changelog/page/2/', shows: countOf('article', 2)},
  {type: 'changelog entry', path: '/changelog/3.7.0/', shows: countOf('article')},
  {type: 'changelog authors', path: '/changelog/authors/', shows: countOf('main h1')},
  {type: 'search page', path: '/search/?q=configuration', shows: countOf('main a[href^="/docs/"]', 3)},
  {type: 'markdown page', path: '/examples/markdownPageExample/', shows: heading('Markdown page example')},
  {type: 'showcase', path: '/showcase/', shows: heading('Sites built with Docusaurus')},
  {type: 'versions', path: '/versions/', shows: heading('Docusaurus documentation versions')},
  {type: 'feature requests', path: '/feature-requests/', shows: heading('Feature requests')},
  {type: 'feature request', path: '/feature-requests/blog-author-pages/', shows: countOf('[data-testid="feature-request-detail"]')},
  {type: 'community', path: '/community/support/', shows: heading('Support')},
  {type: 'tests index', path: '/tests/', shows: heading('Test areas')},
  {type: 'test blog', path: '/tests/blog/', shows: countOf('article')},
  {type: 'playground', path: '/docs/playground/', shows: text('[data-testid="playground-status"]', 'Preview up to date')},
  {type: 'live code blocks', path: '/docs/markdown-features/code-blocks/', shows: text('.live-greeting', 'Hello, reader!')},
  {type: 'Mermaid diagrams', path: '/docs/markdown-features/diagrams/', shows: countOf('.docusaurus-mermaid-container svg')},
  {type: 'math', path: '/docs/markdown-features/math-equations/', shows: countOf('.katex', 2)},
  {type: 'embeds', path: '/tests/pages/embeds/', shows: countOf('iframe')},
  {type: 'debug', path: '/__docusaurus/debug/config/', shows: countOf('main')},
  {type: 'not found', path: '/a-page-that-does-not-exist/', status: 404, shows: heading('Page Not Found')},
];

describe('every page type, served by nginx with the shipped config', () => {
  it.each(PAGE_TYPES.map((pageType) => [pageType.type, pageType] as const))(
    '%s: right status, content shown, no CSP violation, no error',
    async (_type, pageType) => {
      const opened = await visit(pageType.path);
      expect(opened.response?.status()).toBe(pageType.status ?? 200);
      await pageType.shows(opened.page);
      await expectNoProblems(opened);
      await opened.context.close();
    },
  );

  it('client-side redirect pages redirect with query and fragment, with no violation', async () => {
    const opened = await visit('/docs/installation.html?ref=old-link#requirements');
    await opened.page.waitForURL((url) => url.pathname === '/docs/installation/');
    const landed = new URL(opened.page.url());
    expect(`${landed.search}${landed.hash}`).toBe('?ref=old-link#requirements');
    await heading('Installation')(opened.page);
    await expectNoProblems(opened);
    await opened.context.close();
  });
});

/**
 * Addresses a visitor can type that the server answers with a page the app
 * then routes differently: the app must take over the page the server sent
 * without a hydration error (React #418) and never die on the address.
 */
describe('unusual addresses, served by nginx', () => {
  const UNUSUAL: {address: string; status: number; shows: string; at?: string}[] = [
    {address: '/docs/index.html', status: 200, shows: 'Introduction', at: '/docs/'},
    {address: '/docs//installation/', status: 200, shows: 'Installation', at: '/docs/installation/'},
    {address: '/DOCS/INSTALLATION/', status: 404, shows: 'Page Not Found'},
    {address: '/docs/Installation/', status: 404, shows: 'Page Not Found'},
    {address: '/docs/%E0%A4%A/', status: 400, shows: 'Page Not Found'},
    {address: '/feature-requests/no-such-request/', status: 404, shows: 'Feature request not found'},
  ];
  it.each(UNUSUAL.map((entry) => [entry.address, entry] as const))(
    '%s hydrates with no error and shows what the server answered',
    async (_address, {address, status, shows, at}) => {
      const opened = await visit(address);
      expect(opened.response?.status()).toBe(status);
      await heading(shows)(opened.page);
      if (at) {
        expect(new URL(opened.page.url()).pathname).toBe(at);
      }
      await expectNoProblems(opened);
      await opened.context.close();
    },
  );
});
