import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';

/**
 * Mermaid is the heaviest library of the site. Every Markdown page imports the
 * diagram component (it is one of the MDX components), so without this wrapper
 * every doc page would download Mermaid; lazily, only pages that draw a diagram
 * do. Diagrams render in the browser only, so nothing is lost on the server.
 */
const OriginalMermaid = lazy(
  () => import('@theme-original/Mermaid') as Promise<{default: ComponentType<Props>}>,
);

export default function Mermaid(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}
