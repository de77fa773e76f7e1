import {themes as prismThemes} from 'prism-react-renderer';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {accessiblePrismTheme} from '../src/utils/accessiblePrismTheme';
import {env} from './env';
import {footer} from './footer';
import {navbar} from './navbar';
import {algolia} from './search';

/**
 * Changing `id` shows the bar again to visitors who dismissed the previous
 * announcement: bump it with each new message.
 */
const announcementBar = {
  id: 'announcement-3.7',
  content: `Docusaurus <b><a href="${env.baseUrl}blog/releases/3.7/">3.7</a></b> is out: React 19 support, a faster build and more. Read the release notes!`,
  backgroundColor: '#fafbfc',
  textColor: '#091e42',
  isCloseable: true,
};

export const themeConfig = {
  image: 'img/social-card.png',
  metadata: [
    {name: 'keywords', content: 'documentation, static site generator, react, mdx, docs, blog'},
    {name: 'twitter:card', content: 'summary_large_image'},
  ],
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: true,
  },
  announcementBar,
  docs: {
    sidebar: {hideable: true, autoCollapseCategories: true},
  },
  blog: {
    sidebar: {groupByYear: true},
  },
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  navbar,
  footer,
  algolia,
  prism: {
    // Stock themes with the token colours that miss AA contrast darkened or lightened just enough,
    // also on highlighted and error lines (their overlays are defined in src/css/custom.css).
    theme: accessiblePrismTheme(prismThemes.github, ['rgb(0 0 0 / 10%)', 'rgb(255 0 0 / 12%)']),
    darkTheme: accessiblePrismTheme(prismThemes.dracula, ['rgb(0 0 0 / 30%)', 'rgb(255 80 80 / 18%)']),
    additionalLanguages: ['bash', 'diff', 'json', 'powershell', 'toml'],
    magicComments: [
      {
        className: 'theme-code-block-highlighted-line',
        line: 'highlight-next-line',
        block: {start: 'highlight-start', end: 'highlight-end'},
      },
      {
        // Marks a line the reader should expect to fail, shown in red.
        className: 'code-block-error-line',
        line: 'this-will-error',
      },
    ],
  },
  mermaid: {
    theme: {light: 'neutral', dark: 'dark'},
  },
  liveCodeBlock: {
    playgroundPosition: 'bottom',
  },
} satisfies ThemeConfig;
