import type {Config} from '@docusaurus/types';
import {env} from './config/env';
import {markdown} from './config/markdown';
import {plugins, themes} from './config/plugins';
import {classicPreset, themeConfig} from './config/presets';
import {GENERATED_STATIC_DIR} from './src/plugins/katex-assets';

const config: Config = {
  title: 'Docusaurus',
  tagline: 'Build optimized websites quickly, focus on your content',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: env.baseUrl,
  baseUrlIssueBanner: true,
  trailingSlash: true,
  organizationName: 'facebook',
  projectName: 'docusaurus',

  onBrokenLinks: env.brokenLinks,
  onBrokenAnchors: env.brokenLinks,
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'},
    },
  },

  future: {
    experimental_faster: true,
    experimental_storage: {type: 'localStorage', namespace: true},
  },

  markdown,

  staticDirectories: ['static', GENERATED_STATIC_DIR],

  clientModules: [
    // Order matters. The address and the routes first: the app reads both as it starts.
    require.resolve('./src/clientModules/servedAddress.ts'),
    require.resolve('./src/clientModules/caseSensitiveRoutes.ts'),
    // Before the app asks for its first route's code.
    require.resolve('./src/clientModules/settledChunkScripts.ts'),
    // Before the first render: the server's title and <html> classes stay until the page has hydrated.
    require.resolve('./src/clientModules/serverHeadUntilHydrated.ts'),
    // Storage that throws is made unavailable before anything reads it; then old keys are migrated.
    require.resolve('./src/clientModules/storageAvailability.ts'),
    require.resolve('./src/clientModules/storageMigration.ts'),
    require.resolve('./src/clientModules/announcementBarReset.ts'),
    require.resolve('./src/clientModules/idlePrefetch.ts'),
    require.resolve('./src/clientModules/intlWarmUp.ts'),
    require.resolve('./src/clientModules/highlighterOnNavigation.ts'),
    ...(env.isDeployPreview ? [require.resolve('./src/clientModules/routeChangeLogger.ts')] : []),
  ],

  customFields: {
    isDeployPreview: env.isDeployPreview,
    docsVersion: '3.7.0',
  },

  presets: [['classic', classicPreset]],
  plugins,
  themes,
  themeConfig,
};

export default config;
