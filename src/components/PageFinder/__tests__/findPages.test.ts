import {describe, expect, it} from 'vitest';
import {firstHitPerPage} from '../findPages';

const hit = (url: string, lvl1: string, lvl2: string | null = null) => ({
  url,
  hierarchy: {lvl0: 'Guides', lvl1, lvl2, lvl3: null},
  _highlightResult: {hierarchy: {lvl1: {value: `<mark>${lvl1}</mark>`}, ...(lvl2 ? {lvl2: {value: lvl2}} : {})}},
});

describe('firstHitPerPage', () => {
  it('keeps the first hit of each page, in order, with the section it is in', () => {
    const pages = firstHitPerPage(
      [
        hit('https://x.io/docs/a/#one', 'A', 'One'),
        hit('https://x.io/docs/a/', 'A'),
        hit('https://x.io/docs/b/', 'B'),
        hit('https://x.io/docs/c/#two', 'C', 'Two'),
      ],
      2,
    );
    expect(pages).toEqual([
      {url: 'https://x.io/docs/a/#one', titleHtml: '<mark>A</mark>', sectionHtml: 'One', group: 'Guides'},
      {url: 'https://x.io/docs/b/', titleHtml: '<mark>B</mark>', sectionHtml: null, group: 'Guides'},
    ]);
  });
});
