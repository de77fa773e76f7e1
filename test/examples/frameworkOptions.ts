import ts from 'typescript';
import type {Joi} from '@docusaurus/utils-validation';
import type {Failure} from './failure';
import {
  coreConfigSchema,
  loadInstalledPackage,
  pluginIdSchema,
  siteRequire,
  type PluginValidation,
  type ValidateCallback,
} from './frameworkSchemas';
import {holdsStandIn, isOpen, isStandIn, lineOfPath, literalValue} from './literalValue';
import type {ExcerptContext} from './excerpts';
import {exportedObject, type ScriptFile} from './scriptFiles';

const SITE_CONFIG_FILE = /(^|\/)docusaurus\.config\.[cm]?[jt]s$/;

/**
 * The framework's own validation of the options an example writes. Types
 * cannot catch a misspelled plugin option (a plugin entry is typed
 * `[string, any]`), nor a wrong value in `themeConfig` (typed as an open
 * record): core checks them at start-up with each package's Joi schemas, and
 * so does this check, on the literal values of the example.
 */

type ModuleType = 'plugin' | 'theme' | 'preset';
type Issue = {root: unknown; path: (string | number)[]; message: string; missing?: boolean};

/** Core's rule for short names: `classic` is `@docusaurus/preset-classic`, `@acme/x` may be `@acme/docusaurus-plugin-x`… */
function namePatterns(name: string, type: ModuleType): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${type}`];
    const [scope, rest] = name.split(/\/(.*)/);
    return [`${scope}/${rest}`, `${scope}/docusaurus-${type}-${rest}`];
  }
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

function installedModule(name: string, type: ModuleType): {name: string; module: PluginValidation & {default?: unknown}} | undefined {
  for (const candidate of namePatterns(name, type)) {
    const module = loadInstalledPackage(candidate);
    if (module) return {name: candidate, module};
  }
  return undefined;
}

/** A preset, plugin or theme entry naming a package (not a path) that this site does not install. */
function isUninstalledPackage(entry: unknown, type: ModuleType): boolean {
  const name = Array.isArray(entry) ? entry[0] : entry;
  return typeof name === 'string' && !/^[./]/.test(name) && !installedModule(name, type);
}

/** Runs a `validateOptions` / `validateThemeConfig` export with a callback that collects every complaint. */
function collectingValidate(
  who: string,
  root: unknown,
  issues: Issue[],
  adjust: (schema: Joi.ObjectSchema) => Joi.ObjectSchema,
): ValidateCallback {
  return (schema, value) => {
    const {error, value: validated} = adjust(schema).validate(value, {convert: false, abortEarly: false});
    for (const detail of error?.details ?? []) {
      if (isRelevant(detail, root)) {
        issues.push({root, path: detail.path, message: `${who}: ${detail.message}`, missing: detail.type === 'any.required'});
      }
    }
    return error ? value : validated;
  };
}

/**
 * A complaint is about the example unless it concerns a value the example
 * does not spell out, or a required option of an object that shows only part
 * of its keys. An unknown key is always the example's.
 */
function isRelevant(detail: Joi.ValidationErrorItem, root: unknown): boolean {
  const values: unknown[] = [root];
  for (const key of detail.path) {
    const parent = values.at(-1);
    values.push(typeof parent === 'object' && parent !== null ? (parent as Record<string | number, unknown>)[key] : undefined);
  }
  const parents = values.slice(0, -1);
  if (parents.some(isStandIn)) return false;
  if (detail.type === 'object.unknown') return true;
  if (detail.type === 'any.required' && isOpen(parents.at(-1))) return false;
  return !holdsStandIn(values.at(-1));
}

function validatePluginOptions(packageName: string, module: PluginValidation, options: unknown, issues: Issue[]): void {
  if (!module.validateOptions || isStandIn(options)) return;
  const validate = collectingValidate(`${packageName} options`, options, issues, (schema) => schema.append({id: pluginIdSchema()}));
  try {
    module.validateOptions({validate, options: options ?? {}});
  } catch (error) {
    if (!holdsStandIn(options)) issues.push({root: options, path: [], message: `${packageName}: ${(error as Error).message}`});
  }
}

function validateEntry(entry: unknown, type: ModuleType, themeConfig: unknown, issues: Issue[]): void {
  const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof name !== 'string') return;
  const installed = installedModule(name, type);
  if (!installed) return;
  if (type !== 'preset') {
    validatePluginOptions(installed.name, installed.module, options, issues);
    return;
  }
  if (typeof installed.module.default !== 'function' || isStandIn(options)) return;
  const preset = installed.module.default as (context: unknown, options: unknown) => {plugins: unknown[]; themes: unknown[]};
  const context = {siteConfig: {themeConfig: typeof themeConfig === 'object' && themeConfig !== null ? themeConfig : {}}};
  // The preset adds the sitemap plugin to production builds only.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const presetOptions = (options ?? {}) as Record<string, unknown>;
    let entries: {plugins: unknown[]; themes: unknown[]};
    try {
      entries = preset(context, presetOptions);
    } catch (error) {
      issues.push({root: options, path: [], message: `${installed.name}: ${(error as Error).message}`});
      // The preset stops at keys it does not know: hand it the others, so their options are checked too.
      const accepted = Object.entries(presetOptions).filter(([key, value]) => {
        try {
          preset(context, {[key]: value});
          return true;
        } catch {
          return false;
        }
      });
      entries = preset(context, Object.fromEntries(accepted));
    }
    for (const pluginEntry of [...entries.plugins, ...entries.themes]) {
      const [resolved, pluginOptions] = Array.isArray(pluginEntry) ? pluginEntry : [pluginEntry, undefined];
      validatePluginOptions(packageNameOf(String(resolved)), siteRequire(String(resolved)) as PluginValidation, pluginOptions, issues);
    }
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** `/…/node_modules/@docusaurus/plugin-content-docs/lib/index.js` is `@docusaurus/plugin-content-docs`. */
function packageNameOf(resolvedPath: string): string {
  return /node_modules\/(?<name>(?:@[^/]+\/)?[^/]+)\/(?!.*node_modules)/.exec(resolvedPath)?.groups?.name ?? resolvedPath;
}

/** Themes whose theme config an example may set, and the key each reads (the classic theme reads many). */
const THEME_CONFIG_READERS: {packageName: string; key?: string}[] = [
  {packageName: '@docusaurus/theme-classic'},
  {packageName: '@docusaurus/theme-search-algolia', key: 'algolia'},
  {packageName: '@docusaurus/theme-live-codeblock', key: 'liveCodeBlock'},
  {packageName: '@docusaurus/theme-mermaid', key: 'mermaid'},
];

function themeConfigKeys(): Set<string> {
  const keys = new Set<string>();
  for (const {packageName} of THEME_CONFIG_READERS) {
    const module = loadInstalledPackage(packageName);
    module?.validateThemeConfig?.({
      validate: (schema, value) => {
        Object.keys((schema.describe() as {keys?: object}).keys ?? {}).forEach((key) => keys.add(key));
        return value;
      },
      themeConfig: {},
    });
  }
  return keys;
}

let knownThemeConfigKeys: Set<string> | undefined;

/** `otherThemes`: the example also uses a theme or plugin this site does not install, which may read keys of its own. */
function validateThemeConfig(themeConfig: unknown, issues: Issue[], otherThemes = false): void {
  if (typeof themeConfig !== 'object' || themeConfig === null || isStandIn(themeConfig)) return;
  for (const {packageName, key} of THEME_CONFIG_READERS) {
    if (key && !(key in themeConfig)) continue;
    const module = loadInstalledPackage(packageName);
    const validate = collectingValidate(`themeConfig (${packageName})`, themeConfig, issues, (schema) => schema.unknown());
    try {
      module?.validateThemeConfig?.({validate, themeConfig});
    } catch (error) {
      issues.push({root: themeConfig, path: [], message: `${packageName}: ${(error as Error).message}`});
    }
  }
  // Each theme lets the others' keys through: a key none of them reads is a mistake.
  if (otherThemes) return;
  knownThemeConfigKeys ??= themeConfigKeys();
  for (const key of Object.keys(themeConfig)) {
    if (!knownThemeConfigKeys.has(key)) {
      issues.push({root: themeConfig, path: [key], message: `"themeConfig.${key}" is read by none of the installed themes (${THEME_CONFIG_READERS.map((reader) => reader.packageName).join(', ')})`});
    }
  }
}

function validateSiteConfig(config: unknown, issues: Issue[]): void {
  const {error} = coreConfigSchema().validate(config, {abortEarly: false});
  for (const detail of error?.details ?? []) {
    // An example shows the options it is about: title, url and baseUrl may be left out.
    if (detail.type !== 'any.required' && isRelevant(detail, config)) {
      issues.push({root: config, path: detail.path, message: `site config (core): ${detail.message}`});
    }
  }
}

function isPropertyNamed(node: ts.Node, names: string[]): node is ts.PropertyAssignment {
  return ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && names.includes(node.name.text);
}

/** A variable declared with the type `Config`: a full site config, whatever the file's name. */
function typedConfigs(source: ts.SourceFile): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.type &&
      ts.isTypeReferenceNode(node.type) &&
      node.type.typeName.getText(source) === 'Config' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      found.push(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The object or list an excerpt's wrapper exports (scriptFiles.ts). */
function excerptLiteral(source: ts.SourceFile): ts.Expression | undefined {
  const statement = source.statements.find(ts.isExportAssignment);
  let expression = statement?.expression;
  while (expression && (ts.isSatisfiesExpression(expression) || ts.isParenthesizedExpression(expression))) expression = expression.expression;
  return expression;
}

function validateExcerpt(context: ExcerptContext, source: ts.SourceFile, issues: Issue[]): void {
  const literal = excerptLiteral(source);
  if (!context.validation || !literal) return;
  const value = literalValue(literal, source);
  const {validation} = context;
  if (validation.kind === 'site-config') validateSiteConfig(value, issues);
  if (validation.kind === 'preset') validateEntry(['classic', value], 'preset', undefined, issues);
  if (validation.kind === 'plugin-options') {
    const module = loadInstalledPackage(validation.packageName);
    if (module) validatePluginOptions(validation.packageName, module, value, issues);
  }
  if (validation.kind === 'plugin-entries' && Array.isArray(value)) value.forEach((entry) => validateEntry(entry, 'plugin', undefined, issues));
  if (validation.kind === 'theme-config') validateThemeConfig(value, issues);
  if (validation.kind === 'navbar-items') {
    // Validated where they live, then pointed back at the excerpt's own items.
    const found: Issue[] = [];
    validateThemeConfig({navbar: {items: value}}, found);
    issues.push(...found.map((issue) => ({...issue, root: value, path: issue.path.slice(2)})));
  }
}

/** Checks the site config, the plugin, theme and preset entries and the theme config an example spells out. */
export function checkFrameworkOptions(file: ScriptFile, blockLine: number): Failure[] {
  const source = ts.createSourceFile(file.relativePath, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const issues: Issue[] = [];

  if (file.excerpt) validateExcerpt(file.excerpt, source, issues);
  const configs = new Set(typedConfigs(source));
  const exported = !file.excerpt && SITE_CONFIG_FILE.test(file.relativePath) ? exportedObject(source) : undefined;
  if (exported) configs.add(exported);
  for (const config of configs) validateSiteConfig(literalValue(config, source), issues);

  const entryLists: {type: ModuleType; entries: unknown[]}[] = [];
  const themeConfigs: unknown[] = [];
  const visit = (node: ts.Node): void => {
    if (isPropertyNamed(node, ['presets', 'plugins', 'themes']) && ts.isArrayLiteralExpression(node.initializer)) {
      const key = (node.name as ts.Identifier | ts.StringLiteral).text;
      const type: ModuleType = key === 'presets' ? 'preset' : key === 'themes' ? 'theme' : 'plugin';
      entryLists.push({type, entries: literalValue(node.initializer, source) as unknown[]});
    }
    if (isPropertyNamed(node, ['themeConfig']) && ts.isObjectLiteralExpression(node.initializer)) {
      themeConfigs.push(literalValue(node.initializer, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  const usesOtherPackages = entryLists.some(({type, entries}) => entries.some((entry) => isUninstalledPackage(entry, type)));
  for (const themeConfig of themeConfigs) validateThemeConfig(themeConfig, issues, usesOtherPackages);
  for (const {type, entries} of entryLists) entries.forEach((entry) => validateEntry(entry, type, themeConfigs[0], issues));

  return (
    issues
      // `// ...` in the block: options left out on purpose.
      .filter((issue) => !(file.elides && issue.missing))
      .map((issue) => ({
        line: blockLine + 1 + (lineOfPath(issue.root, issue.path, source) ?? 0),
        message: issue.message,
      }))
  );
}
