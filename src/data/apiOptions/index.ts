import type {TableDocs} from '../../plugins/api-options/buildTables';
import {
  pluginClientRedirects,
  pluginContentPages,
  pluginDebug,
  pluginGoogleAnalytics,
  pluginGoogleGtag,
  pluginGoogleTagManager,
  pluginIdealImage,
  pluginPwa,
  pluginRsdoctor,
  pluginSitemap,
  pluginSvgr,
  pluginVercelAnalytics,
} from './otherPlugins';
import {themeLiveCodeblock, themeMermaid, themeSearchAlgolia} from './otherThemes';
import {blogFrontMatter} from './blogFrontMatter';
import {docsFrontMatter} from './docsFrontMatter';
import {pluginContentBlog} from './pluginContentBlog';
import {pluginContentDocs} from './pluginContentDocs';
import {siteConfig} from './siteConfig';
import {
  footerColumn,
  footerLink,
  navbarDropdownSubitem,
  navbarItemCustom,
  navbarItemDoc,
  navbarItemDocSidebar,
  navbarItemDocsVersion,
  navbarItemDocsVersionDropdown,
  navbarItemDropdown,
  navbarItemHtml,
  navbarItemLink,
  navbarItemLocaleDropdown,
  navbarItemSearch,
  themeClassicOptions,
  themeConfig,
} from './themeClassic';

/**
 * Our descriptions of every option table, keyed by table id (see
 * `src/plugins/api-options/sources.ts`). Names, types and defaults are not
 * written here: they come from the installed packages at build time.
 */
export const apiOptionDocs: Readonly<Record<string, TableDocs>> = {
  'plugin-content-docs': pluginContentDocs,
  'docs-front-matter': docsFrontMatter,
  'plugin-content-blog': pluginContentBlog,
  'blog-front-matter': blogFrontMatter,
  'plugin-content-pages': pluginContentPages,
  'plugin-client-redirects': pluginClientRedirects,
  'plugin-debug': pluginDebug,
  'plugin-google-analytics': pluginGoogleAnalytics,
  'plugin-google-gtag': pluginGoogleGtag,
  'plugin-google-tag-manager': pluginGoogleTagManager,
  'plugin-ideal-image': pluginIdealImage,
  'plugin-pwa': pluginPwa,
  'plugin-sitemap': pluginSitemap,
  'plugin-svgr': pluginSvgr,
  'plugin-rsdoctor': pluginRsdoctor,
  'plugin-vercel-analytics': pluginVercelAnalytics,
  'theme-classic': themeClassicOptions,
  'site-config': siteConfig,
  'theme-config': themeConfig,
  'navbar-item-link': navbarItemLink,
  'navbar-item-dropdown': navbarItemDropdown,
  'navbar-item-doc': navbarItemDoc,
  'navbar-item-doc-sidebar': navbarItemDocSidebar,
  'navbar-item-docs-version': navbarItemDocsVersion,
  'navbar-item-docs-version-dropdown': navbarItemDocsVersionDropdown,
  'navbar-item-locale-dropdown': navbarItemLocaleDropdown,
  'navbar-item-search': navbarItemSearch,
  'navbar-item-html': navbarItemHtml,
  'navbar-item-custom': navbarItemCustom,
  'navbar-dropdown-subitem': navbarDropdownSubitem,
  'footer-link': footerLink,
  'footer-column': footerColumn,
  'theme-search-algolia': themeSearchAlgolia,
  'theme-live-codeblock': themeLiveCodeblock,
  'theme-mermaid': themeMermaid,
};
