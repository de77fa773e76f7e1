import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parsePage, textContent} from '../../plugins/post-build/pagePass';
import {APP_SCRIPTS_FAILED_EVENT, appScripts, preloadedScripts} from '../page-assets/appStart';
import {stylesheetHrefs} from '../page-assets/html';
import {buildDir, clientManifest, entryScriptFiles, readBuilt} from './build';

const PAGES = ['index.html', 'docs/installation/index.html', 'blog/releases/3.7/index.html', 'changelog/index.html', 'showcase/index.html'];

describe("page-assets: the framework's client manifest and pages are what the rewrite reads", () => {
  it('the client manifest names the entry point main, whose scripts are the runtime then main.js', () => {
    const scripts = entryScriptFiles();
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toMatch(/^assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(scripts[1]).toMatch(/^assets\/js\/main\.[0-9a-f]+\.js$/);
  });

  it("every page's start script runs the runtime, its route chunks, then main.js; the entry's two are preloaded; each file exists", () => {
    const [runtime, main] = entryScriptFiles().map((file) => `/${file}`);
    for (const page of PAGES) {
      const parsed = parsePage(page, readBuilt(page));
      const sources = appScripts(parsed);
      expect(sources[0], page).toBe(runtime);
      expect(sources.at(-1), page).toBe(main);
      expect(sources.length, page).toBeGreaterThan(3);
      expect(preloadedScripts(parsed), page).toEqual([runtime, main]);
      // No deferred script is left: the start script runs them all.
      expect(parsed.elements.filter((element) => element.tagName === 'script' && element.attrs.some(({name}) => name === 'src')), page).toEqual([]);
      for (const source of sources) expect(fs.existsSync(path.join(buildDir, source)), source).toBe(true);
    }
  });

  it("the home page's base-URL check waits for the start script's failure event, not DOMContentLoaded", () => {
    const check = parsePage('index.html', readBuilt('index.html'))
      .elements.filter((element) => element.tagName === 'script')
      .map(textContent)
      .find((text) => text.includes('insertBanner'));
    expect(check).toBeDefined();
    expect(check).toContain(`document.addEventListener("${APP_SCRIPTS_FAILED_EVENT}",`);
    expect(check).not.toContain('DOMContentLoaded');
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
