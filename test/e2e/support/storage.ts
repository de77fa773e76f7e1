import type {Page} from 'playwright-core';

/**
 * The suffix the framework appends to storage keys (`future.experimental_storage`).
 * Its value is derived from the site URL at build time; the theme's inline
 * script in every page names the suffixed theme key, so read it from there.
 */
export async function storageSuffix(page: Page): Promise<string> {
  const suffix = await page.evaluate(() => {
    for (const script of Array.from(document.querySelectorAll('script:not([src])'))) {
      const match = /getItem\(["']theme([^"']*)["']\)/.exec(script.textContent ?? '');
      if (match) {
        return match[1];
      }
    }
    return null;
  });
  if (suffix === null) {
    throw new Error('No inline colour-mode script found: cannot tell the storage suffix');
  }
  return suffix;
}

export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({...window.localStorage}));
}
