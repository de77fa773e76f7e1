import type {
  ExtractedPage,
  Hierarchy,
  HierarchyLevel,
  PageBlock,
  RecordType,
  SearchRecord,
} from './types';

/**
 * Counts, for each page and for each of its sections, the other pages whose
 * text links to it. A page many others point to is where a topic is explained;
 * a section they point to (`#editUrl`) is where an option is.
 */
export function withInboundLinks(pages: ExtractedPage[]): ExtractedPage[] {
  const pageLinks = new Map<string, Set<string>>();
  const sectionLinks = new Map<string, Set<string>>();
  const count = (map: Map<string, Set<string>>, key: string, from: string): void => {
    const set = map.get(key) ?? new Set<string>();
    set.add(from);
    map.set(key, set);
  };
  for (const page of pages) {
    for (const link of page.links) {
      const [path = '', anchor = ''] = link.split('#');
      if (path === page.url) continue;
      count(pageLinks, path, page.url);
      if (anchor) count(sectionLinks, `${path}#${decodeAnchor(anchor)}`, page.url);
    }
  }
  return pages.map((page) => ({
    ...page,
    inbound: pageLinks.get(page.url)?.size ?? 0,
    headings: page.headings.map((heading) => {
      const inbound = heading.anchor ? (sectionLinks.get(`${page.url}#${heading.anchor}`)?.size ?? 0) : 0;
      return inbound > 0 ? {...heading, inbound} : heading;
    }),
  }));
}

function decodeAnchor(anchor: string): string {
  try {
    return decodeURIComponent(anchor);
  } catch {
    return anchor;
  }
}

/** The hierarchy levels that section headings fill. */
type SectionLevel = Exclude<HierarchyLevel, 'lvl0' | 'lvl1'>;

function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/**
 * Turns a page into DocSearch records, in reading order: one for the page
 * title, one per section heading, one per paragraph, list item or table row.
 * Each record carries the chain of headings above it, and links to the
 * closest heading that has an anchor.
 */
export function pageToRecords(page: ExtractedPage): SearchRecord[] {
  const records: SearchRecord[] = [];
  const push = (
    type: RecordType,
    hierarchy: Hierarchy,
    anchor: string | null,
    content: string | null,
    code = false,
    sectionInbound = 0,
  ): void => {
    const position = records.length;
    const record: SearchRecord = {
      objectID: `${page.url}:${position}`,
      url: anchor ? `${page.url}#${anchor}` : page.url,
      url_without_anchor: page.url,
      anchor,
      type,
      hierarchy,
      content,
      language: page.language,
      docusaurus_tag: page.tag,
      version: page.version,
      position,
    };
    // Set one by one rather than spread: the browser builds every record of a shard as it loads.
    if (code) record.code = true;
    if (page.hub) record.hub = true;
    if (page.inbound > 0) record.inbound = page.inbound;
    if (sectionInbound > 0) record.sectionInbound = sectionInbound;
    records.push(record);
  };

  // The hierarchy and anchor in force under each heading, index -1 being the page top.
  const top = emptyHierarchy(page.lvl0, page.title);
  const sectionHierarchy: Hierarchy[] = [];
  const sectionAnchor: (string | null)[] = [];
  const sectionInbound: number[] = [];
  let current = top;
  let currentAnchor: string | null = null;
  for (const heading of page.headings) {
    const level = Math.min(Math.max(heading.level, 2), 6);
    const next: Hierarchy = {...current};
    for (let deeper = level; deeper <= 6; deeper += 1) {
      next[`lvl${deeper}` as SectionLevel] = null;
    }
    next[`lvl${level}` as SectionLevel] = heading.text;
    current = next;
    currentAnchor = heading.anchor ?? currentAnchor;
    sectionHierarchy.push(current);
    sectionAnchor.push(currentAnchor);
    sectionInbound.push(heading.inbound ?? 0);
  }

  push('lvl1', top, null, null);
  const blocksByHeading = new Map<number, PageBlock[]>();
  for (const block of page.blocks) {
    const list = blocksByHeading.get(block.heading) ?? [];
    list.push(block);
    blocksByHeading.set(block.heading, list);
  }
  for (const {text, code} of blocksByHeading.get(-1) ?? []) {
    push('content', top, null, text, code);
  }
  page.headings.forEach((heading, index) => {
    const level = Math.min(Math.max(heading.level, 2), 6);
    const inbound = sectionInbound[index]!;
    push(`lvl${level}` as RecordType, sectionHierarchy[index]!, sectionAnchor[index]!, null, false, inbound);
    for (const {text, code} of blocksByHeading.get(index) ?? []) {
      push('content', sectionHierarchy[index]!, sectionAnchor[index]!, text, code, inbound);
    }
  });
  return records;
}

/** The level a record stands at: 1 for a page title, 7 for running text. */
export function recordLevel(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

/** The heading a record stands for (its own title), or null for running text. */
export function recordTitle(record: SearchRecord): string | null {
  return record.type === 'content' ? null : record.hierarchy[record.type];
}

/**
 * The headings above a record, as searchable context: running text matches a
 * query naming its page or section, as on the hosted service.
 */
export function recordContext(record: SearchRecord): string {
  const level = recordLevel(record.type);
  const parts: string[] = [];
  for (let lvl = 1; lvl < level && lvl <= 6; lvl += 1) {
    const text = record.hierarchy[`lvl${lvl}` as HierarchyLevel];
    if (text) parts.push(text);
  }
  if (level === 1) parts.push(record.hierarchy.lvl0, slugWords(record.url_without_anchor));
  return parts.join(' ');
}

/**
 * The words of a page's address (`/blog/2022/01/24/docusaurus-2021-recap/` ->
 * "docusaurus 2021 recap"): authors choose them as keywords, and a reader who
 * saw the address types them. Indexed with the page title only.
 */
export function slugWords(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded
    .split('/')
    .filter((segment) => segment && !/^\d+$/.test(segment))
    .join(' ')
    .replace(/[-_]/g, ' ');
}

/**
 * The heading a record belongs to: its own, for a heading; the deepest one
 * above it, for running text.
 */
export function sectionHeading(record: SearchRecord): string {
  const own = recordTitle(record);
  if (own) return own;
  for (let lvl = 6; lvl >= 1; lvl -= 1) {
    const text = record.hierarchy[`lvl${lvl}` as HierarchyLevel];
    if (text) return text;
  }
  return '';
}
