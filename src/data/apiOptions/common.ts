/**
 * Descriptions shared by several content plugins, which declare the same
 * options with the same meaning. Written once, spread into each table.
 */

export const pluginId = {
  id: 'Name of this plugin instance. Give each instance a different `id` when you use the plugin more than once in a site; a single instance can keep the default.',
};

export const mdxPipeline = {
  remarkPlugins: 'Remark plugins applied to the Markdown tree of every file of this plugin, after the built-in ones. Each entry is a plugin function, or a `[plugin, options]` pair.',
  rehypePlugins: 'Rehype plugins applied to the HTML tree of every file of this plugin, after the built-in ones. Same entry format as `remarkPlugins`.',
  recmaPlugins: 'Recma plugins, which transform the JavaScript that MDX compiles each file into. Same entry format as `remarkPlugins`.',
  beforeDefaultRemarkPlugins: 'Remark plugins that run before the framework\'s own Remark plugins (admonitions, heading ids, table of contents…). Use it when your plugin must see the Markdown before they change it.',
  beforeDefaultRehypePlugins: 'Rehype plugins that run before the framework\'s own Rehype plugins.',
  admonitions: '`true` turns `:::note`-style admonition blocks on, `false` turns them off. An object keeps them on and changes which keywords are recognised.',
  'admonitions.keywords': 'Keywords recognised after `:::`, such as `[\'security\']` for a custom `:::security` block. Style the new block yourself, or map the keyword to a component.',
  'admonitions.extendDefaults': 'With `true`, your `keywords` are added to the nine built-in ones (`note`, `tip`, `info`, `warning`, `danger`, `secondary`, `success`, `important`, `caution`); with `false` they replace them. The Markdown plugin treats a missing value as `true`.',
};

export const lastUpdate = {
  showLastUpdateTime: 'Shows, at the bottom of each page, the date of the last Git commit that touched its file. Production builds read the Git history, which needs the full history in CI (not a shallow clone); the development server shows a fixed placeholder date.',
  showLastUpdateAuthor: 'Shows the author of the last Git commit that touched the file. Same Git requirements as `showLastUpdateTime`.',
};

export const contentFiles = {
  include: 'Glob patterns, relative to `path`, of the files this plugin turns into pages.',
  exclude: 'Glob patterns of files under `path` that are never turned into pages, even if `include` matches them. The defaults skip files and folders starting with `_`, and test files.',
  editLocalizedFiles: 'For a translated site: with `true`, edit links point to the translated file under `i18n/<locale>/` instead of the source file.',
};

export const tagsFile = {
  tags: 'Path of the YAML file that lists the allowed tags, relative to the content folder. When not set, a `tags.yml` file is used if one exists. `false` or `null` turns the tags file off.',
  onInlineTags: 'What to do when front matter uses a tag that the tags file does not list: ignore it, log it, warn, or fail the build (`throw`).',
};
