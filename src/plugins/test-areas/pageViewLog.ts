/**
 * The in-memory page-view log behind the analytics test page. An analytics
 * service would send these events to its host; this site allows no other host,
 * so the events stay in the tab, where a person or a test can read them.
 */

/** Where the visitor is: the parts of a location an analytics event reports. */
export type RouteLocation = {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/**
 * How a route change relates to the previous one. Analytics tools differ on
 * which of these count as a page view, so the log keeps the distinction.
 */
export type PageViewKind = 'initial' | 'page' | 'query' | 'hash';

export type PageView = {
  /** Position in the visit: 1 for the page the visitor landed on. */
  readonly sequence: number;
  readonly kind: PageViewKind;
  /** Path with query and hash, as a tracker would report it. */
  readonly path: string;
  readonly previousPath: string | null;
  readonly title: string;
};

export type PageViewLog = {
  record(event: {location: RouteLocation; previousLocation: RouteLocation | null; title: string}): void;
  /**
   * Gives the newest view the page's title when the head is written after the
   * view was recorded. Only the newest view, and only while the visitor is still
   * on its path: an older view keeps the title of the page it was.
   */
  retitleNewest(currentPath: string, title: string): void;
  /** Newest first; the same array until the next change (for useSyncExternalStore). */
  getSnapshot(): readonly PageView[];
  subscribe(listener: () => void): () => void;
  clear(): void;
};

export function fullPath(location: RouteLocation): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function classifyRouteChange(
  location: RouteLocation,
  previousLocation: RouteLocation | null,
): PageViewKind {
  if (!previousLocation) {
    return 'initial';
  }
  if (location.pathname !== previousLocation.pathname) {
    return 'page';
  }
  return location.search !== previousLocation.search ? 'query' : 'hash';
}

/**
 * Creates a log that keeps the newest `limit` events: a long session on the
 * test page must not grow memory without bound.
 */
export function createPageViewLog({limit}: {limit: number}): PageViewLog {
  let views: readonly PageView[] = [];
  let nextSequence = 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    record({location, previousLocation, title}) {
      const view: PageView = {
        sequence: nextSequence,
        kind: classifyRouteChange(location, previousLocation),
        path: fullPath(location),
        previousPath: previousLocation ? fullPath(previousLocation) : null,
        title,
      };
      nextSequence += 1;
      views = [view, ...views].slice(0, limit);
      notify();
    },
    retitleNewest(currentPath, title) {
      const [newest, ...older] = views;
      if (!newest || newest.path !== currentPath || newest.title === title) {
        return;
      }
      views = [{...newest, title}, ...older];
      notify();
    },
    getSnapshot: () => views,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      views = [];
      notify();
    },
  };
}
