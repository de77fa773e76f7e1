import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {getTagsFile, type Joi} from '@docusaurus/utils-validation';

/*
 * The framework's own validation of what a reader writes: option schemas,
 * `validateOptions` / `validateThemeConfig` of each plugin and theme, and the
 * validators of the data files the content plugins read. Some live at `lib/`
 * paths the packages do not export: reading option schemas is the one
 * exception to the rule that only src/lean-bundle reaches into the
 * framework's private modules (as src/plugins/api-options does). A framework
 * upgrade that moves one fails here, naming the file.
 */

export const siteDir = fileURLToPath(new URL('../..', import.meta.url));
export const siteRequire = createRequire(path.join(siteDir, 'package.json'));

function privateExport<T>(file: string, name: string): T {
  const module = siteRequire(file) as Record<string, unknown>;
  if (!(name in module)) {
    throw new Error(`${file} no longer exports ${name}: update test/examples/frameworkSchemas.ts for this release.`);
  }
  return module[name] as T;
}

/** Core's schema of the site config (`docusaurus.config.*`). */
export function coreConfigSchema(): Joi.ObjectSchema {
  return privateExport('@docusaurus/core/lib/server/configValidation.js', 'ConfigSchema');
}

/** The docs plugin's check of `_category_.json` / `_category_.yml`. */
export function validateCategoryMetadata(content: unknown): void {
  privateExport<(content: unknown) => unknown>(
    '@docusaurus/plugin-content-docs/lib/sidebars/validation.js',
    'validateCategoryMetadataFile',
  )(content);
}

/** The docs plugin's check of `versions.json` (and `<pluginId>_versions.json`). */
export function validateVersionsFile(content: unknown): void {
  privateExport<(names: unknown) => void>('@docusaurus/plugin-content-docs/lib/versions/validation.js', 'validateVersionNames')(
    content,
  );
}

/** The blog plugin's check of `authors.yml` / `authors.json`. */
export function validateAuthorsMap(content: unknown): void {
  privateExport<(content: unknown) => unknown>('@docusaurus/plugin-content-blog/lib/authorsMap.js', 'validateAuthorsMapInput')(
    content,
  );
}

/** Runs `read` on `content` written as `fileName` in a scratch folder, the way the framework reads it from disk. */
async function readAsFile<T>(fileName: string, content: string, read: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-example-'));
  try {
    writeFileSync(path.join(dir, fileName), content);
    return await read(dir);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/**
 * Core's check of a translation file (`code.json`, and the JSON files of
 * `i18n/<locale>/<plugin>/`): the same schema for all of them. Core only
 * exposes it through the function that reads `code.json` from disk.
 */
export async function validateTranslationFile(json: string): Promise<void> {
  const readCodeTranslations = privateExport<(context: {localizationDir: string}) => Promise<unknown>>(
    '@docusaurus/core/lib/server/translations/translations.js',
    'readCodeTranslationFileContent',
  );
  // Core logs "Invalid translation file at …" (with the scratch path) before throwing the schema's error.
  const logError = console.error;
  console.error = () => {};
  try {
    await readAsFile('code.json', json, (localizationDir) => readCodeTranslations({localizationDir}));
  } finally {
    console.error = logError;
  }
}

/** The blog and docs plugins' check of a `tags.yml` file (public API of utils-validation). */
export async function validateTagsFile(yaml: string): Promise<void> {
  await readAsFile('tags.yml', yaml, (contentPath) => getTagsFile({tags: 'tags.yml', contentPaths: {contentPath, contentPathLocalized: contentPath}}));
}

export type ValidateCallback = (schema: Joi.ObjectSchema, value: unknown) => unknown;

/** What a plugin or theme package exports for core to validate its options and theme config. */
export type PluginValidation = {
  validateOptions?: (args: {validate: ValidateCallback; options: unknown}) => unknown;
  validateThemeConfig?: (args: {validate: ValidateCallback; themeConfig: unknown}) => unknown;
};

/** A plugin, theme or preset package of the site's node_modules, or `undefined` when not installed. */
export function loadInstalledPackage(name: string): (PluginValidation & {default?: unknown}) | undefined {
  // A path ('./src/plugins/x') names the reader's own module, never a file of this site.
  if (/^[./]/.test(name)) return undefined;
  try {
    siteRequire.resolve(name);
  } catch {
    return undefined;
  }
  return siteRequire(name) as PluginValidation & {default?: unknown};
}

/** The `id` option core adds to every plugin's schema (multi-instance plugins). */
export function pluginIdSchema(): Joi.Schema {
  return (siteRequire('@docusaurus/utils-validation') as {PluginIdSchema: Joi.Schema}).PluginIdSchema;
}
