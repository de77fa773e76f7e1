import {camelParts, foldTerm, typoTolerance} from './textIndex';

/**
 * Highlighting as the hosted service returns it: the attribute's text,
 * HTML-escaped, with matched words wrapped in the requested tags. The DocSearch
 * UI injects these values as HTML, so escaping here is what keeps page text
 * (and queries) from ever running as markup.
 */

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel; matchedWords: string[]};

export type HighlightTags = {pre: string; post: string};

/** One query word: as typed (reported back in `matchedWords`) and as indexed. */
export type QueryWord = {typed: string; term: string; isLast: boolean};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** Edit distance between a and b, or max + 1 as soon as it is known to exceed max. */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Whether a word of the text is one the index matched for this query word. */
function termMatches(candidate: string, word: QueryWord): boolean {
  if (candidate === word.term) return true;
  if (word.isLast && candidate.startsWith(word.term)) return true;
  const tolerance = typoTolerance(word.term);
  return tolerance > 0 && boundedLevenshtein(candidate, word.term, tolerance) <= tolerance;
}

/** The query words a word of the text answers (itself or one of its camel-case parts). */
function matchingWords(textWord: string, query: QueryWord[]): QueryWord[] {
  const candidates = [foldTerm(textWord)];
  const parts = camelParts(textWord);
  if (parts.length > 1) candidates.push(...parts.map(foldTerm));
  return query.filter((word) => candidates.some((candidate) => termMatches(candidate, word)));
}

type Segment = {text: string; isWord: boolean; matched: QueryWord[]};

function segment(text: string, query: QueryWord[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
    if (match.index > last) {
      segments.push({text: text.slice(last, match.index), isWord: false, matched: []});
    }
    segments.push({text: match[0], isWord: true, matched: matchingWords(match[0], query)});
    last = match.index + match[0].length;
  }
  if (last < text.length) {
    segments.push({text: text.slice(last), isWord: false, matched: []});
  }
  return segments;
}

function render(segments: Segment[], tags: HighlightTags): string {
  return segments
    .map(({text, matched}) =>
      matched.length > 0 ? `${tags.pre}${escapeHtml(text)}${tags.post}` : escapeHtml(text),
    )
    .join('');
}

function matchSummary(segments: Segment[], query: QueryWord[]): {level: MatchLevel; words: string[]} {
  const found = new Set<QueryWord>();
  for (const {matched} of segments) matched.forEach((word) => found.add(word));
  const words = query.filter((word) => found.has(word)).map((word) => word.typed);
  const level: MatchLevel =
    found.size === 0 ? 'none' : query.every((word) => found.has(word)) ? 'full' : 'partial';
  return {level, words};
}

export function highlight(text: string, query: QueryWord[], tags: HighlightTags): HighlightResult {
  const segments = segment(text, query);
  const {level, words} = matchSummary(segments, query);
  const wordSegments = segments.filter((part) => part.isWord);
  return {
    value: render(segments, tags),
    matchLevel: level,
    matchedWords: words,
    fullyHighlighted: wordSegments.length > 0 && wordSegments.every((part) => part.matched.length > 0),
  };
}

/**
 * A window of `size` words around the first match, with the ellipsis where
 * text was cut, as the hosted service's `attributesToSnippet: ['content:10']`.
 */
export function snippet(
  text: string,
  query: QueryWord[],
  size: number,
  tags: HighlightTags,
  ellipsis: string,
): SnippetResult {
  const segments = segment(text, query);
  const {level, words: matchedWords} = matchSummary(segments, query);
  const wordIndexes = segments.flatMap((part, index) => (part.isWord ? [index] : []));
  if (wordIndexes.length <= size) {
    return {value: render(segments, tags), matchLevel: level, matchedWords};
  }
  const firstMatch = wordIndexes.findIndex((index) => segments[index]!.matched.length > 0);
  const startWord = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordIndexes.length - size));
  const endWord = startWord + size - 1;
  const from = wordIndexes[startWord]!;
  const to = wordIndexes[endWord]!;
  const body = render(segments.slice(from, to + 1), tags);
  const before = startWord > 0 ? ellipsis : '';
  const after = endWord < wordIndexes.length - 1 ? ellipsis : '';
  return {value: `${before}${body}${after}`, matchLevel: level, matchedWords};
}
