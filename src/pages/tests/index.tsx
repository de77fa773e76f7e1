import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import NoIndexMeta from '@site/src/components/NoIndexMeta';
import TestEntryList from '@site/src/components/TestEntryList';
import {examplePages, testPages, testSections} from '@site/src/data/testAreas';

export default function TestsIndex(): ReactNode {
  return (
    <Layout
      title="Test areas"
      description="Public pages that exercise the features of Docusaurus, for people and for the site's end-to-end tests.">
      <NoIndexMeta />
      <main className="container margin-vert--lg">
        <Heading as="h1">Test areas</Heading>
        <p>
          These pages put the framework's features to work, one feature per page, so that anyone can check
          a change by eye and the site's end-to-end tests can check it by machine. Each page starts with a box
          saying what it exercises and what you should see.
        </p>
        <p>
          They are not documentation: the sitemap leaves them out and every page asks search engines not to
          index it. For the real guides, start at the <Link to="/docs/">introduction</Link>.
        </p>

        <section>
          <Heading as="h2" id="content">Docs and blog instances</Heading>
          <p>
            A second docs plugin instance (<code>docs-tests</code>) and a second blog (<code>blog-tests</code>),
            with content in <code>tests-area/</code>, apart from the site's real content.
          </p>
          <TestEntryList entries={testSections} />
        </section>

        <section>
          <Heading as="h2" id="pages">Test pages</Heading>
          <p>
            A pages plugin instance (<code>pages-tests</code>) at <code>/tests/pages/</code>: React pages and
            Markdown pages, one behaviour each.
          </p>
          <TestEntryList entries={testPages} />
        </section>

        <section>
          <Heading as="h2" id="examples">Example pages</Heading>
          <p>Two pages of the site's main pages instance that serve as examples.</p>
          <TestEntryList entries={examplePages} />
        </section>
      </main>
    </Layout>
  );
}
