/**
 * The title a code block's meta string gives it (```js title="hello.js"),
 * quoted with double or single quotes; an empty string when it has none.
 */
export function codeBlockTitle(metastring: string | undefined): string {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(metastring ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}
