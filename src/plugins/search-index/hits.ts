import {escapeHtml, Highlighter, type HighlightResult, type SnippetResult} from './highlight';
import type {LocalHit, SearchRequest} from './searchApi';
import {HIERARCHY_LEVELS, type HierarchyLevel, type SearchRecord} from './types';

/**
 * A record as the hosted service returns it for a query: absolute URLs, text
 * escaped for the UI (which injects it as HTML), highlights and snippets.
 */

/** Parses `['content:10', 'hierarchy.lvl1:10']` into attribute -> word count. */
export function snippetSizes(attributes: readonly string[] | undefined): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute, count] = entry.split(':');
    if (attribute) sizes.set(attribute, Number(count) > 0 ? Number(count) : 10);
  }
  return sizes;
}

/** The request's parameters as the hosted service echoes them back (`params`). */
export function encodeParams(request: SearchRequest): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

/** Makes record URLs absolute; hits of the same pages come back on every keystroke. */
export class AbsoluteUrls {
  private readonly cache = new Map<string, string>();

  constructor(private readonly origin: string) {}

  of(url: string): string {
    let absolute = this.cache.get(url);
    if (absolute === undefined) {
      absolute = new URL(url, this.origin).href;
      this.cache.set(url, absolute);
    }
    return absolute;
  }
}

export function toHit(record: SearchRecord, highlighter: Highlighter, sizes: Map<string, number>, urls: AbsoluteUrls): LocalHit {
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
    url: urls.of(record.url),
    url_without_anchor: urls.of(record.url_without_anchor),
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
