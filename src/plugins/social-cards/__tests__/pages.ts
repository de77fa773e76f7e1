import {parsePage} from '../../post-build/pagePass';

/**
 * Built pages in the shape the framework emits them (minified, unquoted
 * attributes where it can, no closing </head>), reduced to what a card reads.
 */
export type PageSpec = {
  htmlClass: string;
  title?: string;
  image?: string | null;
  description?: string;
  version?: string;
  published?: string;
  /** Breadcrumb labels, the page's own last. */
  breadcrumbs?: string[];
};

export const SITE_CARD = 'https://docusaurus.io/img/social-card.png';

export function builtPage({htmlClass, title, image = SITE_CARD, description, version, published, breadcrumbs}: PageSpec): string {
  const metas = [
    '<meta charset=UTF-8>',
    '<meta name=generator content="Docusaurus v3.7.0">',
    image === null ? '' : `<meta data-rh=true property=og:image content=${image}><meta data-rh=true name=twitter:image content=${image}>`,
    '<meta data-rh=true name=twitter:card content=summary_large_image>',
    version ? `<meta data-rh=true name=docusaurus_version content=${version}>` : '',
    title === undefined ? '' : `<meta data-rh=true property=og:title content="${title}">`,
    description ? `<meta data-rh=true property=og:description content="${description}">` : '',
    published ? `<meta data-rh=true property=article:published_time content=${published}>` : '',
  ].join('');
  const crumbs = breadcrumbs
    ? '<nav class="theme-doc-breadcrumbs breadcrumbsContainer_Z_bl" aria-label=Breadcrumbs><ul class=breadcrumbs>' +
      '<li class=breadcrumbs__item><a aria-label="Home page" class=breadcrumbs__link href=/><svg viewBox="0 0 24 24"><path d="M10 19v-5h4v5"/></svg></a>' +
      breadcrumbs
        .map((label, index) =>
          index === breadcrumbs.length - 1
            ? `<li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link itemprop=name>${label}</span><meta itemprop=position content=${index + 1}>`
            : `<li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/category/x/><span itemprop=name>${label}</span></a><meta itemprop=position content=${index + 1}>`,
        )
        .join('') +
      '</ul></nav>'
    : '';
  return `<!doctype html><html lang=en-US dir=ltr class="${htmlClass}" data-has-hydrated=false><head>${metas}<title>${title ?? ''}</title><link rel=stylesheet href=/assets/css/styles.css><body><div id=__docusaurus><main>${crumbs}<article><h1>Page</h1><p>Text.</body></html>`;
}

export const parsedPage = (spec: PageSpec) => parsePage('page/index.html', builtPage(spec));
