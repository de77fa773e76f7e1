import {attr, classes, hasClass, textOf, type Element} from '../../utils/pageContent';

/**
 * What a built page says about itself that a card needs, read from its HTML
 * as the theme rendered it: the classes the theme puts on `<html>` (which
 * plugin made the page, and what kind of page it is), its meta tags and its
 * breadcrumbs. Reading the built page rather than the plugins' data keeps the
 * card in step with what a reader sees, whatever plugin made the page.
 */
export type PageFacts = {
  /** Classes of the `<html>` element (`plugin-docs`, `plugin-id-default`, `docs-doc-page`…). */
  htmlClasses: ReadonlySet<string>;
  /** Meta tags by name or property, lower-cased, first one winning. */
  metas: ReadonlyMap<string, string>;
  /** The breadcrumbs above the page's own: its sidebar categories, outermost first. */
  breadcrumbs: string[];
};

function metaName(element: Element): string | null {
  return attr(element, 'property') ?? attr(element, 'name');
}

/** The facts of a page, from its elements in document order (as the page pass gives them). */
export function readPageFacts(elements: readonly Element[]): PageFacts {
  const html = elements.find((element) => element.tagName === 'html');
  const metas = new Map<string, string>();
  for (const element of elements) {
    if (element.tagName !== 'meta') continue;
    const name = metaName(element)?.toLowerCase();
    const content = attr(element, 'content');
    if (name && content !== null && !metas.has(name)) metas.set(name, content);
  }
  const breadcrumbs = elements.find((element) => element.tagName === 'nav' && hasClass(element, 'theme-doc-breadcrumbs'));
  return {
    htmlClasses: new Set(html ? classes(html) : []),
    metas,
    breadcrumbs: breadcrumbs ? breadcrumbTrail(breadcrumbs) : [],
  };
}

/** The labels of the breadcrumbs, without the home link and without the page's own (the active one). */
function breadcrumbTrail(nav: Element): string[] {
  const labels: string[] = [];
  const visit = (element: Element) => {
    for (const child of element.childNodes) {
      if (!('tagName' in child)) continue;
      if (child.tagName === 'li' && hasClass(child, 'breadcrumbs__item')) {
        if (!hasClass(child, 'breadcrumbs__item--active')) {
          // textOf leaves out the home link's icon: the home item has no text.
          const label = textOf(child);
          if (label) labels.push(label);
        }
      } else {
        visit(child);
      }
    }
  };
  visit(nav);
  return labels;
}

/** Where the page's meta tags for its image are, to replace them. */
export function imageMetaElements(elements: readonly Element[]): {ogImage: Element[]; twitterImage: Element[]; head: Element | undefined} {
  const named = (name: string) => elements.filter((element) => element.tagName === 'meta' && metaName(element)?.toLowerCase() === name);
  return {
    ogImage: named('og:image'),
    twitterImage: named('twitter:image'),
    head: elements.find((element) => element.tagName === 'head'),
  };
}
