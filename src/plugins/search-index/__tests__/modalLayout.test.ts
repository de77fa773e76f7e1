import {describe, expect, it} from 'vitest';
import {firstScreenHits} from '../client/modalLayout';

describe('firstScreenHits', () => {
  it('counts the hits one screen of the modal can show, rounded up', () => {
    // Wide screens: the modal is 600 px high at most, its list 488 px between the search box and the footer.
    expect(firstScreenHits(1280, 800, 20)).toBe(9);
    expect(firstScreenHits(1280, 400, 20)).toBe(6);
    // Phones: the modal takes the whole screen, the list all of it under the search box.
    expect(firstScreenHits(390, 844, 20)).toBe(14);
    expect(firstScreenHits(768, 1024, 20)).toBe(18);
  });

  it('never asks for more than a page of hits, nor fewer than one', () => {
    expect(firstScreenHits(390, 2000, 20)).toBe(20);
    expect(firstScreenHits(1280, 800, 5)).toBe(5);
    expect(firstScreenHits(1280, 10, 20)).toBe(1);
  });

  it('waits for every hit where there is no screen to measure', () => {
    expect(firstScreenHits(undefined, undefined, 20)).toBe(20);
    expect(firstScreenHits(Number.NaN, 800, 20)).toBe(20);
    expect(firstScreenHits(1280, 0, 20)).toBe(20);
  });
});
