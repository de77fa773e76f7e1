import {describe, expect, it} from 'vitest';
import {boundedLevenshtein, escapeHtml, highlight, Highlighter, snippet} from '../highlight';
import {analyzeQuery, type QueryWord} from '../textIndex';

const tags = {pre: '<mark>', post: '</mark>'};
const words = (...terms: string[]): QueryWord[] => analyzeQuery(terms.join(' '));

describe('highlight', () => {
  it('marks matched words and escapes everything else', () => {
    expect(highlight('Sidebar <items> & more', words('sidebar'), tags)).toEqual({
      value: '<mark>Sidebar</mark> &lt;items&gt; &amp; more',
      matchLevel: 'full',
      matchedWords: ['sidebar'],
      fullyHighlighted: false,
    });
  });

  it('matches the last word as a prefix, and words within the typo tolerance', () => {
    expect(highlight('Sidebars and navbars', words('sideb'), tags).value).toBe('<mark>Sidebars</mark> and navbars');
    expect(highlight('The sidebar', words('sidebr'), tags).value).toBe('The <mark>sidebar</mark>');
    // Three letters allow no typo; only the last word is a prefix.
    expect(highlight('cat cart', words('car', 'x'), tags).value).toBe('cat cart');
  });

  it('matches near spellings only of the words searched under them', () => {
    const query = words('page', 'blgo');
    const blgo = query[1];
    // The index knew "page" (no typos searched for it) and not "blgo".
    const highlighter = new Highlighter(query, tags, '…', new Set([blgo!]));
    expect(highlighter.analyze('Wage a blog page').highlight.value).toBe('Wage a <mark>blog</mark> <mark>page</mark>');
  });

  it('matches a typo that is near the stem of a text word', () => {
    // "configur" (the stem of "Configuration") is two edits from "confgura".
    expect(highlight('Route configuration', words('confgura'), tags).value).toBe('Route <mark>configuration</mark>');
  });

  it('matches parts of camel-cased identifiers', () => {
    expect(highlight('Set onBrokenLinks to throw', words('broken', 'links'), tags).value).toBe(
      'Set <mark>onBrokenLinks</mark> to throw',
    );
  });

  it('reports partial and missing matches', () => {
    expect(highlight('Sidebar items', words('sidebar', 'zebra'), tags)).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['sidebar'],
    });
    expect(highlight('Sidebar items', words('zebra'), tags)).toMatchObject({matchLevel: 'none', matchedWords: []});
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen';

  it('cuts a window of words around the first match, with ellipses where text was cut', () => {
    expect(snippet(text, words('nine'), 4, tags, '…')).toEqual({
      value: '…seven eight <mark>nine</mark> ten…',
      matchLevel: 'full',
      matchedWords: ['nine'],
    });
    expect(snippet(text, words('one'), 3, tags, '…').value).toBe('<mark>one</mark> two three…');
    expect(snippet(text, words('fourteen'), 3, tags, '…').value).toBe('…twelve thirteen <mark>fourteen</mark>');
  });

  it('keeps short texts whole and starts at the top when nothing matched', () => {
    expect(snippet('Short text', words('zebra'), 10, tags, '…').value).toBe('Short text');
    expect(snippet(text, words('zebra'), 2, tags, '…').value).toBe('one two…');
  });

  it('keeps the punctuation before the first word when the window starts there', () => {
    const row = '-e, --eject - Copy the source code of the component, to change it completely.';
    expect(snippet(row, words('eject'), 5, tags, '…').value).toBe('-e, --<mark>eject</mark> - Copy the source…');
  });
});

describe('analyzeRepeated', () => {
  it('answers as analyze does, with a copy of its own for each caller', () => {
    const highlighter = new Highlighter(words('sidebar', 'it'), tags, '…');
    const fresh = new Highlighter(words('sidebar', 'it'), tags, '…');
    for (const [text, size] of [['Sidebar items & <more>', undefined], ['one two sidebar three four five', 3], ['', 2]] as const) {
      const first = highlighter.analyzeRepeated(text, size);
      const second = highlighter.analyzeRepeated(text, size);
      expect(first).toEqual(fresh.analyze(text, size));
      expect(second).toEqual(first);
      expect(second.highlight).not.toBe(first.highlight);
      expect(second.snippet.matchedWords).not.toBe(first.snippet.matchedWords);
    }
  });
});

describe('helpers', () => {
  it('escapes HTML special characters', () => {
    expect(escapeHtml('plain words')).toBe('plain words');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('computes edit distances up to a bound', () => {
    expect(boundedLevenshtein('sidebar', 'sidebr', 1)).toBe(1);
    expect(boundedLevenshtein('sidebars', 'sidebr', 1)).toBe(2);
    expect(boundedLevenshtein('kitten', 'sitting', 3)).toBe(3);
    expect(boundedLevenshtein('same', 'same', 0)).toBe(0);
  });
});
