/**
 * A few helpers to write SVG by hand as strings: the home page's pictures are
 * drawn here, in code, so that each exists in a light and a dark variant from
 * one drawing.
 */

export type Attributes = Record<string, string | number | undefined>;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

/** An element; children are already-built SVG strings. */
export function el(name: string, attrs: Attributes, ...children: string[]): string {
  return children.length === 0
    ? `<${name}${attributes(attrs)}/>`
    : `<${name}${attributes(attrs)}>${children.join('')}</${name}>`;
}

export const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, 'Noto Sans', sans-serif";
export const MONO = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', monospace";

export type TextOptions = {
  size: number;
  fill: string;
  weight?: number;
  mono?: boolean;
  anchor?: 'start' | 'middle' | 'end';
};

/** Text, or runs of text (`[content, weight?, fill?]`) set one after another on a line. */
export function text(x: number, y: number, content: string | readonly Run[], options: TextOptions): string {
  const runs = typeof content === 'string' ? [content] : content.map(run);
  return el(
    'text',
    {
      x,
      y,
      'font-family': options.mono ? MONO : SANS,
      'font-size': options.size,
      'font-weight': options.weight,
      fill: options.fill,
      'text-anchor': options.anchor,
    },
    ...runs,
  );
}

export type Run = string | {text: string; weight?: number; fill?: string};

function run(part: Run): string {
  if (typeof part === 'string') return escapeXml(part);
  return el('tspan', {'font-weight': part.weight, fill: part.fill}, escapeXml(part.text));
}

export function rect(x: number, y: number, width: number, height: number, fill: string, attrs: Attributes = {}): string {
  return el('rect', {x, y, width, height, fill, ...attrs});
}

/** A rounded bar standing for a line of text. */
export function bar(x: number, y: number, width: number, fill: string, height = 8): string {
  return rect(x, y, width, height, fill, {rx: height / 2});
}

export function svgDocument(width: number, height: number, body: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body.join('\n')}\n</svg>\n`;
}
