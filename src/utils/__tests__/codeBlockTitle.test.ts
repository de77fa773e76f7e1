import {describe, expect, it} from 'vitest';
import {codeBlockTitle} from '../codeBlockTitle';

describe('codeBlockTitle', () => {
  it.each([
    ['title="hello.js"', 'hello.js'],
    ["title='docusaurus.config.ts'", 'docusaurus.config.ts'],
    ['showLineNumbers title="src/pages/index.tsx" {1,3}', 'src/pages/index.tsx'],
    ['title="a \'quoted\' name"', "a 'quoted' name"],
    ['title=""', ''],
  ])('%s -> %s', (meta, title) => {
    expect(codeBlockTitle(meta)).toBe(title);
  });

  it('gives none for a meta string without a title, or an unquoted one', () => {
    expect(codeBlockTitle(undefined)).toBe('');
    expect(codeBlockTitle('live noInline')).toBe('');
    expect(codeBlockTitle('title=hello.js')).toBe('');
    expect(codeBlockTitle('subtitle="x"')).toBe('');
  });
});
