/**
 * Serves the production build the way a plain static host (nginx, a CDN
 * bucket) does: `/path/` maps to `/path/index.html`, `/path` redirects to
 * `/path/` when that folder exists, any existing file is served as is, and
 * unknown paths get `404.html` with status 404. Optional response headers let
 * tests apply the production hosting config, and optional gzip compresses
 * responses as a host would. An optional override answers chosen paths
 * itself, so a test can play a deploy that changed one file (a new service
 * worker) or a host that lost it. Used by the end-to-end tests, the search
 * benchmarks and the screenshots; the page-weight benchmark serves builds
 * with nginx and hosting/nginx.conf instead (scripts/lib/nginx-server.mjs),
 * and `npm run serve` (the framework's own server) is for people.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';

/**
 * @typedef {{status: number, contentType: string, body: string}} OverrideResponse
 * @param {{
 *   dir: string,
 *   port?: number,
 *   compress?: boolean,
 *   headers?: (pathname: string) => Record<string, string>,
 *   override?: (pathname: string) => OverrideResponse | undefined,
 * }} options
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startStaticServer({dir, port = 0, compress = false, headers, override}) {
  const root = path.resolve(dir);
  const notFoundPage = path.join(root, '404.html');
  const serveFile = serveStatic(root, {index: ['index.html'], redirect: true, fallthrough: true});
  const gzip = compress ? compression() : undefined;

  const handle = (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (headers) {
      for (const [name, value] of Object.entries(headers(pathname))) {
        response.setHeader(name, value);
      }
    }
    const replacement = override?.(pathname);
    if (replacement) {
      response.statusCode = replacement.status;
      response.setHeader('Content-Type', replacement.contentType);
      response.end(replacement.body);
      return;
    }
    serveFile(request, response, () => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      fs.createReadStream(notFoundPage)
        .on('error', () => response.end('Not found'))
        .pipe(response);
    });
  };
  const server = http.createServer((request, response) => {
    if (gzip) {
      gzip(request, response, () => handle(request, response));
    } else {
      handle(request, response);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
