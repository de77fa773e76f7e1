import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import NoIndexMeta from '@site/src/components/NoIndexMeta';
import TestIntro from '@site/src/components/TestIntro';

type Props = {
  readonly title: string;
  readonly description: string;
  readonly exercises: ReactNode;
  readonly expected: ReactNode;
  readonly children: ReactNode;
};

/** Layout of the React test pages under /tests/pages/: title, intro box, noindex. */
export default function TestPage({title, description, exercises, expected, children}: Props): ReactNode {
  return (
    <>
      {/* Outside the layout: a page that crashes on purpose must keep the tag. */}
      <NoIndexMeta />
      <Layout title={title} description={description}>
        <main className="container margin-vert--lg">
          <Heading as="h1">{title}</Heading>
          <TestIntro exercises={exercises} expected={expected} />
          {children}
        </main>
      </Layout>
    </>
  );
}
