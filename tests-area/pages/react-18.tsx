import {
  Suspense,
  lazy,
  startTransition,
  use,
  useActionState,
  useDeferredValue,
  useOptimistic,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';
import {testPages} from '@site/src/data/testAreas';

/** Stands in for a network call: resolves with `value` after `ms`. */
function later<T>(value: T, ms = 700): Promise<T> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(value), ms);
  });
}

const LazyGreeting = lazy(() => import('@site/src/components/LazyGreeting'));

function AsyncTransition(): ReactNode {
  const [pageNumber, setPageNumber] = useState(1);
  const [isPending, startPageTransition] = useTransition();
  return (
    <div>
      <p aria-live="polite">
        Showing page <strong data-testid="transition-page">{pageNumber}</strong>
        {isPending ? ' (loading the next page…)' : ''}
      </p>
      <button
        type="button"
        className="button button--primary button--sm"
        disabled={isPending}
        onClick={() =>
          startPageTransition(async () => {
            const next = await later(pageNumber + 1);
            // State set after an await needs its own transition (React 19 rule).
            startTransition(() => setPageNumber(next));
          })
        }>
        Load the next page
      </button>
    </div>
  );
}

function ReleaseNotes({notes}: {readonly notes: Promise<string>}): ReactNode {
  return <p className="alert alert--info">{use(notes)}</p>;
}

function SuspenseWithUse(): ReactNode {
  const [notes, setNotes] = useState<Promise<string> | null>(null);
  const [count, setCount] = useState(0);
  const load = (inTransition: boolean) => {
    const next = count + 1;
    setCount(next);
    const promise = later(`Release notes, request ${next}: loaded.`);
    if (inTransition) {
      startTransition(() => setNotes(promise));
    } else {
      setNotes(promise);
    }
  };
  return (
    <div>
      <p>
        <button type="button" className="button button--primary button--sm margin-right--sm" onClick={() => load(false)}>
          Load with a fallback
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => load(true)}>
          Load in a transition
        </button>
      </p>
      <Suspense fallback={<p className="alert alert--warning">Loading the release notes…</p>}>
        {notes ? <ReleaseNotes notes={notes} /> : <p>No release notes requested yet.</p>}
      </Suspense>
    </div>
  );
}

type Reaction = {readonly id: number; readonly text: string; readonly pending?: boolean};

function OptimisticList(): ReactNode {
  const [reactions, setReactions] = useState<readonly Reaction[]>([{id: 1, text: 'Nice release!'}]);
  const [optimisticReactions, addOptimistic] = useOptimistic(
    reactions,
    (current: readonly Reaction[], text: string): readonly Reaction[] => [
      ...current,
      {id: current.length + 1, text, pending: true},
    ],
  );
  async function send(formData: FormData) {
    const text = String(formData.get('reaction') ?? '').trim() || 'Thanks!';
    addOptimistic(text);
    const saved = await later(text);
    startTransition(() => setReactions((current) => [...current, {id: current.length + 1, text: saved}]));
  }
  return (
    <form action={send}>
      <ul>
        {optimisticReactions.map((reaction) => (
          <li key={reaction.id}>
            {reaction.text}
            {reaction.pending ? <em> (sending…)</em> : null}
          </li>
        ))}
      </ul>
      <label htmlFor="reaction-input" className="margin-right--sm">
        Your reaction
      </label>
      <input id="reaction-input" name="reaction" defaultValue="Great docs" className="margin-right--sm" />
      <button type="submit" className="button button--primary button--sm">
        Send
      </button>
    </form>
  );
}

type SubscribeState = {readonly message: string; readonly ok: boolean} | null;

async function subscribe(_previous: SubscribeState, formData: FormData): Promise<SubscribeState> {
  const email = String(formData.get('email') ?? '');
  await later(null, 400);
  return email.includes('@')
    ? {ok: true, message: `Subscribed ${email} (nothing was sent anywhere: this is a test).`}
    : {ok: false, message: 'That does not look like an email address.'};
}

function ActionStateForm(): ReactNode {
  const [state, formAction, isPending] = useActionState(subscribe, null);
  return (
    <form action={formAction}>
      <label htmlFor="subscribe-email" className="margin-right--sm">
        Email
      </label>
      <input id="subscribe-email" name="email" type="text" defaultValue="reader" className="margin-right--sm" />
      <button type="submit" className="button button--primary button--sm" disabled={isPending}>
        {isPending ? 'Subscribing…' : 'Subscribe'}
      </button>
      {state && (
        <p role="status" className={state.ok ? 'alert alert--success margin-top--sm' : 'alert alert--danger margin-top--sm'}>
          {state.message}
        </p>
      )}
    </form>
  );
}

function DeferredFilter(): ReactNode {
  const [query, setQuery] = useState('');
  // The first render shows the full list, then the filtered one when ready.
  const deferredQuery = useDeferredValue(query, '');
  const matches = testPages.filter((page) => page.title.toLowerCase().includes(deferredQuery.toLowerCase()));
  const isStale = query !== deferredQuery;
  return (
    <div>
      <label htmlFor="deferred-filter" className="margin-right--sm">
        Filter test pages
      </label>
      <input id="deferred-filter" value={query} onChange={(event) => setQuery(event.target.value)} />
      <p>
        {matches.length} of {testPages.length} pages match{isStale ? ' (updating…)' : ''}.
      </p>
      <ul style={{opacity: isStale ? 0.5 : 1}}>
        {matches.map((page) => (
          <li key={page.path}>{page.title}</li>
        ))}
      </ul>
    </div>
  );
}

function LazyComponent(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <div>
      {!shown && (
        <button type="button" className="button button--primary button--sm" onClick={() => setShown(true)}>
          Load the lazy component
        </button>
      )}
      {shown && (
        <Suspense fallback={<p>Loading the component's chunk…</p>}>
          <LazyGreeting name="reader" />
        </Suspense>
      )}
    </div>
  );
}

export default function ReactConcurrencyTests(): ReactNode {
  return (
    <TestPage
      title="React transitions and Suspense"
      description="Transitions, Suspense, use(), useOptimistic, useActionState, useDeferredValue and lazy, as React 19 provides them."
      exercises={
        <>
          the concurrent features the site gets from React 19, which Docusaurus 3.7 supports: async transitions,{' '}
          <code>Suspense</code> with <code>use()</code>, <code>useOptimistic</code>, form actions with{' '}
          <code>useActionState</code>, <code>useDeferredValue</code> with an initial value, and{' '}
          <code>lazy</code>. The "network" is a timer: nothing leaves the browser.
        </>
      }
      expected={
        <>
          each section reacting as its text says: a pending label while a transition runs, a loading fallback only
          when not in a transition, an optimistic "(sending…)" item that becomes a normal item, a form message after
          "Subscribe", a list that filters as you type, and a greeting from a lazily loaded component. No error in the
          console.
        </>
      }>
      <Heading as="h2" id="transition">Async transition</Heading>
      <p>
        <code>useTransition</code> accepts an async function in React 19. While it runs, <code>isPending</code> is
        true and the current page number stays on screen; the button is disabled.
      </p>
      <AsyncTransition />

      <Heading as="h2" id="suspense">Suspense and use()</Heading>
      <p>
        <code>use(promise)</code> suspends the component until the promise settles. Loading "with a fallback" shows
        the <code>Suspense</code> fallback; loading "in a transition" keeps the previous notes on screen instead,
        because React does not replace visible content with a fallback during a transition.
      </p>
      <SuspenseWithUse />

      <Heading as="h2" id="optimistic">Optimistic updates</Heading>
      <p>
        <code>useOptimistic</code> shows the new reaction at once, marked as sending, and replaces it with the saved
        one when the form action finishes.
      </p>
      <OptimisticList />

      <Heading as="h2" id="action-state">Form actions and useActionState</Heading>
      <p>
        A function passed as a form's <code>action</code> receives the form data. <code>useActionState</code> keeps
        what the last run returned, and whether one is running. Try an address without "@" first.
      </p>
      <ActionStateForm />

      <Heading as="h2" id="deferred">Deferred value</Heading>
      <p>
        <code>useDeferredValue</code> lets the input update at once while the list follows when React has time. Its
        second argument (new in React 19) is the value for the first render.
      </p>
      <DeferredFilter />

      <Heading as="h2" id="lazy">Lazy component</Heading>
      <p>
        <code>lazy</code> with a dynamic <code>import()</code> makes the bundler emit a separate chunk, fetched the
        first time the component renders.
      </p>
      <LazyComponent />
    </TestPage>
  );
}
