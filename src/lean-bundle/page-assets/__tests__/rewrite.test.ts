import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {parsePage, rewritePages} from '../../../plugins/post-build/pagePass';
import {routesChunkNames, routesSource} from '../../route-tables/__tests__/__fixtures__/siteRoutes';
import {planRouteTables} from '../../route-tables/tables';
import {appScripts} from '../appStart';
import {pageAssetsRewrite, routePageFile} from '../rewrite';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'page-assets-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

/** The scripts a page's start script runs, in order. */
const scriptSources = (html: string) => appScripts(parsePage('', html));

const plan = planRouteTables(routesSource, JSON.stringify(routesChunkNames));
const page = (title: string, body = '') =>
  `<!doctype html><html><head><title>${title}</title><script src=/assets/js/runtime~main.js defer></script>` +
  `<script src=/assets/js/main.js defer></script></head><body><h1>${title}</h1>${body}</body></html>`;

/** A chunk the bundler made for a part that loads when needed (src/utils/loadWhenNeeded.tsx). */
const PART_CHUNK = 'last-updated';

/** A build as the framework leaves it for postBuild: generated files, client manifest, pages. */
function writeBuild(name: string, {withRouteChunks, aboutBody = ''}: {withRouteChunks: boolean; aboutBody?: string}) {
  const generatedFilesDir = path.join(tmp, name, '.docusaurus');
  const outDir = path.join(tmp, name, 'build');
  const chunkGroups = withRouteChunks ? [...new Set(plan.names.values()), ...plan.sections.map(({id}) => `routes-${id}`), PART_CHUNK] : [];
  const manifest = {
    entrypoints: ['main'],
    origins: {main: ['runtime~main', 'main'], ...Object.fromEntries(chunkGroups.map((group) => [group, [group]]))},
    assets: Object.fromEntries(['runtime~main', 'main', ...chunkGroups].map((id) => [id, {js: [{file: `assets/js/${id}.js`}]}])),
  };
  fs.mkdirSync(generatedFilesDir, {recursive: true});
  fs.writeFileSync(path.join(generatedFilesDir, 'routes.js'), routesSource);
  fs.writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
  fs.writeFileSync(path.join(generatedFilesDir, 'client-manifest.json'), JSON.stringify(manifest));
  for (const [file, title] of [['about/index.html', 'About'], ['blog/post-3/index.html', 'Post 3'], ['404.html', 'Not found'], ['old/index.html', 'Old']] as const) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), page(title, file === 'about/index.html' ? aboutBody : ''));
  }
  const run = async () => {
    const rewrite = await pageAssetsRewrite(
      {
        context: {baseUrl: '/', generatedFilesDir} as LoadContext,
        outDir,
        // `/docs/` matches a whole subtree and has no page of its own here.
        routesPaths: ['/about/', '/blog/post-3/', '/404.html', '/docs/', '/about/'],
      },
      {compactRouteTables: true},
    );
    return rewritePages(outDir, [rewrite]);
  };
  return {outDir, run};
}

describe('page-assets rewrite', () => {
  it("gives each route page its route's chunks before main.js, and leaves other pages alone", async () => {
    const {outDir, run} = writeBuild('site', {withRouteChunks: true});
    const changed = await run();

    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    const about = scriptSources(read('about/index.html'));
    expect(about[0]).toBe('/assets/js/runtime~main.js');
    expect(about.at(-1)).toBe('/assets/js/main.js');
    expect(about.length).toBeGreaterThan(2);
    expect(scriptSources(read('blog/post-3/index.html'))[1]).toBe('/assets/js/routes-blog.js');
    // The not-found page's component is imported without a chunk name: it starts with the entry's scripts only.
    expect(scriptSources(read('404.html'))).toEqual(['/assets/js/runtime~main.js', '/assets/js/main.js']);
    // Not a route page (a redirect page, say): not touched.
    expect(read('old/index.html')).toBe(page('Old'));
    expect(changed).toEqual(['404.html', 'about/index.html', 'blog/post-3/index.html']);
    // Every file replaced in one step: no partial file left behind.
    expect(fs.readdirSync(path.join(outDir, 'about'))).toEqual(['index.html']);
  });

  it('gives the same pages when run again: the rewrite adds nothing a page already has', async () => {
    const {outDir, run} = writeBuild('twice', {withRouteChunks: true});
    await run();
    const once = fs.readFileSync(path.join(outDir, 'about/index.html'), 'utf8');
    expect(await run()).toEqual([]);
    expect(fs.readFileSync(path.join(outDir, 'about/index.html'), 'utf8')).toBe(once);
  });

  it('loads the chunk of each part the page shows that loads when needed, once, before main.js', async () => {
    const marker = `<template data-load-chunk="${PART_CHUNK}"></template>`;
    const {outDir, run} = writeBuild('parts', {withRouteChunks: true, aboutBody: `<p>${marker}</p><p>${marker}</p>`});
    await run();
    const about = scriptSources(fs.readFileSync(path.join(outDir, 'about/index.html'), 'utf8'));
    expect(about.filter((src) => src === `/assets/js/${PART_CHUNK}.js`)).toHaveLength(1);
    expect(about.indexOf(`/assets/js/${PART_CHUNK}.js`)).toBe(about.length - 2);
    expect(scriptSources(fs.readFileSync(path.join(outDir, 'blog/post-3/index.html'), 'utf8'))).not.toContain(`/assets/js/${PART_CHUNK}.js`);
  });

  it('fails the build when a page shows a part whose chunk the bundler did not make', async () => {
    const {run} = writeBuild('unknown-part', {withRouteChunks: true, aboutBody: '<template data-load-chunk="no-such-part"></template>'});
    await expect(run()).rejects.toThrow(/about\/index\.html shows parts whose chunks the bundler did not make: no-such-part/);
  });

  it('fails the build when the manifest knows none of the route chunks', async () => {
    const {run} = writeBuild('mismatch', {withRouteChunks: false});
    await expect(run()).rejects.toThrow(/client manifest and the route table disagree/);
  });

  it('finds the file of each kind of route path', () => {
    expect(routePageFile('/', '/')).toBe('index.html');
    expect(routePageFile('/', '/docs/intro/')).toBe('docs/intro/index.html');
    expect(routePageFile('/', '/404.html')).toBe('404.html');
    expect(routePageFile('/site/', '/site/blog/')).toBe('blog/index.html');
  });
});
