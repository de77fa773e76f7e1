import type {TableDocs} from '../../plugins/api-options/buildTables';
import {contentFiles, lastUpdate, mdxPipeline, pluginId} from './common';

export const pluginContentPages: TableDocs = {
  descriptions: {
    ...pluginId,
    ...mdxPipeline,
    ...lastUpdate,
    ...contentFiles,
    path: 'Folder holding the pages, relative to the site directory. Each file becomes a route named after its path: `src/pages/help.tsx` serves `/help`.',
    routeBasePath: 'URL segment prepended to every page route, after the base URL.',
    mdxPageComponent: 'Component wrapping Markdown and MDX pages (layout, title, table of contents).',
    editUrl: 'Enables an "Edit this page" link on Markdown pages. A string is a base URL to which the file path (relative to the site directory) is appended; a function receives `{pagesDirPath, pagesPath, permalink, locale}` and returns the URL or `undefined`.',
  },
};

export const pluginClientRedirects: TableDocs = {
  descriptions: {
    ...pluginId,
    fromExtensions: 'Extensions (without the dot) to redirect from: with `[\'html\']`, `/docs/intro.html` redirects to `/docs/intro`. Useful after moving from a site generator that produced `.html` URLs.',
    toExtensions: 'Extensions (without the dot) to redirect to: with `[\'html\']`, a page served as `/legal.html` is also reachable as `/legal`.',
    redirects: 'Explicit redirects, each with one destination and one or more old paths.',
    'redirects[].from': 'Old path, or list of old paths, that should lead to `to`. Paths start with `/` and must not already be routes of the site.',
    'redirects[].to': 'Destination: a route of the site, which may carry a query string or hash, or an absolute URL on another host.',
    createRedirects: 'Function called with every existing route path; it returns the old path(s) that should redirect to it, or `undefined` for none. Handy for renaming a whole section.',
  },
};

export const pluginDebug: TableDocs = {descriptions: {}};

export const pluginGoogleAnalytics: TableDocs = {
  descriptions: {
    ...pluginId,
    trackingID: 'Universal Analytics property ID (Google\'s start with `UA-`), written into the `ga(\'create\', …)` call. The plugin accepts any string.',
    anonymizeIP: 'Adds `ga(\'set\', \'anonymizeIp\', true)` to the snippet: Google\'s IP anonymisation setting, whose effect Google documents.',
  },
};

export const pluginGoogleGtag: TableDocs = {
  descriptions: {
    ...pluginId,
    trackingID: 'Google tag ID (such as `G-XXXXXXXXXX`), or a list of IDs to send each page view to several destinations. The first ID is used to load the gtag script.',
    anonymizeIP: 'Sends `anonymize_ip` with each hit, asking Google to truncate visitors\' IP addresses.',
  },
};

export const pluginGoogleTagManager: TableDocs = {
  descriptions: {
    ...pluginId,
    containerId: 'Tag Manager container ID, of the form `GTM-XXXXXXX`.',
  },
};

export const pluginIdealImage: TableDocs = {
  descriptions: {
    ...pluginId,
    disableInDev: 'Skips image processing in development, where `<IdealImage>` shows the original file. Set it to `false` to try the real behaviour (placeholders, lazy loading) locally.',
  },
  // The schema accepts unknown keys and hands them to the responsive image
  // loader; these are the loader options the plugin documents in its types.
  manualOptions: [
    {
      name: 'name',
      type: 'string',
      defaultValue: "'assets/ideal-img/[name].[hash:hex:7].[width].[ext]'",
      description: 'File name template of the generated images, relative to the build folder. Keep `[width]` and `[hash]` in it so that sizes and versions do not collide.',
    },
    {
      name: 'sizes',
      type: 'number[]',
      description: 'Widths, in pixels, to generate for each image. A width larger than the original is reduced to the original width: images are never scaled up. When no size option is set, only the original width is produced.',
    },
    {
      name: 'size',
      type: 'number',
      description: 'A single width to generate, for when one size is enough.',
    },
    {
      name: 'min',
      type: 'number',
      description: 'Smallest width of a generated range. Together with `max` and `steps`, it replaces `sizes`.',
    },
    {
      name: 'max',
      type: 'number',
      description: 'Largest width of a generated range (see `min`).',
    },
    {
      name: 'steps',
      type: 'number',
      defaultValue: '4',
      description: 'How many widths are generated between `min` and `max`, both included.',
    },
    {
      name: 'quality',
      type: 'number',
      defaultValue: '85',
      description: 'JPEG compression quality, from 1 to 100. Lower values give smaller files.',
    },
  ],
};

export const pluginPwa: TableDocs = {
  descriptions: {
    ...pluginId,
    debug: 'Logs every step of the registration and of the service worker (strategies found active, cache hits, updates) to the browser console. Meant for testing; keep it off in production.',
    offlineModeActivationStrategies: 'Conditions that turn offline mode on; any one is enough. `appInstalled`: the visitor installed the site as an app. `standalone`: it runs in a standalone window. `queryString`: the URL has `?offlineMode=true`. `mobile`: the viewport is at most 996 px wide. `saveData`: the browser asks to save data. `always`: always.',
    injectManifestConfig: 'Options passed to Workbox\'s `injectManifest`. The plugin sets `globPatterns` itself (the JavaScript, JSON, CSS, HTML, images and fonts of the build), along with `swSrc`, `swDest` and `globDirectory`, so a `globPatterns` of yours is replaced: narrow or widen the pre-cached files with `globIgnores`, `maximumFileSizeToCacheInBytes` or `manifestTransforms` instead.',
    pwaHead: 'Tags added to the `<head>` of every page for installation: the web manifest link, theme colour, icons for iOS and so on. Each object has a `tagName` and the attributes of the tag.',
    'pwaHead[].tagName': 'HTML tag to create, usually `link` or `meta`. The other keys of the object become its attributes.',
    swCustom: 'Path of a module whose default export the service worker calls at start-up with `{debug, offlineMode}`: the place for your own Workbox routes or event handlers.',
    swRegister: 'Path of the module that registers the service worker in the page, or `false` to register it yourself.',
  },
};

export const pluginSitemap: TableDocs = {
  descriptions: {
    ...pluginId,
    changefreq: 'Value of `<changefreq>` for every URL, or `null` to leave it out. Search engines largely ignore it.',
    priority: 'Value of `<priority>` (0 to 1) for every URL, or `null` to leave it out.',
    lastmod: 'Writes `<lastmod>` from the route\'s last-update date when its content plugin provides one (with `showLastUpdateTime`), or else from the last Git commit of the page\'s source file: `\'date\'` gives `YYYY-MM-DD`, `\'datetime\'` a full timestamp, `null` leaves it out.',
    createSitemapItems: 'Async function returning the list of sitemap entries. It receives `{routes, siteConfig, defaultCreateSitemapItems}`, so it can filter or edit the default list.',
    ignorePatterns: 'Glob patterns of paths to leave out, such as `[\'/tags/**\']`. Pages marked `noindex` are left out anyway.',
    filename: 'Name of the sitemap file written at the root of the build output.',
  },
};

export const pluginSvgr: TableDocs = {
  descriptions: {
    ...pluginId,
    svgrConfig: 'SVGR options applied when a script or MDX file imports an `.svg` file as a React component. Keys you set replace the plugin\'s defaults one by one; the defaults run SVGO while keeping `viewBox` and `<title>`, and add a `title` prop.',
  },
};

/** Not installed on this site: checked against the 3.7.0 package sources. */
export const pluginRsdoctor: TableDocs = {
  descriptions: {},
  manualOptions: [
    {
      name: 'rsdoctorOptions',
      type: 'Record<string, unknown>',
      defaultValue: '{}',
      description: 'Options passed to the Rsdoctor bundler plugin (the Rspack or the webpack variant, whichever bundler the build uses). The plugin already names the client and server analyses.',
    },
    {
      name: 'id',
      type: 'string',
      defaultValue: "'default'",
      description: pluginId.id,
    },
  ],
};

/** Not installed on this site: checked against the 3.7.0 package sources. */
export const pluginVercelAnalytics: TableDocs = {
  descriptions: {},
  manualOptions: [
    {
      name: 'mode',
      type: "'auto' | 'production' | 'development'",
      description: 'Environment reported to Vercel. When not set, the analytics script detects it.',
    },
    {
      name: 'debug',
      type: 'boolean',
      description: 'Logs each analytics event to the browser console.',
    },
    {
      name: 'id',
      type: 'string',
      defaultValue: "'default'",
      description: 'Must stay `\'default\'`: the plugin refuses a second instance.',
    },
  ],
};
