import {describe, expect, it} from 'vitest';
import {holdServerHeadUntilHydrated} from '../serverHead';

/** A document reduced to what the head manager writes, with the browser's accessors on prototypes. */
class FakeElement {
  attributes = new Map<string, string>();
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string): void {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string): void {
    this.attributes.delete(name);
  }
}

class FakeDocument {
  private currentTitle = '';
  readonly documentElement = new FakeElement();
  get title(): string {
    return this.currentTitle;
  }
  set title(value: string) {
    this.currentTitle = value;
  }
}

function serverRenderedPage(hydrated: string | null = 'false'): FakeDocument {
  const doc = new FakeDocument();
  doc.title = 'Docusaurus 3.7 | Docusaurus';
  doc.documentElement.setAttribute('class', 'blog-wrapper blog-post-page plugin-blog');
  if (hydrated !== null) doc.documentElement.setAttribute('data-has-hydrated', hydrated);
  return doc;
}

describe('holdServerHeadUntilHydrated', () => {
  it("keeps the server's title and classes through the app's early writes", () => {
    const doc = serverRenderedPage();
    holdServerHeadUntilHydrated(doc);
    doc.title = 'Docusaurus';
    doc.documentElement.removeAttribute('class');
    doc.documentElement.setAttribute('class', 'blog-wrapper blog-post-page');
    doc.documentElement.setAttribute('lang', 'en-US');
    // The document keeps the server's values (what the browser shows); reads give the held ones.
    expect(Object.getOwnPropertyDescriptor(FakeDocument.prototype, 'title')!.get!.call(doc)).toBe('Docusaurus 3.7 | Docusaurus');
    expect(doc.documentElement.attributes.get('class')).toBe('blog-wrapper blog-post-page plugin-blog');
    expect(doc.title).toBe('Docusaurus');
    expect(doc.documentElement.getAttribute('class')).toBe('blog-wrapper blog-post-page');
    // Other attributes are not held.
    expect(doc.documentElement.getAttribute('lang')).toBe('en-US');
  });

  it('applies the last values asked for once the page is marked hydrated, and lets later writes through', () => {
    const doc = serverRenderedPage();
    holdServerHeadUntilHydrated(doc);
    doc.title = 'Docusaurus';
    doc.title = 'Docusaurus 3.7 (client) | Docusaurus';
    doc.documentElement.setAttribute('class', 'blog-wrapper blog-post-page plugin-blog client-only');
    doc.documentElement.setAttribute('data-has-hydrated', 'true');
    expect(doc.title).toBe('Docusaurus 3.7 (client) | Docusaurus');
    expect(doc.documentElement.getAttribute('class')).toBe('blog-wrapper blog-post-page plugin-blog client-only');

    doc.title = 'Installation | Docusaurus';
    doc.documentElement.removeAttribute('class');
    expect(doc.title).toBe('Installation | Docusaurus');
    expect(doc.documentElement.getAttribute('class')).toBeNull();
    expect(Object.getOwnPropertyNames(doc)).not.toContain('title');
    expect(Object.getOwnPropertyNames(doc.documentElement)).not.toContain('setAttribute');
  });

  it("applies the server's values on release when the app last asked for them again", () => {
    const doc = serverRenderedPage();
    holdServerHeadUntilHydrated(doc);
    const html = doc.documentElement;
    // As the head manager does: write only what differs from what it reads.
    const write = (title: string, classes: string) => {
      if (doc.title !== title) doc.title = title;
      if (html.getAttribute('class') !== classes) html.setAttribute('class', classes);
    };
    write('Docusaurus', 'blog-wrapper blog-post-page');
    expect(doc.title).toBe('Docusaurus');
    write('Docusaurus 3.7 | Docusaurus', 'blog-wrapper blog-post-page plugin-blog');
    html.setAttribute('data-has-hydrated', 'true');
    expect(doc.title).toBe('Docusaurus 3.7 | Docusaurus');
    expect(html.getAttribute('class')).toBe('blog-wrapper blog-post-page plugin-blog');
  });

  it('removes the classes on release when the app last asked for none', () => {
    const doc = serverRenderedPage();
    holdServerHeadUntilHydrated(doc);
    doc.documentElement.removeAttribute('class');
    doc.documentElement.setAttribute('data-has-hydrated', 'true');
    expect(doc.documentElement.getAttribute('class')).toBeNull();
    expect(doc.title).toBe('Docusaurus 3.7 | Docusaurus');
  });

  it('holds nothing on a page that was not server-rendered, or is already hydrated', () => {
    for (const mark of [null, 'true']) {
      const doc = serverRenderedPage(mark);
      holdServerHeadUntilHydrated(doc);
      doc.title = 'Docusaurus';
      expect(doc.title, String(mark)).toBe('Docusaurus');
    }
  });
});
