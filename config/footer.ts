import type {Footer} from '@docusaurus/theme-common';
import {repositoryUrl} from './navbar';

export const footer: Footer = {
  style: 'dark',
  links: [
    {
      title: 'Learn',
      items: [
        {label: 'Introduction', to: '/docs/'},
        {label: 'Installation', to: '/docs/installation/'},
        {label: 'Configuration', to: '/docs/configuration/'},
        {label: 'All versions', to: '/versions/'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Support', to: '/community/support/'},
        {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/docusaurus'},
        {label: 'Discord', href: 'https://discord.gg/docusaurus'},
        {label: 'Bluesky', href: 'https://bsky.app/profile/docusaurus.io'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog/'},
        {label: 'Changelog', to: '/changelog/'},
        {label: 'Showcase', to: '/showcase/'},
        {label: 'GitHub', href: repositoryUrl},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy', href: 'https://opensource.fb.com/legal/privacy/'},
        {label: 'Terms', href: 'https://opensource.fb.com/legal/terms/'},
        {label: 'Cookie policy', href: 'https://opensource.fb.com/legal/cookie-policy/'},
      ],
    },
  ],
  // The navbar's mark with the name beside it; the footer is dark in both modes, so one picture serves.
  logo: {
    alt: 'Docusaurus home page',
    src: 'img/footer-logo.svg',
    href: '/',
    width: 216,
    height: 48,
  },
  copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc. Built with Docusaurus 3.7.0.`,
};
