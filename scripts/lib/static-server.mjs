/**
 * Serves the production build the way a plain static host (nginx, a CDN
 * bucket) does: `/path/` maps to `/path/index.html`, `/path` redirects to
 * `/path/` when that folder exists, any existing file is served as is, and
 * unknown paths get `404.html` with status 404. Optional response headers let
 * tests apply the production hosting config, and optional gzip compresses
 * responses as a host would. An optional override answers chosen paths
 * itself, so a test can play a deploy that changed one file (a new service
 * worker) or a host that lost it. The files the build writes for the hosting
 * setup and the tests get the not-found page, as from nginx (private-files.mjs).
 * Used by `npm run serve` (scripts/serve.mjs), the end-to-end tests and the
 * screenshots; the benchmarks serve builds with nginx and hosting/nginx.conf
 * instead (scripts/lib/nginx-server.mjs).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveStatic from 'serve-static';
import {isPrivatePath} from './private-files.mjs';

/** The path as the file system sees it (`/%5Fheaders` is `/_headers`); a malformed escape is left as it is. */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * @typedef {{status: number, contentType: string, body: string}} OverrideResponse
 * @param {{
 *   dir: string,
 *   port?: number,
 *   host?: string,
 *   baseUrl?: string,
 *   compress?: boolean,
 *   headers?: (pathname: string) => Record<string, string>,
 *   override?: (pathname: string) => OverrideResponse | undefined,
 * }} options
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startStaticServer({dir, port = 0, host = '127.0.0.1', baseUrl = '/', compress = false, headers, override}) {
  const root = path.resolve(dir);
  const notFoundPage = path.join(root, '404.html');
  const serveFile = serveStatic(root, {index: ['index.html'], redirect: true, fallthrough: true});
  const gzip = compress ? compression() : undefined;

  const notFound = (response) => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    fs.createReadStream(notFoundPage)
      .on('error', () => response.end('Not found'))
      .pipe(response);
  };

  const handle = (request, response) => {
    const requested = new URL(request.url ?? '/', 'http://localhost');
    // A build for a sub-folder (BASE_URL) is served there; the folder maps to the build's root.
    if (baseUrl !== '/') {
      if (!`${requested.pathname}/`.startsWith(baseUrl)) {
        response.writeHead(302, {Location: baseUrl}).end();
        return;
      }
      // serve-static builds its redirects (`/docs` to `/docs/`) from the original address.
      request.originalUrl = request.url;
      request.url = `/${requested.pathname.slice(baseUrl.length)}${requested.search}`;
    }
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
    if (isPrivatePath(decodedPath(pathname))) {
      notFound(response);
      return;
    }
    serveFile(request, response, () => notFound(response));
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
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
