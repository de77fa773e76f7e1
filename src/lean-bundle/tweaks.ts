/**
 * The lean-bundle tweaks: every piece of the site that rewrites what the
 * framework generates, tunes the bundler, or replaces a theme component on
 * the theme's internal API. README.md beside this file has a row per tweak:
 * what it touches, what it saves, which test guards it, what happens if it
 * fails. This module is data only (the benchmark reads it).
 */

export type TweakName =
  | 'route-tables'
  | 'page-assets'
  | 'startup-modules'
  | 'lean-tslib'
  | 'card-descriptions'
  | 'browser-data'
  | 'staged-entry'
  | 'tabs'
  | 'mobile-menu'
  | 'parallel-precache';

export type Tweak = {
  name: TweakName;
  /** One line: what it does. */
  summary: string;
  /** The framework packages whose internals it reads or rewrites: the version gate names the tweak for them. */
  packages: readonly string[];
};

export const TWEAKS: readonly Tweak[] = [
  {
    name: 'route-tables',
    summary: 'short chunk names, route table in sections loaded per part of the site, chunk hashes carried by the files that load them',
    packages: ['@docusaurus/core', '@docusaurus/bundler', '@docusaurus/faster'],
  },
  {
    name: 'page-assets',
    summary: "each page's HTML loads its route's chunks and its components' own stylesheets, and starts the app after the first paint; those stylesheets leave the single one",
    packages: ['@docusaurus/core', '@docusaurus/bundler', '@docusaurus/faster'],
  },
  {
    name: 'startup-modules',
    summary: "the theme's client modules that every page runs at start-up are lighter: Prism's languages load with the first highlighted code block, and the route-change progress bar is the site's own, without the nprogress library",
    packages: ['@docusaurus/theme-classic'],
  },
  {
    name: 'lean-tslib',
    summary: 'the framework utilities get the one tslib helper they call instead of all of tslib',
    packages: ['@docusaurus/utils-common'],
  },
  {
    name: 'card-descriptions',
    summary: 'the browser copy of a docs version keeps only the docs (and descriptions) doc cards show',
    packages: ['@docusaurus/plugin-content-docs', '@docusaurus/theme-classic'],
  },
  {
    name: 'browser-data',
    summary: "the data modules the framework generates for the browser reach it compacted: the site config without the plugin, preset, theme and client-module lists, the site metadata without the plugin version list, the docs plugins' global data in a compact form expanded as main.js starts",
    packages: ['@docusaurus/core', '@docusaurus/plugin-debug', '@docusaurus/plugin-content-docs'],
  },
  {
    name: 'staged-entry',
    summary: "main.js starts the app in three tasks instead of one long one",
    packages: ['@docusaurus/core'],
  },
  {
    name: 'tabs',
    summary: 'tab groups are not thrown away and built again after hydration',
    packages: ['@docusaurus/theme-common', '@docusaurus/theme-classic'],
  },
  {
    name: 'mobile-menu',
    summary: 'the phone menu mounts in a low-priority render and builds its panels when first opened',
    packages: ['@docusaurus/theme-common', '@docusaurus/theme-classic'],
  },
  {
    name: 'parallel-precache',
    summary: "offline mode's service worker fills its precache six downloads at a time instead of one, so that it installs within Chrome's five minutes on a phone's network",
    packages: ['@docusaurus/plugin-pwa'],
  },
];

export const TWEAK_NAMES: readonly TweakName[] = TWEAKS.map(({name}) => name);

export const isTweakName = (name: string): name is TweakName => (TWEAK_NAMES as readonly string[]).includes(name);
