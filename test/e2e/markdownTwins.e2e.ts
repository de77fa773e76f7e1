import fs from 'node:fs';
import path from 'node:path';
import type {BrowserContext, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {newContext, openPage, waitForHydration} from './support/browser';
import {builtHtml, builtRoutes, robotsDirectives} from './support/builtRoutes';
import {startProductionServer} from './support/productionServer';
import {reloadUnderWorker, waitForActiveWorker} from './support/serviceWorker';

/**
 * Pages for AI tools and scripts (src/plugins/markdown-twins): /llms.txt, the
 * Markdown twin of every page, served as the production headers say, and the
 * "Copy page" button of doc pages.
 */

const buildDir = inject('buildDir');
/** The site's public origin, which llms.txt and the twins write into their links. */
const SITE_ORIGIN = 'https://docusaurus.io';

/** A built page's HTML class list: the theme names the kind of page there. */
function htmlClasses(html: string): string[] {
  return /<html[^>]*\bclass="([^"]*)"/.exec(html)?.[1]?.split(/\s+/) ?? [];
}

/** Every listed page of the current docs version (not redirects, unlisted pages or other versions). */
function currentDocPages(): string[] {
  return builtRoutes(buildDir, ['docs']).filter((route) => {
    const html = builtHtml(buildDir, route)!;
    const classes = htmlClasses(html);
    return (
      classes.includes('docs-doc-page') &&
      classes.includes('plugin-id-default') &&
      classes.includes('docs-version-current') &&
      !robotsDirectives(html).some((directive) => /noindex/.test(directive))
    );
  });
}

const siteRelative = (url: string) => url.replace(SITE_ORIGIN, '');

/**
 * Lines of Markdown outside fenced code blocks: where JSX or ES imports would
 * be leftovers. Fences in list items and blockquotes are indented or quoted.
 */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const rawLine of markdown.split('\n')) {
    const line = rawLine.replace(/^(?:\s*>)*\s*/, '');
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
    } else if (fence !== null && marker && line.trim() === fence) {
      fence = null;
    } else if (fence === null) {
      lines.push(rawLine);
    }
  }
  return lines;
}

/**
 * The content of each fenced code block, with the indentation (list items) or
 * quote marks (admonitions) its fence sits under removed.
 */
function fencedBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let open: {fence: string; quotes: number; indent: number; lines: string[]} | null = null;
  const unquote = (line: string, quotes: number): string => {
    let rest = line;
    for (let count = 0; count < quotes; count += 1) rest = rest.replace(/^\s*> ?/, '');
    return rest;
  };
  for (const rawLine of markdown.split('\n')) {
    if (open === null) {
      const start = /^((?:\s*>)*)\s*(`{3,}|~{3,})/.exec(rawLine);
      if (start) {
        const quotes = (start[1]!.match(/>/g) ?? []).length;
        const indent = /^ */.exec(unquote(rawLine, quotes))![0].length;
        open = {fence: start[2]!, quotes, indent, lines: []};
      }
      continue;
    }
    const line = unquote(rawLine, open.quotes).replace(new RegExp(`^ {0,${open.indent}}`), '');
    if (line.trim() === open.fence) {
      blocks.push(open.lines.join('\n'));
      open = null;
    } else {
      open.lines.push(line);
    }
  }
  return blocks;
}

/** A Markdown heading's text as a reader sees it: inline code, escapes, links and emphasis undone. */
function plainHeading(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

type PageParts = {headings: string[]; codeBlocks: string[]; formulas: string[]; diagrams: string[]};

/** What the HTML page shows: its content's headings, code blocks (live ones too), formulas and diagram sources. */
function pageParts(page: Page): Promise<PageParts> {
  return page.evaluate(() => {
    // The text of code as written: line breaks are <br> elements in the highlighted markup.
    const codeText = (element: Element): string => {
      let text = '';
      const walk = (node: Node) => {
        if (node.nodeName === 'BR') text += '\n';
        else if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
        else node.childNodes.forEach(walk);
      };
      walk(element);
      return text.replace(/\n$/, '');
    };
    const content = document.querySelector('main')!;
    const headings = Array.from(content.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => !heading.closest('nav, .card, footer'))
      .map((heading) => (heading.textContent ?? '').replace(/\u200b/g, '').replace(/\s+/g, ' ').trim());
    const codeBlocks = Array.from(content.querySelectorAll('.theme-code-block pre, [data-evaluates-code] [class*="playgroundEditor"] pre')).map(codeText);
    const formulas = Array.from(content.querySelectorAll('.katex-mathml annotation')).map((annotation) => (annotation.textContent ?? '').trim());
    const diagrams = Array.from(content.querySelectorAll('[data-mermaid-source]')).map((source) => source.textContent ?? '');
    return {headings, codeBlocks, formulas, diagrams};
  });
}

describe('llms.txt and Markdown twins, as served with the production headers', () => {
  let server: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startProductionServer(buildDir);
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (sitePath: string) => fetch(`${server.url}${sitePath}`);

  it('llms.txt: title, summary, sections, and every current doc and API page listed by its twin', async () => {
    const response = await get('/llms.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^# Docusaurus\n\n> \S.+\n/);
    const sections = [...text.matchAll(/^## (.+)$/gm)].map(([, title]) => title);
    expect(sections).toEqual(['Docs guides', 'API reference', 'Community', 'Blog: latest posts', 'Changelog: latest releases']);

    const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: (.+))?$/gm)];
    const twins = new Set(listed.map(([, url]) => siteRelative(url!)));
    const docs = currentDocPages();
    expect(docs.length).toBeGreaterThan(80);
    for (const route of docs) {
      expect(twins, route).toContain(`${route.replace(/\/$/, '')}.md`);
    }
    // Most pages have a description (front matter or first paragraph).
    expect(listed.filter(([, , description]) => description).length / listed.length).toBeGreaterThan(0.9);
  });

  it('every link of llms.txt answers 200 with a Markdown twin', async () => {
    const text = await (await get('/llms.txt')).text();
    const urls = [...text.matchAll(/\]\((https:\/\/docusaurus\.io\/[^)]+)\)/g)].map(([, url]) => siteRelative(url!));
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type'), url).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), url).toMatch(/^---\ntitle: ".+"\n/);
    }
  });

  it('llms-full.txt holds the current docs and the API reference in sidebar order', async () => {
    const response = await get('/llms-full.txt');
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    const llms = await (await get('/llms.txt')).text();
    const section = (title: string) => llms.split(`## ${title}\n\n`)[1]!.split('\n\n')[0]!;
    const pageUrls = [...`${section('Docs guides')}\n${section('API reference')}`.matchAll(/\]\(([^)]+)\.md\)/g)].map(
      ([, url]) => `${url}/`,
    );
    const fullUrls = [...text.matchAll(/^URL: (.+)$/gm)].map(([, url]) => url);
    expect(fullUrls).toEqual(pageUrls);
  });
});

/** Ten pages of different kinds, the component each one shows, and a twin that must have it. */
const TWIN_PAGES: {route: string; shows: string; twinHas: RegExp}[] = [
  {route: '/docs/markdown-features/tabs/', shows: 'tabs', twinHas: /^### Apple\n\nAn apple a day keeps bugs away\.$/m},
  {route: '/docs/markdown-features/admonitions/', shows: 'admonitions', twinHas: /^> \*\*Note\*\*\n>\n> Worth knowing/m},
  {
    route: '/docs/api/plugins/@docusaurus/plugin-content-docs/',
    shows: 'API option tables',
    twinHas: /^\| Option \| Type \| Default \| Description \|\n\| - \| - \| - \| - \|\n\| `path` \| `string` \| `'docs'` \| Folder/m,
  },
  {route: '/docs/markdown-features/code-blocks/', shows: 'live code', twinHas: /^```tsx live\nfunction Clock\(\) \{$/m},
  {route: '/docs/markdown-features/diagrams/', shows: 'Mermaid diagrams', twinHas: /^```mermaid\nflowchart LR\n {2}write\[Write Markdown\]/m},
  {route: '/docs/markdown-features/math-equations/', shows: 'math', twinHas: /^\$\$\n\\sum_\{k=1\}\^\{n\} k = \\frac\{n\(n\+1\)\}\{2\}\n\$\$$/m},
  {route: '/docs/3.6.3/markdown-features/tabs/', shows: 'a 3.6.3 page', twinHas: /^# Tabs$/m},
  {route: '/docs/category/guides/', shows: 'a category page', twinHas: /^- \[Creating pages\]\(https:\/\/docusaurus\.io\/docs\/creating-pages\/\): /m},
  {route: '/blog/releases/3.7/', shows: 'a blog post', twinHas: /^# Docusaurus 3\.7\n\n.*\d{4}/m},
  {route: '/community/support/', shows: 'a community page', twinHas: /^# /m},
];

describe('Markdown twins of pages of every kind', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(TWIN_PAGES)('$route ($shows): advertised by the page, clean, with every heading, code block, formula and diagram', async ({route, twinHas}) => {
    const {page} = await openPage(context, route);
    const twinPath = `${route.replace(/\/$/, '')}.md`;
    expect(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toBe(twinPath);
    const response = await page.request.get(twinPath);
    expect(response.status()).toBe(200);
    const twin = await response.text();

    // Front matter reduced to title and description.
    const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(twin)?.[1] ?? '';
    expect(frontMatter.split('\n').map((line) => line.split(':')[0])).toEqual(
      frontMatter.includes('description:') ? ['title', 'description'] : ['title'],
    );
    // No JSX, imports or exports outside code blocks, no HTML comments, no relative links.
    const prose = proseLines(twin.slice(frontMatter.length + 8));
    // Inline code may name a component (`<Tabs>`) or a comment syntax: that is documentation, not a leftover.
    const withoutInlineCode = prose.map((line) => line.replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, ''));
    expect(withoutInlineCode.filter((line) => /<\/?[A-Z][\w.]*[\s/>]|^\s*(import|export) /.test(line))).toEqual([]);
    expect(withoutInlineCode.filter((line) => /<!--/.test(line))).toEqual([]);
    expect(prose.join('\n').match(/\]\((?!https?:|mailto:)[^)]*\)/g) ?? []).toEqual([]);
    expect(twin).toMatch(twinHas);

    const parts = await pageParts(page);
    expect(parts.headings.length).toBeGreaterThan(0);
    // Headings inside admonitions are quoted.
    const twinHeadings = prose.flatMap((line) => /^(?:>\s?)*#{1,6} (.+)$/.exec(line)?.[1] ?? []).map(plainHeading);
    for (const heading of parts.headings) {
      expect(twinHeadings, `heading "${heading}"`).toContain(heading);
    }
    const twinCode = fencedBlocks(twin).map((block) => `\n${block}\n`);
    for (const code of parts.codeBlocks) {
      expect(twinCode.some((block) => block.includes(`\n${code}\n`)), `code block:\n${code}`).toBe(true);
    }
    for (const formula of parts.formulas) {
      expect(twin, `formula ${formula}`).toContain(formula);
    }
    for (const diagram of parts.diagrams) {
      expect(twin, `diagram:\n${diagram}`).toContain(`\`\`\`mermaid\n${diagram}\n\`\`\``);
    }
  });

  it('the kinds of page above show what they are chosen for', async () => {
    const counts = async (route: string) => {
      const {page} = await openPage(context, route);
      const parts = await pageParts(page);
      await page.close();
      return parts;
    };
    expect((await counts('/docs/markdown-features/math-equations/')).formulas.length).toBeGreaterThan(3);
    expect((await counts('/docs/markdown-features/diagrams/')).diagrams.length).toBe(5);
    const liveCode = await counts('/docs/markdown-features/code-blocks/');
    expect(liveCode.codeBlocks.some((code) => code.startsWith('function Clock()'))).toBe(true);
  });

  it('pages without a twin do not advertise one: unlisted docs and the test areas', async () => {
    const {page} = await openPage(context, '/tests/docs/more-test/');
    expect(await page.locator('head link[type="text/markdown"]').count()).toBe(0);
    expect(await page.getByRole('button', {name: 'Copy page'}).count()).toBe(0);
    expect(fs.existsSync(path.join(buildDir, 'tests/docs/more-test.md'))).toBe(false);
  });
});

describe('Copy page button', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext({permissions: ['clipboard-read', 'clipboard-write']});
  });
  afterAll(async () => {
    await context?.close();
  });

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

  it('puts the page\'s twin on the clipboard, fetched only on the click, and says so', async () => {
    const page = await context.newPage();
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) twinRequests.push(request.url());
    });
    await page.goto('/docs/installation/');
    await waitForHydration(page);
    expect(twinRequests).toEqual([]);

    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Page copied as Markdown.');
    const twin = await (await page.request.get('/docs/installation.md')).text();
    expect(await clipboard(page)).toBe(twin);
    expect(twin).toMatch(/^---\ntitle: "Installation"\n/);
    expect(twinRequests.map((url) => new URL(url).pathname)).toEqual(['/docs/installation.md']);
    await page.close();
  });

  it('has a keyboard menu: open with the arrow key, move, copy the link, Escape back to the arrow', async () => {
    const {page} = await openPage(context, '/docs/configuration/');
    const toggle = page.getByRole('button', {name: 'More ways to use this page as Markdown'});
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu', {name: 'Page as Markdown'});
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const items = menu.getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['Copy page as Markdown', 'Open as Markdown', 'Copy link to Markdown']);
    const focusedItem = () => page.evaluate(() => document.activeElement?.textContent);
    await expect.poll(focusedItem).toBe('Copy page as Markdown');
    await page.keyboard.press('ArrowUp');
    expect(await focusedItem()).toBe('Copy link to Markdown');
    await page.keyboard.press('Home');
    expect(await focusedItem()).toBe('Copy page as Markdown');
    await page.keyboard.press('Escape');
    await menu.waitFor({state: 'detached'});
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'More ways to use this page as Markdown',
    );

    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedItem).toBe('Copy link to Markdown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Link to the Markdown copied.');
    expect(await clipboard(page)).toBe(new URL('/docs/configuration.md', page.url()).href);
  });

  it('opens the twin from the menu', async () => {
    const {page} = await openPage(context, '/docs/configuration/');
    await page.getByRole('button', {name: 'More ways to use this page as Markdown'}).click();
    await page.getByRole('menuitem', {name: 'Open as Markdown'}).click();
    await page.waitForURL('**/docs/configuration.md');
    expect(await page.locator('body').textContent()).toContain('title: "Configuration"');
  });

  it('copies the page offline once the service worker has precached it', async () => {
    const offlineContext = await newContext({serviceWorkers: 'allow', permissions: ['clipboard-read', 'clipboard-write']});
    const {page} = await openPage(offlineContext, '/docs/installation/?offlineMode=true');
    await waitForActiveWorker(page);
    await reloadUnderWorker(page);

    await offlineContext.setOffline(true);
    // A page not visited before: both it and its twin come from the precache.
    await page.goto('/docs/deployment/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page', exact: true}).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Page copied as Markdown.');
    expect(await clipboard(page)).toBe(fs.readFileSync(path.join(buildDir, 'docs/deployment.md'), 'utf8'));
    await offlineContext.close();
  }, 240_000);
});
