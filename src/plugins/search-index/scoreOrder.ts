/**
 * Sorting by score, fast: a query matches thousands of records, and ranking
 * sorts them by score more than once per keystroke.
 */

/**
 * Positions of `scores` (all finite), best first, equal scores in the order
 * of their positions: MiniSearch's stable sort by score. The scores sort as
 * plain numbers (natively, no comparator: a query matches thousands of
 * documents), and each position then takes the next free place among its equals.
 */
export function rankByScore(scores: Float64Array): Int32Array {
  const count = scores.length;
  const sorted = new Float64Array(count);
  for (let position = 0; position < count; position += 1) sorted[position] = -scores[position]!;
  sorted.sort();
  const taken = new Int32Array(count);
  const ranks = new Int32Array(count);
  for (let position = 0; position < count; position += 1) {
    const key = -scores[position]!;
    // The first place of this score.
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sorted[middle]! < key) low = middle + 1;
      else high = middle;
    }
    ranks[low + taken[low]!] = position;
    taken[low]! += 1;
  }
  return ranks;
}
