import fs from 'node:fs/promises';
import path from 'node:path';
import {i18nArt} from './i18n';
import {markdownArt} from './markdown';
import {PALETTES, type ArtPalette} from './palette';
import {searchArt} from './search';
import {themingArt} from './theming';
import {versioningArt} from './versioning';

/** Every picture of the home page is drawn at this size (the page scales it). */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 440;

export const HOME_ART: Readonly<Record<string, (palette: ArtPalette) => string>> = {
  markdown: markdownArt,
  versioning: versioningArt,
  search: searchArt,
  theming: themingArt,
  i18n: i18nArt,
};

export type HomeArtName = keyof typeof HOME_ART;

/** File name of a picture in one mode: `search-dark.svg`. */
export const artFileName = (name: string, mode: ArtPalette['mode']): string => `${name}-${mode}.svg`;

/** Writes every picture in both modes into `dir`, and removes files no drawing makes any more. */
export async function writeHomeArt(dir: string): Promise<string[]> {
  await fs.mkdir(dir, {recursive: true});
  const written: string[] = [];
  for (const [name, draw] of Object.entries(HOME_ART)) {
    for (const palette of PALETTES) {
      const file = artFileName(name, palette.mode);
      await fs.writeFile(path.join(dir, file), draw(palette));
      written.push(file);
    }
  }
  for (const entry of await fs.readdir(dir)) {
    if (!written.includes(entry)) await fs.rm(path.join(dir, entry));
  }
  return written;
}
