import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {NGINX_CSP_MAP_FILE} from '../index';
import {IMMUTABLE_CACHE, REVALIDATE_CACHE, SECURITY_HEADERS} from '../policy';

/** hosting/nginx.conf is written by hand: hold it to the same headers as the generated _headers. */
const nginxConf = fs.readFileSync(path.resolve(__dirname, '../../../../hosting/nginx.conf'), 'utf8');

function addHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [, name, value] of nginxConf.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)\s+always;/gm)) {
    headers.set(name!, value!.replace(/^"|"$/g, ''));
  }
  return headers;
}

describe('hosting/nginx.conf', () => {
  it('sends every security header with the same value as _headers, on every response', () => {
    const headers = addHeaders();
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

  it('sets no header inside a location, where it would drop the server-level ones', () => {
    const withoutComments = nginxConf.replace(/#.*$/gm, '');
    const locations = withoutComments.match(/^\s*location\b[^{]*\{[^}]*\}/gm) ?? [];
    expect(locations.length).toBeGreaterThan(0);
    for (const block of locations) {
      expect(block).not.toContain('add_header');
    }
  });
});
