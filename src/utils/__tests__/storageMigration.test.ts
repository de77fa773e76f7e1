import {describe, expect, it} from 'vitest';
import {
  legacyStorageKeys,
  migrateLegacyStorageKeys,
  type KeyValueStorage,
} from '../storageMigration';

function memoryStorage(initial: Record<string, string>): KeyValueStorage & {dump(): Record<string, string>} {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

const SUFFIX = '-1a2';

describe('legacyStorageKeys', () => {
  it('lists the fixed theme keys and one preferred-version key per docs plugin', () => {
    expect(legacyStorageKeys(['default', 'community'])).toEqual([
      'theme',
      'docusaurus.announcement.id',
      'docusaurus.announcement.dismiss',
      'docs-preferred-version-default',
      'docs-preferred-version-community',
    ]);
  });
});

describe('migrateLegacyStorageKeys', () => {
  const keys = legacyStorageKeys(['default']);

  it('copies every legacy key to its suffixed key and removes the legacy key', () => {
    const storage = memoryStorage({
      theme: 'dark',
      'docusaurus.announcement.id': 'announcement-3.7',
      'docusaurus.announcement.dismiss': 'true',
      'docs-preferred-version-default': '3.6.3',
      unrelated: 'kept',
    });
    const migrated = migrateLegacyStorageKeys(storage, keys, SUFFIX);
    expect(storage.dump()).toEqual({
      [`theme${SUFFIX}`]: 'dark',
      [`docusaurus.announcement.id${SUFFIX}`]: 'announcement-3.7',
      [`docusaurus.announcement.dismiss${SUFFIX}`]: 'true',
      [`docs-preferred-version-default${SUFFIX}`]: '3.6.3',
      unrelated: 'kept',
    });
    expect(migrated.map((entry) => entry.from)).toEqual(keys);
  });

  it('keeps a value already stored under the suffixed key, and still removes the legacy key', () => {
    const storage = memoryStorage({theme: 'dark', [`theme${SUFFIX}`]: 'light'});
    const migrated = migrateLegacyStorageKeys(storage, keys, SUFFIX);
    expect(storage.dump()).toEqual({[`theme${SUFFIX}`]: 'light'});
    expect(migrated).toEqual([]);
  });

  it('does nothing without a namespace (keys are already the current ones)', () => {
    const storage = memoryStorage({theme: 'dark'});
    expect(migrateLegacyStorageKeys(storage, keys, '')).toEqual([]);
    expect(storage.dump()).toEqual({theme: 'dark'});
  });

  it('ignores preferred-version keys of docs plugins the site does not have', () => {
    const storage = memoryStorage({'docs-preferred-version-removed-plugin': '1.0.0'});
    migrateLegacyStorageKeys(storage, keys, SUFFIX);
    expect(storage.dump()).toEqual({'docs-preferred-version-removed-plugin': '1.0.0'});
  });

  it('is idempotent: a second run changes nothing', () => {
    const storage = memoryStorage({theme: 'dark'});
    migrateLegacyStorageKeys(storage, keys, SUFFIX);
    const afterFirst = storage.dump();
    expect(migrateLegacyStorageKeys(storage, keys, SUFFIX)).toEqual([]);
    expect(storage.dump()).toEqual(afterFirst);
  });
});
