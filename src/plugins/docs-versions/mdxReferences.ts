import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root, RootContent} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {shieldCodeExamples} from '../code-example-guard';

/**
 * What a docs page refers to, read from its MDX syntax tree rather than its
 * text: a `from './x.json'` or a `/docs/3.7.0/` inside a code example is shown
 * to the reader, not imported or linked, so it must not count.
 */
export type MdxReferences = {
  /** Module specifiers of the page's ESM `import` statements. */
  imports: string[];
  /** Targets of Markdown links and definitions, and of `to`/`href` JSX attributes with a string value. */
  links: string[];
};

const LINK_ATTRIBUTES = new Set(['to', 'href']);

type EstreeProgram = {body: {type: string; source?: {value?: unknown}}[]};

/**
 * Parses a page the way the site's MDX pipeline sees it: after the site's
 * preprocessor and the text passes that mdx-loader applies next (`mdx-code-block` wrappers removed, `{#id}`
 * heading ids escaped, `:::note Title` turned into `:::note[Title]`), with the
 * syntax extensions the site enables (GFM, directives, math).
 */
function parseMdx(source: string, admonitionKeywords: readonly string[]): Root {
  const text = admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(shieldCodeExamples(source))),
    [...admonitionKeywords],
  );
  return unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMath)
    .use(remarkMdx)
    .parse(text);
}

/** The admonition keywords of mdx-loader; the title pass only needs to recognise them. */
export const DEFAULT_ADMONITION_KEYWORDS = ['secondary', 'info', 'success', 'danger', 'note', 'tip', 'warning', 'important', 'caution'];

export function mdxReferences(
  source: string,
  {admonitionKeywords = DEFAULT_ADMONITION_KEYWORDS}: {admonitionKeywords?: readonly string[]} = {},
): MdxReferences {
  const imports: string[] = [];
  const links: string[] = [];
  const visit = (node: Root | RootContent): void => {
    switch (node.type) {
      case 'mdxjsEsm': {
        const program = node.data?.estree as EstreeProgram | undefined;
        for (const statement of program?.body ?? []) {
          if (statement.type === 'ImportDeclaration' && typeof statement.source?.value === 'string') {
            imports.push(statement.source.value);
          }
        }
        return;
      }
      case 'link':
      case 'definition':
        links.push(node.url);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && LINK_ATTRIBUTES.has(attribute.name) && typeof attribute.value === 'string') {
            links.push(attribute.value);
          }
        }
        break;
      default:
        break;
    }
    if ('children' in node) {
      for (const child of node.children) {
        visit(child);
      }
    }
  };
  visit(parseMdx(source, admonitionKeywords));
  return {imports, links};
}

/**
 * Whether a link of a page of `version` sends the reader to other docs than
 * that version's: the unversioned docs (`/docs/cli/`) or another version
 * (`/docs/3.7.0/cli/` from a 3.6.3 page).
 */
export function leavesVersion(url: string, {version, docsBasePath}: {version: string; docsBasePath: string}): boolean {
  const base = docsBasePath.replace(/\/$/, '');
  const isDocsLink = url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}#`) || url.startsWith(`${base}?`);
  return isDocsLink && !url.startsWith(`${base}/${version}/`) && url !== `${base}/${version}`;
}
