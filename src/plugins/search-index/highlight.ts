import {camelParts, foldTerm, stemOf, transpositions, typoTolerance, type QueryWord} from './textIndex';

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

/** A text's highlighting and its snippet. */
export type Analysis = {highlight: HighlightResult; snippet: SnippetResult};

export type {QueryWord};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const NEEDS_ESCAPE = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most words and headings hold nothing to escape: skip building a new string for them.
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (char) => ESCAPES[char]!) : text;
}

/** Edit distance between a and b, or max + 1 as soon as it is known to exceed max. */
export function boundedLevenshtein(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = new Uint16Array(b.length + 1);
  let current = new Uint16Array(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** A query word as highlighting compares text words with it. */
type WordMatcher = {
  word: QueryWord;
  /** Edits allowed: only for a word the index was searched under near spellings. */
  tolerance: number;
  /** Its forms with two neighbour letters swapped, likewise. */
  swapped: ReadonlySet<string>;
};

function matcherFor(word: QueryWord, typos: boolean): WordMatcher {
  return {
    word,
    tolerance: typos ? typoTolerance(word.term) : 0,
    swapped: new Set(typos ? transpositions(word.term) : []),
  };
}

/** Whether a word of the text is one the index matched for this query word. */
function termMatches(candidate: string, {word, tolerance, swapped}: WordMatcher): boolean {
  if (candidate === word.term) return true;
  if (word.isLast && candidate.startsWith(word.term)) return true;
  if (word.stem !== null && stemOf(candidate) === word.stem) return true;
  if (tolerance > 0) {
    // The index holds stems too: "confgura" reaches "Configuration" through its stem "configur".
    if (boundedLevenshtein(candidate, word.term, tolerance) <= tolerance) return true;
    const stem = stemOf(candidate);
    if (stem !== null && boundedLevenshtein(stem, word.term, tolerance) <= tolerance) return true;
  }
  return swapped.has(candidate);
}

/** Words without accents or other scripts fold by lower-casing alone. */
const PLAIN_WORD = /^[A-Za-z0-9_]*$/;
const HAS_INNER_CAPITAL = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{N}\p{Lu}/u;

type Segment = {text: string; isWord: boolean; matched: readonly QueryWord[]};

const NO_MATCH: readonly QueryWord[] = [];

/**
 * Highlights texts for one query. Hits repeat the same words (page titles,
 * section names), so each distinct word is matched against the query once.
 */
export class Highlighter {
  private readonly wordMatches = new Map<string, readonly QueryWord[]>();
  private readonly repeated = new Map<string, Analysis>();
  private readonly matchers: readonly WordMatcher[];

  constructor(
    private readonly query: QueryWord[],
    private readonly tags: HighlightTags,
    private readonly ellipsis = '…',
    /** The words that match near spellings (typos); all of them unless given. */
    typoWords: ReadonlySet<QueryWord> = new Set(query),
  ) {
    this.matchers = query.map((word) => matcherFor(word, typoWords.has(word)));
  }

  /** The query words a word of the text answers (itself or one of its camel-case parts). */
  private matchesOf(textWord: string): readonly QueryWord[] {
    let found = this.wordMatches.get(textWord);
    if (found === undefined) {
      const candidates = [PLAIN_WORD.test(textWord) ? textWord.toLowerCase() : foldTerm(textWord)];
      if (HAS_INNER_CAPITAL.test(textWord)) candidates.push(...camelParts(textWord).map(foldTerm));
      const matched = this.matchers
        .filter((matcher) => candidates.some((candidate) => termMatches(candidate, matcher)))
        .map((matcher) => matcher.word);
      found = matched.length > 0 ? matched : NO_MATCH;
      this.wordMatches.set(textWord, found);
    }
    return found;
  }

  private segment(text: string): Segment[] {
    const segments: Segment[] = [];
    let last = 0;
    for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
      if (match.index > last) {
        segments.push({text: text.slice(last, match.index), isWord: false, matched: NO_MATCH});
      }
      segments.push({text: match[0], isWord: true, matched: this.query.length > 0 ? this.matchesOf(match[0]) : NO_MATCH});
      last = match.index + match[0].length;
    }
    if (last < text.length) {
      segments.push({text: text.slice(last), isWord: false, matched: NO_MATCH});
    }
    return segments;
  }

  private render(segments: Segment[]): string {
    let html = '';
    for (const {text, matched} of segments) {
      html += matched.length > 0 ? `${this.tags.pre}${escapeHtml(text)}${this.tags.post}` : escapeHtml(text);
    }
    return html;
  }

  private summary(segments: Segment[]): {level: MatchLevel; words: string[]} {
    const found = new Set<QueryWord>();
    for (const {matched} of segments) matched.forEach((word) => found.add(word));
    const words = this.query.filter((word) => found.has(word)).map((word) => word.typed);
    const level: MatchLevel =
      found.size === 0 ? 'none' : this.query.every((word) => found.has(word)) ? 'full' : 'partial';
    return {level, words};
  }

  /**
   * The same as `analyze`, for a text that hits repeat (the page and section
   * titles of their hierarchy): each is analyzed once per query, and every
   * hit gets its own copy.
   */
  analyzeRepeated(text: string, size?: number): Analysis {
    const key = `${size ?? ''}\u0000${text}`;
    let analysis = this.repeated.get(key);
    if (!analysis) {
      analysis = this.analyze(text, size);
      this.repeated.set(key, analysis);
    }
    const {highlight, snippet} = analysis;
    return {
      highlight: {...highlight, matchedWords: [...highlight.matchedWords]},
      snippet: {...snippet, matchedWords: [...snippet.matchedWords]},
    };
  }

  /**
   * The highlighted text and its snippet of `size` words around the first
   * match (the whole text when it is short enough), from one pass over it.
   */
  analyze(text: string, size = Number.POSITIVE_INFINITY): Analysis {
    if (text === '') {
      const empty = {value: '', matchLevel: 'none' as const, matchedWords: []};
      return {highlight: {...empty, fullyHighlighted: false}, snippet: empty};
    }
    const segments = this.segment(text);
    const {level, words} = this.summary(segments);
    const value = this.render(segments);
    const wordIndexes: number[] = [];
    segments.forEach((part, index) => {
      if (part.isWord) wordIndexes.push(index);
    });
    const highlightResult: HighlightResult = {
      value,
      matchLevel: level,
      matchedWords: words,
      fullyHighlighted: wordIndexes.length > 0 && wordIndexes.every((index) => segments[index]!.matched.length > 0),
    };
    if (wordIndexes.length <= size) {
      return {highlight: highlightResult, snippet: {value, matchLevel: level, matchedWords: words}};
    }
    const firstMatch = wordIndexes.findIndex((index) => segments[index]!.matched.length > 0);
    const startWord = Math.max(0, Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordIndexes.length - size));
    const endWord = startWord + size - 1;
    // A window from the first word keeps what comes before it: the dashes of `-e, --eject`.
    const body = this.render(segments.slice(startWord === 0 ? 0 : wordIndexes[startWord], wordIndexes[endWord]! + 1));
    const before = startWord > 0 ? this.ellipsis : '';
    const after = endWord < wordIndexes.length - 1 ? this.ellipsis : '';
    return {
      highlight: highlightResult,
      snippet: {value: `${before}${body}${after}`, matchLevel: level, matchedWords: words},
    };
  }
}

export function highlight(text: string, query: QueryWord[], tags: HighlightTags): HighlightResult {
  return new Highlighter(query, tags).analyze(text).highlight;
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
  return new Highlighter(query, tags, ellipsis).analyze(text, size).snippet;
}
