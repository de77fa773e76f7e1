import {useState, type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import styles from './styles.module.css';

type Props = {
  /** The entry's version, to name the control uniquely on list pages. */
  title: string;
  children: ReactNode;
};

/**
 * The changes of a changelog entry. On the entry's own page they are shown
 * as they are; in lists they fold behind a native disclosure so the page
 * stays a readable summary and a reader expands one entry in place. A
 * `<details>` element needs no script to work, and the content is in the
 * HTML for search engines and the offline cache.
 */
export default function ChangelogDetails({title, children}: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  const [open, setOpen] = useState(false);
  if (isBlogPostPage) {
    return children;
  }
  return (
    <details className={styles.details} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={styles.summary}>
        {open ? `Hide the changes in ${title}` : `Show all changes in ${title}`}
      </summary>
      <div className={styles.content}>{children}</div>
    </details>
  );
}
