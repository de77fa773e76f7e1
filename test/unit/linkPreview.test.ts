import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {imageSize, readLinkPreview} from '../e2e/support/linkPreview';

describe('readLinkPreview (the crawl’s reading of a served page)', () => {
  it('reads minified, unquoted tags as the framework writes them', () => {
    const html =
      '<!doctype html><html lang=en-US dir=ltr class="docs-wrapper plugin-docs docs-doc-page" data-has-hydrated=false><head>' +
      '<meta data-rh=true property=og:image content=https://docusaurus.io/img/social-card.png>' +
      '<meta data-rh=true name=twitter:image content=https://docusaurus.io/img/social-card.png>' +
      '<meta data-rh=true property=og:url content=https://docusaurus.io/docs/>' +
      '<body><meta property=og:image content=https://example.com/not-in-the-head.png>';
    expect(readLinkPreview(html)).toEqual({
      ogImage: 'https://docusaurus.io/img/social-card.png',
      twitterImage: 'https://docusaurus.io/img/social-card.png',
      ogUrl: 'https://docusaurus.io/docs/',
      htmlClasses: ['docs-wrapper', 'plugin-docs', 'docs-doc-page'],
    });
  });

  it('reads quoted tags, takes the first of a kind, and decodes entities', () => {
    const html =
      '<html><head><meta property="og:image" content="https://a.test/x.png?a=1&amp;b=2"><meta property="og:image" content="https://a.test/y.png">' +
      '<meta property="og:image:width" content="1200"></head><body>';
    expect(readLinkPreview(html)).toMatchObject({ogImage: 'https://a.test/x.png?a=1&b=2', twitterImage: null, htmlClasses: []});
  });
});

describe('imageSize', () => {
  it('reads the size of a PNG and of a JPEG from their headers', async () => {
    const picture = sharp({create: {width: 120, height: 63, channels: 3, background: '#205d3b'}});
    expect(imageSize(await picture.clone().png().toBuffer())).toEqual({format: 'png', width: 120, height: 63});
    expect(imageSize(await picture.clone().jpeg().toBuffer())).toEqual({format: 'jpeg', width: 120, height: 63});
  });

  it('gives null for anything else (an SVG, an HTML error page, nothing)', () => {
    expect(imageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSize(new TextEncoder().encode('<!doctype html>'))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
  });
});
