import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {scriptSources, stylesheetHrefs} from '../page-assets/html';
import {buildDir, clientManifest, entryScriptFiles, readBuilt} from './build';

const PAGES = ['index.html', 'docs/installation/index.html', 'blog/releases/3.7/index.html', 'changelog/index.html', 'showcase/index.html'];

describe("page-assets: the framework's client manifest and pages are what the rewrite reads", () => {
  it('the client manifest names the entry point main, whose scripts are the runtime then main.js', () => {
    const scripts = entryScriptFiles();
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(scripts[1]).toMatch(/^assets\/js\/main\.[0-9a-f]+\.js$/);
  });

  it('every page loads its route chunks, deferred, before main.js, and each file exists', () => {
    const main = `/${entryScriptFiles()[1]}`;
    for (const page of PAGES) {
      const sources = scriptSources(readBuilt(page));
      expect(sources.at(-1), page).toBe(main);
      expect(sources.length, page).toBeGreaterThan(3);
      for (const source of sources) expect(fs.existsSync(path.join(buildDir, source)), source).toBe(true);
    }
  });

  it('links the stylesheets of its components after the single stylesheet, and each file exists', () => {
    const showcase = stylesheetHrefs(readBuilt('showcase/index.html'));
    expect(showcase[0]).toMatch(/^\/assets\/css\/styles\.[0-9a-f]+\.css$/);
    expect(showcase.slice(1).some((href) => /\/assets\/css\/css-\w+/.test(href))).toBe(true);
    for (const href of showcase) expect(fs.existsSync(path.join(buildDir, href)), href).toBe(true);
  });

  it("the single stylesheet is still the entry point's only one", () => {
    const {origins, assets} = clientManifest();
    const css = origins.main!.flatMap((id) => assets[String(id)]?.css ?? []);
    expect(css).toHaveLength(1);
  });
});
