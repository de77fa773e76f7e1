import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars for the main docs: `docs` teaches (guides, how-tos, migration),
 * `api` is the reference (CLI, configuration, plugins, themes, core APIs).
 */
const sidebars: SidebarsConfig = {
  docs: [
    'introduction',
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      link: {
        type: 'generated-index',
        slug: '/category/getting-started',
        description: 'Install the framework, create a site and learn how it is configured.',
      },
      items: ['installation', 'configuration'],
    },
    {
      type: 'category',
      label: 'Advanced Guides',
      link: {type: 'doc', id: 'advanced/index'},
      items: [
        'advanced/architecture',
        'advanced/plugins',
        'advanced/routing',
        'advanced/ssg',
        'advanced/client',
      ],
    },
    {
      type: 'category',
      label: 'Internationalization',
      link: {type: 'doc', id: 'i18n/introduction'},
      items: ['i18n/tutorial', 'i18n/git', 'i18n/crowdin'],
    },
    {
      type: 'category',
      label: 'Migrating',
      link: {type: 'doc', id: 'migration/index'},
      items: [
        'migration/v3',
        {
          type: 'category',
          label: 'From v1 to v2',
          link: {type: 'doc', id: 'migration/v2/index'},
          items: [
            'migration/v2/automated',
            'migration/v2/manual',
            'migration/v2/versioned-sites',
            'migration/v2/translated-sites',
          ],
        },
      ],
    },
  ],
  api: [
    'cli',
    'docusaurus-core',
    'api/docusaurus.config.js',
    {
      type: 'category',
      label: 'Plugin method references',
      link: {type: 'doc', id: 'api/plugin-methods/overview'},
      items: [
        'api/plugin-methods/lifecycle-apis',
        'api/plugin-methods/static-methods',
        'api/plugin-methods/extend-infrastructure',
        'api/plugin-methods/i18n-lifecycles',
      ],
    },
    {
      type: 'category',
      label: 'Plugins',
      collapsed: false,
      link: {type: 'doc', id: 'api/plugins/overview'},
      items: [
        'api/plugins/plugin-content-docs',
        'api/plugins/plugin-content-blog',
        'api/plugins/plugin-content-pages',
        'api/plugins/plugin-client-redirects',
        'api/plugins/plugin-debug',
        'api/plugins/plugin-google-analytics',
        'api/plugins/plugin-google-gtag',
        'api/plugins/plugin-google-tag-manager',
        'api/plugins/plugin-ideal-image',
        'api/plugins/plugin-pwa',
        'api/plugins/plugin-rsdoctor',
        'api/plugins/plugin-sitemap',
        'api/plugins/plugin-svgr',
        'api/plugins/plugin-vercel-analytics',
      ],
    },
    {
      type: 'category',
      label: 'Themes',
      collapsed: false,
      link: {type: 'doc', id: 'api/themes/overview'},
      items: [
        'api/themes/configuration',
        'api/themes/theme-classic',
        'api/themes/theme-search-algolia',
        'api/themes/theme-live-codeblock',
        'api/themes/theme-mermaid',
      ],
    },
    {
      type: 'category',
      label: 'Miscellaneous',
      items: ['api/misc/create-docusaurus', 'api/misc/logger', 'api/misc/eslint-plugin'],
    },
  ],
};

export default sidebars;
