import {describe, expect, inject, it} from 'vitest';
import {MARKDOWN_CONTENT_TYPE, PLAIN_TEXT_CONTENT_TYPE, REVALIDATE_CACHE} from '../../src/plugins/hosting-headers/policy';
import {rawRequest} from './support/rawRequest';

/**
 * llms.txt and the pages' Markdown twins (src/plugins/markdown-twins) as nginx
 * serves them with hosting/nginx.conf: nginx's own mime.types knows no `.md`,
 * so without the config's Markdown location every twin would go out as
 * application/octet-stream (a download, not a page a tool can read).
 */
const origin = inject('baseURL');
/** The site's public origin, which llms.txt writes into its links. */
const SITE_ORIGIN = 'https://docusaurus.io';

describe('llms.txt and the Markdown twins behind nginx', () => {
  it('serves llms.txt and llms-full.txt as UTF-8 text, revalidated on every visit', async () => {
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      const response = await rawRequest(origin, file);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(PLAIN_TEXT_CONTENT_TYPE);
      expect(response.headers['cache-control'], file).toBe(REVALIDATE_CACHE);
      expect(response.body, file).toMatch(/^# Docusaurus\n/);
    }
  });

  it('answers every link of llms.txt with 200 and text/markdown; charset=utf-8', async () => {
    const llms = (await rawRequest(origin, '/llms.txt')).body;
    const paths = [...llms.matchAll(/\]\((https:\/\/docusaurus\.io\/[^)\s]+)\)/g)].map(([, url]) => url!.slice(SITE_ORIGIN.length));
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.every((pathname) => pathname.endsWith('.md'))).toBe(true);
    // A few at a time: the requests are small, nginx and the runner share two cores.
    for (let start = 0; start < paths.length; start += 8) {
      const batch = paths.slice(start, start + 8);
      const responses = await Promise.all(batch.map((pathname) => rawRequest(origin, pathname, {headers: {'Accept-Encoding': 'gzip'}})));
      responses.forEach((response, index) => {
        const pathname = batch[index]!;
        expect(response.status, pathname).toBe(200);
        expect(response.headers['content-type'], pathname).toBe(MARKDOWN_CONTENT_TYPE);
        expect(response.headers['cache-control'], pathname).toBe(REVALIDATE_CACHE);
        expect(response.headers['x-content-type-options'], pathname).toBe('nosniff');
        expect(response.body, pathname).toMatch(/^---\ntitle: ".+"\n/);
      });
    }
  });

  it('serves twins of older versions and blog posts the same way, and a missing twin as the not-found page', async () => {
    for (const pathname of ['/docs/3.6.3/installation.md', '/blog/releases/3.7.md', '/community/support.md']) {
      const response = await rawRequest(origin, pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers['content-type'], pathname).toBe(MARKDOWN_CONTENT_TYPE);
    }
    const missing = await rawRequest(origin, '/docs/no-such-page.md');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatch(/<title[^>]*>Page Not Found\b/);
  });
});
