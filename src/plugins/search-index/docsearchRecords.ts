import {pageToRecords, recordLevel} from './records';
import type {ExtractedPage, Hierarchy, RecordType} from './types';

/**
 * The records of the embedded index in the shape DocSearch's crawler writes
 * to an Algolia index, for a site that moves to hosted search and wants to
 * push its own records (`npm run search:export`): absolute URLs, the
 * hierarchy, the facets the theme filters on, and the weights the DocSearch
 * ranking sorts by (a heading's level, the record's place in its page, and
 * how many pages link to it).
 */
export type DocSearchRecord = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  language: string;
  lang: string;
  docusaurus_tag: string;
  version: string | null;
  weight: {pageRank: number; level: number; position: number};
};

/** DocSearch's level weight: 100 for a page title, 10 less per heading level, 0 for text. */
export function levelWeight(type: RecordType): number {
  const level = recordLevel(type);
  return level === 7 ? 0 : 100 - (level - 1) * 10;
}

export function toDocSearchRecords(pages: readonly ExtractedPage[], siteUrl: string): DocSearchRecord[] {
  const origin = siteUrl.replace(/\/+$/, '');
  return pages.flatMap((page) =>
    pageToRecords(page).map((record) => ({
      objectID: record.objectID,
      url: `${origin}${record.url}`,
      url_without_anchor: `${origin}${record.url_without_anchor}`,
      anchor: record.anchor,
      content: record.content,
      type: record.type,
      hierarchy: record.hierarchy,
      language: record.language,
      lang: record.language,
      docusaurus_tag: record.docusaurus_tag,
      version: record.version,
      weight: {pageRank: page.inbound, level: levelWeight(record.type), position: record.position},
    })),
  );
}
