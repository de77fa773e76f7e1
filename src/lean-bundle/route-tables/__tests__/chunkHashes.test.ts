import {describe, expect, it} from 'vitest';
import {chunksInCycles, findChunkHashTable, moveChunkHashesToLoaders, registration, requestedChunkIds, UnexpectedRuntimeFormatError} from '../chunkHashes';
import {CHUNK_HASHES_GLOBAL} from '../chunkHashesGlobal';

/** The runtime's file-name function as the minifier writes it, around a hash table. */
const minifiedRuntime = (table: string) =>
  `(()=>{var a={};n.u=function(e){return"assets/js/"+e+"."+(${table})[e]+".js"},n.miniCssF=function(e){return""+e+".css"},n.h=function(){return"67b28603b246afc4"}})();`;

/** The same function in a build without minification: spaces after colons, a comma after the last entry. */
const readableRuntime = (table: string) =>
  `__webpack_require__.u = function (chunkId) {\n  return "assets/js/" + chunkId + "." + ${table.replaceAll('":"', '": "').replace(/\}$/, ',}')}[chunkId] + ".js";\n};\n`;

const TABLE =
  '{"a1b":"11111111",c2d:"22222222",200:"33333333","routes-docs":"44444444","routes-blog":"55555555","vendors-x_js":"66666666","diagram-y":"77777777","worker_ts":"88888888"}';

/** A chunk file as the bundler writes it, whose module loads `requests`. */
const chunkFile = (id: string, requests: string) =>
  `(self.webpackChunk=self.webpackChunk||[]).push([["${id}"],{9:function(e,t,n){var o={k:[()=>${requests},0,1]}}}]);`;

const evaluateTable = (runtime: string) => {
  const {start, end} = findChunkHashTable(runtime);
  return new Function(`return ${runtime.slice(start, end)}`)() as Record<string, string>;
};

/** What a file registers when it runs. */
const registeredBy = (source: string) => {
  const self: Record<string, Record<string, string>> = {};
  const statement = source.slice(0, source.indexOf('(self.webpackChunk='));
  new Function('globalThis', statement)(self);
  return self[CHUNK_HASHES_GLOBAL];
};

describe('requestedChunkIds', () => {
  it('reads the ids of chunk loads and file names, quoted or numeric, minified or not', () => {
    expect(requestedChunkIds('Promise.all([n.e("a1b"),n.e(200)]).then(n.bind(n,5))')).toEqual(new Set(['a1b', '200']));
    expect(requestedChunkIds("__webpack_require__.e( 'vendors-x_js' ).then(x)")).toEqual(new Set(['vendors-x_js']));
    expect(requestedChunkIds('new Worker(new URL(n.p+n.u("worker_ts"),n.b))')).toEqual(new Set(['worker_ts']));
    expect(requestedChunkIds('n.d(t,{e:function(){return o}}); a.e(b)')).toEqual(new Set());
  });
});

describe('findChunkHashTable', () => {
  it('finds the one object of hex strings, with quoted, bare and numeric keys', () => {
    for (const runtime of [minifiedRuntime(TABLE), readableRuntime(TABLE)]) {
      const {hashes} = findChunkHashTable(runtime);
      expect(hashes.size).toBe(8);
      expect(Object.fromEntries(hashes)).toMatchObject({a1b: '11111111', c2d: '22222222', 200: '33333333', 'routes-docs': '44444444'});
      expect(evaluateTable(runtime)).toEqual(Object.fromEntries(hashes));
    }
  });

  it("leaves the stylesheets' hash table alone", () => {
    const cssTable = '{"a1b":"99999999","routes-docs":"aaaaaaaa"}';
    const runtime = minifiedRuntime(TABLE).replace('return""+e+".css"', `return"assets/css/"+e+"."+(${cssTable})[e]+".css"`);
    expect(runtime).toContain(cssTable);
    expect(Object.fromEntries(findChunkHashTable(runtime).hashes)).toMatchObject({a1b: '11111111', 'routes-docs': '44444444'});
    expect(findChunkHashTable(runtime).hashes.size).toBe(8);
  });

  it('refuses a runtime with no table or with two, rather than guess', () => {
    expect(() => findChunkHashTable('n.u=function(e){return"assets/js/"+e+".js"}')).toThrow(UnexpectedRuntimeFormatError);
    expect(() => findChunkHashTable(minifiedRuntime(TABLE) + minifiedRuntime('{"x":"abcdef12"}'))).toThrow(/found 2/);
  });
});

describe('chunksInCycles', () => {
  it('finds the chunks that carry each other, directly or around a loop, and nothing else', () => {
    const carried = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(chunksInCycles(carried)).toEqual(new Set(['a', 'b', 'c', 'e']));
  });
});

describe('moveChunkHashesToLoaders', () => {
  const files = (runtime: string) => ({
    runtime,
    // main.js: loads the sections and, for a top-level route, chunk c2d.
    entries: ['n.e("routes-docs");n.e("routes-blog");n.e("c2d")'],
    chunks: new Map([
      ['routes-docs', chunkFile('routes-docs', 'Promise.all([n.e("vendors-x_js"),n.e("a1b")])')],
      ['routes-blog', chunkFile('routes-blog', 'Promise.all([n.e("vendors-x_js"),n.e(200),n.e("c2d")])')],
      ['a1b', chunkFile('a1b', 'n.e("diagram-y")')],
      ['diagram-y', chunkFile('diagram-y', 'new Worker(new URL(n.p+n.u("worker_ts"),n.b))')],
      ['c2d', chunkFile('c2d', 'n.e("routes-docs")')],
    ]),
  });

  it("moves the hashes of chunks main.js never asks for into each file that asks, registered before the file's chunk", () => {
    const input = files(minifiedRuntime(TABLE));
    const result = moveChunkHashesToLoaders(input);
    expect(result.moved).toEqual(new Set(['a1b', '200', 'vendors-x_js', 'diagram-y', 'worker_ts']));
    expect(evaluateTable(result.runtime)).toEqual({c2d: '22222222', 'routes-docs': '44444444', 'routes-blog': '55555555'});
    // The rest of the runtime is untouched.
    expect(result.runtime.replace(/\(\{.*\}\)/, '()')).toBe(input.runtime.replace(/\(\{.*\}\)/, '()'));
    expect(registeredBy(result.chunks.get('routes-docs')!)).toEqual({a1b: '11111111', 'vendors-x_js': '66666666'});
    expect(registeredBy(result.chunks.get('routes-blog')!)).toEqual({200: '33333333', 'vendors-x_js': '66666666'});
    expect(registeredBy(result.chunks.get('a1b')!)).toEqual({'diagram-y': '77777777'});
    expect(registeredBy(result.chunks.get('diagram-y')!)).toEqual({worker_ts: '88888888'});
    expect(result.chunks.get('routes-docs')).toBe(registration([['a1b', '11111111'], ['vendors-x_js', '66666666']]) + input.chunks.get('routes-docs'));
    // A file that carries nothing is left as it is.
    expect(result.chunks.has('c2d')).toBe(false);
    // The same from a runtime built without minification.
    const readable = moveChunkHashesToLoaders(files(readableRuntime(TABLE)));
    expect(evaluateTable(readable.runtime)).toEqual(evaluateTable(result.runtime));
    expect(readable.runtime).toMatch(/^__webpack_require__\.u = function \(chunkId\) \{\n {2}return "assets\/js\/" \+ chunkId \+ "\." \+ \{[^}]+\}\[chunkId\]/);
  });

  it('keeps in the runtime the hashes of files that load each other', () => {
    const input = files(minifiedRuntime(TABLE));
    input.chunks.set('diagram-y', chunkFile('diagram-y', 'n.e("a1b")'));
    const result = moveChunkHashesToLoaders(input);
    expect(result.moved).toEqual(new Set(['200', 'vendors-x_js']));
    expect(evaluateTable(result.runtime)).toMatchObject({a1b: '11111111', 'diagram-y': '77777777'});
    expect(registeredBy(result.chunks.get('routes-docs')!)).toEqual({'vendors-x_js': '66666666'});
  });
});
