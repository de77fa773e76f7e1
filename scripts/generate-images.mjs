#!/usr/bin/env node
/**
 * Renders the raster images the site needs from SVG we write here, with sharp:
 * app icons for the web manifest, the default social card, and one social card
 * per blog post folder whose front matter says `image: ./social-card.png`.
 * Run it after changing the logo or adding a post: `npm run generate:images`.
 * The PNGs are committed so a build never depends on this step.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const img = (name) => path.join(root, 'static/img', name);

async function renderIcons() {
  const logo = await fs.readFile(img('logo.svg'));
  for (const size of [192, 512]) {
    await sharp(logo, {density: 300}).resize(size, size).png().toFile(img(`icon-${size}.png`));
  }
}

/** Social card: 1200x630, the size most link previews expect. */
export function socialCardSvg({title, subtitle}) {
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1f5f3d"/><stop offset="1" stop-color="#2e8555"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 80) scale(2)">
    <path d="M16 13h17c11.6 0 19 7.7 19 19s-7.4 19-19 19H16z" fill="#fff"/>
    <path d="M25 21.5h7.6c6.6 0 10.4 4.2 10.4 10.5s-3.8 10.5-10.4 10.5H25z" fill="#2e8555"/>
    <path d="M30 26.5l8 5.5-8 5.5z" fill="#fff"/>
  </g>
  <text x="80" y="360" fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="700">${escape(title)}</text>
  <text x="80" y="440" fill="#d7f5e6" font-family="DejaVu Sans, sans-serif" font-size="36">${escape(subtitle)}</text>
</svg>`;
}

async function renderSocialCard() {
  const svg = socialCardSvg({
    title: 'Docusaurus',
    subtitle: 'Documentation sites, blogs and pages from Markdown',
  });
  await sharp(Buffer.from(svg)).png({compressionLevel: 9}).toFile(img('social-card.png'));
}

/** Folders under blog/ holding an index.md(x) that asks for a generated card. */
async function renderPostCards() {
  const blogDir = path.join(root, 'blog');
  const entries = await fs.readdir(blogDir, {recursive: true});
  let count = 0;
  for (const entry of entries) {
    if (!/(^|\/)index\.mdx?$/.test(entry)) {
      continue;
    }
    const file = path.join(blogDir, entry);
    const source = await fs.readFile(file, 'utf8');
    const frontMatter = source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
    if (!/^image: \.\/social-card\.png$/m.test(frontMatter)) {
      continue;
    }
    const title = frontMatter.match(/^title: (.*)$/m)?.[1]?.replace(/^['"]|['"]$/g, '') ?? 'Docusaurus';
    const svg = socialCardSvg({title: title.length > 28 ? `${title.slice(0, 27)}…` : title, subtitle: 'Docusaurus blog'});
    await sharp(Buffer.from(svg)).png({compressionLevel: 9}).toFile(path.join(path.dirname(file), 'social-card.png'));
    count += 1;
  }
  return count;
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  await renderIcons();
  await renderSocialCard();
  const cards = await renderPostCards();
  console.log(`Generated icons, the default social card and ${cards} post cards.`);
}
