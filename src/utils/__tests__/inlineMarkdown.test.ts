import {describe, expect, it} from 'vitest';
import {parseInlineMarkdown} from '../inlineMarkdown';

describe('parseInlineMarkdown', () => {
  it('returns plain text as one token', () => {
    expect(parseInlineMarkdown('Shows the date.')).toEqual([{kind: 'text', text: 'Shows the date.'}]);
  });

  it('splits code spans and links out of the text, in order', () => {
    expect(parseInlineMarkdown('Set `path` or see [the guide](/docs/sidebar/).')).toEqual([
      {kind: 'text', text: 'Set '},
      {kind: 'code', text: 'path'},
      {kind: 'text', text: ' or see '},
      {kind: 'link', text: 'the guide', href: '/docs/sidebar/'},
      {kind: 'text', text: '.'},
    ]);
  });

  it('keeps brackets that are not links as text', () => {
    expect(parseInlineMarkdown('Use `[plugin, options]` pairs [sometimes].')).toEqual([
      {kind: 'text', text: 'Use '},
      {kind: 'code', text: '[plugin, options]'},
      {kind: 'text', text: ' pairs [sometimes].'},
    ]);
  });

  it('treats an unclosed backtick as text', () => {
    expect(parseInlineMarkdown('a `b')).toEqual([{kind: 'text', text: 'a `b'}]);
  });
});
