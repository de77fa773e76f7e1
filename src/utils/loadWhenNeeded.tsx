import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import {LOAD_CHUNK_ATTRIBUTE} from './loadChunkMarker';

type Options<Props> = {
  /** The `webpackChunkName` that `load`'s import gives the part's chunk. */
  chunk: string;
  load: () => Promise<{default: ComponentType<Props>}>;
  isNeeded: (props: Props) => boolean;
  /** What renders when the part is not needed, and while its chunk loads after a client-side navigation. */
  placeholder?: ComponentType<Props>;
};

/**
 * A theme component whose code is downloaded only by the pages that render
 * it. The theme imports some components on every page of a kind, although
 * most pages render nothing with them (a doc's last-update line, the
 * unlisted banner): wrapped with this, their code moves to a chunk fetched
 * when `isNeeded(props)` first holds.
 *
 * The server renders such a component in full: it waits for lazy components
 * before writing the page. In the browser, a part whose chunk is still on
 * its way when React hydrates keeps the server's markup only until the first
 * update reaches it (the providers' re-render once hydrated is one): React
 * then renders the placeholder in its place until the chunk arrives, and
 * the part blinks. So the part also renders an empty `<template>` naming its
 * chunk, and the pages that show it load that chunk before the app starts.
 */
export function loadWhenNeeded<Props extends object>({
  chunk,
  load,
  isNeeded,
  placeholder: Placeholder = () => null,
}: Options<Props>): ComponentType<Props> {
  const Original = lazy(load);
  const marker = {[LOAD_CHUNK_ATTRIBUTE]: chunk};
  function LoadedWhenNeeded(props: Props): ReactNode {
    if (!isNeeded(props)) {
      return <Placeholder {...props} />;
    }
    return (
      <>
        <template {...marker} />
        <Suspense fallback={<Placeholder {...props} />}>
          <Original {...props} />
        </Suspense>
      </>
    );
  }
  return LoadedWhenNeeded;
}
