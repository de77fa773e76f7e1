import {FIELDS} from './types';

/**
 * How the postings of a term are written in the index files, and read back.
 *
 * A posting says that a record holds the term in a field, how often, and how
 * long that field is in the record (BM25 needs both), plus what ranking needs
 * to know of the record without its text: its level (a heading's, or running
 * text) and how many other pages link to its section. Records are named by
 * their key: the section they belong to and their place in it (`recordKey`),
 * so that a hit can be told apart from the other records of its section.
 *
 * The postings are a flat list of numbers. Postings of the same field and
 * record class form a run, opened by a negative marker; inside a run, each
 * posting is the gap from the previous posting's section, the record's place
 * in the section when its class has one (running text, headings that share
 * their section), and the field length, negated when the frequency follows.
 * Most numbers are one or two digits, which is what keeps the files small.
 */

export const FIELD_COUNT = FIELDS.length;

/** A record's level: 1 to 6 for headings, 7 for running text and code. */
export const CONTENT_LEVEL = 7;

/** Section links counted in a record class; more count as this many. */
export const MAX_CLASS_INBOUND = 63;

/**
 * What ranking knows of a record from its postings. Headings that open their
 * section sit at place 0; a heading without an anchor shares the section
 * of the heading before it, so it has a place of its own (`placed`).
 */
export type RecordClass = {level: number; inbound: number; placed: boolean};

export function classCode({level, inbound, placed}: RecordClass): number {
  return level + 8 * Math.min(inbound, MAX_CLASS_INBOUND) + (placed ? 512 : 0);
}

export function decodeClass(code: number): RecordClass {
  return {level: code % 8, inbound: Math.floor(code / 8) % 64, placed: code >= 512};
}

/** Whether postings of this class carry the record's place in its section. */
function hasPlace(code: number): boolean {
  return code % 8 === CONTENT_LEVEL || code >= 512;
}

/** A record's key: its section and its place there, as one number (offsetBits from the group head). */
export function recordKey(section: number, offset: number, offsetBits: number): number {
  return section * 2 ** offsetBits + offset;
}

export function keySection(key: number, offsetBits: number): number {
  return Math.floor(key / 2 ** offsetBits);
}

/** One posting, as the build writes it and the engine reads it. */
export type Posting = {section: number; offset: number; code: number; field: number; length: number; frequency: number};

export function encodePostings(postings: readonly Posting[]): number[] {
  const sorted = [...postings].sort(
    (a, b) => a.field - b.field || a.code - b.code || a.section - b.section || a.offset - b.offset,
  );
  const encoded: number[] = [];
  let run = -1;
  let previous = -1;
  for (const posting of sorted) {
    const marker = posting.field + FIELD_COUNT * posting.code;
    if (marker !== run) {
      encoded.push(-(marker + 1));
      run = marker;
      previous = -1;
    }
    encoded.push(posting.section - previous);
    if (hasPlace(posting.code)) {
      encoded.push(posting.offset);
    } else if (posting.offset !== 0) {
      throw new Error(`A heading posting of class ${posting.code} must open its section`);
    }
    if (posting.frequency === 1) {
      encoded.push(posting.length);
    } else {
      encoded.push(-posting.length, posting.frequency);
    }
    previous = posting.section;
  }
  return encoded;
}

/**
 * Calls `visit` for each posting of an encoded list, in the order written.
 * One decoder for every reader: the engine's scoring, the tests.
 */
export function forEachPosting(
  encoded: readonly number[],
  visit: (section: number, offset: number, code: number, field: number, length: number, frequency: number) => void,
): void {
  let field = 0;
  let code = 0;
  let previous = -1;
  let index = 0;
  while (index < encoded.length) {
    let value = encoded[index]!;
    if (value < 0) {
      const marker = -value - 1;
      field = marker % FIELD_COUNT;
      code = Math.floor(marker / FIELD_COUNT);
      previous = -1;
      index += 1;
      continue;
    }
    const section = previous + value;
    previous = section;
    index += 1;
    let offset = 0;
    if (hasPlace(code)) {
      offset = encoded[index]!;
      index += 1;
    }
    value = encoded[index]!;
    index += 1;
    let frequency = 1;
    let length = value;
    if (value < 0) {
      length = -value;
      frequency = encoded[index]!;
      index += 1;
    }
    visit(section, offset, code, field, length, frequency);
  }
}

export function decodePostings(encoded: readonly number[]): Posting[] {
  const postings: Posting[] = [];
  forEachPosting(encoded, (section, offset, code, field, length, frequency) => {
    postings.push({section, offset, code, field, length, frequency});
  });
  return postings;
}

/** Record keys as runs of consecutive keys: [gap from the end of the previous run, run length], ... */
export function encodeKeyList(keys: readonly number[]): number[] {
  const sorted = [...new Set(keys)].sort((a, b) => a - b);
  const encoded: number[] = [];
  let end = 0;
  let index = 0;
  while (index < sorted.length) {
    const start = sorted[index]!;
    let length = 1;
    while (index + length < sorted.length && sorted[index + length] === start + length) length += 1;
    encoded.push(start - end, length);
    end = start + length;
    index += length;
  }
  return encoded;
}

export function decodeKeyList(encoded: readonly number[]): number[] {
  const keys: number[] = [];
  let end = 0;
  for (let index = 0; index + 1 < encoded.length; index += 2) {
    const start = end + encoded[index]!;
    const length = encoded[index + 1]!;
    for (let key = start; key < start + length; key += 1) keys.push(key);
    end = start + length;
  }
  return keys;
}
