/**
 * Remark transforms for the in-browser MDX playground. The site's build runs
 * the framework's own Markdown pipeline in Node; the playground compiles in the
 * browser with plain `@mdx-js/mdx`, so it needs its own small equivalents of
 * the parts a reader is most likely to try: admonitions, code-block metadata
 * (title, line numbers, highlighting, live blocks), Mermaid diagrams and
 * imports of the theme components it provides.
 *
 * The transforms produce the same element names and properties as the
 * framework's pipeline (`admonition`, `mermaid`, `metastring`), so the site's
 * MDX components render the result exactly like a page of the docs.
 */
import type {Code, Nodes, Parent, PhrasingContent, Root, RootContent, Text} from 'mdast';
import type {ContainerDirective, TextDirective} from 'mdast-util-directive';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {PluggableList} from 'unified';
import type {VFile} from 'vfile';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

/** Components the playground passes to the compiled MDX, by import source. */
export const PROVIDED_IMPORTS: Readonly<Record<string, string>> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Admonition': 'Admonition',
  '@theme/Details': 'Details',
};

/** Admonition keywords of this site: the framework's defaults plus our custom one. */
export const PLAYGROUND_ADMONITION_KEYWORDS: readonly string[] = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'secondary',
  'success',
  'important',
  'my-custom-admonition',
];

type HastData = {hName?: string; hProperties?: Record<string, unknown>};

function setHast(node: Nodes, hName: string | undefined, hProperties: Record<string, unknown>): void {
  const data = (node.data ??= {}) as HastData;
  if (hName) {
    data.hName = hName;
  }
  data.hProperties = {...data.hProperties, ...hProperties};
}

function textContent(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') {
    return node.value;
  }
  return 'children' in node ? (node.children as Nodes[]).map(textContent).join('') : '';
}

function isParent(node: Nodes): node is Nodes & Parent {
  return 'children' in node && Array.isArray(node.children);
}

/** Depth-first walk that lets the visitor replace a node in its parent. */
function walk(node: Nodes, visitor: (child: RootContent, parent: Parent, index: number) => void): void {
  if (!isParent(node)) {
    return;
  }
  // Index-based: the visitor may replace children in place.
  for (let index = 0; index < node.children.length; index += 1) {
    visitor(node.children[index]!, node, index);
    walk(node.children[index]! as Nodes, visitor);
  }
}

/** `:::note[Title]` blocks become `<admonition type="note" title="Title">`. */
export function remarkPlaygroundAdmonitions(keywords: readonly string[] = PLAYGROUND_ADMONITION_KEYWORDS) {
  return (tree: Root): void => {
    walk(tree, (node) => {
      if (node.type !== 'containerDirective') {
        return;
      }
      const directive = node as ContainerDirective;
      if (!keywords.includes(directive.name)) {
        return;
      }
      const [first, ...rest] = directive.children;
      const labelled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean})?.directiveLabel;
      const title = directive.attributes?.title ?? (labelled && first ? textContent(first) : undefined);
      if (labelled) {
        directive.children = rest;
      }
      setHast(directive, 'admonition', {type: directive.name, ...(title ? {title} : {})});
    });
  };
}

/**
 * A `:name` that no plugin handles is almost always ordinary text such as
 * "see:here" or "10:am"; print it back as written instead of dropping it.
 */
export function remarkPlaygroundUnusedTextDirectives() {
  return (tree: Root): void => {
    walk(tree, (node, parent, index) => {
      if (node.type !== 'textDirective') {
        return;
      }
      const directive = node as TextDirective;
      const hasAttributes = directive.attributes && Object.keys(directive.attributes).length > 0;
      if (directive.children.length === 0 && !hasAttributes) {
        const text: Text = {type: 'text', value: `:${directive.name}`};
        (parent.children as PhrasingContent[])[index] = text;
      }
    });
  };
}

/**
 * The theme's code block reads its options (title, line numbers, highlighted
 * ranges, `live`) from the fence's meta string; Mermaid fences become the
 * element the theme's Mermaid component is mapped to.
 */
export function remarkPlaygroundCode() {
  return (tree: Root): void => {
    walk(tree, (node) => {
      if (node.type !== 'code') {
        return;
      }
      const code = node as Code;
      if (code.lang === 'mermaid') {
        setHast(code, 'mermaid', {value: code.value});
        // mdast-util-to-hast only honours hName on nodes it does not know.
        (code as unknown as {type: string}).type = 'mermaidCodeBlock';
        return;
      }
      const meta = code.meta ?? undefined;
      setHast(code, undefined, {metastring: meta, live: meta?.split(' ').includes('live') ?? false});
    });
  };
}

type ImportSpecifier = {type: string; local: {name: string}};
type ImportDeclarationNode = {type: 'ImportDeclaration'; source: {value: unknown}; specifiers: ImportSpecifier[]};
type ProgramNode = {body: {type: string}[]};

function isImport(statement: {type: string}): statement is ImportDeclarationNode {
  return statement.type === 'ImportDeclaration';
}

/**
 * Imports cannot be resolved in the browser. Default imports of the provided
 * theme components under their usual names are dropped (the components are
 * passed in instead); any other import is reported as a clear error.
 */
export function remarkPlaygroundImports() {
  return (tree: Root, file: VFile): void => {
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') {
        return true;
      }
      const esm = node as MdxjsEsm;
      const program = esm.data?.estree as ProgramNode | null | undefined;
      if (!program) {
        return true;
      }
      for (const declaration of program.body.filter(isImport)) {
        const source = String(declaration.source.value);
        const expected = PROVIDED_IMPORTS[source];
        const [specifier] = declaration.specifiers;
        const isProvidedDefault =
          expected !== undefined &&
          declaration.specifiers.length === 1 &&
          specifier?.type === 'ImportDefaultSpecifier' &&
          specifier.local.name === expected;
        if (!isProvidedDefault) {
          file.fail(
            `Cannot import "${source}" in the playground. It provides ${Object.values(PROVIDED_IMPORTS).join(', ')} ` +
              'without imports (or with their usual default import); other modules need a real site.',
            esm,
          );
        }
      }
      // The compiler reads the estree, not the text: dropping the import
      // statements there is enough; exports in the same block stay.
      program.body = program.body.filter((statement) => !isImport(statement));
      return program.body.length > 0;
    });
  };
}

/** The whole playground pipeline, in the order the framework applies the equivalent steps. */
export const playgroundRemarkPlugins: PluggableList = [
  remarkDirective,
  remarkPlaygroundImports,
  remarkPlaygroundAdmonitions,
  remarkGfm,
  remarkPlaygroundCode,
  remarkPlaygroundUnusedTextDirectives,
];

export type PlaygroundError = {message: string; line: number | null; column: number | null};

/**
 * A reader-facing description of whatever compiling or running the MDX threw:
 * compiler messages carry a position when the parser knows one; anything else
 * (a thrown string, a runtime error) still yields a message.
 */
export function describePlaygroundError(error: unknown): PlaygroundError {
  if (error instanceof Error || (typeof error === 'object' && error !== null)) {
    const record = error as {reason?: unknown; message?: unknown; line?: unknown; column?: unknown};
    const text =
      typeof record.reason === 'string' && record.reason
        ? record.reason
        : typeof record.message === 'string' && record.message
          ? record.message
          : 'Unknown error';
    const line = typeof record.line === 'number' ? record.line : null;
    const column = typeof record.column === 'number' ? record.column : null;
    return {message: text, line, column};
  }
  return {message: String(error), line: null, column: null};
}
