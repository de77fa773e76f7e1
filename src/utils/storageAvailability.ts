export type StorageType = 'localStorage' | 'sessionStorage';

const PROBE_KEY = '__storage_probe__';

/**
 * Whether a storage can be read and written. Browsers can hand out a storage
 * object whose every call throws (a denied permission, a full quota, some
 * privacy modes) instead of refusing access to the object itself.
 */
export function isStorageUsable(getStorage: () => Storage): boolean {
  try {
    const storage = getStorage();
    storage.getItem(PROBE_KEY);
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes an unusable storage unavailable: reading `window[type]` then throws,
 * which the theme's storage helper (and every other reader) already treats as
 * "no storage", with one warning. A storage whose calls throw would instead
 * log an error for every key read on every page.
 */
export function withdrawStorage(target: object, type: StorageType): void {
  Object.defineProperty(target, type, {
    configurable: true,
    get() {
      throw new DOMException(`${type} is not usable in this browser`, 'SecurityError');
    },
  });
}
