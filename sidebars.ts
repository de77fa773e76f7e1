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
  ],
  api: [
    {
      type: 'category',
      label: 'Miscellaneous',
      collapsed: false,
      items: ['api/misc/create-docusaurus', 'api/plugins/plugin-content-docs'],
    },
  ],
};

export default sidebars;
