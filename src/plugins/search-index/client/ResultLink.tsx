import type {AnchorHTMLAttributes, MouseEvent, ReactNode} from 'react';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {useHistory} from '@docusaurus/router';

type ResultLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {to: string};

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link to a search result. It opens the page within the app, as the
 * framework's Link does, but does not do what Link does for every link that
 * scrolls into view: fetch the code of the page it points to. A result list
 * shows up to twenty hits and changes with each keystroke; on a phone, those
 * downloads share the connection with the next query's index parts, and most
 * of the pages are never opened. The page's code is fetched when the reader
 * opens it.
 */
export default function ResultLink({to, onClick, ...props}: ResultLinkProps): ReactNode {
  const history = useHistory();
  const internal = isInternalUrl(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!internal || event.defaultPrevented || opensElsewhere(event) || props.target !== undefined) return;
    event.preventDefault();
    history.push(to);
  };
  return <a {...props} href={to} onClick={handleClick} />;
}
