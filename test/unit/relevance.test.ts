import {describe, expect, it} from 'vitest';
import {firstAnswerRank, modalOrder, pagePath, summarize} from '../../scripts/lib/relevance.mjs';

describe('relevance metrics', () => {
  it('compares pages, whatever the origin, anchor, query or encoding', () => {
    expect(pagePath('https://site.test/docs/cli/#deploy')).toBe('/docs/cli/');
    expect(pagePath('/docs/api/plugins/%40docusaurus/plugin-pwa/?x=1')).toBe('/docs/api/plugins/@docusaurus/plugin-pwa/');
    expect(pagePath('/docs/cli')).toBe('/docs/cli/');
  });

  it('ranks the first result on any answering page, or null', () => {
    const results = ['https://s/docs/a/#x', 'https://s/docs/b/', 'https://s/docs/c/#y'];
    expect(firstAnswerRank(results, ['/docs/c/', '/docs/b/#z'])).toBe(2);
    expect(firstAnswerRank(results, ['/docs/d/'])).toBeNull();
  });

  it('summarizes hit@k and MRR@10, counting misses and ranks past 10 as zero', () => {
    expect(summarize([1, 2, 4, 11, null])).toEqual({
      queries: 5,
      hit1: 0.2,
      hit3: 0.4,
      hit5: 0.6,
      mrr10: (1 + 0.5 + 0.25) / 5,
    });
    expect(summarize([]).mrr10).toBe(0);
  });

  it("orders hits as the DocSearch modal shows them: grouped by section, groups by first hit", () => {
    const hits = [
      {url: 'a', group: 'Docs'},
      {url: 'b', group: 'Blog'},
      {url: 'c', group: 'Docs'},
    ];
    expect(modalOrder(hits).map((hit: {url: string}) => hit.url)).toEqual(['a', 'c', 'b']);
  });
});
