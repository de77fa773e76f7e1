import type {TableDocs} from '../../plugins/api-options/buildTables';
import {pluginId} from './common';

export const themeClassicOptions: TableDocs = {
  descriptions: {
    ...pluginId,
    customCss: 'Style sheet(s) loaded on every page right after Infima\'s, so at equal specificity they override Infima\'s rules and variables. The CSS modules of the theme\'s components come later and need a more specific selector. A path or a list of paths, relative to the site directory.',
  },
};

const logo = (where: string) => ({
  [`${where}.logo`]: `Image shown in the ${where}.`,
  [`${where}.logo.alt`]: 'Alternative text of the image. Describe the destination of the link, not the picture.',
  [`${where}.logo.src`]: 'Path of the image, relative to a static folder, or an absolute URL.',
  [`${where}.logo.srcDark`]: 'Image to use instead of `src` in dark mode.',
  [`${where}.logo.width`]: 'Width attribute of the image; setting it (with `height`) avoids layout shift while it loads.',
  [`${where}.logo.height`]: 'Height attribute of the image.',
  [`${where}.logo.href`]: 'Where the logo links to. In the navbar it defaults to the home page.',
  [`${where}.logo.target`]: 'Target of the logo link, such as `_blank`.',
  [`${where}.logo.style`]: 'Inline styles of the image, as a React style object.',
  [`${where}.logo.className`]: 'CSS class of the image.',
});

export const themeConfig: TableDocs = {
  descriptions: {
    colorMode: 'Light and dark mode behaviour.',
    'colorMode.defaultMode': 'Mode of a first visit, before the reader picks one.',
    'colorMode.disableSwitch': 'Hides the light/dark toggle in the navbar, keeping the site in one mode.',
    'colorMode.respectPrefersColorScheme': 'On a first visit, follows the operating system\'s light or dark preference instead of `defaultMode`.',
    image: 'Default social card: image used for `og:image` and `twitter:image` on pages that do not set their own. Relative to a static folder, or an absolute URL.',
    docs: 'Behaviour of docs pages.',
    'docs.versionPersistence': 'Where the version a reader last browsed is remembered, so links to the docs open that version: `localStorage`, or `none` to forget it.',
    'docs.sidebar': 'Docs sidebar behaviour.',
    'docs.sidebar.hideable': 'Adds a button at the bottom of the sidebar that folds it away, leaving more room for the content.',
    'docs.sidebar.autoCollapseCategories': 'Expanding a category collapses its sibling categories, keeping long sidebars short.',
    blog: 'Behaviour of blog pages.',
    'blog.sidebar': 'Blog sidebar behaviour.',
    'blog.sidebar.groupByYear': 'Groups the posts listed in the blog sidebar under year headings.',
    metadata: 'Extra `<meta>` tags added to every page, such as `keywords` or `twitter:card`. Each object holds the attributes of one tag.',
    'metadata[].id': 'The `id` attribute of the meta tag.',
    'metadata[].name': 'The `name` attribute, such as `keywords` or `twitter:card`.',
    'metadata[].property': 'The `property` attribute, used by Open Graph tags (`og:…`).',
    'metadata[].content': 'The value of the tag.',
    'metadata[].itemprop': 'The `itemprop` attribute, for schema.org microdata.',
    announcementBar: 'Banner shown above the navbar on every page, for news such as a release.',
    'announcementBar.id': 'Identifier remembered when a reader closes the bar. Change it with each new message, so readers who closed the previous one see the new one.',
    'announcementBar.content': 'Text of the bar. It may contain HTML, such as a link.',
    'announcementBar.backgroundColor': 'Background colour of the bar (a CSS colour).',
    'announcementBar.textColor': 'Text colour of the bar (a CSS colour). Check its contrast against `backgroundColor`.',
    'announcementBar.isCloseable': 'Shows a close button; once closed, the bar stays hidden for that reader until `id` changes.',
    navbar: 'The top navigation bar.',
    'navbar.style': 'Fixed look of the navbar in both colour modes: `primary` uses the primary colour, `dark` a dark background. When not set, it follows the colour mode.',
    'navbar.hideOnScroll': 'Slides the navbar out of view while the reader scrolls down, and back when they scroll up.',
    'navbar.items': 'Links and widgets of the navbar. Each item takes one of the shapes described in the navbar item tables below.',
    'navbar.title': 'Text shown next to the logo.',
    ...logo('navbar'),
    footer: 'The page footer. Without it, pages have no footer.',
    'footer.style': 'Colour scheme of the footer, independent from the colour mode.',
    ...logo('footer'),
    'footer.copyright': 'Copyright line at the bottom of the footer. It may contain HTML.',
    'footer.links': 'Either columns of links (objects with `title` and `items`) or a single row of links: not a mix of both.',
    prism: 'Syntax highlighting of code blocks, done by Prism.',
    'prism.theme': 'Prism theme of code blocks in light mode (and in dark mode when `darkTheme` is not set). Themes come from `prism-react-renderer`.',
    'prism.theme.plain': 'Default colours of code, for tokens no style matches.',
    'prism.theme.styles': 'Colours per token type.',
    'prism.darkTheme': 'Prism theme of code blocks in dark mode.',
    'prism.darkTheme.plain': 'Default colours of code in dark mode.',
    'prism.darkTheme.styles': 'Colours per token type in dark mode.',
    'prism.defaultLanguage': 'Language assumed for code blocks that name none. Without it, such blocks are not highlighted.',
    'prism.additionalLanguages': 'Prism languages to load on top of the ones bundled with `prism-react-renderer`, by Prism name (`bash`, `java`, `php`…). Each one adds to the client bundle.',
    'prism.magicComments': 'Comments that highlight lines of code and are removed from the displayed code. Replacing the list drops the default `highlight-next-line` comments unless you include them again.',
    'prism.magicComments[].className': 'CSS class given to the marked lines. Style it in your custom CSS.',
    'prism.magicComments[].line': 'Comment text that marks the next line.',
    'prism.magicComments[].block': 'Pair of comments that mark a range of lines.',
    'prism.magicComments[].block.start': 'Comment text that opens the range.',
    'prism.magicComments[].block.end': 'Comment text that closes the range.',
    tableOfContents: 'Which headings the table of contents lists. Pages can override both levels in their front matter.',
    'tableOfContents.minHeadingLevel': 'Highest heading level listed (2 is `##`).',
    'tableOfContents.maxHeadingLevel': 'Lowest heading level listed (up to 6).',
  },
};

const itemBase = {
  position: 'Side of the navbar the item sits on. On small screens all items move to the sidebar menu.',
  label: 'Text of the item.',
  html: 'HTML to render instead of `label`, for an icon or a badge. Do not combine with `label`.',
  className: 'CSS class of the item.',
};

const linkFields = {
  to: 'Route inside the site, navigated without reloading the page. The base URL is added for you.',
  href: 'Full URL, for links to other sites (they open in a new tab and show an external-link icon). Give either `to` or `href`.',
  activeBasePath: 'The item is highlighted on every page whose path starts with this value. Defaults to the `to` value.',
  activeBaseRegex: 'Regular expression tested against the current path to highlight the item; takes precedence over `activeBasePath`.',
  prependBaseUrlToHref: 'Adds the base URL in front of `href`, for files of the static folder that must not go through the router.',
};

const docsPluginId = 'Id of the docs plugin instance to read, for sites with several docs instances. Defaults to the default instance.';

export const navbarItemLink: TableDocs = {descriptions: {...itemBase, ...linkFields}};

export const navbarItemDropdown: TableDocs = {
  descriptions: {
    ...itemBase,
    items: 'Entries of the dropdown: links, or doc, doc sidebar, docs version and HTML items. Dropdowns cannot nest.',
  },
};

export const navbarItemDoc: TableDocs = {
  descriptions: {
    ...itemBase,
    label: 'Text of the item. Defaults to the doc id.',
    type: 'Always `\'doc\'`.',
    docId: 'Id of the doc to link to. The link follows the version the reader is browsing.',
    docsPluginId,
  },
};

export const navbarItemDocSidebar: TableDocs = {
  descriptions: {
    ...itemBase,
    label: 'Text of the item. Defaults to the label of the first doc of the sidebar.',
    type: 'Always `\'docSidebar\'`.',
    sidebarId: 'Id of a sidebar (a key of your sidebars file). The item links to its first doc and stays highlighted on every doc of that sidebar.',
    docsPluginId,
  },
};

export const navbarItemDocsVersion: TableDocs = {
  descriptions: {
    ...itemBase,
    label: 'Text of the item. Defaults to the label of the version.',
    type: 'Always `\'docsVersion\'`.',
    to: 'Where the item links. Defaults to the main doc of the version the reader is browsing, or of the latest version.',
    docsPluginId,
  },
};

export const navbarItemDocsVersionDropdown: TableDocs = {
  descriptions: {
    ...itemBase,
    type: 'Always `\'docsVersionDropdown\'`.',
    docsPluginId,
    dropdownActiveClassDisabled: 'Stops the dropdown from being highlighted while the reader is on a docs page.',
    dropdownItemsBefore: 'Extra entries listed before the versions.',
    dropdownItemsAfter: 'Extra entries listed after the versions, such as a link to a page listing all versions.',
  },
};

export const navbarItemLocaleDropdown: TableDocs = {
  descriptions: {
    ...itemBase,
    type: 'Always `\'localeDropdown\'`.',
    dropdownItemsBefore: 'Extra entries listed before the locales.',
    dropdownItemsAfter: 'Extra entries listed after the locales, such as a link to help translate.',
    queryString: 'Query string appended to the URL of each locale, for example `?persistLocale=true` for a host that remembers the choice.',
  },
};

export const navbarItemSearch: TableDocs = {
  descriptions: {
    position: itemBase.position,
    type: 'Always `\'search\'`. Without such an item, the search bar is placed at the right end of the navbar.',
    className: itemBase.className,
  },
};

export const navbarItemHtml: TableDocs = {
  descriptions: {
    position: itemBase.position,
    className: itemBase.className,
    type: 'Always `\'html\'`.',
    value: 'HTML rendered as the item.',
  },
};

export const navbarItemCustom: TableDocs = {
  descriptions: {
    position: itemBase.position,
    type: 'A name starting with `custom-`, registered in `@theme/NavbarItem/ComponentTypes`. Every other field is passed to your component as props.',
  },
};

export const navbarDropdownSubitem: TableDocs = {
  descriptions: {
    label: itemBase.label,
    html: itemBase.html,
    className: itemBase.className,
    ...linkFields,
  },
};

export const footerLink: TableDocs = {
  descriptions: {
    to: linkFields.to,
    href: 'Full URL, for links to other sites.',
    html: 'HTML rendered instead of a link, for a badge or a short note. Do not combine with `label`.',
    label: 'Text of the link. Required with `to` or `href`.',
    className: 'CSS class of the link.',
  },
};

export const footerColumn: TableDocs = {
  descriptions: {
    title: 'Heading of the column.',
    className: 'CSS class of the column.',
    items: 'Links of the column, each shaped like a footer link.',
  },
};
