import {Fragment, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export const CREATE_COMMAND = 'npx create-docusaurus@latest my-website classic';

/**
 * The one command that starts a site, with a button that copies it. Before
 * the page is interactive the button is inert and the command can be
 * selected by hand as always.
 */
export default function CreateCommand(): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(CREATE_COMMAND).then(
      () => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  };
  return (
    <div className={styles.command}>
      <pre className={styles.commandText}>
        <span className={styles.prompt} aria-hidden="true">
          ${' '}
        </span>
        {/* Each word kept whole: a narrow screen wraps the command between its words only. */}
        <code>
          {CREATE_COMMAND.split(' ').map((word, index) => (
            <Fragment key={index}>
              {index > 0 && ' '}
              <span className={styles.commandWord}>{word}</span>
            </Fragment>
          ))}
        </code>
      </pre>
      <button type="button" className={styles.copy} onClick={copy} aria-label="Copy the command">
        <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
      </button>
    </div>
  );
}
