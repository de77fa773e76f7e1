/// <reference types="@docusaurus/theme-live-codeblock" />
import {lazy, Suspense, useEffect, type ComponentType, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {Props} from '@theme/Playground';
import {LIVE_CODE_MARKER} from '../../plugins/hosting-headers/liveCodeMarker';

/**
 * The live editor (react-live and its code transformer) loads with the first
 * live code block on a page instead of with every doc page. The server still
 * renders the editor, so the page reads the same before the code arrives.
 */
const OriginalPlayground = lazy(
  () => import('@theme-original/Playground') as Promise<{default: ComponentType<Props>}>,
);

const RELOADED_KEY_PREFIX = 'live-codeblock-reloaded:';

/**
 * Live code runs through `new Function`, which the site's Content-Security-Policy
 * forbids except on the pages that host live code blocks (hosting/README.md).
 * The policy of a document is the one it was loaded with, so after a client-side
 * navigation from another page the code is blocked: load the page again, once,
 * to get its own policy. Hosts without the exception keep the blocked state and
 * the editor shows the error.
 */
function useReloadWhenEvalIsBlocked(): void {
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI !== 'eval' || event.disposition !== 'enforce') {
        return;
      }
      const key = `${RELOADED_KEY_PREFIX}${window.location.pathname}`;
      try {
        if (window.sessionStorage.getItem(key) !== null) {
          return;
        }
        window.sessionStorage.setItem(key, 'true');
      } catch {
        // Without storage a reload could repeat forever: keep the page as it is.
        return;
      }
      window.location.reload();
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
}

export default function Playground(props: Props): ReactNode {
  useReloadWhenEvalIsBlocked();
  return (
    <div {...{[LIVE_CODE_MARKER]: 'true'}}>
      <Suspense fallback={<CodeBlock className="language-jsx">{props.children ?? ''}</CodeBlock>}>
        <OriginalPlayground {...props} />
      </Suspense>
    </div>
  );
}
