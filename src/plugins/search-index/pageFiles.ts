import path from 'node:path';

export type PageFile = {
  /** Route path, base URL included. */
  url: string;
  /** The HTML file the build wrote for it. */
  file: string;
};

/**
 * The HTML files of the routes worth reading: each route once, outside the
 * ignored paths, and not the not-found page (a route of its own, `404.html`).
 */
export function pageFiles({
  routesPaths,
  baseUrl,
  outDir,
  ignorePaths,
}: {
  routesPaths: readonly string[];
  baseUrl: string;
  outDir: string;
  ignorePaths: readonly string[];
}): PageFile[] {
  const seen = new Set<string>();
  const files: PageFile[] = [];
  for (const url of routesPaths) {
    if (seen.has(url) || !url.startsWith(baseUrl)) continue;
    seen.add(url);
    const relative = url.slice(baseUrl.length);
    if (relative.endsWith('.html') || ignorePaths.some((prefix) => `/${relative}`.startsWith(prefix))) {
      continue;
    }
    const file = relative === '' || relative.endsWith('/')
      ? path.join(outDir, relative, 'index.html')
      : path.join(outDir, `${relative}/index.html`);
    files.push({url, file});
  }
  return files;
}
