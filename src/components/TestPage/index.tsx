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
    <Layout title={title} description={description}>
      <NoIndexMeta />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <TestIntro exercises={exercises} expected={expected} />
        {children}
      </main>
    </Layout>
  );
}
