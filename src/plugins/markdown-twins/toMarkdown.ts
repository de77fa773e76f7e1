import type {Element, Root} from 'hast';
import type {Code, InlineCode, Nodes as MdastNodes} from 'mdast';
import {fromParse5} from 'hast-util-from-parse5';
import {defaultHandlers, toMdast, type Handle} from 'hast-util-to-mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {mathToMarkdown, type InlineMath, type Math} from 'mdast-util-math';
import {toMarkdown} from 'mdast-util-to-markdown';
import type {Element as Parse5Element} from '../../utils/pageContent';
import {classList, findElement, MATH_PROPERTY, META_PROPERTY, rawText, rewriteComponents} from './components';

/** `pre`: a fenced code block with the language and meta string components.ts gave it, or display math. */
const pre: Handle = (state, node) => {
  if (node.properties[MATH_PROPERTY] === 'display') {
    const result: Math = {type: 'math', value: rawText(node)};
    state.patch(node, result);
    return result;
  }
  const code = findElement(node, (child) => child.tagName === 'code') ?? node;
  const language = classList(code).find((name) => name.startsWith('language-'))?.slice('language-'.length);
  const meta = node.properties[META_PROPERTY];
  const result: Code = {
    type: 'code',
    lang: language ?? null,
    meta: typeof meta === 'string' ? meta : null,
    value: rawText(code).replace(/\n$/, ''),
  };
  state.patch(node, result);
  return result;
};

/** `code`: inline code, or inline math. */
const code: Handle = (state, node) => {
  if (node.properties[MATH_PROPERTY] === 'inline') {
    const result: InlineMath = {type: 'inlineMath', value: rawText(node)};
    state.patch(node, result);
    return result;
  }
  return defaultHandlers.code!(state, node) as InlineCode;
};

/** A twin: front matter with the page's title and description, then its content. */
export function twinDocument({title, description}: {title: string; description: string | null}, body: string): string {
  // JSON strings are valid YAML double-quoted scalars.
  const lines = [`title: ${JSON.stringify(title)}`];
  if (description) lines.push(`description: ${JSON.stringify(description)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

/**
 * A page's content (the cleaned subtree of src/utils/pageContent.ts) as
 * GitHub-flavoured Markdown with math, every link and image absolute against
 * `pageUrl` (the page's absolute URL).
 */
export function contentToMarkdown(content: Parse5Element, pageUrl: string): string {
  const hast = fromParse5(content) as Element;
  const root: Root = {
    type: 'root',
    // A `base` element is how the converter makes relative URLs absolute.
    children: [{type: 'element', tagName: 'base', properties: {href: pageUrl}, children: []}, hast],
  };
  rewriteComponents(root);
  const mdast = toMdast(root, {
    // A line-break opportunity (option names, identifier titles) is nothing in Markdown;
    // the converter's default, a zero-width space, would split the identifier for a reader's tools.
    handlers: {pre, code, wbr: () => undefined},
    // The build's comments (`<!-- -->` between text runs) are nothing to a reader.
    nodeHandlers: {comment: () => undefined},
  }) as MdastNodes;
  const markdown = toMarkdown(mdast, {
    // Unpadded tables: option tables padded to their longest cell would triple in size.
    extensions: [gfmToMarkdown({tablePipeAlign: false}), mathToMarkdown()],
    bullet: '-',
    emphasis: '_',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
  });
  return `${markdown.trim()}\n`;
}
