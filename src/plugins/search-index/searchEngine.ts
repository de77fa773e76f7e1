import {matchesFacetFilter, parseFacetFilters, type FacetFilter} from './facetFilters';
import {escapeHtml, Highlighter, type HighlightResult, type HighlightTags, type SnippetResult} from './highlight';
import {
  aboutnessFactor,
  centralityFactor,
  coverage,
  coverageFactor,
  headingStartFactor,
  hubFactor,
  identifierTitleFactor,
  indexedForms,
  kindPrior,
  kindsNamedBy,
  leadingWords,
  pageAboutness,
  pageKind,
  pageTitleFactor,
  phraseFactor,
  queryIdentifiers,
  queryLiterals,
  literalFactor,
  releaseRecency,
  runningForms,
  SAME_PAGE_DECAY,
  sectionCentralityFactor,
  titleKeys,
  wordsIn,
  wordWeights,
  type PageKind,
  type TermForm,
  type TitleKeys,
} from './ranking';
import {fromShardPage, pageToRecords, recordContext, recordLevel, recordTitle, sectionHeading} from './records';
import {
  MAX_QUERY_CHARS,
  normalizeRequests,
  RetryError,
  shardsForRequests,
  type LocalHit,
  type LocalSearchResponse,
  type LocalSearchResponses,
  type SearchMethodParams,
  type SearchRequest,
} from './searchApi';
import {rankByScore} from './scoreOrder';
import {CompactTermIndex} from './termSearch';
import {analyzeQuery, buildQuery, scoringOptions, type QueryWord} from './textIndex';
import {
  HIERARCHY_LEVELS,
  SHARD_FORMAT,
  type HierarchyLevel,
  type SearchRecord,
  type ShardFile,
  type ShardManifest,
  type ShardManifestEntry,
} from './types';

/**
 * Answers the part of the hosted search API that the DocSearch modal and the
 * search page use (`search({requests})` with a query, facet filters, paging,
 * highlighting and snippets), from the shards of the embedded index. Pure:
 * the browser runs it in a worker, the unit tests run it directly.
 */

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

/** Page titles first, then sections, then running text, on equal text relevance. */
const LEVEL_BOOST = [0, 1.6, 1.3, 1.15, 1.1, 1.05, 1.05, 1];

/**
 * What ranking needs of a record beyond its text. The cheap parts are set
 * when its shard loads; those that take word analysis are worked out the
 * first time a query needs them: loading is on the way to the first results,
 * and most records are never a candidate.
 */
type RecordTraits = {
  /** Index of its page in the engine's page list, and of its section (its URL with anchor). */
  page: number;
  section: number;
  levelBoost: number;
  title?: TitleKeys | null;
  /** The words of its section's heading, in order. */
  heading?: readonly TermForm[];
  /** Its words for phrase matching. */
  phrase?: TermForm[][];
  sectionCentrality?: number;
};

/** A page of the loaded shards. */
type PageInfo = {
  records: number;
  /** Its title. */
  title: string;
  /** Its title's words, to tell whether the title holds the whole query: worked out when a query first needs them. */
  titleForms?: TermForm[];
  hub: boolean;
  inbound: number;
  kind: PageKind;
  recency: number;
};

type LoadedShard = {
  entry: ShardManifestEntry;
  records: SearchRecord[];
  traits: RecordTraits[];
  /** Its full-text index, searched where it lies in the shard file. */
  index: CompactTermIndex;
};


/**
 * A matching record as ranking goes: `score` is the index's text score until
 * the record's own rules multiply into it; `order` is its place among the
 * matches, which breaks ties. One object from match to hit: a query matches thousands.
 */
type Candidate = {record: SearchRecord; traits: RecordTraits; score: number; words: number; order: number};

/** Matching records, best first, and the query words (by index) searched under near spellings too. */
type Ranked = {candidates: Candidate[]; typoWords: ReadonlySet<number>};

const NOTHING_RANKED: Ranked = {candidates: [], typoWords: new Set()};


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

/** The coverage of a page that holds every subject word of the query and none of its task words. */
function weakOnlyCoverage(weights: readonly number[], words: readonly QueryWord[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const weak = weights.reduce((sum, weight, index) => sum + (words[index]!.isWeak ? weight : 0), 0);
  // A query of task words only ("set up") must hold them all.
  return total === 0 || weak === total ? 1 : (total - weak) / total;
}

/** Candidates whose phrase and proximity are checked: the best ones, by every other rule. */
const PHRASE_CANDIDATES = 50;

/** Parses `['content:10', 'hierarchy.lvl1:10']` into attribute -> word count. */
function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    if (attribute) sizes.set(attribute, Number(count) > 0 ? Number(count) : 10);
  }
  return sizes;
}

function encodeParams(request: SearchRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

function recordFacet(record: SearchRecord, attribute: string): string | null | undefined {
  switch (attribute) {
    case 'language':
      return record.language;
    case 'docusaurus_tag':
      return record.docusaurus_tag;
    case 'version':
      return record.version;
    case 'type':
      return record.type;
    default:
      return undefined;
  }
}

export class SearchEngine {
  private readonly shards = new Map<string, LoadedShard>();
  private readonly pages: PageInfo[] = [];
  private readonly pageIds = new Map<string, number>();
  private readonly sectionIds = new Map<string, number>();
  private readonly headings = new Map<string, readonly TermForm[]>();
  private readonly absoluteUrls = new Map<string, string>();

  constructor(
    readonly manifest: ShardManifest,
    /** Origin that hit URLs are made absolute against. */
    private readonly origin: string,
  ) {}

  /** Shards the given requests need that are not loaded yet. */
  missingShards(requests: readonly SearchRequest[]): ShardManifestEntry[] {
    return shardsForRequests(this.manifest, requests).filter((entry) => !this.shards.has(entry.url));
  }

  hasShard(url: string): boolean {
    return this.shards.has(url);
  }

  addShard(entry: ShardManifestEntry, file: ShardFile): void {
    if (file.format !== SHARD_FORMAT) {
      throw new Error(`Search shard ${entry.url} has format ${String(file.format)}, expected ${SHARD_FORMAT}`);
    }
    const records = file.pages.flatMap((page) => pageToRecords(fromShardPage(page, file.language, file.tag)));
    const index = new CompactTermIndex(file.index, scoringOptions);
    const traits = records.map((record): RecordTraits => {
      let page = this.pageIds.get(record.url_without_anchor);
      if (page === undefined) {
        page = this.pages.length;
        this.pageIds.set(record.url_without_anchor, page);
        this.pages.push({
          records: 0,
          title: record.hierarchy.lvl1,
          hub: record.hub === true,
          inbound: record.inbound ?? 0,
          kind: pageKind(record),
          recency: releaseRecency(record),
        });
      }
      this.pages[page]!.records += 1;
      let section = this.sectionIds.get(record.url);
      if (section === undefined) {
        section = this.sectionIds.size;
        this.sectionIds.set(record.url, section);
      }
      return {page, section, levelBoost: LEVEL_BOOST[recordLevel(record.type)]!};
    });
    this.shards.set(entry.url, {entry, records, traits, index});
  }

  search(params: SearchMethodParams): LocalSearchResponses {
    return {results: normalizeRequests(params).map((request) => this.searchOne(request))};
  }

  private searchOne(request: SearchRequest): LocalSearchResponse {
    const started = Date.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_CHARS).trim();
    const hitsPerPage = Math.min(Math.max(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 0), MAX_HITS_PER_PAGE);
    const page = Math.max(request.page ?? 0, 0);
    const filter = parseFacetFilters(request.facetFilters);
    const {candidates, typoWords} = query ? this.rank(query, filter, request) : NOTHING_RANKED;

    const start = page * hitsPerPage;
    const queryWords = analyzeQuery(query);
    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: request.highlightPostTag ?? DEFAULT_TAGS.post,
    };
    const sizes = snippetSizes(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';
    // Near spellings are highlighted only for the words the index was searched under them.
    const highlighter = new Highlighter(queryWords, tags, ellipsis, new Set(queryWords.filter((_, index) => typoWords.has(index))));
    const hits = candidates.slice(start, start + hitsPerPage).map(({record}) => this.toHit(record, highlighter, sizes));

    const response: LocalSearchResponse = {
      hits,
      nbHits: candidates.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(candidates.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true},
      query,
      params: encodeParams(request),
      index: request.indexName ?? '',
      processingTimeMS: Date.now() - started,
    };
    const facetNames = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
    if (facetNames.length > 0) {
      response.facets = countFacets(candidates, facetNames);
    }
    return response;
  }

  /** Matching records, best first, one per URL (the best record of each section). */
  private rank(query: string, filter: FacetFilter, request: SearchRequest): Ranked {
    const shards = shardsForRequests(this.manifest, [request]).map((entry) => {
      const shard = this.shards.get(entry.url);
      if (!shard) throw new RetryError(`Search shard ${entry.url} is not loaded`);
      return shard;
    });
    const words = analyzeQuery(query);
    const built = buildQuery(
      words,
      (term) => shards.some((shard) => shard.index.has(term)),
      (prefix) => shards.some((shard) => shard.index.beginsTerm(prefix)),
    );
    if (!built) return NOTHING_RANKED;

    // Every record holding a form of a query word, and which words it holds.
    const matches: Candidate[] = [];
    let documentCount = 0;
    for (const shard of shards) {
      documentCount += shard.records.length;
      // Records share their shard's language and tag: most filters hold for all or none.
      const everyRecordPasses = matchesFacetFilter(filter, (attribute) =>
        attribute === 'language' ? shard.entry.language : attribute === 'docusaurus_tag' ? shard.entry.tag : undefined,
      );
      const found = shard.index.search(built.terms);
      for (let rank = 0; rank < found.ids.length; rank += 1) {
        const id = found.ids[rank]!;
        const record = shard.records[id];
        if (!record) continue;
        if (!everyRecordPasses && !matchesFacetFilter(filter, (attribute) => recordFacet(record, attribute))) continue;
        matches.push({record, traits: shard.traits[id]!, score: found.scores[rank]!, words: found.words[rank]!, order: matches.length});
      }
    }

    // Words weighed by rarity; words found nowhere dropped, or the query fails.
    const frequency = words.map(() => 0);
    for (const match of matches) {
      for (let word = 0; word < words.length; word += 1) {
        if (match.words & (1 << word)) frequency[word]! += 1;
      }
    }
    const known = frequency.filter((count) => count > 0).length;
    if (known < words.length && !(known >= MIN_KNOWN_WORDS && known / words.length >= MIN_KNOWN_SHARE)) {
      return NOTHING_RANKED;
    }
    const weights = wordWeights(
      frequency,
      documentCount,
      words.map((word) => word.isWeak),
    );
    // Subject words of a short query must all be on the page; task words may be missing.
    const subjectWords = words.filter((word, index) => frequency[index]! > 0 && !word.isWeak).length;
    const minPageCoverage = subjectWords <= 2 ? weakOnlyCoverage(weights, words) : LONG_QUERY_PAGE_COVERAGE;
    const knownWords = words.filter((_, index) => frequency[index]! > 0);
    const allKnown = knownWords.reduce((mask, word) => mask | (1 << words.indexOf(word)), 0);
    const named = kindsNamedBy(words);
    const identifiers = queryIdentifiers(knownWords, query);
    const leading = leadingWords(words);
    const literals = queryLiterals(query);

    // What each page holds: the query words found on it, and those its title
    // holds. Per-page values live in arrays indexed by page: a query touches
    // hundreds of pages, and typed arrays beat maps at that.
    const pageCount = this.pages.length;
    const pageWords = new Int32Array(pageCount);
    for (const {traits, words: held} of matches) pageWords[traits.page]! |= held;
    const titleWords = new Int32Array(pageCount).fill(-1); // -1: not worked out yet
    const pageTitleWords = (page: number): number => {
      if (titleWords[page]! < 0) {
        const info = this.pages[page]!;
        titleWords[page] = wordsIn((info.titleForms ??= indexedForms(info.title)), words) & allKnown;
      }
      return titleWords[page]!;
    };
    const pageCoverages = new Float64Array(pageCount).fill(-1);
    // Records hold few distinct sets of the query words: each set's coverage is worked out once.
    const coverages = new Map<number, number>();
    const coverageOf = (held: number): number => {
      let value = coverages.get(held);
      if (value === undefined) {
        value = coverage(held, weights);
        coverages.set(held, value);
      }
      return value;
    };

    // Each record's score by the rules that judge the record itself.
    const scored: Candidate[] = [];
    const pageSums = new Float64Array(pageCount);
    for (const match of matches) {
      const {record, traits, score, words: held} = match;
      const {page} = traits;
      if (pageCoverages[page]! < 0) pageCoverages[page] = coverageOf(pageWords[page]!);
      const pageCoverage = pageCoverages[page]!;
      if (pageCoverage < minPageCoverage - 1e-9) continue;
      const titled = pageTitleWords(page) === allKnown;
      const value =
        score *
        traits.levelBoost *
        coverageFactor(held === allKnown ? 1 : coverageOf(held), pageCoverage) *
        hubFactor(this.pages[page]!.hub, titled) *
        (identifiers.length > 0 ? identifierTitleFactor((traits.title ??= titleKeys(recordTitle(record))), identifiers) : 1) *
        (leading.length > 0 ? headingStartFactor((traits.heading ??= this.headingForms(record)), leading) : 1) *
        (traits.sectionCentrality ??= sectionCentralityFactor(record.sectionInbound)) *
        (literals.length > 0 ? literalFactor([recordTitle(record), record.content], literals) : 1);
      match.score = value;
      scored.push(match);
      pageSums[page]! += value;
    }

    // Then by what its page is: about the query, central, of the kind asked for.
    let bestAboutness = 0;
    for (let page = 0; page < pageCount; page += 1) {
      if (pageSums[page]! > 0) {
        pageSums[page] = pageAboutness(pageSums[page]!, this.pages[page]!.records);
        bestAboutness = Math.max(bestAboutness, pageSums[page]!);
      }
    }
    const best = new Map<number, Candidate>();
    for (const candidate of scored) {
      const {traits} = candidate;
      const info = this.pages[traits.page]!;
      candidate.score *=
        pageTitleFactor(coverageOf(pageTitleWords(traits.page))) *
        aboutnessFactor(pageSums[traits.page]!, bestAboutness) *
        centralityFactor(info.inbound) *
        kindPrior(info.kind, named) *
        info.recency;
      const previous = best.get(traits.section);
      if (!previous) {
        best.set(traits.section, candidate);
      } else if (previous.score < candidate.score) {
        // The section keeps the place of its first record on ties.
        candidate.order = previous.order;
        best.set(traits.section, candidate);
      }
    }

    // Best first; on equal scores, the first matched. The sections come in
    // the order of their first record (a record that replaces another takes
    // its place and its order), so ranking them by score from there breaks
    // ties as `byScore` does.
    const byScore = (a: Candidate, b: Candidate): number => b.score - a.score || a.order - b.order;
    const sections = [...best.values()];
    const sortedByScore = (): Candidate[] =>
      Array.from(rankByScore(Float64Array.from(sections, (candidate) => candidate.score)), (position) => sections[position]!);
    const ranked = sortedByScore();
    // One word makes no phrase: the records' words are not worked out for nothing.
    const phrased = knownWords.length > 1 ? ranked.slice(0, PHRASE_CANDIDATES) : [];
    for (const candidate of phrased) {
      const {record, traits, words: held} = candidate;
      // A record holding one of the words at most has no phrase in it (a factor of 1).
      if ((held & (held - 1)) === 0) continue;
      traits.phrase ??= [recordContext(record), recordTitle(record) ?? '', record.content ?? ''].map(runningForms);
      candidate.score *= phraseFactor(traits.phrase, knownWords);
    }
    // The phrase factor is at least 1 and scores are not negative: the
    // candidates it raised stay ahead of the others, which keep their order.
    // Sorting those few is sorting the list.
    phrased.sort(byScore);
    phrased.forEach((candidate, index) => {
      ranked[index] = candidate;
    });
    const seenOnPage = new Int32Array(pageCount);
    for (const candidate of ranked) {
      candidate.score *= SAME_PAGE_DECAY ** seenOnPage[candidate.traits.page]!;
      seenOnPage[candidate.traits.page]! += 1;
    }
    return {candidates: sortedByScore(), typoWords: built.typoWords};
  }

  /** Records of one section share its heading: its words are worked out once. */
  private headingForms(record: SearchRecord): readonly TermForm[] {
    const heading = sectionHeading(record);
    let forms = this.headings.get(heading);
    if (!forms) {
      forms = runningForms(heading);
      this.headings.set(heading, forms);
    }
    return forms;
  }

  /** A record's URL made absolute; hits of the same pages come back on every keystroke. */
  private absoluteUrl(url: string): string {
    let absolute = this.absoluteUrls.get(url);
    if (absolute === undefined) {
      absolute = new URL(url, this.origin).href;
      this.absoluteUrls.set(url, absolute);
    }
    return absolute;
  }

  private toHit(record: SearchRecord, highlighter: Highlighter, sizes: Map<string, number>): LocalHit {
    const hierarchyHighlight = {} as Record<HierarchyLevel, HighlightResult>;
    const hierarchySnippet = {} as Record<HierarchyLevel, SnippetResult>;
    const escapedHierarchy = {...record.hierarchy};
    for (const level of HIERARCHY_LEVELS) {
      const text = record.hierarchy[level];
      if (level === 'lvl0') {
        // The modal shows lvl0 as plain text (a group title), never as HTML.
        const plain = {value: record.hierarchy.lvl0, matchLevel: 'none' as const, matchedWords: []};
        hierarchyHighlight.lvl0 = plain;
        hierarchySnippet.lvl0 = plain;
        continue;
      }
      if (text !== null) escapedHierarchy[level] = escapeHtml(text);
      const analyzed = highlighter.analyzeRepeated(text ?? '', sizes.get(`hierarchy.${level}`));
      hierarchyHighlight[level] = analyzed.highlight;
      hierarchySnippet[level] = analyzed.snippet;
    }
    const content = highlighter.analyze(record.content ?? '', sizes.get('content'));
    return {
      objectID: record.objectID,
      url: this.absoluteUrl(record.url),
      url_without_anchor: this.absoluteUrl(record.url_without_anchor),
      anchor: record.anchor,
      type: record.type,
      hierarchy: escapedHierarchy,
      content: record.content === null ? null : escapeHtml(record.content),
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      version: record.version,
      _highlightResult: {
        hierarchy: hierarchyHighlight,
        hierarchy_camel: [hierarchyHighlight],
        content: content.highlight,
      },
      _snippetResult: {
        hierarchy: hierarchySnippet,
        hierarchy_camel: [hierarchySnippet],
        content: content.snippet,
      },
    };
  }
}

function countFacets(candidates: Candidate[], names: readonly string[]): Record<string, Record<string, number>> {
  const wanted = names.includes('*') ? ['language', 'docusaurus_tag', 'version', 'type'] : names;
  const facets: Record<string, Record<string, number>> = {};
  for (const name of wanted) {
    const counts: Record<string, number> = {};
    for (const {record} of candidates) {
      const value = recordFacet(record, name);
      if (value !== undefined && value !== null) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[name] = counts;
  }
  return facets;
}
