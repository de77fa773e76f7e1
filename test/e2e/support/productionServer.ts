import fs from 'node:fs';
import path from 'node:path';
import {startStaticServer} from '../../../scripts/lib/static-server.mjs';
import {headersForPath, parseHeadersFile} from '../../../src/plugins/hosting-headers/headersFile';

/**
 * Serves a build the way production does: the generated `_headers` rules
 * (Content-Security-Policy, caching, security headers) on every response.
 */
export async function startProductionServer(buildDir: string): Promise<{url: string; close: () => Promise<void>}> {
  const headersFile = path.join(buildDir, '_headers');
  if (!fs.existsSync(headersFile)) {
    throw new Error(`${headersFile} is missing: the hosting-headers plugin writes it during the build.`);
  }
  const rules = parseHeadersFile(fs.readFileSync(headersFile, 'utf8'));
  return startStaticServer({dir: buildDir, headers: (pathname: string) => headersForPath(rules, pathname)});
}
