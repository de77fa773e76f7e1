#!/usr/bin/env node
/**
 * Renders the raster images the site needs from SVG we write here, with sharp:
 * app icons for the web manifest, the default social card, and one social card
 * per blog post folder whose front matter says `image: ./social-card.png`,
 * and the figures of blog posts (`*.figure.svg` beside the post).
 * Run it after changing the logo or adding a post: `npm run generate:images`.
 * The PNGs are committed so a build never depends on this step.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {socialCardSvg} from './lib/social-card.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const img = (name) => path.join(root, 'static/img', name);

async function renderIcons() {
  const logo = await fs.readFile(img('logo.svg'));
  for (const size of [192, 512]) {
    await sharp(logo, {density: 300}).resize(size, size).png().toFile(img(`icon-${size}.png`));
  }
}

export {socialCardSvg};

async function renderSocialCard() {
  const svg = socialCardSvg({
    title: 'Docusaurus',
    subtitle: 'Documentation sites, blogs and pages from Markdown',
  });
  await sharp(Buffer.from(svg)).png({compressionLevel: 9}).toFile(img('social-card.png'));
}

/** The date a post is published on: front matter first, then the folder name. */
function postDate(frontMatter, entry) {
  const fromFrontMatter = frontMatter.match(/^date: ['"]?(\d{4}-\d{2}-\d{2})/m)?.[1];
  const fromPath = entry.match(/(\d{4})[-/](\d{2})[-/](\d{2})/);
  return fromFrontMatter ?? (fromPath ? `${fromPath[1]}-${fromPath[2]}-${fromPath[3]}` : undefined);
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
    const date = postDate(frontMatter, entry);
    const svg = socialCardSvg({title, subtitle: date ? `Docusaurus blog · ${date}` : 'Docusaurus blog'});
    await sharp(Buffer.from(svg)).png({compressionLevel: 9}).toFile(path.join(path.dirname(file), 'social-card.png'));
    count += 1;
  }
  return count;
}

/**
 * Figures drawn for posts: every `name.figure.svg` under blog/ becomes
 * `name.png` beside it, at twice its own size so it stays sharp on dense
 * screens (the ideal-image plugin derives the smaller sizes from it).
 */
async function renderPostFigures() {
  const blogDir = path.join(root, 'blog');
  const entries = await fs.readdir(blogDir, {recursive: true});
  let count = 0;
  for (const entry of entries) {
    if (!entry.endsWith('.figure.svg')) {
      continue;
    }
    const source = path.join(blogDir, entry);
    const target = source.replace(/\.figure\.svg$/, '.png');
    await sharp(source, {density: 144}).png({compressionLevel: 9}).toFile(target);
    count += 1;
  }
  return count;
}

const isMain = process.argv[1] === fileURLToPath(import.meta.url);
if (isMain) {
  await renderIcons();
  await renderSocialCard();
  const cards = await renderPostCards();
  const figures = await renderPostFigures();
  console.log(`Generated icons, the default social card, ${cards} post cards and ${figures} post figures.`);
}
