import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {isPrivatePath, PRIVATE_FILES, PRIVATE_FOLDERS} from '../../scripts/lib/private-files.mjs';
import {LEAN_BUNDLE_FILE} from '../../src/lean-bundle/report';
import {HEADERS_FILE, NGINX_CSP_MAP_FILE} from '../../src/plugins/hosting-headers';
import {ROUTE_MANIFEST_FILE} from '../../src/plugins/route-manifest/routeManifest';

const nginxConf = fs.readFileSync(path.resolve('hosting/nginx.conf'), 'utf8');

describe('files the build writes for the hosting setup and the tests', () => {
  it('lists every such file the build writes, by the names the plugins use', () => {
    expect([...PRIVATE_FILES].sort()).toEqual([`/${HEADERS_FILE}`, `/${LEAN_BUNDLE_FILE}`, `/${ROUTE_MANIFEST_FILE}`].sort());
    expect(PRIVATE_FOLDERS).toEqual([`/${path.posix.dirname(NGINX_CSP_MAP_FILE)}/`]);
  });

  it('are each answered 404 by hosting/nginx.conf', () => {
    for (const file of PRIVATE_FILES) {
      expect(nginxConf, file).toContain(`location = ${file} { return 404; }`);
    }
    for (const folder of PRIVATE_FOLDERS) {
      expect(nginxConf, folder).toContain(`location ^~ ${folder} { return 404; }`);
    }
  });

  it('tells them from the pages and files of the site', () => {
    expect(isPrivatePath('/_headers')).toBe(true);
    expect(isPrivatePath('/.hosting/nginx-csp-map.conf')).toBe(true);
    expect(isPrivatePath('/.lean-bundle.json')).toBe(true);
    for (const pathname of ['/', '/docs/_headers/', '/headers', '/manifest.json', '/search-index/manifest.json', '/.well-known/security.txt']) {
      expect(isPrivatePath(pathname), pathname).toBe(false);
    }
  });
});
