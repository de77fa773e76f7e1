import {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import TestPage from '@site/src/components/TestPage';
import type {PageView, PageViewKind} from '@site/src/plugins/test-areas/pageViewLog';
import {pageViews} from '@site/src/plugins/test-areas/client/pageViews';

const NO_VIEWS: readonly PageView[] = [];
// The server has no visit to report; the browser fills the table after hydration.
const getServerSnapshot = () => NO_VIEWS;

const KIND_LABELS: Record<PageViewKind, string> = {
  initial: 'first page of the visit',
  page: 'new page',
  query: 'query change',
  hash: 'hash change',
};

function PageViewTable(): ReactNode {
  const views = useSyncExternalStore(pageViews.subscribe, pageViews.getSnapshot, getServerSnapshot);
  if (views.length === 0) {
    return <p>No page view recorded yet. (Without JavaScript, nothing is ever recorded.)</p>;
  }
  return (
    <table>
      <caption>Page views recorded in this tab, newest first</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Kind</th>
          <th scope="col">Path</th>
          <th scope="col">Previous path</th>
          <th scope="col">Title</th>
        </tr>
      </thead>
      <tbody>
        {views.map((view) => (
          <tr key={view.sequence} data-kind={view.kind}>
            <td>{view.sequence}</td>
            <td>{KIND_LABELS[view.kind]}</td>
            <td>
              <code>{view.path}</code>
            </td>
            <td>{view.previousPath ? <code>{view.previousPath}</code> : '—'}</td>
            <td>{view.title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AnalyticsTest(): ReactNode {
  return (
    <TestPage
      title="Analytics"
      description="Page-view events observed by a client module and listed on the page, with no analytics host."
      exercises={
        <>
          the client-module lifecycle <code>onRouteDidUpdate</code>, which is what analytics plugins use to
          report page views in a single-page app. This site loads nothing from other hosts, so instead of
          sending events, the module of the local plugin <code>test-areas</code> records them in the tab.
        </>
      }
      expected={
        <>
          a table with at least one row, "first page of the visit", for this page. Each link below adds a
          row: "new page" when you come back from another page, "query change" and "hash change" for the
          links that stay here. Rows record the document title of the page reached.
        </>
      }>
      <Heading as="h2" id="try-it">Try it</Heading>
      <ul>
        <li>
          <Link to="/tests/pages/seo/">Go to the SEO test page</Link>, then use the browser's back button.
        </li>
        <li>
          <Link to="/tests/pages/analytics/?campaign=test-areas">Add a query to this page's address</Link>.
        </li>
        <li>
          <Link to="#page-views">Jump to the table with a hash link</Link>.
        </li>
        <li>
          <button type="button" className="button button--secondary button--sm" onClick={() => pageViews.clear()}>
            Clear the table
          </button>
        </li>
      </ul>

      <Heading as="h2" id="page-views">Recorded page views</Heading>
      <PageViewTable />

      <Heading as="h2" id="how-it-works">How it works</Heading>
      <p>
        A client module is a file the framework runs in the browser on every page. When it exports{' '}
        <code>onRouteDidUpdate</code>, the router calls it after each route change, with the new location and
        the previous one (none on the first page). The module here appends an event to a log kept in memory at
        once, and this page subscribes to that log. The head manager writes the new page's title a frame or more
        later, so the newest event takes the document's title whenever it changes, for as long as the visitor
        stays on that address.
      </p>
      <p>
        A real analytics plugin does the same, then sends the event to its service. The Google gtag plugin, for
        example, reports a page view on every change of path, query or hash after the first page, which its own
        script reports on load. Telling the kinds apart, as the table does, shows which events such a plugin
        would send.
      </p>
      <p>
        The log lives in the tab's memory: a full reload starts a new visit with an empty table, as it would
        start a new page load for a tracker.
      </p>
    </TestPage>
  );
}
