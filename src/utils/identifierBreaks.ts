/**
 * Where a long identifier may wrap: between the words of camelCase
 * (`sidebar|Collapsible`), after a dot that a letter follows
 * (`docusaurus.|config.|js`, but not inside `3.7`), after a slash
 * (`@docusaurus/|plugin-content-docs`) and after an underscore
 * (`toc_|max_|heading_|level`). Returns the pieces in order; joined,
 * they give the text back unchanged.
 */
export function identifierPieces(text: string): string[] {
  return text.split(/(?<=[a-z])(?=[A-Z])|(?<=\.)(?=[A-Za-z])|(?<=\/)(?=[^/])|(?<=_)(?=[A-Za-z0-9])/);
}

/** Words shorter than this fit a phone's line at any heading size: left whole. */
export const LONG_WORD_LENGTH = 14;

/**
 * The pieces of running text (a heading) with break points only inside its
 * long words: short words and the spaces between words come back as they are.
 */
export function longWordPieces(text: string): string[] {
  const pieces: string[] = [];
  for (const part of text.split(/(\s+)/)) {
    if (part.length >= LONG_WORD_LENGTH && !/\s/.test(part)) {
      const [first = '', ...rest] = identifierPieces(part);
      // Glue the first piece to the text before it, so only the breaks become new pieces.
      pieces.push(pieces.length > 0 ? `${pieces.pop()!}${first}` : first, ...rest);
    } else if (pieces.length > 0) {
      pieces.push(`${pieces.pop()!}${part}`);
    } else {
      pieces.push(part);
    }
  }
  return pieces.filter((piece, index) => piece !== '' || index === 0);
}
