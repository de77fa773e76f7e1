import fs from 'node:fs/promises';
import path from 'node:path';
import type {ShowcaseSite} from '../../data/showcase/sites';
import {sortSites} from '../../utils/showcaseFilters';
import {previewCardSvg} from '../showcase-previews/card';

/** The strip: the showcase's favourites, in the showcase page's order. */
export function pickStripSites(sites: readonly ShowcaseSite[], count = 6): ShowcaseSite[] {
  return sortSites(sites.filter((site) => site.tags.includes('favorite'))).slice(0, count);
}

/** A strip site as the home page receives it: the fields the strip shows and the address of its preview card. */
export type StripEntry = Pick<ShowcaseSite, 'title' | 'slug' | 'website' | 'description'> & {preview: string};

/** The data of the strip: the sites, each with its card's address, and how many sites the showcase has. */
export function stripData(
  sites: readonly ShowcaseSite[],
  previewUrl: (slug: string) => string,
  totalSites: number,
): {sites: StripEntry[]; totalSites: number} {
  return {
    sites: sites.map(({title, slug, website, description}) => ({title, slug, website, description, preview: previewUrl(slug)})),
    totalSites,
  };
}

/**
 * Writes the preview card of each strip site as `<slug>.svg` into `dir` (a static folder), and
 * removes the cards of sites that left the strip. The showcase page hands the same cards to the
 * ideal-image loader as PNG; the home page shows only six, and as SVG each is sharp at any width,
 * about 1 kB gzip, and needs no code on the page: the loader's module of an image carries its
 * blurred placeholder inline, six of which were 2 kB of the home page's JavaScript.
 */
export async function writeStripCards(dir: string, sites: readonly ShowcaseSite[]): Promise<string[]> {
  await fs.mkdir(dir, {recursive: true});
  const written = sites.map((site) => `${site.slug}.svg`);
  await Promise.all(sites.map((site, index) => fs.writeFile(path.join(dir, written[index]!), previewCardSvg(site))));
  for (const entry of await fs.readdir(dir)) {
    if (!written.includes(entry)) await fs.rm(path.join(dir, entry), {recursive: true});
  }
  return written;
}
