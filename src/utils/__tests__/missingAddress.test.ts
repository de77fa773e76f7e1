import {describe, expect, it} from 'vitest';
import {readMissingAddress} from '../missingAddress';

describe('readMissingAddress', () => {
  it('splits segments at slashes, dashes, underscores, dots and camel humps', () => {
    expect(readMissingAddress('/docs/markdownFeatures/code_blocks/').words).toEqual(['markdown', 'features', 'code', 'blocks']);
    expect(readMissingAddress('/docs/api/docusaurus.config.js/').words).toEqual(['api', 'docusaurus', 'config', 'js']);
  });

  it('takes the docs version apart from the words, and keeps the rest of the path', () => {
    expect(readMissingAddress('/docs/2.4.3/using-plugins/')).toEqual({words: ['using', 'plugins'], docs: {version: '2.4.3', rest: 'using-plugins'}});
    expect(readMissingAddress('/docs/2.0.0-beta.14/cli/')).toEqual({words: ['cli'], docs: {version: '2.0.0-beta.14', rest: 'cli'}});
    expect(readMissingAddress('/docs/instalation/')).toEqual({words: ['instalation'], docs: {version: null, rest: 'instalation'}});
  });

  it('leaves out dates, the docs section and the leftovers of file names; names the blog and the changelog', () => {
    expect(readMissingAddress('/blog/2022/01/24/docusaurus-2021-recap/').words).toEqual(['blog', 'docusaurus', '2021', 'recap']);
    expect(readMissingAddress('/docs/cli/index.html').words).toEqual(['cli']);
    expect(readMissingAddress('/community/support.md').words).toEqual(['support']);
  });

  it('keeps a release number whole outside the docs', () => {
    expect(readMissingAddress('/changelog/3.7/')).toEqual({words: ['changelog', '3.7'], docs: null});
  });

  it('reads the path below the base URL, and survives malformed escapes', () => {
    expect(readMissingAddress('/site/docs/seo/', '/site/').words).toEqual(['seo']);
    expect(readMissingAddress('/docs/%E0%A4%A/bad%escape/').words).toEqual(['bad', 'escape']);
    expect(readMissingAddress('/').words).toEqual([]);
  });
});
