import {describe, expect, it} from 'vitest';
import {leavesVersion, mdxReferences} from '../mdxReferences';

const PAGE = [
  '---',
  'title: Example',
  '---',
  '',
  "import options from '../../_api-options/plugin-pwa.json';",
  "import Tabs from '@theme/Tabs';",
  '',
  '## Heading with an id {#with-id}',
  '',
  ':::note Old title syntax',
  'See [the CLI](/docs/3.6.3/cli/) and <Link to="/docs/3.7.0/cli/">the newer CLI</Link>.',
  ':::',
  '',
  '[ref]: /docs/deployment/',
  '',
  '```js title="sidebars.js"',
  "import data from './data.json';",
  '// [not a link](/docs/3.7.0/)',
  '```',
  '',
  'Inline `from "./inline.json"` and `[x](/docs/intro/)` are code too.',
  '',
].join('\n');

describe('mdxReferences', () => {
  it('reads the imports of the page, not those shown in code examples', () => {
    expect(mdxReferences(PAGE).imports).toEqual(['../../_api-options/plugin-pwa.json', '@theme/Tabs']);
  });

  it('reads Markdown links, definitions and JSX link attributes, not code', () => {
    expect(mdxReferences(PAGE).links).toEqual(['/docs/3.6.3/cli/', '/docs/3.7.0/cli/', '/docs/deployment/']);
  });
});

describe('leavesVersion', () => {
  const of363 = {version: '3.6.3', docsBasePath: '/docs'};

  it('flags links to another version and to the unversioned docs', () => {
    expect(leavesVersion('/docs/3.7.0/cli/', of363)).toBe(true);
    expect(leavesVersion('/docs/cli/', of363)).toBe(true);
    expect(leavesVersion('/docs/', of363)).toBe(true);
    expect(leavesVersion('/docs#top', of363)).toBe(true);
  });

  it('accepts links inside the version and outside the docs', () => {
    expect(leavesVersion('/docs/3.6.3/cli/', of363)).toBe(false);
    expect(leavesVersion('/docs/3.6.3', of363)).toBe(false);
    expect(leavesVersion('/blog/', of363)).toBe(false);
    expect(leavesVersion('/docsearch/', of363)).toBe(false);
    expect(leavesVersion('./cli.mdx', of363)).toBe(false);
  });
});
