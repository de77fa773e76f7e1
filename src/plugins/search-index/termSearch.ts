import type {CompactIndex} from './indexCodec';
import {rankByScore} from './scoreOrder';

/**
 * Full-text search over a shard's compact index, scored exactly as MiniSearch
 * 7 scores the same query, without loading the index into MiniSearch.
 *
 * Why not MiniSearch itself: loading a shard into it builds a radix tree of
 * every term (most of the time a shard takes to load), and its search builds
 * an object per matching document (most of the time a keystroke takes). Here
 * a shard is searched where it lies (the sorted term list and the encoded
 * postings of the shard file), scores add up in typed arrays, and the result
 * of each term query is kept for the next keystrokes, which repeat every word
 * but the last.
 *
 * Ranking must not move by a hair, so every score is the same floating-point
 * number MiniSearch computes: the same formulas, evaluated in the same order,
 * over the terms in the order MiniSearch visits them (see `termResults`). A
 * unit test holds it to MiniSearch on every query form the engine sends.
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

/** The documents a query matches, best first, with the query words each holds (bit i: word i). */
export type DocumentMatches = {ids: Int32Array; scores: Float64Array; words: Int32Array};

/** MiniSearch's default BM25+ parameters, which the site never changes. */
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;

/**
 * MiniSearch's `calcBM25Score`, term for term, in two steps: the inverse
 * document frequency is the same for every posting of a term's field.
 */
function inverseDocumentFrequency(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}

function bm25(invDocFreq: number, termFreq: number, fieldLength: number, avgFieldLength: number): number {
  return invDocFreq * (BM25_D + (termFreq * (BM25_K + 1)) / (termFreq + BM25_K * (1 - BM25_B + (BM25_B * fieldLength) / avgFieldLength)));
}

/** A term's postings in one field: its documents, ascending, and the BM25 score of each. */
type FieldPostings = {docs: Int32Array; scores: Float64Array};

/** The documents one term query matches, in the order MiniSearch first met them, and their scores. */
type TermResult = {docs: Int32Array; scores: Float64Array};

/** Term query results kept per shard: a query's words repeat on every keystroke. */
const TERM_CACHE_SIZE = 64;

/** Index of the first term not below `term` (code-unit order, as the shard lists them). */
function lowerBound(terms: readonly string[], term: string, from = 0): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (terms[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

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

/**
 * Adds up the scores of one term query: per document, in the order its
 * documents are first met, as MiniSearch's result map does. One sheet per
 * index, used again for every term query: a keystroke runs several.
 */
class ScoreSheet {
  private readonly scores: Float64Array;
  /** Whether a document was met (1) or not (0) since the last `take`. */
  private readonly met: Uint8Array;
  private order: number[] = [];

  constructor(documentCount: number) {
    this.scores = new Float64Array(documentCount);
    this.met = new Uint8Array(documentCount);
  }

  add(doc: number, score: number): void {
    if (this.met[doc] === 0) {
      this.met[doc] = 1;
      this.order.push(doc);
      this.scores[doc] = score;
    } else {
      this.scores[doc] = this.scores[doc]! + score;
    }
  }

  /** The documents met and their scores, leaving the sheet blank for the next term query. */
  take(): TermResult {
    const docs = Int32Array.from(this.order);
    const scores = new Float64Array(docs.length);
    for (let index = 0; index < docs.length; index += 1) {
      const doc = docs[index]!;
      scores[index] = this.scores[doc]!;
      this.met[doc] = 0;
    }
    this.order = [];
    return {docs, scores};
  }
}

/** Per-document tallies of a whole query, kept blank between queries (see `CompactTermIndex.search`). */
type QuerySheet = {total: Float64Array; words: Int32Array; met: Uint8Array; quality: Int32Array; lastTerm: Int32Array};

/** One shard's index, searched in place. */
export class CompactTermIndex {
  readonly documentCount: number;
  private readonly terms: readonly string[];
  private readonly fieldCount: number;
  /**
   * Decoded postings by term position, then field id, filled the first time
   * a query reads that field of the term (null: the term is not in the
   * field). Short prefixes complete in titles only, over thousands of terms.
   */
  private readonly decoded: ((FieldPostings | null | undefined)[] | undefined)[] = [];
  private readonly cache = new Map<string, TermResult>();
  private readonly sheet: ScoreSheet;
  private readonly querySheet: QuerySheet;

  constructor(
    private readonly compact: CompactIndex,
    private readonly options: ScoringOptions,
  ) {
    this.documentCount = compact.documentCount;
    this.terms = compact.terms;
    this.fieldCount = Object.keys(compact.fieldIds).length;
    this.sheet = new ScoreSheet(this.documentCount);
    const count = this.documentCount;
    this.querySheet = {
      total: new Float64Array(count),
      words: new Int32Array(count),
      met: new Uint8Array(count),
      quality: new Int32Array(count),
      lastTerm: new Int32Array(count).fill(-1),
    };
  }

  /** Whether the index holds this very term. */
  has(term: string): boolean {
    return this.terms[lowerBound(this.terms, term)] === term;
  }

  /** Whether some term of the index starts with `prefix`. */
  beginsTerm(prefix: string): boolean {
    return this.terms[lowerBound(this.terms, prefix)]?.startsWith(prefix) ?? false;
  }

  /**
   * The documents matching any of the term queries, best first: the ids,
   * scores and order of `MiniSearch#search` with the same subqueries joined
   * by OR, and the words (`TermQuery.word`) each document holds.
   */
  search(queries: readonly TermQuery[]): DocumentMatches {
    const results = queries.map((query) => this.termResult(query));
    const {total, words, met, quality, lastTerm} = this.querySheet;
    // OR, as MiniSearch's combinator: a document's score is the sum of its
    // term queries' scores, added in query order; it keeps the place it was first met in.
    const order: number[] = [];
    results.forEach(({docs, scores}, index) => {
      const bit = 1 << queries[index]!.word;
      for (let position = 0; position < docs.length; position += 1) {
        const doc = docs[position]!;
        if (met[doc] === 0) {
          met[doc] = 1;
          order.push(doc);
          total[doc] = scores[position]!;
        } else {
          total[doc] = total[doc]! + scores[position]!;
        }
        words[doc]! |= bit;
      }
    });
    // MiniSearch multiplies a score by the number of distinct query terms the document matched.
    const termIds = new Map<string, number>();
    results.forEach(({docs}, index) => {
      const term = queries[index]!.term;
      let id = termIds.get(term);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(term, id);
      }
      for (const doc of docs) {
        if (lastTerm[doc] !== id) {
          // A term searched twice (exact, then as a title prefix) counts once,
          // and only its two queries can repeat a term: they come one after the other.
          lastTerm[doc] = id;
          quality[doc]! += 1;
        }
      }
    });
    const count = order.length;
    const finalScores = new Float64Array(count);
    for (let position = 0; position < count; position += 1) {
      const doc = order[position]!;
      finalScores[position] = total[doc]! * (quality[doc]! || 1);
    }
    const ranks = rankByScore(finalScores);
    const matches: DocumentMatches = {ids: new Int32Array(count), scores: new Float64Array(count), words: new Int32Array(count)};
    for (let rank = 0; rank < count; rank += 1) {
      const position = ranks[rank]!;
      const doc = order[position]!;
      matches.ids[rank] = doc;
      matches.scores[rank] = finalScores[position]!;
      matches.words[rank] = words[doc]!;
    }
    // Blank again for the next query.
    for (const doc of order) {
      met[doc] = 0;
      words[doc] = 0;
      quality[doc] = 0;
      lastTerm[doc] = -1;
    }
    return matches;
  }

  /** A term query's result, from the cache when a recent keystroke asked the same. */
  private termResult(query: TermQuery): TermResult {
    const key = `${query.term}\u0000${query.prefix ? 1 : 0}\u0000${query.fuzzy}\u0000${query.fields?.join(',') ?? '*'}\u0000${query.boost}`;
    let result = this.cache.get(key);
    if (result) {
      // Most recently used last: the first entry is the one to evict.
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
   * every longer term it begins, then (for a fuzzy query) every other term
   * within reach. MiniSearch visits prefix completions in its radix tree,
   * which, the terms being inserted in sorted order, yields them in
   * descending order; near spellings in ascending order.
   */
  private scoreTerm(query: TermQuery): TermResult {
    const {sheet} = this;
    const {term} = query;
    const start = lowerBound(this.terms, term);
    if (this.terms[start] === term) this.addTerm(sheet, start, 1, query);
    let prefixEndAt = start;
    if (query.prefix) {
      prefixEndAt = this.terms[start]?.startsWith(term) ? prefixEnd(this.terms, term, start) : start;
      const {prefix: prefixWeight} = this.options.weights;
      for (let position = prefixEndAt - 1; position >= start; position -= 1) {
        const length = this.terms[position]!.length;
        const distance = length - term.length;
        if (distance === 0) continue;
        this.addTerm(sheet, position, (prefixWeight * length) / (length + 0.3 * distance), query);
      }
    }
    if (query.fuzzy > 0) {
      const {fuzzy: fuzzyWeight} = this.options.weights;
      for (const [position, distance] of fuzzyTerms(this.terms, term, query.fuzzy)) {
        // The exact term is scored above, and completions as prefixes.
        if (distance === 0 || (position >= start && position < prefixEndAt)) continue;
        const length = this.terms[position]!.length;
        this.addTerm(sheet, position, (fuzzyWeight * length) / (length + distance), query);
      }
    }
    return sheet.take();
  }

  /** MiniSearch's `termResults`: one term's postings, field by field, into the sheet. */
  private addTerm(sheet: ScoreSheet, position: number, termWeight: number, query: TermQuery): void {
    for (const field of query.fields ?? this.options.fields) {
      const fieldPostings = this.postingsOf(position, this.compact.fieldIds[field]!);
      if (!fieldPostings) continue;
      // Multiplied in MiniSearch's order (its document boost is always 1 here).
      const factor = termWeight * query.boost * (this.options.boost[field] || 1) * 1;
      const {docs, scores} = fieldPostings;
      for (let index = 0; index < docs.length; index += 1) sheet.add(docs[index]!, factor * scores[index]!);
    }
  }

  /** A term's postings in one field, decoded with each posting's BM25 score; null when the field lacks the term. */
  private postingsOf(position: number, fieldId: number): FieldPostings | null {
    const fields = (this.decoded[position] ??= []);
    let postings = fields[fieldId];
    if (postings === undefined) {
      postings = decodeFieldPostings(this.compact, position, fieldId, this.fieldCount);
      fields[fieldId] = postings;
    }
    return postings;
  }
}

/** Decodes one term's postings in one field (see `CompactIndex`) and scores each posting. */
function decodeFieldPostings(compact: CompactIndex, position: number, fieldId: number, fieldCount: number): FieldPostings | null {
  const encoded = compact.postings[position]!;
  let index = encoded.indexOf(-(fieldId + 1));
  if (index < 0) return null;
  index += 1;
  const docs: number[] = [];
  const frequencies: number[] = [];
  let previous = -1;
  while (index < encoded.length && encoded[index]! >= 0) {
    const value = encoded[index]!;
    if (value === 0) {
      frequencies[frequencies.length - 1] = encoded[index + 1]!;
      index += 2;
    } else {
      previous += value;
      docs.push(previous);
      frequencies.push(1);
      index += 1;
    }
  }
  const scores = new Float64Array(docs.length);
  const averageLength = compact.averageFieldLength[fieldId]!;
  const invDocFreq = inverseDocumentFrequency(docs.length, compact.documentCount);
  docs.forEach((doc, at) => {
    scores[at] = bm25(invDocFreq, frequencies[at]!, compact.fieldLength[doc * fieldCount + fieldId]!, averageLength);
  });
  return {docs: Int32Array.from(docs), scores};
}
