import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, inject, it} from 'vitest';
import {headersForPath, parseHeadersFile} from '../../src/plugins/hosting-headers/headersFile';
import {HEADERS_FILE, NGINX_CSP_MAP_FILE} from '../../src/plugins/hosting-headers';
import {cspHashSource, evaluatesCode, extractInlineScripts} from '../../src/plugins/hosting-headers/inlineScripts';

/**
 * The host configs the build writes (`_headers` for static hosts, the CSP map
 * nginx includes) against the pages they serve: every inline script of every
 * HTML file of the build must be allowed by the policy its URL gets, and eval
 * exactly on the pages that run typed code.
 */
const buildDir = inject('buildDir');

type Page = {urls: string[]; hashes: string[]; evaluates: boolean};

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'assets' ? [] : htmlFiles(file);
    }
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

function builtPages(): Page[] {
  return htmlFiles(buildDir).map((file) => {
    const url = `/${path.relative(buildDir, file).split(path.sep).join('/')}`;
    const html = fs.readFileSync(file, 'utf8');
    return {
      // A folder's index is served under both URLs.
      urls: url.endsWith('/index.html') ? [url, url.slice(0, -'index.html'.length)] : [url],
      hashes: extractInlineScripts(html).map(cspHashSource),
      evaluates: evaluatesCode(html),
    };
  });
}

/** The generated nginx map, read as nginx reads it: exact URIs, else the default. */
function nginxPolicyFor(mapText: string): (uri: string) => string {
  const entries = new Map<string, string>();
  let fallback: string | undefined;
  for (const line of mapText.split('\n')) {
    const entry = /^\s*"([^"]+)"\s+"([^"]*)";\s*$/.exec(line);
    if (entry) entries.set(entry[1]!, entry[2]!);
    const defaultEntry = /^\s*default\s+"([^"]*)";\s*$/.exec(line);
    if (defaultEntry) fallback = defaultEntry[1];
  }
  expect(fallback, 'the map has a default policy').toBeDefined();
  return (uri) => entries.get(uri) ?? fallback!;
}

const scriptSources = (policy: string) => /(?:^|;\s*)script-src ([^;]+)/.exec(policy)?.[1]?.split(/\s+/) ?? [];

describe('host configs written by the build', () => {
  const pages = builtPages();

  it('finds the pages to check', () => {
    expect(pages.length).toBeGreaterThan(500);
    expect(pages.filter((page) => page.hashes.length > 0).length).toBeGreaterThan(500);
    expect(pages.filter((page) => page.evaluates).map((page) => page.urls.at(-1))).toEqual(
      expect.arrayContaining(['/docs/playground/', '/docs/markdown-features/code-blocks/']),
    );
  });

  it('_headers allows every inline script of every page, and eval exactly where typed code runs', () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(buildDir, HEADERS_FILE), 'utf8'));
    for (const page of pages) {
      for (const url of page.urls) {
        const policy = headersForPath(rules, url)['Content-Security-Policy'] ?? '';
        const sources = scriptSources(policy);
        expect(sources, `script-src of ${url}`).toEqual(expect.arrayContaining(page.hashes));
        expect(sources.includes("'unsafe-eval'"), `eval on ${url}`).toBe(page.evaluates);
      }
    }
  });

  it('the nginx map allows every inline script of every page, and eval exactly where typed code runs', () => {
    const policyFor = nginxPolicyFor(fs.readFileSync(path.join(buildDir, NGINX_CSP_MAP_FILE), 'utf8'));
    for (const page of pages) {
      // nginx looks the map up by $uri: the index file once a folder URL is resolved.
      for (const uri of page.urls) {
        const sources = scriptSources(policyFor(uri));
        expect(sources, `script-src of ${uri}`).toEqual(expect.arrayContaining(page.hashes));
        expect(sources.includes("'unsafe-eval'"), `eval on ${uri}`).toBe(page.evaluates);
      }
    }
  });
});
