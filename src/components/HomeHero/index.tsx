import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <img
          className={styles.logo}
          src={require('@site/static/img/logo.svg').default}
          alt=""
          width={96}
          height={96}
        />
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/installation/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/">
            Read the introduction
          </Link>
        </div>
        <pre className={styles.command}>
          <code>npx create-docusaurus@latest my-website classic</code>
        </pre>
      </div>
    </header>
  );
}
