import {Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';

/**
 * Where this render happens. Reading it directly during render is exactly
 * the mistake under test: the server and the browser get different answers.
 */
function renderEnvironment(): 'server' | 'browser' {
  return typeof window === 'undefined' ? 'server' : 'browser';
}

function TwoPassRendering(): ReactNode {
  // False on the server and during hydration, true after: both passes agree.
  const isBrowser = useIsBrowser();
  return (
    <p className="alert alert--success" data-hydration-case="two-pass">
      Rendered for: <strong>{isBrowser ? 'the browser' : 'the server'}</strong>
    </p>
  );
}

function SuppressedMismatch(): ReactNode {
  return (
    <p className="alert alert--warning" data-hydration-case="suppressed">
      Rendered for:{' '}
      <strong suppressHydrationWarning>{renderEnvironment() === 'server' ? 'the server' : 'the browser'}</strong>
    </p>
  );
}

function DeliberateMismatch(): ReactNode {
  return (
    <p className="alert alert--danger" data-hydration-case="mismatch">
      Rendered for: <strong>{renderEnvironment() === 'server' ? 'the server' : 'the browser'}</strong>
    </p>
  );
}

export default function HydrationTests(): ReactNode {
  return (
    <TestPage
      title="Hydration"
      description="Content that differs between the server and the browser on purpose, and how React recovers from it."
      exercises={
        <>
          hydration, the step where React in the browser takes over the HTML the server rendered. Three boxes
          below render differently on the server and in the browser: one the right way, one with the mismatch
          silenced, one with a real mismatch that React must recover from.
        </>
      }
      expected={
        <>
          the green box and the red box saying "the browser", the yellow box still saying "the server" (React
          keeps the server text where warnings are suppressed), and the page working normally. In the browser
          console, one error starting with "Docusaurus React Root onRecoverableError:" for the red box, and no
          uncaught error. With JavaScript off, all three boxes say "the server".
        </>
      }>
      <Heading as="h2" id="two-pass">The right way: render twice</Heading>
      <p>
        <code>useIsBrowser</code> returns <code>false</code> on the server and during hydration, then{' '}
        <code>true</code>, which renders the component again. Server HTML and first browser render agree, so
        nothing is logged; the text changes right after.
      </p>
      <TwoPassRendering />
      <p>
        <code>BrowserOnly</code> does the same for whole subtrees: on the server it renders its fallback.
      </p>
      <BrowserOnly fallback={<p data-hydration-case="browser-only">Browser-only content: not rendered on the server.</p>}>
        {() => <p data-hydration-case="browser-only">Browser-only content: rendered in the browser.</p>}
      </BrowserOnly>

      <Heading as="h2" id="suppressed">A silenced mismatch</Heading>
      <p>
        <code>suppressHydrationWarning</code> on an element tells React to accept a different text in it, one level
        deep. React does not report it and does not patch the text either, so the server's version stays. It is
        meant for values like timestamps, where either version is acceptable.
      </p>
      <SuppressedMismatch />

      <Heading as="h2" id="mismatch">A real mismatch, recovered</Heading>
      <p>
        This box reads <code>typeof window</code> during render, so the server writes "the server" and the
        browser's first render says "the browser". React 19 treats the difference as a recoverable error: it
        throws away the server HTML of the nearest <code>Suspense</code> boundary, renders that part again in the
        browser, and reports the error to the root's <code>onRecoverableError</code> callback. Docusaurus 3.7 logs
        it with <code>console.error</code>, prefixed "Docusaurus React Root onRecoverableError:". Without the{' '}
        <code>Suspense</code> boundary around the box, React would render the whole page again.
      </p>
      <Suspense fallback={null}>
        <DeliberateMismatch />
      </Suspense>
    </TestPage>
  );
}
