/**
 * Before parsing, mdx-loader rewrites the raw text of every Markdown file with
 * regular expressions that do not know about code blocks: `{#id}` at the end of
 * a line starting with `#` becomes `\{#id}`, `:::note Title` becomes
 * `:::note[Title]` (both MDX 1 compatibility, on by default) and an
 * `` ```mdx-code-block `` fence is removed with its closing fence (always on).
 * A code example that shows one of these syntaxes is altered the same way.
 *
 * The site's `markdown.preprocessor` runs before those passes. It puts an
 * invisible mark at the start of each code-example line that one of them would
 * match, so none does; `remarkUnshield` takes the marks out of the parsed tree.
 * Text outside code blocks is left for the framework to handle as usual.
 */

/** A private-use character: never found in content, so removing every one restores the text. */
export const SHIELD = '\uE000';

const FENCE = /^(?<prefix>[ \t]*(?:>[ \t]?)*[ \t]*)(?<marker>`{3,}|~{3,})(?<info>.*)$/;

/** Lines of a code example that one of mdx-loader's text passes would rewrite. */
const REWRITTEN = [
  // Heading ids: a line starting with 1 to 6 `#` that contains `{#`.
  /^(?<prefix>)#{1,6}(?!#).*\{#/,
  // Legacy admonition titles: a directive name followed by a space and text.
  /^(?<prefix>(?:> ?)*[ \t]*):{3,}[\w-]+ +\S/,
  // mdx-code-block wrappers (the framework's pass handles 3 and 4 backticks).
  /^(?<prefix> *)`{3,4} *mdx-code-block\r?$/,
];

type Fence = {marker: string; isWrapper: boolean};

function opensFence(line: string): {marker: string; info: string} | null {
  const match = FENCE.exec(line);
  const marker = match?.groups?.marker;
  const info = match?.groups?.info ?? '';
  // A backtick fence's info string cannot contain backticks (that is inline code).
  if (!marker || (marker.startsWith('`') && info.includes('`'))) {
    return null;
  }
  return {marker, info: info.trim()};
}

function closes(line: string, fence: Fence): boolean {
  const match = FENCE.exec(line);
  const marker = match?.groups?.marker;
  return (
    marker !== undefined &&
    marker[0] === fence.marker[0] &&
    marker.length >= fence.marker.length &&
    (match?.groups?.info ?? '').trim() === '' &&
    // mdx-loader closes a wrapper only with the same number of backticks.
    (!fence.isWrapper || marker.length === fence.marker.length)
  );
}

function shieldLine(line: string): string {
  for (const pattern of REWRITTEN) {
    const match = pattern.exec(line);
    if (match) {
      const prefixLength = match.groups?.prefix?.length ?? 0;
      return `${line.slice(0, prefixLength)}${SHIELD}${line.slice(prefixLength)}`;
    }
  }
  return line;
}

/**
 * Marks the lines of fenced code examples that mdx-loader's text passes would
 * rewrite. The content of an `mdx-code-block` wrapper is MDX, not an example:
 * only the code blocks inside it are examples.
 */
export function shieldCodeExamples(fileContent: string): string {
  if (!fileContent.includes('```') && !fileContent.includes('~~~')) {
    return fileContent;
  }
  const lines = fileContent.split('\n');
  const open: Fence[] = [];
  return lines
    .map((line) => {
      const innermost = open.at(-1);
      if (innermost && closes(line, innermost)) {
        open.pop();
        return line;
      }
      if (innermost && !innermost.isWrapper) {
        return shieldLine(line);
      }
      const opening = opensFence(line);
      if (opening) {
        open.push({marker: opening.marker, isWrapper: opening.info === 'mdx-code-block'});
      }
      return line;
    })
    .join('\n');
}
