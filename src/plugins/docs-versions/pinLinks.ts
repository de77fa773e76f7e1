import {segmentMarkdown} from './markdownScan';

export type PinLinksOptions = {
  /** The version the file belongs to, e.g. `3.6.3`. */
  version: string;
  /** URL prefix of the docs plugin, `/docs` on this site. */
  docsBasePath: string;
  /** Every version name: links already pointing at one of them stay as they are. */
  versionNames: readonly string[];
};

/**
 * Where a link target starts in Markdown and JSX: `](`, a reference
 * definition `[label]: `, or a `to`/`href` attribute with a string value.
 */
const LINK_START = String.raw`(\]\(\s*<?|^\s*\[[^\]]+\]:\s*<?|\b(?:to|href)=\{?["'` + '`' + String.raw`])`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Rewrites absolute links to the unversioned docs (`/docs/cli/`) so they point
 * inside `version` (`/docs/3.6.3/cli/`). A snapshot copied from the current
 * docs otherwise sends readers of an old version to the newest pages.
 * Code blocks, inline code and front matter are left alone.
 */
export function pinDocsLinks(source: string, options: PinLinksOptions): {text: string; pinned: number} {
  const base = options.docsBasePath.replace(/\/$/, '');
  const target = new RegExp(`${LINK_START}${escapeRegExp(base)}(?=[/)#?"'\`>\\s]|$)(/?)([^)#?"'\`>\\s]*)`, 'gm');
  const versions = new Set(options.versionNames);
  let pinned = 0;

  const text = segmentMarkdown(source)
    .map((segment) => {
      if (segment.isCode) {
        return segment.text;
      }
      return segment.text.replace(target, (whole, start: string, _slash: string, rest: string) => {
        const firstSegment = rest.split('/')[0] ?? '';
        if (versions.has(firstSegment)) {
          return whole;
        }
        pinned += 1;
        return `${start}${base}/${options.version}/${rest}`;
      });
    })
    .join('');

  return {text, pinned};
}
