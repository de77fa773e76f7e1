import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readDataFile} from '@docusaurus/utils';
import ts from 'typescript';
import type {CodeBlock} from './extract';
import type {Failure} from './failure';
import {
  validateAuthorsMap,
  validateCategoryMetadata,
  validateTagsFile,
  validateTranslationFile,
  validateVersionsFile,
} from './frameworkSchemas';

/**
 * JSON and YAML examples: parsed the way their reader parses them (JSON.parse
 * for the JSON files the framework reads, TypeScript's parser for tsconfig
 * files, the framework's data-file reader for YAML), then checked with the
 * framework's own validation when the title names a file it reads.
 */

export function isDataLang(lang: string | undefined): boolean {
  return lang === 'json' || lang === 'jsonc' || lang === 'yaml' || lang === 'yml';
}

/** The file name of the title: `i18n/fr/code.json` in `i18n/fr/code.json (excerpt)`. */
function titleFile(title: string | undefined, extensions: string): string | undefined {
  return new RegExp(`(?:^|\\s)(?<file>[\\w@.-]+(?:/[\\w@.-]+)*\\.(?:${extensions}))(?=\\s|$)`).exec(title ?? '')?.groups?.file;
}

type Validator = {test: RegExp; describe: string; validate: (value: unknown, text: string) => void | Promise<void>};

/** Data files the framework reads, by the path the title gives. */
const VALIDATORS: Validator[] = [
  {test: /(^|\/)([\w-]+_)?versions\.json$/, describe: 'versions file (docs plugin)', validate: validateVersionsFile},
  {test: /(^|\/)_category_\.(json|ya?ml)$/, describe: 'category metadata (docs plugin)', validate: validateCategoryMetadata},
  {test: /(^|\/)authors\.(json|ya?ml)$/, describe: 'authors map (blog plugin)', validate: validateAuthorsMap},
  {test: /(^|\/)tags\.ya?ml$/, describe: 'tags file (utils-validation)', validate: (_value, text) => validateTagsFile(text)},
  {
    // code.json, and the JSON files write-translations creates under i18n/<locale>/<plugin>/.
    test: /(^|\/)code\.json$|(^|\/)i18n\/[\w-]+\/[\w-]+\/[\w.-]+\.json$/,
    describe: 'translation file (core)',
    validate: (_value, text) => validateTranslationFile(text),
  },
];

/** JSON files whose readers accept comments (TypeScript, ESLint, VS Code). */
const JSONC_FILE = /(^|\/)([jt]sconfig[\w.-]*\.json|\.eslintrc(\.json)?|\.vscode\/[\w.-]+\.json|devcontainer\.json)$/;

function lineOfOffset(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length - 1;
}

function parseJson(block: CodeBlock, file: string | undefined): {value?: unknown; failure?: Failure} {
  if (file && JSONC_FILE.test(file)) {
    const {config, error} = ts.parseConfigFileTextToJson(file, block.code);
    if (error) {
      return {failure: {line: block.line + 1 + lineOfOffset(block.code, error.start ?? 0), message: ts.flattenDiagnosticMessageText(error.messageText, ' ')}};
    }
    if (/tsconfig/.test(file)) {
      const {errors} = ts.convertCompilerOptionsFromJson((config as {compilerOptions?: object}).compilerOptions ?? {}, '/');
      if (errors.length > 0) {
        return {failure: {line: block.line + 1, message: `TypeScript: ${ts.flattenDiagnosticMessageText(errors[0].messageText, ' ')}`}};
      }
    }
    return {value: config};
  }
  try {
    return {value: JSON.parse(block.code)};
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    return {failure: {line: block.line + 1 + (position ? lineOfOffset(block.code, Number(position[1])) : 0), message: `JSON.parse: ${message}`}};
  }
}

async function parseYaml(block: CodeBlock): Promise<{value?: unknown; failure?: Failure}> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-example-yaml-'));
  try {
    writeFileSync(path.join(dir, 'example.yml'), block.code);
    return {value: await readDataFile({filePath: 'example.yml', contentPaths: {contentPath: dir, contentPathLocalized: dir}})};
  } catch (error) {
    const cause = (error as Error).cause as {mark?: {line?: number}; reason?: string; message?: string} | undefined;
    return {failure: {line: block.line + 1 + (cause?.mark?.line ?? 0), message: `YAML (js-yaml, as the framework reads data files): ${cause?.reason ?? cause?.message ?? (error as Error).message}`}};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** A sidebars file written in JSON, which the type checker reads as a `sidebars.ts` (see the runner). */
export function isJsonSidebars(block: CodeBlock): boolean {
  return block.lang === 'json' && /(^|\/)[\w.-]*sidebars\.json$/.test(titleFile(block.title, 'json') ?? '');
}

export async function checkData(block: CodeBlock): Promise<Failure[]> {
  const isYaml = block.lang === 'yaml' || block.lang === 'yml';
  const file = titleFile(block.title, isYaml ? 'ya?ml' : 'json');
  const {value, failure} = isYaml ? await parseYaml(block) : parseJson(block, file);
  if (failure) return [failure];
  const validator = file ? VALIDATORS.find((candidate) => candidate.test.test(file)) : undefined;
  if (!validator) return [];
  try {
    await validator.validate(value, block.code);
    return [];
  } catch (error) {
    return [{line: block.line + 1, message: `${validator.describe}: ${(error as Error).message}`}];
  }
}
