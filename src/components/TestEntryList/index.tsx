import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {TestEntry} from '@site/src/data/testAreas';
import styles from './styles.module.css';

/** A list of test routes, each with what it checks. */
export default function TestEntryList({entries}: {readonly entries: readonly TestEntry[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.path} className={styles.entry}>
          <Link to={entry.path} className={styles.title}>
            {entry.title}
          </Link>{' '}
          <code className={styles.path}>{entry.path}</code>
          <p className={styles.checks}>{entry.checks}</p>
        </li>
      ))}
    </ul>
  );
}
