import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Locator, Page} from 'playwright-core';
import {PAGE_TYPES} from '../../scripts/lib/page-types.mjs';
import {DESKTOP_VIEWPORT, MOBILE_VIEWPORT, newContext, openPage} from './support/browser';

/** The narrowest phone screen in common use. */
const SMALLEST_VIEWPORT = {width: 320, height: 640};

const pageWidth = (page: Page) =>
  page.evaluate(() => ({page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth}));

/**
 * The words of the elements (their text between spaces and `<wbr>`s) that do
 * not sit on one line: a word broken anywhere else spreads over two.
 */
function piecesBrokenAcrossLines(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((roots) => {
    const broken: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // Only the words: the spaces between them are where lines may break.
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

describe('narrow screens', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext({viewport: SMALLEST_VIEWPORT});
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(PAGE_TYPES)(`fits the $label ($path) in a ${SMALLEST_VIEWPORT.width} px screen`, async ({path}) => {
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const {page: width, screen} = await pageWidth(page);
    expect(width).toBeLessThanOrEqual(screen);
    await page.close();
  });

  it('scrolls display maths inside its own box', async () => {
    const {page} = await openPage(context, '/docs/markdown-features/math-equations/');
    const {page: width, screen} = await pageWidth(page);
    expect(width).toBeLessThanOrEqual(screen);
    const scrolling = await page
      .locator('.katex-display')
      .evaluateAll((blocks) => blocks.filter((block) => block.scrollWidth > block.clientWidth).length);
    expect(scrolling).toBeGreaterThan(0);
    await page.close();
  });
});

describe('API option reference', () => {
  const PAGE = '/docs/api/docusaurus-config/';

  it('shows each option as a card on a phone: name and description inside the screen', async () => {
    const phone = await newContext({viewport: MOBILE_VIEWPORT});
    const {page} = await openPage(phone, PAGE);
    const table = page.locator('table[data-options-table]').first();
    await table.scrollIntoViewIfNeeded();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(2);
    const boxes = await rows.evaluateAll((all) =>
      all.map((row) => {
        const [name, , , description] = Array.from(row.children).map((cell) => cell.getBoundingClientRect());
        return {name: name!, description: description!, row: row.getBoundingClientRect()};
      }),
    );
    for (const {name, description, row} of boxes) {
      for (const box of [name, description]) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(MOBILE_VIEWPORT.width);
      }
      // The description takes the card's width, under the name.
      expect(description.top).toBeGreaterThan(name.bottom - 1);
      expect(description.width).toBeGreaterThan(row.width * 0.8);
    }
    // Still a table for assistive technology: its rows, cells and column headers.
    expect(await page.getByRole('table').first().getByRole('columnheader').count()).toBe(4);
    expect(await page.getByRole('table').first().getByRole('row').count()).toBe((await rows.count()) + 1);
    expect(await piecesBrokenAcrossLines(table.locator('tbody td:first-child code'))).toEqual([]);
    await phone.close();
  });

  it('breaks option names only between their parts, on any screen', async () => {
    for (const viewport of [SMALLEST_VIEWPORT, MOBILE_VIEWPORT, DESKTOP_VIEWPORT]) {
      const sized = await newContext({viewport});
      const {page} = await openPage(sized, PAGE);
      const names = page.locator('table[data-options-table] tbody td:first-child code');
      expect(await names.count()).toBeGreaterThan(50);
      expect(await piecesBrokenAcrossLines(names), `${viewport.width} px`).toEqual([]);
      await sized.close();
    }
  });

  it('keeps the table on a desktop screen', async () => {
    const desktop = await newContext({viewport: DESKTOP_VIEWPORT});
    const {page} = await openPage(desktop, PAGE);
    const table = page.locator('table[data-options-table]').first();
    expect(await table.locator('thead').isVisible()).toBe(true);
    expect(await table.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('table-row');
    await desktop.close();
  });

  it('breaks an identifier title between its parts on a phone, not inside a word', async () => {
    const phone = await newContext({viewport: SMALLEST_VIEWPORT});
    const {page} = await openPage(phone, PAGE);
    const title = page.getByRole('heading', {level: 1});
    expect(await title.textContent()).toBe('docusaurus.config.js');
    expect(await piecesBrokenAcrossLines(title)).toEqual([]);
    const box = (await title.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(SMALLEST_VIEWPORT.width);
    await phone.close();
  });
});
