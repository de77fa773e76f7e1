import {createRequire} from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {PREVIEWS_DIR_NAME} from './index';

/** The ideal-image loader's image adapter: how it reads an image's size and writes each width. */
export type ResizeRequest = {width: number; mime: string; options: {quality?: number; background?: string}};
export type ResizedImage = {data: Buffer; width: number; height: number};
export type ImageAdapter = (imagePath: string) => {
  metadata: () => Promise<sharp.Metadata>;
  resize: (request: ResizeRequest) => Promise<ResizedImage>;
};

const requireHere = createRequire(__filename);
/** The adapter the plugin uses by default (sharp, PNG and JPEG as they come). */
const loaderSharpAdapter = requireHere('@docusaurus/responsive-loader/sharp') as ImageAdapter;

/** A card the showcase-previews plugin rendered (flat colours and text), not an image of the content. */
export const isGeneratedPreview = (imagePath: string): boolean =>
  path.basename(path.dirname(imagePath)) === PREVIEWS_DIR_NAME && imagePath.endsWith('.png');

/**
 * The ideal-image loader's sharp adapter, except for the preview cards: each
 * of their widths is written as a palette PNG. A card holds a few flat
 * colours and anti-aliased text, which 64 colours without dithering render
 * without a visible difference, at a fraction of the bytes (a 1030 px card
 * of the browser-frame design, on average: 81 kB as it comes, 20 kB in 256
 * dithered colours, 13 kB so). The showcase loads several on a phone, and
 * the service worker precaches all of them. Other images go through the
 * loader's own adapter unchanged.
 */
export const idealImageAdapter: ImageAdapter = (imagePath) => {
  if (!isGeneratedPreview(imagePath)) return loaderSharpAdapter(imagePath);
  const image = sharp(imagePath);
  return {
    metadata: () => image.metadata(),
    async resize({width}) {
      const {data, info} = await image
        .clone()
        .resize(width, null)
        .png({palette: true, quality: 90, effort: 8, colours: 64, dither: 0})
        .toBuffer({resolveWithObject: true});
      return {data, width, height: info.height};
    },
  };
};
