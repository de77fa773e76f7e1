import {describe, expect, it} from 'vitest';
import {applyEdits, parsePage} from '../../../plugins/post-build/pagePass';
import {
  APP_SCRIPTS_FAILED_EVENT,
  AppStartError,
  appScripts,
  appStartEdits,
  appStartScript,
  baseUrlCheckEdits,
  preloadedScripts,
} from '../appStart';

const ENTRY = ['/assets/js/runtime~main.1.js', '/assets/js/main.3.js'];
const START = 'startTheApp()';

const page = [
  '<!doctype html><html><head><title>Blog</title>',
  '<script type=application/ld+json>{"@type":"Blog"}</script>',
  '<script src=/assets/js/runtime~main.1.js defer></script>',
  '<script src="/assets/js/main.3.js" defer></script>',
  '<script>window.inline = true</script>',
  '</head><body><div id=__docusaurus></div></body></html>',
].join('');

const withAppStart = (html: string, chunkScripts: readonly string[], entryScripts: readonly string[] = ENTRY) =>
  applyEdits(html, appStartEdits(parsePage('blog/index.html', html), {entryScripts, chunkScripts, startScript: START}));

describe('the app start of a page', () => {
  it("replaces the entry's deferred scripts with low-priority preloads and the start script, nothing else changed", () => {
    const out = withAppStart(page, ['/assets/js/e2c.6.js', '/assets/js/i4s.7.js']);
    const parsed = parsePage('blog/index.html', out);
    expect(appScripts(parsed)).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/e2c.6.js', '/assets/js/i4s.7.js', '/assets/js/main.3.js']);
    expect(preloadedScripts(parsed)).toEqual(ENTRY);
    expect(parsed.elements.filter((element) => element.tagName === 'script' && element.attrs.some(({name}) => name === 'src'))).toEqual([]);
    expect(out).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/runtime~main.1.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/assets/js/main.3.js">' +
        `<script data-app-scripts="/assets/js/runtime~main.1.js /assets/js/e2c.6.js /assets/js/i4s.7.js /assets/js/main.3.js">${START}</script>`,
    );
    // Everything else is byte for byte the page it was.
    const rest = out.replace(/<link rel="preload"[^>]*>/g, '').replace(/<script data-app-scripts[^>]*>startTheApp\(\)<\/script>/, '');
    expect(rest).toBe(page.replace(/<script src=[^>]*defer><\/script>/g, ''));
  });

  it('lists an entry script once even when the route names it too, and starts a page without route chunks all the same', () => {
    expect(appScripts(parsePage('', withAppStart(page, ['/assets/js/runtime~main.1.js', '/assets/js/e2c.6.js'])))).toEqual([
      '/assets/js/runtime~main.1.js',
      '/assets/js/e2c.6.js',
      '/assets/js/main.3.js',
    ]);
    expect(appScripts(parsePage('', withAppStart(page, [])))).toEqual(ENTRY);
  });

  it('leaves a page that already starts this way as it is', () => {
    const once = withAppStart(page, ['/assets/js/e2c.6.js']);
    expect(withAppStart(once, ['/assets/js/e2c.6.js'])).toBe(once);
  });

  it('reads markup as a browser does: a script tag in a comment is not the entry script', () => {
    const tricky = page.replace('<script src=/assets/js/runtime~main.1.js defer></script>', '<!-- <script src=/assets/js/runtime~main.1.js defer></script> -->');
    expect(() => withAppStart(tricky, [])).toThrow(AppStartError);
    expect(() => withAppStart(tricky, [])).toThrow(/no <script> loads \/assets\/js\/runtime~main\.1\.js in blog\/index\.html/);
  });

  it('refuses a page without the entry scripts rather than guess where they go', () => {
    expect(() => withAppStart(page, [], ['/assets/js/runtime~main.1.js', '/assets/js/main.9.js'])).toThrow(AppStartError);
  });
});

describe("the framework's base-URL check", () => {
  // The shape the framework inlines on the home page (baseUrlIssueBanner), shortened.
  const check =
    '<script data-rh=true>document.addEventListener("DOMContentLoaded",function(){void 0===window.docusaurus&&insertBanner()});' +
    'function insertBanner(){var n=document.createElement("div");document.body.prepend(n)}</script>';
  const home = page.replace('<title>Blog</title>', `<title>Home</title>${check}`);
  const withCheckEdits = (html: string) => applyEdits(html, baseUrlCheckEdits(parsePage('index.html', html)));

  it("waits for the start script's failure event instead of DOMContentLoaded", () => {
    const out = withCheckEdits(home);
    expect(out).toBe(home.replace('"DOMContentLoaded"', `"${APP_SCRIPTS_FAILED_EVENT}"`));
    expect(withCheckEdits(out)).toBe(out);
  });

  it('leaves pages without the check alone', () => {
    expect(baseUrlCheckEdits(parsePage('blog/index.html', page))).toEqual([]);
  });

  it('fails the build when the check no longer waits for DOMContentLoaded exactly once', () => {
    expect(() => withCheckEdits(home.replace('"DOMContentLoaded"', '"load"'))).toThrow(AppStartError);
    expect(() => withCheckEdits(home.replace('insertBanner()}', 'insertBanner()};"DOMContentLoaded"'))).toThrow(AppStartError);
  });
});

describe('the start script', () => {
  it('is minified plain script that names the failure event and reads its list from its own element', async () => {
    const script = await appStartScript();
    // Valid script text, in the syntax every supported browser reads (no arrows, let, const or templates).
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|`/);
    expect(script).toContain(`"${APP_SCRIPTS_FAILED_EVENT}"`);
    expect(script).not.toContain('__APP_SCRIPTS_FAILED_EVENT__');
    expect(script).toContain('data-app-scripts');
    expect(script).not.toMatch(/<\/script/i);
    expect(script.length).toBeLessThan(1500);
  });
});
