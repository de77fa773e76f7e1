import {describe, expect, it} from 'vitest';
import {headersForPath, parseHeadersFile, renderHeadersFile} from '../headersFile';
import {hostingHeaderRules, renderNginxCspMap} from '../hostingRules';
import {contentSecurityPolicy, SECURITY_HEADERS} from '../policy';

const strictCsp = contentSecurityPolicy({scriptHashes: ["'sha256-b'", "'sha256-a'"], allowEval: false, connectSources: []});
const evalCsp = contentSecurityPolicy({scriptHashes: ["'sha256-a'"], allowEval: true, connectSources: []});
const input = {baseUrl: '/', strictCsp, evalCsp, evalPaths: ['/docs/markdown-features/code-blocks/']};
const rules = parseHeadersFile(renderHeadersFile(hostingHeaderRules(input), ['generated']));

describe('contentSecurityPolicy', () => {
  it('allows inline scripts by hash only, never eval, and forbids framing', () => {
    expect(strictCsp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(strictCsp).not.toContain('unsafe-eval');
    expect(strictCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(strictCsp).toContain("frame-ancestors 'self'");
    expect(strictCsp).toContain("object-src 'self'");
  });

  it('adds eval only when asked, and extra connect sources', () => {
    expect(evalCsp).toMatch(/script-src [^;]*'unsafe-eval'/);
    const withSearch = contentSecurityPolicy({scriptHashes: [], allowEval: false, connectSources: ['https://*.algolia.net']});
    expect(withSearch).toContain("connect-src 'self' https://*.algolia.net;");
  });
});

describe('generated _headers', () => {
  it('round-trips through the parser', () => {
    expect(rules[0]).toMatchObject({pattern: '/*'});
    expect(rules.find((rule) => rule.pattern === '/assets/*')?.headers).toEqual([
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
  });

  it('gives every page the strict policy, the security headers and no caching', () => {
    for (const page of ['/', '/docs/installation/', '/docs/installation/index.html', '/404.html', '/unknown-path']) {
      const headers = headersForPath(rules, page);
      expect(headers['Content-Security-Policy'], page).toBe(strictCsp);
      expect(headers).toMatchObject(SECURITY_HEADERS);
    }
    expect(headersForPath(rules, '/docs/installation/')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/404.html')['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('revalidates every script at the root, whose names outlive a deploy', () => {
    for (const script of ['/sw.js', '/312.sw.js', '/client-redirect.js']) {
      expect(headersForPath(rules, script)['Cache-Control'], script).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and leaves other static files to the host', () => {
    expect(headersForPath(rules, '/assets/js/main.0123abcd.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersForPath(rules, '/img/logo.svg')['Cache-Control']).toBeUndefined();
    // A hashed chunk's name never ends like a service-worker chunk's.
    expect(headersForPath(rules, '/assets/js/sw-register.c3c7fc6e.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('sends the search index parts nosniff and a year of caching, and none of the headers that govern documents', () => {
    const part = headersForPath(rules, '/assets/search-index/en-docs-default-current.0123456789/t0.json');
    expect(part).toEqual({'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=31536000, immutable'});
    // The heads and the manifest are few and keep everything.
    expect(headersForPath(rules, '/search-index/manifest.json')).toMatchObject({...SECURITY_HEADERS, 'Cache-Control': 'no-cache'});
  });

  it('replaces (not adds to) the policy on pages that run typed code, under both URLs', () => {
    for (const url of ['/docs/markdown-features/code-blocks/', '/docs/markdown-features/code-blocks/index.html']) {
      expect(headersForPath(rules, url)['Content-Security-Policy']).toBe(evalCsp);
    }
    expect(headersForPath(rules, '/docs/markdown-features/')['Content-Security-Policy']).toBe(strictCsp);
  });

  it('serves Markdown twins as UTF-8 Markdown and llms.txt as UTF-8 text, revalidated like pages', () => {
    for (const twin of ['/docs/installation.md', '/docs/3.6.3/api/plugins/@docusaurus/plugin-pwa.md', '/docs.md']) {
      expect(headersForPath(rules, twin), twin).toMatchObject({
        'Content-Type': 'text/markdown; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': strictCsp,
      });
    }
    for (const file of ['/llms.txt', '/llms-full.txt']) {
      expect(headersForPath(rules, file), file).toMatchObject({'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache'});
    }
    // Other files keep the type the host gives them.
    for (const other of ['/robots.txt', '/docs/installation/', '/img/readme.md.png']) {
      expect(headersForPath(rules, other)['Content-Type'], other).toBeUndefined();
    }
  });

  it('prefixes every pattern with the base URL', () => {
    const sub = hostingHeaderRules({...input, baseUrl: '/site/', evalPaths: ['/site/docs/x/']});
    expect(sub.every((rule) => rule.pattern.startsWith('/site/'))).toBe(true);
  });
});

describe('headersForPath', () => {
  it('joins a header set by two rules, as hosts do', () => {
    const joined = parseHeadersFile('/*\n  X-A: 1\n/b/*\n  X-A: 2\n');
    expect(headersForPath(joined, '/b/c')).toEqual({'X-A': '1, 2'});
  });

  it('matches a :placeholder against one segment only', () => {
    const placeholder = parseHeadersFile('/docs/:version/x\n  X-A: 1\n');
    expect(headersForPath(placeholder, '/docs/3.7.0/x')).toEqual({'X-A': '1'});
    expect(headersForPath(placeholder, '/docs/a/b/x')).toEqual({});
  });

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/before any path/);
  });
});

describe('renderNginxCspMap', () => {
  it('maps pages that run typed code to their policy and everything else to the strict one', () => {
    const map = renderNginxCspMap(input);
    expect(map).toContain(`default "${strictCsp}";`);
    expect(map).toContain(`"/docs/markdown-features/code-blocks/index.html" "${evalCsp}";`);
    expect(map).toMatch(/^map \$uri \$site_content_security_policy \{$/m);
  });
});
