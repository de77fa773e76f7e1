import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {routesChunkNames, routesSource} from '../../compact-route-tables/__tests__/__fixtures__/siteRoutes';
import {planRouteTables} from '../../compact-route-tables/tables';
import routeChunkScriptsPlugin from '../index';
import {scriptSources} from '../html';
import {reviseRewrittenPagesInPrecache} from '../precache';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunk-scripts-'));
afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

const plan = planRouteTables(routesSource, JSON.stringify(routesChunkNames));
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script src=/assets/js/runtime~main.js defer></script>` +
  `<script src=/assets/js/main.js defer></script></head><body><h1>${title}</h1></body></html>`;

/** A build as the framework leaves it for postBuild: generated files, client manifest, pages. */
function writeBuild(name: string, {withRouteChunks}: {withRouteChunks: boolean}) {
  const generatedFilesDir = path.join(tmp, name, '.docusaurus');
  const outDir = path.join(tmp, name, 'build');
  const chunkGroups = withRouteChunks ? [...new Set(plan.names.values()), ...plan.sections.map(({id}) => `routes-${id}`)] : [];
  const manifest = {
    entrypoints: ['main'],
    origins: {main: ['runtime~main', 'main'], ...Object.fromEntries(chunkGroups.map((group) => [group, [group]]))},
    assets: Object.fromEntries(['runtime~main', 'main', ...chunkGroups].map((id) => [id, {js: [{file: `assets/js/${id}.js`}]}])),
  };
  fs.mkdirSync(generatedFilesDir, {recursive: true});
  fs.writeFileSync(path.join(generatedFilesDir, 'routes.js'), routesSource);
  fs.writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify(routesChunkNames));
  fs.writeFileSync(path.join(generatedFilesDir, 'client-manifest.json'), JSON.stringify(manifest));
  for (const [file, title] of [['about/index.html', 'About'], ['blog/post-3/index.html', 'Post 3'], ['404.html', 'Not found']] as const) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
    fs.writeFileSync(path.join(outDir, file), page(title));
  }
  const plugin = routeChunkScriptsPlugin({baseUrl: '/', generatedFilesDir} as LoadContext) as Plugin & {
    postBuild: (props: {outDir: string; routesPaths: string[]}) => Promise<void>;
  };
  // `/docs/` matches a whole subtree and has no page of its own here.
  const postBuild = () => plugin.postBuild({outDir, routesPaths: ['/about/', '/blog/post-3/', '/404.html', '/docs/', '/about/']});
  return {outDir, postBuild};
}

describe('route-chunk-scripts plugin', () => {
  it("rewrites each page with its route's chunks before main.js, and gives the precache their new revisions", async () => {
    const {outDir, postBuild} = writeBuild('site', {withRouteChunks: true});
    const precache = reviseRewrittenPagesInPrecache([
      {url: 'about/index.html', revision: 'stale', size: 1},
      {url: '404.html', revision: 'kept', size: 2},
    ]);
    await postBuild();

    const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
    const about = scriptSources(read('about/index.html'));
    expect(about[0]).toBe('/assets/js/runtime~main.js');
    expect(about.at(-1)).toBe('/assets/js/main.js');
    expect(about.length).toBeGreaterThan(2);
    expect(scriptSources(read('blog/post-3/index.html'))[1]).toBe('/assets/js/routes-blog.js');
    // The not-found page's component is imported without a chunk name: nothing to add.
    expect(read('404.html')).toBe(page('Not found'));
    // Every file replaced in one step: no partial file left behind.
    expect(fs.readdirSync(path.join(outDir, 'about'))).toEqual(['index.html']);

    const revised = (await precache).manifest;
    expect(revised[0]).toEqual({
      url: 'about/index.html',
      revision: createHash('md5').update(read('about/index.html')).digest('hex'),
      size: Buffer.byteLength(read('about/index.html')),
    });
    expect(revised[1]).toEqual({url: '404.html', revision: 'kept', size: 2});
  });

  it('fails the build, and the service worker with it, when the manifest knows none of the route chunks', async () => {
    const {postBuild} = writeBuild('mismatch', {withRouteChunks: false});
    const precache = reviseRewrittenPagesInPrecache([]);
    await expect(postBuild()).rejects.toThrow(/client manifest and the route table disagree/);
    await expect(precache).rejects.toThrow(/disagree/);
  });
});
