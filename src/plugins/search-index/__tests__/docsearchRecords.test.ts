import {describe, expect, it} from 'vitest';
import {levelWeight, toDocSearchRecords} from '../docsearchRecords';
import {pageToRecords} from '../records';
import {docPage} from './fixtures';

describe('records in DocSearch shape', () => {
  it('give every record of every page absolute URLs, its facets and DocSearch weights', () => {
    const page = {...docPage('/docs/installation/', 'docs-default-current', 'Installation', [['Requirements', 'Node.js 20.']]), inbound: 7};
    const records = toDocSearchRecords([page], 'https://docusaurus.io/');
    expect(records).toHaveLength(pageToRecords(page).length);
    expect(records[0]).toEqual({
      objectID: '/docs/installation/:0',
      url: 'https://docusaurus.io/docs/installation/',
      url_without_anchor: 'https://docusaurus.io/docs/installation/',
      anchor: null,
      content: null,
      type: 'lvl1',
      hierarchy: {lvl0: 'Guides', lvl1: 'Installation', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      language: 'en',
      lang: 'en',
      docusaurus_tag: 'docs-default-current',
      version: 'current',
      weight: {pageRank: 7, level: 100, position: 0},
    });
    const text = records.find((record) => record.type === 'content')!;
    expect(text).toMatchObject({url: 'https://docusaurus.io/docs/installation/#section-0', content: 'Node.js 20.', weight: {level: 0}});
  });

  it('weigh page titles above headings, and headings above text', () => {
    expect(levelWeight('lvl1')).toBe(100);
    expect(levelWeight('lvl2')).toBe(90);
    expect(levelWeight('lvl6')).toBe(50);
    expect(levelWeight('content')).toBe(0);
  });
});
