import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import TestPage from '@site/src/components/TestPage';

/** The messages the crash screen must show, in this order (cause chain). */
const CRASH_MESSAGE = 'Crash test: this component threw while rendering, on purpose.';
const CAUSE_MESSAGE = 'The crash test asks for a failure whenever it renders in a browser.';
const ROOT_CAUSE_MESSAGE = 'Nothing is wrong with the site: this error is the test itself.';

/**
 * Throws during render, but only in the browser: a throw during the static
 * build would fail the build instead of showing the crash screen.
 */
function CrashingComponent(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    throw new Error(CRASH_MESSAGE, {
      cause: new Error(CAUSE_MESSAGE, {cause: new Error(ROOT_CAUSE_MESSAGE)}),
    });
  }
  return (
    <p>
      This text is what the server rendered. Once JavaScript runs, the component that printed it throws, and
      the theme replaces the page content with its crash screen.
    </p>
  );
}

export default function CrashTest(): ReactNode {
  return (
    <TestPage
      title="Crash test"
      description="A page that throws while rendering, to check the theme's crash screen."
      exercises={
        <>
          the error boundary of the theme layout. A component of this page throws an <code>Error</code> with a
          chain of causes (<code>{'{cause: new Error(…)}'}</code>) every time it renders in the browser.
        </>
      }
      expected={
        <>
          this box only until the page hydrates. Then the content area shows "This page crashed.", a "Try
          again" button and the three messages of the cause chain separated by "Cause:"; the browser tab reads
          "Page Error". The navbar and footer keep working: use them to leave. "Try again" renders the page
          again, which crashes again here.
        </>
      }>
      <CrashingComponent />
    </TestPage>
  );
}
