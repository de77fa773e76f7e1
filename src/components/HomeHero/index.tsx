import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import DocLink from '@site/src/components/DocLink';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // A URL, not a module: the bundler turns an SVG imported from code into a React component.
  const logo = useBaseUrl('/img/logo.svg');
  return (
    <header className={styles.hero}>
      <div className="container">
        <img
          className={styles.logo}
          src={logo}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <DocLink className="button button--primary button--lg" docId="installation">
            Get started
          </DocLink>
          <DocLink className="button button--secondary button--lg" docId="introduction">
            Read the introduction
          </DocLink>
        </div>
        <pre className={styles.command}>
          <code>npx create-docusaurus@latest my-website classic</code>
        </pre>
      </div>
    </header>
  );
}
