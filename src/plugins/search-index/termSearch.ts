import {FIELDS} from './types';
import type {GroupIndex, TermPostings} from './groupIndex';
import {rankByScore} from './scoreOrder';

/**
 * Full-text search of a group of the index, over the parts of it a query has
 * fetched (groupIndex.ts), scored as MiniSearch 7 scores the same query:
 * BM25+ per field, a term's prefix completions and near spellings weighed
 * down by their distance, every term query's scores added up, and each sum
 * multiplied by the number of distinct terms the record matched. The result
 * of each term query is kept for the next keystrokes, which repeat every
 * word but the last. A unit test holds the scores to MiniSearch's.
 */

/** One search term of a query: what MiniSearch gets as a one-term subquery. */
export type TermQuery = {
  /** The term, folded as indexed. */
  term: string;
  /** The query word it stands for (bit `word` of a match's word mask). */
  word: number;
  /** Whether every term it begins is matched too. */
  prefix: boolean;
  /** Edits tolerated for near spellings, 0 for none. */
  fuzzy: number;
  /** The fields searched, null for every field. */
  fields: readonly string[] | null;
  /** Weight against the other terms. */
  boost: number;
};

/** How term matches are weighed, as in MiniSearch's search options. */
export type ScoringOptions = {
  /** Every indexed field, in the order the index options list them. */
  fields: readonly string[];
  boost: Readonly<Record<string, number>>;
  weights: {prefix: number; fuzzy: number};
};

/**
 * The records a query matches, best first: their keys, scores, the query
 * words each holds (bit i: word i) and their record class. `pageTitleWords`
 * maps a page of the group to the query words its title holds.
 */
export type DocumentMatches = {
  keys: Int32Array;
  scores: Float64Array;
  words: Int32Array;
  codes: Int32Array;
  pageTitleWords: Map<number, number>;
};

/** One term query's matches, in the order first met, with the keys of page titles it matched. */
type TermResult = {keys: Int32Array; scores: Float64Array; codes: Int32Array; titleKeys: Int32Array};

/** Term query results kept per group: a query's words repeat on every keystroke. */
const TERM_CACHE_SIZE = 64;

/** The level of a page title in a record class (postingsCodec.ts). */
const PAGE_TITLE_LEVEL = 1;
const TITLE_FIELD = FIELDS.indexOf('title');

/** End of the run of terms from `from` on that start with `prefix` (terms[from] must). */
function prefixEnd(terms: readonly string[], prefix: string, from: number): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every term within `maxDistance` edits of `query` (Levenshtein, on code
 * units), ascending, with its distance: the terms and order of MiniSearch's
 * `fuzzyGet`. Walks the sorted list as MiniSearch walks its tree: one row of
 * the edit matrix per letter, rows shared with the previous term's common
 * prefix, and a whole run of terms skipped as soon as their shared prefix is
 * too far off.
 */
export function fuzzyTerms(terms: readonly string[], query: string, maxDistance: number): [number, number][] {
  const found: [number, number][] = [];
  const columns = query.length + 1;
  const maxLength = query.length + maxDistance;
  const rows = new Int32Array((maxLength + 1) * columns);
  for (let column = 0; column < columns; column += 1) rows[column] = column;
  let previous = '';
  // Rows 1..valid hold the matrix for the first `valid` letters of `previous`.
  let valid = 0;
  let position = 0;
  while (position < terms.length) {
    const term = terms[position]!;
    const shared = Math.min(valid, term.length, previous.length);
    let row = 0;
    while (row < shared && term.charCodeAt(row) === previous.charCodeAt(row)) row += 1;
    let pruned = false;
    for (; row < term.length && row < maxLength; row += 1) {
      const code = term.charCodeAt(row);
      const above = row * columns;
      const here = above + columns;
      rows[here] = row + 1;
      let rowMin = row + 1;
      for (let column = 1; column < columns; column += 1) {
        const value = Math.min(
          rows[above + column - 1]! + (code === query.charCodeAt(column - 1) ? 0 : 1),
          rows[above + column]! + 1,
          rows[here + column - 1]! + 1,
        );
        rows[here + column] = value;
        if (value < rowMin) rowMin = value;
      }
      if (rowMin > maxDistance) {
        pruned = true;
        break;
      }
    }
    previous = term;
    if (pruned) {
      // No term beginning with these row + 1 letters can come within reach.
      valid = row;
      position = prefixEnd(terms, term.slice(0, row + 1), position);
      continue;
    }
    valid = row;
    if (term.length <= maxLength) {
      const distance = rows[term.length * columns + columns - 1]!;
      if (distance <= maxDistance) found.push([position, distance]);
    }
    position += 1;
  }
  return found;
}

/** Adds up one term query's scores per record, in the order records are first met. */
class ScoreSheet {
  private readonly slots = new Map<number, number>();
  private keys: number[] = [];
  private scores: number[] = [];
  private codes: number[] = [];
  private titleKeys: number[] = [];

  add(key: number, score: number, code: number): void {
    const slot = this.slots.get(key);
    if (slot === undefined) {
      this.slots.set(key, this.keys.length);
      this.keys.push(key);
      this.scores.push(score);
      this.codes.push(code);
    } else {
      this.scores[slot] = this.scores[slot]! + score;
    }
  }

  addPageTitle(key: number): void {
    this.titleKeys.push(key);
  }

  take(): TermResult {
    const result: TermResult = {
      keys: Int32Array.from(this.keys),
      scores: Float64Array.from(this.scores),
      codes: Int32Array.from(this.codes),
      titleKeys: Int32Array.from(new Set(this.titleKeys)),
    };
    this.slots.clear();
    this.keys = [];
    this.scores = [];
    this.codes = [];
    this.titleKeys = [];
    return result;
  }
}

/** Searches one group; keeps term query results while the group's loaded parts stay the same. */
export class GroupTermSearch {
  private readonly cache = new Map<string, TermResult>();
  private generation = -1;

  constructor(
    readonly group: GroupIndex,
    private readonly options: ScoringOptions,
  ) {}

  /**
   * The records matching any of the term queries, best first (ties in the
   * order first met, as MiniSearch's result order), with the words each holds.
   */
  search(queries: readonly TermQuery[]): DocumentMatches {
    if (this.generation !== this.group.generation) {
      this.cache.clear();
      this.generation = this.group.generation;
    }
    const results = queries.map((query) => this.termResult(query));
    const slots = new Map<number, number>();
    const keys: number[] = [];
    const totals: number[] = [];
    const words: number[] = [];
    const codes: number[] = [];
    const quality: number[] = [];
    const lastTerm: number[] = [];
    const termIds = new Map<string, number>();
    const pageTitleWords = new Map<number, number>();
    results.forEach((result, index) => {
      const query = queries[index]!;
      const bit = 1 << query.word;
      let termId = termIds.get(query.term);
      if (termId === undefined) {
        termId = termIds.size;
        termIds.set(query.term, termId);
      }
      for (let position = 0; position < result.keys.length; position += 1) {
        const key = result.keys[position]!;
        let slot = slots.get(key);
        if (slot === undefined) {
          slot = keys.length;
          slots.set(key, slot);
          keys.push(key);
          totals.push(result.scores[position]!);
          words.push(bit);
          codes.push(result.codes[position]!);
          quality.push(1);
          lastTerm.push(termId);
        } else {
          totals[slot] = totals[slot]! + result.scores[position]!;
          words[slot]! |= bit;
          // A term searched twice (exact, then as a title prefix) counts once.
          if (lastTerm[slot] !== termId) {
            lastTerm[slot] = termId;
            quality[slot]! += 1;
          }
        }
      }
      for (const key of result.titleKeys) {
        const page = this.group.pageOfKey(key);
        pageTitleWords.set(page, (pageTitleWords.get(page) ?? 0) | bit);
      }
    });
    const count = keys.length;
    // MiniSearch multiplies a score by the number of distinct query terms the record matched.
    const finalScores = new Float64Array(count);
    for (let slot = 0; slot < count; slot += 1) finalScores[slot] = totals[slot]! * quality[slot]!;
    const ranks = rankByScore(finalScores);
    const matches: DocumentMatches = {
      keys: new Int32Array(count),
      scores: new Float64Array(count),
      words: new Int32Array(count),
      codes: new Int32Array(count),
      pageTitleWords,
    };
    for (let rank = 0; rank < count; rank += 1) {
      const slot = ranks[rank]!;
      matches.keys[rank] = keys[slot]!;
      matches.scores[rank] = finalScores[slot]!;
      matches.words[rank] = words[slot]!;
      matches.codes[rank] = codes[slot]!;
    }
    return matches;
  }

  private termResult(query: TermQuery): TermResult {
    const key = `${query.term}\u0000${query.prefix ? 1 : 0}\u0000${query.fuzzy}\u0000${query.fields?.join(',') ?? '*'}\u0000${query.boost}`;
    let result = this.cache.get(key);
    if (result) {
      this.cache.delete(key);
    } else {
      result = this.scoreTerm(query);
      if (this.cache.size >= TERM_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    this.cache.set(key, result);
    return result;
  }

  /**
   * MiniSearch's `executeQuerySpec`: the term itself, then (for a prefix)
   * every longer term it begins, in descending order as MiniSearch's radix
   * tree yields them, then (for a fuzzy query) every other term within
   * reach, ascending. A prefix searched in titles only reads the title
   * chunks, which hold the title postings of every term.
   */
  private scoreTerm(query: TermQuery): TermResult {
    const sheet = new ScoreSheet();
    const {term} = query;
    const titlesOnly = query.fields !== null && query.fields.length === 1 && query.fields[0] === 'title';
    const postingsOf = (candidate: string): TermPostings | null =>
      titlesOnly && query.prefix ? this.group.titleTermPostings(candidate) : this.group.termPostings(candidate);
    const exact = postingsOf(term);
    if (exact) this.addTerm(sheet, exact, 1, query);
    const completions = new Set<string>();
    if (query.prefix) {
      const {prefix: prefixWeight} = this.options.weights;
      const found = titlesOnly ? this.group.titleTermsWithPrefix(term) : this.group.termsWithPrefix(term);
      for (let index = found.length - 1; index >= 0; index -= 1) {
        const candidate = found[index]!;
        completions.add(candidate);
        const distance = candidate.length - term.length;
        if (distance === 0) continue;
        const postings = postingsOf(candidate);
        if (postings) this.addTerm(sheet, postings, (prefixWeight * candidate.length) / (candidate.length + 0.3 * distance), query);
      }
    }
    if (query.fuzzy > 0) {
      const {fuzzy: fuzzyWeight} = this.options.weights;
      const dictionary = this.group.allTerms();
      for (const [position, distance] of fuzzyTerms(dictionary, term, query.fuzzy)) {
        const candidate = dictionary[position]!;
        if (distance === 0 || completions.has(candidate)) continue;
        const postings = this.group.termPostings(candidate);
        if (postings) this.addTerm(sheet, postings, (fuzzyWeight * candidate.length) / (candidate.length + distance), query);
      }
    }
    return sheet.take();
  }

  /** One term's postings, field by field, into the sheet. */
  private addTerm(sheet: ScoreSheet, postings: TermPostings, termWeight: number, query: TermQuery): void {
    for (const field of query.fields ?? this.options.fields) {
      const fieldIndex = FIELDS.indexOf(field as (typeof FIELDS)[number]);
      const fieldPostings = postings[fieldIndex];
      if (!fieldPostings) continue;
      const factor = termWeight * query.boost * (this.options.boost[field] || 1);
      const {keys, codes, scores} = fieldPostings;
      for (let index = 0; index < keys.length; index += 1) {
        sheet.add(keys[index]!, factor * scores[index]!, codes[index]!);
        if (fieldIndex === TITLE_FIELD && codes[index]! % 8 === PAGE_TITLE_LEVEL) sheet.addPageTitle(keys[index]!);
      }
    }
  }
}
