import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import styles from './styles.module.css';

type Props = {
  /** The framework feature or behaviour the page puts to work. */
  readonly exercises: ReactNode;
  /** What a visitor checks by eye (the end-to-end tests check the same). */
  readonly expected: ReactNode;
};

/**
 * The box at the top of every test page: what it exercises and what a
 * visitor should see. Markdown test pages write the same box as an
 * `:::info[About this test]` admonition.
 */
export default function TestIntro({exercises, expected}: Props): ReactNode {
  return (
    <Admonition type="info" title="About this test" className={styles.intro}>
      <p>
        <strong>Exercises:</strong> {exercises}
      </p>
      <p>
        <strong>You should see:</strong> {expected}
      </p>
    </Admonition>
  );
}
