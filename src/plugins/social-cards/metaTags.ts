import type {Element} from '../../utils/pageContent';
import {escapeAttribute, sourceRange, type PageEdit} from '../post-build/pagePass';
import type {CardContent} from './cardContent';
import {CARD_HEIGHT, CARD_WIDTH} from './design';
import {imageMetaElements} from './pageFacts';

/**
 * The edits that point a page's link-preview tags at its card: `og:image`
 * and `twitter:image` get the card's absolute URL (both protocols require
 * one), with its size (so a preview can be laid out before the picture is
 * fetched) and its text as the picture's alternative text.
 *
 * The tags are written without the theme's `data-rh` attribute: once the
 * page runs, the theme's head manager replaces the tags it owns with its
 * own default, and would take the card out of the page's live document.
 * Crawlers read the HTML as served, where the card is the only image.
 */

/** The card's text in one sentence, for readers who cannot see it. */
export function cardAlt(content: CardContent): string {
  const where = [content.place.join(' › '), content.date, content.version && `version ${content.version}`].filter(Boolean).join(', ');
  return where ? `${content.title} (${where})` : content.title;
}

const meta = (attribute: 'property' | 'name', name: string, value: string) =>
  `<meta ${attribute}="${name}" content="${escapeAttribute(value)}">`;

/** Where new children of an element go: after its last element (a minified page may omit the end tag). */
function endOfContent(element: Element): number {
  const last = element.childNodes.filter((child): child is Element => 'tagName' in child).at(-1);
  return last ? sourceRange(last).end : sourceRange(element).startTagEnd;
}

export function imageTagEdits(elements: readonly Element[], imageUrl: string, alt: string): PageEdit[] {
  const {ogImage, twitterImage, head} = imageMetaElements(elements);
  const openGraph = [
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', alt),
  ].join('');
  const twitter = [meta('name', 'twitter:image', imageUrl), meta('name', 'twitter:image:alt', alt)].join('');

  const edits: PageEdit[] = [];
  const replace = (tags: Element[], text: string) => {
    // The first tag becomes the new ones, in its place; any repeat goes.
    tags.forEach((tag, index) => {
      const {start, end} = sourceRange(tag);
      edits.push({start, end, text: index === 0 ? text : ''});
    });
  };
  const append: string[] = [];
  if (ogImage.length > 0) replace(ogImage, openGraph);
  else append.push(openGraph);
  if (twitterImage.length > 0) replace(twitterImage, twitter);
  else append.push(twitter);
  if (append.length > 0) {
    if (!head) throw new Error('social cards: a page has no <head> to add its image tags to.');
    edits.push({start: endOfContent(head), text: append.join('')});
  }
  return edits;
}
