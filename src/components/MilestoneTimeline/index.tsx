import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {milestones, type Milestone} from '@site/src/data/milestones';
import styles from './styles.module.css';

type Props = {
  /** Only milestones up to this ISO date, so an older post does not show the future. */
  until?: string;
  /** Accessible name of the list. */
  label?: string;
};

function formatDate(isoDate: string): string {
  // Fixed locale and UTC: the server and the browser must print the same text.
  return new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function Entry({milestone}: {milestone: Milestone}): ReactNode {
  return (
    <li className={styles.entry}>
      <time className={styles.date} dateTime={milestone.date}>
        {formatDate(milestone.date)}
      </time>
      <Link className={styles.title} to={milestone.to}>
        {milestone.title}
      </Link>
      <p className={styles.summary}>{milestone.summary}</p>
    </li>
  );
}

/** The history of the project as a vertical timeline, for history and release posts. */
export default function MilestoneTimeline({until, label = 'Docusaurus milestones'}: Props): ReactNode {
  const shown = until ? milestones.filter((milestone) => milestone.date <= until) : milestones;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {shown.map((milestone) => (
        <Entry key={milestone.date} milestone={milestone} />
      ))}
    </ol>
  );
}
