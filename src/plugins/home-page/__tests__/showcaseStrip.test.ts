import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SHOWCASE_SITES, type ShowcaseSite} from '../../../data/showcase/sites';
import {pickStripSites, stripData, writeStripCards} from '../showcaseStrip';

const site = (title: string, favourite: boolean): ShowcaseSite => ({
  title,
  slug: title.toLowerCase(),
  description: `${title} docs.`,
  website: `https://${title.toLowerCase()}.example/`,
  source: null,
  tags: favourite ? ['favorite', 'opensource'] : ['opensource'],
});

describe('pickStripSites', () => {
  it('takes favourites only, in the showcase order, as many as asked', () => {
    const sites = [site('Zeta', true), site('Alpha', false), site('Beta', true), site('Gamma', true)];
    expect(pickStripSites(sites, 2).map((entry) => entry.title)).toEqual(['Beta', 'Gamma']);
  });

  it('finds six favourites in the real showcase data', () => {
    const picked = pickStripSites(SHOWCASE_SITES);
    expect(picked).toHaveLength(6);
    for (const entry of picked) {
      expect(SHOWCASE_SITES.find((candidate) => candidate.slug === entry.slug)?.tags).toContain('favorite');
    }
  });
});

describe('stripData', () => {
  it('gives each site the address of its card (no more fields than the strip shows), and the total', () => {
    const data = stripData(pickStripSites([site('Beta', true)]), (slug) => `/img/cards/${slug}.svg`, 76);
    expect(data.totalSites).toBe(76);
    expect(data.sites).toHaveLength(1);
    expect(data.sites[0]).toMatchObject({title: 'Beta', slug: 'beta', preview: '/img/cards/beta.svg'});
    expect(JSON.stringify(data)).not.toContain('favorite');
  });
});

describe('writeStripCards', () => {
  it("writes each site's card as SVG and removes cards of sites that left the strip", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'strip-cards-'));
    await fs.writeFile(path.join(dir, 'gone.svg'), '<svg/>');
    const written = await writeStripCards(dir, [site('Beta', true)]);
    expect(written).toEqual(['beta.svg']);
    expect((await fs.readdir(dir)).sort()).toEqual(['beta.svg']);
    const svg = await fs.readFile(path.join(dir, 'beta.svg'), 'utf8');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('Beta');
    await fs.rm(dir, {recursive: true});
  });
});
