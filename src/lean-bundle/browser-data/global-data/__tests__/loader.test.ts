import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {expandGlobalData, type GlobalData} from '../docsLists';

const loader = createRequire(import.meta.url)('../loader.cjs') as (source: string) => string;

/** The data the emitted module parses, and whether it expands it. */
function emitted(source: string): {parsed: GlobalData; expands: boolean} {
  const code = loader(source);
  const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)![1]!;
  return {parsed: JSON.parse(JSON.parse(literal) as string) as GlobalData, expands: code.includes('expandGlobalData(')};
}

describe('compact global data loader', () => {
  it('emits a module that rebuilds the data from its compact form', () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {path: '/docs', versions: [{path: '/docs', docs: [{id: 'a', path: '/docs/a', sidebar: 's'}]}]},
      },
    };
    const {parsed, expands} = emitted(JSON.stringify(data));
    expect(expands).toBe(true);
    expect(parsed).not.toStrictEqual(data);
    expect(expandGlobalData(parsed)).toStrictEqual(data);
  });

  it('keeps quotes, backslashes and non-ASCII text intact through the string literal', () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {path: '/docs', versions: [{path: '/docs', docs: [{id: `it's "q" \\ é`, path: '/docs/x', sidebar: '✓'}]}]},
      },
    };
    expect(expandGlobalData(emitted(JSON.stringify(data)).parsed)).toStrictEqual(data);
  });
});
