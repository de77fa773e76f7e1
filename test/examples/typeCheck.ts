import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {CodeBlock} from './extract';
import type {Failure} from './failure';
import {scriptFile, type ScriptFile} from './scriptFiles';

/**
 * Type-checks every TypeScript and JavaScript example in one program (one
 * load of the framework's types for all of them), against the installed
 * 3.7.0 packages: `@docusaurus/types`, the plugins' and themes' own types and
 * their `@theme/*` module declarations, React's types. Examples live in
 * memory, each in its own folder under the site root so that package imports
 * resolve to the site's node_modules.
 */

/** Packages whose declarations a reader's site gets from the framework: `@theme/*`, `@docusaurus/*` client modules. */
const AMBIENT_TYPES = [
  'node',
  '@docusaurus/module-type-aliases',
  '@docusaurus/theme-classic',
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
  '@docusaurus/theme-search-algolia',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-pwa',
  '@docusaurus/plugin-debug',
];

/**
 * Packages of the 3.7.0 release that this site does not install (checked with
 * `npm view @docusaurus/<name>@3.7.0`), and two the docs name that have their
 * own release line. An example importing one is not checked against its
 * types; any other unknown `@docusaurus/…` module is an error.
 */
const FRAMEWORK_PACKAGES_NOT_INSTALLED = new Set([
  '@docusaurus/plugin-rsdoctor',
  '@docusaurus/plugin-vercel-analytics',
  '@docusaurus/eslint-plugin',
  '@docusaurus/migrate',
  '@docusaurus/react-loadable',
]);

/** Modules only the framework provides: an unknown one is a mistake in the example, never the reader's own file. */
function isFrameworkModule(specifier: string): boolean {
  if (/^@(theme|theme-original|theme-init|generated)\//.test(specifier)) return true;
  const packageName = specifier.split('/').slice(0, 2).join('/');
  return specifier.startsWith('@docusaurus/') && !FRAMEWORK_PACKAGES_NOT_INSTALLED.has(packageName);
}

/**
 * The reader's own modules (`./…`, `@site/…`) and third-party packages this
 * site does not install cannot be resolved here: an example importing them is
 * checked with those imports typed `any`.
 */
const UNRESOLVED_MODULE_CODES = new Set([2307, 7016]);

/** "Cannot find name" (and its variants): an excerpt may use what the rest of its file declares. */
const UNDECLARED_NAME_CODES = new Set([2304, 2552, 2580, 2582, 2591, 2593, 18004]);

/** "Type is missing the following properties" and "Property 'x' is missing": forgiven when the block elides. */
const MISSING_PROPERTY_CODES = new Set([2739, 2740, 2741]);

function compilerOptions(siteDir: string): ts.CompilerOptions {
  // The options of @docusaurus/tsconfig, which a reader's TypeScript site extends (create-docusaurus' template).
  const base = JSON.parse(readFileSync(path.join(siteDir, 'node_modules/@docusaurus/tsconfig/tsconfig.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  const {options, errors} = ts.convertCompilerOptionsFromJson(base.compilerOptions, siteDir);
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
  return {
    ...options,
    // `@site/…` is the reader's site, not this one.
    baseUrl: undefined,
    paths: undefined,
    strict: true,
    // Parameter types come from the packages an example imports, some of which this site does not
    // install (their imports are typed any); in JavaScript there is nothing to annotate.
    noImplicitAny: false,
    checkJs: true,
    // The framework's Babel and SWC setups use React's automatic runtime.
    jsx: ts.JsxEmit.ReactJSX,
    // Each example is a file of its own, even one without import or export.
    moduleDetection: ts.ModuleDetectionKind.Force,
    resolveJsonModule: true,
    types: AMBIENT_TYPES,
    noEmit: true,
  };
}

function messageChainCodes(chain: string | ts.DiagnosticMessageChain): number[] {
  if (typeof chain === 'string') return [];
  const next = chain.next ?? [];
  return next.length === 0 ? [chain.code] : next.flatMap(messageChainCodes);
}

function isForgiven(diagnostic: ts.Diagnostic, file: ScriptFile): boolean {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (UNRESOLVED_MODULE_CODES.has(diagnostic.code)) {
    const specifier = /module '(?<name>[^']+)'/.exec(message)?.groups?.name;
    return specifier !== undefined && !isFrameworkModule(specifier);
  }
  if (file.excerpt && UNDECLARED_NAME_CODES.has(diagnostic.code)) return true;
  if (file.elides) {
    const reasons = typeof diagnostic.messageText === 'string' ? [diagnostic.code] : messageChainCodes(diagnostic.messageText);
    return reasons.every((code) => MISSING_PROPERTY_CODES.has(code));
  }
  return false;
}

export function typeCheckScripts(blocks: CodeBlock[], siteDir: string): Map<CodeBlock, Failure[]> {
  // Identical examples (the same page in several docs versions) are checked once.
  const filesByKey = new Map<string, {fileName: string; file: ScriptFile; blocks: CodeBlock[]}>();
  for (const block of blocks) {
    const file = scriptFile(block);
    const key = `${file.relativePath}\0${file.text}`;
    const entry = filesByKey.get(key);
    if (entry) {
      entry.blocks.push(block);
    } else {
      const fileName = path.join(siteDir, '__examples__', String(filesByKey.size + 1), file.relativePath);
      filesByKey.set(key, {fileName, file, blocks: [block]});
    }
  }
  const virtualFiles = new Map([...filesByKey.values()].map((entry) => [entry.fileName, entry]));
  const virtualDirs = new Set([...virtualFiles.keys()].flatMap((fileName) => ancestors(path.dirname(fileName), siteDir)));

  const options = compilerOptions(siteDir);
  const host = ts.createCompilerHost(options);
  const {fileExists, readFile, getSourceFile, directoryExists} = host;
  host.getCurrentDirectory = () => siteDir;
  host.fileExists = (fileName) => virtualFiles.has(fileName) || fileExists(fileName);
  host.readFile = (fileName) => virtualFiles.get(fileName)?.file.text ?? readFile(fileName);
  host.directoryExists = (dir) => virtualDirs.has(dir) || (directoryExists?.(dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    const entry = virtualFiles.get(fileName);
    return entry ? ts.createSourceFile(fileName, entry.file.text, languageVersion, true) : getSourceFile(fileName, languageVersion, ...rest);
  };

  const program = ts.createProgram({rootNames: [...virtualFiles.keys()], options, host});
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0) {
    throw new Error(`The examples' TypeScript program is misconfigured: ${ts.formatDiagnostics(global, host)}`);
  }

  const results = new Map<CodeBlock, Failure[]>();
  for (const {fileName, file, blocks: sharing} of virtualFiles.values()) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`${fileName} is missing from the program`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].filter(
      (diagnostic) => !isForgiven(diagnostic, file),
    );
    for (const block of sharing) {
      results.set(
        block,
        diagnostics.map((diagnostic) => {
          const line = diagnostic.start === undefined ? 0 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
          return {
            line: block.line + 1 + line,
            message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')}`,
          };
        }),
      );
    }
  }
  return results;
}

function ancestors(dir: string, stop: string): string[] {
  const dirs: string[] = [];
  for (let current = dir; current.length > stop.length; current = path.dirname(current)) dirs.push(current);
  return dirs;
}
