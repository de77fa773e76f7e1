import fs from 'node:fs/promises';
import path from 'node:path';
import type {ShowcaseSite} from '../../data/showcase/sites';
import {sortSites} from '../../utils/showcaseFilters';
import {previewCardSvg} from '../showcase-previews/card';

/** A site of the home page's showcase strip, with the file of its preview card. */
export type StripSite = Pick<ShowcaseSite, 'title' | 'slug' | 'website' | 'description'>;

/** The strip: the showcase's favourites, in the showcase page's order. */
export function pickStripSites(sites: readonly ShowcaseSite[], count = 6): StripSite[] {
  return sortSites(sites.filter((site) => site.tags.includes('favorite')))
    .slice(0, count)
    .map(({title, slug, website, description}) => ({title, slug, website, description}));
}

/** A strip site as the home page receives it: with the address of its preview card. */
export type StripEntry = StripSite & {preview: string};

/** The data of the strip: the sites, each with its card's address, and how many sites the showcase has. */
export function stripData(
  sites: readonly StripSite[],
  previewUrl: (slug: string) => string,
  totalSites: number,
): {sites: StripEntry[]; totalSites: number} {
  return {sites: sites.map((site) => ({...site, preview: previewUrl(site.slug)})), totalSites};
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
