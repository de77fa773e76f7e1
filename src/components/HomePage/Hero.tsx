import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import DocLink from '@site/src/components/DocLink';
import type {NewsPost} from '@site/src/plugins/home-page/news';
import Logo from '@site/static/img/logo.svg';
import CreateCommand from './CreateCommand';
import HeroArt from './HeroArt';
import styles from './styles.module.css';

/**
 * The first screen: what Docusaurus is, the two ways in, and the command that
 * starts a site. Its largest paint is text (the title and the tagline); the
 * picture beside it is inline SVG, drawn with the page.
 */
export default function Hero({release}: {release: NewsPost | null}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroGrid}`}>
        <div className={styles.heroText}>
          {release && (
            <Link to={release.permalink} className={styles.releasePill}>
              <span className={styles.releaseBadge}>New</span> {release.title} is out
            </Link>
          )}
          <Heading as="h1" className={styles.title}>
            <Logo className={styles.logo} aria-hidden="true" focusable="false" role="presentation" />
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
          <p className={styles.intro}>
            Write docs and blog posts in Markdown. Docusaurus builds them into a fast static website with
            versioned docs, search and a theme you can make your own, all in React.
          </p>
          <div className={styles.actions}>
            <DocLink className="button button--primary button--lg" docId="installation">
              Get started
            </DocLink>
            <DocLink className="button button--secondary button--lg" docId="introduction">
              Read the introduction
            </DocLink>
          </div>
          <CreateCommand />
        </div>
        <HeroArt />
      </div>
    </header>
  );
}
