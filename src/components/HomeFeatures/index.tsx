import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import DocLink from '@site/src/components/DocLink';
import styles from './styles.module.css';

type Feature = {
  title: string;
  description: string;
  linkLabel: string;
} & ({docId: string} | {to: string});

const features: readonly Feature[] = [
  {
    title: 'Write in Markdown',
    description:
      'Docs, blog posts and pages are Markdown files. Reach for MDX when a page needs a live demo, tabs or your own React components.',
    docId: 'introduction',
    linkLabel: 'How content works',
  },
  {
    title: 'Docs that grow with your project',
    description:
      'Sidebars, versions, categories and search come built in. Snapshot the docs when you release and keep every version online.',
    docId: 'installation',
    linkLabel: 'Create your first site',
  },
  {
    title: 'Static, fast and portable',
    description:
      'Every route is pre-rendered to HTML and then hydrated into a single-page app. Deploy the build folder to any static host or CDN.',
    docId: 'configuration',
    linkLabel: 'Configure the build',
  },
  {
    title: 'A theme you own',
    description:
      'Light and dark modes, CSS variables for every colour, and wrappers for any theme component when configuration is not enough.',
    to: '/blog/',
    linkLabel: 'See what is new',
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section id="features" className={styles.features} aria-labelledby="features-heading">
      <div className="container">
        <Heading as="h2" id="features-heading" className="text--center">
          What Docusaurus does for you
        </Heading>
        <div className={styles.grid}>
          {features.map((feature) => (
            <article key={feature.title} className={styles.card}>
              <Heading as="h3">{feature.title}</Heading>
              <p>{feature.description}</p>
              {'docId' in feature ? (
                <DocLink docId={feature.docId}>{feature.linkLabel}</DocLink>
              ) : (
                <Link to={feature.to}>{feature.linkLabel}</Link>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
