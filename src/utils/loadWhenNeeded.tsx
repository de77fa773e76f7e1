import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';

/**
 * A theme component whose code is downloaded only by the pages that render
 * it. The theme imports some components on every page of a kind, although
 * most pages render nothing with them (a doc's last-update line, the
 * unlisted banner): wrapped with this, their code moves to a chunk fetched
 * when `isNeeded(props)` first holds.
 *
 * The server renders such a component in full: it waits for lazy components
 * before writing the page. In the browser, React hydrates the rest of the
 * page at once and that part when its chunk arrives, keeping the server's
 * markup meanwhile, so there is no mismatch and nothing moves. `Placeholder`
 * renders when the component is not needed, and while its chunk loads after
 * a client-side navigation.
 */
export function loadWhenNeeded<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
  isNeeded: (props: Props) => boolean,
  Placeholder: ComponentType<Props> = () => null,
): ComponentType<Props> {
  const Original = lazy(load);
  function LoadedWhenNeeded(props: Props): ReactNode {
    if (!isNeeded(props)) {
      return <Placeholder {...props} />;
    }
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Original {...props} />
      </Suspense>
    );
  }
  return LoadedWhenNeeded;
}
