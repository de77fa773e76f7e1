import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeFeatures from '@site/src/components/HomeFeatures';
import HomeHero from '@site/src/components/HomeHero';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Build documentation websites quickly"
      description="Docusaurus turns Markdown into a fast, versioned documentation website with a blog, search and a theme you can customise.">
      {/* The hero's <header> sits inside <main>: at top level it would be a second banner
          landmark beside the announcement bar. */}
      <main>
        <HomeHero />
        <HomeFeatures />
      </main>
    </Layout>
  );
}
