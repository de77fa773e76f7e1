import {describe, expect, it} from 'vitest';
import {readMetaTags, parsePage as parseDocument} from '../../../utils/pageContent';
import {applyEdits} from '../../post-build/pagePass';
import {cardAlt, imageTagEdits} from '../metaTags';
import {builtPage, parsedPage, type PageSpec} from './pages';

const CARD = 'https://docusaurus.io/assets/social-cards/0123456789abcdef0123.png';
const DOC = 'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page';

function withCard(spec: PageSpec, alt = 'Installation (Docs › Getting Started, version Canary)') {
  const page = parsedPage(spec);
  const html = applyEdits(builtPage(spec), imageTagEdits(page.elements, CARD, alt));
  const document = parseDocument(html);
  // Every tag of that exact name (`og:image`, not `og:image:width`).
  const all = (name: string) => html.match(new RegExp(`<meta [^>]*(?:property|name)="?${name}"?[ >][^>]*>`, 'g')) ?? [];
  return {html, metas: readMetaTags(document), all};
}

describe('the image tags of a page with a card', () => {
  it('point og:image and twitter:image at the card, with its size and its text', () => {
    const {metas} = withCard({htmlClass: DOC, title: 'Installation | Docusaurus'});
    expect(metas.get('og:image')).toBe(CARD);
    expect(metas.get('twitter:image')).toBe(CARD);
    expect(metas.get('og:image:width')).toBe('1200');
    expect(metas.get('og:image:height')).toBe('630');
    expect(metas.get('og:image:alt')).toBe('Installation (Docs › Getting Started, version Canary)');
    expect(metas.get('twitter:image:alt')).toBe('Installation (Docs › Getting Started, version Canary)');
  });

  it('replace the site card: one og:image and one twitter:image, not managed by the theme’s head manager', () => {
    const {all, html} = withCard({htmlClass: DOC, title: 'Installation | Docusaurus'});
    expect(all('og:image')).toHaveLength(1);
    expect(all('twitter:image')).toHaveLength(1);
    expect(html).not.toContain('social-card.png');
    expect(all('og:image')[0]).not.toContain('data-rh');
  });

  it('are added to the head when the page had none', () => {
    const {metas, html} = withCard({htmlClass: DOC, title: 'Installation | Docusaurus', image: null});
    expect(metas.get('og:image')).toBe(CARD);
    expect(metas.get('twitter:image')).toBe(CARD);
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<body'));
  });

  it('escape the alternative text', () => {
    const {metas} = withCard({htmlClass: DOC, title: 'x'}, 'The "<Tabs>" & co');
    expect(metas.get('og:image:alt')).toBe('The "<Tabs>" & co');
  });

  it('keep every other byte of the page', () => {
    const spec = {htmlClass: DOC, title: 'Installation | Docusaurus'};
    const {html} = withCard(spec);
    const strip = (text: string) => text.replace(/<meta [^>]*(og|twitter):image[^>]*>/g, '');
    expect(strip(html)).toBe(strip(builtPage(spec)));
  });
});

describe('cardAlt', () => {
  it('says the title, then where the page sits and when', () => {
    expect(cardAlt({title: '3.7.0', place: ['Changelog'], date: 'January 3, 2025', site: 'docusaurus.io'})).toBe('3.7.0 (Changelog, January 3, 2025)');
    expect(cardAlt({title: 'Installation', place: [], site: 'docusaurus.io'})).toBe('Installation');
  });
});
