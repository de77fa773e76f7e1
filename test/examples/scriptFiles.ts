import ts from 'typescript';
import {excerptContext, type ExcerptContext} from './excerpts';
import type {CodeBlock} from './extract';
import {siteRequire} from './frameworkSchemas';

/**
 * How a TypeScript or JavaScript example becomes a file of the type-checked
 * program: its name (from the block's title when the title names a file, so a
 * `docusaurus.config.ts` block is checked as one), and what is added around it:
 * the type the framework reads an untyped config object as, the object an
 * excerpt is part of, the imports of framework types it uses, a live block's
 * scope. Additions move no line of the block, so the checker's line numbers are
 * the block's.
 */

export type ScriptFile = {
  /** Path relative to the block's own folder, such as `src/theme/Footer/index.tsx`. */
  relativePath: string;
  text: string;
  /** The block leaves things out on purpose (`// ...`): missing required properties are not errors. */
  elides: boolean;
  /** What the block is an excerpt of (`excerpt=<context>`): it may use names its whole file declares. */
  excerpt?: ExcerptContext;
};

const SCRIPT_LANGS: Record<string, string> = {
  ts: 'ts',
  typescript: 'ts',
  tsx: 'tsx',
  js: 'js',
  javascript: 'js',
  jsx: 'jsx',
  mjs: 'mjs',
  cjs: 'cjs',
};

export function isScriptLang(lang: string | undefined): boolean {
  return lang !== undefined && lang in SCRIPT_LANGS;
}

/** `// ...`, `/* … *\/`, `{/* ... *\/}`: the usual ways an example says it shows part of a file. */
const ELISION = /(?:\/\/|\/\*)\s*(?:\.\.\.|…)/;

/** A file name in the title, as in `docusaurus.config.ts (blog options)` or `src/theme/Footer/index.tsx`. */
function titleFile(title: string | undefined): string | undefined {
  const match = /(?:^|\s)(?<file>[\w@.[\]-]+(?:\/[\w@.[\]-]+)*\.(?:[cm]?[jt]sx?))(?=\s|$)/.exec(title ?? '');
  return match?.groups?.file.replace(/^(\.\.?\/)+/, '');
}

type Role = {typeText: string};

/** The type core or the docs plugin gives a file's default export, by file name. */
function roleOf(relativePath: string): Role | undefined {
  const base = relativePath.split('/').pop() ?? '';
  if (/^docusaurus\.config\.[cm]?[jt]s$/.test(base)) {
    // Partial: an example shows the options it is about, not always title, url and baseUrl.
    return {typeText: "Partial<import('@docusaurus/types').Config>"};
  }
  if (/^sidebars[\w-]*\.[cm]?[jt]s$/.test(base)) {
    return {typeText: "import('@docusaurus/plugin-content-docs').SidebarsConfig"};
  }
  return undefined;
}

/** Framework types an example may use without its import lines, which most pages show once. */
const IMPLICIT_TYPES: Record<string, {ts: string; js?: string}> = {
  Config: {ts: "import type {Config} from '@docusaurus/types';", js: "/** @typedef {import('@docusaurus/types').Config} Config */"},
  Plugin: {ts: "import type {Plugin} from '@docusaurus/types';"},
  LoadContext: {
    ts: "import type {LoadContext} from '@docusaurus/types';",
    js: "/** @typedef {import('@docusaurus/types').LoadContext} LoadContext */",
  },
  Preset: {ts: "import type * as Preset from '@docusaurus/preset-classic';"},
  SidebarsConfig: {
    ts: "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    js: "/** @typedef {import('@docusaurus/plugin-content-docs').SidebarsConfig} SidebarsConfig */",
  },
};

type Insertion = {at: number; text: string};

function isModuleExports(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'module' &&
    node.name.text === 'exports'
  );
}

/** The object literal a file exports as its default, directly or through a `const` declared without a type. */
export function exportedObject(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let exported: ts.Expression | undefined;
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement) && !statement.isExportEquals) exported = statement.expression;
    if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isModuleExports(statement.expression.left)
    ) {
      exported = statement.expression.right;
    }
  }
  if (exported && ts.isObjectLiteralExpression(exported)) return exported;
  if (exported && ts.isIdentifier(exported)) {
    const name = exported.text;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === name &&
          !declaration.type &&
          declaration.initializer &&
          ts.isObjectLiteralExpression(declaration.initializer)
        ) {
          return declaration.initializer;
        }
      }
    }
  }
  return undefined;
}

/** Names the file declares or imports at its top level. */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const addBinding = (name: ts.BindingName) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else name.elements.forEach((element) => ts.isBindingElement(element) && addBinding(element.name));
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause) {
      const {name, namedBindings} = statement.importClause;
      if (name) names.add(name.text);
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.add(namedBindings.name.text);
      if (namedBindings && ts.isNamedImports(namedBindings)) namedBindings.elements.forEach((element) => names.add(element.name.text));
    } else if (ts.isVariableStatement(statement)) {
      statement.declarationList.declarations.forEach((declaration) => addBinding(declaration.name));
    } else if (
      (ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isModuleDeclaration(statement)) &&
      statement.name &&
      ts.isIdentifier(statement.name)
    ) {
      names.add(statement.name.text);
    }
  }
  // JSDoc `@typedef` in JavaScript files.
  for (const match of source.text.matchAll(/@typedef\s+(?:\{[^}]*\}\s+)?(\w+)/g)) names.add(match[1]);
  return names;
}

function usedIdentifiers(source: ts.SourceFile): Set<string> {
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Types named in JSDoc comments of JavaScript files.
  for (const match of source.text.matchAll(/\{[^}]*\}/g)) {
    for (const word of match[0].matchAll(/\b[A-Z]\w*/g)) used.add(word[0]);
  }
  return used;
}

/** A one-line import or variable declaration: module code an excerpt may show before its part of the object. */
const MODULE_LINE = /^(import\s.+|(const|let)\s+[\w{}\s,]+(:\s*[^=]+)?=.+);\s*$/;

/**
 * An excerpt inside the object or list it is part of, typed as the framework
 * types the whole: `export default ({` where its part starts, after the
 * imports and declarations it may show first, and the closing on a line after
 * its last, so its lines keep their numbers.
 */
function wrapExcerpt(code: string, context: ExcerptContext, isJavaScript: boolean): string {
  const lines = code.split('\n');
  let start = 0;
  if (context.shape === 'jsx') {
    // The elements start at the first line that opens a tag at the margin; what comes before is module code.
    start = Math.max(0, lines.findIndex((line) => line.startsWith('<')));
  } else {
    while (start < lines.length && (lines[start].trim() === '' || MODULE_LINE.test(lines[start]))) start += 1;
  }
  const before = start > 0 ? `${lines.slice(0, start).join('\n')}\n` : '';
  const part = lines.slice(start).join('\n');
  if (context.shape === 'jsx') return `${before}export default (<>${part}\n</>);\n`;
  const [open, close] = context.shape === 'members' ? ['{', '}'] : ['[', ']'];
  const type = context.shape === 'members' ? context.typeText : `(${context.typeText})[]`;
  if (isJavaScript) return `${before}export default /** @satisfies {${type}} */ (${open}${part}\n${close});\n`;
  return `${before}export default (${open}${part}\n${close}) satisfies ${type};\n`;
}

/**
 * A live code block runs in react-live with the live-codeblock theme's scope:
 * `React` and every export of React as globals (`@theme/ReactLiveScope`), and
 * `render()` in `noInline` blocks. Declared at the end, they move no line.
 */
function liveScope(meta: string): string | undefined {
  const words = meta.split(/\s+/);
  if (!words.includes('live')) return undefined;
  const react = siteRequire('react') as Record<string, unknown>;
  const globals = Object.keys(react)
    // React's internal and unstable exports have no types; examples do not use them.
    .filter((name) => /^[A-Za-z][\w$]*$/.test(name) && !/^(unstable_|experimental_)/.test(name))
    .map((name) => `declare const ${name}: typeof import('react').${name};`);
  return [
    "declare const React: typeof import('react');",
    ...globals,
    ...(words.includes('noInline') ? ["declare function render(element: import('react').ReactNode): void;"] : []),
  ].join('\n');
}

export function scriptFile(block: CodeBlock): ScriptFile {
  const langExtension = SCRIPT_LANGS[block.lang ?? ''] ?? 'ts';
  const scope = liveScope(block.meta);
  // react-live compiles JavaScript and TypeScript alike; its scope is declared in TypeScript.
  const relativePath = scope ? 'live-example.tsx' : (titleFile(block.title) ?? `example.${langExtension}`);
  const isJavaScript = /\.[cm]?jsx?$/.test(relativePath);
  const elides = ELISION.test(block.code);
  const excerpt = block.excerpt === undefined ? undefined : excerptContext(block.excerpt);
  if (block.excerpt !== undefined && !excerpt) {
    throw new Error(`${block.file}:${block.line}: unknown excerpt context "${block.excerpt}"`);
  }
  if (excerpt) {
    return {relativePath, text: withImplicitTypes(wrapExcerpt(block.code, excerpt, isJavaScript), isJavaScript, block.file), elides, excerpt};
  }

  const kind = relativePath.endsWith('x') || isJavaScript ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(relativePath, block.code, ts.ScriptTarget.Latest, true, kind);
  const insertions: Insertion[] = [];
  const role = roleOf(relativePath);
  const exported = role ? exportedObject(source) : undefined;
  if (role && exported) {
    if (isJavaScript) {
      insertions.push({at: exported.getStart(source), text: `/** @satisfies {${role.typeText}} */ (`}, {at: exported.end, text: ')'});
    } else {
      insertions.push({at: exported.getStart(source), text: '('}, {at: exported.end, text: `) satisfies ${role.typeText}`});
    }
  }
  let text = block.code;
  for (const {at, text: inserted} of insertions.sort((a, b) => b.at - a.at)) {
    text = text.slice(0, at) + inserted + text.slice(at);
  }
  if (scope) text = `${text}\n${scope}\n`;
  return {relativePath, text: withImplicitTypes(text, isJavaScript, block.file), elides};
}

/**
 * 3.6.3 supported React 18, whose types declare `JSX` globally (code the 3.6.3
 * CLI generates uses `JSX.Element`); the installed React 19 types export it
 * from 'react' instead. Blocks of the 3.6.3 docs get it as React 18 gave it.
 */
const REACT_18_TYPES: typeof IMPLICIT_TYPES = {JSX: {ts: "import type {JSX} from 'react';"}};
const REACT_18_DOCS = /^versioned_docs\/version-3\.6\.3\//;

/** Appends the imports of the framework types the file uses without importing (import lines move no other line). */
function withImplicitTypes(text: string, isJavaScript: boolean, pageFile: string): string {
  const source = ts.createSourceFile('file.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const declared = declaredNames(source);
  const used = usedIdentifiers(source);
  const implicit = Object.entries({...IMPLICIT_TYPES, ...(REACT_18_DOCS.test(pageFile) ? REACT_18_TYPES : {})})
    .filter(([name]) => used.has(name) && !declared.has(name))
    .map(([, lines]) => (isJavaScript ? lines.js : lines.ts))
    .filter((line): line is string => line !== undefined);
  return implicit.length > 0 ? `${text}\n${implicit.join('\n')}\n` : text;
}
