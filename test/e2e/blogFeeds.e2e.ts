import fs from 'node:fs';
import path from 'node:path';
import {XMLParser, XMLValidator} from 'fast-xml-parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {inject} from 'vitest';

/**
 * The RSS, Atom and JSON feeds of the blog, read straight from the production
 * build and parsed with a real XML parser. Feed readers are strict: a feed
 * that is not well-formed, or whose links do not resolve, silently drops out
 * of people's readers.
 */

/** The blog plugin's default `feedOptions.limit`: feeds carry the newest 20 posts. */
const FEED_LIMIT = 20;

type FeedEntry = {title: string; url: string; date: Date};

const buildDir = (): string => inject('buildDir');

function readBuildFile(relativePath: string): string {
  const file = path.join(buildDir(), relativePath);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  return fs.readFileSync(file, 'utf8');
}

const parser = new XMLParser({ignoreAttributes: false, attributeNamePrefix: '@_', textNodeName: '#text'});

/** XML text content, whether the parser gave a plain value or a node with attributes. */
function text(value: unknown): string {
  if (value && typeof value === 'object' && '#text' in value) {
    return String((value as {'#text': unknown})['#text']);
  }
  return value === undefined || value === null ? '' : String(value);
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The posts of the first list pages, in order, from the pre-rendered HTML. */
function newestListedPosts(count: number): {title: string; pathname: string}[] {
  const posts: {title: string; pathname: string}[] = [];
  for (let page = 1; posts.length < count; page += 1) {
    const html = readBuildFile(page === 1 ? 'blog/index.html' : `blog/page/${page}/index.html`);
    const titleLinks = html.matchAll(/<h2 class="?title[^>]*><a href="?([^"\s>]+)"?>([^<]+)<\/a><\/h2>/g);
    for (const [, pathname, title] of titleLinks) {
      posts.push({pathname: pathname!, title: title!});
    }
  }
  return posts.slice(0, count);
}

/** Checks a feed's entries against the built site: newest posts, right titles, working links. */
function expectEntriesMatchTheBlog(entries: FeedEntry[], siteOrigin: string): void {
  expect(entries).toHaveLength(FEED_LIMIT);
  const dates = entries.map((entry) => entry.date.getTime());
  for (const date of dates) {
    expect(Number.isNaN(date)).toBe(false);
  }
  expect(dates).toEqual([...dates].sort((a, b) => b - a));

  const listed = newestListedPosts(FEED_LIMIT);
  expect(entries.map((entry) => new URL(entry.url).pathname)).toEqual(listed.map((post) => post.pathname));
  expect(entries.map((entry) => entry.title)).toEqual(listed.map((post) => post.title));

  for (const entry of entries) {
    const url = new URL(entry.url);
    expect(url.origin).toBe(siteOrigin);
    expect(url.pathname).toMatch(/^\/blog\/.+\/$/);
    const page = readBuildFile(path.join(url.pathname, 'index.html'));
    expect(page, `page of "${entry.title}"`).toContain(`<h1`);
    expect(page).toContain(entry.title);
  }
}

describe('blog feeds', () => {
  let siteOrigin: string;

  beforeAll(() => {
    const html = readBuildFile('blog/index.html');
    const canonical = /<link[^>]*\srel="?canonical"?[^>]*\shref="?([^"\s>]+)/.exec(html)?.[1];
    if (!canonical) {
      throw new Error('The blog page has no canonical URL to take the site origin from.');
    }
    siteOrigin = new URL(canonical).origin;
  });

  it('advertises the three feeds in the head of the blog pages', () => {
    const html = readBuildFile('blog/index.html');
    expect(html).toMatch(/type="?application\/rss\+xml"?[^>]*href="?\/blog\/rss\.xml/);
    expect(html).toMatch(/type="?application\/atom\+xml"?[^>]*href="?\/blog\/atom\.xml/);
    expect(html).toMatch(/type="?application\/json"?[^>]*href="?\/blog\/feed\.json/);
  });

  it('publishes a well-formed RSS 2.0 feed of the newest posts', () => {
    const xml = readBuildFile('blog/rss.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const {rss} = parser.parse(xml) as {rss: {'@_version': string; channel: Record<string, unknown>}};
    expect(rss['@_version']).toBe('2.0');
    const {channel} = rss;
    expect(text(channel.title)).toBe('Docusaurus blog');
    expect(text(channel.link)).toBe(`${siteOrigin}/blog/`);
    expect(text(channel.description).length).toBeGreaterThan(0);

    const items = asArray(channel.item as Record<string, unknown>[]);
    for (const item of items) {
      expect(text(item.guid)).toBe(text(item.link));
      expect(text(item.description).length, `description of ${text(item.title)}`).toBeGreaterThan(0);
    }
    expectEntriesMatchTheBlog(
      items.map((item) => ({title: text(item.title), url: text(item.link), date: new Date(text(item.pubDate))})),
      siteOrigin,
    );
  });

  it('publishes a well-formed Atom feed of the newest posts', () => {
    const xml = readBuildFile('blog/atom.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const {feed} = parser.parse(xml) as {feed: Record<string, unknown>};
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(text(feed.title)).toBe('Docusaurus blog');
    expect(text(feed.id)).toBe(`${siteOrigin}/blog/`);
    expect(Number.isNaN(new Date(text(feed.updated)).getTime())).toBe(false);

    const entries = asArray(feed.entry as Record<string, unknown>[]);
    for (const entry of entries) {
      const link = entry.link as {'@_href': string};
      expect(text(entry.id)).toBe(link['@_href']);
      expect(asArray(entry.author as unknown[]).length, `author of ${text(entry.title)}`).toBeGreaterThan(0);
    }
    expectEntriesMatchTheBlog(
      entries.map((entry) => ({
        title: text(entry.title),
        url: (entry.link as {'@_href': string})['@_href'],
        date: new Date(text(entry.updated)),
      })),
      siteOrigin,
    );
  });

  it('publishes a valid JSON Feed of the newest posts', () => {
    const json = JSON.parse(readBuildFile('blog/feed.json')) as {
      version: string;
      title: string;
      home_page_url: string;
      items: {id: string; url: string; title: string; date_modified: string; content_html: string}[];
    };
    expect(json.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(json.title).toBe('Docusaurus blog');
    expect(json.home_page_url).toBe(`${siteOrigin}/blog/`);
    for (const item of json.items) {
      expect(item.id).toBe(item.url);
      expect(item.content_html.length, `content of ${item.title}`).toBeGreaterThan(0);
    }
    expectEntriesMatchTheBlog(
      json.items.map((item) => ({title: item.title, url: item.url, date: new Date(item.date_modified)})),
      siteOrigin,
    );
  });
});
