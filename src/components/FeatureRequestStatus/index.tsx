import type {ReactNode} from 'react';
import {
  FEATURE_REQUEST_STATUS_LABELS,
  type FeatureRequestStatus as Status,
} from '@site/src/data/featureRequests';
import styles from './styles.module.css';

/** A coloured pill naming the status; the text carries the meaning, not the colour. */
export default function FeatureRequestStatus({status}: {status: Status}): ReactNode {
  return (
    <span className={`${styles.status} ${styles[status]}`} data-status={status}>
      {FEATURE_REQUEST_STATUS_LABELS[status]}
    </span>
  );
}
