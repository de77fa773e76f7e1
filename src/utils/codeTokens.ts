import type {CSSProperties} from 'react';
import type {Token} from 'prism-react-renderer';

/** The inline style a token is painted with (what `getTokenProps` gives it). */
export type TokenStyle = (token: Token) => CSSProperties | undefined;

type Group = {look: string; showsOnBlank: boolean; types: string[] | undefined; content: string};

// Properties that paint blank characters too: a space takes them from the token it joins.
const PAINTS_BLANKS = /^(background|textDecoration|border|outline|boxShadow)/;

/**
 * What a token looks like once it sits in a line painted with `plain`: its own
 * style minus the properties it would inherit anyway, as a comparable key.
 */
function lookOf(style: CSSProperties | undefined, plain: CSSProperties | undefined): {key: string; showsOnBlank: boolean} {
  // Themes spell one colour differently (`#F8F8F2`, `#f8f8f2`): CSS values here ignore case.
  const normalised = (value: unknown) => (value === undefined || value === null ? undefined : String(value).toLowerCase());
  const own = Object.entries(style ?? {})
    .map(([property, value]) => [property, normalised(value)] as const)
    .filter(([property, value]) => value !== undefined && normalised(plain?.[property as keyof CSSProperties]) !== value)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {key: JSON.stringify(own), showsOnBlank: own.some(([property]) => PAINTS_BLANKS.test(property))};
}

const PLAIN_LOOK = lookOf(undefined, undefined).key;

/**
 * Joins the neighbouring tokens of a highlighted line that are painted alike,
 * so that the line needs fewer elements: Prism splits `{Config}` into three
 * tokens (punctuation, name, punctuation) that most themes colour the same,
 * and gives every run of spaces and every line end a token of its own. On a
 * reference page that was two thirds of the page's elements in code.
 *
 * Tokens join when their styles differ only by what the line already paints
 * (`plain`); blank tokens join a neighbour unless one of them paints blanks
 * (a background, an underline); empty tokens are dropped. A joined token keeps
 * the types of its first painted member, which give it the same style, or
 * `plain` when it looks like the line. A line of a single token (an empty
 * line keeps its height through it) is returned as it is.
 */
export function joinLookAlikeTokens(line: readonly Token[], styleOf: TokenStyle, plain: CSSProperties | undefined): Token[] {
  if (line.length <= 1) return [...line];
  const groups: Group[] = [];
  for (const token of line) {
    if (token.content === '') continue;
    const {key, showsOnBlank} = lookOf(styleOf(token), plain);
    const blank = token.content.trim() === '';
    // Blanks that paint nothing have no look of their own until a painted token joins them.
    const types = blank && !showsOnBlank ? undefined : key === PLAIN_LOOK ? ['plain'] : token.types;
    const previous = groups.at(-1);
    const blanksMeetBlanks = previous !== undefined && !previous.showsOnBlank && !showsOnBlank;
    if (previous && (previous.look === key || (blank && blanksMeetBlanks))) {
      previous.content += token.content;
      previous.types ??= types;
    } else if (previous && previous.types === undefined && blanksMeetBlanks) {
      previous.look = key;
      previous.types = types;
      previous.content += token.content;
    } else {
      groups.push({look: key, showsOnBlank, types, content: token.content});
    }
  }
  if (groups.length === 0) return [...line];
  return groups.map(({types, content}) => ({types: types ?? ['plain'], content}));
}
