import type MiniSearch from 'minisearch';
import {matchesFacetFilter, parseFacetFilters, type FacetFilter} from './facetFilters';
import {
  escapeHtml,
  Highlighter,
  type HighlightResult,
  type HighlightTags,
  type QueryWord,
  type SnippetResult,
} from './highlight';
import {loadCompactIndex} from './indexCodec';
import {fromShardPage, pageToRecords, recordLevel} from './records';
import {
  normalizeRequests,
  RetryError,
  shardsForRequests,
  type LocalHit,
  type LocalSearchResponse,
  type LocalSearchResponses,
  type SearchMethodParams,
  type SearchRequest,
} from './searchApi';
import {buildQuery, indexOptions, processTerm, queryTokens, searchOptions, type IndexedRecord} from './textIndex';
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

type LoadedShard = {
  entry: ShardManifestEntry;
  records: SearchRecord[];
  index: MiniSearch<IndexedRecord>;
};

type Candidate = {record: SearchRecord; score: number; order: number};

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
    const index = loadCompactIndex<IndexedRecord>(file.index, indexOptions);
    this.shards.set(entry.url, {entry, records, index});
  }

  search(params: SearchMethodParams): LocalSearchResponses {
    return {results: normalizeRequests(params).map((request) => this.searchOne(request))};
  }

  private searchOne(request: SearchRequest): LocalSearchResponse {
    const started = Date.now();
    const query = (request.query ?? '').trim();
    const hitsPerPage = Math.min(Math.max(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 0), MAX_HITS_PER_PAGE);
    const page = Math.max(request.page ?? 0, 0);
    const filter = parseFacetFilters(request.facetFilters);
    const candidates = query ? this.rank(query, filter, request) : [];

    const start = page * hitsPerPage;
    const queryWords = toQueryWords(query);
    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: request.highlightPostTag ?? DEFAULT_TAGS.post,
    };
    const sizes = snippetSizes(request.attributesToSnippet);
    const ellipsis = request.snippetEllipsisText ?? '…';
    const highlighter = new Highlighter(queryWords, tags, ellipsis);
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
  private rank(query: string, filter: FacetFilter, request: SearchRequest): Candidate[] {
    const best = new Map<string, Candidate>();
    const tree = buildQuery(query);
    if (!tree) return [];
    const options = searchOptions();
    let order = 0;
    for (const entry of shardsForRequests(this.manifest, [request])) {
      const shard = this.shards.get(entry.url);
      if (!shard) {
        throw new RetryError(`Search shard ${entry.url} is not loaded`);
      }
      for (const result of shard.index.search(tree, options)) {
        const record = shard.records[result.id as number];
        if (!record || !matchesFacetFilter(filter, (attribute) => recordFacet(record, attribute))) {
          continue;
        }
        const score = result.score * LEVEL_BOOST[recordLevel(record.type)]!;
        const previous = best.get(record.url);
        if (!previous || previous.score < score) {
          best.set(record.url, {record, score, order: previous?.order ?? order});
        }
        order += 1;
      }
    }
    return [...best.values()].sort((a, b) => b.score - a.score || a.order - b.order);
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
      const analyzed = highlighter.analyze(text ?? '', sizes.get(`hierarchy.${level}`));
      hierarchyHighlight[level] = analyzed.highlight;
      hierarchySnippet[level] = analyzed.snippet;
    }
    const content = highlighter.analyze(record.content ?? '', sizes.get('content'));
    return {
      objectID: record.objectID,
      url: new URL(record.url, this.origin).href,
      url_without_anchor: new URL(record.url_without_anchor, this.origin).href,
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

function toQueryWords(query: string): QueryWord[] {
  const typed = queryTokens(query);
  const result: QueryWord[] = [];
  typed.forEach((word, index) => {
    const term = processTerm(word);
    if (term) result.push({typed: word, term, isLast: index === typed.length - 1});
  });
  return result;
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
