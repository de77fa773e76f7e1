import {describe, expect, it} from 'vitest';
import {isStorageUsable, withdrawStorage} from '../storageAvailability';

function memoryStorage(failing: Partial<Record<'getItem' | 'setItem' | 'removeItem', true>> = {}): Storage {
  const values = new Map<string, string>();
  const fail = (name: string) => {
    throw new DOMException(`${name} denied`, 'SecurityError');
  };
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => (failing.getItem ? fail('getItem') : (values.get(key) ?? null)),
    setItem: (key, value) => (failing.setItem ? fail('setItem') : void values.set(key, value)),
    removeItem: (key) => (failing.removeItem ? fail('removeItem') : void values.delete(key)),
  };
}

describe('isStorageUsable', () => {
  it('accepts a storage that reads and writes, and leaves nothing behind', () => {
    const storage = memoryStorage();
    expect(isStorageUsable(() => storage)).toBe(true);
    expect(storage.length).toBe(0);
  });

  it('rejects a storage whose reads, writes or removals throw, or that cannot be reached', () => {
    expect(isStorageUsable(() => memoryStorage({getItem: true}))).toBe(false);
    expect(isStorageUsable(() => memoryStorage({setItem: true}))).toBe(false);
    expect(isStorageUsable(() => memoryStorage({removeItem: true}))).toBe(false);
    expect(
      isStorageUsable(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
});

describe('withdrawStorage', () => {
  it('makes reading the storage throw, as a browser without storage does', () => {
    const fakeWindow: {localStorage?: Storage} = {localStorage: memoryStorage()};
    withdrawStorage(fakeWindow, 'localStorage');
    expect(() => fakeWindow.localStorage).toThrow(/not usable/);
  });
});
