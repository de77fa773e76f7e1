import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import {stem} from 'porter2';
import {recordContext, recordTitle} from './records';
import type {ScoringOptions, TermQuery} from './termSearch';
import type {SearchRecord} from './types';

/**
 * The full-text index over records, one MiniSearch per shard, and how text
 * becomes terms on both sides: the build serializes the index and the browser
 * loads it back, so both must use exactly these functions. They live here.
 */

/** Indexed fields: a record's own heading, its running text or code, and the headings above it. */
export type IndexedRecord = {id: number; title: string; text: string; code: string; context: string};

/** Words too common to tell records apart, and the question words readers type around a topic. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'that',
  'the',
  'this',
  'to',
  'what',
  'with',
]);

/** Release numbers stay one term: `3.5.0`, `2.0.0-beta.22`. */
const VERSION = /\d+(?:\.\d+)+(?:-[a-z]+(?:\.\d+)?)?/giu;
const WORD = /[\p{L}\p{N}_]+/gu;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const ALPHABETIC = /^\p{L}+$/u;

/**
 * British spellings the docs use, folded to the American ones readers often
 * type (and the reverse: both sides fold), so `color` finds "Colours".
 */
const SPELLINGS: Record<string, string> = {
  analyse: 'analyze',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  centre: 'center',
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  customisation: 'customization',
  customise: 'customize',
  customised: 'customized',
  customising: 'customizing',
  favourite: 'favorite',
  favourites: 'favorites',
  initialise: 'initialize',
  internationalisation: 'internationalization',
  licence: 'license',
  localisation: 'localization',
  localise: 'localize',
  localised: 'localized',
  normalise: 'normalize',
  normalised: 'normalized',
  optimisation: 'optimization',
  optimise: 'optimize',
  optimised: 'optimized',
  organise: 'organize',
  prioritise: 'prioritize',
  recognise: 'recognize',
  recognised: 'recognized',
  serialise: 'serialize',
  serialised: 'serialized',
  summarise: 'summarize',
  synchronise: 'synchronize',
};

/**
 * Words readers use for what the docs call otherwise. Each is also searched
 * for its synonyms, weighed below the word itself. Kept short on purpose:
 * only pairs a reader of these docs would take as the same thing.
 */
const SYNONYMS: Record<string, string[]> = {
  i18n: ['internationalization'],
  internationalization: ['i18n'],
  translate: ['i18n'],
  translation: ['i18n'],
};

/** A word of a text, where it starts, and whether it is a piece of a release number. */
type Token = {text: string; index: number; inVersion: boolean};

function tokens(text: string): Token[] {
  const found: Token[] = [];
  const versions: [number, number][] = [];
  for (const match of text.matchAll(VERSION)) {
    found.push({text: match[0], index: match.index, inVersion: false});
    versions.push([match.index, match.index + match[0].length]);
  }
  for (const match of text.matchAll(WORD)) {
    const inVersion = versions.some(([start, end]) => match.index >= start && match.index < end);
    found.push({text: match[0], index: match.index, inVersion});
  }
  // In reading order; a release number before its own pieces.
  return found.sort((a, b) => a.index - b.index || Number(a.inVersion) - Number(b.inVersion));
}

/** The words of a text, as written; release numbers count as one word. */
export function words(text: string): string[] {
  return tokens(text)
    .filter((token) => !token.inVersion)
    .map((token) => token.text);
}

/** `onBrokenLinks` -> `on`, `Broken`, `Links`; other words give themselves. */
export function camelParts(word: string): string[] {
  return word.split(CAMEL_BOUNDARY);
}

/** The parts of an identifier: camel-case humps and snake_case pieces. */
export function identifierParts(word: string): string[] {
  return word
    .split('_')
    .filter(Boolean)
    .flatMap((piece) => camelParts(piece));
}

const ASCII = /^[\p{ASCII}]*$/u;

/** Lower case, without accents, British spellings as American, so `Colour` and `color` meet. */
export function foldTerm(term: string): string {
  const lower = term.toLowerCase();
  const folded = ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return SPELLINGS[folded] ?? folded;
}

/**
 * Stems of the words seen so far: ranking stems the words of every candidate
 * record on each keystroke, and pages repeat the same words.
 */
const stems = new Map<string, string | null>();
const STEM_CACHE_SIZE = 50_000;

/** The stem of a folded term (`deployment` -> `deploy`), or null when the term is its own stem. */
export function stemOf(term: string): string | null {
  let cached = stems.get(term);
  if (cached === undefined) {
    const stemmed = term.length < 4 || !ALPHABETIC.test(term) ? term : stem(term);
    cached = stemmed === term ? null : stemmed;
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    stems.set(term, cached);
  }
  return cached;
}

export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/** A word as stored in the index: itself, folded, plus its stem; nothing for stop words. */
export function processTerm(term: string): string[] | null {
  const folded = foldTerm(term);
  if (STOP_WORDS.has(folded)) return null;
  const stemmed = stemOf(folded);
  return stemmed ? [folded, stemmed] : [folded];
}

/**
 * Index-time tokens: every word, the parts of identifiers so that "broken
 * links" finds `onBrokenLinks` and "sidebar position" `sidebar_position`, and
 * the pieces of release numbers.
 */
export function indexTokens(text: string): string[] {
  const result: string[] = [];
  for (const {text: word} of tokens(text)) {
    result.push(word);
    const parts = identifierParts(word);
    if (parts.length > 1) result.push(...parts);
  }
  return result;
}

/** Query-time tokens: the words as typed (an identifier matches the whole identifier). */
export function queryTokens(text: string): string[] {
  return words(text);
}

/** Typos allowed in a query word, as the hosted service counts them by word length. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Swapped neighbour letters (`blgo`, `algolai`): one typo to a reader, two edits to Levenshtein. */
export function transpositions(term: string): string[] {
  if (term.length < 4 || !ALPHABETIC.test(term)) return [];
  const variants = new Set<string>();
  for (let index = 0; index < term.length - 1; index += 1) {
    if (term[index] === term[index + 1]) continue;
    variants.add(term.slice(0, index) + term[index + 1] + term[index] + term.slice(index + 2));
  }
  return [...variants];
}

/** One word of a query, with every form it is searched under. */
export type QueryWord = {
  /** As typed, reported back in `matchedWords`. */
  typed: string;
  /** Folded, as indexed. */
  term: string;
  /** Its stem when that differs: `deployment` also finds "deploying". */
  stem: string | null;
  /** Whether it is the last word, completed as a prefix while being typed. */
  isLast: boolean;
  /** Whether it was typed as an identifier (`onBrokenLinks`, `sidebar_position`, `3.5.0`). */
  isIdentifier: boolean;
  /** Whether it frames the task rather than names the subject (see WEAK_WORDS). */
  isWeak: boolean;
};

const IDENTIFIER = /\p{Ll}\p{Lu}|_|\d\.\d/u;

/**
 * Words that frame a task ("add", "set up", "create") rather than name its
 * subject. They are searched, and count for phrases, but weigh little in
 * how much of a query a page covers: a page about i18n answers "set up i18n"
 * even if it never says "set up".
 */
const WEAK_WORDS = new Set([
  'add',
  'adding',
  'change',
  'create',
  'creating',
  'enable',
  'get',
  'getting',
  'make',
  'new',
  'set',
  'setting',
  'show',
  'up',
  'use',
  'using',
  'want',
  'way',
  'write',
]);

/** Words of a query past this many are left out: ranking keeps a query's words in a 31-bit mask. */
export const MAX_QUERY_WORDS = 30;

/**
 * The words of a query that search can use, in order: stop words and
 * single letters left out (but a single letter typed last, which the reader
 * is still completing), at most MAX_QUERY_WORDS of them.
 */
export function analyzeQuery(text: string): QueryWord[] {
  const typed = queryTokens(text);
  const result: QueryWord[] = [];
  typed.forEach((word, index) => {
    const term = foldTerm(word);
    const isLast = index === typed.length - 1;
    if (STOP_WORDS.has(term) || (term.length === 1 && !isLast) || result.length >= MAX_QUERY_WORDS) return;
    result.push({
      typed: word,
      term,
      stem: stemOf(term),
      isLast,
      isIdentifier: IDENTIFIER.test(word),
      isWeak: WEAK_WORDS.has(term),
    });
  });
  return result;
}

export const FIELD_BOOST = {title: 4, text: 1.5, code: 0.6, context: 1};

export const indexOptions: Options<IndexedRecord> = {
  idField: 'id',
  fields: ['title', 'text', 'code', 'context'],
  storeFields: [],
  tokenize: indexTokens,
  processTerm,
  // Queries arrive as terms already processed by `buildQuery`.
  searchOptions: {tokenize: (term) => [term], processTerm: (term) => term},
};

/**
 * Below this length, the last word completes only to page and section titles:
 * completing one or two letters across all text matches most of the index,
 * which is slow on big indexes and says little about what the reader wants.
 */
const SHORT_PREFIX = 4;

/** How matches weigh, for the engine's own search of a shard (see termSearch.ts). */
export const scoringOptions: ScoringOptions = {
  fields: indexOptions.fields,
  boost: FIELD_BOOST,
  weights: {fuzzy: 0.4, prefix: 0.6},
};

/** The same scoring as MiniSearch search options, for a MiniSearch index. */
export function searchOptions(): SearchOptions {
  return {
    boost: FIELD_BOOST,
    maxFuzzy: 2,
    weights: {...scoringOptions.weights},
  };
}

/** A search term and the query word it stands for. */
export type TermOrigin = Map<string, number>;

/** Weight of a word's stem and swapped-letter forms against the word itself. */
const STEM_WEIGHT = 0.7;
const SYNONYM_WEIGHT = 0.6;
const TRANSPOSED_WEIGHT = 0.5;

/**
 * How a query is matched: each word under every form it takes (itself, its
 * stem, its synonyms, and, for a word the index does not know, its near spellings: typos
 * tolerated by length and two neighbour letters swapped), the last word also
 * completed as a prefix. Words are combined with OR: the engine decides from
 * what each record and page covers (see ranking.ts). Returns null when
 * nothing searchable is left, with `origins` mapping each term to its word
 * and `typoWords` the words searched under near spellings too.
 */
export function buildQuery(
  queryWords: readonly QueryWord[],
  isKnownTerm: (term: string) => boolean = () => true,
  beginsKnownTerm: (prefix: string) => boolean = () => false,
): {query: Query; terms: TermQuery[]; origins: TermOrigin; typoWords: Set<number>} | null {
  if (queryWords.length === 0) return null;
  const origins: TermOrigin = new Map();
  const typoWords = new Set<number>();
  // The same searches twice: as a MiniSearch query tree, and as the term list the engine runs itself.
  const queries: Query[] = [];
  const terms: TermQuery[] = [];
  queryWords.forEach((word, index) => {
    const claim = (term: string): boolean => {
      if (origins.has(term)) return false;
      origins.set(term, index);
      return true;
    };
    const add = (term: string, prefix: boolean, fuzzy: number | false, boost: number, fields?: string[]): void => {
      queries.push({queries: [term], prefix, fuzzy, ...(fields ? {fields} : {}), boostTerm: () => boost});
      terms.push({term, word: index, prefix, fuzzy: fuzzy || 0, fields: fields ?? null, boost});
    };
    const {term} = word;
    // Typos are looked for only when the word as typed is not in the index:
    // a known word's neighbours ("page" -> "wage") are noise, and slow. The
    // word being typed is not a typo while it still begins a known word.
    const known = isKnownTerm(term) || (word.isLast && beginsKnownTerm(term));
    const fuzzy = known ? false : typoTolerance(term) || false;
    if (fuzzy) typoWords.add(index);
    if (claim(term)) {
      if (!word.isLast || term.length >= SHORT_PREFIX) {
        add(term, word.isLast, fuzzy, 1);
      } else {
        // Its two searches must stay side by side: a term searched twice counts once (see termSearch.ts).
        add(term, false, false, 1);
        add(term, true, false, 1, ['title']);
      }
    }
    if (word.stem && claim(word.stem)) {
      add(word.stem, false, false, STEM_WEIGHT);
    }
    for (const synonym of SYNONYMS[term] ?? []) {
      if (claim(synonym)) {
        add(synonym, false, false, SYNONYM_WEIGHT);
      }
    }
    if (!isKnownTerm(term)) {
      for (const variant of transpositions(term)) {
        if (isKnownTerm(variant) && claim(variant)) {
          add(variant, false, false, TRANSPOSED_WEIGHT);
          typoWords.add(index);
        }
      }
    }
  });
  return {query: {combineWith: 'OR', queries}, terms, origins, typoWords};
}

export function toIndexedRecord(record: SearchRecord, id: number): IndexedRecord {
  const body = record.content ?? '';
  return {
    id,
    title: recordTitle(record) ?? '',
    text: record.code ? '' : body,
    code: record.code ? body : '',
    context: recordContext(record),
  };
}

export function buildTextIndex(records: SearchRecord[]): MiniSearch<IndexedRecord> {
  const index = new MiniSearch<IndexedRecord>(indexOptions);
  index.addAll(records.map(toIndexedRecord));
  return index;
}
