import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomePage from '@site/src/components/HomePage';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Build documentation websites quickly"
      description="Docusaurus turns Markdown into a fast, versioned documentation website with a blog, search and a theme you can customise.">
      <HomePage />
    </Layout>
  );
}
