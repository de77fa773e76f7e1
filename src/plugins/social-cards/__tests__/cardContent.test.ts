import {describe, expect, it} from 'vitest';
import {socialCardsOptions} from '../../../../config/socialCards';
import {cardFor, formatDate, type CardOptions} from '../cardContent';
import {readPageFacts} from '../pageFacts';
import {parsedPage, SITE_CARD, type PageSpec} from './pages';

/** The site's own sections, as config/socialCards.ts lists them. */
const options: CardOptions = {
  sections: socialCardsOptions.sections,
  siteTitle: 'Docusaurus',
  titleDelimiter: '|',
  defaultImage: SITE_CARD,
  site: 'docusaurus.io',
  locale: 'en-US',
};

const cardOf = (spec: PageSpec) => cardFor(readPageFacts(parsedPage(spec).elements), options);

const DOC = 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-installation';

describe('what a card says', () => {
  it('a docs page: its title, "Docs" and its sidebar categories, and the version as the site labels it', () => {
    expect(cardOf({htmlClass: DOC, title: 'Installation | Docusaurus', version: 'current', breadcrumbs: ['Getting Started', 'Installation']})).toEqual({
      title: 'Installation',
      place: ['Docs', 'Getting Started'],
      version: 'Canary',
      site: 'docusaurus.io',
    });
  });

  it('a page of an older docs version: that version', () => {
    const card = cardOf({
      htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-3.6.3 docs-doc-page',
      title: 'Plugins | Docusaurus',
      version: '3.6.3',
      breadcrumbs: ['API', 'Plugins'],
    });
    expect(card).toMatchObject({title: 'Plugins', place: ['Docs', 'API'], version: '3.6.3'});
  });

  it('a generated category index: the categories above it', () => {
    const card = cardOf({
      htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page',
      title: 'Getting Started | Docusaurus',
      version: 'current',
      breadcrumbs: ['Getting Started'],
    });
    expect(card).toMatchObject({title: 'Getting Started', place: ['Docs']});
  });

  it('a community page: "Community", and no version (the instance has none)', () => {
    const card = cardOf({
      htmlClass: 'docs-wrapper plugin-docs plugin-id-community docs-version-current docs-doc-page',
      title: 'Support | Docusaurus',
      version: 'current',
      breadcrumbs: ['Support'],
    });
    expect(card).toEqual({title: 'Support', place: ['Community'], site: 'docusaurus.io'});
  });

  it('a blog post: "Blog" and the day it was published, written as the site writes dates', () => {
    const card = cardOf({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default',
      title: 'Upgrading frontend dependencies with confidence | Docusaurus',
      description: 'How we test.',
      published: '2023-09-22T00:00:00.000Z',
    });
    expect(card).toEqual({
      title: 'Upgrading frontend dependencies with confidence',
      place: ['Blog'],
      date: 'September 22, 2023',
      site: 'docusaurus.io',
    });
  });

  it('a changelog release: "Changelog", its date, and its description under the version', () => {
    const card = cardOf({
      htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-changelog',
      title: '3.7.0 | Docusaurus',
      description: 'Docusaurus 3.7 lets sites run on React 19.',
      published: '2025-01-03T00:00:00.000Z',
    });
    expect(card).toEqual({
      title: '3.7.0',
      place: ['Changelog'],
      date: 'January 3, 2025',
      summary: 'Docusaurus 3.7 lets sites run on React 19.',
      site: 'docusaurus.io',
    });
  });

  it('a title with the delimiter inside it keeps all but the site name', () => {
    expect(cardOf({htmlClass: DOC, title: 'A | B | Docusaurus', version: 'current'})?.title).toBe('A | B');
  });
});

describe('which pages get no card', () => {
  it('a post that shows an image of its own keeps it', () => {
    const own = 'https://docusaurus.io/assets/images/social-card-a072cca33fb66d2cc03d3b15e2c34786.png';
    expect(cardOf({htmlClass: 'blog-wrapper blog-post-page plugin-blog plugin-id-default', title: 'Docusaurus 3.7 | Docusaurus', image: own})).toBeNull();
  });

  it('a docs page with front matter `image` keeps it', () => {
    expect(cardOf({htmlClass: DOC, title: 'Installation | Docusaurus', image: 'https://docusaurus.io/img/docs/cover.png'})).toBeNull();
  });

  it('list pages: blog and changelog lists, tag and author pages, docs tags pages', () => {
    for (const htmlClass of [
      'blog-wrapper blog-list-page plugin-blog plugin-id-default',
      'blog-wrapper blog-list-page plugin-blog plugin-id-changelog',
      'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default',
      'blog-wrapper blog-authors-posts-page plugin-blog plugin-id-default',
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-tags-doc-list-page',
    ]) {
      expect(cardOf({htmlClass, title: 'List | Docusaurus'}), htmlClass).toBeNull();
    }
  });

  it('the public test areas and the site’s own pages', () => {
    expect(cardOf({htmlClass: 'docs-wrapper plugin-docs plugin-id-docs-tests docs-version-current docs-doc-page', title: 'Tests | Docusaurus'})).toBeNull();
    expect(cardOf({htmlClass: 'plugin-pages plugin-id-default', title: 'Showcase | Docusaurus'})).toBeNull();
  });

  it('a page without a title (the card would say nothing)', () => {
    expect(cardOf({htmlClass: DOC, title: undefined})).toBeNull();
    expect(cardOf({htmlClass: DOC, title: ' | Docusaurus'})).toBeNull();
    expect(cardOf({htmlClass: DOC, title: 'Docusaurus'})).toBeNull();
  });

  it('but a page with no image tag at all gets one', () => {
    expect(cardOf({htmlClass: DOC, title: 'Installation | Docusaurus', image: null})).toMatchObject({title: 'Installation'});
  });
});

describe('formatDate', () => {
  it('writes the day in UTC, whatever the machine’s time zone', () => {
    expect(formatDate('2025-01-03T00:00:00.000Z', 'en-US')).toBe('January 3, 2025');
    expect(formatDate('2025-01-03T23:30:00.000Z', 'en-US')).toBe('January 3, 2025');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatDate('soon', 'en-US')).toBeUndefined();
    expect(formatDate(undefined, 'en-US')).toBeUndefined();
  });
});
