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
    {
      type: 'category',
      label: 'Miscellaneous',
      collapsed: false,
      items: ['api/misc/create-docusaurus'],
    },
  ],
};

export default sidebars;
