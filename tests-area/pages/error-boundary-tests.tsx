import {useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryErrorMessageFallback} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';

/** Renders normally until armed; armed, it throws while rendering. */
function Bomb({armed, name}: {readonly armed: boolean; readonly name: string}): ReactNode {
  if (armed) {
    throw new Error(`${name} threw while rendering.`);
  }
  return <p className="alert alert--success">{name} renders normally.</p>;
}

type FallbackProps = {
  readonly boundary: string;
  readonly error: Error;
  /** Clears the cause of the crash, then re-renders the boundary's children. */
  readonly onRetry: () => void;
  /** Re-renders without clearing the cause, to show the crash happens again. */
  readonly onRetryUnchanged?: () => void;
  /** Set when the fallback itself must crash (to reach the outer boundary). */
  readonly crashes?: boolean;
};

function RetryFallback({boundary, error, onRetry, onRetryUnchanged, crashes = false}: FallbackProps): ReactNode {
  if (crashes) {
    throw new Error(`The fallback of the ${boundary} threw too.`, {cause: error});
  }
  return (
    <div role="alert" className="alert alert--danger">
      <p>
        <strong>The {boundary} caught an error:</strong> {error.message}
      </p>
      <button type="button" className="button button--primary button--sm margin-right--sm" onClick={onRetry}>
        Retry
      </button>
      {onRetryUnchanged && (
        <button type="button" className="button button--secondary button--sm" onClick={onRetryUnchanged}>
          Retry without fixing
        </button>
      )}
    </div>
  );
}

function NestedBoundaries(): ReactNode {
  const [componentArmed, setComponentArmed] = useState(false);
  const [fallbackArmed, setFallbackArmed] = useState(false);
  const [retries, setRetries] = useState(0);

  const disarm = () => {
    setComponentArmed(false);
    setFallbackArmed(false);
    setRetries((count) => count + 1);
  };

  return (
    <>
      <p>
        <button type="button" className="button button--secondary button--sm margin-right--sm" onClick={() => setComponentArmed(true)}>
          Crash the inner component
        </button>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => {
            setFallbackArmed(true);
            setComponentArmed(true);
          }}>
          Crash the inner component and its fallback
        </button>
      </p>
      <p>Successful retries so far: {retries}</p>

      <div className="card padding--md">
        <p>
          <strong>Outer boundary</strong>
        </p>
        <ErrorBoundary
          fallback={({error, tryAgain}) => (
            <RetryFallback
              boundary="outer boundary"
              error={error}
              onRetry={() => {
                disarm();
                tryAgain();
              }}
            />
          )}>
          <Bomb armed={false} name="The outer component" />
          <div className="card padding--md margin-left--lg">
            <p>
              <strong>Inner boundary</strong>
            </p>
            <ErrorBoundary
              fallback={({error, tryAgain}) => (
                <RetryFallback
                  boundary="inner boundary"
                  error={error}
                  crashes={fallbackArmed}
                  onRetry={() => {
                    disarm();
                    tryAgain();
                  }}
                  onRetryUnchanged={tryAgain}
                />
              )}>
              <Bomb armed={componentArmed} name="The inner component" />
            </ErrorBoundary>
          </div>
        </ErrorBoundary>
      </div>
    </>
  );
}

function ThemeFallbackBoundary(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <p>
        <button type="button" className="button button--secondary button--sm" onClick={() => setArmed(true)}>
          Crash the component below
        </button>
      </p>
      <ErrorBoundary
        fallback={({error, tryAgain}) => (
          <ErrorBoundaryErrorMessageFallback
            error={error}
            tryAgain={() => {
              setArmed(false);
              tryAgain();
            }}
          />
        )}>
        <Bomb armed={armed} name="The component with the theme's fallback" />
      </ErrorBoundary>
    </>
  );
}

export default function ErrorBoundaryTests(): ReactNode {
  return (
    <TestPage
      title="Error boundaries"
      description="Nested error boundaries that catch a crashing part of a page and recover with Retry."
      exercises={
        <>
          <code>@docusaurus/ErrorBoundary</code> nested two levels deep, each with a <code>fallback</code> that
          receives the error and a <code>tryAgain</code> function; and a boundary using the theme's ready-made
          fallback, <code>ErrorBoundaryErrorMessageFallback</code>.
        </>
      }
      expected={
        <>
          green boxes while nothing is crashed. "Crash the inner component" replaces only the inner box with a
          red one naming the inner boundary, the error and a "Retry" button; "Retry" brings the green box back
          and counts one retry, while "Retry without fixing" crashes again. "Crash the inner component and its
          fallback" makes the outer boundary catch instead, and its "Retry" restores both. The rest of the page
          never disappears.
        </>
      }>
      <Heading as="h2" id="nested">Nested boundaries</Heading>
      <p>
        An error thrown while rendering goes up to the nearest error boundary, which renders its fallback instead
        of its children. If the fallback throws too, the error goes on to the next boundary up.
      </p>
      <NestedBoundaries />

      <Heading as="h2" id="theme-fallback">The theme's fallback</Heading>
      <p>
        <code>@docusaurus/theme-common</code> exports <code>ErrorBoundaryErrorMessageFallback</code>: the error
        message and a "Try again" button, as the Mermaid diagrams use.
      </p>
      <ThemeFallbackBoundary />

      <Heading as="h2" id="how-retry-works">How retrying works</Heading>
      <p>
        <code>tryAgain</code> only clears the boundary's error and renders its children again. If what made them
        throw has not changed, they throw again, as "Retry without fixing" shows. Here, the state that arms each
        crash lives above the boundaries, and "Retry" clears it before calling <code>tryAgain</code>.
      </p>
      <p>
        Boundaries catch errors during rendering only. Errors in event handlers or timers do not reach them, and
        during the static build the framework's boundary does not catch at all: a component that throws on the
        server fails the build.
      </p>
    </TestPage>
  );
}
