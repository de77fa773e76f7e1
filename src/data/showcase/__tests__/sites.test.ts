import {describe, expect, it} from 'vitest';
import sharp from 'sharp';
import {CARD_HEIGHT, CARD_WIDTH, previewCardSvg} from '../../../plugins/showcase-previews/card';
import {renderPreviewPng} from '../../../plugins/showcase-previews/render';
import {SHOWCASE_SITES} from '../sites';
import {SHOWCASE_TAGS, SHOWCASE_TAG_IDS, isShowcaseTagId} from '../tags';

describe('showcase data', () => {
  it('lists at least 60 sites', () => {
    expect(SHOWCASE_SITES.length).toBeGreaterThanOrEqual(60);
  });

  it('has unique titles (ignoring case) and unique slugs', () => {
    const titles = SHOWCASE_SITES.map((site) => site.title.toLowerCase());
    const slugs = SHOWCASE_SITES.map((site) => site.slug);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses file-name-safe slugs', () => {
    for (const site of SHOWCASE_SITES) {
      expect(site.slug, site.title).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('uses only known tags, each at most once per site', () => {
    for (const site of SHOWCASE_SITES) {
      expect(site.tags.every(isShowcaseTagId), site.title).toBe(true);
      expect(new Set(site.tags).size, site.title).toBe(site.tags.length);
    }
  });

  it('gives every tag a label and a description, and uses every tag at least once', () => {
    for (const tag of SHOWCASE_TAG_IDS) {
      expect(SHOWCASE_TAGS[tag].label).not.toBe('');
      expect(SHOWCASE_TAGS[tag].description).not.toBe('');
      expect(SHOWCASE_SITES.some((site) => site.tags.includes(tag)), tag).toBe(true);
    }
  });

  it('links websites and sources over https', () => {
    for (const site of SHOWCASE_SITES) {
      expect(new URL(site.website).protocol, site.title).toBe('https:');
      if (site.source !== null) {
        expect(new URL(site.source).protocol, site.title).toBe('https:');
      }
    }
  });

  it('requires a public source for sites tagged open source', () => {
    for (const site of SHOWCASE_SITES.filter((entry) => entry.tags.includes('opensource'))) {
      expect(site.source, site.title).not.toBeNull();
    }
  });

  it('keeps descriptions short, written as sentences', () => {
    for (const site of SHOWCASE_SITES) {
      expect(site.description.length, site.title).toBeLessThanOrEqual(120);
      expect(site.description, site.title).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('has a preview card for every site', () => {
    for (const site of SHOWCASE_SITES) {
      const svg = previewCardSvg(site);
      expect(svg, site.title).toContain(`width="${CARD_WIDTH}"`);
      expect(svg, site.title).toContain(`height="${CARD_HEIGHT}"`);
    }
  });

  it('rasterizes the cards with the longest and shortest titles at the expected size', async () => {
    // Rendering all cards is the build's job; the extremes cover the layout.
    const byLength = [...SHOWCASE_SITES].sort((a, b) => a.title.length - b.title.length);
    for (const site of [byLength[0]!, byLength[byLength.length - 1]!]) {
      const metadata = await sharp(await renderPreviewPng(site)).metadata();
      expect([metadata.format, metadata.width, metadata.height], site.title).toEqual([
        'png',
        CARD_WIDTH,
        CARD_HEIGHT,
      ]);
    }
  }, 30_000);
});
