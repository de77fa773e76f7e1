import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {CARD_WIDTH, displayAddress, previewCardSvg, titleLines} from '../card';
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

describe('previewCardSvg', () => {
  it('escapes markup in titles', () => {
    const svg = previewCardSvg({title: 'A <b> & "c"', website: 'https://a.example/'});
    expect(svg).toContain('A &lt;b&gt; &amp; &quot;c&quot;');
    expect(svg).not.toContain('<b>');
  });

  it('shows the site name and address', () => {
    const svg = previewCardSvg({title: 'Example', website: 'https://www.example.org/docs/'});
    expect(svg).toContain('>Example</text>');
    expect(svg).toContain('>example.org/docs</text>');
    expect(svg).toContain(`width="${CARD_WIDTH}"`);
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

  const one = {slug: 'one', title: 'One', website: 'https://one.example/'};
  const two = {slug: 'two', title: 'Two', website: 'https://two.example/'};

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
