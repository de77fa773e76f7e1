import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import NotFound from '@theme/NotFound';
import CannyBoard from '@site/src/components/CannyBoard';
import FeatureRequestBoard from '@site/src/components/FeatureRequestBoard';
import FeatureRequestDetail from '@site/src/components/FeatureRequestDetail';
import type {FeatureRequest} from '@site/src/data/featureRequests';
import {findRequest, resolveBoardView} from '@site/src/utils/featureRequests';
import type {FeatureRequestsRouteProps} from '@site/src/plugins/feature-requests';

type Props = FeatureRequestsRouteProps & {
  /** The data file's requests; absent when a hosted board is configured. */
  requests?: readonly FeatureRequest[];
};

const DESCRIPTION = 'Ideas for Docusaurus, their status and the use cases behind them.';

/**
 * Route component of /feature-requests/ and everything below it (the route is
 * not exact): the board, a request's page, or a not-found message for an
 * unknown slug, all inside the same layout.
 */
export default function FeatureRequestsPage({requests = [], cannyBoardToken}: Props): ReactNode {
  const {pathname} = useLocation();
  const boardPath = useBaseUrl('/feature-requests/');
  const hydrated = useIsBrowser();
  const view = resolveBoardView(pathname, boardPath);
  const request = view.kind === 'detail' ? findRequest(requests, view.slug) : undefined;

  // A path below the board with no page of its own (an unknown request, or any
  // request of a hosted board) has no HTML file: the host answered with the
  // site's not-found page. The first render takes that page over as it is;
  // the next one, right after, shows what the board has to say.
  const servedAsNotFound = view.kind === 'detail' && (cannyBoardToken ? true : !request);
  if (servedAsNotFound && !hydrated) {
    return <NotFound />;
  }

  if (cannyBoardToken) {
    return (
      <Layout title="Feature requests" description={DESCRIPTION}>
        <main className="container margin-vert--lg">
          <CannyBoard boardToken={cannyBoardToken} basePath={boardPath.replace(/\/$/, '')} />
        </main>
      </Layout>
    );
  }

  const title =
    view.kind === 'board' ? 'Feature requests' : request ? request.title : 'Feature request not found';

  return (
    <Layout title={title} description={request ? request.description[0]?.replace(/`/g, '') : DESCRIPTION}>
      <main className="container margin-vert--lg">
        {view.kind === 'board' ? (
          <FeatureRequestBoard requests={requests} boardPath={boardPath} />
        ) : (
          <FeatureRequestDetail requests={requests} slug={view.slug} boardPath={boardPath} />
        )}
      </main>
    </Layout>
  );
}
