import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {BrowserContext, Page} from 'playwright-core';
import {inject} from 'vitest';
import {movedBlogPosts} from '../../config/redirects';
import {newContext, openPage, waitForHydration, watchProblems} from './support/browser';

/**
 * The blog as a visitor meets it: list pages, posts, the sidebar, the archive,
 * author and tag pages. The contract comes from the site specification: five
 * posts per list page and list pages 2 to 6, dated posts from 2017 to 2022,
 * release posts for 2.2-2.4 and 3.0-3.7, author pagination for one author and
 * tag pages 2 to 4 for the `release` tag. The dated posts are the 13 posts of
 * docusaurus.io from 2017 to 2022, each at its real URL, whose last segment is
 * the upstream file name with its capitals and dots.
 */

const POSTS_PER_PAGE = 5;
const LIST_PAGES = 6;
const RELEASE_VERSIONS = ['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7'];
const SLUG_POSTS = [
  '/blog/preparing-your-site-for-docusaurus-v3/',
  '/blog/upgrading-frontend-dependencies-with-confidence-using-visual-regression-testing/',
];
const DATED_POST = /^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\/[A-Za-z0-9][A-Za-z0-9.-]*\/$/;
/** The dated posts of docusaurus.io, and no other. */
const REAL_DATED_POSTS = [
  '/blog/2017/12/14/introducing-docusaurus/',
  '/blog/2018/04/30/How-I-Converted-Profilo-To-Docusaurus/',
  '/blog/2018/09/11/Towards-Docusaurus-2/',
  '/blog/2018/12/14/Happy-First-Birthday-Slash/',
  '/blog/2019/12/30/docusaurus-2019-recap/',
  '/blog/2020/01/07/tribute-to-endi/',
  '/blog/2021/01/19/docusaurus-2020-recap/',
  '/blog/2021/03/09/releasing-docusaurus-i18n/',
  '/blog/2021/05/12/announcing-docusaurus-two-beta/',
  '/blog/2021/11/21/algolia-docsearch-migration/',
  '/blog/2022/01/24/docusaurus-2021-recap/',
  '/blog/2022/08/01/announcing-docusaurus-2.0/',
  '/blog/2022/09/01/docusaurus-2.1/',
];

type PostLink = {title: string; path: string};

const listPagePath = (page: number): string => (page === 1 ? '/blog/' : `/blog/page/${page}/`);

async function statusOf(pathname: string): Promise<number> {
  const response = await fetch(new URL(pathname, inject('baseURL')), {redirect: 'manual'});
  return response.status;
}

async function expectNotFound(page: Page, pathname: string): Promise<void> {
  expect(await statusOf(pathname), `${pathname} should not exist`).toBe(404);
  await page.goto(pathname);
  await waitForHydration(page);
  expect(await page.locator('h1').first().textContent()).toBe('Page Not Found');
}

/** Titles and links of the posts listed in the main column of a list page. */
async function listedPosts(page: Page): Promise<PostLink[]> {
  return page.locator('main article header h2 a').evaluateAll((links) =>
    links.map((link) => ({
      title: link.textContent?.trim() ?? '',
      path: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

/** Every post of the blog, as the archive page lists them. */
async function archivePosts(page: Page): Promise<PostLink[]> {
  await page.goto('/blog/archive/');
  await waitForHydration(page);
  return page.locator('main section li a').evaluateAll((links) =>
    links.map((link) => ({
      // Archive entries read "January 3 - Docusaurus 3.7".
      title: (link.textContent ?? '').replace(/^[A-Z][a-z]+ \d{1,2} - /, '').trim(),
      path: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * Posts of a paginated author or tag listing, following its "older" links.
 * Lists are in the pre-rendered HTML, so `page` may come from a context
 * without JavaScript, which makes crawling many listings quick.
 */
async function postsAcrossPages(page: Page, firstPath: string): Promise<{posts: PostLink[]; pages: string[]}> {
  const posts: PostLink[] = [];
  const pages: string[] = [];
  let next: string | null = firstPath;
  while (next) {
    await page.goto(next, {waitUntil: 'domcontentloaded'});
    pages.push(next);
    posts.push(...(await listedPosts(page)));
    const older = page.locator('nav[aria-label="Blog list page navigation"] a.pagination-nav__link--next');
    next = (await older.count()) > 0 ? new URL((await older.getAttribute('href')) ?? '', 'http://x').pathname : null;
  }
  return {posts, pages};
}

let context: BrowserContext;
let page: Page;
/** Reads pre-rendered listings only: the HTML a crawler or a no-JS reader gets. */
let staticContext: BrowserContext;
let staticPage: Page;
let allPosts: PostLink[];

beforeAll(async () => {
  context = await newContext();
  page = await context.newPage();
  staticContext = await newContext({javaScriptEnabled: false});
  staticPage = await staticContext.newPage();
  allPosts = await archivePosts(page);
});

afterAll(async () => {
  await context.close();
  await staticContext.close();
});

describe('blog list pages', () => {
  it('has exactly six list pages of five posts (the last one may hold fewer), newest first, that together list every post', {timeout: 120_000}, async () => {
    const seen: PostLink[] = [];
    for (let number = 1; number <= LIST_PAGES; number += 1) {
      const {page: listPage, problems} = await openPage(context, listPagePath(number));
      const posts = await listedPosts(listPage);
      if (number < LIST_PAGES) {
        expect(posts, `posts on ${listPagePath(number)}`).toHaveLength(POSTS_PER_PAGE);
      } else {
        expect(posts.length, `posts on ${listPagePath(number)}`).toBeGreaterThan(0);
        expect(posts.length, `posts on ${listPagePath(number)}`).toBeLessThanOrEqual(POSTS_PER_PAGE);
      }
      // One level-one heading names the list, above the post titles (h2).
      expect(await listPage.locator('h1').allTextContents()).toEqual([
        number === 1 ? 'Docusaurus blog' : `Docusaurus blog, page ${number} of ${LIST_PAGES}`,
      ]);
      seen.push(...posts);
      expect(problems.errors).toEqual([]);
      await listPage.close();
    }
    expect(new Set(seen.map((post) => post.path)).size).toBe(seen.length);
    expect(seen.map((post) => post.path).sort()).toEqual(allPosts.map((post) => post.path).sort());
    expect(seen[0]?.path).toBe('/blog/releases/3.7/');
  });

  it('shows the not-found page after the last list page', async () => {
    expect(await statusOf(`/blog/page/${LIST_PAGES}/`)).toBe(200);
    await expectNotFound(page, `/blog/page/${LIST_PAGES + 1}/`);
  });

  it('links each list page to the next and previous ones', async () => {
    await page.goto('/blog/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Older entries'}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blog/page/2/');
    await page.goto(listPagePath(LIST_PAGES));
    await waitForHydration(page);
    expect(await page.getByRole('link', {name: 'Older entries'}).count()).toBe(0);
    expect(await page.getByRole('link', {name: 'Newer entries'}).count()).toBe(1);
  });

  it('gives every listed post a "Read more" link that opens the full post', {timeout: 120_000}, async () => {
    for (let number = 1; number <= LIST_PAGES; number += 1) {
      await page.goto(listPagePath(number));
      await waitForHydration(page);
      const posts = await listedPosts(page);
      for (const post of posts) {
        const readMore = page.getByRole('link', {name: `Read more about ${post.title}`, exact: true});
        expect(await readMore.getAttribute('href'), `Read more of "${post.title}"`).toBe(post.path);
        // Its text names the post too, for whatever reads text rather than the accessibility tree;
        // on screen it still says just "Read more".
        const text = await readMore.evaluate((link: HTMLElement) => link.innerText.replace(/\s+/g, ' '));
        expect(text.startsWith('Read more') && text.endsWith(`: ${post.title}`), text).toBe(true);
        expect(await readMore.locator('b').innerText()).toBe('Read more');
        expect((await readMore.boundingBox())?.width).toBeLessThan(120);
      }
      // Follow one link per page in the app, as a reader would.
      const target = posts[number % posts.length]!;
      await page.getByRole('link', {name: `Read more about ${target.title}`, exact: true}).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(target.path);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(target.title);
    }
  });
});

describe('blog posts', () => {
  it('has between 26 and 30 posts, with the routes the site promises', () => {
    expect(allPosts.length).toBeGreaterThanOrEqual(26);
    expect(allPosts.length).toBeLessThanOrEqual(30);
    const paths = allPosts.map((post) => post.path);
    for (const version of RELEASE_VERSIONS) {
      expect(paths).toContain(`/blog/releases/${version}/`);
    }
    for (const slug of SLUG_POSTS) {
      expect(paths).toContain(slug);
    }
    const datedYears = new Set(
      paths.flatMap((path) => {
        const match = DATED_POST.exec(path);
        return match ? [Number(match[1])] : [];
      }),
    );
    expect([...datedYears].sort()).toEqual([2017, 2018, 2019, 2020, 2021, 2022]);
    const other = paths.filter(
      (path) => !DATED_POST.test(path) && !path.startsWith('/blog/releases/') && !SLUG_POSTS.includes(path),
    );
    expect(other).toEqual([]);
  });

  it('renders every post with its title, date, reading time, author, tags and social card', {timeout: 180_000}, async () => {
    const problems = watchProblems(page);
    for (const post of allPosts) {
      problems.errors.length = 0;
      await page.goto(post.path);
      await waitForHydration(page);
      const article = page.locator('main article').first();
      expect(await page.locator('h1').first().textContent(), post.path).toBe(post.title);
      const datetime = await article.locator('header time').getAttribute('datetime');
      const dated = DATED_POST.exec(post.path);
      if (dated) {
        // The date in the URL is the publication date shown to the reader.
        expect(datetime?.slice(0, 10), post.path).toBe(`${dated[1]}-${dated[2]}-${dated[3]}`);
      } else {
        expect(datetime, `date of ${post.path}`).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
      expect(await article.locator('header').first().textContent()).toMatch(/\d+ min read/);
      expect(await article.locator('a[href^="/blog/authors/"]').count(), `author of ${post.path}`).toBeGreaterThan(0);
      expect(await article.locator('footer a[href^="/blog/tags/"]').count(), `tags of ${post.path}`).toBeGreaterThan(0);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, `description of ${post.path}`).toBeGreaterThan(40);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, `social card of ${post.path}`).toMatch(/\.png$/);
      expect(await statusOf(new URL(image!).pathname), `social card of ${post.path}`).toBe(200);
      expect(problems.errors, `errors on ${post.path}`).toEqual([]);
    }
  });

  it('renders the figures of posts as responsive images with alternative text', async () => {
    await page.goto('/blog/2021/03/09/releasing-docusaurus-i18n/');
    await waitForHydration(page);
    const figure = page.getByRole('img', {name: /translation workflow/});
    // The ideal-image component draws a placeholder until the figure comes into
    // view: scroll down like a reader until the image itself is there.
    await expect
      .poll(async () => {
        if ((await figure.count()) === 0) await page.mouse.wheel(0, 400);
        return figure.count();
      })
      .toBe(1);
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => figure.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  it('renders the milestone timeline with links to the posts it summarizes', async () => {
    await page.goto('/blog/2022/08/01/announcing-docusaurus-2.0/');
    await waitForHydration(page);
    const timeline = page.getByRole('list', {name: 'Docusaurus milestones up to 2.0'});
    const links = await timeline.locator('a').evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) {
      expect(allPosts.map((post) => post.path)).toContain(link);
    }
    // A post about 2.0 does not announce what came after it.
    expect(links).not.toContain('/blog/releases/3.0/');
  });
});

describe('dated posts', () => {
  it('are exactly the 13 posts of docusaurus.io from 2017 to 2022', () => {
    const dated = allPosts.map((post) => post.path).filter((path) => DATED_POST.test(path));
    expect(dated.sort()).toEqual([...REAL_DATED_POSTS].sort());
  });

  it.each(REAL_DATED_POSTS)('%s renders its post', async (path) => {
    expect(await statusOf(path), path).toBe(200);
    const title = allPosts.find((post) => post.path === path)?.title;
    expect(title, `archive entry of ${path}`).toBeTruthy();
    const {page: postPage, problems} = await openPage(context, path);
    expect(new URL(postPage.url()).pathname).toBe(path);
    expect(await postPage.locator('h1').first().textContent()).toBe(title);
    expect(await postPage.locator('main article header time').first().getAttribute('datetime')).toMatch(
      new RegExp(`^${path.slice('/blog/'.length, '/blog/yyyy/mm/dd'.length).replaceAll('/', '-')}T`),
    );
    expect(problems.errors).toEqual([]);
    await postPage.close();
  });

  it('keeps a redirect from the earlier address of each moved post', () => {
    expect(movedBlogPosts).toHaveLength(8);
    for (const {from, to} of movedBlogPosts) {
      expect(REAL_DATED_POSTS, `target of ${from}`).toContain(to);
      expect(allPosts.map((post) => post.path)).not.toContain(`${from}/`);
    }
  });

  it.each(movedBlogPosts.map(({from, to}): [string, string] => [`${from}/`, to]))(
    '%s redirects to %s',
    async (from, to) => {
      const redirected = await newContext();
      const redirectedPage = await redirected.newPage();
      await redirectedPage.goto(from);
      await redirectedPage.waitForURL((url) => url.pathname === to);
      await waitForHydration(redirectedPage);
      expect(await redirectedPage.locator('h1').first().textContent()).toBe(
        allPosts.find((post) => post.path === to)?.title,
      );
      await redirected.close();
    },
  );
});

describe('blog sidebar', () => {
  it('lists every post, grouped under year headings from newest to oldest', async () => {
    await page.goto('/blog/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const groups = await sidebar.getByRole('group').evaluateAll((elements) =>
      elements.map((group) => ({
        year: Number(group.querySelector('h3')?.textContent),
        links: Array.from(group.querySelectorAll('a')).map((a) => new URL(a.href).pathname),
      })),
    );
    const years = groups.map((group) => group.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(years[years.length - 1]).toBe(2017);
    const sidebarPaths = groups.flatMap((group) => group.links);
    expect(sidebarPaths.sort()).toEqual(allPosts.map((post) => post.path).sort());
  });

  it('puts each post under the year it was published', async () => {
    await page.goto('/blog/');
    await waitForHydration(page);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    const dated = await sidebar.getByRole('group').evaluateAll((elements) =>
      elements.flatMap((group) =>
        Array.from(group.querySelectorAll('a')).map((a) => ({
          year: group.querySelector('h3')?.textContent ?? '',
          path: new URL(a.href).pathname,
        })),
      ),
    );
    for (const {year, path} of dated) {
      const match = DATED_POST.exec(path);
      if (match) {
        expect(match[1], path).toBe(year);
      }
    }
  });
});

describe('blog authors', () => {
  it('lists every author with the number of their posts, and each author page lists exactly those posts', {timeout: 120_000}, async () => {
    await page.goto('/blog/authors/');
    await waitForHydration(page);
    const authors = await page.locator('main li').evaluateAll((items) =>
      items.map((item) => ({
        path: new URL((item.querySelector('h2')?.closest('a') as HTMLAnchorElement).href).pathname,
        count: Number(item.querySelector('h2')?.parentElement?.nextElementSibling?.textContent),
      })),
    );
    expect(authors.length).toBeGreaterThanOrEqual(3);
    let paginatedAuthors = 0;
    for (const author of authors) {
      const {posts, pages} = await postsAcrossPages(staticPage, author.path);
      expect(posts, author.path).toHaveLength(author.count);
      if (pages.length > 1) {
        paginatedAuthors += 1;
        expect(pages.slice(1)).toEqual(pages.slice(1).map((_, index) => `${author.path}authors/${index + 2}/`));
        await expectNotFound(page, `${author.path}authors/${pages.length + 1}/`);
      } else {
        expect(await statusOf(`${author.path}authors/2/`)).toBe(404);
      }
      for (const post of posts) {
        expect(allPosts.map((known) => known.path)).toContain(post.path);
      }
    }
    expect(paginatedAuthors, 'exactly one author has more than one page of posts').toBe(1);
  });

  it('shows the author in the byline of each post on their page', async () => {
    await page.goto('/blog/authors/docs-team/');
    await waitForHydration(page);
    const articles = page.locator('main article');
    const count = await articles.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      expect(await articles.nth(index).locator('header a[href="/blog/authors/docs-team/"]').count()).toBeGreaterThan(0);
    }
  });
});

describe('blog tags', () => {
  it('lists tags with their post counts, and each tag page lists posts carrying that tag', {timeout: 120_000}, async () => {
    await page.goto('/blog/tags/');
    await waitForHydration(page);
    const tags = await page.locator('main a[href^="/blog/tags/"]').evaluateAll((links) =>
      links.map((link) => ({
        path: new URL((link as HTMLAnchorElement).href).pathname,
        label: link.firstChild?.textContent ?? '',
        count: Number(link.querySelector('span')?.textContent),
      })),
    );
    expect(tags.length).toBeGreaterThanOrEqual(5);
    for (const tag of tags) {
      const {posts, pages} = await postsAcrossPages(staticPage, tag.path);
      expect(posts, tag.path).toHaveLength(tag.count);
      // The last page visited must show the tag on each of its posts.
      const articles = staticPage.locator('main article');
      for (let index = 0; index < (await articles.count()); index += 1) {
        expect(
          await articles.nth(index).locator(`footer a[href="${tag.path}"]`).count(),
          `${tag.label} on ${pages[pages.length - 1]}`,
        ).toBe(1);
      }
    }
  });

  it('paginates the release tag over pages 2 to 4 and no further', async () => {
    const {posts, pages} = await postsAcrossPages(staticPage, '/blog/tags/release/');
    expect(pages).toEqual([
      '/blog/tags/release/',
      '/blog/tags/release/page/2/',
      '/blog/tags/release/page/3/',
      '/blog/tags/release/page/4/',
    ]);
    expect(posts.length).toBeGreaterThanOrEqual(16);
    expect(posts.length).toBeLessThanOrEqual(20);
    for (const version of RELEASE_VERSIONS) {
      expect(posts.map((post) => post.path)).toContain(`/blog/releases/${version}/`);
    }
    await expectNotFound(page, '/blog/tags/release/page/5/');
  });
});
