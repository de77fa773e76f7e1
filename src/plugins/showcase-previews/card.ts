import {SHOWCASE_TAGS, type ShowcaseTagId} from '../../data/showcase/tags';
import {cardPalette, hashString} from './colors';
import {TAG_ICONS} from './tagIcons';

/** Size of every preview: 2:1, wide enough for the largest responsive variant. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 600;

// Average advance of DejaVu Sans Bold, in ems; close enough to keep titles inside the card.
const BOLD_GLYPH_EM = 0.64;
const REGULAR_GLYPH_EM = 0.56;

export type CardInput = {
  title: string;
  website: string;
  /** One sentence about the site: the tagline of the page the card shows. */
  description: string;
  tags: readonly ShowcaseTagId[];
};

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Host and path of a URL, without protocol, `www.` or trailing slash. */
export function displayAddress(website: string): string {
  const url = new URL(website);
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.replace(/\/$/, '');
  return `${host}${path}`;
}

/** Splits a long title into at most two lines, at the space nearest the middle. */
export function titleLines(title: string, maxCharsPerLine: number): string[] {
  if (title.length <= maxCharsPerLine || !title.includes(' ')) {
    return [title];
  }
  const middle = title.length / 2;
  let best = -1;
  for (let index = title.indexOf(' '); index !== -1; index = title.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) {
      best = index;
    }
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

function fittingFontSize(text: string, glyphEm: number, maxWidth: number, max: number, min: number): number {
  const fit = Math.floor(maxWidth / (Math.max(text.length, 1) * glyphEm));
  return Math.max(min, Math.min(max, fit));
}

/**
 * Fills lines of at most `maxChars` characters word by word; what does not fit
 * in `maxLines` is cut at a word and ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines.pop()!;
      lines.push(`${last.replace(/[\s,.;:]+$/, '')}…`);
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const FONT = 'DejaVu Sans, Arial, sans-serif';
const INK_TEXT = '#1f2937';
const MUTED_TEXT = '#4b5563';
const CHROME = '#e6e8ec';
const SKELETON = '#eceef1';

/** The frame: a browser window from 64 px in, its lower edge cut by the card's. */
const WINDOW = {x: 64, y: 48, width: CARD_WIDTH - 128, radius: 20, barHeight: 60};
const PAGE_X = WINDOW.x + 40;
const PAGE_RIGHT = WINDOW.x + WINDOW.width - 40;
const PAGE_WIDTH = PAGE_RIGHT - PAGE_X;

function text(x: number, y: number, size: number, fill: string, content: string, weight = 400): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}"${weight === 400 ? '' : ` font-weight="${weight}"`} fill="${fill}">${escapeXml(content)}</text>`;
}

/** A feature card of the page, in outline: a pictogram's place and two lines of text. */
function featureBox(x: number, y: number, width: number, tint: string): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="160" rx="14" fill="${SKELETON}"/>
  <rect x="${x + 22}" y="${y + 22}" width="40" height="40" rx="10" fill="${tint}"/>
  <rect x="${x + 22}" y="${y + 82}" width="${Math.round(width * 0.7)}" height="12" rx="6" fill="#d7dadf"/>
  <rect x="${x + 22}" y="${y + 106}" width="${Math.round(width * 0.45)}" height="12" rx="6" fill="#d7dadf"/>`;
}

/** A tag as the page would show it: a pill with its pictogram and label. */
function tagPill(tag: ShowcaseTagId, x: number, y: number, ink: string): {svg: string; width: number} {
  const label = SHOWCASE_TAGS[tag].label;
  const width = Math.round(62 + label.length * 20 * 0.55);
  const icon = TAG_ICONS[tag];
  const iconPaint = icon.filled
    ? `fill="${ink}"`
    : `fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`;
  return {
    width,
    svg: `<rect x="${x}" y="${y}" width="${width}" height="44" rx="22" fill="#ffffff" stroke="#d6d9de" stroke-width="2"/>
  <path transform="translate(${x + 14} ${y + 10})" d="${icon.path}" ${iconPaint}/>
  ${text(x + 46, y + 29, 20, INK_TEXT, label)}`,
  };
}

/**
 * The SVG source of one preview: a stylised browser window showing the site as
 * a page of its own, with its address in the bar, its name in a navbar and in
 * the hero, its tagline (the showcase description) and its tags with their
 * pictograms. Colours come from the site's name.
 */
export function previewCardSvg({title, website, description, tags}: CardInput): string {
  const {background, accent, tint, ink} = cardPalette(title);
  const hash = hashString(`${title}|shapes`);
  const address = displayAddress(website);

  // Hero: the name on one or two lines, then as much of the tagline as fits in three.
  const lines = titleLines(title, 22);
  const longest = lines.reduce((a, b) => (a.length >= b.length ? a : b));
  const titleSize = fittingFontSize(longest, BOLD_GLYPH_EM, PAGE_WIDTH, 60, 40);
  const taglineSize = 28;
  const tagline = wrapText(
    description,
    Math.floor(PAGE_WIDTH / (taglineSize * REGULAR_GLYPH_EM)),
    lines.length === 1 ? 3 : 2,
  );
  const navTop = WINDOW.y + WINDOW.barHeight;
  const heroTop = navTop + 64;
  const titleBaseline = heroTop + 36 + Math.round(titleSize * 0.8);
  const titleLineHeight = Math.round(titleSize * 1.1);
  const taglineTop = titleBaseline + titleLineHeight * (lines.length - 1) + 22;
  const taglineLineHeight = Math.round(taglineSize * 1.35);
  const heroBottom = taglineTop + taglineLineHeight * tagline.length + 30;

  // Tags in one row, the favourite first; those that do not fit are counted.
  const ordered = [...tags].sort((a, b) => Number(b === 'favorite') - Number(a === 'favorite'));
  const pills: string[] = [];
  let x = PAGE_X;
  let shown = 0;
  for (const tag of ordered) {
    const pill = tagPill(tag, x, heroBottom + 26, ink);
    if (x + pill.width > PAGE_RIGHT - 70) break;
    pills.push(pill.svg);
    x += pill.width + 12;
    shown += 1;
  }
  if (shown < ordered.length) {
    pills.push(text(x + 4, heroBottom + 55, 20, MUTED_TEXT, `+${ordered.length - shown}`, 700));
  }
  const contentTop = heroBottom + 96;
  const columnWidth = Math.floor((PAGE_WIDTH - 48) / 3);

  const navTitle = title.length > 26 ? `${title.slice(0, 25)}…` : title;
  const windowBottom = CARD_HEIGHT + WINDOW.radius;
  const {x: wx, y: wy, width: ww, radius: wr, barHeight: bar} = WINDOW;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${background}"/>
  <circle cx="${CARD_WIDTH - 60 - (hash % 120)}" cy="${40 + ((hash >>> 8) % 60)}" r="${150 + ((hash >>> 16) % 60)}" fill="${accent}" opacity="0.5"/>
  <circle cx="${40 + ((hash >>> 4) % 80)}" cy="${CARD_HEIGHT - 40}" r="${90 + ((hash >>> 12) % 50)}" fill="${accent}" opacity="0.35"/>
  <rect x="${wx}" y="${wy + 10}" width="${ww}" height="${windowBottom - wy}" rx="${wr}" fill="#000000" opacity="0.22"/>
  <rect x="${wx}" y="${wy}" width="${ww}" height="${windowBottom - wy}" rx="${wr}" fill="#ffffff"/>
  <path d="M${wx} ${wy + bar}V${wy + wr}a${wr} ${wr} 0 0 1 ${wr}-${wr}h${ww - 2 * wr}a${wr} ${wr} 0 0 1 ${wr} ${wr}V${wy + bar}z" fill="${CHROME}"/>
  ${[36, 62, 88].map((offset) => `<circle cx="${wx + offset}" cy="${wy + bar / 2}" r="8" fill="#c3c8d0"/>`).join('')}
  <rect x="${wx + 124}" y="${wy + 13}" width="${ww - 164}" height="34" rx="17" fill="#ffffff"/>
  <path transform="translate(${wx + 142} ${wy + 19})" d="M5 10V7a5 5 0 0 1 10 0v3M3.5 10h13v10h-13z" fill="none" stroke="${MUTED_TEXT}" stroke-width="2" stroke-linejoin="round"/>
  ${text(wx + 170, wy + 37, 20, MUTED_TEXT, address)}
  <rect x="${PAGE_X}" y="${navTop + 17}" width="30" height="30" rx="8" fill="${ink}"/>
  ${text(PAGE_X + 42, navTop + 41, 24, INK_TEXT, navTitle, 700)}
  <rect x="${PAGE_RIGHT - 300}" y="${navTop + 27}" width="80" height="12" rx="6" fill="#d1d5db"/>
  <rect x="${PAGE_RIGHT - 196}" y="${navTop + 27}" width="80" height="12" rx="6" fill="#d1d5db"/>
  <rect x="${PAGE_RIGHT - 92}" y="${navTop + 21}" width="92" height="24" rx="12" fill="${ink}"/>
  <rect x="${wx}" y="${heroTop}" width="${ww}" height="${heroBottom - heroTop}" fill="${tint}"/>
  ${lines.map((line, index) => text(PAGE_X, titleBaseline + index * titleLineHeight, titleSize, ink, line, 700)).join('\n  ')}
  ${tagline.map((line, index) => text(PAGE_X, taglineTop + taglineSize + index * taglineLineHeight, taglineSize, MUTED_TEXT, line)).join('\n  ')}
  ${pills.join('\n  ')}
  ${[0, 1, 2].map((column) => featureBox(PAGE_X + column * (columnWidth + 24), contentTop, columnWidth, tint)).join('\n  ')}
</svg>`;
}
