import type {Config} from '@docusaurus/types';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {remarkUnshield, shieldCodeExamples} from '../src/plugins/code-example-guard';
import remarkKatexStylesheet from '../src/plugins/katex-assets/remarkKatexStylesheet';
import {env} from './env';

/** The site's `markdown` config (docusaurus.config.ts), beside the plugins every content plugin uses. */
export const markdown: Config['markdown'] = {
  mermaid: true,
  // Keeps code examples away from mdx-loader's text rewrites (heading ids,
  // legacy admonition titles, mdx-code-block wrappers): see code-example-guard.
  preprocessor: ({fileContent}) => shieldCodeExamples(fileContent),
};

/**
 * Runs before the framework's own plugins: gives code examples back the lines
 * that `markdown.preprocessor` shielded from mdx-loader's text rewrites.
 */
export const beforeDefaultRemarkPlugins = [remarkUnshield];

/**
 * The Markdown pipeline shared by every content plugin, so that a feature shown
 * in the docs also works in the blog, the changelog and the test areas.
 */
export const remarkPlugins = [
  [npm2yarn, {sync: true}],
  remarkMath,
  [remarkKatexStylesheet, {baseUrl: env.baseUrl}],
];

export const rehypePlugins = [rehypeKatex];

/** Custom admonition keyword, on top of the five built-in types. */
export const admonitions = {
  keywords: ['my-custom-admonition'],
  extendDefaults: true,
};
