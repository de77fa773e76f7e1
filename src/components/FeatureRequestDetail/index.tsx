import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {InlineText} from '@site/src/components/FeatureRequestBoard';
import {useRememberedBoardSearch} from '@site/src/components/FeatureRequestBoard/boardSearchStore';
import FeatureRequestStatus from '@site/src/components/FeatureRequestStatus';
import {FEATURE_REQUEST_CATEGORY_LABELS, type FeatureRequest} from '@site/src/data/featureRequests';
import {findRequest, formatRequestDate, relatedRequests} from '@site/src/utils/featureRequests';
import styles from './styles.module.css';

type Props = {
  requests: readonly FeatureRequest[];
  slug: string;
  boardPath: string;
};

function BackLink({boardPath}: {boardPath: string}): ReactNode {
  const boardSearch = useRememberedBoardSearch();
  return (
    <Link to={`${boardPath}${boardSearch}`} className={styles.back}>
      ← All feature requests
    </Link>
  );
}

export default function FeatureRequestDetail({requests, slug, boardPath}: Props): ReactNode {
  const request = findRequest(requests, slug);

  if (!request) {
    return (
      <section className={styles.notFound} data-testid="feature-request-not-found">
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
        <BackLink boardPath={boardPath} />
        <Heading as="h1">Feature request not found</Heading>
        <p>
          No feature request lives at <code>{slug}</code>. It may have been renamed, merged into
          another request, or the link may be mistyped.
        </p>
        <p>
          <Link to={boardPath}>Browse all {requests.length} feature requests</Link>
        </p>
      </section>
    );
  }

  const related = relatedRequests(requests, request);
  const discussionSearch = `https://github.com/facebook/docusaurus/discussions?discussions_q=${encodeURIComponent(request.title)}`;

  return (
    <article className={styles.detail} data-testid="feature-request-detail">
      <BackLink boardPath={boardPath} />
      <Heading as="h1">{request.title}</Heading>
      <dl className={styles.facts}>
        <div>
          <dt>Status</dt>
          <dd>
            <FeatureRequestStatus status={request.status} />
          </dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>
            <Link to={`${boardPath}?category=${request.category}`}>
              {FEATURE_REQUEST_CATEGORY_LABELS[request.category]}
            </Link>
          </dd>
        </div>
        <div>
          <dt>Votes</dt>
          <dd>{request.votes}</dd>
        </div>
        <div>
          <dt>Added to the board</dt>
          <dd>
            <time dateTime={request.created}>{formatRequestDate(request.created)}</time>
          </dd>
        </div>
      </dl>

      {request.description.map((paragraph, index) => (
        <p key={index}>
          <InlineText text={paragraph} />
        </p>
      ))}

      {request.status !== 'done' && (
        <>
          <Heading as="h2">Help shape it</Heading>
          <p>
            The most useful support is a concrete use case: what you are building, what you tried and
            where it falls short. Share it in{' '}
            <Link href={discussionSearch}>GitHub Discussions threads about this idea</Link>.
          </p>
        </>
      )}

      {related.length > 0 && (
        <>
          <Heading as="h2">Related requests</Heading>
          <ul>
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={`${boardPath}${other.slug}/`}>{other.title}</Link>{' '}
                <FeatureRequestStatus status={other.status} />
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
