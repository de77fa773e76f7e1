import {cardPalette, hashString} from './colors';

/** Size of every preview: 2:1, wide enough for the largest responsive variant. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 600;

const MARGIN = 72;
const MAX_TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
// Average advance of DejaVu Sans Bold, in ems; close enough to keep titles inside the card.
const BOLD_GLYPH_EM = 0.64;
const REGULAR_GLYPH_EM = 0.56;

export type CardInput = {title: string; website: string};

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

function fittingFontSize(text: string, glyphEm: number, max: number, min: number): number {
  const fit = Math.floor(MAX_TEXT_WIDTH / (Math.max(text.length, 1) * glyphEm));
  return Math.max(min, Math.min(max, fit));
}

/** The SVG source of one preview card: the site's name and address on its own colours. */
export function previewCardSvg({title, website}: CardInput): string {
  const {background, accent, foreground} = cardPalette(title);
  const hash = hashString(`${title}|shapes`);
  const lines = titleLines(title, 18);
  const longest = lines.reduce((a, b) => (a.length >= b.length ? a : b));
  const titleSize = fittingFontSize(longest, BOLD_GLYPH_EM, 112, 56);
  const address = displayAddress(website);
  const addressSize = fittingFontSize(address, REGULAR_GLYPH_EM, 40, 24);

  const lineHeight = Math.round(titleSize * 1.12);
  const blockHeight = lineHeight * lines.length + addressSize * 1.8;
  const firstBaseline = Math.round((CARD_HEIGHT - blockHeight) / 2 + titleSize);
  const addressBaseline = Math.round(firstBaseline + lineHeight * (lines.length - 1) + addressSize * 1.9);

  // Decorative shapes on the right-hand side, placed from the hash so each card differs.
  const circleX = CARD_WIDTH - 120 - (hash % 160);
  const circleY = 80 + ((hash >>> 8) % 140);
  const circleR = 150 + ((hash >>> 16) % 110);
  const squareX = CARD_WIDTH - 360 + ((hash >>> 4) % 120);
  const squareY = CARD_HEIGHT - 230 + ((hash >>> 12) % 60);
  const squareAngle = (hash >>> 20) % 90;

  const titleText = lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${firstBaseline + index * lineHeight}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700" fill="${foreground}">${escapeXml(line)}</text>`,
    )
    .join('\n  ');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${background}"/>
  <circle cx="${circleX}" cy="${circleY}" r="${circleR}" fill="${accent}" opacity="0.45"/>
  <rect x="${squareX}" y="${squareY}" width="190" height="190" rx="28" fill="${accent}" opacity="0.3" transform="rotate(${squareAngle} ${squareX + 95} ${squareY + 95})"/>
  <rect x="${MARGIN}" y="${MARGIN}" width="64" height="10" rx="5" fill="${foreground}"/>
  ${titleText}
  <text x="${MARGIN}" y="${addressBaseline}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${addressSize}" fill="${foreground}">${escapeXml(address)}</text>
</svg>`;
}
