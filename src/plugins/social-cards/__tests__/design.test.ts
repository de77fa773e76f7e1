import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import type {CardContent} from '../cardContent';
import {CARD_HEIGHT, CARD_WIDTH, CONTENT_AREA, layoutCard, MARGIN} from '../design';
import {createCardRenderer, loadTypeface, MARK_FILE, parseMark} from '../render';
import {setText} from '../typeset';

const typeface = loadTypeface();
const siteDir = path.resolve(__dirname, '../../../..');

/** The hardest cards the site has: long titles, long names, deep trails, a summary. */
const CARDS: Record<string, CardContent> = {
  short: {title: 'CLI', place: ['Docs'], version: 'Canary', site: 'docusaurus.io'},
  package: {title: '@docusaurus/plugin-content-docs', place: ['Docs', 'API', 'Plugins'], version: '3.6.3', site: 'docusaurus.io'},
  long: {
    title:
      'A deliberately long title with four blog option names glued into one word, postsPerPageBlogSidebarCountOnUntruncatedBlogPostsAuthorsMapPath, to check how lists wrap',
    place: ['Community', 'Resources', 'Contributing', 'Writing the docs', 'Style guide'],
    site: 'docusaurus.io',
  },
  release: {
    title: '3.7.0',
    place: ['Changelog'],
    date: 'January 3, 2025',
    summary:
      'Docusaurus 3.7 lets sites run on React 19, moves SVG-as-component imports into a new configurable plugin, and gives blog authors more social icons, among many other fixes.',
    site: 'docusaurus.io',
  },
};

describe('the card layout', () => {
  for (const [name, content] of Object.entries(CARDS)) {
    it(`keeps every line of the ${name} card inside the margins`, () => {
      for (const line of layoutCard(content, typeface)) {
        expect(line.x, line.text).toBeGreaterThanOrEqual(MARGIN);
        expect(line.x + line.width, line.text).toBeLessThanOrEqual(CARD_WIDTH - MARGIN + 0.5);
      }
    });

    it(`keeps the ${name} card's place, title and summary between the header and the footer`, () => {
      const body = layoutCard(content, typeface).filter((line) => line.role !== 'footer');
      const top = Math.min(...body.map((line) => line.baseline - line.size));
      const bottom = Math.max(...body.map((line) => line.baseline + line.size * 0.25));
      expect(top).toBeGreaterThanOrEqual(CONTENT_AREA.top);
      expect(bottom).toBeLessThanOrEqual(CONTENT_AREA.bottom);
    });
  }

  it('sets a short title large enough to read in a thumbnail a quarter of the size', () => {
    const title = layoutCard(CARDS.short!, typeface).find((line) => line.role === 'title')!;
    // A quarter of the card's width is how wide chat apps show a preview on a phone.
    expect(title.size / 4).toBeGreaterThanOrEqual(16);
  });

  it('sets a long package name on one line at a smaller size rather than cutting it', () => {
    const titles = layoutCard(CARDS.package!, typeface).filter((line) => line.role === 'title');
    expect(titles.map((line) => line.text)).toEqual(['@docusaurus/plugin-content-docs']);
  });

  it('shortens a deep trail from its start, keeping where the page is', () => {
    const place = layoutCard(CARDS.long!, typeface).find((line) => line.role === 'place')!;
    expect(place.text.startsWith('…')).toBe(true);
    expect(place.text.endsWith('Style guide')).toBe(true);
  });
});

describe('setText', () => {
  it('sets version numbers without kerning, so that 3.7.0 never reads as 3.70', () => {
    const size = 100;
    const apart = [...'3.7.0'].reduce((sum, character) => sum + setText(typeface.bold, character, size).width, 0);
    expect(setText(typeface.bold, '3.7.0', size).width).toBeCloseTo(apart, 3);
  });

  it('still kerns words (To, AV)', () => {
    const size = 100;
    const apart = setText(typeface.bold, 'T', size).width + setText(typeface.bold, 'o', size).width;
    expect(setText(typeface.bold, 'To', size).width).toBeLessThan(apart - 1);
  });
});

// Opening the fonts and drawing takes a few seconds on a busy machine.
describe('the rendered card', {timeout: 60_000}, () => {
  it('is a 1200x630 PNG well under 60 KB, even for the fullest card', async () => {
    const renderer = await createCardRenderer(siteDir);
    for (const content of [CARDS.long!, CARDS.release!]) {
      const picture = await renderer.render(content);
      const {width, height, format} = await sharp(picture).metadata();
      expect({width, height, format}).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png'});
      expect(picture.length).toBeLessThan(40_000);
    }
  });

  it('names the renderer by what draws it: the same files give the same version, another logo another one', async () => {
    const version = (await createCardRenderer(siteDir)).version;
    expect((await createCardRenderer(siteDir)).version).toBe(version);
    const otherSite = await fs.mkdtemp(path.join(os.tmpdir(), 'social-cards-site-'));
    try {
      await fs.mkdir(path.join(otherSite, 'static/img'), {recursive: true});
      await fs.writeFile(path.join(otherSite, MARK_FILE), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30"/></svg>');
      expect((await createCardRenderer(otherSite)).version).not.toBe(version);
    } finally {
      await fs.rm(otherSite, {recursive: true, force: true});
    }
  });
});

describe('parseMark', () => {
  it('takes the inside and the view box of the site’s logo', () => {
    expect(parseMark('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64"><rect width="64" height="64"/></svg>')).toEqual({
      viewBox: '0 0 64 64',
      body: '<rect width="64" height="64"/>',
    });
  });

  it('refuses a logo without a view box, saying which file to fix', () => {
    expect(() => parseMark('<svg width="64"><rect/></svg>')).toThrow(/static\/img\/logo\.svg must be an <svg> document with a viewBox/);
  });
});
