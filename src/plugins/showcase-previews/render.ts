import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {previewCardSvg, type CardInput} from './card';

export type PreviewSource = CardInput & {slug: string};

/** Renders one card to PNG. Palette output keeps the flat-colour cards small. */
export function renderPreviewPng(site: CardInput): Promise<Buffer> {
  return sharp(Buffer.from(previewCardSvg(site)))
    .png({palette: true, compressionLevel: 9})
    .toBuffer();
}

const MANIFEST = 'manifest.json';

/**
 * Writes `<slug>.png` for every site into `outDir`. A manifest of SVG hashes
 * lets later runs skip cards whose source did not change, and files of sites
 * that left the showcase are removed so the folder mirrors the data.
 */
export async function renderPreviews(
  sites: readonly PreviewSource[],
  outDir: string,
): Promise<{rendered: string[]; kept: string[]}> {
  await fs.mkdir(outDir, {recursive: true});
  const manifestPath = path.join(outDir, MANIFEST);
  const previous = await fs
    .readFile(manifestPath, 'utf8')
    .then((text) => JSON.parse(text) as Record<string, string>)
    .catch(() => ({}) as Record<string, string>);

  const next: Record<string, string> = {};
  const rendered: string[] = [];
  const kept: string[] = [];
  for (const site of sites) {
    const file = path.join(outDir, `${site.slug}.png`);
    const hash = createHash('sha256').update(previewCardSvg(site)).digest('hex');
    next[site.slug] = hash;
    const exists = await fs.stat(file).then(
      () => true,
      () => false,
    );
    if (exists && previous[site.slug] === hash) {
      kept.push(site.slug);
      continue;
    }
    await fs.writeFile(file, await renderPreviewPng(site));
    rendered.push(site.slug);
  }

  const wanted = new Set(sites.map((site) => `${site.slug}.png`));
  for (const entry of await fs.readdir(outDir)) {
    if (entry.endsWith('.png') && !wanted.has(entry)) {
      await fs.rm(path.join(outDir, entry));
    }
  }
  await fs.writeFile(manifestPath, JSON.stringify(next, null, 2));
  return {rendered, kept};
}
