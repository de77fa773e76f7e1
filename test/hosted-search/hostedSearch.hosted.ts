import fs from 'node:fs';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, inject, it} from 'vitest';
import type {BrowserContext, Route} from 'playwright-core';
import {newContext, openPage} from '../e2e/support/browser';

/**
 * For a site that outgrows the embedded index: with the three ALGOLIA_*
 * variables set, the build has no embedded index, and the modal, the search
 * page and the not-found page query the hosted DocSearch index named in the
 * configuration, with the facet filters of the page. The hosted service is
 * not reached: its answers are recorded (fixtures/, in its response shape).
 */

/** The values `npm test` builds this site with (scripts/test.mjs). */
const APP_ID = 'TESTAPP';
const INDEX_NAME = 'docusaurus-test';
const RECORDED = JSON.parse(fs.readFileSync(new URL('./fixtures/sidebar.json', import.meta.url), 'utf8')) as {hits: unknown[]};

type SentRequest = {indexName: string; query?: string; params?: string; facetFilters?: unknown};
type Sent = {host: string; appId: string | undefined; requests: SentRequest[]};

/** Answers every search request to the hosted service with the recorded one, noting what was asked. */
async function recordHostedSearch(context: BrowserContext): Promise<Sent[]> {
  const sent: Sent[] = [];
  const answer = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !/\/1\/indexes\/\*\/queries/.test(request.url())) return route.fulfill({status: 200, json: {}});
    const body = request.postDataJSON() as {requests: SentRequest[]};
    // Credentials travel as headers or, from the DocSearch client, in the query string.
    const url = new URL(request.url());
    const appId = request.headers()['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id') ?? undefined;
    sent.push({host: url.host, appId, requests: body.requests});
    await route.fulfill({status: 200, json: {results: body.requests.map((entry) => ({...RECORDED, index: entry.indexName}))}});
  };
  await context.route('https://*.algolia.net/**', answer);
  await context.route('https://*.algolianet.com/**', answer);
  return sent;
}

/** A request's facet filters, however the client wrote them (JSON field or URL-encoded params). */
function facetFiltersOf(request: SentRequest): string[] {
  const raw = request.facetFilters ?? (request.params ? JSON.parse(new URLSearchParams(request.params).get('facetFilters') ?? '[]') : []);
  return (raw as (string | string[])[]).flat();
}

describe('hosted search (Algolia DocSearch)', () => {
  let context: BrowserContext;
  let sent: Sent[];
  beforeEach(async () => {
    context = await newContext();
    sent = await recordHostedSearch(context);
  });
  afterEach(async () => {
    await context.close();
  });

  it('builds no embedded index', () => {
    const buildDir = inject('buildDir');
    expect(fs.existsSync(path.join(buildDir, 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(buildDir, 'search-index'))).toBe(false);
    expect(fs.existsSync(path.join(buildDir, 'assets/search-index'))).toBe(false);
  });

  it('the modal queries the configured index with the language and the docs version of the page, and shows its hits', async () => {
    const {page, problems} = await openPage(context, '/docs/installation/');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.locator('.DocSearch-Input').fill('sidebar');
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hits .DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toContain('/docs/sidebar/');
    const search = sent.flatMap((entry) => entry.requests.map((request) => ({...entry, request}))).find(({request}) => request.query === 'sidebar' || request.params?.includes('query=sidebar'));
    expect(search).toBeDefined();
    expect(search!.host).toMatch(new RegExp(`^${APP_ID}(-dsn)?\\.algolia`, 'i'));
    expect(search!.appId).toBe(APP_ID);
    expect(search!.request.indexName).toBe(INDEX_NAME);
    const filters = facetFiltersOf(search!.request);
    expect(filters).toContain('language:en');
    expect(filters).toContain('docusaurus_tag:docs-default-current');
    // The hosted service's credit stays in this mode.
    expect(await page.locator('.DocSearch-Logo a[href*="algolia"]').count()).toBe(1);
    expect(problems.errors).toEqual([]);
  });

  it('the search page queries it too, and lists its hits', async () => {
    const {page, problems} = await openPage(context, '/search/?q=sidebar');
    await expect.poll(() => page.locator('main a[href="/docs/sidebar/"]').count()).toBeGreaterThan(0);
    const requests = sent.flatMap((entry) => entry.requests);
    expect(requests.some((request) => request.indexName === INDEX_NAME && facetFiltersOf(request).includes('language:en'))).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  it('the not-found page searches the words of the address there', async () => {
    const {page, problems} = await openPage(context, '/docs/sidebarz/');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Pages about "sidebarz":');
    expect(await page.locator('main ol a').first().getAttribute('href')).toBe('/docs/sidebar/');
    const request = sent.flatMap((entry) => entry.requests).find((entry) => entry.query === 'sidebarz');
    expect(request?.indexName).toBe(INDEX_NAME);
    expect(facetFiltersOf(request!)).toEqual(expect.arrayContaining(['language:en', 'docusaurus_tag:docs-default-current']));
    expect(problems.errors).toEqual([]);
  });
});
