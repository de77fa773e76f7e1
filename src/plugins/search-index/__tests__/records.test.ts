import {describe, expect, it} from 'vitest';
import {pageToRecords, recordContext, recordTitle, slugWords, withInboundLinks} from '../records';
import {extractFixture} from './fixtures';

describe('slugWords', () => {
  it('gives the words of an address, without dates or numbers alone', () => {
    expect(slugWords('/blog/2022/01/24/docusaurus-2021-recap/')).toBe('blog docusaurus 2021 recap');
    expect(slugWords('/docs/api/plugins/%40docusaurus/plugin-pwa/#x')).toBe('docs api plugins @docusaurus plugin pwa');
  });
});

describe('pageToRecords', () => {
  const page = extractFixture('docPage.html', '/docs/sidebar/items/');
  const records = pageToRecords(page);

  it('starts with the page title, then each heading followed by its text, in reading order', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/sidebar/items/',
      anchor: null,
      content: null,
      hierarchy: {lvl0: 'Sidebar', lvl1: 'Sidebar items', lvl2: null},
      docusaurus_tag: 'docs-default-current',
      language: 'en',
      version: 'current',
    });
    expect(records.map((record) => record.type)).toEqual([
      'lvl1',
      'content',
      'lvl2',
      ...Array(7).fill('content'),
      'lvl3',
      'content',
      'content',
      'lvl2',
      ...Array(4).fill('content'),
    ]);
    expect(records.map((record) => record.position)).toEqual(records.map((_, index) => index));
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('gives each record the headings above it and the anchor of its section', () => {
    const row = records.find((record) => record.content?.startsWith('customProps - object'));
    expect(row).toMatchObject({
      url: '/docs/sidebar/items/#doc-options',
      url_without_anchor: '/docs/sidebar/items/',
      anchor: 'doc-options',
      hierarchy: {lvl1: 'Sidebar items', lvl2: 'Doc links', lvl3: 'Options of a doc link', lvl4: null},
    });
    // A new h2 closes the h3 above it.
    const tip = records.find((record) => record.content?.startsWith('Categories can be'));
    expect(tip?.hierarchy).toMatchObject({lvl2: 'Categories', lvl3: null});
    expect(tip?.url).toBe('/docs/sidebar/items/#categories');
  });

  it('indexes a record by its own heading, with the headings above as context', () => {
    const h3 = records.find((record) => record.type === 'lvl3')!;
    expect(recordTitle(h3)).toBe('Options of a doc link');
    expect(recordContext(h3)).toBe('Sidebar items Doc links');
    expect(recordTitle(records[0]!)).toBe('Sidebar items');
    // A page title's context is its section and the words of its address.
    expect(recordContext(records[0]!)).toBe('Sidebar docs sidebar items');
    const text = records[1]!;
    expect(recordTitle(text)).toBeNull();
    expect(recordContext(text)).toBe('Sidebar items');
  });

  it('counts the pages linking to each page and to each section, once per linking page', () => {
    const target = {...page, links: []};
    const linking = (url: string, links: string[]) => ({...page, url, links, headings: []});
    const [counted] = withInboundLinks([
      target,
      linking('/docs/a/', ['/docs/sidebar/items/#doc-links', '/docs/sidebar/items/', '/docs/sidebar/items/#doc-links']),
      linking('/docs/b/', ['/docs/sidebar/items/#doc%2Dlinks']),
      linking('/docs/sidebar/items/', ['/docs/sidebar/items/#categories']),
    ]);
    expect(counted!.inbound).toBe(2);
    expect(counted!.headings.find((heading) => heading.anchor === 'doc-links')?.inbound).toBe(2);
    // A page's links to itself do not count.
    expect(counted!.headings.find((heading) => heading.anchor === 'categories')?.inbound).toBeUndefined();
    const records = pageToRecords(counted!);
    expect(records.find((record) => record.anchor === 'doc-links' && record.type === 'content')?.sectionInbound).toBe(2);
  });
});
