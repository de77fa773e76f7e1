import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {recordContext, recordTitle} from './records';
import type {SearchRecord} from './types';

/**
 * The full-text index over records, one MiniSearch per shard. The build
 * serializes it and the browser loads it back, so both sides must use exactly
 * these options: they live here, in one place.
 */

/** Indexed fields: a record's own heading, its running text, and the headings above it. */
export type IndexedRecord = {id: number; title: string; text: string; context: string};

/** Words too common to tell records apart; dropped from the index and from queries. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'with',
]);

const WORD = /[\p{L}\p{N}_]+/gu;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** `onBrokenLinks` -> `on`, `Broken`, `Links`; other words give themselves. */
export function camelParts(word: string): string[] {
  return word.split(CAMEL_BOUNDARY);
}

/** Lower case, without accents, so `Café` and `cafe` meet. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A term as stored in the index, or null when it is a stop word. */
export function processTerm(term: string): string | null {
  const folded = foldTerm(term);
  return STOP_WORDS.has(folded) ? null : folded;
}

/**
 * Index-time tokens: every word, plus the parts of camel-cased identifiers so
 * that "broken links" finds `onBrokenLinks`.
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    tokens.push(word);
    const parts = camelParts(word);
    if (parts.length > 1) tokens.push(...parts);
  }
  return tokens;
}

/** Query-time tokens: the words as typed (a camel-cased query matches the whole identifier). */
export function queryTokens(text: string): string[] {
  return words(text);
}

/** Typos allowed in a query word, as the hosted service counts them by word length. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

export const FIELD_BOOST = {title: 4, text: 1.5, context: 1};

export const indexOptions: Options<IndexedRecord> = {
  idField: 'id',
  fields: ['title', 'text', 'context'],
  storeFields: [],
  tokenize: indexTokens,
  processTerm,
  searchOptions: {tokenize: queryTokens, processTerm},
};

/**
 * Below this length, the last word completes only to page and section titles:
 * completing one or two letters across all text matches most of the index,
 * which is slow on big indexes and says little about what the reader wants.
 */
const SHORT_PREFIX = 3;

/** Scoring options shared by every query. */
export function searchOptions(): SearchOptions {
  return {
    boost: FIELD_BOOST,
    maxFuzzy: 2,
    weights: {fuzzy: 0.4, prefix: 0.6},
  };
}

/**
 * How a typed query is matched: every word required, typos tolerated by word
 * length, and the last word (still being typed) completed as a prefix.
 * Returns null when nothing searchable is left (only stop words).
 */
export function buildQuery(text: string): Query | null {
  const terms = queryTokens(text)
    .map(processTerm)
    .filter((term): term is string => Boolean(term));
  if (terms.length === 0) return null;
  return {
    combineWith: 'AND',
    queries: terms.map((term, index): Query => {
      const fuzzy = typoTolerance(term) || false;
      if (index < terms.length - 1) return {queries: [term], prefix: false, fuzzy};
      if (term.length >= SHORT_PREFIX) return {queries: [term], prefix: true, fuzzy};
      return {
        combineWith: 'OR',
        queries: [
          {queries: [term], prefix: false, fuzzy: false},
          {queries: [term], prefix: true, fuzzy: false, fields: ['title']},
        ],
      };
    }),
  };
}

export function toIndexedRecord(record: SearchRecord, id: number): IndexedRecord {
  return {
    id,
    title: recordTitle(record) ?? '',
    text: record.content ?? '',
    context: recordContext(record),
  };
}

export function buildTextIndex(records: SearchRecord[]): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(indexOptions);
  index.addAll(records.map(toIndexedRecord));
  return index;
}
