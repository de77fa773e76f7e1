/**
 * The `_headers` file static hosts read (Cloudflare Pages, Netlify): blocks of
 * a path pattern followed by indented `Name: value` lines. A request gets the
 * headers of every rule it matches; a repeated header name is joined with a
 * comma, and a `! Name` line removes what earlier rules set. That last form is
 * how a page gets a Content-Security-Policy different from the site-wide one.
 */

export type HeaderRule = {
  pattern: string;
  /** Header names removed from what earlier matching rules set. */
  detach: string[];
  headers: [name: string, value: string][];
};

export function renderHeadersFile(rules: readonly HeaderRule[], preamble: readonly string[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.pattern,
      ...rule.detach.map((name) => `  ! ${name}`),
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return `${preamble.map((line) => `# ${line}`).join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) {
      return;
    }
    if (!/^\s/.test(rawLine)) {
      rules.push({pattern: line, detach: [], headers: []});
      return;
    }
    const rule = rules.at(-1);
    if (!rule) {
      throw new Error(`_headers line ${index + 1}: a header before any path`);
    }
    if (line.startsWith('!')) {
      rule.detach.push(line.slice(1).trim());
      return;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) {
      throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${line}"`);
    }
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** `*` matches anything (slashes included), `:name` one path segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a host applying these rules sends for a request path. */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const result = new Map<string, [name: string, value: string]>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) {
      continue;
    }
    for (const name of rule.detach) {
      result.delete(name.toLowerCase());
    }
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = result.get(key);
      result.set(key, [name, previous ? `${previous[1]}, ${value}` : value]);
    }
  }
  return Object.fromEntries(result.values());
}
