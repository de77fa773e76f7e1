import {describe, expect, it} from 'vitest';
import {socialCardSvg, wrapTitle} from '../../scripts/lib/social-card.mjs';

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Docusaurus 3.7')).toEqual(['Docusaurus 3.7']);
  });

  it('breaks at spaces without exceeding the line length', () => {
    const lines = wrapTitle('Preparing your site for Docusaurus v3', {maxChars: 24});
    expect(lines).toEqual(['Preparing your site for', 'Docusaurus v3']);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(24);
    }
  });

  it('never cuts a word that is longer than a line', () => {
    expect(wrapTitle('internationalization everywhere', {maxChars: 10})).toEqual([
      'internationalization',
      'everywhere',
    ]);
  });

  it('ends the last line with an ellipsis when the title does not fit', () => {
    const lines = wrapTitle(
      'Upgrading frontend dependencies with confidence using visual regression testing',
      {maxChars: 24, maxLines: 3},
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
    expect(lines.join(' ').replace('…', '')).not.toContain('testing');
  });
});

describe('socialCardSvg', () => {
  it('draws one text line per wrapped title line and escapes markup', () => {
    const svg = socialCardSvg({title: 'Tabs & <details> in MDX, explained for everyone', subtitle: 'Blog'});
    expect(svg.match(/<tspan /g)).toHaveLength(2);
    expect(svg).toContain('Tabs &amp; &lt;details&gt;');
    expect(svg).not.toContain('<details>');
  });
});
