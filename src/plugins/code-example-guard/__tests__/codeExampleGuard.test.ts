import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Code, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {remarkUnshield, SHIELD, shieldCodeExamples} from '..';

const FENCE3 = '```';
const FENCE4 = '````';

/** What mdx-loader does to a file's text before parsing it, with the default `mdx1Compat`. */
function frameworkTextPasses(text: string): string {
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(text)), ['note', 'tip', 'info']);
}

/** The code blocks a reader sees, after the site's pipeline (or the framework's alone). */
function renderedCode(source: string, {guarded}: {guarded: boolean}): string[] {
  const text = frameworkTextPasses(guarded ? shieldCodeExamples(source) : source);
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkMdx);
  const tree = processor.parse(text);
  if (guarded) {
    remarkUnshield()(tree);
  }
  const blocks: string[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(node.value);
  });
  return blocks;
}

const HEADING_ID_EXAMPLE = ['```md', '### Explicit ids {#explicit-ids}', '```'].join('\n');
const ADMONITION_EXAMPLE = ['```md', ':::note Legacy title', 'Body', ':::', '```'].join('\n');
const WRAPPER_EXAMPLE = [
  `${FENCE4}md`,
  `${FENCE3}mdx-code-block`,
  "import Tabs from '@theme/Tabs';",
  FENCE3,
  FENCE4,
].join('\n');

const PAGE = [
  '## A real heading {#real-id}',
  '',
  ':::tip A real title',
  'Text',
  ':::',
  '',
  HEADING_ID_EXAMPLE,
  '',
  ADMONITION_EXAMPLE,
  '',
  WRAPPER_EXAMPLE,
  '',
  '- In a list:',
  '',
  '  ```md',
  '  :::info Indented title',
  '  ```',
  '',
  `${FENCE4}mdx-code-block`,
  '<div>',
  '',
  `${FENCE3}md`,
  '# Inside a wrapper {#wrapped}',
  FENCE3,
  '',
  '</div>',
  FENCE4,
  '',
].join('\n');

const EXPECTED_CODE = [
  '### Explicit ids {#explicit-ids}',
  [':::note Legacy title', 'Body', ':::'].join('\n'),
  [`${FENCE3}mdx-code-block`, "import Tabs from '@theme/Tabs';", FENCE3].join('\n'),
  ':::info Indented title',
  '# Inside a wrapper {#wrapped}',
];

describe('code example guard', () => {
  it('the framework alone alters these code examples (the bug being fixed)', () => {
    const code = renderedCode(PAGE, {guarded: false});
    expect(code).toContain('### Explicit ids \\{#explicit-ids}');
    expect(code).toContain([':::note[Legacy title]', 'Body', ':::'].join('\n'));
    expect(code).not.toContain(EXPECTED_CODE[2]);
  });

  it('shows every code example exactly as written', () => {
    expect(renderedCode(PAGE, {guarded: true})).toEqual(EXPECTED_CODE);
  });

  it('leaves prose to the framework: heading ids, legacy titles and wrappers still work', () => {
    const text = frameworkTextPasses(shieldCodeExamples(PAGE));
    expect(text).toContain('## A real heading \\{#real-id}');
    expect(text).toContain(':::tip[A real title]');
    expect(text).not.toContain(`${FENCE4}mdx-code-block`);
  });

  it('changes nothing in a file without such code examples', () => {
    const plain = ['# Title {#t}', '', '```js', 'const a = 1;', '```', ''].join('\n');
    expect(shieldCodeExamples(plain)).toBe(plain);
  });

  it('removes every mark, even one outside a code block', () => {
    const tree: Root = {
      type: 'root',
      children: [{type: 'paragraph', children: [{type: 'text', value: `a${SHIELD}b`}]}],
    };
    remarkUnshield()(tree);
    expect(tree).toEqual({type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'ab'}]}]});
  });
});
