import {foldTerm, indexTokens, isStopWord, stemOf, words as textWords, type QueryWord} from './textIndex';
import type {SearchRecord} from './types';

/**
 * The ranking rules that order matching records, each a pure function of a
 * record and the query, multiplied into the text score the index gives. One
 * function per rule, so that a test can show each one deciding an order.
 */

/**
 * Level: page titles first, then section headings by depth, then running
 * text, on equal text relevance. Indexed by level (1 to 6 for headings, 7 for text).
 */
export const LEVEL_BOOST: readonly number[] = [0, 1.6, 1.3, 1.15, 1.1, 1.05, 1.05, 1];

/** The kinds of page search tells apart. */
export type PageKind = 'docs' | 'migration' | 'community' | 'page' | 'blog' | 'changelog' | 'feature-request';

export function pageKind(record: Pick<SearchRecord, 'url_without_anchor' | 'docusaurus_tag'>): PageKind {
  const tag = record.docusaurus_tag;
  if (tag.startsWith('docs-community-')) return 'community';
  const path = new URL(record.url_without_anchor, 'https://site.invalid').pathname;
  if (tag.startsWith('docs-')) return /\/migration\//.test(path) ? 'migration' : 'docs';
  if (/\/changelog\//.test(path)) return 'changelog';
  if (/\/blog\//.test(path)) return 'blog';
  if (/\/feature-requests\//.test(path)) return 'feature-request';
  return 'page';
}

/**
 * Type prior: for the same match, the page that teaches the thing (docs and
 * API reference) comes before the migration guides, posts, release notes and
 * requests that mention it in passing (a guide to upgrading touches every
 * feature that changed, and teaches none of them).
 */
const KIND_PRIOR: Record<PageKind, number> = {
  docs: 1,
  migration: 0.7,
  community: 0.9,
  page: 0.8,
  blog: 0.55,
  changelog: 0.5,
  'feature-request': 0.45,
};

/** Stems of words that ask for a kind of page by name ("blog post", "changelog", "feature request"). */
const KIND_NAMES: Record<string, PageKind[]> = {
  blog: ['blog'],
  post: ['blog'],
  announc: ['blog'],
  recap: ['blog'],
  releas: ['blog', 'changelog'],
  changelog: ['changelog'],
  feature: ['feature-request'],
  request: ['feature-request'],
  communiti: ['community'],
  showcas: ['page'],
  migrat: ['migration'],
  upgrad: ['migration'],
  v1: ['migration'],
  v2: ['migration'],
  v3: ['migration'],
};

/** The kinds of page a query names, by its words (or a release number, which release notes carry). */
export function kindsNamedBy(words: readonly QueryWord[]): Set<PageKind> {
  const named = new Set<PageKind>();
  for (const word of words) {
    for (const kind of KIND_NAMES[word.stem ?? word.term] ?? KIND_NAMES[word.term] ?? []) named.add(kind);
    if (/^\d+(\.\d+)+/.test(word.term)) {
      named.add('changelog');
      named.add('blog');
    }
  }
  return named;
}

/** A release's notes weigh less the older the release: 3.x first, then 2.x, betas, alphas. */
export function releaseRecency(record: Pick<SearchRecord, 'url_without_anchor'>): number {
  const match = /\/changelog\/(\d+)\.\d+\.\d+(-(alpha|beta|rc))?/.exec(record.url_without_anchor);
  if (!match) return 1;
  if (match[3] === 'alpha') return 0.7;
  if (match[3] === 'beta') return 0.8;
  if (match[3] === 'rc') return 0.85;
  return Number(match[1]) >= 3 ? 1 : 0.9;
}

/**
 * A page whose title names what the query asks about is about it: its
 * sections come before equal sections of pages that mention the same words
 * in passing ("typescript config": the TypeScript page's section on a typed
 * config, before a release post's section on the new base config). Raised in
 * proportion to the share of the query (words weighed by rarity) the title holds.
 */
export const PAGE_TITLE_BONUS = 0.3;

export function pageTitleFactor(titleShare: number): number {
  return 1 + PAGE_TITLE_BONUS * titleShare;
}

/** A kind of page the query asks for by name comes before the others. */
export const NAMED_KIND_PRIOR = 1.25;

export function kindPrior(kind: PageKind, named: ReadonlySet<PageKind>): number {
  return named.has(kind) ? NAMED_KIND_PRIOR : KIND_PRIOR[kind];
}

/** A hub (category index, reading list) yields to the pages it links to, unless the query names it. */
export const HUB_FACTOR = 0.5;

export function hubFactor(isHub: boolean, queryInPageTitle: boolean): number {
  return isHub && !queryInPageTitle ? HUB_FACTOR : 1;
}

/** A word of a text as search compares it: folded, and its stem. */
export type TermForm = {term: string; stem: string | null};

function formOf(token: string): TermForm {
  const term = foldTerm(token);
  return {term, stem: stemOf(term)};
}

/** The words of a text as the index holds them (identifier parts included), for "does it hold the query". */
export function indexedForms(text: string): TermForm[] {
  return indexTokens(text).map(formOf);
}

/** The running words of a text, stop words left out, in order, for phrase and proximity. */
export function runningForms(text: string): TermForm[] {
  return textWords(text)
    .map(formOf)
    .filter((form) => !isStopWord(form.term));
}

/** Whether a word of a text is the query word: the same, the same stem, or completing the last word. */
export function formMatches(form: TermForm, word: QueryWord): boolean {
  return (
    form.term === word.term ||
    (word.stem !== null && (form.stem ?? form.term) === word.stem) ||
    (word.isLast && form.term.startsWith(word.term))
  );
}

/** The query words (bit i: word i) that words of a text hold. */
export function wordsIn(forms: readonly TermForm[], words: readonly QueryWord[]): number {
  let held = 0;
  for (const form of forms) {
    words.forEach((word, index) => {
      if (formMatches(form, word)) held |= 1 << index;
    });
  }
  return held;
}

/**
 * Exact identifiers: a record titled by a word typed as an identifier
 * (`onBrokenLinks`, `sidebar_position`), by a one-word query, or by the whole
 * query written as one word ("on broken links" for `onBrokenLinks`), is the
 * definition: an option row, an API heading such as `useBaseUrl()`. A title
 * that is exactly the identifier weighs more than one that starts with it.
 */
export const IDENTIFIER_TITLE_FACTOR = 3;
export const IDENTIFIER_TITLE_START_FACTOR = 2;

/** A title or query without punctuation, spaces or case: `<BrowserOnly />` -> `browseronly`. */
export function squash(text: string): string {
  return foldTerm(text.replace(/[^\p{L}\p{N}_.]/gu, ''));
}

/** The forms of the query that may name an identifier exactly. */
export function queryIdentifiers(words: readonly QueryWord[], query: string): string[] {
  return words
    .filter((word) => word.isIdentifier || words.length === 1)
    .map((word) => word.term)
    .concat(words.length > 1 ? [squash(query)] : [])
    .filter((term) => term.length >= 3);
}

/** What ranking needs of a record's title, worked out once when its shard loads. */
export type TitleKeys = {whole: string; start: string};

export function titleKeys(title: string | null): TitleKeys | null {
  if (!title) return null;
  const first = /^[\p{L}\p{N}_$.@/:<-]+/u.exec(title.trim())?.[0];
  return {whole: squash(title.replace(/\(.*\)$/u, '')), start: first ? squash(first) : ''};
}

export function identifierTitleFactor(keys: TitleKeys | null, identifiers: readonly string[]): number {
  if (!keys || identifiers.length === 0) return 1;
  if (identifiers.includes(keys.whole)) return IDENTIFIER_TITLE_FACTOR;
  return keys.start && identifiers.includes(keys.start) ? IDENTIFIER_TITLE_START_FACTOR : 1;
}

/**
 * Commands and phrases that open a heading: a query starting with the words
 * a section's heading starts with ("docusaurus deploy" and the section
 * "docusaurus deploy [siteDir]") is asking for that section, more than for
 * text that mentions the same words elsewhere.
 */
export const HEADING_START_FACTOR = 1.6;

/** The query's first two words, when it has at least two. */
export function leadingWords(words: readonly QueryWord[]): readonly QueryWord[] {
  return words.length >= 2 ? words.slice(0, 2) : [];
}

export function headingStartFactor(heading: readonly TermForm[], leading: readonly QueryWord[]): number {
  if (leading.length === 0 || heading.length < leading.length) return 1;
  return leading.every((word, index) => formMatches(heading[index]!, word)) ? HEADING_START_FACTOR : 1;
}

/**
 * Centrality: pages that many other pages link to are where a topic is
 * explained (the plugin reference, not a page that mentions the option).
 */
export const CENTRALITY_WEIGHT = 0.15;

export function centralityFactor(inbound: number | undefined): number {
  return 1 + CENTRALITY_WEIGHT * Math.log(1 + (inbound ?? 0));
}

/** The same for a section: the option row other pages link to is where the option is explained. */
export const SECTION_CENTRALITY_WEIGHT = 0.25;

export function sectionCentralityFactor(inbound: number | undefined): number {
  return 1 + SECTION_CENTRALITY_WEIGHT * Math.log(1 + (inbound ?? 0));
}

/**
 * Aboutness: a page whose sections keep matching the query is about it, more
 * than a page with one matching sentence. The sum of its records' scores,
 * discounted for long pages, relative to the best page of the query.
 */
export const ABOUTNESS_EXPONENT = 0.75;
/** Long pages match more often by chance: their sum is discounted by their length to this power. */
export const PAGE_LENGTH_EXPONENT = 0.25;

export function pageAboutness(scoreSum: number, pageRecords: number): number {
  return scoreSum / Math.max(pageRecords, 1) ** PAGE_LENGTH_EXPONENT;
}

export function aboutnessFactor(aboutness: number, bestAboutness: number): number {
  return bestAboutness > 0 ? (aboutness / bestAboutness) ** ABOUTNESS_EXPONENT : 1;
}

/**
 * Coverage: how much of the query (each word weighed by its rarity) a record,
 * or its page, holds, the words held given as a bit mask (bit i: word i).
 * Records holding every word come first; a page that misses a rare word
 * falls far behind one that has them all.
 */
export function coverage(held: number, weights: readonly number[]): number {
  let total = 0;
  let found = 0;
  weights.forEach((weight, index) => {
    total += weight;
    if (held & (1 << index)) found += weight;
  });
  return total === 0 ? 0 : found / total;
}

/** How much a task word ("add", "set up") weighs next to the subject words of a query. */
export const WEAK_WORD_WEIGHT = 0.25;

/**
 * Each word's weight in coverage: its inverse document frequency among the
 * searched records, cut down for words that only frame a task.
 */
export function wordWeights(documentFrequency: readonly number[], documentCount: number, weak: readonly boolean[] = []): number[] {
  return documentFrequency.map((frequency, index) => {
    if (frequency === 0) return 0;
    const idf = Math.log(1 + documentCount / frequency);
    return weak[index] ? idf * WEAK_WORD_WEIGHT : idf;
  });
}

export function coverageFactor(recordCoverage: number, pageCoverage: number): number {
  return recordCoverage ** 2 * pageCoverage ** 2;
}

/**
 * Phrase and proximity: query words that stand side by side in the record, in
 * the query's order, beat the same words scattered; all of them within a few
 * words of each other beat them far apart. Never below 1: the engine relies on
 * it to re-sort only the candidates it checked.
 */
export const PHRASE_BONUS = 0.6;
export const PROXIMITY_FACTOR = 1.15;
const PROXIMITY_WINDOW = 8;

/** Texts of a record searched for the phrase (its headings, title, text), never joined across. */
const SEGMENT_GAP = PROXIMITY_WINDOW * 2;

export function phraseFactor(segments: readonly (readonly TermForm[])[], words: readonly QueryWord[]): number {
  if (words.length < 2) return 1;
  const positions: number[][] = words.map(() => []);
  let position = 0;
  for (const segment of segments) {
    for (const form of segment) {
      words.forEach((word, index) => {
        if (formMatches(form, word)) positions[index]!.push(position);
      });
      position += 1;
    }
    position += SEGMENT_GAP;
  }
  // Longest run of consecutive query words found side by side, in order.
  let longest = 1;
  for (let start = 0; start < words.length; start += 1) {
    for (const at of positions[start]!) {
      let run = 1;
      while (start + run < words.length && positions[start + run]!.includes(at + run)) run += 1;
      longest = Math.max(longest, run);
    }
  }
  let factor = 1 + (PHRASE_BONUS * (longest - 1)) / (words.length - 1);
  if (positions.every((list) => list.length > 0)) {
    const near = positions[0]!.some((at) =>
      positions.every((list) => list.some((other) => Math.abs(other - at) <= PROXIMITY_WINDOW)),
    );
    if (near) factor *= PROXIMITY_FACTOR;
  }
  return factor;
}

/**
 * Code as typed: a query word written with the punctuation of a command line
 * or a module path (`--eject`, `docs:version`, `@docusaurus/Head`) is searched
 * by its words like any other, and a record that holds it exactly as typed
 * (the flag's row in a command's options, the import itself) is the one that
 * documents it, ahead of records that hold the same words apart.
 */
export const LITERAL_FACTOR = 2.5;

const CODE_PUNCTUATION = /[-@/:]/;
const LETTER = /\p{L}/u;

/**
 * The query's words written as code, each as a pattern that finds it whole
 * in any case: `@docusaurus/Head` in an import, not in `@docusaurus/Heading`.
 */
export function queryLiterals(query: string): RegExp[] {
  return queryLiteralChunks(query).map((chunk) => new RegExp(`(?<![\\p{L}\\p{N}_])${chunk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_])`, 'iu'));
}

/** The query's words written as code, as typed. */
export function queryLiteralChunks(query: string): string[] {
  return query.split(/\s+/).filter((chunk) => chunk.length >= 3 && LETTER.test(chunk) && CODE_PUNCTUATION.test(chunk));
}

/** The share of the literals the texts hold raises a record's score up to LITERAL_FACTOR. */
export function literalFactor(texts: readonly (string | null)[], literals: readonly RegExp[]): number {
  if (literals.length === 0) return 1;
  const held = literals.filter((literal) => texts.some((text) => text !== null && literal.test(text))).length;
  return 1 + ((LITERAL_FACTOR - 1) * held) / literals.length;
}

/** Each further hit of the same page counts a little less, so one page does not fill the list. */
export const SAME_PAGE_DECAY = 0.8;
