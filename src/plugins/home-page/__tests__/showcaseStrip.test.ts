import {describe, expect, it} from 'vitest';
import {SHOWCASE_SITES, type ShowcaseSite} from '../../../data/showcase/sites';
import {pickStripSites, stripModuleSource} from '../showcaseStrip';

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

describe('stripModuleSource', () => {
  it('imports each preview card and exports the sites with it (no more fields than the strip shows), and the total', () => {
    const source = stripModuleSource(pickStripSites([site('Beta', true)]), (slug) => `/gen/previews/${slug}.png`, 76);
    expect(source).toContain('import preview0 from "/gen/previews/beta.png";');
    expect(source).toContain('"title":"Beta"');
    expect(source).toContain('preview: preview0');
    expect(source).toContain('export const totalSites = 76;');
    expect(source).not.toContain('favorite');
  });
});
