import {describe, expect, it} from 'vitest';
import {
  aboutnessFactor,
  centralityFactor,
  coverage,
  hubFactor,
  identifierTitleFactor,
  kindPrior,
  kindsNamedBy,
  literalFactor,
  pageKind,
  pageTitleFactor,
  phraseFactor,
  queryIdentifiers,
  queryLiterals,
  releaseRecency,
  runningForms,
  titleKeys,
  wordWeights,
} from '../ranking';
import {withInboundLinks} from '../records';
import {SearchEngine} from '../searchEngine';
import {analyzeQuery} from '../textIndex';
import type {ExtractedPage} from '../types';
import {engineOver} from './engineFixture';

/**
 * Each ranking rule, shown deciding the order on a small index of its own:
 * two or three pages that differ only in what the rule looks at.
 */

type Section = {heading: string; text: string; anchor?: string; level?: number; code?: boolean};

function page(
  url: string,
  title: string,
  sections: Section[],
  extra: Partial<ExtractedPage> = {},
): ExtractedPage {
  const tag = extra.tag ?? (url.startsWith('/docs/') ? 'docs-default-current' : 'default');
  return {
    url,
    language: 'en',
    tag,
    version: tag.startsWith('docs-') ? 'current' : null,
    lvl0: 'Docs',
    title,
    headings: sections.map((section, index) => ({
      level: section.level ?? 2,
      text: section.heading,
      anchor: section.anchor ?? `s${index}`,
    })),
    blocks: sections.map((section, index) =>
      section.code ? {heading: index, text: section.text, code: true} : {heading: index, text: section.text},
    ),
    hub: false,
    links: [],
    inbound: 0,
    ...extra,
  };
}

function engineOf(pages: ExtractedPage[]): SearchEngine {
  return engineOver(withInboundLinks(pages), 'https://site.test');
}

/** Pages in the order a query lists them (first hit of each page). */
async function pagesFor(engine: SearchEngine, query: string): Promise<string[]> {
  const {
    results: [result],
  } = await engine.search({requests: [{query, hitsPerPage: 50}]});
  const seen: string[] = [];
  for (const hit of result!.hits) {
    const path = new URL(hit.url_without_anchor).pathname;
    if (!seen.includes(path)) seen.push(path);
  }
  return seen;
}

async function firstHit(engine: SearchEngine, query: string) {
  const {
    results: [result],
  } = await engine.search({requests: [{query, hitsPerPage: 5}]});
  return result!.hits[0];
}

/** Filler sections, so pages are not all one sentence long. */
const filler = (count: number): Section[] =>
  Array.from({length: count}, (_, index) => ({heading: `Part ${index}`, text: `General notes number ${index}.`}));

describe('words and their forms', () => {
  it('finds inflected forms through stems: "deploying" finds the deployment page', async () => {
    const engine = engineOf([
      page('/docs/deployment/', 'Deployment', [{heading: 'Hosts', text: 'Deployment to static hosts.'}]),
      page('/docs/other/', 'Other', [{heading: 'Notes', text: 'Nothing about shipping here.'}]),
    ]);
    expect((await pagesFor(engine, 'deploying'))).toEqual(['/docs/deployment/']);
  });

  it('splits identifiers at camel humps, so "sidebar collapsible" finds sidebarCollapsible', async () => {
    const engine = engineOf([
      page('/docs/api/', 'Docs plugin', [{heading: 'sidebarCollapsible', text: 'Whether categories fold.'}]),
      page('/docs/guide/', 'Guide', [{heading: 'Layout', text: 'A sidebar next to the page.'}]),
    ]);
    expect((await pagesFor(engine, 'sidebar collapsible'))[0]).toBe('/docs/api/');
  });

  it('reads British and American spellings as one word, exactly (not as a typo)', async () => {
    const engine = engineOf([
      page('/docs/british/', 'Styling', [{heading: 'Theme', text: 'Pick a primary colour.'}]),
      page('/docs/american/', 'Theming', [{heading: 'Theme', text: 'Pick a primary color.'}]),
    ]);
    // Both spellings are in the index, so neither query looks for typos: only folding joins them.
    expect((await pagesFor(engine, 'color')).sort()).toEqual(['/docs/american/', '/docs/british/']);
    expect((await pagesFor(engine, 'colour')).sort()).toEqual(['/docs/american/', '/docs/british/']);
  });

  it('forgives two swapped letters, which edit distance counts as two typos', async () => {
    const engine = engineOf([page('/docs/blog/', 'Blog', [{heading: 'Authors', text: 'Posts have authors.'}])]);
    expect((await pagesFor(engine, 'blgo authors'))).toEqual(['/docs/blog/']);
  });

  it('keeps release numbers whole: "3.5.0" finds that release, not every page with a 3 or a 5', async () => {
    const engine = engineOf([
      page('/changelog/3.5.0/', '3.5.0', [{heading: 'New Feature', text: 'Blog author pages.'}]),
      page('/changelog/3.0.0/', '3.0.0', [{heading: 'New Feature', text: 'MDX 3 and 5 other things.'}]),
    ]);
    expect((await pagesFor(engine, '3.5.0'))).toEqual(['/changelog/3.5.0/']);
  });
});

describe('which records match', () => {
  it('needs every word of a short query somewhere on the page, not in one paragraph', async () => {
    const engine = engineOf([
      page('/docs/release/', 'Release process', [
        {heading: 'Semantic versioning', text: 'Majors break, minors add.'},
        {heading: 'Support', text: 'Our policy for old majors.'},
      ]),
      page('/docs/versions/', 'Versions', [{heading: 'Semantic versioning', text: 'Numbers of the docs.'}]),
    ]);
    expect((await pagesFor(engine, 'semantic versioning policy'))).toEqual(['/docs/release/']);
  });

  it('lets a long query miss a common word, but never shows a page missing its rare words', async () => {
    const engine = engineOf([
      page('/docs/pages/', 'Creating pages', [{heading: 'React pages', text: 'A custom page in src/pages.'}]),
      ...Array.from({length: 8}, (_, index) =>
        page(`/docs/p${index}/`, `Page ${index}`, [{heading: 'Add', text: `Add things ${index}.`}]),
      ),
    ]);
    // "add" appears nowhere on the right page; the page still comes first.
    expect((await pagesFor(engine, 'add a custom page'))[0]).toBe('/docs/pages/');
    expect((await pagesFor(engine, 'add custom zebra'))).not.toContain('/docs/p0/');
  });

  it('task words ("set up", "add") weigh little: the page about the subject beats pages that only set things up', async () => {
    const engine = engineOf([
      page('/docs/math/', 'Math', [{heading: 'Setting it up', text: 'Install the plugins and set them up.'}]),
      page('/docs/diagrams/', 'Diagrams', [{heading: 'Setting it up', text: 'Add the theme and set it up.'}]),
      page('/docs/i18n/', 'Internationalization', [{heading: 'Locales', text: 'Declare the i18n locales of the site.'}]),
    ]);
    expect((await pagesFor(engine, 'set up i18n'))[0]).toBe('/docs/i18n/');
  });

  it('fails on a word found nowhere, unless the query is long and that word is a stray one', async () => {
    const engine = engineOf([
      page('/docs/ssg/', 'Static site generation', [{heading: 'Errors', text: 'Hydration failed: the server HTML did not match.'}]),
    ]);
    expect((await pagesFor(engine, 'sidebar zyzzyva'))).toEqual([]);
    expect((await pagesFor(engine, 'hydration failed server html zyzzyva'))).toEqual(['/docs/ssg/']);
  });

  it('searches code blocks, below prose that says the same', async () => {
    const command = 'npx create-docusaurus my-site classic';
    const engine = engineOf([
      page('/docs/code/', 'Example', [{heading: 'Scaffold', text: command, code: true}]),
      page('/docs/prose/', 'Example', [{heading: 'Scaffold', text: command}]),
    ]);
    expect((await pagesFor(engine, 'npx create-docusaurus classic'))).toEqual(['/docs/prose/', '/docs/code/']);
  });
});

describe('ranking rules', () => {
  it('coverage: a record holding every word beats records holding one of them, however often', async () => {
    const weights = wordWeights([2, 40], 100);
    expect(coverage(0b11, weights)).toBe(1);
    expect(coverage(0b10, weights)).toBeLessThan(coverage(0b01, weights));
    expect(coverage(0, weights)).toBe(0);
    const engine = engineOf([
      page('/docs/split/', 'Split', [
        {heading: 'Upload', text: 'Upload upload upload, then upload again.'},
        {heading: 'Crowdin', text: 'Crowdin crowdin crowdin, all about crowdin.'},
      ]),
      page('/docs/together/', 'Together', [{heading: 'Sources', text: 'You upload the sources to Crowdin once a day, from the continuous integration job.'}]),
    ]);
    expect((await firstHit(engine, 'upload crowdin'))?.url).toBe('https://site.test/docs/together/#s0');
  });

  it('page title and h1: the page titled by the query comes before pages that mention it', async () => {
    const engine = engineOf([
      page('/docs/guide/', 'Guide', [{heading: 'Notes', text: 'Versioning is covered elsewhere.'}]),
      page('/docs/versioning/', 'Versioning', [{heading: 'Cutting', text: 'Copy the docs when you release.'}]),
    ]);
    expect((await pagesFor(engine, 'versioning'))).toEqual(['/docs/versioning/', '/docs/guide/']);
  });

  it('page title: of two equal sections, the one on the page titled by a query word comes first', async () => {
    const section = {heading: 'Typed config files', text: 'Write the config in TypeScript for checked options.'};
    const engine = engineOf([
      page('/docs/upgrading/', 'Upgrading', [section, ...filler(2)]),
      page('/docs/typescript/', 'TypeScript', [section, ...filler(2)]),
      page('/docs/other/', 'Other', [section, ...filler(2)]),
    ]);
    expect((await pagesFor(engine, 'typescript config'))[0]).toBe('/docs/typescript/');
    expect(pageTitleFactor(1)).toBeGreaterThan(pageTitleFactor(0.5));
    expect(pageTitleFactor(0)).toBe(1);
  });

  it('section headings weigh more than running text', async () => {
    const engine = engineOf([
      page('/docs/a/', 'A', [{heading: 'Intro', text: 'Tabs can sync their choice.'}]),
      page('/docs/b/', 'B', [{heading: 'Tabs', text: 'Group content in panels.'}]),
    ]);
    expect((await pagesFor(engine, 'tabs'))[0]).toBe('/docs/b/');
  });

  it('exact identifiers: the option row titled by the name beats pages that mention it', async () => {
    const engine = engineOf([
      page('/changelog/2.0.0/', '2.0.0', [{heading: 'New Feature', text: 'The onDuplicateRoutes option was added.'}]),
      page('/docs/config/', 'Configuration', [
        {heading: 'Options', text: 'All fields.'},
        {heading: 'onDuplicateRoutes', text: 'What to do about duplicate routes.', level: 3},
        ...filler(4),
      ]),
    ]);
    expect((await firstHit(engine, 'onDuplicateRoutes'))?.url).toBe('https://site.test/docs/config/#s1');
    const keys = titleKeys('configureWebpack(config, isServer, utils, content)');
    expect(identifierTitleFactor(keys, queryIdentifiers(analyzeQuery('configureWebpack'), 'configureWebpack'))).toBeGreaterThan(1);
    expect(identifierTitleFactor(titleKeys('onBrokenLinks'), queryIdentifiers(analyzeQuery('on broken links'), 'on broken links'))).toBeGreaterThan(1);
  });

  it('type prior: the docs page before the post, the release notes and the request, unless the query names them', async () => {
    const text = 'Swizzle a component to wrap it.';
    const engine = engineOf([
      page('/feature-requests/swizzle/', 'Swizzling', [{heading: 'Wrapping', text}]),
      page('/changelog/3.0.0/', 'Swizzling', [{heading: 'Wrapping', text}]),
      page('/blog/swizzle/', 'Swizzling', [{heading: 'Wrapping', text}]),
      page('/docs/swizzling/', 'Swizzling', [{heading: 'Wrapping', text}]),
    ]);
    expect((await pagesFor(engine, 'swizzle component'))).toEqual([
      '/docs/swizzling/',
      '/blog/swizzle/',
      '/changelog/3.0.0/',
      '/feature-requests/swizzle/',
    ]);
    expect((await pagesFor(engine, 'swizzle component blog'))[0]).toBe('/blog/swizzle/');
    expect(kindsNamedBy(analyzeQuery('changelog 3.5.0'))).toEqual(new Set(['changelog', 'blog']));
    expect(pageKind({url_without_anchor: '/community/team/', docusaurus_tag: 'docs-community-current'})).toBe('community');
    expect(kindPrior('blog', new Set())).toBeLessThan(kindPrior('docs', new Set()));
  });

  it('type prior: the page that teaches a feature before the migration guide that lists it, unless the query asks to upgrade', async () => {
    const text = 'Admonitions take a title in square brackets.';
    const engine = engineOf([
      page('/docs/migration/v3/', 'Upgrading to v3', [{heading: 'Admonition titles', text}]),
      page('/docs/markdown-features/admonitions/', 'Admonitions', [{heading: 'Admonition titles', text}]),
    ]);
    expect((await pagesFor(engine, 'admonition title'))).toEqual(['/docs/markdown-features/admonitions/', '/docs/migration/v3/']);
    expect((await pagesFor(engine, 'admonition title upgrade'))[0]).toBe('/docs/migration/v3/');
    expect((await pagesFor(engine, 'migrating admonition titles'))[0]).toBe('/docs/migration/v3/');
    expect(pageKind({url_without_anchor: '/docs/3.6.3/migration/', docusaurus_tag: 'docs-default-3.6.3'})).toBe('migration');
  });

  it('release notes: newer releases before alphas and betas of the same match', async () => {
    const engine = engineOf([
      page('/changelog/2.0.0-alpha.30/', '2.0.0-alpha.30', [{heading: 'Bug Fix', text: 'Sidebar labels fixed.'}]),
      page('/changelog/3.1.0/', '3.1.0', [{heading: 'Bug Fix', text: 'Sidebar labels fixed.'}]),
    ]);
    expect((await pagesFor(engine, 'sidebar labels'))).toEqual(['/changelog/3.1.0/', '/changelog/2.0.0-alpha.30/']);
    expect(releaseRecency({url_without_anchor: '/changelog/2.0.0-beta.3/'})).toBeLessThan(1);
  });

  it('hubs: a reading list yields to the page it points to, unless the query names the hub', async () => {
    const engine = engineOf([
      page('/docs/next/', "What's next", [{heading: 'Go deeper', text: 'Read about deployment and hosting.'}], {hub: true}),
      page('/docs/deploy/', 'Shipping', [{heading: 'Hosting', text: 'Deployment and hosting choices.'}]),
    ]);
    expect((await pagesFor(engine, 'deployment hosting'))[0]).toBe('/docs/deploy/');
    expect((await pagesFor(engine, "what's next"))[0]).toBe('/docs/next/');
    expect(hubFactor(true, false)).toBeLessThan(hubFactor(true, true));
  });

  it('centrality: of two equal pages, the one more pages link to comes first', async () => {
    const twin = (url: string): ExtractedPage => page(url, 'Plugin', [{heading: 'editUrl', text: 'Where edits go.'}]);
    const engine = engineOf([
      twin('/docs/blog-plugin/'),
      twin('/docs/docs-plugin/'),
      page('/docs/a/', 'A', [{heading: 'See', text: 'links'}], {links: ['/docs/docs-plugin/']}),
      page('/docs/b/', 'B', [{heading: 'See', text: 'links'}], {links: ['/docs/docs-plugin/']}),
    ]);
    expect((await pagesFor(engine, 'editUrl'))).toEqual(['/docs/docs-plugin/', '/docs/blog-plugin/']);
    expect(centralityFactor(10)).toBeGreaterThan(centralityFactor(0));
  });

  it('section centrality: of two equal option rows, the one other pages link to comes first', async () => {
    const row = (url: string): ExtractedPage => page(url, 'Plugin', [{heading: 'editUrl', text: 'Where edits go.', anchor: 'editUrl'}]);
    // Both pages are linked to as often; only one row is.
    const engine = engineOf([
      row('/docs/a-plugin/'),
      row('/docs/z-plugin/'),
      page('/docs/a/', 'A', [{heading: 'See', text: 'links'}], {links: ['/docs/z-plugin/#editUrl', '/docs/a-plugin/']}),
      page('/docs/b/', 'B', [{heading: 'See', text: 'links'}], {links: ['/docs/z-plugin/#editUrl', '/docs/a-plugin/']}),
    ]);
    expect((await pagesFor(engine, 'editUrl'))).toEqual(['/docs/z-plugin/', '/docs/a-plugin/']);
  });

  it('heading start: a query that starts as a section heading starts finds that section first', async () => {
    const engine = engineOf([
      page('/docs/config/', 'Config', [{heading: 'Before docusaurus deploy', text: 'Builds and pushes the site.'}]),
      page('/docs/cli/', 'CLI', [{heading: 'docusaurus deploy [siteDir]', text: 'Builds and pushes the site.'}]),
    ]);
    expect((await pagesFor(engine, 'docusaurus deploy'))[0]).toBe('/docs/cli/');
  });

  it("address words: a post is found by the words of its address, not only by its title", async () => {
    const engine = engineOf([
      page('/blog/2022/01/24/docusaurus-2021-recap/', 'Docusaurus in 2021', [{heading: 'March', text: 'Translations shipped.'}]),
      page('/docs/other/', 'Other', [{heading: 'Notes', text: 'Nothing to see in 2021.'}]),
    ]);
    expect((await pagesFor(engine, '2021 recap'))).toEqual(['/blog/2022/01/24/docusaurus-2021-recap/']);
  });

  it('aboutness: a page that keeps matching beats one matching once, for the same best section', async () => {
    const engine = engineOf([
      page('/docs/once/', 'Once', [{heading: 'Crowdin', text: 'Crowdin is one option.'}, ...filler(3)]),
      page('/docs/about/', 'About', [
        {heading: 'Crowdin', text: 'Crowdin is one option.'},
        {heading: 'Upload to Crowdin', text: 'Upload sources to Crowdin.'},
        {heading: 'Download from Crowdin', text: 'Download from Crowdin.'},
        ...filler(1),
      ]),
    ]);
    expect((await pagesFor(engine, 'crowdin'))[0]).toBe('/docs/about/');
    expect(aboutnessFactor(1, 4)).toBeLessThan(aboutnessFactor(4, 4));
  });

  it('phrase and proximity: words side by side, in order, beat the same words scattered', async () => {
    const words = analyzeQuery('window is not defined');
    const together = phraseFactor([runningForms('ReferenceError: window is not defined')], words);
    const scattered = phraseFactor([runningForms('The window was defined, but not here, far away in another place entirely')], words);
    expect(together).toBeGreaterThan(scattered);
    const engine = engineOf([
      page('/docs/scattered/', 'Scattered', [{heading: 'Notes', text: 'Defined in a window, not on the server.'}]),
      page('/docs/together/', 'Together', [{heading: 'Errors', text: 'ReferenceError: window is not defined.'}]),
    ]);
    expect((await pagesFor(engine, 'window is not defined'))[0]).toBe('/docs/together/');
  });

  it('code as typed: the record holding `--eject` as written beats records with the word alone', async () => {
    const literals = queryLiterals('swizzle --eject @docusaurus/Head plain');
    expect(literals.map((literal) => literal.test('npx docusaurus swizzle Footer --eject'))).toEqual([true, false]);
    expect(literals[1]!.test("import Head from '@docusaurus/head';")).toBe(true);
    expect(literals[1]!.test("import Heading from '@docusaurus/Heading';")).toBe(false);
    expect(literalFactor(['Run it with --eject.'], literals)).toBeGreaterThan(1);
    expect(literalFactor(['Nothing here.'], literals)).toBe(1);
    const engine = engineOf([
      page('/docs/guide/', 'Guide', [{heading: 'Swizzle', text: 'Swizzle a component to eject its source into your site.'}]),
      page('/docs/cli/', 'CLI', [{heading: 'Swizzle options', text: 'The swizzle command takes --eject to copy the source.'}]),
    ]);
    expect((await pagesFor(engine, 'swizzle eject'))[0]).toBe('/docs/guide/');
    expect((await pagesFor(engine, 'swizzle --eject'))[0]).toBe('/docs/cli/');
  });

  it('spreads the list: further hits of one page count a little less than the first', async () => {
    const sections = (count: number): Section[] =>
      Array.from({length: count}, (_, index) => ({heading: `Part ${index}`, text: 'Group content with tabs.'}));
    const engine = engineOf([
      page('/docs/big/', 'Big', sections(8)),
      page('/docs/small/', 'Small', [{heading: 'Part', text: 'Group content with tabs here.'}]),
    ]);
    const {
      results: [result],
    } = await engine.search({requests: [{query: 'group tabs', hitsPerPage: 10}]});
    const paths = result!.hits.filter((hit) => hit.type === 'content').map((hit) => new URL(hit.url).pathname);
    // Weaker than each of the big page's eight sections, the small page still shows before the last of them.
    expect(paths.indexOf('/docs/small/')).toBeGreaterThan(0);
    expect(paths.indexOf('/docs/small/')).toBeLessThan(8);
  });
});

describe('snippets of table rows', () => {
  it('read "name - description", never raw pipes', async () => {
    const engine = engineOf([page('/docs/t/', 'Table', [{heading: 'Rows', text: 'editUrl - string; Where edits go.'}])]);
    const hit = (await firstHit(engine, 'where edits go'));
    expect(hit?.content).toBe('editUrl - string; Where edits go.');
    expect(hit?.content).not.toContain('|');
  });
});
