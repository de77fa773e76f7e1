import {describe, expect, it} from 'vitest';
import {countWords, measureContent} from '../../scripts/lib/content-depth.mjs';

describe('content depth', () => {
  it('counts prose words, not front matter, imports, code or JSX attributes', () => {
    const page = [
      '---',
      'title: Ignored title words',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'Deploy the `build` folder to any host.',
      '',
      '<Tabs groupId="pm">',
      '<TabItem value="npm">',
      '',
      'Run it with npm.',
      '',
      '```bash',
      'npm run build and many more words here',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(measureContent(page)).toEqual({words: 11, codeBlocks: 1});
  });

  it('counts every fenced block, whatever its fence or nesting', () => {
    const page = ['~~~js', 'a', '~~~', '', ':::tip', '', '```ts', 'b', '```', '', ':::', '', '- item', '', '  ```', '  c', '  ```'].join('\n');
    expect(measureContent(page).codeBlocks).toBe(3);
  });

  it('measures the content of an mdx-code-block wrapper as page content, not as a code example', () => {
    const wrapped = [
      '````mdx-code-block',
      "import Tabs from '@theme/Tabs';",
      '',
      '<Tabs>',
      '<TabItem value="npm">',
      '',
      'Install it with npm.',
      '',
      '```bash',
      'npm install acme',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '````',
    ].join('\n');
    expect(measureContent(wrapped)).toEqual({words: 4, codeBlocks: 1});
  });

  it('counts a config-tabs block as one code example', () => {
    const page = ['```js config-tabs', '// Preset Options: blog', '// Plugin Options: @docusaurus/plugin-content-blog', '', 'const config = {path: "blog"};', '```'].join('\n');
    expect(measureContent(page)).toEqual({words: 0, codeBlocks: 1});
  });

  it('still counts an mdx-code-block fence shown inside a code example as part of that example', () => {
    const page = ['`````md', '````mdx-code-block', '<Tabs />', '````', '`````'].join('\n');
    expect(measureContent(page)).toEqual({words: 0, codeBlocks: 1});
  });

  it('falls back to plain Markdown when a page is not valid MDX', () => {
    expect(measureContent('A <b>bold {claim</b> here.', {mdx: true}).words).toBeGreaterThan(0);
  });

  it('keeps identifiers and contractions as one word each', () => {
    expect(countWords("Set `onBrokenLinks` to 'throw'; it's docusaurus.config.ts")).toBe(6);
  });
});
