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

/**
 * The index as the browser fetches it, in parts, so that a query downloads
 * only what it needs (README.md, "The index on disk"). Records are grouped by
 * language and search tag (one group per docs version of each docs instance,
 * `default` for the rest), as a query's facet filters select them.
 */
export const INDEX_FORMAT = 5;

/** Where the parts of every group live, each group in a folder named by its content (cached for a year). */
export const INDEX_PARTS_DIR = 'assets/search-index';

/** `search-index/manifest.json`: the groups, and where their heads are. */
export type IndexManifest = {
  format: typeof INDEX_FORMAT;
  groups: GroupEntry[];
};

export type GroupEntry = {
  language: string;
  tag: string;
  /** URL of the group's head, base URL included; not hashed, revalidated like the manifest. */
  head: string;
  records: number;
  /** Bytes of all the group's files, as written (before compression). */
  bytes: number;
};

/** The fields of the full-text index, in the order postings number them. */
export const FIELDS = ['title', 'text', 'code', 'context'] as const;
export type FieldName = (typeof FIELDS)[number];

/**
 * A group's head: all a query of the group needs before it knows its words,
 * fetched when a visitor reaches for the search. Its parts live in `base`, a
 * folder named by the content of the whole group, so they are cached for good.
 */
export type GroupHead = {
  format: typeof INDEX_FORMAT;
  language: string;
  tag: string;
  version: string | null;
  /** Folder of the parts, base URL included, ending with a slash. */
  base: string;
  records: number;
  /** Average length of each field (FIELDS order), for BM25. */
  averageFieldLength: number[];
  /** Bits of a record key that number the record inside its section (see `recordKey`). */
  offsetBits: number;
  /** Section ids per text pack, as a power of two: pack = section >> packBits. */
  packBits: number;
  packs: number;
  /** The pages, in section order: per page, PAGE_COLUMNS numbers, the first one gap-coded. */
  pages: number[];
  /** The group titles of its pages (their hierarchy's lvl0), which the page table names by index. */
  lvl0s: string[];
  /** First term of each term chunk (`t<i>.json`), in code-unit order. */
  chunks: string[];
  /** First term of each title chunk (`h<i>.json`): the title postings only, for short prefixes. */
  titleChunks: string[];
};

/**
 * Columns of `GroupHead.pages`: the page's first section id (as a gap from
 * the previous page's), its record count, its kind and flags (see
 * `pageTraitsCode`), how many other pages link to it, its group title (an
 * index in `GroupHead.lvl0s`), and how many pages back the first page of that
 * group title with the same title is (0 for none). The last two say where the
 * DocSearch modal lists the page's hits (it groups them by both texts) before
 * their text is fetched.
 */
export const PAGE_COLUMNS = 6;

/**
 * A chunk of the term dictionary with its postings: a run of terms in
 * code-unit order. A term whose postings are longer than the index allows a
 * chunk to hold (very common words) keeps its highest-impact postings here,
 * and the rest in a tail file (`x<chunk>-<term>.json`, a `TailFile`).
 */
export type TermChunk = {
  terms: string[];
  /** Encoded postings of each term (see postingsCodec.ts). */
  postings: number[][];
  /**
   * Terms with a tail, as [index in `terms`, tail postings count, records holding the
   * term in each field (FIELDS order, over the whole list)].
   */
  tails: [term: number, tailPostings: number, fieldCounts: number[]][];
  /**
   * Keys of whole records, sorted: `<squashed title>\u0001w` for the records
   * titled exactly so, `<squashed first word of the title>\u0001s`, and
   * `<stem>\u0002<stem>` for the records under a heading starting with those
   * two words (see ranking.ts). Each with its records, encoded as record keys.
   */
  keys: [key: string, records: number[]][];
};

export type TailFile = {postings: number[]};

/** Title postings of a run of terms: what a short prefix completes to. */
export type TitleChunk = {terms: string[]; postings: number[][]};

/** Every term of a group, for near spellings of words the index does not know (`terms.json`). */
export type DictionaryFile = {terms: string[]};

/**
 * The text of the sections whose ids fall in one pack (`p<i>.json`): what a
 * hit shows and what phrase and literal matching read.
 */
export type TextPack = {
  /** The pages its sections belong to. */
  pages: [url: string, lvl0: string, title: string][];
  sections: PackSection[];
};

/**
 * A section: its id inside the pack, its page (index in `pages`), the anchor
 * its records link to, the headings in force where it starts (levels 2 to 6),
 * the position of its first record in the page, and its records, each a
 * heading ([level, text]), running text ([0, text]) or code ([7, text]).
 */
export type PackSection = [
  slot: number,
  page: number,
  anchor: string | null,
  hierarchy: (string | null)[],
  position: number,
  records: [kind: number, text: string][],
];
