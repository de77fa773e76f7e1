/**
 * Line breaking for the cards' text, apart from any font: it only needs a
 * function that says how wide a piece of text is. Unit-tested with a fake one.
 */

/** How wide a piece of text is set, in pixels. */
export type Measure = (text: string) => number;

export type WrappedText = {
  lines: string[];
  /** Some of the text did not fit in the lines allowed: the last line ends with an ellipsis. */
  truncated: boolean;
  /** A word was too wide for a line and was cut (a smaller size may not need to). */
  wordsCut: boolean;
};

export const ELLIPSIS = '…';

/**
 * A word too wide for a line on its own (a package name, an identifier), cut
 * into pieces that each fit: after a `/`, `-`, `.` or `_` where it can,
 * between any two characters where it must.
 */
function splitLongWord(word: string, measure: Measure, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  const add = (part: string) => {
    if (piece && measure(piece + part) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += part;
  };
  for (const part of word.split(/(?<=[/\-._])/)) {
    if (measure(part) <= maxWidth) add(part);
    else for (const character of part) add(character);
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy breaking at spaces: each line takes as many words as fit. */
function breakGreedily(words: readonly string[], measure: Measure, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || measure(candidate) <= maxWidth) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The last kept line with an ellipsis that fits after it. */
function withEllipsis(line: string, measure: Measure, maxWidth: number): string {
  let kept = line;
  while (kept && measure(`${kept}${ELLIPSIS}`) > maxWidth) {
    const lastSpace = kept.lastIndexOf(' ');
    // Drop whole words while there are several; cut characters from a lone one.
    kept = lastSpace > 0 ? kept.slice(0, lastSpace) : [...kept].slice(0, -1).join('');
  }
  // "plugin…" rather than "plugin,…".
  return `${kept.replace(/[\s,;:.]+$/, '')}${ELLIPSIS}`;
}

/**
 * Breaks text into at most `maxLines` lines no wider than `maxWidth`.
 * Lines are balanced (as CSS `text-wrap: balance`): the same number of
 * lines as greedy breaking needs, made as even as they can be, so a title
 * never ends on a lone short word when it need not. Text that needs more
 * lines keeps the first ones and ends with an ellipsis.
 */
export function wrapText(text: string, measure: Measure, maxWidth: number, maxLines: number): WrappedText {
  const given = text.trim().split(/\s+/).filter(Boolean);
  const wordsCut = given.some((word) => measure(word) > maxWidth);
  const words = given.flatMap((word) => (measure(word) > maxWidth ? splitLongWord(word, measure, maxWidth) : [word]));
  if (words.length === 0) return {lines: [], truncated: false, wordsCut};
  const greedy = breakGreedily(words, measure, maxWidth);
  if (greedy.length > maxLines) {
    const lines = greedy.slice(0, maxLines);
    lines[maxLines - 1] = withEllipsis(lines[maxLines - 1]!, measure, maxWidth);
    return {lines, truncated: true, wordsCut};
  }
  if (greedy.length === 1) return {lines: greedy, truncated: false, wordsCut};
  // The narrowest width that needs no more lines, found by halving between
  // the widest word (no line can be narrower) and the width allowed.
  const lineCount = (width: number) => breakGreedily(words, measure, width).length;
  let narrow = Math.max(...words.map(measure));
  let wide = lineCount(narrow) === greedy.length ? narrow : maxWidth;
  while (wide - narrow > 1) {
    const middle = (wide + narrow) / 2;
    if (lineCount(middle) === greedy.length) wide = middle;
    else narrow = middle;
  }
  return {lines: breakGreedily(words, measure, wide), truncated: false, wordsCut};
}
