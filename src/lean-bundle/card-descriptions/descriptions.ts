/**
 * A docs version's data as the browser gets it: with the docs a doc card can
 * show, and no others.
 *
 * Every docs page loads its version's data (the `version` prop of the version
 * route): the sidebars and, for each doc, its id, title, sidebar and
 * description. Here the descriptions were 4.8 of its 8.1 kB gzip. In the
 * browser only a doc card (`@theme/DocCard`) reads them, for a link to a doc,
 * and cards list the items of one category: on the category's generated index
 * page, or through `<DocCardList />` on the doc the category links to. So a
 * description can only show for a doc placed directly in a category whose page
 * shows cards. The server render keeps the whole data; were a card in the
 * browser to miss its doc, the page would fail to hydrate (the route crawl
 * fails on any console error).
 */

type SidebarItem = {
  readonly type: string;
  readonly docId?: string;
  readonly href?: string;
  readonly items?: readonly SidebarItem[];
};

type DocEntry = {description?: string; [key: string]: unknown};

type VersionProp = {
  readonly version: {
    readonly docsSidebars: Record<string, readonly SidebarItem[]>;
    readonly docs: Record<string, DocEntry>;
    readonly [key: string]: unknown;
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version route's prop, told apart from the plugin's other generated props (tags, generated indexes). */
export function isVersionProp(data: unknown): data is VersionProp {
  if (!isRecord(data) || !isRecord(data.version)) return false;
  const {docsSidebars, docs} = data.version;
  return isRecord(docsSidebars) && Object.values(docsSidebars).every(Array.isArray) && isRecord(docs);
}

const withoutTrailingSlash = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink);

/** Whether an MDX source renders `<DocCardList>`: outside fenced code, where it is only shown. */
export function rendersDocCardList(mdx: string): boolean {
  let fence: string | null = null;
  for (const line of mdx.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker;
    } else if (/<DocCardList\b/.test(line)) {
      return true;
    }
  }
  return false;
}

/**
 * Permalinks of the pages that show doc cards: the category index pages the
 * plugin generated (from its generated route props) and the docs whose source
 * renders `<DocCardList>`.
 */
export function pagesWithCards(routeProps: readonly unknown[], docs: readonly {permalink: string; mdx: string}[]): Set<string> {
  const pages = new Set<string>();
  for (const props of routeProps) {
    const index = isRecord(props) && isRecord(props.categoryGeneratedIndex) ? props.categoryGeneratedIndex : undefined;
    if (typeof index?.permalink === 'string') pages.add(withoutTrailingSlash(index.permalink));
  }
  for (const doc of docs) {
    if (rendersDocCardList(doc.mdx)) pages.add(withoutTrailingSlash(doc.permalink));
  }
  return pages;
}

/** Ids of the docs placed directly in a category whose page shows cards: the only ones a card can show. */
export function cardDocIds(sidebars: VersionProp['version']['docsSidebars'], pages: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly SidebarItem[], showsCards: boolean) => {
    for (const item of items) {
      if (item.type === 'link' && item.docId && showsCards) {
        ids.add(item.docId);
      } else if (item.type === 'category') {
        visit(item.items ?? [], item.href !== undefined && pages.has(withoutTrailingSlash(item.href)));
      }
    }
  };
  for (const items of Object.values(sidebars)) visit(items, false);
  return ids;
}

/**
 * The generated JSON with only the docs in `cardDocIds`; any other JSON
 * unchanged. The browser reads a version's `docs` through `useDocById`, which
 * only a doc card calls (and which throws for a doc it lacks), for the
 * description alone: every other doc's entry, and the title and sidebar of
 * those kept, leave the browser copy (1.1 of the current version's 5.2 kB
 * gzip).
 */
export function withCardDocsOnly(source: string, pages: ReadonlySet<string>): string {
  const data: unknown = JSON.parse(source);
  if (!isVersionProp(data)) return source;
  const keep = cardDocIds(data.version.docsSidebars, pages);
  const docs = Object.fromEntries(
    Object.entries(data.version.docs)
      .filter(([id]) => keep.has(id))
      .map(([id, doc]) => [id, {id: doc.id, description: doc.description}]),
  );
  return JSON.stringify({...data, version: {...data.version, docs}});
}
