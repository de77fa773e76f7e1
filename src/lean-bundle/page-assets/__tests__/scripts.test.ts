import {describe, expect, it} from 'vitest';
import {chunkGroupScripts, chunkGroupStylesheets, entryScripts, parseClientManifest, UnexpectedClientManifestError} from '../clientManifest';
import {applyEdits, parsePage} from '../../../plugins/post-build/pagePass';
import {stylesheetEdits, stylesheetHrefs} from '../html';

const withChunkStylesheets = (html: string, stylesheets: readonly string[]) =>
  applyEdits(html, stylesheetEdits(parsePage('page/index.html', html), stylesheets));

// The shape react-loadable-ssr-addon writes: chunk groups by name (entry points and
// webpackChunkName hints) to chunk ids, chunk ids to files.
const manifestJson = JSON.stringify({
  entrypoints: ['main'],
  origins: {
    main: ['runtime~main', 'styles', 'main'],
    'routes-blog': ['routes-blog'],
    e2c: ['vendors-theme-blog', 'e2c'],
    i4s: ['vendors-theme-blog', 'i4s', 'css-BlogCard'],
    k9a: [417],
  },
  assets: {
    'runtime~main': {js: [{file: 'assets/js/runtime~main.1.js'}]},
    styles: {css: [{file: 'assets/css/styles.2.css'}]},
    main: {js: [{file: 'assets/js/main.3.js'}]},
    'routes-blog': {js: [{file: 'assets/js/routes-blog.4.js'}]},
    'vendors-theme-blog': {js: [{file: 'assets/js/vendors-theme-blog.5.js'}]},
    e2c: {js: [{file: 'assets/js/e2c.6.js'}]},
    i4s: {js: [{file: 'assets/js/i4s.7.js'}]},
    417: {js: [{file: 'assets/js/417.8.js'}]},
    'css-BlogCard': {css: [{file: 'assets/css/css-BlogCard.9.css'}]},
  },
});

describe('client manifest', () => {
  const manifest = parseClientManifest(manifestJson);

  it("gives each chunk group's scripts, shared chunks once, in the order asked", () => {
    expect(chunkGroupScripts(manifest, ['routes-blog', 'e2c', 'i4s', 'k9a'])).toEqual([
      'assets/js/routes-blog.4.js',
      'assets/js/vendors-theme-blog.5.js',
      'assets/js/e2c.6.js',
      'assets/js/i4s.7.js',
      'assets/js/417.8.js',
    ]);
  });

  it("gives each chunk group's own stylesheets, apart from the scripts", () => {
    expect(chunkGroupStylesheets(manifest, ['routes-blog', 'e2c', 'i4s', 'k9a'])).toEqual(['assets/css/css-BlogCard.9.css']);
    expect(chunkGroupStylesheets(manifest, ['routes-blog', 'e2c'])).toEqual([]);
    expect(chunkGroupScripts(manifest, ['i4s'])).not.toContain('assets/css/css-BlogCard.9.css');
  });

  it('has nothing to load for a chunk group the bundler dropped', () => {
    expect(chunkGroupScripts(manifest, ['zz1'])).toEqual([]);
  });

  it("gives the entry point's scripts, the stylesheet-only chunk left out", () => {
    expect(entryScripts(manifest)).toEqual(['assets/js/runtime~main.1.js', 'assets/js/main.3.js']);
  });

  it('refuses a manifest of another shape', () => {
    expect(() => parseClientManifest('{"entrypoints": ["main"], "modules": {}}')).toThrow(UnexpectedClientManifestError);
    expect(() => parseClientManifest('{"entrypoints": [], "origins": {"a": "a"}, "assets": {}}')).toThrow(UnexpectedClientManifestError);
    expect(() => parseClientManifest('{"entrypoints": [], "origins": {}, "assets": {"a": {"css": "a.css"}}}')).toThrow(UnexpectedClientManifestError);
    expect(() => parseClientManifest('{"entrypoints": [], "origins": {}, "assets": {"a": {"js": ["a.js"]}}}')).toThrow(
      UnexpectedClientManifestError,
    );
  });
});

describe('component stylesheets in a page', () => {
  const page = [
    '<!doctype html><html><head><title>Showcase</title>',
    '<link rel=preload href=/assets/css/other.css as=style>',
    '<link rel=stylesheet href=/assets/css/styles.2.css>',
    '<script src=/assets/js/main.3.js defer></script>',
    '</head><body></body></html>',
  ].join('');

  it('links them right after the last stylesheet, in the order given, nothing else changed', () => {
    const out = withChunkStylesheets(page, ['/assets/css/css-A.1.css', '/assets/css/css-B.2.css']);
    expect(stylesheetHrefs(out)).toEqual(['/assets/css/styles.2.css', '/assets/css/css-A.1.css', '/assets/css/css-B.2.css']);
    expect(out).toContain(
      '<link rel=stylesheet href=/assets/css/styles.2.css><link rel="stylesheet" href="/assets/css/css-A.1.css"><link rel="stylesheet" href="/assets/css/css-B.2.css"><script',
    );
    expect(out.replace(/<link rel="stylesheet" href="\/assets\/css\/css-[AB][^>]*>/g, '')).toBe(page);
  });

  it('does not link one twice, and leaves a page with nothing to add as it is', () => {
    const once = withChunkStylesheets(page, ['/assets/css/css-A.1.css']);
    expect(withChunkStylesheets(once, ['/assets/css/css-A.1.css'])).toBe(once);
    expect(withChunkStylesheets(page, [])).toBe(page);
  });

  it('reads quoted and bare attributes, and only stylesheet links', () => {
    expect(
      stylesheetHrefs(`<link href='/a.css' rel='stylesheet'><link rel="stylesheet" href="/b.css"><link rel=preload href=/c.css><link rel="alternate stylesheet" href="/d.css">`),
    ).toEqual(['/a.css', '/b.css', '/d.css']);
  });

  it('puts them at the end of the head when the page has no stylesheet', () => {
    const bare = '<html><head><title>x</title></head><body></body></html>';
    expect(withChunkStylesheets(bare, ['/s.css'])).toBe('<html><head><title>x</title><link rel="stylesheet" href="/s.css"></head><body></body></html>');
  });
});
