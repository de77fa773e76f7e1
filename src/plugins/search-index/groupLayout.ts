import {CONTENT_LEVEL, classCode} from './postingsCodec';
import {pageKind, releaseRecency, type PageKind} from './ranking';
import {pageToRecords, recordLevel} from './records';
import {PAGE_COLUMNS, type ExtractedPage, type SearchRecord} from './types';

/**
 * How a group's records are numbered and packed, worked out once at build
 * time and shared by every file of the group: records are grouped in
 * sections (the records that link to the same anchor of a page), sections are
 * numbered so that the text pack holding a section follows from its id
 * (pack = id >> packBits, ids left unused where a pack closes early), and a
 * record is named by its section and its place there.
 */

/** Section ids per pack, as a power of two. */
export const PACK_BITS = 4;
/** Text a pack holds at most (characters), unless one section alone is longer. */
export const PACK_TEXT_BUDGET = 2048;

export type LaidOutRecord = {
  record: SearchRecord;
  /** Index of its page in the group. */
  page: number;
  section: number;
  offset: number;
  /** Its record class (postingsCodec.ts). */
  code: number;
};

export type LaidOutSection = {
  id: number;
  page: number;
  /** Its records, in reading order. */
  records: LaidOutRecord[];
};

export type GroupLayout = {
  pages: ExtractedPage[];
  records: LaidOutRecord[];
  /** Sections by pack, in id order. */
  packs: LaidOutSection[][];
  offsetBits: number;
  packBits: number;
  /** The head's page table (see GroupHead.pages). */
  pageTable: number[];
  /** The group titles the page table names (GroupHead.lvl0s). */
  lvl0s: string[];
};

const PAGE_KINDS: readonly PageKind[] = ['docs', 'migration', 'community', 'page', 'blog', 'changelog', 'feature-request'];
const RECENCIES = [1, 0.9, 0.85, 0.8, 0.7];

/** What ranking knows of a page without its text, as one number. */
export type PageTraits = {kind: PageKind; recency: number; hub: boolean};

export function pageTraitsCode({kind, recency, hub}: PageTraits): number {
  const recencyIndex = RECENCIES.indexOf(recency);
  if (recencyIndex < 0) throw new Error(`No code for release recency ${recency}`);
  return PAGE_KINDS.indexOf(kind) + 8 * recencyIndex + (hub ? 64 : 0);
}

export function decodePageTraits(code: number): PageTraits {
  return {kind: PAGE_KINDS[code % 8] ?? 'page', recency: RECENCIES[Math.floor(code / 8) % 8] ?? 1, hub: code >= 64};
}

function textLength(record: SearchRecord): number {
  return (record.content ?? '').length + (record.type === 'content' ? 0 : (record.hierarchy[record.type] ?? '').length);
}

/** Lays out the pages of one group (sorted by URL, so related pages share packs). */
export function layOutGroup(pages: readonly ExtractedPage[], {packBits = PACK_BITS, packBudget = PACK_TEXT_BUDGET} = {}): GroupLayout {
  const sorted = [...pages].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const slots = 2 ** packBits;
  const packs: LaidOutSection[][] = [];
  const records: LaidOutRecord[] = [];
  const pageTable: number[] = [];
  let pack: LaidOutSection[] = [];
  let packText = 0;
  let maxOffset = 0;
  let previousFirstSection = 0;
  const lvl0s: string[] = [];
  /** The first page of each group title and title. */
  const firstWithTitle = new Map<string, number>();

  const closePack = (): void => {
    if (pack.length > 0) packs.push(pack);
    pack = [];
    packText = 0;
  };

  sorted.forEach((page, pageIndex) => {
    const pageRecords = pageToRecords(page);
    // Sections: runs of records linking to the same address.
    const runs: SearchRecord[][] = [];
    for (const record of pageRecords) {
      const last = runs.at(-1);
      if (last && last[0]!.url === record.url) last.push(record);
      else runs.push([record]);
    }
    let firstSection = -1;
    for (const run of runs) {
      const text = run.reduce((sum, record) => sum + textLength(record), 0);
      if (pack.length === slots || (pack.length > 0 && packText + text > packBudget)) closePack();
      const id = packs.length * slots + pack.length;
      if (firstSection < 0) firstSection = id;
      const section: LaidOutSection = {id, page: pageIndex, records: []};
      run.forEach((record, offset) => {
        const level = recordLevel(record.type);
        const laidOut: LaidOutRecord = {
          record,
          page: pageIndex,
          section: id,
          offset,
          code: classCode({level, inbound: record.sectionInbound ?? 0, placed: level !== CONTENT_LEVEL && offset > 0}),
        };
        section.records.push(laidOut);
        records.push(laidOut);
        maxOffset = Math.max(maxOffset, offset);
      });
      pack.push(section);
      packText += text;
    }
    const first = pageRecords[0]!;
    const traits = pageTraitsCode({kind: pageKind(first), recency: releaseRecency(first), hub: page.hub});
    if (!lvl0s.includes(page.lvl0)) lvl0s.push(page.lvl0);
    const titleKey = JSON.stringify([page.lvl0, page.title]);
    if (!firstWithTitle.has(titleKey)) firstWithTitle.set(titleKey, pageIndex);
    const row = [
      firstSection - previousFirstSection,
      pageRecords.length,
      traits,
      page.inbound,
      lvl0s.indexOf(page.lvl0),
      pageIndex - firstWithTitle.get(titleKey)!,
    ];
    if (row.length !== PAGE_COLUMNS) throw new Error('Page table row out of step with PAGE_COLUMNS');
    pageTable.push(...row);
    previousFirstSection = firstSection;
  });
  closePack();
  return {
    pages: sorted,
    records,
    packs,
    offsetBits: Math.max(1, Math.ceil(Math.log2(maxOffset + 1))),
    packBits,
    pageTable,
    lvl0s,
  };
}
