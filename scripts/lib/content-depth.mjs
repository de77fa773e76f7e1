/**
 * Counts what a reader gets from a Markdown or MDX page: words of prose (code blocks,
 * imports, front matter and JSX attributes left out) and fenced code examples.
 * The same counting runs on our pages and on the upstream pages they are compared with,
 * so the ratios compare like with like.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';

const WORD = /[\p{L}\p{N}]+(?:['’._-][\p{L}\p{N}]+)*/gu;

/** Nodes whose text is not prose: code, metadata, expressions, raw HTML. */
const NOT_PROSE = new Set([
  'code',
  'yaml',
  'toml',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'html',
]);

export function countWords(text) {
  return text.match(WORD)?.length ?? 0;
}

function parse(source, {mdx}) {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  if (mdx) processor.use(remarkMdx);
  return processor.parse(source);
}

/**
 * Info strings of fences that wrap MDX instead of showing code: Docusaurus removes an
 * `mdx-code-block` fence and compiles its content as part of the page (a way to keep
 * JSX away from translation tools). Its content is measured like the rest of the page.
 * `config-tabs` blocks (upstream's site) are real examples shown as tabs, so they count.
 */
const MDX_WRAPPERS = new Set(['mdx-code-block']);

/**
 * @param {string} source Markdown or MDX text
 * @param {{mdx?: boolean}} [options] parse as MDX (default); plain Markdown is the fallback
 *   when the text is not valid MDX (some upstream `.md` pages)
 * @returns {{words: number, codeBlocks: number}}
 */
export function measureContent(source, {mdx = true} = {}) {
  let tree;
  try {
    tree = parse(source, {mdx});
  } catch (error) {
    if (!mdx) throw error;
    tree = parse(source, {mdx: false});
  }
  let words = 0;
  let codeBlocks = 0;
  const walk = (node) => {
    if (node.type === 'code' && MDX_WRAPPERS.has(node.lang)) {
      const inner = measureContent(node.value, {mdx});
      words += inner.words;
      codeBlocks += inner.codeBlocks;
      return;
    }
    if (node.type === 'code') codeBlocks += 1;
    if (NOT_PROSE.has(node.type)) return;
    if (node.type === 'text' || node.type === 'inlineCode') words += countWords(node.value);
    for (const child of node.children ?? []) walk(child);
  };
  walk(tree);
  return {words, codeBlocks};
}
