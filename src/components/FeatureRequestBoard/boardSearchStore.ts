import {useSyncExternalStore} from 'react';

/**
 * Remembers the board's last query string (filters and sort) for the session,
 * so "back to all requests" on a detail page returns to the same filtered view.
 * An external store rather than React state: the board and the detail page are
 * different renders of the route, and the server always starts from nothing.
 */
let lastSearch = '';
const listeners = new Set<() => void>();

export function rememberBoardSearch(search: string): void {
  if (search !== lastSearch) {
    lastSearch = search;
    listeners.forEach((listener) => listener());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRememberedBoardSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => lastSearch,
    () => '',
  );
}
