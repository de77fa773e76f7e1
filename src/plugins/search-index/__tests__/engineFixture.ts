import {buildIndex, type BuiltIndex, type IndexBuildOptions} from '../buildIndex';
import type {IndexLoader} from '../groupIndex';
import {SearchEngine} from '../searchEngine';
import type {ExtractedPage} from '../types';
import {docPage, extractFixture} from './fixtures';

export const ORIGIN = 'https://example.com';

/** Two docs versions and the blog, as the build would group them. */
export function fixturePages(): ExtractedPage[] {
  return [
    extractFixture('docPage.html', '/docs/sidebar/items/'),
    extractFixture('blogPost.html', '/blog/releases/3.7/'),
    docPage('/docs/installation/', 'docs-default-current', 'Installation', [
      ['Requirements', 'Node.js 18 or newer and a package manager.'],
      ['Sidebar setup', 'The classic template ships a sidebar.'],
    ]),
    docPage('/docs/3.7.0/sidebar/items/', 'docs-default-3.7.0', 'Sidebar items', [
      ['Doc links', 'In 3.7 a sidebar item links a doc by id.'],
    ]),
    docPage('/docs/3.7.0/installation/', 'docs-default-3.7.0', 'Installation', [
      ['Requirements', 'Node.js 18 or newer.'],
    ]),
  ];
}

/** The index of these pages, as the build writes it: its files by URL (base URL `/`). */
export function fixtureIndex(
  pages: ExtractedPage[] = fixturePages(),
  options: Partial<IndexBuildOptions> = {},
): {built: BuiltIndex; files: Map<string, string>} {
  const built = buildIndex(pages, {baseUrl: '/', ...options});
  return {built, files: new Map(built.files.map((file) => [`/${file.path}`, file.content]))};
}

/** Serves the files as the engine fetches them, noting each URL fetched; a missing file fails as a 404 would. */
export function fileLoader(files: ReadonlyMap<string, string>, fetched: string[] = []): IndexLoader {
  return async (url) => {
    fetched.push(url);
    const content = files.get(url);
    if (content === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(content) as unknown;
  };
}

/** An engine over the index of these pages. */
export function engineOver(pages: ExtractedPage[], origin = ORIGIN, options: Partial<IndexBuildOptions> = {}, fetched?: string[]): SearchEngine {
  const {built, files} = fixtureIndex(pages, options);
  return new SearchEngine(built.manifest, origin, fileLoader(files, fetched));
}

/** An engine over the fixture pages. */
export function loadedEngine(fetched?: string[]): SearchEngine {
  return engineOver(fixturePages(), ORIGIN, {}, fetched);
}
