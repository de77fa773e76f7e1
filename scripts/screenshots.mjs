#!/usr/bin/env node
/**
 * Screenshot gallery: renders one page of every page type (scripts/lib/page-types.mjs)
 * from the production build in build/ at phone, tablet and desktop widths, in light
 * and dark mode, and writes the pictures with an HTML page that shows them side by
 * side, so a reviewer sees the whole site at a glance. Run `npm run build` first.
 *
 * A last section shows the social cards of a few pages (src/plugins/social-cards) as a
 * chat app's link preview shows them, at a phone's and a desktop's width.
 *
 * Output: test-results/screenshots/index.html (CI keeps test-results/ as an artifact).
 * Each shot notes what a reviewer should not have to spot by eye: a page wider than
 * the screen, an image that failed to load.
 *
 * Flags: --build=DIR (build/ unless given), --out=DIR, --only=slug,slug (page types; `cards` for the cards), --widths=390,1280,
 * --max-height=PX (full-page shots are cut there; 6000 unless given),
 * --format=jpeg|png (jpeg unless given).
 */
/* global document -- functions run in the page */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, findBrowser} from './lib/find-browser.mjs';
import {PAGE_TYPES} from './lib/page-types.mjs';
import {startStaticServer} from './lib/static-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const given = args.find((arg) => arg.startsWith(`--${name}=`));
  return given === undefined ? fallback : given.slice(name.length + 3);
};

const buildDir = path.resolve(option('build', 'build'));
const outDir = path.resolve(option('out', 'test-results/screenshots'));
const widths = option('widths', '390,768,1280').split(',').map(Number);
const only = option('only', '')
  .split(',')
  .filter(Boolean);
const maxHeight = Number(option('max-height', '6000'));
/** JPEG keeps the gallery a few megabytes; PNG for pixel-exact shots. */
const format = option('format', 'jpeg');
if (format !== 'jpeg' && format !== 'png') throw new Error(`screenshots: --format is jpeg or png, got ${format}`);
const MODES = ['light', 'dark'];
const CONCURRENCY = 2;

const pageTypes = only.length ? PAGE_TYPES.filter((type) => only.includes(type.slug)) : PAGE_TYPES;
const withCards = only.length === 0 || only.includes('cards');
if (pageTypes.length === 0 && !withCards) throw new Error(`screenshots: no page type named ${only.join(', ')}`);

/** Pages whose social card the gallery shows: a doc, an API page of an older version, posts, a release. */
const CARD_PAGES = [
  {slug: 'card-doc', label: 'Doc page', path: '/docs/installation/'},
  {slug: 'card-api-3-6', label: 'API page, version 3.6.3', path: '/docs/3.6.3/api/plugins/@docusaurus/plugin-content-docs/'},
  {slug: 'card-post', label: 'Blog post (test blog: every real post sets an image of its own)', path: '/tests/blog/2025/03/10/welcome-to-the-test-blog/'},
  {slug: 'card-long-post', label: 'Blog post with a very long title', path: '/tests/blog/2025/02/03/long-title/'},
  {slug: 'card-release', label: 'Changelog release', path: '/changelog/3.7.0/'},
];
/** A phone's width, where a preview spans the screen, and a desktop's, where chat apps show it about 500 px wide. */
const CARD_WIDTHS = [390, 1280];
if (widths.some((width) => !Number.isInteger(width) || width < 200)) {
  throw new Error(`screenshots: --widths wants pixel widths, got ${widths.join(',')}`);
}
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  throw new Error('screenshots: no production build in build/: run `npm run build` first.');
}

/** Animations off, so that a shot never catches a transition halfway. */
const STILL_STYLE = '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important;content-visibility:visible!important}';

function withQuery(pagePath, name, value) {
  const url = new URL(pagePath, 'http://x');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** Loads every image now (lazy ones included) and reports those without a source or that failed. */
async function loadAllImages(page) {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    const problems = await Promise.all(
      images.map(async (image) => {
        const source = image.currentSrc || image.getAttribute('src') || '';
        if (!source) return `no source: ${image.outerHTML.slice(0, 120)}`;
        try {
          await image.decode();
          return image.naturalWidth > 0 ? null : `empty: ${source}`;
        } catch {
          return `failed to load: ${source}`;
        }
      }),
    );
    return problems.filter((problem) => problem !== null);
  });
}

async function shoot(browser, baseURL, pageType, width, mode) {
  const context = await browser.newContext({
    baseURL,
    viewport: {width, height: 900},
    colorScheme: mode,
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
  try {
    await page.goto(withQuery(pageType.path, 'docusaurus-theme', mode), {waitUntil: 'load'});
    await page
      .waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000})
      .catch(() => errors.push('did not hydrate within 30 s'));
    // The not-found page loads its finder once hydrated, which searches the address's words:
    // shoot its suggestions.
    if (pageType.slug === 'not-found') {
      await page
        .waitForFunction(
          () => {
            const status = document.querySelector('main [role=status]')?.textContent;
            return status !== undefined && !/^Searching/.test(status);
          },
          null,
          {timeout: 20_000},
        )
        .catch(() => errors.push('the not-found page did not finish searching within 20 s'));
    }
    await page.addStyleTag({content: STILL_STYLE});
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const imageProblems = await loadAllImages(page);
    const {scrollWidth, scrollHeight} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
    }));
    const file = `${pageType.slug}-${width}-${mode}.${format === 'png' ? 'png' : 'jpg'}`;
    const height = Math.min(scrollHeight, maxHeight);
    await page.screenshot({
      path: path.join(outDir, file),
      ...(format === 'png' ? {type: 'png'} : {type: 'jpeg', quality: 80}),
      fullPage: true,
      clip: {x: 0, y: 0, width, height},
    });
    return {file, width, mode, scrollWidth, scrollHeight, cut: scrollHeight > maxHeight, imageProblems, errors};
  } finally {
    await context.close();
  }
}

/** The page's meta tags as served (minified: attributes may be unquoted). */
function headMetas(html) {
  const metas = new Map();
  const bodyAt = html.search(/<body[\s>]/);
  const head = bodyAt === -1 ? html : html.slice(0, bodyAt);
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const value = (name) => tag.match(new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s"'>]+))`))?.slice(1).find((part) => part !== undefined);
    const key = value('property') ?? value('name');
    const content = value('content');
    if (key && content !== undefined && !metas.has(key)) metas.set(key, content.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  }
  return metas;
}

/** The built page's card, with the title and description a link preview shows beside it. */
function cardOf(cardPage) {
  const file = path.join(buildDir, cardPage.path, 'index.html');
  if (!fs.existsSync(file)) return {problem: `no page ${cardPage.path} in the build`};
  const metas = headMetas(fs.readFileSync(file, 'utf8'));
  const image = metas.get('og:image');
  if (!image) return {problem: 'no og:image'};
  const imageFile = path.join(buildDir, decodeURIComponent(new URL(image).pathname));
  if (!fs.existsSync(imageFile)) return {problem: `${image} is not in the build`};
  return {image, imageFile, title: metas.get('og:title') ?? '', description: metas.get('og:description') ?? '', host: new URL(image).host};
}

/** A chat app's link preview of the page: its card above its title and description. */
function previewPage(card, width) {
  const picture = `data:image/png;base64,${fs.readFileSync(card.imageFile).toString('base64')}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; padding: 16px; background: #f0f2f5; font: 15px/1.4 system-ui, sans-serif; color: #1c1e21; }
  .preview { max-width: ${width < 600 ? '100%' : '500px'}; border: 1px solid #d0d4da; border-radius: 10px; overflow: hidden; background: #fff; }
  .preview img { display: block; width: 100%; height: auto; }
  .text { padding: 10px 12px; overflow-wrap: anywhere; } .host { color: #65676b; font-size: 13px; text-transform: uppercase; }
  .title { font-weight: 600; margin: 2px 0; } .description { color: #4b4f56; font-size: 14px; }
</style></head><body><div class="preview"><img src="${picture}" width="1200" height="630" alt=""><div class="text">
  <div class="host">${escapeHtml(card.host)}</div><div class="title">${escapeHtml(card.title)}</div><div class="description">${escapeHtml(card.description)}</div>
</div></div></body></html>`;
}

async function shootCard(browser, cardPage, width) {
  const card = cardOf(cardPage);
  const shot = {cardPage, width, file: `${cardPage.slug}-${width}.png`, problem: card.problem};
  if (card.problem) return shot;
  fs.copyFileSync(card.imageFile, path.join(outDir, `${cardPage.slug}-card.png`));
  const context = await browser.newContext({viewport: {width, height: 600}, deviceScaleFactor: 1});
  try {
    const page = await context.newPage();
    await page.setContent(previewPage(card, width), {waitUntil: 'load'});
    await page.locator('.preview').screenshot({path: path.join(outDir, shot.file)});
    return {...shot, image: card.image};
  } finally {
    await context.close();
  }
}

function cardsSection(cardShots) {
  if (cardShots.length === 0) return '';
  const rows = CARD_PAGES.map((cardPage) => {
    const shots = cardShots.filter((shot) => shot.cardPage === cardPage);
    const problem = shots.find((shot) => shot.problem)?.problem;
    return `<h3>${escapeHtml(cardPage.label)} <code>${escapeHtml(cardPage.path)}</code></h3>${
      problem
        ? `<p class="flagged">${escapeHtml(problem)}</p>`
        : `<p><a href="${cardPage.slug}-card.png">The card at full size</a> (<code>${escapeHtml(shots[0]?.image ?? '')}</code>)</p>
      <div class="cards">${shots
        .map((shot) => `<figure><a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(`${cardPage.label}, link preview at ${shot.width} px`)}"></a><figcaption>link preview, ${shot.width} px screen</figcaption></figure>`)
        .join('')}</div>`
    }`;
  });
  return `<section id="social-cards"><h2>Social cards, as link previews show them</h2>${rows.join('\n')}</section>`;
}

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function notes(shot) {
  const list = [];
  if (shot.scrollWidth > shot.width) list.push(`page is ${shot.scrollWidth} px wide`);
  list.push(...shot.imageProblems, ...shot.errors);
  return list;
}

function galleryHtml(results, started, cardShots) {
  const sections = results.map(({pageType, shots}) => {
    const rows = widths.map((width) => {
      const cells = MODES.map((mode) => {
        const shot = shots.find((entry) => entry.width === width && entry.mode === mode);
        if (!shot) return '<figure class="missing">not rendered</figure>';
        const problems = notes(shot);
        return `<figure>
          <a href="${shot.file}"><img src="${shot.file}" alt="${escapeHtml(`${pageType.label}, ${width} px, ${mode}`)}" loading="lazy" style="aspect-ratio:${width}/${Math.min(shot.scrollHeight, maxHeight)}"></a>
          <figcaption>${width} px, ${mode}${shot.cut ? ` (first ${maxHeight} of ${shot.scrollHeight} px)` : ''}${
            problems.length ? `<ul class="problems">${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>` : ''
          }</figcaption>
        </figure>`;
      });
      return `<div class="row w${width}">${cells.join('')}</div>`;
    });
    return `<section id="${pageType.slug}">
      <h2>${escapeHtml(pageType.label)} <code>${escapeHtml(pageType.path)}</code></h2>
      ${rows.join('\n')}
    </section>`;
  });
  const flagged = [
    ...results.flatMap(({pageType, shots}) =>
      shots.filter((shot) => notes(shot).length).map((shot) => `${pageType.slug} ${shot.width} px ${shot.mode}`),
    ),
    ...new Set(cardShots.filter((shot) => shot.problem).map((shot) => `${shot.cardPage.slug}: ${shot.problem}`)),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Screenshot gallery</title>
<style>
  body { margin: 0 auto; max-width: 1600px; padding: 1rem 1.5rem 4rem; font: 15px/1.5 system-ui, sans-serif; color: #1c1e21; background: #f3f4f6; }
  nav { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin-bottom: 1.5rem; }
  section { margin: 2.5rem 0; }
  h2 { font-size: 1.2rem; border-bottom: 1px solid #ccc; padding-bottom: 0.25rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin: 0 auto 1.5rem; }
  .w390 { max-width: 560px; } .w768 { max-width: 1000px; }
  figure { margin: 0; }
  figure img { display: block; width: 100%; height: auto; max-height: 1400px; object-fit: cover; object-position: top; border: 1px solid #bbb; background: #fff; }
  figcaption { font-size: 0.85rem; color: #444; }
  .problems { margin: 0.25rem 0 0; padding-left: 1.2rem; color: #b00020; }
  .flagged { color: #b00020; }
  .cards { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
  .cards figure img { width: auto; max-width: 100%; border: 0; background: none; }
</style>
</head>
<body>
<h1>Screenshot gallery</h1>
<p>${results.length} page types at ${widths.join(', ')} px, light and dark, from <code>build/</code>, ${escapeHtml(started)}.
Shots are cut at ${maxHeight} px; click one for the full picture.</p>
<p class="${flagged.length ? 'flagged' : ''}">${
    flagged.length ? `Shots with problems: ${escapeHtml(flagged.join('; '))}.` : 'No page wider than the screen, no image that failed to load, no uncaught error.'
  }</p>
<nav>${results.map(({pageType}) => `<a href="#${pageType.slug}">${escapeHtml(pageType.label)}</a>`).join('')}${
    cardShots.length ? '<a href="#social-cards">Social cards</a>' : ''
  }</nav>
${sections.join('\n')}
${cardsSection(cardShots)}
</body>
</html>
`;
}

const started = new Date().toISOString();
fs.rmSync(outDir, {recursive: true, force: true});
fs.mkdirSync(outDir, {recursive: true});
const server = await startStaticServer({dir: buildDir});
const browser = await chromium.launch({executablePath: await findBrowser(), args: CHROMIUM_ARGS});
const jobs = pageTypes.flatMap((pageType) =>
  widths.flatMap((width) => MODES.map((mode) => ({pageType, width, mode}))),
);
const shotsByType = new Map(pageTypes.map((pageType) => [pageType.slug, []]));
const cardShots = [];
try {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const {pageType, width, mode} = jobs[next++];
      const shot = await shoot(browser, server.url, pageType, width, mode);
      shotsByType.get(pageType.slug).push(shot);
      const problems = notes(shot);
      console.log(`[screenshots] ${shot.file}${problems.length ? `: ${problems.join('; ')}` : ''}`);
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  if (withCards) {
    for (const cardPage of CARD_PAGES) {
      for (const width of CARD_WIDTHS) {
        const shot = await shootCard(browser, cardPage, width);
        cardShots.push(shot);
        console.log(`[screenshots] ${shot.file}${shot.problem ? `: ${shot.problem}` : ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const results = pageTypes.map((pageType) => ({pageType, shots: shotsByType.get(pageType.slug)}));
fs.writeFileSync(path.join(outDir, 'index.html'), galleryHtml(results, started, cardShots));
console.log(`[screenshots] ${jobs.length + cardShots.length} shots: ${path.relative(process.cwd(), path.join(outDir, 'index.html'))}`);
