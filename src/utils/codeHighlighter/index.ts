import {createElement, useSyncExternalStore, type ComponentType, type ReactNode} from 'react';
import type {Props as HighlightedProps} from '@theme/CodeBlock/Content/String';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';

/**
 * The code block renderers that need Prism, loaded when a reader needs them:
 * the highlighting block (the theme's `CodeBlock/Content/String`, with the
 * site's extra languages) and the live-code editor.
 *
 * Pages are served with their code already highlighted, so a first visit does
 * not need Prism (35 kB gzip, and a long task to set up its grammars) to show
 * code. This is the browser's copy of the module: each renderer is fetched on
 * demand (src/theme/CodeBlock says when) and components re-render once it is
 * in. The server bundle gets `server.ts` in its place, which has both from the
 * start: import this module as `#code-highlighter` (package.json's imports).
 */
export type LiveCodeBlockProps = CodeBlockProps & {readonly live: true};

type OnDemand<P> = {
  /** Starts loading (once at a time); resolves when the renderer is ready or the attempt failed. */
  load: () => Promise<void>;
  /** Whether it is loaded; `false` while the page hydrates, which must match the server's markup. */
  useReady: () => boolean;
  /** The renderer; render it only once `useReady()` says so. */
  Component: (props: P) => ReactNode;
};

function onDemand<P extends object>(importRenderer: () => Promise<{default: ComponentType<P>}>): OnDemand<P> {
  let renderer: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    load() {
      loading ??= importRenderer().then(
        (module) => {
          renderer = module.default;
          listeners.forEach((listener) => listener());
        },
        () => {
          // Offline or a failed fetch: blocks keep what they show, and the next request tries again.
          loading = undefined;
        },
      );
      return loading;
    },
    useReady() {
      return useSyncExternalStore(
        subscribe,
        () => renderer !== undefined,
        () => false,
      );
    },
    Component(props: P) {
      if (!renderer) throw new Error('This code block renderer is not loaded yet.');
      return createElement(renderer, props);
    },
  };
}

// Prefetched once the page has loaded (downloaded at low priority, not run), so that code on
// pages reached by client-side navigation is highlighted as soon as it shows.
export const highlighter: OnDemand<HighlightedProps> = onDemand(
  () => import(/* webpackChunkName: "code-highlighter", webpackPrefetch: true */ '@theme/CodeBlock/Content/String'),
);

export const liveCodeBlock: OnDemand<LiveCodeBlockProps> = onDemand(
  () => import(/* webpackChunkName: "live-code-block" */ '@theme-original/CodeBlock') as Promise<{default: ComponentType<LiveCodeBlockProps>}>,
);
