import {matchesFacetFilter, parseFacetFilters, type FacetFilter} from './facetFilters';
import {GroupIndex, type IndexLoader} from './groupIndex';
import {Highlighter, type HighlightTags} from './highlight';
import {AbsoluteUrls, encodeParams, snippetSizes, toHit} from './hits';
import {CONTENT_LEVEL, decodeClass, keySection} from './postingsCodec';
import {
  aboutnessFactor,
  centralityFactor,
  coverage,
  coverageFactor,
  hubFactor,
  HEADING_START_FACTOR,
  IDENTIFIER_JOINED_FACTOR,
  IDENTIFIER_TITLE_FACTOR,
  IDENTIFIER_TITLE_START_FACTOR,
  kindPrior,
  kindsNamedBy,
  leadingWords,
  LEVEL_BOOST,
  literalFactor,
  pageAboutness,
  pageTitleFactor,
  phraseFactor,
  queryIdentifiers,
  queryLiteralChunks,
  queryLiterals,
  runningForms,
  SAME_PAGE_DECAY,
  sectionCentralityFactor,
  squash,
  wordWeights,
} from './ranking';
import {recordContext, recordTitle} from './records';
import {rankByScore} from './scoreOrder';
import {
  groupsForRequests,
  MAX_QUERY_CHARS,
  normalizeRequests,
  RetryError,
  type LocalSearchResponse,
  type LocalSearchResponses,
  type SearchMethodParams,
  type SearchRequest,
} from './searchApi';
import {fuzzyTerms, GroupTermSearch, type TermQuery} from './termSearch';
import {analyzeQuery, buildQuery, scoringOptions, transpositions, typoTolerance, type QueryWord} from './textIndex';
import {INDEX_FORMAT, type GroupEntry, type GroupHead, type IndexManifest, type SearchRecord} from './types';

/**
 * Answers the part of the hosted search API that the DocSearch modal and the
 * search page use (`search({requests})` with a query, facet filters, paging,
 * highlighting and snippets), from the embedded index, fetching the parts of
 * it each query needs (README.md, "The index on disk"): the heads of the
 * groups its filters select, then the chunks of its words, then the text of
 * the hits it shows. The browser runs it in a worker; the tests run it directly.
 */

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

/**
 * Unknown words (matching nothing at all) make a query fail, as on the hosted
 * service, unless the words that are known make most of it: then they are
 * left out, so one stray word in a pasted error message does not empty the list.
 */
const MIN_KNOWN_WORDS = 2;
const MIN_KNOWN_SHARE = 0.6;

/**
 * A page must hold every word of a query of one or two words; of a longer
 * query, this share of it (words weighed by rarity): tasks typed in a
 * reader's own words rarely match a page word for word.
 */
const LONG_QUERY_PAGE_COVERAGE = 0.6;

/** Candidates whose phrase and proximity are checked against their text: the best ones by every other rule. */
const TEXT_CANDIDATES = 50;

/** The coverage of a page that holds every subject word of the query and none of its task words. */
function weakOnlyCoverage(weights: readonly number[], words: readonly QueryWord[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const weak = weights.reduce((sum, weight, index) => sum + (words[index]!.isWeak ? weight : 0), 0);
  // A query of task words only ("set up") must hold them all.
  return total === 0 || weak === total ? 1 : (total - weak) / total;
}

/** Starts a load and awaits it, counting the time as waiting rather than working; refuses once the answer is no longer wanted. */
type Wait = <T>(load: () => Promise<T>) => Promise<T>;

/** What a search whose caller moved on to a newer one ends with, before fetching anything more. */
export class SupersededError extends Error {
  constructor() {
    super('Search superseded by a newer one');
    this.name = 'SupersededError';
  }
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** A group of the index as the engine uses it: its parts, and its term search. */
type LoadedGroup = {entry: GroupEntry; index: GroupIndex; search: GroupTermSearch};

/**
 * A matching record as ranking goes. `score` is the index's text score until
 * the rules multiply into it; `order` is its place among the matches, which
 * breaks ties; `page` and `section` number pages and sections across the
 * groups of the query.
 */
type Candidate = {
  group: LoadedGroup;
  key: number;
  code: number;
  page: number;
  section: number;
  score: number;
  words: number;
  order: number;
};

/** Matching sections, best first, each by its best record, and what the hits need. */
type Ranked = {
  candidates: Candidate[];
  typoWords: ReadonlySet<number>;
  /** Whether every match was seen (no long postings list left cut). */
  exhaustive: boolean;
};

const NOTHING_RANKED: Ranked = {candidates: [], typoWords: new Set(), exhaustive: true};

/** The facets a record has without its text. */
function facetOf(group: LoadedGroup, code: number, attribute: string): string | null | undefined {
  switch (attribute) {
    case 'language':
      return group.index.language;
    case 'docusaurus_tag':
      return group.index.tag;
    case 'version':
      return group.index.head.version;
    case 'type': {
      const {level} = decodeClass(code);
      return level === CONTENT_LEVEL ? 'content' : `lvl${level}`;
    }
    default:
      return undefined;
  }
}

export class SearchEngine {
  private readonly groups = new Map<string, Promise<LoadedGroup>>();
  private readonly urls: AbsoluteUrls;

  constructor(
    readonly manifest: IndexManifest,
    origin: string,
    private readonly load: IndexLoader,
  ) {
    if (manifest.format !== INDEX_FORMAT) {
      throw new RetryError(`Search index format ${String(manifest.format)} is not supported`);
    }
    this.urls = new AbsoluteUrls(origin);
  }

  /** Fetches the heads of the groups these requests search: all a query needs before its words. */
  async prepare(requests: readonly SearchRequest[]): Promise<void> {
    await this.loadGroups(requests);
  }

  async search(params: SearchMethodParams): Promise<LocalSearchResponses> {
    return (await this.searchTimed(params)).responses;
  }

  /**
   * The responses, and the time the engine spent working on them, leaving
   * out the time it waited for parts of the index to arrive.
   */
  async searchTimed(
    params: SearchMethodParams,
    /** Whether the caller still wants the answer: parts of the index are fetched only while it does. */
    isWanted: () => boolean = () => true,
  ): Promise<{responses: LocalSearchResponses; computeMs: number}> {
    const started = now();
    let waited = 0;
    const wait: Wait = async (load) => {
      if (!isWanted()) throw new SupersededError();
      const from = now();
      try {
        return await load();
      } finally {
        waited += now() - from;
      }
    };
    const requests = normalizeRequests(params);
    const results = await Promise.all(requests.map((request) => this.searchOne(request, wait, isWanted)));
    return {responses: {results}, computeMs: Math.max(0, now() - started - waited)};
  }

  private loadGroups(requests: readonly SearchRequest[]): Promise<LoadedGroup[]> {
    return Promise.all(
      groupsForRequests(this.manifest, requests).map((entry) => {
        let loading = this.groups.get(entry.head);
        if (!loading) {
          loading = (async () => {
            const head = (await this.load(entry.head)) as GroupHead;
            const index = new GroupIndex(entry, head, this.load);
            return {entry, index, search: new GroupTermSearch(index, scoringOptions)};
          })();
          this.groups.set(entry.head, loading);
          // A head that failed to load is fetched again by the next query.
          loading.catch(() => {
            if (this.groups.get(entry.head) === loading) this.groups.delete(entry.head);
          });
        }
        return loading;
      }),
    );
  }

  private async searchOne(request: SearchRequest, wait: Wait, isWanted: () => boolean): Promise<LocalSearchResponse> {
    const started = Date.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_CHARS).trim();
    const hitsPerPage = Math.min(Math.max(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 0), MAX_HITS_PER_PAGE);
    const page = Math.max(request.page ?? 0, 0);
    const filter = parseFacetFilters(request.facetFilters);
    const groups = await wait(() => this.loadGroups([request]));
    const start = page * hitsPerPage;
    // The modal's own listing: it fetches text for the hits the modal shows, in the order it shows them.
    const listsAsModal = request.firstHits !== undefined || request.hitsPerGroup !== undefined;
    const {candidates, typoWords, exhaustive} = query
      ? await this.rank(query, filter, groups, request, start + hitsPerPage, !listsAsModal, wait)
      : NOTHING_RANKED;

    const shown = candidates.slice(start, start + hitsPerPage);
    // With `firstHits`, the answer waits for the text of the first hits the
    // modal lists only, and holds those it lists first whose text is there:
    // the hits that follow are listed after them, and what the visitor sees
    // first does not move.
    const listed = listsAsModal ? modalListing(shown, request.hitsPerGroup ?? Number.POSITIVE_INFINITY) : shown;
    const awaited = Math.min(listed.length, Math.max(request.firstHits ?? listed.length, 1));
    await wait(() => loadText(listed.slice(0, awaited)));
    // The text of the hits below the screen is asked for once the screen's has
    // arrived: asked for beside it, it would share the bandwidth the screen's
    // needs (the responses of a phone's round come back side by side).
    if (awaited < listed.length && isWanted()) void loadText(listed.slice(awaited)).catch(() => undefined);
    const readyCount = awaited < listed.length ? withTextCount(listed) : listed.length;
    const ready = listsAsModal ? readyPrefix(shown, listed, readyCount) : shown;
    const queryWords = analyzeQuery(query);
    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: request.highlightPostTag ?? DEFAULT_TAGS.post,
    };
    const sizes = snippetSizes(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';
    // Near spellings are highlighted only for the words the index was searched under them.
    const highlighter = new Highlighter(queryWords, tags, ellipsis, new Set(queryWords.filter((_, index) => typoWords.has(index))));
    const hits = ready.map((candidate) => toHit(recordOf(candidate), highlighter, sizes, this.urls));

    const response: LocalSearchResponse = {
      hits,
      nbHits: candidates.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(candidates.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: exhaustive,
      exhaustive: {nbHits: exhaustive},
      query,
      params: encodeParams(request),
      index: request.indexName ?? '',
      processingTimeMS: Date.now() - started,
    };
    if (readyCount < listed.length) response.hitsFollowing = listed.length - readyCount;
    const facetNames = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
    if (facetNames.length > 0) {
      response.facets = countFacets(candidates, facetNames);
    }
    return response;
  }

  /**
   * Fetches what the query's words need in each group: the chunks of their
   * terms and completions (title chunks for a short last word), the chunks
   * of the identifier and heading keys; then, for a word no group knows, the
   * dictionaries and the chunks of its near spellings.
   */
  private async loadTerms(words: readonly QueryWord[], query: string, groups: readonly LoadedGroup[], wait: Wait): Promise<void> {
    const draft = buildQuery(words);
    const lookupKeys = queryLookupKeys(words, query);
    await wait(() => Promise.all(
      groups.map(({index}) => {
        const chunks: number[] = [];
        const titleChunks: number[] = [];
        for (const term of draft?.terms ?? []) {
          chunks.push(index.chunkOfTerm(term.term));
          if (!term.prefix) continue;
          if (term.fields?.length === 1 && term.fields[0] === 'title') titleChunks.push(...index.titleChunksOfPrefix(term.term));
          else chunks.push(...index.completionChunks(term.term));
        }
        for (const key of lookupKeys.exact) chunks.push(index.chunkOfTerm(key));
        for (const prefix of lookupKeys.prefixes) chunks.push(...index.chunksOfPrefix(prefix));
        return Promise.all([index.loadChunks(chunks), index.loadTitleChunks(titleChunks)]);
      }),
    ));
    const known = (word: QueryWord): boolean =>
      groups.some(({index}) => index.has(word.term) || (word.isLast && word.term.length >= 4 && index.beginsTerm(word.term)));
    const unknown = words.filter((word) => !known(word) && (typoTolerance(word.term) > 0 || transpositions(word.term).length > 0));
    if (unknown.length === 0) return;
    await wait(() => Promise.all(groups.map(({index}) => index.loadDictionary())));
    await wait(() => Promise.all(
      groups.map(({index}) => {
        const chunks: number[] = [];
        const dictionary = index.allTerms();
        for (const word of unknown) {
          for (const variant of transpositions(word.term)) chunks.push(index.chunkOfTerm(variant));
          const tolerance = typoTolerance(word.term);
          if (tolerance > 0) {
            for (const [position] of fuzzyTerms(dictionary, word.term, tolerance)) chunks.push(index.chunkOfTerm(dictionary[position]!));
          }
        }
        return index.loadChunks(chunks);
      }),
    ));
  }

  /** Matching records, best first, one per section (its best record). */
  private async rank(
    query: string,
    filter: FacetFilter,
    groups: LoadedGroup[],
    request: SearchRequest,
    shownEnd: number,
    /** Whether the ranking fetches the text of the hits it returns (the caller does, for a listing of its own). */
    fetchesShownText: boolean,
    wait: Wait,
  ): Promise<Ranked> {
    const words = analyzeQuery(query);
    if (words.length === 0 || groups.length === 0) return NOTHING_RANKED;
    await this.loadTerms(words, query, groups, wait);
    const isKnown = (term: string): boolean => groups.some(({index}) => index.has(term) || (index.hasDictionary() && !index.knowsAbout(term) && hasSorted(index.allTerms(), term)));
    const built = buildQuery(
      words,
      isKnown,
      (prefix) => groups.some(({index}) => index.beginsTerm(prefix)),
    );
    if (!built) return NOTHING_RANKED;

    // Very common words keep only their highest-impact postings in the chunks.
    // One word ranks well on those; words together need all of them, to tell which records hold both.
    const expansions = (group: LoadedGroup): string[] => termsOfQuery(group.index, built.terms);
    const cut = groups.some((group) => expansions(group).some((term) => group.index.isCut(term)));
    const wordsFound = new Set(built.terms.filter((term) => groups.some((group) => group.index.has(term.term))).map((term) => term.word));
    const needsTails = cut && (request.exhaustive === true || wordsFound.size > 1 || words.length > 1);
    if (needsTails) await wait(() => Promise.all(groups.map((group) => group.index.loadTails(expansions(group)))));
    const exhaustive = !cut || needsTails;

    // Every record holding a form of a query word, and which words it holds.
    const matches: Candidate[] = [];
    let documentCount = 0;
    let pageBase = 0;
    let sectionBase = 0;
    const pageTitleWordsAll = new Map<number, number>();
    const pageInfo: {records: number; hub: boolean; inbound: number; kind: Candidate['group']['index']['pages'][number]['kind']; recency: number}[] = [];
    for (const group of groups) {
      const {index} = group;
      documentCount += index.head.records;
      const everyRecordPasses = matchesFacetFilter(filter, (attribute) =>
        attribute === 'language' ? index.language : attribute === 'docusaurus_tag' ? index.tag : undefined,
      );
      const found = group.search.search(built.terms);
      for (let rank = 0; rank < found.keys.length; rank += 1) {
        const key = found.keys[rank]!;
        const code = found.codes[rank]!;
        if (!everyRecordPasses && !matchesFacetFilter(filter, (attribute) => facetOf(group, code, attribute))) continue;
        const section = keySection(key, index.head.offsetBits);
        matches.push({
          group,
          key,
          code,
          page: pageBase + index.pageOfSection(section),
          section: sectionBase + section,
          score: found.scores[rank]!,
          words: found.words[rank]!,
          order: matches.length,
        });
      }
      for (const [page, held] of found.pageTitleWords) pageTitleWordsAll.set(pageBase + page, held);
      for (const info of index.pages) pageInfo.push(info);
      pageBase += index.pages.length;
      // Sections of different groups never share a number.
      sectionBase += ((index.head.packs + 1) << index.head.packBits) + 1;
    }

    // Words weighed by rarity; words found nowhere dropped, or the query fails.
    const frequency = words.map(() => 0);
    for (const match of matches) {
      for (let word = 0; word < words.length; word += 1) {
        if (match.words & (1 << word)) frequency[word]! += 1;
      }
    }
    const knownCount = frequency.filter((count) => count > 0).length;
    if (knownCount < words.length && !(knownCount >= MIN_KNOWN_WORDS && knownCount / words.length >= MIN_KNOWN_SHARE)) {
      return NOTHING_RANKED;
    }
    const weights = wordWeights(
      frequency,
      documentCount,
      words.map((word) => word.isWeak),
    );
    const subjectWords = words.filter((word, index) => frequency[index]! > 0 && !word.isWeak).length;
    const minPageCoverage = subjectWords <= 2 ? weakOnlyCoverage(weights, words) : LONG_QUERY_PAGE_COVERAGE;
    const knownWords = words.filter((_, index) => frequency[index]! > 0);
    const allKnown = knownWords.reduce((mask, word) => mask | (1 << words.indexOf(word)), 0);
    const named = kindsNamedBy(words);
    const identifiers = queryIdentifiers(knownWords, query);
    const leading = leadingWords(words);
    const literals = queryLiterals(query);
    // A record can hold a word written as code only if it holds the word's parts:
    // those records' text is read for it, as the rule reads every record's.
    const literalMasks = literalWordMasks(query, words);
    const mayHoldLiteral = (held: number): boolean => literalMasks.some((mask) => mask !== 0 && (held & mask) === mask);

    // Records the identifier and heading rules lift, by group.
    const identifierFactors = new Map<LoadedGroup, Map<number, number>>();
    const headingStarts = new Map<LoadedGroup, Set<number>>();
    for (const group of groups) {
      const factors = new Map<number, number>();
      for (const identifier of identifiers) {
        for (const key of group.index.keyRecords(`${identifier}\u0001s`)) factors.set(key, Math.max(factors.get(key) ?? 1, IDENTIFIER_TITLE_START_FACTOR));
      }
      for (const identifier of identifiers) {
        for (const key of group.index.keyRecords(`${identifier}\u0001w`)) factors.set(key, IDENTIFIER_TITLE_FACTOR);
      }
      if (words.length > 1) {
        for (const key of group.index.keyRecords(`${squash(query)}\u0001w`)) factors.set(key, IDENTIFIER_JOINED_FACTOR);
      }
      identifierFactors.set(group, factors);
      const keys = new Set<number>();
      if (leading.length === 2) {
        const [first, second] = leading as [QueryWord, QueryWord];
        const firstStem = first.stem ?? first.term;
        for (const key of group.index.keyRecords(`${firstStem}\u0002${second.stem ?? second.term}`)) keys.add(key);
        if (second.isLast) for (const key of group.index.keyRecordsWithPrefix(`${firstStem}\u0003${second.term}`)) keys.add(key);
      }
      headingStarts.set(group, keys);
    }

    const pageCount = pageInfo.length;
    const pageWords = new Int32Array(pageCount);
    for (const {page, words: held} of matches) pageWords[page]! |= held;
    const pageTitleWords = (page: number): number => (pageTitleWordsAll.get(page) ?? 0) & allKnown;
    const pageCoverages = new Float64Array(pageCount).fill(-1);
    const coverages = new Map<number, number>();
    const coverageOf = (held: number): number => {
      let value = coverages.get(held);
      if (value === undefined) {
        value = coverage(held, weights);
        coverages.set(held, value);
      }
      return value;
    };

    const pageCoverageOf = (page: number): number => {
      if (pageCoverages[page]! < 0) pageCoverages[page] = coverageOf(pageWords[page]!);
      return pageCoverages[page]!;
    };
    const coversPage = (page: number): boolean => pageCoverageOf(page) >= minPageCoverage - 1e-9;
    if (literals.length > 0) {
      await wait(() => loadText(matches.filter((match) => mayHoldLiteral(match.words) && coversPage(match.page))));
    }

    // Each record's score by the rules that judge the record itself.
    const scored: Candidate[] = [];
    const pageSums = new Float64Array(pageCount);
    for (const match of matches) {
      const {page, words: held, group, key} = match;
      if (!coversPage(page)) continue;
      const pageCoverage = pageCoverageOf(page);
      const titled = pageTitleWords(page) === allKnown;
      const {level, inbound} = decodeClass(match.code);
      const value =
        match.score *
        LEVEL_BOOST[level]! *
        coverageFactor(held === allKnown ? 1 : coverageOf(held), pageCoverage) *
        hubFactor(pageInfo[page]!.hub, titled) *
        (identifierFactors.get(group)!.get(key) ?? 1) *
        (headingStarts.get(group)!.has(key) ? HEADING_START_FACTOR : 1) *
        sectionCentralityFactor(inbound) *
        (literals.length > 0 && mayHoldLiteral(held) ? recordLiteralFactor(recordOf(match), literals) : 1);
      match.score = value;
      scored.push(match);
      pageSums[page]! += value;
    }

    // Then by what its page is: about the query, central, of the kind asked for.
    let bestAboutness = 0;
    for (let page = 0; page < pageCount; page += 1) {
      if (pageSums[page]! > 0) {
        pageSums[page] = pageAboutness(pageSums[page]!, pageInfo[page]!.records);
        bestAboutness = Math.max(bestAboutness, pageSums[page]!);
      }
    }
    const best = new Map<number, Candidate>();
    for (const candidate of scored) {
      const info = pageInfo[candidate.page]!;
      candidate.score *=
        pageTitleFactor(coverageOf(pageTitleWords(candidate.page))) *
        aboutnessFactor(pageSums[candidate.page]!, bestAboutness) *
        centralityFactor(info.inbound) *
        kindPrior(info.kind, named) *
        info.recency;
      const previous = best.get(candidate.section);
      if (!previous) {
        best.set(candidate.section, candidate);
      } else if (previous.score < candidate.score) {
        // The section keeps the place of its first record on ties.
        candidate.order = previous.order;
        best.set(candidate.section, candidate);
      }
    }

    const byScore = (a: Candidate, b: Candidate): number => b.score - a.score || a.order - b.order;
    const sections = [...best.values()];
    const sortedByScore = (): Candidate[] =>
      Array.from(rankByScore(Float64Array.from(sections, (candidate) => candidate.score)), (position) => sections[position]!);
    const ranked = sortedByScore();

    // Phrase and proximity (two words or more) read the text of the best
    // candidates, fetched now with the text of the hits shown, so that
    // showing them takes no second round of requests. With one word, nothing
    // reorders the candidates before the same-page decay below: the hits are
    // those of the order it will give, and only theirs are fetched.
    const shownAfterDecay = topAfterSamePageDecay(sections, ranked, pageCount, shownEnd);
    const checked = knownWords.length > 1 ? ranked.slice(0, TEXT_CANDIDATES) : [];
    await wait(() =>
      checked.length > 0
        ? loadText([...checked, ...ranked.slice(0, shownEnd), ...shownAfterDecay])
        : loadText(fetchesShownText ? shownAfterDecay : []),
    );
    for (const candidate of checked) {
      // A record holding one of the words at most has no phrase in it (a factor of 1).
      if ((candidate.words & (candidate.words - 1)) !== 0) {
        const record = recordOf(candidate);
        candidate.score *= phraseFactor([recordContext(record), recordTitle(record) ?? '', record.content ?? ''].map(runningForms), knownWords);
      }
    }
    // The phrase factor is at least 1 and scores are not negative: the candidates
    // it raised stay ahead of the others, which keep their order.
    checked.sort(byScore);
    checked.forEach((candidate, index) => {
      ranked[index] = candidate;
    });
    const decay = samePageDecay(ranked, pageCount);
    ranked.forEach((candidate, position) => {
      candidate.score *= decay[position]!;
    });
    return {candidates: sortedByScore(), typoWords: built.typoWords, exhaustive};
  }
}

/** The identifier and heading keys a query may look up (see buildIndex.ts). */
function queryLookupKeys(words: readonly QueryWord[], query: string): {exact: string[]; prefixes: string[]} {
  const exact: string[] = [];
  const prefixes: string[] = [];
  // Which words are known is not settled yet: every form that may name an identifier.
  const identifiers = new Set([...queryIdentifiers(words, query), ...words.map((word) => word.term).filter((term) => term.length >= 3)]);
  if (words.length > 1) identifiers.add(squash(query));
  for (const identifier of identifiers) exact.push(`${identifier}\u0001w`, `${identifier}\u0001s`);
  const leading = leadingWords(words);
  if (leading.length === 2) {
    const [first, second] = leading as [QueryWord, QueryWord];
    const firstStem = first.stem ?? first.term;
    exact.push(`${firstStem}\u0002${second.stem ?? second.term}`);
    if (second.isLast) prefixes.push(`${firstStem}\u0003${second.term}`);
  }
  return {exact, prefixes};
}

/**
 * For each word of the query written as code (`--eject`, `@docusaurus/Head`),
 * the query words (bit i: word i) it is made of.
 */
function literalWordMasks(query: string, words: readonly QueryWord[]): number[] {
  return queryLiteralChunks(query).map((chunk) => {
    const parts = new Set(analyzeQuery(chunk).map((word) => word.term));
    return words.reduce((mask, word, index) => (parts.has(word.term) ? mask | (1 << index) : mask), 0);
  });
}

function recordLiteralFactor(record: SearchRecord, literals: readonly RegExp[]): number {
  return literalFactor([recordTitle(record), record.content], literals);
}

/** Every term a query's term queries read in a group: the terms, their completions, near spellings. */
function termsOfQuery(index: GroupIndex, queries: readonly TermQuery[]): string[] {
  const terms: string[] = [];
  for (const query of queries) {
    terms.push(query.term);
    if (query.prefix && !(query.fields?.length === 1 && query.fields[0] === 'title')) terms.push(...index.termsWithPrefix(query.term));
    if (query.fuzzy > 0) {
      const dictionary = index.allTerms();
      for (const [position] of fuzzyTerms(dictionary, query.term, query.fuzzy)) terms.push(dictionary[position]!);
    }
  }
  return terms;
}

function hasSorted(sorted: readonly string[], term: string): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === term;
}

/**
 * The best `count` candidates once the same-page decay has run (`rank`'s last
 * step), found before it runs, from the order the candidates have now. Exact
 * when nothing reorders them in between (a query of one known word); for
 * longer queries, the phrase factor may still bring in a hit whose text comes
 * in a second round.
 */
function topAfterSamePageDecay(sections: Candidate[], ranked: Candidate[], pageCount: number, count: number): Candidate[] {
  const decay = samePageDecay(ranked, pageCount);
  const decayed = new Map<Candidate, number>(ranked.map((candidate, position) => [candidate, candidate.score * decay[position]!]));
  const order = rankByScore(Float64Array.from(sections, (candidate) => decayed.get(candidate)!));
  return Array.from(order.subarray(0, count), (position) => sections[position]!);
}

/** The same-page decay of each candidate, in this order: a page's n-th candidate gets SAME_PAGE_DECAY^(n-1). */
function samePageDecay(ranked: readonly Candidate[], pageCount: number): Float64Array {
  const seenOnPage = new Int32Array(pageCount);
  return Float64Array.from(ranked, (candidate) => {
    const factor = SAME_PAGE_DECAY ** seenOnPage[candidate.page]!;
    seenOnPage[candidate.page]! += 1;
    return factor;
  });
}

/**
 * Fetches the text packs of these candidates' records, in their order, and
 * resolves once all have arrived. A pack that fails is fetched again by the
 * next query that shows its records.
 */
async function loadText(candidates: readonly Candidate[]): Promise<void> {
  await Promise.all(candidates.map(({group, key}) => group.index.loadPacks([group.index.packOfKey(key)])));
}

/**
 * The hits of `shown` among the first `count` of the modal's listing, in
 * rank order: what the modal can list now without a later hit coming
 * between them.
 */
function readyPrefix(shown: readonly Candidate[], listed: readonly Candidate[], count: number): Candidate[] {
  const ready = new Set(listed.slice(0, count));
  return shown.filter((candidate) => ready.has(candidate));
}

/**
 * The hits the DocSearch modal lists, in its order: it keeps the first
 * `perGroup` hits of each group title (hierarchy lvl0; its
 * `maxResultsPerGroup`, 5 unless set), lists the groups where their first
 * hit comes, and inside a group lists hits by page title the same way,
 * keeping their order. Both titles are in the page table (GroupHead.lvl0s,
 * the title twins), so the listing is known before any hit's text is
 * fetched, and the text of hits it leaves out never is.
 */
function modalListing<T extends Pick<Candidate, 'group' | 'key'>>(candidates: readonly T[], perGroup: number): T[] {
  const groups = new Map<string, {hits: number; titles: Map<string, T[]>}>();
  for (const candidate of candidates) {
    const {index, entry} = candidate.group;
    const page = index.pages[index.pageOfKey(candidate.key)]!;
    let group = groups.get(page.lvl0);
    if (!group) groups.set(page.lvl0, (group = {hits: 0, titles: new Map()}));
    if (group.hits >= perGroup) continue;
    group.hits += 1;
    const title = `${entry.head}\u0000${page.titleTwin}`;
    const listed = group.titles.get(title);
    if (listed) listed.push(candidate);
    else group.titles.set(title, [candidate]);
  }
  return [...groups.values()].flatMap(({titles}) => [...titles.values()].flat());
}

/** How many of these candidates, from the first, have their text loaded. */
function withTextCount(candidates: readonly Candidate[]): number {
  const missing = candidates.findIndex(({group, key}) => group.index.record(key) === null);
  return missing === -1 ? candidates.length : missing;
}

function recordOf(candidate: Candidate): SearchRecord {
  const record = candidate.group.index.record(candidate.key);
  if (!record) throw new RetryError(`Search record ${candidate.key} of ${candidate.group.index.tag} is not loaded`);
  return record;
}

function countFacets(candidates: readonly Candidate[], names: readonly string[]): Record<string, Record<string, number>> {
  const wanted = names.includes('*') ? ['language', 'docusaurus_tag', 'version', 'type'] : names;
  const facets: Record<string, Record<string, number>> = {};
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const {group, code} of candidates) {
      const value = facetOf(group, code, name);
      if (value !== undefined && value !== null) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  return facets;
}
