import {describe, expect, it} from 'vitest';
import {chunkFor, GroupIndex} from '../groupIndex';
import {layOutGroup, PACK_TEXT_BUDGET} from '../groupLayout';
import {
  classCode,
  decodeClass,
  decodeKeyList,
  decodePostings,
  encodeKeyList,
  encodePostings,
  recordKey,
  type Posting,
} from '../postingsCodec';
import {pageToRecords} from '../records';
import type {TailFile, TermChunk} from '../types';
import {fileLoader, fixtureIndex, fixturePages} from './engineFixture';
import {docPage} from './fixtures';

describe('postings as written', () => {
  it('read back as written, whatever their class, place and frequency', () => {
    const postings: Posting[] = [
      {section: 0, offset: 0, code: classCode({level: 1, inbound: 0, placed: false}), field: 0, length: 3, frequency: 1},
      {section: 4, offset: 0, code: classCode({level: 2, inbound: 5, placed: false}), field: 0, length: 2, frequency: 2},
      {section: 4, offset: 3, code: classCode({level: 7, inbound: 5, placed: false}), field: 1, length: 40, frequency: 1},
      {section: 4, offset: 5, code: classCode({level: 7, inbound: 5, placed: false}), field: 1, length: 12, frequency: 3},
      {section: 9, offset: 2, code: classCode({level: 3, inbound: 0, placed: true}), field: 3, length: 7, frequency: 1},
      {section: 17, offset: 1, code: classCode({level: 7, inbound: 0, placed: false}), field: 2, length: 88, frequency: 1},
    ];
    const byField = (list: Posting[]) => [...list].sort((a, b) => a.field - b.field || a.code - b.code || a.section - b.section || a.offset - b.offset);
    expect(decodePostings(encodePostings(postings))).toEqual(byField(postings));
    expect(decodeClass(classCode({level: 4, inbound: 200, placed: true}))).toEqual({level: 4, inbound: 63, placed: true});
    // A heading that opens its section has no place to write.
    expect(() => encodePostings([{section: 1, offset: 2, code: classCode({level: 2, inbound: 0, placed: false}), field: 0, length: 1, frequency: 1}])).toThrow();
  });

  it('write runs of consecutive record keys as two numbers', () => {
    const keys = [3, 4, 5, 6, 10, 11, 40];
    expect(encodeKeyList(keys)).toEqual([3, 4, 3, 2, 28, 1]);
    expect(decodeKeyList(encodeKeyList([...keys].reverse()))).toEqual(keys);
  });
});

describe('group layout', () => {
  const pages = [
    docPage('/docs/b/', 'docs-default-current', 'Bee', Array.from({length: 30}, (_, index): [string, string] => [`Part ${index}`, 'x'.repeat(300)])),
    docPage('/docs/a/', 'docs-default-current', 'Ay', [['Only', 'Short.']]),
  ];

  it('numbers sections so that their pack follows from their id, within the text budget', () => {
    const layout = layOutGroup(pages, {packBits: 3});
    expect(layout.pages.map((page) => page.url)).toEqual(['/docs/a/', '/docs/b/']);
    layout.packs.forEach((pack, index) => {
      expect(pack.length).toBeLessThanOrEqual(8);
      for (const section of pack) expect(section.id >> 3).toBe(index);
      const text = pack.flatMap((section) => section.records).reduce((sum, {record}) => sum + (record.content ?? '').length, 0);
      if (pack.length > 1) expect(text).toBeLessThanOrEqual(PACK_TEXT_BUDGET);
    });
    // Every record once, each section one address of one page.
    expect(layout.records).toHaveLength(pages.flatMap(pageToRecords).length);
    for (const pack of layout.packs) {
      for (const section of pack) expect(new Set(section.records.map(({record}) => record.url)).size).toBe(1);
    }
  });
});

describe('the index as written', () => {
  it('gives back every record from its text pack, as the page yields it', async () => {
    const {built, files} = fixtureIndex();
    for (const group of built.groups) {
      const index = new GroupIndex(group.entry, group.head, fileLoader(files));
      await index.loadPacks(Array.from({length: group.head.packs}, (_, pack) => pack));
      for (const {record, section, offset} of group.layout.records) {
        // Hub, inbound links: ranking reads them from the head and the postings, not from the text.
        const expected: Partial<typeof record> = {...record};
        delete expected.hub;
        delete expected.inbound;
        delete expected.sectionInbound;
        expect(index.record(recordKey(section, offset, group.head.offsetBits))).toEqual(expected);
      }
    }
    // The records of every fixture page are in the index.
    expect(built.groups.reduce((sum, group) => sum + group.layout.records.length, 0)).toBe(fixturePages().flatMap(pageToRecords).length);
  });

  it('cuts the dictionary in chunks by term order, each term in the chunk its range names, with its lookup keys', () => {
    const {built, files} = fixtureIndex(fixturePages(), {chunkChars: 200});
    const group = built.groups.find((candidate) => candidate.entry.tag === 'docs-default-current')!;
    expect(group.head.chunks.length).toBeGreaterThan(2);
    expect([...group.head.chunks].sort()).toEqual(group.head.chunks);
    group.head.chunks.forEach((_, index) => {
      const chunk = JSON.parse(files.get(`${group.head.base}t${index}.json`)!) as TermChunk;
      for (const term of chunk.terms) expect(chunkFor(group.head.chunks, term)).toBe(index);
      for (const [key] of chunk.keys) expect(chunkFor(group.head.chunks, key)).toBe(index);
    });
    const keys = group.head.chunks.flatMap((_, index) => (JSON.parse(files.get(`${group.head.base}t${index}.json`)!) as TermChunk).keys.map(([key]) => key));
    // The page title, exactly and by its first word; a heading by its first two words.
    expect(keys).toContain('installation\u0001w');
    expect(keys).toContain('sidebaritems\u0001w');
    expect(keys).toContain('sidebar\u0001s');
    expect(keys).toContain('sidebar\u0002setup');
  });

  it('keeps the highest-impact postings of a common word in its chunk, and the rest in its tail', () => {
    const pages = [
      docPage('/docs/a/', 'docs-default-current', 'Sidebar', [['Sidebar basics', 'The sidebar lists docs.']]),
      ...Array.from({length: 20}, (_, index) =>
        docPage(`/docs/p${index}/`, 'docs-default-current', `Page ${index}`, [[`Part ${index}`, 'Some text that names the sidebar once.']]),
      ),
    ];
    const {built, files} = fixtureIndex(pages, {topPostings: 8});
    const [group] = built.groups;
    const chunkIndex = chunkFor(group!.head.chunks, 'sidebar');
    const chunk = JSON.parse(files.get(`${group!.head.base}t${chunkIndex}.json`)!) as TermChunk;
    const termIndex = chunk.terms.indexOf('sidebar');
    const top = decodePostings(chunk.postings[termIndex]!);
    const [, tailCount, fieldCounts] = chunk.tails.find(([index]) => index === termIndex)!;
    const tail = decodePostings((JSON.parse(files.get(`${group!.head.base}x${chunkIndex}-${termIndex}.json`)!) as TailFile).postings);
    expect(top.length).toBeLessThanOrEqual(8);
    expect(tail).toHaveLength(tailCount);
    expect(top.length + tail.length).toBe(fieldCounts.reduce((sum, count) => sum + count, 0));
    // The page titled by the word keeps its postings in the chunk.
    expect(top.some((posting) => posting.section === 0 && posting.field === 0)).toBe(true);
  });

  it("tells each page's group title and the first page sharing its title, as the modal groups hits, in the head", () => {
    const page = (url: string, lvl0: string, title: string) => ({...docPage(url, 'docs-default-current', title, [['Setup', 'Some text.']]), lvl0});
    const pages = [
      page('/docs/a/', 'Guides', 'Configuration'),
      page('/docs/b/', 'API', 'Configuration'),
      page('/docs/c/', 'Guides', 'Deployment'),
      page('/docs/d/', 'Guides', 'Configuration'),
    ];
    const {built, files} = fixtureIndex(pages);
    const group = built.groups.find((candidate) => candidate.head.tag === 'docs-default-current')!;
    expect(group.head.lvl0s).toEqual(['Guides', 'API']);
    const index = new GroupIndex(built.manifest.groups.find((entry) => entry.tag === 'docs-default-current')!, group.head, fileLoader(files));
    // Pages sort by URL: a, b, c, d. Only d shares both titles with an earlier page (a).
    expect(index.pages.map(({lvl0, titleTwin}) => [lvl0, titleTwin])).toEqual([
      ['Guides', 0],
      ['API', 1],
      ['Guides', 2],
      ['Guides', 0],
    ]);
  });

  it('names the folder of a group by its content', () => {
    const first = fixtureIndex().built.groups.map((group) => group.head.base);
    expect(fixtureIndex().built.groups.map((group) => group.head.base)).toEqual(first);
    const changed = fixturePages();
    changed[2] = docPage('/docs/installation/', 'docs-default-current', 'Installation', [['Requirements', 'Node.js 20.']]);
    const bases = fixtureIndex(changed).built.groups.map((group) => group.head.base);
    expect(bases.filter((base) => first.includes(base)).length).toBe(first.length - 1);
  });
});
