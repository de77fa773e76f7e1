import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLayoutDoc} from '@docusaurus/plugin-content-docs/client';

type Props = {
  /** Doc id, the same in every version (`installation`, `introduction`). */
  docId: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link to a doc from outside the docs (home page, other pages) that opens
 * it in the version the reader last chose in the version dropdown, like the
 * navbar's Docs and API items do. Server rendering, and readers without a
 * stored choice, get the latest version.
 */
export default function DocLink({docId, className, children}: Props): ReactNode {
  const doc = useLayoutDoc(docId, undefined);
  return (
    <Link className={className} to={doc?.path}>
      {children}
    </Link>
  );
}
