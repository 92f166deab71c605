import { FormattedMessage } from 'react-intl';
import styles from './AreaState.module.css';

/** "Loading failed, click to retry" in place of an area whose call failed; the rest of the page stays usable. */
export function Retry({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <button type="button" className={`${styles.retry} ${className ?? ''}`} onClick={onRetry}>
      <FormattedMessage id="error.load_failed" />
    </button>
  );
}

/** A placeholder that keeps an area's size while its data loads (hidden from assistive technology). */
export function Skeleton({ className }: { className?: string }) {
  return <span className={`${styles.skeleton} ${className ?? ''}`} aria-hidden="true" />;
}
