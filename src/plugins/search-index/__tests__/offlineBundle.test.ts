import {describe, expect, it} from 'vitest';
import {
  isSearchIndexHead,
  OFFLINE_BUNDLE_NAME as SW_BUNDLE_NAME,
  SEARCH_INDEX_MANIFEST as SW_MANIFEST,
  SEARCH_INDEX_PARTS_DIR as SW_PARTS_DIR,
  searchIndexPart,
} from '../../../sw.js';
import {MANIFEST_PATH} from '../buildIndex';
import {OFFLINE_BUNDLE_NAME, offlineBundles, precachedIndexFiles} from '../offlineBundle';
import {INDEX_PARTS_DIR} from '../types';

const DOCS = 'assets/search-index/en-docs-default-current.a0e695a8fe';
const BLOG = 'assets/search-index/en-default.4b4d7b4d74';
const files = [
  {path: 'search-index/manifest.json', content: '{"format":5}'},
  {path: 'search-index/en-docs-default-current.json', content: '{"packs":2}'},
  {path: `${DOCS}/t0.json`, content: '{"terms":["sidebar"]}'},
  {path: `${DOCS}/p0.json`, content: '{"pages":[["/docs/","Docs \\"intro\\""]]}'},
  {path: `${DOCS}/terms.json`, content: '["deploy","sidebar"]'},
  {path: `${BLOG}/t0.json`, content: '{"terms":["release"]}'},
];

describe('offline bundles of the search index', () => {
  it('holds every part of a folder, by name, with its text exactly as its own file has it', () => {
    const bundles = offlineBundles(files);
    expect(bundles.map((bundle) => bundle.path)).toEqual([`${DOCS}/offline.json`, `${BLOG}/offline.json`]);
    expect(JSON.parse(bundles[0]!.content)).toEqual({
      't0.json': '{"terms":["sidebar"]}',
      'p0.json': '{"pages":[["/docs/","Docs \\"intro\\""]]}',
      'terms.json': '["deploy","sidebar"]',
    });
    expect(JSON.parse(bundles[1]!.content)).toEqual({'t0.json': '{"terms":["release"]}'});
  });

  it('gives the precache the manifest, the heads and the bundles, and no part', () => {
    const precached = precachedIndexFiles(files, offlineBundles(files)).map((file) => file.path);
    expect(precached).toEqual([
      'search-index/manifest.json',
      'search-index/en-docs-default-current.json',
      `${DOCS}/offline.json`,
      `${BLOG}/offline.json`,
    ]);
  });

  it('refuses a part named like the bundle, which the service worker would never answer', () => {
    expect(() => offlineBundles([{path: `${DOCS}/${OFFLINE_BUNDLE_NAME}`, content: '{}'}])).toThrow(/named like the offline bundle/);
  });

  it('names the folder and the bundle as the service worker looks for them', () => {
    expect(SW_MANIFEST).toBe(MANIFEST_PATH);
    expect(SW_PARTS_DIR).toBe(`${INDEX_PARTS_DIR}/`);
    expect(SW_BUNDLE_NAME).toBe(OFFLINE_BUNDLE_NAME);
  });
});

describe('the service worker, finding a part in its bundle', () => {
  const scope = 'https://docs.example/';

  it('maps a part to its folder bundle and its name, whatever its query', () => {
    expect(searchIndexPart(`${scope}${DOCS}/p205.json`, scope)).toEqual({bundleUrl: `${scope}${DOCS}/offline.json`, name: 'p205.json'});
    expect(searchIndexPart(`${scope}${DOCS}/t21.json?v=1`, scope)).toEqual({bundleUrl: `${scope}${DOCS}/offline.json`, name: 't21.json'});
  });

  it('honours a site served under a base URL', () => {
    const base = 'https://example.org/docs-site/';
    expect(searchIndexPart(`${base}${DOCS}/h0.json`, base)).toEqual({bundleUrl: `${base}${DOCS}/offline.json`, name: 'h0.json'});
    expect(searchIndexPart(`https://example.org/${DOCS}/h0.json`, base)).toBeNull();
  });

  it('leaves every other URL alone: the bundle itself, the heads, other folders and hosts', () => {
    for (const url of [
      `${scope}${DOCS}/offline.json`,
      `${scope}search-index/manifest.json`,
      `${scope}search-index/en-docs-default-current.json`,
      `${scope}assets/search-index/`,
      `${scope}assets/search-index/${DOCS.split('/').pop()}/`,
      `${scope}assets/search-index/a/b/c.json`,
      `${scope}assets/js/main.0123abcd.js`,
      `https://elsewhere.example/${DOCS}/p0.json`,
    ]) {
      expect(searchIndexPart(url, scope), url).toBeNull();
    }
  });
});

describe('the service worker, telling a head from the rest', () => {
  const scope = 'https://docs.example/';

  it("knows a group's head, under the site's base URL too", () => {
    expect(isSearchIndexHead(`${scope}search-index/en-docs-default-current.json`, scope)).toBe(true);
    expect(isSearchIndexHead(`${scope}search-index/en-docs-default-3.7.0.json?x=1`, scope)).toBe(true);
    expect(isSearchIndexHead('https://example.org/site/search-index/en-default.json', 'https://example.org/site/')).toBe(true);
  });

  it('leaves the manifest, the parts and everything else alone', () => {
    for (const url of [
      `${scope}search-index/manifest.json`,
      `${scope}${DOCS}/p0.json`,
      `${scope}search-index/nested/en-default.json`,
      `${scope}search-index/`,
      `${scope}search-index/en-default.json.br`,
      'https://example.org/search-index/en-default.json',
    ]) {
      expect(isSearchIndexHead(url, scope), url).toBe(false);
    }
  });
});
