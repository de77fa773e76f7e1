import {describe, expect, it} from 'vitest';
import {extractPage, isSearchableTag} from '../extractPage';
import {extractFixture, readFixture} from './fixtures';

describe('extractPage', () => {
  it('reads a docs page: search meta tags, section, title, anchored headings and text blocks', () => {
    const page = extractFixture('docPage.html', '/docs/sidebar/items/');
    expect(page).toMatchObject({
      url: '/docs/sidebar/items/',
      language: 'en',
      tag: 'docs-default-current',
      version: 'current',
      // The deepest active sidebar category names the section.
      lvl0: 'Sidebar',
      title: 'Sidebar items',
    });
    expect(page.headings).toEqual([
      {level: 2, text: 'Doc links', anchor: 'doc-links'},
      {level: 3, text: 'Options of a doc link', anchor: 'doc-options'},
      {level: 2, text: 'Categories', anchor: 'categories'},
    ]);
    expect(page.blocks).toEqual([
      {heading: -1, text: 'A sidebar is a tree of items. Each item has a type.'},
      {heading: 0, text: "Use type: 'doc' to link a page & keep its title in sync."},
      {heading: 0, text: 'The id is required.'},
      {heading: 0, text: 'A label overrides the title.'},
      {heading: 0, text: 'Nested notes stay separate.'},
      {heading: 0, text: 'Write the sidebar in sidebars.js.'},
      {heading: 0, text: 'Write the sidebar in sidebars.ts.'},
      {heading: 0, text: 'export default {docs: [\'intro\']};', code: true},
      {heading: 1, text: 'id - string; The doc to link.'},
      {heading: 1, text: 'customProps - object; Free data for swizzled components.'},
      {heading: 2, text: 'Categories can be collapsed by default.'},
      {heading: 2, text: 'The height grows like n^2 in the worst case.'},
      {heading: 2, text: 'A heading without anchor'},
      {heading: 2, text: 'Text <script>alert(1)</script> shown as code.'},
    ]);
  });

  it('leaves out page chrome: navigation, breadcrumbs, tab labels, buttons, footers', () => {
    const page = extractFixture('docPage.html', '/docs/sidebar/items/');
    const text = [page.title, ...page.headings.map((heading) => heading.text), ...page.blocks.map((block) => block.text)].join('\n');
    for (const chrome of ['Introduction', 'On this page', 'JavaScript', 'TypeScript', 'Copy', 'Edit this page', 'Previous', 'tip']) {
      expect(text).not.toMatch(new RegExp(`\\b${chrome}\\b`));
    }
    // The zero-width space of heading links is gone.
    expect(text).not.toContain('\u200b');
  });

  it('reads a blog post: title from its header, section from the navbar, no author or date lines', () => {
    const page = extractFixture('blogPost.html', '/blog/releases/3.7/');
    expect(page).toMatchObject({tag: 'default', version: null, lvl0: 'Blog', title: 'Docusaurus 3.7'});
    expect(page.headings).toEqual([{level: 2, text: 'React 19', anchor: 'react-19'}]);
    expect(page.blocks).toEqual([
      {heading: -1, text: 'Docusaurus 3.7 runs on React 19.'},
      {heading: 0, text: 'Upgrade React and Docusaurus together.'},
    ]);
  });

  it('skips redirect pages, noindex pages, list pages and pages without main content', () => {
    const options = {url: '/x/', defaultLvl0: 'Pages'};
    expect(extractPage(readFixture('redirect.html'), options)).toBeNull();
    const doc = readFixture('docPage.html');
    expect(extractPage(doc.replace('<title', '<meta name=robots content="noindex, nofollow"><title'), options)).toBeNull();
    expect(
      extractPage(doc.replaceAll('content=docs-default-current', 'content=blog_posts_list'), options),
    ).toBeNull();
    expect(extractPage(doc.replace(/<main[\s\S]*<\/main>/, ''), options)).toBeNull();
  });

  it('falls back to the default section name and to the document title', () => {
    const html =
      '<!doctype html><title>Versions | Docusaurus</title><meta name=docusaurus_tag content=default>' +
      '<main><section><p>Every release of the docs.</section></main>';
    expect(extractPage(html, {url: '/versions/', defaultLvl0: 'Pages'})).toMatchObject({
      lvl0: 'Pages',
      title: 'Versions',
      language: 'en',
      blocks: [{heading: -1, text: 'Every release of the docs.'}],
    });
  });
});

describe('extractPage for ranking', () => {
  const docPage = (body: string): string =>
    `<!doctype html><title>X | Site</title><meta name=docsearch:docusaurus_tag content=docs-default-current>` +
    `<main><article><h1>Options</h1>${body}</article></main>`;

  it('makes each option table row a section titled by the option, its description first', () => {
    const html = docPage(
      '<h2 id=options>Options</h2><table><thead><tr><th>Option<th>Type<th>Default<th>Description</thead><tbody>' +
        '<tr id=baseUrl><td><code>base<wbr>Url</code><span>required</span><td><code>string</code><td>none<td>Path of the site.' +
        '</tbody></table><p>After the table.</p>',
    );
    const page = extractPage(html, {url: '/docs/x/', defaultLvl0: 'Docs'})!;
    expect(page.headings).toEqual([
      {level: 2, text: 'Options', anchor: 'options'},
      {level: 3, text: 'baseUrl', anchor: 'baseUrl'},
    ]);
    expect(page.blocks).toEqual([
      {heading: 1, text: 'Path of the site. Type: string. Default: none.'},
      // Text after the table belongs to the section again, not to the last option.
      {heading: 0, text: 'After the table.'},
    ]);
  });

  it('keeps the text of code blocks, cut to a few hundred characters', () => {
    const long = 'word '.repeat(200);
    const page = extractPage(docPage(`<pre><code>npm run build</code></pre><pre><code>${long}</code></pre>`), {
      url: '/docs/x/',
      defaultLvl0: 'Docs',
    })!;
    expect(page.blocks[0]).toEqual({heading: -1, text: 'npm run build', code: true});
    expect(page.blocks[1]!.text.length).toBeLessThanOrEqual(502);
    expect(page.blocks[1]!.text.endsWith(' …')).toBe(true);
  });

  it('marks hubs: generated indexes and pages whose blocks mostly link elsewhere', () => {
    const options = {url: '/docs/x/', defaultLvl0: 'Docs'};
    const links = Array.from({length: 6}, (_, index) => `<li><a href="/docs/p${index}/">Page ${index}</a> explains it.</li>`);
    expect(extractPage(docPage(`<ul>${links.join('')}</ul>`), options)!.hub).toBe(true);
    expect(extractPage(docPage('<div class=generatedIndexPage_vN><p>Cards</p></div>'), options)!.hub).toBe(true);
    const prose = Array.from({length: 6}, (_, index) => `<p>Paragraph ${index} teaches something.</p>`);
    expect(extractPage(docPage(prose.join('') + links[0]), options)!.hub).toBe(false);
  });

  it('lists the site pages (and sections) its text links to, for counting inbound links', () => {
    const page = extractPage(
      docPage('<p><a href="/docs/a/#x">A</a> <a href="../b/">B</a> <a href="https://example.com/">out</a> <a href="#here">here</a></p>'),
      {url: '/docs/x/', defaultLvl0: 'Docs'},
    )!;
    expect(page.links.sort()).toEqual(['/docs/a/#x', '/docs/b/']);
  });

  it('names the section of pages under a configured path', () => {
    const html =
      '<!doctype html><title>3.7.0 | Site</title><meta name=docusaurus_tag content=default><main><p>Notes.</p></main>';
    const sections = [{path: '/changelog/', name: 'Changelog'}];
    expect(extractPage(html, {url: '/changelog/3.7.0/', defaultLvl0: 'Pages', sections})!.lvl0).toBe('Changelog');
    expect(extractPage(html, {url: '/versions/', defaultLvl0: 'Pages', sections})!.lvl0).toBe('Pages');
  });
});

describe('isSearchableTag', () => {
  it('keeps the tags contextual search asks for', () => {
    expect(isSearchableTag('default')).toBe(true);
    expect(isSearchableTag('docs-default-current')).toBe(true);
    expect(isSearchableTag('docs-community-3.7.0')).toBe(true);
    expect(isSearchableTag('blog_posts_list')).toBe(false);
    expect(isSearchableTag('blog_tags_posts')).toBe(false);
  });
});
