import {describe, expect, it} from 'vitest';
import {normalizeOptions} from '../options';

describe('normalizeOptions', () => {
  it('keeps a token', () => {
    expect(normalizeOptions({cannyBoardToken: ' abc '})).toEqual({cannyBoardToken: 'abc'});
  });

  it.each([undefined, null, {}, {cannyBoardToken: undefined}, {cannyBoardToken: ''}, {cannyBoardToken: 42}])(
    'means no hosted board for %j',
    (options) => {
      expect(normalizeOptions(options)).toEqual({cannyBoardToken: null});
    },
  );
});
