/** The parts of a document the head manager writes to, as far as holding them needs. */
export type HeadDocument = {
  title: string;
  documentElement: Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>;
};

/** The attribute the framework turns to "true" once the app has hydrated the page. */
const HYDRATED_ATTRIBUTE = 'data-has-hydrated';

function accessorOf(target: object, name: string): PropertyDescriptor | undefined {
  for (let object: object | null = target; object; object = Object.getPrototypeOf(object) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(object, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}

/**
 * Keeps the title and the `<html>` classes the server rendered until the app
 * has hydrated the page, then applies the last ones the app asked for.
 *
 * Works around a framework bug. The head manager behind `@docusaurus/Head`
 * (react-helmet-async) registers each `<Head>` while it renders and writes the
 * merged result to the document at the next frame
 * (node_modules/react-helmet-async/lib/index.modern.js, `HelmetDispatcher`).
 * React 19 hydrates in slices with frames in between, so it wrote what the
 * part of the app rendered so far asked for: first the framework's site-wide
 * defaults (node_modules/@docusaurus/core/lib/client/SiteMetadataDefaults.js,
 * the site name as title and no page classes), then a page's outer class
 * provider without the inner one's classes. For 20-60 ms the title read
 * "Docusaurus" and rules keyed to `blog-post-page` or `docs-doc-page` stopped
 * applying. No render order fixes it: the head manager lets later `<Head>`s
 * win, and the early writes come before the page's.
 *
 * Until the framework marks the page hydrated (`data-has-hydrated="true"`,
 * written by the same head manager), writes of the title and of the `class`
 * attribute are held instead of applied; the mark releases them. The server's
 * values are the page's own, so a visitor sees no change at all, and the
 * framework's writes after that go through untouched. Nothing is held on a
 * page that was not server-rendered (no `data-has-hydrated="false"`).
 */
export function holdServerHeadUntilHydrated(doc: HeadDocument): void {
  const html = doc.documentElement;
  const titleAccessor = accessorOf(doc, 'title');
  if (html.getAttribute(HYDRATED_ATTRIBUTE) !== 'false' || !titleAccessor?.get || !titleAccessor.set) {
    return;
  }
  const {getAttribute, setAttribute, removeAttribute} = html;
  let heldTitle: string | undefined;
  /** The class the app asked for last: `null` to remove it, `undefined` when it asked nothing. */
  let heldClass: string | null | undefined;

  const release = () => {
    // The own properties go; the prototype's (the browser's) apply again.
    delete (doc as {title?: string}).title;
    delete (html as {getAttribute?: unknown}).getAttribute;
    delete (html as {setAttribute?: unknown}).setAttribute;
    delete (html as {removeAttribute?: unknown}).removeAttribute;
    if (heldClass === null) html.removeAttribute('class');
    else if (heldClass !== undefined && heldClass !== html.getAttribute('class')) html.setAttribute('class', heldClass);
    if (heldTitle !== undefined && heldTitle !== doc.title) doc.title = heldTitle;
  };

  // Reads give back what was held: the head manager writes only what differs
  // from what it reads, so its last wish is the held value even when it
  // equals the server's.
  Object.defineProperty(doc, 'title', {
    configurable: true,
    get: () => heldTitle ?? (titleAccessor.get!.call(doc) as string),
    set: (value: unknown) => {
      heldTitle = String(value);
    },
  });
  html.getAttribute = (name: string) =>
    name === 'class' && heldClass !== undefined ? heldClass : getAttribute.call(html, name);
  html.setAttribute = (name: string, value: string) => {
    if (name === 'class') {
      heldClass = String(value);
      return;
    }
    setAttribute.call(html, name, value);
    if (name === HYDRATED_ATTRIBUTE && String(value) === 'true') release();
  };
  html.removeAttribute = (name: string) => {
    if (name === 'class') {
      heldClass = null;
      return;
    }
    removeAttribute.call(html, name);
  };
}
