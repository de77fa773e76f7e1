/**
 * The social card drawing, kept apart from the file-writing script so that the
 * layout rules (line breaking above all) can be unit-tested without sharp.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * Breaks a title into lines of at most `maxChars` characters, at spaces only.
 * A word longer than a line gets a line of its own rather than being cut.
 * When the title needs more than `maxLines` lines, the last kept line ends
 * with an ellipsis so the card never claims to show the whole title.
 *
 * @param {string} title
 * @param {{maxChars?: number, maxLines?: number}} [options]
 * @returns {string[]}
 */
export function wrapTitle(title, {maxChars = 24, maxLines = 3} = {}) {
  const words = title.trim().split(/\s+/).filter(Boolean);
  /** @type {string[]} */
  const lines = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) {
    lines.push(current);
  }
  if (lines.length <= maxLines) {
    return lines;
  }
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  const room = Math.max(1, maxChars - 1);
  kept[maxLines - 1] = `${last.length > room ? last.slice(0, room).trimEnd() : last}…`;
  return kept;
}

/** @param {string} text */
function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Social card: 1200x630, the size most link previews expect. Long titles are
 * set smaller and wrapped so they stay inside the card.
 *
 * @param {{title: string, subtitle: string}} card
 * @returns {string}
 */
export function socialCardSvg({title, subtitle}) {
  const fontSize = title.length > 48 ? 56 : 68;
  const maxChars = fontSize === 56 ? 30 : 24;
  const lines = wrapTitle(title, {maxChars, maxLines: 3});
  const lineHeight = Math.round(fontSize * 1.18);
  const firstBaseline = 300;
  const subtitleBaseline = firstBaseline + lineHeight * (lines.length - 1) + 76;
  const titleLines = lines
    .map(
      (line, index) =>
        `<tspan x="80" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#1f5f3d"/><stop offset="1" stop-color="#2e8555"/></linearGradient></defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/>
  <g transform="translate(80 60) scale(2)">
    <path d="M16 13h17c11.6 0 19 7.7 19 19s-7.4 19-19 19H16z" fill="#fff"/>
    <path d="M25 21.5h7.6c6.6 0 10.4 4.2 10.4 10.5s-3.8 10.5-10.4 10.5H25z" fill="#2e8555"/>
    <path d="M30 26.5l8 5.5-8 5.5z" fill="#fff"/>
  </g>
  <text fill="#fff" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="700">${titleLines}</text>
  <text x="80" y="${subtitleBaseline}" fill="#d7f5e6" font-family="DejaVu Sans, sans-serif" font-size="34">${escapeXml(subtitle)}</text>
</svg>`;
}
