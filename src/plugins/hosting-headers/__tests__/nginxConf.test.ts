import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {MIN_COMPRESSIBLE_BYTES} from '../../precompress/compressibleFiles';
import {NGINX_CSP_MAP_FILE} from '../index';
import {DOCUMENT_ONLY_HEADERS, IMMUTABLE_CACHE, REVALIDATE_CACHE, SEARCH_INDEX_PARTS_DIR, SECURITY_HEADERS} from '../policy';

/** hosting/nginx.conf is written by hand: hold it to the same headers as the generated _headers. */
const nginxConf = fs.readFileSync(path.resolve(__dirname, '../../../../hosting/nginx.conf'), 'utf8');

/** The add_header lines of a text, by header name. */
function addHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)\s+always;/gm)) {
    headers.set(name!, value!.replace(/^"|"$/g, ''));
  }
  return headers;
}

/** The text of the `location <match> { … }` block, nested blocks included. */
function locationBlock(match: string): string {
  const start = nginxConf.indexOf(`location ${match} {`);
  expect(start, match).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let index = nginxConf.indexOf('{', start); index < nginxConf.length; index += 1) {
    if (nginxConf[index] === '{') depth += 1;
    else if (nginxConf[index] === '}' && (depth -= 1) === 0) return nginxConf.slice(start, index + 1);
  }
  throw new Error(`location ${match} is not closed`);
}

const withoutComments = nginxConf.replace(/#.*$/gm, '');
const locations = withoutComments.match(/^\s*location\b[^{]*\{[^}]*\}/gm) ?? [];
const SEARCH_INDEX_PARTS_LOCATION = `location ^~ /${SEARCH_INDEX_PARTS_DIR} {`;
/** The server block's own add_header lines, which apply wherever no location sets its own. */
const serverHeaders = () => addHeaders(locations.reduce((text, block) => text.replace(block, ''), withoutComments));

describe('hosting/nginx.conf', () => {
  it('sends every security header with the same value as _headers, on every response', () => {
    const headers = serverHeaders();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers.get(name), name).toBe(value);
    }
    expect(headers.get('Content-Security-Policy')).toBe('$site_content_security_policy');
    expect(headers.get('Cache-Control')).toBe('$site_cache_control');
  });

  it('includes the generated policy map from the published build', () => {
    expect(nginxConf).toContain(`include /var/www/docusaurus/${NGINX_CSP_MAP_FILE};`);
    expect(nginxConf).toMatch(/^\s*root \/var\/www\/docusaurus;$/m);
  });

  it('caches hashed assets for a year and revalidates pages and the scripts at the root', () => {
    expect(nginxConf).toContain(`~^/assets/  "${IMMUTABLE_CACHE}";`);
    expect(nginxConf).toContain(`~/$         "${REVALIDATE_CACHE}";`);
    expect(nginxConf).toContain(`~\\.html$    "${REVALIDATE_CACHE}";`);
    expect(nginxConf).toContain(`~^/[^/]+\\.js$ "${REVALIDATE_CACHE}";`);
  });

  it('sizes the map hash for page URIs before the generated map is read', () => {
    const bucketSize = nginxConf.indexOf('map_hash_bucket_size 256;');
    expect(bucketSize).toBeGreaterThan(-1);
    expect(bucketSize).toBeLessThan(nginxConf.indexOf(`include /var/www/docusaurus/${NGINX_CSP_MAP_FILE};`));
  });

  it('hides the version, redirects by path and answers errors with the site’s not-found page', () => {
    expect(nginxConf).toMatch(/^\s*server_tokens off;$/m);
    expect(nginxConf).toMatch(/^\s*absolute_redirect off;$/m);
    expect(nginxConf).toMatch(/^\s*return 301 https:\/\/\$server_name\$request_uri;$/m);
    expect(nginxConf).not.toContain('$host');
    expect(nginxConf).toMatch(/^\s*error_page 404 \/404\.html;$/m);
    expect(nginxConf).toMatch(/^\s*error_page 403 =404 \/404\.html;$/m);
    expect(nginxConf).toMatch(/^\s*error_page 400 \/404\.html;$/m);
  });

  it('serves Markdown twins as UTF-8 Markdown and llms.txt as UTF-8 text, revalidated like pages', () => {
    const markdown = locationBlock('~ \\.md$');
    // nginx's mime.types has no .md: without this, twins would go out as application/octet-stream.
    expect(markdown).toMatch(/types \{ text\/markdown md; \}/);
    expect(markdown).toMatch(/charset utf-8;/);
    expect(markdown).toMatch(/charset_types text\/markdown;/);
    expect(markdown).toMatch(/try_files \$uri =404;/);
    const llms = locationBlock('~ ^/llms(-full)?\\.txt$');
    expect(llms).toMatch(/charset utf-8;/);
    expect(llms).toMatch(/charset_types text\/plain;/);
    expect(nginxConf).toContain(`~\\.md$      "${REVALIDATE_CACHE}";`);
    expect(nginxConf).toContain(`~^/llms(-full)?\\.txt$ "${REVALIDATE_CACHE}";`);
  });

  it('sends the build’s precompressed copies, and compresses files without copies on the fly from the same size up', () => {
    expect(nginxConf).toMatch(/^\s*brotli_static on;$/m);
    expect(nginxConf).toMatch(/^\s*gzip_static on;$/m);
    expect(nginxConf).toMatch(/^\s*gzip on;$/m);
    expect(nginxConf).toMatch(/^\s*gzip_vary on;$/m);
    expect(nginxConf).toMatch(/^\s*gzip_comp_level [4-6];$/m);
    expect(nginxConf).toContain(`gzip_min_length ${MIN_COMPRESSIBLE_BYTES};`);
  });

  it('answers a page address with its Markdown twin by negotiation, saying so with Vary, and names the page canonical on twins', () => {
    const pages = locationBlock('~ /$');
    expect(pages).toMatch(/try_files \$site_markdown_twin \$uri\/ =404;/);
    expect(pages).toMatch(/types \{ text\/markdown md; \}/);
    expect(pages).toMatch(/charset_types text\/markdown;/);
    const headers = serverHeaders();
    expect(headers.get('Vary')).toBe('$site_vary_accept');
    expect(headers.get('Link')).toBe('$site_twin_canonical');
  });

  it('sets headers in one location only, where it drops the server-level ones on purpose: the search index parts keep nosniff and caching', () => {
    expect(locations.length).toBeGreaterThan(1);
    const parts = locations.filter((block) => block.includes(SEARCH_INDEX_PARTS_LOCATION));
    for (const block of locations.filter((other) => !parts.includes(other))) {
      expect(block).not.toContain('add_header');
    }
    expect(parts).toHaveLength(1);
    const kept = addHeaders(parts[0]!);
    expect(Object.fromEntries(kept)).toEqual({
      'X-Content-Type-Options': SECURITY_HEADERS['X-Content-Type-Options'],
      'Cache-Control': '$site_cache_control',
    });
    // What _headers takes away there is every other security header, as nginx does.
    expect([...DOCUMENT_ONLY_HEADERS, 'X-Content-Type-Options'].sort()).toEqual(['Content-Security-Policy', ...Object.keys(SECURITY_HEADERS)].sort());
  });
});
