/// <reference types="@docusaurus/theme-live-codeblock" />
import {lazy, Suspense, type ComponentType, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/Playground';
import EvaluatesCode from '@site/src/components/EvaluatesCode';

/**
 * The live editor (react-live and its code transformer) loads with the first
 * live code block on a page instead of with every doc page. The server still
 * renders the editor, so the page reads the same before the code arrives.
 */
const OriginalPlayground = lazy(
  () => import(/* webpackChunkName: "live-playground" */ '@theme-original/Playground') as Promise<{default: ComponentType<Props>}>,
);

export default function Playground(props: Props): ReactNode {
  return (
    <EvaluatesCode>
      <Suspense fallback={<CodeBlock className="language-jsx">{props.children ?? ''}</CodeBlock>}>
        <OriginalPlayground {...props} />
      </Suspense>
    </EvaluatesCode>
  );
}
