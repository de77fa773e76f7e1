/**
 * BM25+ as MiniSearch 7 scores a term in a field, with its default
 * parameters, which the site never changes. The build weighs postings with it
 * (which to keep in a chunk), the engine scores matches with it.
 */

const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;

/** The inverse document frequency of a term in a field: the same for every posting of that field. */
export function inverseDocumentFrequency(matchingCount: number, totalCount: number): number {
  return Math.log(1 + (totalCount - matchingCount + 0.5) / (matchingCount + 0.5));
}

export function bm25(invDocFreq: number, termFreq: number, fieldLength: number, avgFieldLength: number): number {
  return invDocFreq * (BM25_D + (termFreq * (BM25_K + 1)) / (termFreq + BM25_K * (1 - BM25_B + (BM25_B * fieldLength) / avgFieldLength)));
}
