import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {compileWithSitePipeline, mdxLoaderOptions} from './mdxPipeline';

/** The content whose code examples are checked, relative to the site root. */
export const CONTENT_ROOTS = ['docs', 'versioned_docs/version-3.7.0', 'versioned_docs/version-3.6.3', 'community', 'blog'];

/**
 * Words of a code fence's meta string that tell the checker what a block is.
 * The theme reads only `title="…"`, line ranges in braces, `showLineNumbers`
 * and `live` from the meta string, so these words change nothing on the page.
 */
export const MARKERS = {
  /** A piece that cannot stand or be checked on its own, on purpose: counted, not checked. */
  fragment: 'fragment',
  /** A counter-example: the page shows it failing, so the check must fail. */
  fails: 'fails',
} as const;

/** `excerpt=<context>`: part of a larger object, checked as that part (excerpts.ts). */
const EXCERPT = /(?:^|\s)excerpt=(?<context>\S+)/;
export type Marker = keyof typeof MARKERS;

export type CodeBlock = {
  /** The page file, relative to the site root. */
  file: string;
  /** The line of the opening fence in that file. */
  line: number;
  /** 1 for the first block of the page, and so on. */
  index: number;
  lang: string | undefined;
  meta: string;
  /** The `title="…"` of the meta string, which usually names the file the example is. */
  title: string | undefined;
  markers: Set<Marker>;
  /** The context named by `excerpt=<context>`, if any. */
  excerpt: string | undefined;
  code: string;
};

export type Page = {file: string; frontMatter: Record<string, unknown>; blocks: CodeBlock[]};

/** The Markdown files under a folder, or the file itself. */
function contentFiles(dir: string): string[] {
  if (/\.mdx?$/.test(dir)) return [dir];
  return readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return contentFiles(file);
      return /\.mdx?$/.test(entry.name) ? [file] : [];
    })
    .sort();
}

/** The meta string's `title`, as the theme reads it (either quote). */
export function metaTitle(meta: string): string | undefined {
  return /(?:^|\s)title=(?<quote>["'])(?<title>.*?)\k<quote>/.exec(meta)?.groups?.title;
}

/** The context of `excerpt=<context>` in a meta string. */
export function metaExcerpt(meta: string): string | undefined {
  return EXCERPT.exec(meta.replace(/title=(["']).*?\1/g, ' '))?.groups?.context;
}

/** The checker's marker words of a meta string (bare words, outside `title="…"`). */
export function metaMarkers(meta: string): Set<Marker> {
  const words = meta.replace(/title=(["']).*?\1/g, ' ').split(/\s+/);
  return new Set(Object.keys(MARKERS).filter((marker) => words.includes(marker)) as Marker[]);
}

type RawBlock = {line: number; lang: string | undefined; meta: string; code: string};
type Parsed = {frontMatter: Record<string, unknown>; blocks: RawBlock[]};

/** Stops mdx-loader once the page is parsed: extracting needs the syntax tree, not the compiled page. */
class ParsedPage extends Error {
  constructor(readonly parsed: Parsed) {
    super('parsed');
  }
}

/**
 * Runs first in the site's Remark pipeline, after mdx-loader has applied its
 * text passes (the site's preprocessor, mdx-code-block unwrapping, heading
 * ids, admonition titles): the code blocks are the ones the site renders.
 */
function collectCodeBlocks() {
  return (tree: Root, file: {data: {frontMatter?: Record<string, unknown>}}): void => {
    const blocks: RawBlock[] = [];
    visit(tree, 'code', (node) => {
      blocks.push({line: node.position?.start.line ?? 0, lang: node.lang ?? undefined, meta: node.meta ?? '', code: node.value});
    });
    throw new ParsedPage({frontMatter: file.data.frontMatter ?? {}, blocks});
  };
}

/**
 * mdx-loader's text passes remove the fences of `mdx-code-block` wrappers, so
 * lines after one move up. An opening fence line is never rewritten, so each
 * block's line is found again in the source, in order, after the previous block.
 */
function sourceLines(source: string, parsedContent: string[], blocks: RawBlock[]): number[] {
  const lines = source.split('\n');
  let cursor = 0;
  let offset = 0;
  return blocks.map((block) => {
    const fence = parsedContent[block.line - 1];
    const found = lines.findIndex((line, index) => index >= cursor && line === fence);
    if (found >= 0) offset = found + 1 - block.line;
    const line = block.line + offset;
    cursor = line - 1 + block.code.split('\n').length + 1;
    return line;
  });
}

/** Every fenced code block of every page under `roots` (folders or pages, relative to the site), parsed by the site's own Markdown pipeline. */
export async function extractPages(siteDir: string, roots: string[] = CONTENT_ROOTS): Promise<Page[]> {
  const options = mdxLoaderOptions({siteDir, staticDirs: [path.join(siteDir, 'static')]}, [collectCodeBlocks]);
  const preprocess = options.markdownConfig.preprocessor ?? (({fileContent}) => fileContent);
  const pages: Page[] = [];
  // A versioned page unchanged since its version was cut is a copy of the current one: each distinct text is parsed once.
  const parsedTexts = new Map<string, Promise<Parsed>>();
  for (const root of roots) {
    for (const absolute of contentFiles(path.join(siteDir, root))) {
      const source = readFileSync(absolute, 'utf8');
      if (!parsedTexts.has(source)) parsedTexts.set(source, parsePage(source, absolute, options));
      const parsed = await (parsedTexts.get(source) as Promise<Parsed>);
      // Line numbers of the text mdx-loader parsed, which only the unwrapping of mdx-code-block fences shifts.
      const parsedContent = unwrapMdxCodeBlocks(preprocess({fileContent: source, filePath: absolute})).split('\n');
      const lines = sourceLines(source, parsedContent, parsed.blocks);
      const file = path.relative(siteDir, absolute);
      pages.push({
        file,
        frontMatter: parsed.frontMatter,
        blocks: parsed.blocks.map((block, index) => ({
          file,
          line: lines[index],
          index: index + 1,
          lang: block.lang,
          meta: block.meta,
          title: metaTitle(block.meta),
          markers: metaMarkers(block.meta),
          excerpt: metaExcerpt(block.meta),
          code: block.code,
        })),
      });
    }
  }
  return pages;
}

async function parsePage(source: string, filePath: string, options: ReturnType<typeof mdxLoaderOptions>): Promise<Parsed> {
  try {
    await compileWithSitePipeline(source, filePath, options);
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof ParsedPage) return cause.parsed;
    throw new Error(`${filePath} does not parse with the site's Markdown pipeline`, {cause: error});
  }
  throw new Error(`${filePath}: the code block collector did not run`);
}

