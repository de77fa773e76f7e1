import fs from 'node:fs';
import path from 'node:path';

/**
 * Routes of a production build, read from its HTML files.
 *
 * Why the build folder: it is what gets deployed and what the end-to-end tests
 * serve. With `trailingSlash: true`, every route the framework renders is
 * written as `<route>/index.html`, so walking the folder lists the routes of
 * this very build (the framework's own route list in `.docusaurus/` belongs to
 * the last build of the checkout, which may not be the build under test).
 *
 * The client-redirects plugin also writes `index.html` files, for aliases such
 * as `/tests/docs.html/`. Those are not routes: they are recognised by the meta
 * refresh that sends the browser on, and skipped.
 */
export function builtRoutes(buildDir: string, prefixes: readonly string[]): string[] {
  const routes: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(full);
      } else if (entry.name === 'index.html' && !isRedirectPage(fs.readFileSync(full, 'utf8'))) {
        const relative = path.relative(buildDir, dir).split(path.sep).join('/');
        routes.push(relative ? `/${relative}/` : '/');
      }
    }
  };
  for (const prefix of prefixes) {
    const dir = path.join(buildDir, prefix);
    if (fs.existsSync(dir)) {
      visit(dir);
    }
  }
  return routes.sort();
}

export function isRedirectPage(html: string): boolean {
  return /<meta[^>]+http-equiv=["']?refresh/i.test(html);
}

/** The built HTML of a route, or null when the build has no page there. */
export function builtHtml(buildDir: string, route: string): string | null {
  const file = path.join(buildDir, route, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** The `content` of the robots meta tags in a page's HTML (minified or not). */
export function robotsDirectives(html: string): string[] {
  const directives: string[] = [];
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (/\bname=["']?robots["']?[\s/>]/i.test(tag)) {
      const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
      directives.push(content?.[1] ?? content?.[2] ?? content?.[3] ?? '');
    }
  }
  return directives;
}
