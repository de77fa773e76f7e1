import type {Navbar} from '@docusaurus/theme-common';
import {archivedVersions} from '../src/data/archivedVersions';

/** How many archived versions the dropdown lists before "All versions". */
const ARCHIVED_IN_DROPDOWN = 5;

export const repositoryUrl = 'https://github.com/facebook/docusaurus';

export const navbar: Navbar = {
  title: 'Docusaurus',
  hideOnScroll: true,
  logo: {
    alt: 'Docusaurus logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
    {type: 'docSidebar', sidebarId: 'api', position: 'left', label: 'API'},
    {to: '/blog/', label: 'Blog', position: 'left'},
    {to: '/showcase/', label: 'Showcase', position: 'left'},
    {
      to: '/community/support/',
      label: 'Community',
      position: 'left',
      activeBaseRegex: '/community/',
    },
    {to: '/tests/', label: 'Tests', position: 'left', activeBaseRegex: '/tests/'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: [
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {type: 'html', className: 'dropdown-archived-versions', value: '<b>Archived versions</b>'},
        ...archivedVersions.slice(0, ARCHIVED_IN_DROPDOWN).map(({name, url}) => ({
          label: name,
          href: url,
        })),
        {type: 'html', value: '<hr class="dropdown-separator">'},
        {to: '/versions/', label: 'All versions'},
      ],
    },
    {type: 'localeDropdown', position: 'right'},
    {
      href: repositoryUrl,
      position: 'right',
      className: 'header-repository-link',
      'aria-label': 'Source code repository on GitHub',
    },
  ],
};
