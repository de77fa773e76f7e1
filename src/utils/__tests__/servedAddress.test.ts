import {describe, expect, it} from 'vitest';
import {hostResolvedPath, repairFragment, repairPercentEncoding, servedPathname} from '../servedAddress';

describe('repairPercentEncoding', () => {
  it('leaves a path that decodes alone', () => {
    for (const path of ['/docs/installation/', '/changelog/V2%20Changelog/', '/docs/%E2%9C%93/', '/a%25b/']) {
      expect(repairPercentEncoding(path)).toBe(path);
    }
  });

  it('escapes lone percent signs and escape runs that are not UTF-8, so decodeURI succeeds', () => {
    expect(repairPercentEncoding('/docs/%E0%A4%A/')).toBe('/docs/%25E0%25A4%25A/');
    expect(repairPercentEncoding('/docs/100%/')).toBe('/docs/100%25/');
    expect(repairPercentEncoding('/docs/%ZZ/')).toBe('/docs/%25ZZ/');
    expect(repairPercentEncoding('/a/%FF/b/%E2%9C%93/')).toBe('/a/%25FF/b/%E2%9C%93/');
    for (const path of ['/docs/%E0%A4%A/', '/%', '/%%%', '/%C3%28/', '/%ED%A0%80/']) {
      expect(() => decodeURI(repairPercentEncoding(path)), path).not.toThrow();
    }
  });

  it('keeps the typed text: decoding the repaired path gives back the characters as typed', () => {
    expect(decodeURI(repairPercentEncoding('/docs/%E0%A4%A/'))).toBe('/docs/%E0%A4%A/');
  });
});

describe('hostResolvedPath', () => {
  it('merges repeated slashes and drops a trailing index.html', () => {
    expect(hostResolvedPath('/docs//installation/')).toBe('/docs/installation/');
    expect(hostResolvedPath('//docs///a//')).toBe('/docs/a/');
    expect(hostResolvedPath('/docs/index.html')).toBe('/docs/');
    expect(hostResolvedPath('/index.html')).toBe('/');
    expect(hostResolvedPath('/docs/installation.html')).toBe('/docs/installation.html');
  });
});

describe('servedPathname', () => {
  it('shows the path of the page the server sent, when that is the host-resolved path', () => {
    expect(servedPathname('/docs/index.html', '/docs/')).toBe('/docs/');
    expect(servedPathname('/docs//installation/', '/docs/installation/')).toBe('/docs/installation/');
  });

  it('keeps the typed path when the server sent another page (the not-found page, a page with its own canonical)', () => {
    expect(servedPathname('/docs//installation/', '/404.html/')).toBe('/docs//installation/');
    expect(servedPathname('/docs/index.html', null)).toBe('/docs/index.html');
    expect(servedPathname('/tests/pages/head-metadata/index.html', '/somewhere/else/')).toBe(
      '/tests/pages/head-metadata/index.html',
    );
  });

  it('always repairs invalid escapes', () => {
    expect(servedPathname('/docs/%E0%A4%A/', '/404.html/')).toBe('/docs/%25E0%25A4%25A/');
  });
});

describe('repairFragment', () => {
  it('repairs the escapes of a fragment so that decodeURIComponent accepts it, and keeps a good one', () => {
    expect(repairFragment('#%E0%A4%A')).toBe('#%25E0%25A4%25A');
    expect(() => decodeURIComponent(repairFragment('#%E0%A4%A').slice(1))).not.toThrow();
    expect(repairFragment('#requirements')).toBe('#requirements');
    expect(repairFragment('#%C3%A9t%C3%A9')).toBe('#%C3%A9t%C3%A9');
    expect(repairFragment('')).toBe('');
  });
});
