import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import DocLink from '@site/src/components/DocLink';
import CreateCommand from './CreateCommand';
import styles from './styles.module.css';

/** The page's last word: how to start, once more, for those who read this far. */
export default function ClosingCall(): ReactNode {
  return (
    <section className={styles.closing} aria-labelledby="closing-heading">
      <div className="container">
        <Heading as="h2" id="closing-heading" className={styles.sectionTitle}>
          Your docs site, a few minutes from now
        </Heading>
        <p className={styles.sectionLead}>
          One command creates a site with docs, a blog and pages, ready to run and to deploy to any static host.
        </p>
        <CreateCommand />
        <div className={styles.actions}>
          <DocLink className="button button--primary button--lg" docId="installation">
            Install Docusaurus
          </DocLink>
          <DocLink className="button button--secondary button--lg" docId="playground">
            Try it in the playground
          </DocLink>
        </div>
      </div>
    </section>
  );
}
