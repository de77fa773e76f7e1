import {createRequire} from 'node:module';
import path from 'node:path';
import {
  alternative,
  arrayItem,
  childAt,
  conditionBranch,
  describeSchema,
  switchCase,
  type DescribableSchema,
  type ExtractOptions,
  type SchemaDescription,
} from './extract';

/*
 * The one exception to the rule that only src/lean-bundle reaches into the
 * framework's private modules: reading option schemas for the API tables
 * (`lib/` paths below), which the packages do not export. A framework
 * upgrade that moves them fails the build here, naming the package.
 */

/**
 * Where each generated table comes from. Schemas are captured the way the
 * framework core uses them: it calls a plugin module's `validateOptions` /
 * `validateThemeConfig` with a `validate(schema, value)` callback, so we pass a
 * callback that records the schema instead of validating anything.
 */
export type TableSource = {
  id: string;
  anchorPrefix?: string;
  /** The package the table documents, when older releases may not have it. */
  package?: string;
  /** The described schema, or `null` for a package whose table is written by hand. */
  load: (siteRequire: NodeRequire) => SchemaDescription | null;
} & ExtractOptions;

type ValidationCallback = (schema: DescribableSchema, value: unknown) => unknown;

function loadModule(siteRequire: NodeRequire, name: string): Record<string, unknown> {
  const loaded: unknown = siteRequire(name);
  if (typeof loaded !== 'object' && typeof loaded !== 'function') {
    throw new Error(`${name} did not load as a module`);
  }
  return loaded as Record<string, unknown>;
}

function captureSchema(
  module: Record<string, unknown>,
  exportName: 'validateOptions' | 'validateThemeConfig',
  valueKey: 'options' | 'themeConfig',
): DescribableSchema | undefined {
  const validateFunction = module[exportName];
  if (typeof validateFunction !== 'function') {
    return undefined;
  }
  let captured: DescribableSchema | undefined;
  const validate: ValidationCallback = (schema, value) => {
    captured = schema;
    return value;
  };
  validateFunction({validate, [valueKey]: {}});
  return captured;
}

/** Site require bound to the installed packages of the site at `siteDir`. */
export function createSiteRequire(siteDir: string): NodeRequire {
  return createRequire(path.join(siteDir, 'package.json'));
}

type JoiWithAppend = DescribableSchema & {append: (keys: Record<string, unknown>) => DescribableSchema};

function hasAppend(schema: DescribableSchema): schema is JoiWithAppend {
  return typeof (schema as Partial<JoiWithAppend>).append === 'function';
}

/**
 * Plugin options as core validates them: core appends the `id` option (for
 * multi-instance use) to every plugin schema, so the table shows it too.
 */
function pluginOptionsSchema(packageName: string) {
  return (siteRequire: NodeRequire): SchemaDescription | null => {
    const schema = captureSchema(loadModule(siteRequire, packageName), 'validateOptions', 'options');
    if (!schema) {
      return null;
    }
    const {PluginIdSchema} = loadModule(siteRequire, '@docusaurus/utils-validation');
    if (!hasAppend(schema)) {
      throw new Error(`${packageName}: the options schema is not a Joi object schema`);
    }
    return describeSchema(schema.append({id: PluginIdSchema}));
  };
}

function themeConfigSchema(packageName: string) {
  return (siteRequire: NodeRequire): SchemaDescription => {
    const schema = captureSchema(loadModule(siteRequire, packageName), 'validateThemeConfig', 'themeConfig');
    if (!schema) {
      throw new Error(`${packageName} validates no theme config`);
    }
    return describeSchema(schema);
  };
}

function siteConfigSchema(siteRequire: NodeRequire): SchemaDescription {
  const {ConfigSchema} = loadModule(siteRequire, '@docusaurus/core/lib/server/configValidation.js');
  return describeSchema(ConfigSchema as DescribableSchema);
}

/**
 * The blog does not export its front matter schema: it passes it to
 * `validateFrontMatter` of `@docusaurus/utils-validation`. Swap that function
 * for a recorder (in the copy the blog package loads) for one call.
 */
function blogFrontMatterSchema(siteRequire: NodeRequire): SchemaDescription {
  const frontMatterModule = siteRequire.resolve('@docusaurus/plugin-content-blog/lib/frontMatter.js');
  const blogRequire = createRequire(frontMatterModule);
  const validationUtils = loadModule(blogRequire, '@docusaurus/utils-validation/lib/validationUtils.js');
  const {validateBlogPostFrontMatter} = loadModule(blogRequire, frontMatterModule);
  const original = validationUtils.validateFrontMatter;
  if (typeof validateBlogPostFrontMatter !== 'function' || typeof original !== 'function') {
    throw new Error('@docusaurus/plugin-content-blog: front matter validation not found');
  }
  let captured: DescribableSchema | undefined;
  validationUtils.validateFrontMatter = (frontMatter: unknown, schema: DescribableSchema) => {
    captured = schema;
    return frontMatter;
  };
  try {
    validateBlogPostFrontMatter({});
  } finally {
    validationUtils.validateFrontMatter = original;
  }
  if (!captured) {
    throw new Error('@docusaurus/plugin-content-blog: the front matter schema was not captured');
  }
  return describeSchema(captured);
}

/** Shared schemas of `@docusaurus/utils-validation`, named as the TypeScript types are. */
function namedShapes(siteRequire: NodeRequire): ExtractOptions['namedShapes'] {
  const validation = loadModule(siteRequire, '@docusaurus/utils-validation');
  return [
    {label: 'MDXPlugin[]', description: describeSchema(validation.RemarkPluginsSchema as DescribableSchema)},
  ];
}

const classicTheme = themeConfigSchema('@docusaurus/theme-classic');
const navbarItem = (siteRequire: NodeRequire) =>
  arrayItem(childAt(classicTheme(siteRequire), 'navbar', 'items'));
const dropdownItem = (siteRequire: NodeRequire) =>
  arrayItem(childAt(switchCase(navbarItem(siteRequire), 'type', 'dropdown'), 'items'));
const footerLinks = (siteRequire: NodeRequire) => childAt(classicTheme(siteRequire), 'footer', 'links');

function navbarItemTable(id: string, type: string | null, select?: 'then' | 'otherwise'): TableSource {
  return {
    id: `navbar-item-${id}`,
    anchorPrefix: `navbar-${id}-`,
    load: (siteRequire) => {
      const item = navbarItem(siteRequire);
      const selected = switchCase(item, 'type', type);
      if (!select) {
        return selected;
      }
      // Items without `type` are links, or dropdowns when they have `items`.
      const branch = conditionBranch(selected, select);
      return {...branch, keys: {...item.keys, ...branch.keys}};
    },
  };
}

/**
 * The plugin packages listed here must be installed; the two plugins this site
 * does not use (`plugin-rsdoctor`, `plugin-vercel-analytics`) have hand-written
 * tables (`load` returns null).
 */
export function tableSources(siteRequire: NodeRequire): TableSource[] {
  const shapes = namedShapes(siteRequire);
  const plugin = (name: string, extra: Partial<TableSource> = {}): TableSource => ({
    id: name,
    package: `@docusaurus/${name}`,
    load: pluginOptionsSchema(`@docusaurus/${name}`),
    namedShapes: shapes,
    ...extra,
  });
  const {themes: prismThemes} = loadModule(siteRequire, 'prism-react-renderer') as {
    themes: Record<string, unknown>;
  };

  return [
    plugin('plugin-content-docs'),
    {
      id: 'docs-front-matter',
      anchorPrefix: 'front-matter-',
      load: (siteRequire) =>
        describeSchema(
          loadModule(siteRequire, '@docusaurus/plugin-content-docs/lib/frontMatter.js')
            .DocFrontMatterSchema as DescribableSchema,
        ),
    },
    plugin('plugin-content-blog'),
    {id: 'blog-front-matter', anchorPrefix: 'front-matter-', load: blogFrontMatterSchema},
    plugin('plugin-content-pages'),
    plugin('plugin-client-redirects'),
    plugin('plugin-debug'),
    plugin('plugin-google-analytics'),
    plugin('plugin-google-gtag'),
    plugin('plugin-google-tag-manager'),
    plugin('plugin-ideal-image'),
    plugin('plugin-pwa'),
    plugin('plugin-sitemap'),
    plugin('plugin-svgr'),
    {id: 'plugin-rsdoctor', load: () => null},
    {id: 'plugin-vercel-analytics', load: () => null},
    plugin('theme-classic'),
    {id: 'site-config', load: siteConfigSchema, namedShapes: shapes},
    {
      id: 'theme-config',
      load: classicTheme,
      // Item shapes get their own tables below.
      collapse: ['navbar.items', 'footer.links'],
      valueLabels: [{label: 'prismThemes.palenight', value: prismThemes.palenight}],
    },
    navbarItemTable('link', null, 'otherwise'),
    navbarItemTable('dropdown', 'dropdown'),
    navbarItemTable('doc', 'doc'),
    navbarItemTable('doc-sidebar', 'docSidebar'),
    navbarItemTable('docs-version', 'docsVersion'),
    navbarItemTable('docs-version-dropdown', 'docsVersionDropdown'),
    navbarItemTable('locale-dropdown', 'localeDropdown'),
    navbarItemTable('search', 'search'),
    navbarItemTable('html', 'html'),
    navbarItemTable('custom', '/custom-.*/'),
    {
      id: 'navbar-dropdown-subitem',
      anchorPrefix: 'dropdown-subitem-',
      // Sub-items take the link shape; `position` is forbidden inside a dropdown.
      load: (siteRequire) => switchCase(dropdownItem(siteRequire), 'type', null),
    },
    {
      id: 'footer-link',
      anchorPrefix: 'footer-link-',
      load: (siteRequire) => arrayItem(alternative(footerLinks(siteRequire), 1)),
    },
    {
      id: 'footer-column',
      anchorPrefix: 'footer-column-',
      load: (siteRequire) => arrayItem(alternative(footerLinks(siteRequire), 0)),
      collapse: ['items'],
    },
    {
      id: 'theme-search-algolia',
      load: themeConfigSchema('@docusaurus/theme-search-algolia'),
    },
    {id: 'theme-live-codeblock', load: themeConfigSchema('@docusaurus/theme-live-codeblock')},
    {id: 'theme-mermaid', load: themeConfigSchema('@docusaurus/theme-mermaid')},
  ];
}
