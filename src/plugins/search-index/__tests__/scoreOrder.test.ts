import {describe, expect, it} from 'vitest';
import {rankByScore} from '../scoreOrder';

describe('rankByScore', () => {
  it('orders as a stable sort by descending score does, equal scores by position', () => {
    // Few distinct values, so that most scores tie.
    let seed = 11;
    const scores = Float64Array.from({length: 500}, () => {
      seed = (seed * 16807) % 2147483647;
      return (seed % 20) / 7;
    });
    const expected = Array.from(scores.keys()).sort((a, b) => scores[b]! - scores[a]!);
    expect(Array.from(rankByScore(scores))).toEqual(expected);
  });

  it('handles nothing, one score, and zeros', () => {
    expect(Array.from(rankByScore(new Float64Array(0)))).toEqual([]);
    expect(Array.from(rankByScore(Float64Array.of(2)))).toEqual([0]);
    expect(Array.from(rankByScore(Float64Array.of(0, 1, 0, 1)))).toEqual([1, 3, 0, 2]);
  });
});
