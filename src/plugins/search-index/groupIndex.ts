import {decodePageTraits, type PageTraits} from './groupLayout';
import {decodeKeyList, forEachPosting, keySection} from './postingsCodec';
import {bm25, inverseDocumentFrequency} from './scoring';
import {
  FIELDS,
  HIERARCHY_LEVELS,
  INDEX_FORMAT,
  PAGE_COLUMNS,
  type DictionaryFile,
  type GroupEntry,
  type GroupHead,
  type Hierarchy,
  type SearchRecord,
  type TailFile,
  type TermChunk,
  type TextPack,
  type TitleChunk,
} from './types';

/**
 * One group of the index in the browser: its head, and the parts queries
 * have fetched so far (term and title chunks, tails, the dictionary, text
 * packs), each fetched once. Browser-safe.
 */

/** Fetches and parses a JSON file of the index; fails with a RetryError. */
export type IndexLoader = (url: string) => Promise<unknown>;

/** A term's postings in one field: record keys, their class codes and BM25 scores, in the order written. */
export type FieldPostings = {keys: Int32Array; codes: Int32Array; scores: Float64Array};

/** A term's postings, by field (FIELDS order); null where the field lacks the term. */
export type TermPostings = (FieldPostings | null)[];

/** A page of the group, as ranking sees it. */
export type GroupPage = PageTraits & {
  records: number;
  inbound: number;
  firstSection: number;
  /** Its group title (hierarchy lvl0), as the modal groups hits by it. */
  lvl0: string;
  /** The first page of the group with the same group title and title: the modal lists their hits together. */
  titleTwin: number;
};

/** Index of the first string not below `key`, in code-unit order. */
export function lowerBound(sorted: readonly string[], key: string, from = 0): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Index of the chunk whose range holds `key`: the last one whose first term is not after it. */
export function chunkFor(firstTerms: readonly string[], key: string): number {
  let low = 0;
  let high = firstTerms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (firstTerms[middle]! <= key) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low - 1);
}

/** Chunks holding the terms that begin with `prefix`. */
export function chunksForPrefix(firstTerms: readonly string[], prefix: string): number[] {
  const first = chunkFor(firstTerms, prefix);
  const last = chunkFor(firstTerms, `${prefix}\uffff`);
  return Array.from({length: last - first + 1}, (_, index) => first + index);
}

/** Chunks a word being typed completes in, at most (see `GroupIndex.completionChunks`). */
export const MAX_COMPLETION_CHUNKS = 2;

/** The highest code unit: a prefix followed by it sorts after every term the prefix begins. */
const PREFIX_END = '\uffff';

function once<T>(cache: Map<string, Promise<T>>, url: string, load: () => Promise<T>): Promise<T> {
  let loading = cache.get(url);
  if (!loading) {
    loading = load();
    cache.set(url, loading);
    // A failed part is fetched again by the next query.
    loading.catch(() => {
      if (cache.get(url) === loading) cache.delete(url);
    });
  }
  return loading;
}

export class GroupIndex {
  readonly pages: GroupPage[] = [];
  /** Bumped whenever loaded postings change (a tail arrives): cached term results are then stale. */
  generation = 0;
  private readonly pageFirstSections: Int32Array;
  private readonly loads = new Map<string, Promise<unknown>>();
  private readonly chunks: (TermChunk | undefined)[] = [];
  private readonly titleChunks: (TitleChunk | undefined)[] = [];
  private readonly tails = new Map<string, number[]>();
  private dictionary: readonly string[] | null = null;
  private readonly packs: (TextPack | undefined)[] = [];
  /** Decoded postings, by term, then for the title family. */
  private readonly postings = new Map<string, TermPostings>();
  private readonly titlePostings = new Map<string, TermPostings>();

  constructor(
    readonly entry: GroupEntry,
    readonly head: GroupHead,
    private readonly load: IndexLoader,
  ) {
    if (head.format !== INDEX_FORMAT) {
      throw new Error(`Search index group ${entry.tag} has format ${String(head.format)}, expected ${INDEX_FORMAT}`);
    }
    const count = head.pages.length / PAGE_COLUMNS;
    this.pageFirstSections = new Int32Array(count);
    let firstSection = 0;
    for (let page = 0; page < count; page += 1) {
      const at = page * PAGE_COLUMNS;
      firstSection += head.pages[at]!;
      this.pageFirstSections[page] = firstSection;
      this.pages.push({
        ...decodePageTraits(head.pages[at + 2]!),
        records: head.pages[at + 1]!,
        inbound: head.pages[at + 3]!,
        firstSection,
        lvl0: head.lvl0s[head.pages[at + 4]!] ?? '',
        titleTwin: page - head.pages[at + 5]!,
      });
    }
  }

  get language(): string {
    return this.head.language;
  }

  get tag(): string {
    return this.head.tag;
  }

  /** The page a section belongs to. */
  pageOfSection(section: number): number {
    let low = 0;
    let high = this.pageFirstSections.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.pageFirstSections[middle]! <= section) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }

  pageOfKey(key: number): number {
    return this.pageOfSection(keySection(key, this.head.offsetBits));
  }

  // Fetching parts ----------------------------------------------------------

  private fetchPart<T>(name: string): Promise<T> {
    const url = `${this.head.base}${name}`;
    return once(this.loads, url, () => this.load(url)) as Promise<T>;
  }

  /** Fetches the term chunks with these indexes (those not loaded yet). */
  async loadChunks(indexes: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(indexes)]
        .filter((index) => !this.chunks[index])
        .map(async (index) => {
          this.chunks[index] = await this.fetchPart<TermChunk>(`t${index}.json`);
        }),
    );
  }

  async loadTitleChunks(indexes: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(indexes)]
        .filter((index) => !this.titleChunks[index])
        .map(async (index) => {
          this.titleChunks[index] = await this.fetchPart<TitleChunk>(`h${index}.json`);
        }),
    );
  }

  async loadDictionary(): Promise<void> {
    if (this.dictionary) return;
    this.dictionary = (await this.fetchPart<DictionaryFile>('terms.json')).terms;
  }

  hasDictionary(): boolean {
    return this.dictionary !== null;
  }

  /** Fetches the tails of these terms (those the loaded chunks mark as cut, not fetched yet). */
  async loadTails(terms: Iterable<string>): Promise<void> {
    const wanted: {term: string; name: string}[] = [];
    for (const term of new Set(terms)) {
      if (this.tails.has(term)) continue;
      const found = this.findTerm(term);
      if (!found) continue;
      const tail = found.chunk.tails.find(([index]) => index === found.index);
      if (tail) wanted.push({term, name: `x${found.chunkIndex}-${found.index}.json`});
    }
    await Promise.all(
      wanted.map(async ({term, name}) => {
        const file = await this.fetchPart<TailFile>(name);
        this.tails.set(term, file.postings);
        // Decoded again with the tail, next time they are read.
        this.postings.delete(term);
        this.generation += 1;
      }),
    );
  }

  async loadPacks(indexes: Iterable<number>): Promise<void> {
    await Promise.all(
      [...new Set(indexes)]
        .filter((index) => index >= 0 && index < this.head.packs && !this.packs[index])
        .map(async (index) => {
          this.packs[index] = await this.fetchPart<TextPack>(`p${index}.json`);
        }),
    );
  }

  // Which parts a term needs ------------------------------------------------

  chunkOfTerm(term: string): number {
    return chunkFor(this.head.chunks, term);
  }

  chunksOfPrefix(prefix: string): number[] {
    return this.head.chunks.length === 0 ? [] : chunksForPrefix(this.head.chunks, prefix);
  }

  /**
   * The chunks a word being typed completes in: those of its prefix, at most
   * MAX_COMPLETION_CHUNKS of them. A short prefix of a big site ("sidebar" on
   * a site of thousands of pages) begins hundreds of terms over many chunks;
   * the first of them hold the word itself and its closest completions, and
   * the others' records are found through the stems and identifier parts the
   * index also holds (`sidebarItemsGenerator` is indexed as `sidebar` too).
   */
  completionChunks(prefix: string): number[] {
    return this.chunksOfPrefix(prefix).slice(0, MAX_COMPLETION_CHUNKS);
  }

  titleChunksOfPrefix(prefix: string): number[] {
    return this.head.titleChunks.length === 0 ? [] : chunksForPrefix(this.head.titleChunks, prefix);
  }

  packOfKey(key: number): number {
    return keySection(key, this.head.offsetBits) >> this.head.packBits;
  }

  // Terms -------------------------------------------------------------------

  private findTerm(term: string): {chunk: TermChunk; chunkIndex: number; index: number} | null {
    if (this.head.chunks.length === 0) return null;
    const chunkIndex = this.chunkOfTerm(term);
    const chunk = this.chunks[chunkIndex];
    if (!chunk) return null;
    const index = lowerBound(chunk.terms, term);
    return chunk.terms[index] === term ? {chunk, chunkIndex, index} : null;
  }

  /** Whether the term's chunk is loaded (so `has` can answer). */
  knowsAbout(term: string): boolean {
    return this.head.chunks.length === 0 || this.chunks[this.chunkOfTerm(term)] !== undefined;
  }

  has(term: string): boolean {
    return this.findTerm(term) !== null;
  }

  /** Whether a term of the group begins with `prefix` (its chunks must be loaded). */
  beginsTerm(prefix: string): boolean {
    return this.termsWithPrefix(prefix).length > 0 || this.has(prefix);
  }

  /** Terms of the completion chunks that begin with `prefix` (the prefix itself included), ascending. */
  termsWithPrefix(prefix: string): string[] {
    const found: string[] = [];
    for (const index of this.completionChunks(prefix)) {
      const chunk = this.chunks[index];
      if (!chunk) continue;
      for (let at = lowerBound(chunk.terms, prefix); at < chunk.terms.length && chunk.terms[at]!.startsWith(prefix); at += 1) {
        found.push(chunk.terms[at]!);
      }
    }
    return found;
  }

  /** Terms with title postings that begin with `prefix`, ascending (title chunks loaded). */
  titleTermsWithPrefix(prefix: string): string[] {
    const found: string[] = [];
    for (const index of this.titleChunksOfPrefix(prefix)) {
      const chunk = this.titleChunks[index];
      if (!chunk) continue;
      for (let at = lowerBound(chunk.terms, prefix); at < chunk.terms.length && chunk.terms[at]!.startsWith(prefix); at += 1) {
        found.push(chunk.terms[at]!);
      }
    }
    return found;
  }

  /** The whole dictionary (loadDictionary first). */
  allTerms(): readonly string[] {
    return this.dictionary ?? [];
  }

  /** Whether the term's postings were cut at build time and its tail is not loaded. */
  isCut(term: string): boolean {
    if (this.tails.has(term)) return false;
    const found = this.findTerm(term);
    return found !== null && found.chunk.tails.some(([index]) => index === found.index);
  }

  /** A term's postings, decoded and scored by field (null when the term is not in the loaded chunks). */
  termPostings(term: string): TermPostings | null {
    let postings = this.postings.get(term);
    if (postings) return postings;
    const found = this.findTerm(term);
    if (!found) return null;
    const encoded = found.chunk.postings[found.index]!;
    const tailInfo = found.chunk.tails.find(([index]) => index === found.index);
    const tail = this.tails.get(term);
    postings = this.decodeTerm([encoded, ...(tail ? [tail] : [])], tailInfo?.[2] ?? null);
    this.postings.set(term, postings);
    return postings;
  }

  /** A term's title postings, from the title chunks. */
  titleTermPostings(term: string): TermPostings | null {
    let postings = this.titlePostings.get(term);
    if (postings) return postings;
    const chunk = this.titleChunks[chunkFor(this.head.titleChunks, term)];
    if (!chunk) return null;
    const index = lowerBound(chunk.terms, term);
    if (chunk.terms[index] !== term) return null;
    postings = this.decodeTerm([chunk.postings[index]!], null);
    this.titlePostings.set(term, postings);
    return postings;
  }

  /**
   * Decodes postings into per-field arrays with each posting's BM25 score. A
   * field's document count comes from the build when the list was cut (the
   * part loaded does not hold all of it), else from the postings themselves.
   */
  private decodeTerm(lists: readonly (readonly number[])[], fieldCounts: readonly number[] | null): TermPostings {
    const {offsetBits, averageFieldLength, records} = this.head;
    const perField = FIELDS.map(() => ({keys: [] as number[], codes: [] as number[], lengths: [] as number[], frequencies: [] as number[]}));
    for (const list of lists) {
      forEachPosting(list, (section, offset, code, field, length, frequency) => {
        const target = perField[field]!;
        target.keys.push(section * 2 ** offsetBits + offset);
        target.codes.push(code);
        target.lengths.push(length);
        target.frequencies.push(frequency);
      });
    }
    return perField.map((field, fieldIndex) => {
      if (field.keys.length === 0) return null;
      const matching = fieldCounts?.[fieldIndex] ?? field.keys.length;
      const idf = inverseDocumentFrequency(matching, records);
      const scores = new Float64Array(field.keys.length);
      for (let index = 0; index < scores.length; index += 1) {
        scores[index] = bm25(idf, field.frequencies[index]!, field.lengths[index]!, averageFieldLength[fieldIndex]!);
      }
      return {keys: Int32Array.from(field.keys), codes: Int32Array.from(field.codes), scores};
    });
  }

  // Keys of whole records -----------------------------------------------------

  /** Records under this lookup key (identifier and heading rules); its chunk must be loaded. */
  keyRecords(key: string): number[] {
    const chunk = this.chunks[this.chunkOfTerm(key)];
    if (!chunk) return [];
    const index = lowerBoundKey(chunk.keys, key);
    return chunk.keys[index]?.[0] === key ? decodeKeyList(chunk.keys[index][1]) : [];
  }

  /** Records under every lookup key that begins with `prefix`. */
  keyRecordsWithPrefix(prefix: string): number[] {
    const found: number[] = [];
    for (const chunkIndex of this.chunksOfPrefix(prefix)) {
      const chunk = this.chunks[chunkIndex];
      if (!chunk) continue;
      for (let at = lowerBoundKey(chunk.keys, prefix); at < chunk.keys.length && chunk.keys[at]![0].startsWith(prefix); at += 1) {
        found.push(...decodeKeyList(chunk.keys[at]![1]));
      }
    }
    return found;
  }

  // Text ----------------------------------------------------------------------

  /** A record as the hosted service would store it, from its pack (loadPacks first); null if not loaded. */
  record(key: number): SearchRecord | null {
    const {offsetBits, packBits} = this.head;
    const section = keySection(key, offsetBits);
    const offset = key - section * 2 ** offsetBits;
    const pack = this.packs[section >> packBits];
    if (!pack) return null;
    const slot = section & (2 ** packBits - 1);
    const entry = pack.sections.find(([entrySlot]) => entrySlot === slot);
    if (!entry) return null;
    const [, pageRef, anchor, above, position, items] = entry;
    const [url, lvl0, title] = pack.pages[pageRef]!;
    const hierarchy: Hierarchy = {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    above.forEach((text, index) => {
      const level = SECTION_LEVELS[index];
      if (level) hierarchy[level] = text;
    });
    for (let index = 0; index <= offset && index < items.length; index += 1) {
      const [kind, text] = items[index]!;
      if (kind >= 2 && kind <= 6) {
        SECTION_LEVELS.forEach((level, at) => {
          if (at + 2 === kind) hierarchy[level] = text;
          else if (at + 2 > kind) hierarchy[level] = null;
        });
      }
    }
    const item = items[offset];
    if (!item) return null;
    const [kind, text] = item;
    const isContent = kind === 0 || kind === 7;
    const record: SearchRecord = {
      objectID: `${url}:${position + offset}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: isContent ? 'content' : (HIERARCHY_LEVELS[kind] as SearchRecord['type']),
      hierarchy: {...hierarchy},
      content: isContent ? text : null,
      language: this.head.language,
      docusaurus_tag: this.head.tag,
      version: this.head.version,
      position: position + offset,
    };
    if (kind === 7) record.code = true;
    return record;
  }
}

/** The hierarchy levels that section headings fill. */
const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function lowerBoundKey(keys: readonly [string, number[]][], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]![0] < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

export {PREFIX_END};
