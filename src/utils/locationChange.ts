/** The parts of an address that decide what a navigation does to scroll and focus. */
export type AddressParts = {pathname: string; search: string; hash: string};

/**
 * True when a navigation changed the query string and nothing else: the same
 * page showing other filters, where the reader's place and focus must stay.
 * The framework's scroll handling draws the same line
 * (`scrollAfterNavigation` in @docusaurus/core's client).
 */
export function onlyQueryChanged(previous: AddressParts, next: AddressParts): boolean {
  return previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search;
}
