import path from 'node:path';
import type {LoadContext, PluginConfig} from '@docusaurus/types';
import {leanBundle} from '../src/lean-bundle';
import apiOptionsPlugin from '../src/plugins/api-options';
import {redirectScriptUrl} from '../src/plugins/client-redirects';
import {externalizeRedirectScripts} from '../src/plugins/client-redirects/redirectPage';
import {idealImageAdapter} from '../src/plugins/showcase-previews/imageAdapter';
import debugPagesPlugin from '../src/plugins/debug-pages';
import docsVersionsPlugin from '../src/plugins/docs-versions';
import featureRequestsPlugin from '../src/plugins/feature-requests';
import homePagePlugin from '../src/plugins/home-page';
import hostingHeadersPlugin from '../src/plugins/hosting-headers';
import katexAssetsPlugin from '../src/plugins/katex-assets';
import markdownTwinsPlugin from '../src/plugins/markdown-twins';
import {addMarkdownTwinsToPrecache} from '../src/plugins/markdown-twins/precache';
import postBuildPlugin from '../src/plugins/post-build';
import precompressPlugin from '../src/plugins/precompress';
import {compactRevisions} from '../src/plugins/pwa/compactRevisions';
import routeManifestPlugin from '../src/plugins/route-manifest';
import searchIndexPlugin from '../src/plugins/search-index';
import {addSearchIndexToPrecache, SEARCH_INDEX_PARTS_GLOB} from '../src/plugins/search-index/precache';
import showcasePreviewsPlugin from '../src/plugins/showcase-previews';
import {socialCards} from '../src/plugins/social-cards';
import {CARDS_DIR} from '../src/plugins/social-cards/cardStore';
import {env, hasAlgoliaCredentials} from './env';
import {admonitions, beforeDefaultRemarkPlugins, rehypePlugins, remarkPlugins} from './markdown';
import {markdownTwinsOptions} from './markdownTwins';
import {repositoryUrl} from './navbar';
import {redirectsOptions} from './redirects';
import {socialCardsOptions} from './socialCards';
import {testAreaPlugins} from './testAreas';
import {embeddedSearchOptions, useEmbeddedSearch} from './search';

/**
 * The bundle tweaks (src/lean-bundle/README.md), or none with LEAN_BUNDLE=off.
 * Fails here, before anything is built, when the installed framework is at a
 * version they were not validated against.
 */
const lean = leanBundle({mode: env.leanBundle, without: env.leanBundleWithout, siteDir: path.resolve(__dirname, '..')});

export const plugins: PluginConfig[] = [
  [
    '@docusaurus/plugin-content-docs',
    {
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.ts',
      editUrl: `${repositoryUrl}/edit/main/website/`,
      admonitions,
      beforeDefaultRemarkPlugins,
      remarkPlugins,
      rehypePlugins,
    },
  ],
  // The framework's client redirects, with their inline script moved to one file (CSP: hosting/README.md).
  [path.resolve(__dirname, '../src/plugins/client-redirects/index.ts'), redirectsOptions],
  [
    '@docusaurus/plugin-ideal-image',
    // The plugin hands its options to its image loader; the adapter writes the showcase cards as palette PNGs.
    {quality: 70, max: 1030, min: 640, steps: 2, disableInDev: false, adapter: idealImageAdapter},
  ],
  [
    // The framework's PWA plugin, its service worker built last in the post-build sequence.
    path.resolve(__dirname, '../src/plugins/pwa/index.ts'),
    {
      debug: env.isDeployPreview,
      offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
      // src/sw.js, wrapped by the parallel-precache tweak when it is on (src/lean-bundle).
      swCustom: lean.serviceWorkerModule,
      // Our registration (no workbox-window), deferred until the page has loaded.
      swRegister: path.resolve(__dirname, '../src/clientModules/registerServiceWorkerWhenIdle.ts'),
      injectManifestConfig: {
        // The search index and the pages' Markdown twins, written by their own
        // plugins' postBuild steps, which the post-build sequence runs first;
        // then revisions as short as they can be (../src/plugins/pwa/compactRevisions.ts).
        manifestTransforms: [addSearchIndexToPrecache, addMarkdownTwinsToPrecache, compactRevisions],
        // Not worth a visitor's offline storage: the `.html` alias pages of the
        // redirects plugin, the public test areas and the debug pages. The JSON
        // feeds are written by the blog plugins' postBuild, which may finish
        // after the list is taken: left out, so every build lists the same files.
        // Nor the social cards: link previews fetch them from other sites' servers, never from a visitor's browser.
        // Nor the search index's parts one by one: the index plugin adds their bundles.
        globIgnores: [
          '**/*.html/index.html',
          'tests/**',
          'examples/**',
          '__docusaurus/**',
          '**/feed.json',
          `${CARDS_DIR}/**`,
          SEARCH_INDEX_PARTS_GLOB,
        ],
      },
      pwaHead: [
        {tagName: 'link', rel: 'icon', href: 'img/icon-192.png'},
        {tagName: 'link', rel: 'manifest', href: 'manifest.json'},
        {tagName: 'meta', name: 'theme-color', content: '#2e8555'},
        {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
        {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: '#000'},
        {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icon-192.png'},
      ],
    },
  ],
  katexAssetsPlugin,
  [
    // By path, so the framework also finds the module's validateOptions export.
    path.resolve(__dirname, '../src/plugins/changelog/index.ts'),
    {
      id: 'changelog',
      path: 'changelog',
      routeBasePath: 'changelog',
      blogTitle: 'Docusaurus changelog',
      blogDescription: 'Every release of Docusaurus 2 and 3: new features, fixes and other changes, package by package.',
      postsPerPage: 20,
      blogSidebarCount: 'ALL',
      blogSidebarTitle: 'Changelog',
      showReadingTime: false,
      archiveBasePath: null,
      admonitions,
      beforeDefaultRemarkPlugins,
      remarkPlugins,
      rehypePlugins,
      feedOptions: {
        type: 'all',
        title: 'Docusaurus changelog',
        description: 'Release notes of Docusaurus 2 and 3.',
        copyright: `Copyright © ${new Date().getFullYear()} Meta Platforms, Inc.`,
      },
    },
  ],
  apiOptionsPlugin,
  docsVersionsPlugin,
  showcasePreviewsPlugin,
  homePagePlugin,
  [featureRequestsPlugin, {cannyBoardToken: env.cannyBoardToken}],
  ...testAreaPlugins,
  ...(useEmbeddedSearch ? [[searchIndexPlugin, embeddedSearchOptions] satisfies PluginConfig] : []),
  routeManifestPlugin,
  (context: LoadContext) => markdownTwinsPlugin(context, markdownTwinsOptions),
  (context: LoadContext) =>
    postBuildPlugin(context, {
      rewrites: [
        () => externalizeRedirectScripts(redirectScriptUrl(context.baseUrl)),
        // A card for each page people share, in its image tags (src/plugins/social-cards).
        socialCards(socialCardsOptions),
        ...lean.pageRewrites,
      ],
    }),
  // Before the tweaks' plugins: their theme folders replace some of its components.
  debugPagesPlugin,
  ...lean.plugins,
  (context: LoadContext) =>
    hostingHeadersPlugin(context, {
      connectSources: hasAlgoliaCredentials ? ['https://*.algolia.net', 'https://*.algolianet.com'] : [],
    }),
  // `.br` and `.gz` copies of the build's text files, once everything else is written (hosting/README.md).
  precompressPlugin,
];

export const themes: PluginConfig[] = [
  '@docusaurus/theme-live-codeblock',
  '@docusaurus/theme-mermaid',
];
