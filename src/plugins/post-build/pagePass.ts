import fs from 'node:fs/promises';
import path from 'node:path';
import {parse, type DefaultTreeAdapterMap} from 'parse5';

/**
 * The one pass over the built pages: each HTML file is read and parsed once
 * (parse5, the HTML standard's parser), every rewrite says what it changes
 * from the parsed tree, and the file is written once. Rewrites give edits at
 * the source offsets parse5 reports rather than a serialised tree, so a page
 * keeps every byte no rewrite touched (inline scripts, whose hashes the
 * Content-Security-Policy allows, among them).
 */

export type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** Replaces the text from `start` to `end` (`end` omitted: inserts at `start`). */
export type PageEdit = {start: number; end?: number; text: string};

export type PageRewrite = {
  name: string;
  /** A cheap look at a page before it is parsed: false skips it (most rewrites apply to some pages only). */
  wants(relativePath: string, html: string): boolean;
  /** The edits for one page, from its parsed tree; none leaves the page as it is. */
  edits(page: ParsedPage): PageEdit[];
  /**
   * Called once every page is done: a rewrite that found nothing to do where
   * it expected work can fail the build, one that started work of its own
   * (files to write) finishes it; the pass waits for it.
   */
  done?(): void | Promise<void>;
};

export type ParsedPage = {
  /** Path inside the build folder, with forward slashes. */
  relativePath: string;
  html: string;
  /** Every element, in document order. */
  elements: Element[];
};

/** Every element of a tree, in document order (template contents included). */
function collectElements(node: ParentNode, into: Element[] = []): Element[] {
  for (const child of node.childNodes) {
    if ('tagName' in child) {
      into.push(child);
      collectElements(child, into);
      if (child.tagName === 'template') collectElements((child as DefaultTreeAdapterMap['template']).content, into);
    }
  }
  return into;
}

export function parsePage(relativePath: string, html: string): ParsedPage {
  return {relativePath, html, elements: collectElements(parse(html, {sourceCodeLocationInfo: true}))};
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The text of an element whose content is raw text (a script). */
export function textContent(element: Element): string {
  return element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
}

/** Where an element starts and ends in the page's source; throws for an element the parser implied. */
export function sourceRange(element: Element): {start: number; startTagEnd: number; end: number; endTagStart: number | undefined} {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`page pass: the <${element.tagName}> element has no start tag in the source.`);
  return {
    start: location.startOffset,
    startTagEnd: location.startTag.endOffset,
    end: location.endOffset,
    endTagStart: location.endTag?.startOffset,
  };
}

/** A value as it may stand between double quotes in an attribute. */
export const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export class OverlappingEditsError extends Error {}

/** The page with the edits applied; they may not overlap. */
export function applyEdits(html: string, edits: readonly PageEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || (a.end ?? a.start) - (b.end ?? b.start));
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new OverlappingEditsError(`page pass: two rewrites change the same part of a page (offset ${edit.start}).`);
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end ?? edit.start;
  }
  return out + html.slice(at);
}

/** A page after every rewrite that wants it, or undefined when none changes it. */
export function rewritePage(relativePath: string, html: string, rewrites: readonly PageRewrite[]): string | undefined {
  const wanted = rewrites.filter((rewrite) => rewrite.wants(relativePath, html));
  if (wanted.length === 0) return undefined;
  const page = parsePage(relativePath, html);
  const edits = wanted.flatMap((rewrite) => rewrite.edits(page));
  return edits.length === 0 ? undefined : applyEdits(html, edits);
}

/** Every HTML file of the build, as paths inside it (hashed assets hold none). */
export async function htmlFiles(outDir: string, dir = outDir): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await fs.readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === outDir && entry.name === 'assets')) files.push(...(await htmlFiles(outDir, full)));
    } else if (entry.name.endsWith('.html')) {
      files.push(path.relative(outDir, full).split(path.sep).join('/'));
    }
  }
  return files;
}

/** Replaces a file in one step, so a plugin reading pages meanwhile never sees half of one. */
async function replaceFile(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.partial`;
  await fs.writeFile(temporary, content);
  await fs.rename(temporary, file);
}

/** Pages read at once: enough to keep the disk busy, few enough for two cores. */
const CONCURRENCY = 16;

/** Runs the rewrites over every page of the build; returns the paths of the pages changed. */
export async function rewritePages(outDir: string, rewrites: readonly PageRewrite[]): Promise<string[]> {
  if (rewrites.length === 0) return [];
  const files = await htmlFiles(outDir);
  const changed: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relativePath = files[next]!;
      next += 1;
      const file = path.join(outDir, relativePath);
      const page = rewritePage(relativePath, await fs.readFile(file, 'utf8'), rewrites);
      if (page !== undefined) {
        await replaceFile(file, page);
        changed.push(relativePath);
      }
    }
  };
  await Promise.all(Array.from({length: Math.min(CONCURRENCY, files.length)}, worker));
  for (const rewrite of rewrites) await rewrite.done?.();
  return changed.sort();
}
