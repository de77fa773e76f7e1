import {describe, expect, it} from 'vitest';
import {serializeOuter} from 'parse5';
import {attr, findAll, pageContent, pageTitle, parsePage, TAB_LABEL_ATTRIBUTE, textOf} from '../pageContent';

const PAGE =
  '<!doctype html><html><head><title>Tabs | Docusaurus</title></head><body>' +
  '<nav class=navbar><a href=/docs/>Docs</a></nav>' +
  '<main><article><nav class=theme-doc-breadcrumbs><a href=/docs/>Guides</a></nav>' +
  '<span class="theme-doc-version-badge badge">Version: Canary</span>' +
  '<div class="theme-doc-toc-mobile"><button type=button>On this page</button></div>' +
  '<div class="theme-doc-markdown markdown"><header><h1>Tabs</h1></header>' +
  '<h2 id=a>First<a href=#a class=hash-link>&#8203;</a></h2>' +
  '<div class=tabs-container><ul role=tablist><li role=tab>npm<li role=tab>Yarn</ul>' +
  '<div><div role=tabpanel><p>one</div><div role=tabpanel hidden><p>two</div></div></div>' +
  '<p>The area is <span class=katex><span class=katex-mathml><math><semantics><mi>r</mi><annotation encoding=application/x-tex>r^2</annotation></semantics></math></span>' +
  '<span class=katex-html aria-hidden=true>r2</span></span>.</p></div>' +
  '<footer class=theme-doc-footer><div class=theme-edit-this-page><a href=https://github.com/edit>Edit this page</a></div></footer></article>' +
  '<nav class=pagination-nav><a href=/docs/prev/>Previous</a></nav>' +
  '<div class="col col--3"><div class="theme-doc-toc-desktop"><ul class=table-of-contents><li><a href=#a>First</a></ul></div></div></main>' +
  '<footer class=footer><a href=/blog/>Blog</a></footer></body></html>';

describe('pageContent', () => {
  it('keeps the main content and removes the chrome: breadcrumbs, badge, TOC, heading links, buttons, edit link, pagination', () => {
    const content = pageContent(parsePage(PAGE))!;
    const html = serializeOuter(content);
    for (const chrome of ['Guides', 'Version: Canary', 'On this page', 'hash-link', 'Edit this page', 'Previous', 'table-of-contents', 'role="tablist"']) {
      expect(html, chrome).not.toContain(chrome);
    }
    expect(textOf(content)).toBe('Tabs First one two The area is r^2 .');
  });

  it('labels each tab panel with its tab, hidden panels included', () => {
    const content = pageContent(parsePage(PAGE))!;
    const panels = findAll(content, (element) => attr(element, 'role') === 'tabpanel');
    expect(panels.map((panel) => attr(panel, TAB_LABEL_ATTRIBUTE))).toEqual(['npm', 'Yarn']);
  });

  it('labels the panels of nested tab groups with their own tabs', () => {
    const document = parsePage(
      '<main><div class=tabs-container><ul role=tablist><li role=tab>macOS<li role=tab>Linux</ul><div>' +
        '<div role=tabpanel><div class=tabs-container><ul role=tablist><li role=tab>Intel<li role=tab>Arm</ul>' +
        '<div><div role=tabpanel>i</div><div role=tabpanel>a</div></div></div></div>' +
        '<div role=tabpanel>l</div></div></div></main>',
    );
    const panels = findAll(pageContent(document)!, (element) => attr(element, 'role') === 'tabpanel');
    expect(panels.map((panel) => attr(panel, TAB_LABEL_ATTRIBUTE))).toEqual(['macOS', 'Intel', 'Arm', 'Linux']);
  });

  it('gives null for a page without main content', () => {
    expect(pageContent(parsePage('<!doctype html><title>Redirect</title><body><p>Moved'))).toBeNull();
  });

  it('titles a page by its content heading, else by the document title', () => {
    const document = parsePage(PAGE);
    expect(pageTitle(document, pageContent(document)!)).toBe('Tabs');
    const untitled = parsePage('<title>Versions | Docusaurus</title><main><p>Every release.</main>');
    expect(pageTitle(untitled, pageContent(untitled)!)).toBe('Versions');
  });
});
