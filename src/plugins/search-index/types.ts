import type {CompactIndex} from './indexCodec';

/**
 * Shapes shared by the build side (extraction, sharding) and the browser side
 * (the search engine behind the DocSearch UI). Browser-safe: types only.
 */

/** A record's level, as DocSearch names it: a heading level or running text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';

export const HIERARCHY_LEVELS: readonly HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/** A section heading of a page (h2 to h6) and the id it can be linked to. */
export type PageHeading = {
  /** 2 to 6. */
  level: number;
  text: string;
  anchor: string | null;
  /** How many other pages link to this section (its anchor). */
  inbound?: number;
};

/** A paragraph, list item, table row or code block, under the heading at `heading` (-1: before any). */
export type PageBlock = {
  heading: number;
  text: string;
  /** The text of a code block: searchable, weighed below prose. */
  code?: boolean;
};

/** Everything search needs from one built HTML page, as plain text. */
export type ExtractedPage = {
  /** Path from the site root, base URL included: `/docs/installation/`. */
  url: string;
  /** `docsearch:language` meta tag. */
  language: string;
  /** `docsearch:docusaurus_tag` meta tag: `default` or `docs-{pluginId}-{version}`. */
  tag: string;
  /** `docsearch:version` meta tag, for docs pages. */
  version: string | null;
  /** The section of the site the page belongs to (active sidebar category or navbar item). */
  lvl0: string;
  /** The page title (its h1). */
  title: string;
  headings: PageHeading[];
  blocks: PageBlock[];
  /** A page that mostly links to others (a category index, a "what's next" list). */
  hub: boolean;
  /** Site paths (base URL included, with the anchor when there is one) its text links to. */
  links: string[];
  /** How many other pages link to it from their text: a measure of how central it is. */
  inbound: number;
};

/** A DocSearch record, as the crawler of the hosted service would store it. */
export type SearchRecord = {
  objectID: string;
  /** Site path with the anchor; the client turns it into an absolute URL. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  version: string | null;
  /** Rank of the record inside its page: earlier sections come first on ties. */
  position: number;
  /** Whether `content` is the text of a code block. */
  code?: boolean;
  /** Whether the page mostly links to others (see ExtractedPage). */
  hub?: boolean;
  /** Pages linking to its page (see ExtractedPage). */
  inbound?: number;
  /** Pages linking to its section, by its anchor. */
  sectionInbound?: number;
};

/** One file of the embedded index: the pages of one language and search tag. */
export type ShardFile = {
  format: typeof SHARD_FORMAT;
  language: string;
  tag: string;
  pages: ShardPage[];
  /** MiniSearch's index over the records expanded from `pages`, compacted. */
  index: CompactIndex;
};

/**
 * A page in its compact stored form, so that the page's title and headings
 * are written once instead of once per record:
 * [url, lvl0, title, version, headings as [level, text, anchor] (plus inbound links when any),
 * blocks as [heading, text] or [heading, text, 1] for code, hub as 1 or 0, inbound links].
 */
export type ShardPage = [
  url: string,
  lvl0: string,
  title: string,
  version: string | null,
  headings: ([level: number, text: string, anchor: string | null] | [level: number, text: string, anchor: string | null, inbound: number])[],
  blocks: ([heading: number, text: string] | [heading: number, text: string, code: 1])[],
  hub: 0 | 1,
  inbound: number,
];

export const SHARD_FORMAT = 2;

/** Where the shards of the index are, written next to them at build time. */
export type ShardManifest = {
  format: typeof SHARD_FORMAT;
  shards: ShardManifestEntry[];
};

export type ShardManifestEntry = {
  language: string;
  tag: string;
  /** Path from the site root, base URL included, with a content hash in the name. */
  url: string;
  records: number;
  bytes: number;
  gzipBytes: number;
};
