import {isDataLang} from './dataCheck';
import {EXCERPT_CONTEXT_NAMES, excerptContext} from './excerpts';
import type {CodeBlock} from './extract';
import {isMarkdownLang} from './markdownCheck';
import {isScriptLang} from './scriptFiles';
import {SHELL_LANGS} from './shellCheck';

export type Checker = 'script' | 'markdown' | 'data' | 'shell' | 'css';

/** What the test does with a block: check it with a tool, count it as a fragment, or count it as not checkable (and why). */
export type Plan =
  | {kind: 'check'; checker: Checker}
  | {kind: 'fragment'}
  | {kind: 'not-checkable'; reason: string}
  /** A marker the test cannot honour: reported as a failure of the block. */
  | {kind: 'bad-marker'; message: string};

/** Languages no tool here can check, with the reason the report gives. */
const NOT_CHECKABLE: Record<string, string> = {
  text: 'plain text (command output, folder trees)',
  txt: 'plain text (command output, folder trees)',
  diff: 'a diff: two versions of a file, neither complete',
  mermaid: "Mermaid's parser needs a browser",
  html: 'HTML parsers accept any text',
  scss: 'needs the Sass compiler, which the site does not install',
};

export function planFor(block: CodeBlock): Plan {
  const lang = block.lang?.toLowerCase();
  if (block.excerpt !== undefined) {
    if (!isScriptLang(lang)) return {kind: 'bad-marker', message: `excerpt=${block.excerpt}: excerpts are checked in TypeScript and JavaScript blocks only`};
    if (!excerptContext(block.excerpt)) {
      return {kind: 'bad-marker', message: `excerpt=${block.excerpt}: unknown context (known: ${EXCERPT_CONTEXT_NAMES.join(', ')})`};
    }
  }
  const metaWords = block.meta.split(/\s+/);
  if (metaWords.includes('npm2yarn') && block.meta.trim() !== 'npm2yarn') {
    // The npm2yarn plugin converts a block only when its meta string is exactly `npm2yarn`.
    return {kind: 'bad-marker', message: 'npm2yarn must be the only word after the language, or the block is shown unconverted'};
  }
  if (block.markers.has('fragment')) return {kind: 'fragment'};
  if (!lang) return {kind: 'not-checkable', reason: 'no language on the fence'};
  if (isScriptLang(lang)) return {kind: 'check', checker: 'script'};
  if (isMarkdownLang(lang)) return {kind: 'check', checker: 'markdown'};
  if (isDataLang(lang)) return {kind: 'check', checker: 'data'};
  if (SHELL_LANGS.has(lang)) return {kind: 'check', checker: 'shell'};
  if (lang === 'css') return {kind: 'check', checker: 'css'};
  return {kind: 'not-checkable', reason: NOT_CHECKABLE[lang] ?? `no checker for ${lang}`};
}
