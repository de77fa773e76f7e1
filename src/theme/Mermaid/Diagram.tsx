import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

/*
 * The theme's Mermaid component imports the Mermaid library statically, and
 * the MDX component map registers it for every MDX page: without this wrapper
 * every doc downloads Mermaid's core (about 650 kB) whether it has a diagram
 * or not. Loading the original component lazily moves that code into a chunk
 * fetched only when a diagram is actually rendered. The original renders
 * nothing on the server anyway (diagrams are drawn in the browser).
 */
const OriginalMermaid = lazy(
  (): Promise<{default: ComponentType<Props>}> => import(/* webpackChunkName: "mermaid" */ '@theme-original/Mermaid'),
);

export default function Mermaid(props: Props): ReactNode {
  return (
    <>
      {/* The diagram's source, for readers of the built HTML: the page's Markdown twin
          shows the diagram as its Mermaid code (src/plugins/markdown-twins). */}
      <div hidden data-mermaid-source="">
        {props.value}
      </div>
      <BrowserOnly>
        {() => (
          <Suspense fallback={null}>
            <OriginalMermaid {...props} />
          </Suspense>
        )}
      </BrowserOnly>
    </>
  );
}
