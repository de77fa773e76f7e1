import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginConfig} from '@docusaurus/types';
import type {PageRewriteFactory} from '../plugins/post-build';
import globalDataPlugin from './browser-data/global-data';
import siteConfigPlugin from './browser-data/site-config';
import cardDescriptionsPlugin from './card-descriptions';
import leanTslibPlugin from './lean-tslib';
import pageAssetsPlugin, {pageAssetsRewrite} from './page-assets';
import routeTablesPlugin from './route-tables';
import stagedEntryPlugin from './staged-entry';
import startupModulesPlugin from './startup-modules';
import {isTweakName, TWEAKS, type Tweak, type TweakName} from './tweaks';
import {checkFrameworkVersions, installedFrameworkPackages} from './versionGate';

import {LEAN_BUNDLE_FILE, type LeanBundleReport} from './report';

export {TWEAKS, type TweakName} from './tweaks';

/** A plugin whose only part is a theme folder (components replaced on the theme's internal API). */
const themeFolder = (name: string, folder: string): Plugin => ({name, getThemePath: () => path.resolve(__dirname, folder)});

/** Adds a theme folder to a tweak's plugin. */
const withTheme = (plugin: Plugin, folder: string): Plugin => ({...plugin, getThemePath: () => path.resolve(__dirname, folder)});

/** Each tweak's plugins; all but the theme ones change the production browser bundle only. */
const TWEAK_PLUGINS: Record<TweakName, () => Plugin[]> = {
  'route-tables': () => [withTheme(routeTablesPlugin(), 'route-tables/theme')],
  'page-assets': () => [pageAssetsPlugin()],
  'startup-modules': () => [startupModulesPlugin()],
  'lean-tslib': () => [leanTslibPlugin()],
  'card-descriptions': () => [cardDescriptionsPlugin()],
  'browser-data': () => [withTheme(siteConfigPlugin(), 'browser-data/site-config/theme'), globalDataPlugin()],
  'staged-entry': () => [stagedEntryPlugin()],
  tabs: () => [themeFolder('lean-bundle-tabs', 'tabs/theme')],
  'mobile-menu': () => [themeFolder('lean-bundle-mobile-menu', 'mobile-menu/theme')],
  // Not a plugin: a module of the service worker (`serviceWorkerModule` below).
  'parallel-precache': () => [],
};

/** The site's own custom code of the service worker, for the PWA plugin's `swCustom`. */
const SITE_SERVICE_WORKER_MODULE = path.resolve(__dirname, '../sw.js');

export type LeanBundleOptions = {
  /** `LEAN_BUNDLE`: off builds the site on the framework's own output. */
  mode: 'on' | 'off';
  /** `LEAN_BUNDLE_WITHOUT`: tweaks left out, to measure what each saves (scripts/bench.mjs). */
  without?: readonly string[];
  siteDir: string;
};

export type LeanBundle = {
  tweaks: readonly Tweak[];
  /** Plugins for the site config, after the framework's own (theme folders shadow the theme's). */
  plugins: PluginConfig[];
  /** Rewrites for the page pass (src/plugins/post-build). */
  pageRewrites: PageRewriteFactory[];
  /** The PWA plugin's `swCustom`: the site's module (src/sw.js), or the tweak that wraps it. */
  serviceWorkerModule: string;
};

export class UnknownTweakError extends Error {}

/**
 * The tweaks this build gets. Throws, before anything is built, when a
 * framework package is at a version they were not validated against
 * (versionGate.ts) or when a tweak named in `without` does not exist.
 */
export function leanBundle({mode, without = [], siteDir}: LeanBundleOptions): LeanBundle {
  const unknown = without.filter((name) => !isTweakName(name));
  if (unknown.length > 0) {
    throw new UnknownTweakError(`LEAN_BUNDLE_WITHOUT names no tweak: ${unknown.join(', ')} (tweaks: ${TWEAKS.map(({name}) => name).join(', ')}).`);
  }
  const tweaks = mode === 'off' ? [] : TWEAKS.filter(({name}) => !without.includes(name));
  checkFrameworkVersions(installedFrameworkPackages(siteDir), tweaks);
  const has = (name: TweakName) => tweaks.some((tweak) => tweak.name === name);
  const report: LeanBundleReport = {mode, tweaks: tweaks.map(({name}) => name)};
  const reportPlugin: Plugin = {
    name: 'lean-bundle',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, LEAN_BUNDLE_FILE), `${JSON.stringify(report)}\n`);
    },
  };
  return {
    tweaks,
    plugins: [reportPlugin, ...tweaks.flatMap(({name}) => TWEAK_PLUGINS[name]())].map((plugin) => () => plugin),
    pageRewrites: has('page-assets') ? [(input) => pageAssetsRewrite(input, {compactRouteTables: has('route-tables')})] : [],
    serviceWorkerModule: has('parallel-precache') ? path.resolve(__dirname, 'parallel-precache/sw.js') : SITE_SERVICE_WORKER_MODULE,
  };
}
