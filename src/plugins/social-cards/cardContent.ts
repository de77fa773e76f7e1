import type {PageFacts} from './pageFacts';

/** What one card says. Everything drawn on a card comes from here, so its hash names the picture. */
export type CardContent = {
  title: string;
  /** Where the page sits, most general first: its section (`Docs`, `Blog`), then its sidebar categories. */
  place: string[];
  /** When a post or release was published, as the site shows dates (`January 3, 2025`). */
  date?: string;
  /** The docs version the page belongs to, as the site labels it (`Canary`, `3.7.0`). */
  version?: string;
  /** A line under the title, for pages whose title alone says little (a release is a version number). */
  summary?: string;
  /** The site's host name, in the card's footer. */
  site: string;
};

/** A part of the site whose pages get cards: one content plugin's instance. */
export type CardSection =
  | {
      /** Pages of a docs plugin: its docs and generated category indexes (its tags pages keep the site card). */
      kind: 'docs';
      pluginId: string;
      /** First word of the card's place (`Docs`, `Community`). */
      name: string;
      /** Version names to labels, for a versioned instance: its cards show the version. */
      versionLabels?: Readonly<Record<string, string>>;
    }
  | {
      /** Posts of a blog plugin (the changelog is one): its list, tag and author pages keep the site card. */
      kind: 'blog';
      pluginId: string;
      name: string;
      /** Shows the page's description under the title. */
      withSummary?: boolean;
    };

export type CardOptions = {
  sections: readonly CardSection[];
  /** The site's title and the delimiter between it and a page's title (`Installation | Docusaurus`). */
  siteTitle: string;
  titleDelimiter: string;
  /** The site's image, which a page without its own shows (absolute URL); a page showing another keeps it. */
  defaultImage: string | undefined;
  /** Host name shown in the footer. */
  site: string;
  /** Locale dates are written in (the site's `htmlLang`). */
  locale: string;
};

/** Which section made the page, if any: the theme names the plugin and its instance on `<html>`. */
export function sectionOf(facts: PageFacts, sections: readonly CardSection[]): CardSection | undefined {
  const has = (name: string) => facts.htmlClasses.has(name);
  return sections.find((section) => {
    if (!has(`plugin-id-${section.pluginId}`)) return false;
    if (section.kind === 'blog') return has('plugin-blog') && has('blog-post-page');
    // Docs and generated category indexes alike (not the tags pages).
    return has('plugin-docs') && has('docs-doc-page');
  });
}

/** The page's own title: its document title without the site's (empty when the page has only the site's). */
export function pageTitle(facts: PageFacts, {siteTitle, titleDelimiter}: Pick<CardOptions, 'siteTitle' | 'titleDelimiter'>): string {
  const full = facts.metas.get('og:title') ?? '';
  const suffix = `${titleDelimiter} ${siteTitle}`;
  const own = (full.trimEnd().endsWith(suffix) ? full.trimEnd().slice(0, -suffix.length) : full).trim();
  return own === siteTitle ? '' : own;
}

/** A date as the site writes it; undefined for a value that is not a date. */
export function formatDate(iso: string | undefined, locale: string): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  // Publication dates are days: the theme writes them in UTC, and so does the card.
  return new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(date);
}

/**
 * What the page's card says, or null when the page gets no card: it is not
 * in a section with cards, it shows an image of its own, or it has no title.
 */
export function cardFor(facts: PageFacts, options: CardOptions): CardContent | null {
  const section = sectionOf(facts, options.sections);
  if (!section) return null;
  const image = facts.metas.get('og:image');
  if (image !== undefined && image !== options.defaultImage) return null;
  const title = pageTitle(facts, options);
  if (!title) return null;
  const content: CardContent = {title, place: [section.name], site: options.site};
  if (section.kind === 'docs') {
    content.place.push(...facts.breadcrumbs);
    const versionName = facts.metas.get('docusaurus_version');
    if (section.versionLabels && versionName) content.version = section.versionLabels[versionName] ?? versionName;
  } else {
    const date = formatDate(facts.metas.get('article:published_time'), options.locale);
    if (date) content.date = date;
    const summary = facts.metas.get('og:description')?.trim();
    if (section.withSummary && summary) content.summary = summary;
  }
  return content;
}
