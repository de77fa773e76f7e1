import mdxLoader, {type Options as MdxLoaderOptions} from '@docusaurus/mdx-loader';
import type {MarkdownConfig} from '@docusaurus/types';
import {admonitions, beforeDefaultRemarkPlugins, markdown, rehypePlugins, remarkPlugins} from '../../config/markdown';
import {coreConfigSchema} from './frameworkSchemas';

/**
 * The site's Markdown pipeline, run by mdx-loader's public entry point: the
 * webpack loader itself, called with the few fields of a loader context it
 * reads. The options are the ones the site gives every content plugin
 * (config/markdown.ts) and the site's `markdown` config with core's defaults
 * filled in by core's own config schema, so an example compiles here exactly
 * as it would on a page.
 */

type Plugin = MdxLoaderOptions['remarkPlugins'] extends (infer P)[] | undefined ? P : never;

export type MdxSite = {
  /** The folder standing for a site root: `@site/` paths resolve in it. */
  siteDir: string;
  /** Its static folders, for images with an absolute path. */
  staticDirs: string[];
};

/** `markdown` of the site config as core sees it after validation (format, mdx1Compat, anchors…). */
export function siteMarkdownConfig(): MarkdownConfig {
  const {value, error} = coreConfigSchema().validate({title: 'Site', url: 'https://example.com', baseUrl: '/', markdown});
  if (error) {
    throw new Error(`The site's markdown config does not pass core's schema: ${error.message}`);
  }
  return (value as {markdown: MarkdownConfig}).markdown;
}

/**
 * mdx-loader options for `site`, with extra Remark plugins run right after the
 * site's own first ones (which give code blocks back their exact text), before
 * the framework's.
 */
export function mdxLoaderOptions(site: MdxSite, extraRemarkPlugins: Plugin[] = []): MdxLoaderOptions {
  return {
    markdownConfig: siteMarkdownConfig(),
    siteDir: site.siteDir,
    staticDirs: site.staticDirs,
    admonitions,
    beforeDefaultRemarkPlugins: [...beforeDefaultRemarkPlugins, ...extraRemarkPlugins],
    remarkPlugins,
    rehypePlugins,
  };
}

/** The part of webpack's loader context that mdx-loader reads. */
type LoaderContext = {
  _compiler: {name: 'client'};
  resource: string;
  resourcePath: string;
  getOptions: () => MdxLoaderOptions;
  async: () => (error: Error | null, result?: string) => void;
};

/**
 * Compiles one Markdown or MDX file as the client build does (with the
 * site's Faster setting, the only MDX compilation, shared with the server). Resolves with the
 * JavaScript module mdx-loader emits; rejects with mdx-loader's error.
 * `options` must be the same object across calls: mdx-loader caches its
 * processors by options identity.
 */
export function compileWithSitePipeline(fileContent: string, filePath: string, options: MdxLoaderOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const context: LoaderContext = {
      _compiler: {name: 'client'},
      resource: filePath,
      resourcePath: filePath,
      getOptions: () => options,
      async: () => (error, result) => (error ? reject(error) : resolve(result ?? '')),
    };
    // The loader's declared `this` is webpack's whole loader context; it reads only the fields above.
    void (mdxLoader as unknown as (this: LoaderContext, content: string) => Promise<void>).call(context, fileContent);
  });
}
