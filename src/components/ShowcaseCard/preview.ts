/// <reference types="@docusaurus/plugin-ideal-image" />
import type {SrcImage} from '@theme/IdealImage';

/** What the ideal-image loader turns a PNG import into: its sizes, and a placeholder. */
export type PreviewImage = {src: SrcImage; preSrc: string};

type ImageContext = {
  keys(): string[];
  (request: string): PreviewImage;
};
type BundlerRequire = {
  context(directory: string, useSubdirectories: boolean, filter: RegExp): ImageContext;
};

// The cards are rendered into the generated-files folder by the
// showcase-previews plugin before bundling; the bundler collects all of them
// here, each one processed by the ideal-image loader.
const previews = (require as unknown as BundlerRequire).context(
  '@generated/showcase-previews',
  false,
  /\.png$/,
);

export function previewImage(slug: string): PreviewImage | undefined {
  const request = `./${slug}.png`;
  return previews.keys().includes(request) ? previews(request) : undefined;
}
