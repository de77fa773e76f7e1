import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the crawl; minor and moderate findings are printed, not failed. */
export const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The rules whose outcome depends on the colour mode. */
export const COLOR_RULES = ['color-contrast', 'link-in-text-block'];

export type AxeFinding = {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first offending elements, and how many there are in all. */
  targets: string[];
  count: number;
  summary: string;
};

export type AxeRunOptions = {
  /** Runs these rules only (all of them when left out). */
  rules?: readonly string[];
  /**
   * Whether axe fetches the page's style sheets again to read their media queries
   * (css-orientation-lock) and loads its media (no-autoplay-audio). Those two
   * rules depend on the style sheets and media only, so a crawl that has seen
   * the same style sheets can leave them out. The fetch and parse took a fifth
   * of a full run on an idle machine; on two busy cores other pages use that
   * wait, and the crawl's time hardly changes.
   */
  preload?: boolean;
};

/**
 * Runs axe-core in the page. The script goes in through the DevTools protocol
 * (page.evaluate), so the page's Content-Security-Policy does not block it and
 * needs no exception for testing.
 */
export async function runAxe(page: Page, {rules, preload = true}: AxeRunOptions = {}): Promise<AxeFinding[]> {
  const alreadyLoaded = await page.evaluate(() => 'axe' in window);
  if (!alreadyLoaded) {
    await page.evaluate(axeSource);
  }
  return page.evaluate(async ({rules, preload}) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: {target: unknown[]; failureSummary?: string}[];
      }[];
    };
    const axe = (window as unknown as {axe: {run: (context: Document, options: object) => Promise<AxeResult>}})
      .axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // The report keeps selectors only; leaving out the HTML of each node saves time on long pages.
      noHtml: true,
      preload,
      ...(rules ? {runOnly: {type: 'rule', values: rules}} : {}),
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.map(String).join(' ')),
      count: violation.nodes.length,
      summary: (violation.nodes[0]?.failureSummary ?? '').split('\n').slice(0, 2).join(' '),
    }));
  }, {rules: rules ? [...rules] : null, preload});
}
