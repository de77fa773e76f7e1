import type {AsPlainObject} from 'minisearch';

/**
 * A compact, lossless form of MiniSearch's serialized index. MiniSearch
 * writes every posting as `"docId": frequency` inside an object per term and
 * field, which makes the index several times bigger than the text it indexes.
 * Here each term's postings are one array of numbers: a negative number opens
 * a field (-1 for field 0), then document ids as gaps from the previous one
 * (so usually one or two digits), each followed by `0, frequency` only when
 * the frequency is not 1. Document ids equal their position (records are
 * added in order), so the id map and per-document tables are plain arrays.
 */
export type CompactIndex = {
  version: number;
  documentCount: number;
  nextId: number;
  dirtCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of every document, field after field. */
  fieldLength: number[];
  terms: string[];
  postings: number[][];
};

export function encodeIndex(plain: AsPlainObject): CompactIndex {
  const fieldCount = Object.keys(plain.fieldIds).length;
  const shortIds = Object.keys(plain.documentIds).map(Number);
  shortIds.forEach((shortId, position) => {
    // Records are added in order with ids 0..n-1: the maps are the identity.
    if (shortId !== position || plain.documentIds[shortId] !== position) {
      throw new Error('encodeIndex expects documents added in order with ids 0..n-1');
    }
  });
  const fieldLength: number[] = [];
  for (const shortId of shortIds) {
    const lengths = plain.fieldLength[shortId] ?? [];
    for (let field = 0; field < fieldCount; field += 1) fieldLength.push(lengths[field] ?? 0);
  }
  const terms: string[] = [];
  const postings: number[][] = [];
  // Terms in code-unit order: the engine tells by binary search whether the
  // word being typed begins a known term, and finds the terms a prefix begins, as one run (see termSearch.ts).
  const sortedIndex = [...plain.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [term, fields] of sortedIndex) {
    const encoded: number[] = [];
    for (const [fieldId, entry] of Object.entries(fields)) {
      encoded.push(-(Number(fieldId) + 1));
      let previous = -1;
      const documents = Object.entries(entry as Record<string, number>)
        .map(([shortId, frequency]) => [Number(shortId), frequency] as const)
        .sort((a, b) => a[0] - b[0]);
      for (const [shortId, frequency] of documents) {
        encoded.push(shortId - previous);
        if (frequency !== 1) encoded.push(0, frequency);
        previous = shortId;
      }
    }
    terms.push(term);
    postings.push(encoded);
  }
  return {
    version: plain.serializationVersion,
    documentCount: plain.documentCount,
    nextId: plain.nextId,
    dirtCount: plain.dirtCount ?? 0,
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength,
    terms,
    postings,
  };
}

/** Postings of one term: field id to (document id to frequency), as MiniSearch holds them. */
type TermPostings = Map<number, Map<number, number>>;

function decodeTermPostings(encoded: readonly number[]): TermPostings {
  const fields: TermPostings = new Map();
  let current = new Map<number, number>();
  let previous = -1;
  for (let position = 0; position < encoded.length; position += 1) {
    const value = encoded[position]!;
    if (value < 0) {
      current = new Map();
      fields.set(-value - 1, current);
      previous = -1;
    } else if (value === 0) {
      current.set(previous, encoded[position + 1]!);
      position += 1;
    } else {
      previous += value;
      current.set(previous, 1);
    }
  }
  return fields;
}

/** Everything of MiniSearch's serialized form except the term index. */
function decodeHeader(compact: CompactIndex): Omit<AsPlainObject, 'index'> {
  const fieldCount = Object.keys(compact.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  const documents = compact.fieldLength.length / Math.max(fieldCount, 1);
  for (let shortId = 0; shortId < documents; shortId += 1) {
    documentIds[shortId] = shortId;
    fieldLength[shortId] = compact.fieldLength.slice(shortId * fieldCount, (shortId + 1) * fieldCount);
  }
  return {
    documentCount: compact.documentCount,
    nextId: compact.nextId,
    documentIds,
    fieldIds: compact.fieldIds,
    fieldLength,
    averageFieldLength: compact.averageFieldLength,
    storedFields: {},
    dirtCount: compact.dirtCount,
    serializationVersion: compact.version,
  };
}

/**
 * MiniSearch's own serialized form, for `MiniSearch.loadJS`. The engine
 * searches the compact form itself (see termSearch.ts); tests load this into
 * MiniSearch to hold that search to MiniSearch's answers.
 */
export function decodeIndex(compact: CompactIndex): AsPlainObject {
  const index: AsPlainObject['index'] = compact.terms.map((term, termIndex) => {
    const fields = decodeTermPostings(compact.postings[termIndex]!);
    return [term, Object.fromEntries([...fields].map(([fieldId, documents]) => [fieldId, Object.fromEntries(documents)]))];
  });
  return {...decodeHeader(compact), index};
}
