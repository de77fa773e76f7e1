import type {LoadContext, Plugin} from '@docusaurus/types';
import {rewritePages, type PageRewrite} from './pagePass';
import {postBuildSequence} from './sequence';

/** What a rewrite may need to know about the build it rewrites. */
export type PageRewriteInput = {
  context: LoadContext;
  outDir: string;
  /** Route paths of the build, base URL included. */
  routesPaths: readonly string[];
};

/** Makes a rewrite for one build; null when it has nothing to do in this one. */
export type PageRewriteFactory = (input: PageRewriteInput) => PageRewrite | null | Promise<PageRewrite | null>;

export type PostBuildOptions = {rewrites: readonly PageRewriteFactory[]};

/**
 * The page pass of the post-build sequence (sequence.ts): after the redirect
 * pages are written and before the precache list is taken, every built page
 * goes through the rewrites once (pagePass.ts).
 */
export default function postBuildPlugin(context: LoadContext, {rewrites}: PostBuildOptions): Plugin {
  postBuildSequence.expect('pages');
  return {
    name: 'post-build',
    async postBuild({outDir, routesPaths}) {
      await postBuildSequence.arrive('pages', async () => {
        const made = await Promise.all(rewrites.map((factory) => factory({context, outDir, routesPaths})));
        const active = made.filter((rewrite): rewrite is PageRewrite => rewrite !== null);
        const changed = await rewritePages(outDir, active);
        console.log(`[post-build] ${changed.length} pages rewritten (${active.map(({name}) => name).join(', ') || 'no rewrites'})`);
      });
    },
  };
}
