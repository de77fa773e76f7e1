import fs from 'node:fs';
import path from 'node:path';
import type {Dialog} from 'playwright-core';
import {describe, expect, inject, it} from 'vitest';
import {newContext, waitForHydration} from './support/browser';

/**
 * The search page shows its `q` parameter back to the visitor. Whatever the
 * parameter holds must stay text: these payloads try the usual ways out of an
 * attribute, an element or a URL. The build is served without the production
 * CSP here, so the page's own escaping is what is tested, not the policy.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'><svg onload=window.__pwned=1>",
  '</script><script>window.__pwned=1</script>',
  'javascript:window.__pwned=1',
  '{{constructor.constructor("window.__pwned=1")()}}',
];

const searchBuilt = fs.existsSync(path.join(inject('buildDir'), 'search/index.html'));

describe('search page query reflection', () => {
  it.each(PAYLOADS)('keeps %s as text', async (payload) => {
    const context = await newContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog: Dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/search/?q=${encodeURIComponent(payload)}`);
    await waitForHydration(page);
    // Give deferred rendering (results, lazy chunks) the time to run.
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const injected = await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"]').length,
      svgsWithHandler: document.querySelectorAll('svg[onload]').length,
      scripts: Array.from(document.scripts).filter((script) => script.text.includes('__pwned')).length,
      javascriptLinks: Array.from(document.querySelectorAll('a[href]')).filter((link) =>
        /^\s*javascript:/i.test(link.getAttribute('href') ?? ''),
      ).length,
    }));
    expect(injected).toEqual({images: 0, svgsWithHandler: 0, scripts: 0, javascriptLinks: 0});

    if (searchBuilt) {
      // The page did take the query in: it is in the search box, as typed.
      await expect.poll(() => page.locator('input[type="search"]').first().inputValue()).toBe(payload);
    } else {
      console.warn('[search] no /search/ page in this build: only the not-found page answered');
    }
    await context.close();
  });
});
