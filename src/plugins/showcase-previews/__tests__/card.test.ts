import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CARD_WIDTH, displayAddress, previewCardSvg, titleLines, wrapText} from '../card';
import {renderPreviews} from '../render';

describe('displayAddress', () => {
  it.each([
    ['https://www.example.com/', 'example.com'],
    ['https://docs.example.com/guide/', 'docs.example.com/guide'],
    ['https://example.com', 'example.com'],
  ])('%s -> %s', (url, expected) => {
    expect(displayAddress(url)).toBe(expected);
  });
});

describe('titleLines', () => {
  it('keeps short titles on one line', () => {
    expect(titleLines('Jest', 18)).toEqual(['Jest']);
  });

  it('splits long titles at the space nearest the middle', () => {
    expect(titleLines('Home Assistant Developers', 18)).toEqual(['Home Assistant', 'Developers']);
  });

  it('cannot split a single long word', () => {
    expect(titleLines('Supercalifragilistic', 10)).toEqual(['Supercalifragilistic']);
  });
});

describe('wrapText', () => {
  it('fills lines word by word', () => {
    expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four']);
  });

  it('cuts what does not fit at a word, with an ellipsis', () => {
    expect(wrapText('one two three four five', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('alpha, beta, gamma', 12, 1)).toEqual(['alpha, beta…']);
  });

  it('keeps a word longer than a line whole', () => {
    expect(wrapText('Supercalifragilistic yes', 10, 2)).toEqual(['Supercalifragilistic', 'yes']);
  });
});

const site = {
  title: 'Example',
  website: 'https://www.example.org/docs/',
  description: 'Guides for the example toolkit.',
  tags: ['opensource', 'favorite'] as const,
};

describe('previewCardSvg', () => {
  it('escapes markup in titles and taglines', () => {
    const svg = previewCardSvg({...site, title: 'A <b> & "c"', description: 'x < y'});
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).toContain('x &lt; y');
    expect(svg).not.toContain('<b>');
  });

  it('shows a browser window with the address, the name, the tagline and the tags, favourite first', () => {
    const svg = previewCardSvg(site);
    expect(svg).toContain('>example.org/docs</text>');
    expect(svg).toContain('>Example</text>');
    expect(svg).toContain('>Guides for the example toolkit.</text>');
    expect(svg.indexOf('>Favourite</text>')).toBeGreaterThan(-1);
    expect(svg.indexOf('>Favourite</text>')).toBeLessThan(svg.indexOf('>Open source</text>'));
    expect(svg).toContain(`width="${CARD_WIDTH}"`);
  });

  it('counts the tags that do not fit on the row', () => {
    const svg = previewCardSvg({
      ...site,
      tags: ['favorite', 'opensource', 'product', 'design', 'i18n', 'versioning', 'large', 'rtl'],
    });
    expect(svg).toMatch(/>\+\d<\/text>/);
  });
});

describe('renderPreviews', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'showcase-previews-'));
  });
  afterEach(async () => {
    await fs.rm(dir, {recursive: true, force: true});
  });

  const one = {slug: 'one', title: 'One', website: 'https://one.example/', description: 'First.', tags: []};
  const two = {slug: 'two', title: 'Two', website: 'https://two.example/', description: 'Second.', tags: []};

  it('writes one PNG per site and skips unchanged cards on the next run', async () => {
    expect((await renderPreviews([one, two], dir)).rendered).toEqual(['one', 'two']);
    expect((await sharp(path.join(dir, 'one.png')).metadata()).width).toBe(CARD_WIDTH);
    const second = await renderPreviews([one, {...two, title: 'Two, renamed'}], dir);
    expect(second).toEqual({rendered: ['two'], kept: ['one']});
  });

  it('removes cards of sites that left the data', async () => {
    await renderPreviews([one, two], dir);
    await renderPreviews([one], dir);
    expect((await fs.readdir(dir)).filter((file) => file.endsWith('.png'))).toEqual(['one.png']);
  });
});
