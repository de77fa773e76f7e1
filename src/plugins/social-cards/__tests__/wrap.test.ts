import {describe, expect, it} from 'vitest';
import {ELLIPSIS, wrapText} from '../wrap';

/** Every character 10 px wide: widths are easy to reason about. */
const monospace = (text: string) => [...text].length * 10;

describe('wrapText', () => {
  it('keeps a title that fits on one line', () => {
    expect(wrapText('Installation', monospace, 200, 2)).toEqual({lines: ['Installation'], truncated: false, wordsCut: false});
  });

  it('never makes a line wider than allowed', () => {
    const {lines} = wrapText('Using plugins to configure a site and write your own', monospace, 200, 5);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(monospace(line)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe('Using plugins to configure a site and write your own');
  });

  it('balances the lines rather than leaving a short word alone on the last', () => {
    // Greedy breaking gives "aaaa bbbb cccc" / "dd"; balanced lines share the words out.
    expect(wrapText('aaaa bbbb cccc dd', monospace, 140, 3).lines).toEqual(['aaaa bbbb', 'cccc dd']);
  });

  it('cuts a word too long for any line into pieces that fit, and says so', () => {
    const {lines, truncated, wordsCut} = wrapText('see postsPerPageBlogSidebarCount here', monospace, 100, 6);
    expect(truncated).toBe(false);
    expect(wordsCut).toBe(true);
    for (const line of lines) expect(monospace(line)).toBeLessThanOrEqual(100);
    expect(lines.join('').replace(/\s/g, '')).toBe('seepostsPerPageBlogSidebarCounthere');
  });

  it('cuts a long name after a slash or a hyphen rather than inside a word', () => {
    expect(wrapText('@docusaurus/plugin-content-docs', monospace, 200, 3).lines).toEqual(['@docusaurus/plugin-', 'content-docs']);
  });

  it('ends the last allowed line with an ellipsis when the text needs more lines', () => {
    const {lines, truncated} = wrapText('one two three four five six seven eight', monospace, 100, 2);
    expect(truncated).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(monospace(line)).toBeLessThanOrEqual(100);
  });

  it('drops the punctuation the ellipsis would follow', () => {
    expect(wrapText('alpha, beta, gamma, delta', monospace, 130, 1).lines).toEqual([`alpha, beta${ELLIPSIS}`]);
  });

  it('gives no lines for blank text', () => {
    expect(wrapText('  ', monospace, 100, 2)).toEqual({lines: [], truncated: false, wordsCut: false});
  });
});
