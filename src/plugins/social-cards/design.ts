import type {CardContent} from './cardContent';
import {setText, measure, type Face} from './typeset';
import {wrapText} from './wrap';

/**
 * The card's look: sizes, colours and where each part goes. Restyling the
 * cards means editing this file (README.md); the cache notices by itself,
 * since this file's text is part of every card's key (rendererVersion.ts).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's greens (src/css/custom.css), on which white text passes contrast at any size. */
const COLOURS = {
  background: '#205d3b',
  title: '#ffffff',
  place: '#b9efd2',
  summary: '#e3f7ec',
  footer: '#a9dcbf',
  badgeText: '#ffffff',
  badgeBorder: '#7fd1a7',
  accent: '#25c2a0',
};

export type Typeface = {regular: Face; semibold: Face; bold: Face};

/** The site's mark, an SVG document of its own, drawn in a square. */
export type Mark = {viewBox: string; body: string};

export const MARGIN = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;

/** Title sizes from the largest: the first at which the title fits in its lines wins. */
const TITLE_STEPS = [
  {size: 84, lines: 2},
  {size: 70, lines: 3},
  {size: 58, lines: 4},
] as const;

const PLACE_SIZE = 34;
const SUMMARY_SIZE = 34;
const FOOTER_SIZE = 28;
const HEADER_MARK = 72;
const WORDMARK_SIZE = 40;
const BADGE_SIZE = 30;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The title, at the largest size that holds it whole, without cutting a word (the smallest size cuts if it must). */
function titleLines(face: Face, title: string): {size: number; lines: string[]} {
  for (const step of TITLE_STEPS) {
    const wrapped = wrapText(title, measure(face, step.size), TEXT_WIDTH, step.lines);
    if ((!wrapped.truncated && !wrapped.wordsCut) || step === TITLE_STEPS.at(-1)) return {size: step.size, lines: wrapped.lines};
  }
  throw new Error('unreachable');
}

/** The place and date on one line: a deep trail loses its first parts before it overflows. */
function placeLine(face: Face, place: readonly string[], date: string | undefined): string {
  const width = measure(face, PLACE_SIZE);
  const withDate = (trail: readonly string[]) => [trail.join('  ›  '), date].filter(Boolean).join('  ·  ');
  for (let first = 0; first < place.length; first += 1) {
    const line = withDate(first > 0 ? ['…', ...place.slice(first)] : place);
    if (width(line) <= TEXT_WIDTH) return line;
  }
  return wrapText(withDate(place.slice(-1)), width, TEXT_WIDTH, 1).lines[0] ?? '';
}

function header(typeface: Typeface, mark: Mark, version: string | undefined): string {
  const top = 64;
  const wordmark = setText(typeface.semibold, 'Docusaurus', WORDMARK_SIZE);
  const parts = [
    `<svg x="${MARGIN}" y="${top}" width="${HEADER_MARK}" height="${HEADER_MARK}" viewBox="${escapeXml(mark.viewBox)}">${mark.body}</svg>`,
    wordmark.toSvg(MARGIN + HEADER_MARK + 22, top + HEADER_MARK / 2 + WORDMARK_SIZE * 0.36, COLOURS.title),
  ];
  if (version) {
    const label = setText(typeface.semibold, /^\d/.test(version) ? `v${version}` : version, BADGE_SIZE);
    const height = 56;
    const width = label.width + 2 * 26;
    const x = CARD_WIDTH - MARGIN - width;
    const y = top + (HEADER_MARK - height) / 2;
    parts.push(
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="none" stroke="${COLOURS.badgeBorder}" stroke-width="3"/>`,
      label.toSvg(x + 26, y + height / 2 + BADGE_SIZE * 0.36, COLOURS.badgeText),
    );
  }
  return parts.join('');
}

/** A line of text placed on the card. */
export type PlacedLine = {
  role: 'place' | 'title' | 'summary' | 'footer';
  text: string;
  face: keyof Typeface;
  size: number;
  x: number;
  baseline: number;
  width: number;
  colour: string;
};

/** The space the place, title and summary share, between the header and the footer. */
export const CONTENT_AREA = {top: 150, bottom: 540};

/** Where each line of the card's text goes. */
export function layoutCard(content: CardContent, typeface: Typeface): PlacedLine[] {
  const line = (role: PlacedLine['role'], face: keyof Typeface, size: number, colour: string, text: string, baseline: number): PlacedLine => ({
    role,
    text,
    face,
    size,
    x: MARGIN,
    baseline,
    width: setText(typeface[face], text, size).width,
    colour,
  });
  const title = titleLines(typeface.bold, content.title);
  const titleLeading = Math.round(title.size * 1.14);
  const place = placeLine(typeface.semibold, content.place, content.date);
  const summary = content.summary ? wrapText(content.summary, measure(typeface.regular, SUMMARY_SIZE), TEXT_WIDTH, 2).lines : [];
  const summaryLeading = Math.round(SUMMARY_SIZE * 1.35);

  // The block of place, title and summary sits in the middle of the content area.
  const placeBlock = place ? PLACE_SIZE + 28 : 0;
  const titleBlock = title.lines.length * titleLeading;
  const summaryBlock = summary.length > 0 ? 30 + summary.length * summaryLeading : 0;
  let y = Math.round(CONTENT_AREA.top + (CONTENT_AREA.bottom - CONTENT_AREA.top - placeBlock - titleBlock - summaryBlock) / 2);

  const lines: PlacedLine[] = [];
  if (place) {
    lines.push(line('place', 'semibold', PLACE_SIZE, COLOURS.place, place, y + PLACE_SIZE * 0.8));
    y += placeBlock;
  }
  // Baselines sit at Inter's ascent in each line box, about 0.86 em down at these leadings.
  title.lines.forEach((text, index) => lines.push(line('title', 'bold', title.size, COLOURS.title, text, y + index * titleLeading + title.size * 0.86)));
  y += titleBlock;
  if (summary.length > 0) {
    y += 30;
    summary.forEach((text, index) => lines.push(line('summary', 'regular', SUMMARY_SIZE, COLOURS.summary, text, y + index * summaryLeading + SUMMARY_SIZE * 0.9)));
  }
  lines.push(line('footer', 'semibold', FOOTER_SIZE, COLOURS.footer, content.site, CARD_HEIGHT - 56));
  return lines;
}

/** The card as an SVG document whose text is all outlines. */
export function cardSvg(content: CardContent, typeface: Typeface, mark: Mark): string {
  const text = layoutCard(content, typeface).map(({text: words, face, size, x, baseline, colour}) => setText(typeface[face], words, size).toSvg(x, baseline, colour));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOURS.background}"/>
<svg x="${CARD_WIDTH - 420}" y="${CARD_HEIGHT - 470}" width="560" height="560" viewBox="${escapeXml(mark.viewBox)}" opacity="0.09">${mark.body}</svg>
<rect y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="${COLOURS.accent}"/>
${header(typeface, mark, content.version)}
${text.join('\n')}
</svg>`;
}
