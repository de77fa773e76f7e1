import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Image, Link, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import type {CodeBlock} from './extract';
import type {Failure} from './failure';
import {compileWithSitePipeline, mdxLoaderOptions} from './mdxPipeline';

/**
 * Compiles Markdown and MDX examples with the site's pipeline, as pages of a
 * scratch site: the block's title names the file when it is a Markdown file
 * name, so its front matter and format rules apply as they would to a page
 * (`mdx: {format: md}` makes it Markdown; otherwise the site compiles every
 * file as MDX). The pipeline's warnings fail an example too: a reader would
 * see them in their build.
 */

const MARKDOWN_LANGS = new Set(['md', 'mdx', 'markdown']);

export function isMarkdownLang(lang: string | undefined): boolean {
  return lang !== undefined && MARKDOWN_LANGS.has(lang);
}

/** A 1×1 PNG: images an example points at exist in the scratch site, so the pipeline can measure them. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PLACEHOLDER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

function isLocalUrl(url: string): boolean {
  return !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('#') && !url.startsWith('//');
}

/**
 * An example's images and `@site/` files are the reader's, not files of this
 * site: this plugin, before the framework's, creates an empty stand-in for each
 * one the example points at, where mdx-loader will look for it.
 */
function stageReferencedFiles(siteDir: string, staticDir: string) {
  return () =>
    (tree: Root, file: {path: string}): void => {
      const stage = (url: string, image: boolean) => {
        const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
        if (!pathname || !isLocalUrl(url)) return;
        let target: string;
        if (pathname.startsWith('@site/')) target = path.join(siteDir, pathname.slice('@site/'.length));
        else if (image && pathname.startsWith('/')) target = path.join(staticDir, pathname);
        else if (image) target = path.join(path.dirname(file.path), pathname);
        else return;
        // A path climbing out of the scratch site is left for the pipeline to report.
        if (path.relative(siteDir, target).startsWith('..')) return;
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, target.endsWith('.svg') ? PLACEHOLDER_SVG : PLACEHOLDER_PNG);
      };
      visit(tree, 'image', (node: Image) => stage(node.url, true));
      visit(tree, 'link', (node: Link) => stage(node.url, false));
    };
}

/** The title when it names a Markdown file (`docs/intro.md`, `blog/2025-01-10-launch/index.mdx`), else a name by language. */
function exampleFileName(block: CodeBlock): string {
  const named = /(?:^|\s)(?<file>[\w@.[\]-]+(?:\/[\w@.[\]-]+)*\.mdx?)(?=[\s:]|$)/.exec(block.title ?? '')?.groups?.file;
  return named?.replace(/^(\.\.?\/)+/, '') ?? `docs/example.${block.lang === 'mdx' ? 'mdx' : 'md'}`;
}

export type MarkdownChecker = {check: (block: CodeBlock) => Promise<Failure[]>; dispose: () => void};

export function createMarkdownChecker(): MarkdownChecker {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-examples-site-'));
  const staticDir = path.join(siteDir, 'static');
  const options = mdxLoaderOptions({siteDir, staticDirs: [staticDir]}, [stageReferencedFiles(siteDir, staticDir)]);
  let count = 0;
  return {
    async check(block) {
      count += 1;
      // Each example in a folder of its own: relative image paths stay its own.
      const filePath = path.join(siteDir, 'examples', String(count), exampleFileName(block));
      mkdirSync(path.dirname(filePath), {recursive: true});
      const warnings: string[] = [];
      const warn = console.warn;
      const error = console.error;
      console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
      console.error = console.warn;
      try {
        await compileWithSitePipeline(block.code, filePath, options);
      } catch (failure) {
        const cause = failure instanceof Error && failure.cause instanceof Error ? failure.cause : failure;
        return [{line: failureLine(block, cause), message: messageOf(cause, siteDir)}];
      } finally {
        console.warn = warn;
        console.error = error;
      }
      return warnings.map((message) => ({line: block.line + 1, message: cleanMessage(message, siteDir)}));
    },
    dispose: () => rmSync(siteDir, {recursive: true, force: true}),
  };
}

/** The page line of a compile error, when the error gives a position in the example. */
function failureLine(block: CodeBlock, error: unknown): number {
  const place = (error as {place?: {line?: number; start?: {line?: number}}; line?: number} | undefined) ?? {};
  const line = place.place?.start?.line ?? place.place?.line ?? place.line;
  return typeof line === 'number' ? block.line + line : block.line + 1;
}

// Terminal colours (logger's) and the scratch folder's path, absolute or relative, say nothing to the reader of a failure.
function cleanMessage(message: string, siteDir: string): string {
  const relativeSiteDir = path.relative(process.cwd(), siteDir);
  return (
    message
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[\d;]*m/g, '')
      .replaceAll(relativeSiteDir + path.sep, '')
      .replaceAll(siteDir + path.sep, '')
      .trim()
  );
}

function messageOf(error: unknown, siteDir: string): string {
  return cleanMessage(error instanceof Error ? error.message : String(error), siteDir);
}
