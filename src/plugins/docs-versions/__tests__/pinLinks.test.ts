import {describe, expect, it} from 'vitest';
import {segmentMarkdown} from '../markdownScan';
import {pinDocsLinks} from '../pinLinks';

const options = {version: '3.6.3', docsBasePath: '/docs', versionNames: ['3.7.0', '3.6.3']};

function pin(source: string): string {
  return pinDocsLinks(source, options).text;
}

describe('pinDocsLinks', () => {
  it('points Markdown links to the unversioned docs inside the version', () => {
    expect(pin('See the [CLI](/docs/cli/) and [the intro](/docs/).')).toBe(
      'See the [CLI](/docs/3.6.3/cli/) and [the intro](/docs/3.6.3/).',
    );
  });

  it('keeps anchors and query strings', () => {
    expect(pin('[hooks](/docs/api/plugin-methods/extend-infrastructure/#extendCli)')).toBe(
      '[hooks](/docs/3.6.3/api/plugin-methods/extend-infrastructure/#extendCli)',
    );
    expect(pin('[tab](/docs/markdown-features/tabs/?runtime=deno#linking-to-a-tab)')).toBe(
      '[tab](/docs/3.6.3/markdown-features/tabs/?runtime=deno#linking-to-a-tab)',
    );
  });

  it('rewrites reference definitions and JSX link attributes', () => {
    expect(pin('[cli]: /docs/cli/')).toBe('[cli]: /docs/3.6.3/cli/');
    expect(pin('<Link to="/docs/installation/">Install</Link>')).toBe(
      '<Link to="/docs/3.6.3/installation/">Install</Link>',
    );
    expect(pin("<a href='/docs/cli/'>CLI</a>")).toBe("<a href='/docs/3.6.3/cli/'>CLI</a>");
  });

  it('leaves links that already name a version, and other sections, alone', () => {
    const source = '[old](/docs/3.7.0/cli/) [blog](/blog/) [search](/docs-search/) [api](https://x.dev/docs/cli/)';
    expect(pinDocsLinks(source, options)).toEqual({text: source, pinned: 0});
  });

  it('does not touch code blocks, inline code or front matter', () => {
    const source = [
      '---',
      'description: "[x](/docs/cli/)"',
      '---',
      '',
      'Write `[intro](/docs/intro/)` in Markdown, like [this](/docs/cli/).',
      '',
      '```jsx',
      '<Link to="/docs/intro/">Intro</Link>',
      '```',
      '',
      '````md',
      '```',
      '[still code](/docs/cli/)',
      '```',
      '````',
      '',
    ].join('\n');
    const {text, pinned} = pinDocsLinks(source, options);
    expect(pinned).toBe(1);
    expect(text).toBe(source.replace('like [this](/docs/cli/)', 'like [this](/docs/3.6.3/cli/)'));
  });

  it('is idempotent', () => {
    const once = pin('[CLI](/docs/cli/)');
    expect(pinDocsLinks(once, options)).toEqual({text: once, pinned: 0});
  });
});

describe('segmentMarkdown', () => {
  it('gives back the source when its segments are joined', () => {
    const source = '---\nid: x\n---\n\nText `code` and ``a ` b`` end.\n\n~~~\nfenced\n~~~\nlast `unclosed\n';
    const segments = segmentMarkdown(source);
    expect(segments.map((segment) => segment.text).join('')).toBe(source);
    expect(segments.filter((segment) => segment.isCode).map((segment) => segment.text)).toEqual([
      '---\n',
      'id: x\n',
      '---\n',
      '`code`',
      '``a ` b``',
      '~~~\n',
      'fenced\n',
      '~~~\n',
    ]);
  });
});
