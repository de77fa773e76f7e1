import {useEffect, type ReactNode} from 'react';
import {EVAL_MARKER} from '@site/src/plugins/hosting-headers/evalMarker';
import {shouldReloadForEvalPolicy} from '@site/src/utils/evalPolicy';

/**
 * Runs code a reader types (`new Function` in live code blocks, MDX evaluated
 * in the playground), which the site's Content-Security-Policy forbids except
 * on the pages that carry this wrapper's marker (hosting/README.md).
 *
 * A document keeps the policy it was loaded with: reached by a client-side
 * navigation from another page, the code is blocked. The wrapper then loads
 * the page again, which brings its own policy. A document that was itself
 * loaded at this address and still blocks eval has a host without the
 * exception: it stays as it is (the component shows the error), so the reload
 * can never repeat.
 */
function useReloadWhenEvalIsBlocked(): void {
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (
        shouldReloadForEvalPolicy({
          blockedURI: event.blockedURI,
          disposition: event.disposition,
          documentUrl: navigation?.name ?? null,
          currentUrl: window.location.href,
        })
      ) {
        window.location.reload();
      }
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
}

export default function EvaluatesCode({children}: {children: ReactNode}): ReactNode {
  useReloadWhenEvalIsBlocked();
  return <div {...{[EVAL_MARKER]: 'true'}}>{children}</div>;
}
