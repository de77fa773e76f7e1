import {describe, expect, it} from 'vitest';
import {
  chunkHashesPlaceholder,
  findChunkHashTable,
  moveChunkHashesToSections,
  requestedChunkIds,
  UnexpectedRuntimeFormatError,
} from '../chunkHashes';

/** The runtime's file-name function as the minifier writes it, around a hash table. */
const minifiedRuntime = (table: string) =>
  `(()=>{var a={};n.u=function(e){return"assets/js/"+e+"."+(${table})[e]+".js"},n.miniCssF=function(e){return""+e+".css"},n.h=function(){return"67b28603b246afc4"}})();`;

/** The same function in a build without minification: spaces after colons, a comma after the last entry. */
const readableRuntime = (table: string) =>
  `__webpack_require__.u = function (chunkId) {\n  return "assets/js/" + chunkId + "." + ${table.replaceAll('":"', '": "').replace(/\}$/, ',}')}[chunkId] + ".js";\n};\n`;

const TABLE = '{"a1b":"11111111",c2d:"22222222",200:"33333333","routes-docs":"44444444","routes-blog":"55555555","vendors-x_js":"66666666"}';

const section = (id: string, requests: string) =>
  `(self.webpackChunk=self.webpackChunk||[]).push([["routes-${id}"],{9:function(e,t,n){n.d(t,{chunkHashes:function(){return s}});` +
  `var o={k:[()=>${requests},0,1]},s="${chunkHashesPlaceholder(id)}"}}]);`;

const evaluateTable = (runtime: string) => {
  const {start, end} = findChunkHashTable(runtime);
  return new Function(`return ${runtime.slice(start, end)}`)() as Record<string, string>;
};

describe('requestedChunkIds', () => {
  it('reads the ids of chunk loads, quoted or numeric, minified or not', () => {
    expect(requestedChunkIds('Promise.all([n.e("a1b"),n.e(200)]).then(n.bind(n,5))')).toEqual(new Set(['a1b', '200']));
    expect(requestedChunkIds("__webpack_require__.e( 'vendors-x_js' ).then(x)")).toEqual(new Set(['vendors-x_js']));
    expect(requestedChunkIds('n.d(t,{e:function(){return o}}); a.e(b)')).toEqual(new Set());
  });
});

describe('findChunkHashTable', () => {
  it('finds the one object of hex strings, with quoted, bare and numeric keys', () => {
    for (const runtime of [minifiedRuntime(TABLE), readableRuntime(TABLE)]) {
      const {hashes} = findChunkHashTable(runtime);
      expect(Object.fromEntries(hashes)).toEqual({
        a1b: '11111111',
        c2d: '22222222',
        200: '33333333',
        'routes-docs': '44444444',
        'routes-blog': '55555555',
        'vendors-x_js': '66666666',
      });
      expect(evaluateTable(runtime)).toEqual(Object.fromEntries(hashes));
    }
  });

  it('refuses a runtime with no table or with two, rather than guess', () => {
    expect(() => findChunkHashTable('n.u=function(e){return"assets/js/"+e+".js"}')).toThrow(UnexpectedRuntimeFormatError);
    expect(() => findChunkHashTable(minifiedRuntime(TABLE) + minifiedRuntime('{"x":"abcdef12"}'))).toThrow(/found 2/);
  });
});

describe('moveChunkHashesToSections', () => {
  const files = (runtime: string) => ({
    runtime,
    sections: new Map([
      ['docs', section('docs', 'Promise.all([n.e("vendors-x_js"),n.e("a1b")])')],
      ['blog', section('blog', 'Promise.all([n.e("vendors-x_js"),n.e(200),n.e("c2d")])')],
    ]),
    // main.js: loads the sections and, for a top-level route, chunk c2d.
    others: ['n.e("routes-docs");n.e("routes-blog");n.e("c2d")'],
  });

  it("moves the hashes of chunks only sections load into each section that loads them", () => {
    const result = moveChunkHashesToSections(files(minifiedRuntime(TABLE)));
    expect(result.moved).toEqual(new Set(['a1b', '200', 'vendors-x_js']));
    expect(evaluateTable(result.runtime)).toEqual({c2d: '22222222', 'routes-docs': '44444444', 'routes-blog': '55555555'});
    // The rest of the runtime is untouched.
    expect(result.runtime.replace(/\(\{.*\}\)/, '()')).toBe(minifiedRuntime(TABLE).replace(/\(\{.*\}\)/, '()'));
    expect(result.sections.get('docs')).toContain('s={"a1b":"11111111","vendors-x_js":"66666666"}');
    expect(result.sections.get('blog')).toContain('s={"200":"33333333","vendors-x_js":"66666666"}');
    expect([...result.sections.values()].join()).not.toContain('__section_chunk_hashes');
    // The same from a runtime built without minification.
    const readable = moveChunkHashesToSections(files(readableRuntime(TABLE)));
    expect(evaluateTable(readable.runtime)).toEqual(evaluateTable(result.runtime));
    expect(readable.runtime).toMatch(/^__webpack_require__\.u = function \(chunkId\) \{\n {2}return "assets\/js\/" \+ chunkId \+ "\." \+ \{[^}]+\}\[chunkId\]/);
  });

  it('gives a section with no chunk of its own an empty table', () => {
    const result = moveChunkHashesToSections({...files(minifiedRuntime(TABLE)), others: ['n.e("a1b");n.e(200);n.e("c2d");n.e("vendors-x_js")']});
    expect(result.moved).toEqual(new Set());
    expect(result.sections.get('docs')).toContain('s={}');
    expect(evaluateTable(result.runtime)).toEqual(Object.fromEntries(findChunkHashTable(minifiedRuntime(TABLE)).hashes));
  });

  it('fails the build when a section module lacks its placeholder', () => {
    const input = files(minifiedRuntime(TABLE));
    input.sections.set('docs', section('blog', 'n.e("a1b")'));
    expect(() => moveChunkHashesToSections(input)).toThrow(/placeholder in section docs, found 0/);
  });
});
