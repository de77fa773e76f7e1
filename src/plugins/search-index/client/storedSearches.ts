/**
 * The DocSearch modal keeps recent and favourite searches in local storage
 * and reads them with a bare `JSON.parse` as it opens: a value it did not
 * write itself (another tool, a hand edit, a truncated write) throws there,
 * and the search button then does nothing. Before the modal opens, each list
 * is checked and cleaned: entries the modal cannot render are dropped, and a
 * value that is not a list at all is removed.
 */

/** The keys the modal uses, for the index name the site is configured with. */
export function storedSearchKeys(indexName: string): string[] {
  return [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An entry the modal can show: an id, a URL, and the hierarchy of headings it titles itself with. */
export function isStoredHit(value: unknown): boolean {
  if (!isRecord(value) || typeof value.objectID !== 'string' || typeof value.url !== 'string') return false;
  const {hierarchy} = value;
  return isRecord(hierarchy) && typeof hierarchy.lvl0 === 'string' && typeof hierarchy.lvl1 === 'string';
}

/** The stored list with only entries the modal can render, or null when the value is not a list. */
export function cleanStoredSearches(raw: string): unknown[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  return Array.isArray(parsed) ? parsed.filter(isStoredHit) : null;
}

export function repairStoredSearches(indexName: string, storage: StorageLike | undefined = globalThis.localStorage): void {
  if (!storage) return;
  for (const key of storedSearchKeys(indexName)) {
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const cleaned = cleanStoredSearches(raw);
      if (cleaned === null) {
        storage.removeItem(key);
      } else if (JSON.stringify(cleaned) !== raw) {
        storage.setItem(key, JSON.stringify(cleaned));
      }
    } catch {
      // Storage that throws is storage the modal cannot use either: it checks for itself.
    }
  }
}
