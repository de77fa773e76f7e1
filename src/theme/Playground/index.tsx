/// <reference types="@docusaurus/theme-live-codeblock" />
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/Playground';

/*
 * The live code block theme imports its editor (react-live and a JSX compiler,
 * about 220 kB) from the CodeBlock component, which every page with a code
 * block renders. Loading the original Playground lazily moves that code into a
 * chunk fetched only where a live block exists. The server render waits for it,
 * so the static HTML still contains the block's code, and hydration picks the
 * block up once its chunk has arrived.
 */
const OriginalPlayground = lazy(
  (): Promise<{default: ComponentType<Props>}> => import('@theme-original/Playground'),
);

export default function Playground(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <OriginalPlayground {...props} />
    </Suspense>
  );
}
