/**
 * The small Markdown subset our option descriptions use: `code` spans and
 * [text](url) links. Anything else is plain text. Keeping descriptions as
 * strings lets them live in typed data files and be checked by unit tests.
 */
export type InlineToken =
  | {kind: 'text'; text: string}
  | {kind: 'code'; text: string}
  | {kind: 'link'; text: string; href: string};

const INLINE_PATTERN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlineMarkdown(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let position = 0;
  for (const match of source.matchAll(INLINE_PATTERN)) {
    if (match.index > position) {
      tokens.push({kind: 'text', text: source.slice(position, match.index)});
    }
    const [whole, code, linkText, href] = match;
    if (code !== undefined) {
      tokens.push({kind: 'code', text: code});
    } else if (linkText !== undefined && href !== undefined) {
      tokens.push({kind: 'link', text: linkText, href});
    }
    position = match.index + whole.length;
  }
  if (position < source.length) {
    tokens.push({kind: 'text', text: source.slice(position)});
  }
  return tokens;
}
