/**
 * What an excerpt is part of. A block marked `excerpt=<context>` shows a part
 * of a larger object (some keys of the site config, of a plugin's options, of
 * a plugin object; items of a sidebar or a navbar) and is checked as that
 * part: wrapped in the object or list it belongs to, typed as the framework
 * types the whole, and validated with the framework's schema of the whole.
 */

export type ExcerptContext = {
  /**
   * `members`: `key: value` lines of an object; `values`: items of a list;
   * `jsx`: elements to render, after the imports and declarations they use.
   */
  shape: 'members' | 'values' | 'jsx';
  /** The TypeScript type of the whole object (members) or of one item (values). */
  typeText: string;
  /** The framework's validation of the evaluated whole, when there is one (see frameworkOptions.ts). */
  validation?:
    | {kind: 'site-config'}
    | {kind: 'preset'}
    | {kind: 'plugin-options'; packageName: string}
    | {kind: 'plugin-entries'}
    | {kind: 'theme-config'}
    | {kind: 'navbar-items'};
};

const FIXED_CONTEXTS: Record<string, ExcerptContext> = {
  /** Elements to render (what a component returns), after the module code they need. */
  jsx: {shape: 'jsx', typeText: "import('react').ReactNode"},
  /** Keys of the site config (docusaurus.config). */
  config: {shape: 'members', typeText: "Partial<import('@docusaurus/types').Config>", validation: {kind: 'site-config'}},
  /** Keys of the classic preset's options. */
  preset: {shape: 'members', typeText: "import('@docusaurus/preset-classic').Options", validation: {kind: 'preset'}},
  /** Keys of `themeConfig`. */
  themeConfig: {shape: 'members', typeText: "import('@docusaurus/preset-classic').ThemeConfig", validation: {kind: 'theme-config'}},
  /** Members of the object a plugin function returns (name, lifecycle methods). */
  // The content type is the plugin's own choice (Plugin<Content>): any here.
  plugin: {shape: 'members', typeText: "Partial<import('@docusaurus/types').Plugin<any>>"},
  /** Items of the `plugins` list: `'name'` or `['name', {options}]`. */
  'plugin-entry': {shape: 'values', typeText: "import('@docusaurus/types').PluginConfig", validation: {kind: 'plugin-entries'}},
  /** Items of a sidebar (sidebars.ts). */
  'sidebar-item': {
    shape: 'values',
    typeText: "Extract<import('@docusaurus/plugin-content-docs').SidebarsConfig[string], unknown[]>[number]",
  },
  /** Items of `themeConfig.navbar.items`. */
  'navbar-item': {shape: 'values', typeText: "import('@docusaurus/theme-common').NavbarItem", validation: {kind: 'navbar-items'}},
};

/** `plugin-content-docs`, `theme-classic`, …: keys of that package's options. */
function packageOptionsContext(name: string): ExcerptContext | undefined {
  if (!/^(plugin|theme)-[\w-]+$/.test(name)) return undefined;
  const packageName = `@docusaurus/${name}`;
  return {shape: 'members', typeText: `import('${packageName}').Options`, validation: {kind: 'plugin-options', packageName}};
}

export function excerptContext(name: string): ExcerptContext | undefined {
  return FIXED_CONTEXTS[name] ?? packageOptionsContext(name);
}

export const EXCERPT_CONTEXT_NAMES = [...Object.keys(FIXED_CONTEXTS), 'plugin-<name>', 'theme-<name>'];
