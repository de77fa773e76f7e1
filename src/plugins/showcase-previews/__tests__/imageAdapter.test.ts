import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import sharp from 'sharp';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {idealImageAdapter, isGeneratedPreview, type ImageAdapter} from '../imageAdapter';
import {PREVIEWS_DIR_NAME} from '../index';
import {previewCardSvg} from '../card';

const loaderSharpAdapter = createRequire(import.meta.url)('@docusaurus/responsive-loader/sharp') as ImageAdapter;

let dir: string;
let card: string;
let photo: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ideal-image-adapter-'));
  await fs.mkdir(path.join(dir, PREVIEWS_DIR_NAME));
  card = path.join(dir, PREVIEWS_DIR_NAME, 'example.png');
  await sharp(
    Buffer.from(
      previewCardSvg({
        title: 'Example',
        website: 'https://docs.example.com/',
        description: 'Docs of an example project, with guides and an API reference.',
        tags: ['opensource', 'versioning'],
      }),
    ),
  )
    .png()
    .toFile(card);
  // Anything else: a smooth gradient, as a photo would have.
  photo = path.join(dir, 'photo.png');
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#fedcba"/></linearGradient></defs><rect width="800" height="400" fill="url(#g)"/></svg>`;
  await sharp(Buffer.from(gradient)).png().toFile(photo);
});

afterAll(async () => {
  await fs.rm(dir, {recursive: true, force: true});
});

describe('idealImageAdapter', () => {
  it('recognises the cards the showcase-previews plugin renders, by their folder', () => {
    expect(isGeneratedPreview(card)).toBe(true);
    expect(isGeneratedPreview(photo)).toBe(false);
    expect(isGeneratedPreview(path.join(dir, 'img', 'example.png'))).toBe(false);
  });

  it('writes each width of a card as a palette PNG, a fraction of the size, same dimensions', async () => {
    for (const width of [640, 1030]) {
      const ours = await idealImageAdapter(card).resize({width, mime: 'image/png', options: {quality: 70}});
      const theirs = await loaderSharpAdapter(card).resize({width, mime: 'image/png', options: {quality: 70}});
      expect({width: ours.width, height: ours.height}).toEqual({width: theirs.width, height: theirs.height});
      const metadata = await sharp(ours.data).metadata();
      expect(metadata).toMatchObject({format: 'png', isPalette: true, width, height: theirs.height});
      expect(ours.data.length).toBeLessThan(theirs.data.length / 2);
    }
    expect((await idealImageAdapter(card).metadata()).width).toBe((await sharp(card).metadata()).width);
  });

  it("leaves any other image to the loader's own adapter", async () => {
    const ours = await idealImageAdapter(photo).resize({width: 640, mime: 'image/png', options: {quality: 70}});
    const theirs = await loaderSharpAdapter(photo).resize({width: 640, mime: 'image/png', options: {quality: 70}});
    expect(ours.data.equals(theirs.data)).toBe(true);
    expect((await sharp(ours.data).metadata()).isPalette).toBe(false);
  });
});
