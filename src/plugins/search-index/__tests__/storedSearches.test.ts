import {describe, expect, it} from 'vitest';
import {cleanStoredSearches, repairStoredSearches, storedSearchKeys} from '../client/storedSearches';

const hit = {objectID: '1', url: 'https://site.test/docs/', hierarchy: {lvl0: 'Docs', lvl1: 'Introduction'}};

/** A storage holding the given values, as the modal's stored searches. */
function storageWith(values: Record<string, string>) {
  const data = new Map(Object.entries(values));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('stored DocSearch searches', () => {
  const [recent, favorite] = storedSearchKeys('docusaurus');

  it('keeps lists the modal wrote, and drops entries it could not render', () => {
    expect(cleanStoredSearches(JSON.stringify([hit]))).toEqual([hit]);
    expect(cleanStoredSearches(JSON.stringify([hit, {objectID: 2}, null, 'x']))).toEqual([hit]);
  });

  it('gives null for values that are not lists', () => {
    for (const raw of ['{', 'undefined', '42', '{"a":1}', '"text"', '']) {
      expect(cleanStoredSearches(raw), raw).toBeNull();
    }
  });

  it('repairs the storage before the modal reads it: garbage removed, stray entries dropped, good lists untouched', () => {
    const good = JSON.stringify([hit]);
    const storage = storageWith({[recent!]: 'not json {', [favorite!]: JSON.stringify([hit, {broken: true}])});
    repairStoredSearches('docusaurus', storage);
    expect(storage.data.has(recent!)).toBe(false);
    expect(storage.data.get(favorite!)).toBe(good);

    const untouched = storageWith({[recent!]: good});
    repairStoredSearches('docusaurus', untouched);
    expect(untouched.data.get(recent!)).toBe(good);
  });

  it('does nothing, and throws nothing, when storage is missing or throws', () => {
    expect(() => repairStoredSearches('docusaurus', undefined)).not.toThrow();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(() => repairStoredSearches('docusaurus', throwing)).not.toThrow();
  });
});
