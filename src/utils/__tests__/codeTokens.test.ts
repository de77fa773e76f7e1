import type {CSSProperties} from 'react';
import {normalizeTokens, Prism, themes, type PrismTheme, type Token} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {accessiblePrismTheme} from '../accessiblePrismTheme';
import {joinLookAlikeTokens, type TokenStyle} from '../codeTokens';

/** The style Prism's renderer gives a token under `theme`, for `language`. */
function styleFor(theme: PrismTheme, language: string): TokenStyle {
  const byType = new Map<string, CSSProperties>();
  for (const {types, languages, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType.set(type, {...byType.get(type), ...(style as CSSProperties)});
  }
  return ({types, empty}) => {
    if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
    return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => byType.get(type)));
  };
}

function linesOf(code: string, language: string): Token[][] {
  return normalizeTokens(Prism.tokenize(code, Prism.languages[language]!));
}

const BLANK_PAINT = /^(background|textDecoration|border|outline|boxShadow)/;

/** What each character of a line looks like: the line's plain style under the token's own. */
function characterLooks(line: readonly Token[], styleOf: TokenStyle, plain: CSSProperties): string[] {
  return line.flatMap((token) =>
    [...token.content].map((character) => {
      const look = Object.entries({...plain, ...styleOf(token)}).filter(
        ([property, value]) => value !== undefined && (character.trim() !== '' || BLANK_PAINT.test(property)),
      );
      return `${character} ${JSON.stringify(look.sort(([a], [b]) => a.localeCompare(b)))}`;
    }),
  );
}

const samples: Record<string, string> = {
  tsx: `import type {Config} from '@docusaurus/types';

// The site's configuration
export default async function createConfig(): Promise<Config> {
  const {default: remarkGemoji} = await import('remark-gemoji');
  return {title: 'Acme', url: 'https://acme.dev', baseUrl: '/', count: 3 + 4, ok: true};
}

const Page = () => <Layout title="Hi">{items.map((item) => <Card key={item.id} />)}</Layout>;`,
  yaml: `# Deploy on every push to main
on:
  push:
    branches: [main]
jobs:
  deploy:
    steps:
      - run: npm ci && npm run build   # the site in ./build
        env: {NODE_OPTIONS: "--max-old-space-size=4096", RETRIES: 3}`,
  json: `{
  "name": "site",
  "scripts": {"build": "docusaurus build", "serve": "docusaurus serve"},
  "private": true
}`,
};

const themesUsed = {
  github: accessiblePrismTheme(themes.github),
  dracula: accessiblePrismTheme(themes.dracula),
  vsDark: themes.vsDark,
};

describe('joinLookAlikeTokens', () => {
  for (const [themeName, theme] of Object.entries(themesUsed)) {
    for (const [language, code] of Object.entries(samples)) {
      it(`paints every character of ${language} as before, with fewer tokens (${themeName})`, () => {
        const styleOf = styleFor(theme, language);
        const plain = {...theme.plain, backgroundColor: undefined};
        let before = 0;
        let after = 0;
        for (const line of linesOf(code, language)) {
          const joined = joinLookAlikeTokens(line, styleOf, plain);
          expect(joined.map((token) => token.content).join('')).toBe(line.map((token) => token.content).join(''));
          expect(characterLooks(joined, styleOf, plain)).toEqual(characterLooks(line, styleOf, plain));
          before += line.length;
          after += joined.length;
        }
        expect(after).toBeLessThan(before * 0.7);
      });
    }
  }

  it('joins the tokens of a line painted alike into one, and drops empty tokens', () => {
    const styleOf: TokenStyle = ({types}) => (types.includes('keyword') ? {color: 'blue'} : {color: 'black'});
    const line: Token[] = [
      {types: ['punctuation'], content: '{'},
      {types: ['plain'], content: 'Config'},
      {types: ['punctuation'], content: '}'},
      {types: ['plain'], content: ' '},
      {types: ['keyword'], content: 'from'},
      {types: ['plain'], content: ''},
    ];
    expect(joinLookAlikeTokens(line, styleOf, {color: 'black'})).toEqual([
      {types: ['plain'], content: '{Config} '},
      {types: ['keyword'], content: 'from'},
    ]);
  });

  it('gives leading blanks the look of the token they join', () => {
    const styleOf: TokenStyle = ({types}) => (types.includes('keyword') ? {color: 'blue'} : undefined);
    const line: Token[] = [
      {types: ['plain'], content: '    '},
      {types: ['keyword'], content: 'return'},
      {types: ['plain'], content: ' x'},
    ];
    expect(joinLookAlikeTokens(line, styleOf, {color: 'black'})).toEqual([
      {types: ['keyword'], content: '    return'},
      {types: ['plain'], content: ' x'},
    ]);
  });

  it('keeps blanks apart from tokens that paint them (underline, background)', () => {
    const styleOf: TokenStyle = ({types}) =>
      types.includes('url') ? {color: 'blue', textDecoration: 'underline'} : types.includes('keyword') ? {color: 'red'} : undefined;
    const line: Token[] = [
      {types: ['url'], content: 'https://acme.dev'},
      {types: ['plain'], content: '  '},
      {types: ['keyword'], content: 'as'},
      {types: ['plain'], content: ' '},
      {types: ['url'], content: 'docs'},
    ];
    expect(joinLookAlikeTokens(line, styleOf, {color: 'black'})).toEqual([
      {types: ['url'], content: 'https://acme.dev'},
      {types: ['keyword'], content: '  as '},
      {types: ['url'], content: 'docs'},
    ]);
  });

  it('returns a line of one token as it is: an empty line keeps its height through it', () => {
    const empty: Token[] = [{types: ['plain'], content: '\n', empty: true}];
    const styleOf: TokenStyle = () => undefined;
    expect(joinLookAlikeTokens(empty, styleOf, {color: 'black'})).toEqual(empty);
    expect(joinLookAlikeTokens([], styleOf, {color: 'black'})).toEqual([]);
  });

  it('reads colours without regard to case: a theme may spell the line colour differently', () => {
    const styleOf: TokenStyle = ({types}) => (types.includes('punctuation') ? {color: '#f8f8f2'} : undefined);
    const line: Token[] = [
      {types: ['punctuation'], content: '{'},
      {types: ['plain'], content: 'docs'},
      {types: ['punctuation'], content: '}'},
    ];
    expect(joinLookAlikeTokens(line, styleOf, {color: '#F8F8F2'})).toEqual([{types: ['plain'], content: '{docs}'}]);
  });

  it('keeps the types of a painted token whose colour matches the line', () => {
    // A token styled with the line's own colour looks plain: it joins plain text as plain.
    const styleOf: TokenStyle = ({types}) => (types.includes('operator') ? {color: 'black'} : {fontStyle: 'italic'});
    const line: Token[] = [
      {types: ['operator'], content: '='},
      {types: ['comment'], content: '// note'},
    ];
    expect(joinLookAlikeTokens(line, styleOf, {color: 'black'})).toEqual([
      {types: ['plain'], content: '='},
      {types: ['comment'], content: '// note'},
    ]);
  });
});
