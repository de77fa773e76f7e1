/**
 * Moves values stored under the framework's old, un-namespaced keys to the
 * namespaced keys used since the site turned on `future.experimental_storage`,
 * so a returning visitor keeps their colour mode, dismissed announcement and
 * preferred docs versions.
 */

/** The subset of the Web Storage API the migration needs (easy to fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const LEGACY_FIXED_KEYS = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
] as const;

export function preferredVersionKey(docsPluginId: string): string {
  return `docs-preferred-version-${docsPluginId}`;
}

/** Every un-namespaced key the site ever wrote, given its docs plugin ids. */
export function legacyStorageKeys(docsPluginIds: readonly string[]): string[] {
  return [...LEGACY_FIXED_KEYS, ...docsPluginIds.map(preferredVersionKey)];
}

export type MigratedKey = {from: string; to: string; value: string};

/**
 * Copies each legacy key to `key + namespace` and deletes the legacy key.
 * A value already stored under the namespaced key is newer and wins.
 * Returns what was copied. With an empty namespace there is nothing to do.
 */
export function migrateLegacyStorageKeys(
  storage: KeyValueStorage,
  legacyKeys: readonly string[],
  namespace: string,
): MigratedKey[] {
  if (!namespace) {
    return [];
  }
  const migrated: MigratedKey[] = [];
  for (const key of legacyKeys) {
    const value = storage.getItem(key);
    if (value === null) {
      continue;
    }
    const namespacedKey = `${key}${namespace}`;
    if (storage.getItem(namespacedKey) === null) {
      storage.setItem(namespacedKey, value);
      migrated.push({from: key, to: namespacedKey, value});
    }
    storage.removeItem(key);
  }
  return migrated;
}
