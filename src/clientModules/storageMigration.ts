import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteStorage from '@generated/site-storage';
import globalData from '@generated/globalData';
import {
  legacyStorageKeys,
  migrateLegacyStorageKeys,
  type KeyValueStorage,
} from '../utils/storageMigration';

function docsPluginIds(): string[] {
  const docsInstances = globalData['docusaurus-plugin-content-docs'] ?? {};
  return Object.keys(docsInstances);
}

function getStorage(): KeyValueStorage | null {
  try {
    return window[siteStorage.type];
  } catch {
    // Storage can throw on access (sandboxed iframes, strict privacy modes):
    // the theme already warns and runs without it, so do the same quietly.
    return null;
  }
}

/**
 * Runs once, before React hydrates, so the theme reads migrated values. The
 * inline scripts that ran earlier read the new keys and missed the old values:
 * re-apply what they would have set.
 */
function migrate(): void {
  const storage = getStorage();
  if (!storage) {
    return;
  }
  try {
    const migrated = migrateLegacyStorageKeys(
      storage,
      legacyStorageKeys(docsPluginIds()),
      siteStorage.namespace,
    );
    const root = document.documentElement;
    for (const {from, value} of migrated) {
      if (from === 'theme' && !new URLSearchParams(window.location.search).has('docusaurus-theme')) {
        root.setAttribute('data-theme', value === 'dark' ? 'dark' : 'light');
      } else if (from === 'docusaurus.announcement.dismiss') {
        root.setAttribute('data-announcement-bar-initially-dismissed', String(value === 'true'));
      }
    }
  } catch (error) {
    // A failed migration only loses old preferences: never break the page for it.
    console.warn('Could not migrate stored preferences', error);
  }
}

if (ExecutionEnvironment.canUseDOM) {
  migrate();
}
