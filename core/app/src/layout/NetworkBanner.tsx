import { useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './NetworkBanner.module.css';

export type NetworkStatus = 'ok' | 'slow' | 'offline';

function subscribe(cb: () => void): () => void {
  addEventListener('online', cb);
  addEventListener('offline', cb);
  return () => {
    removeEventListener('online', cb);
    removeEventListener('offline', cb);
  };
}

/** The browser's own view of the connection (used until the API client reports slow calls). */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** The "Slow Connection" / "No Internet" banner (spec section 8, Network), announced politely. */
export function NetworkBanner({ status }: { status?: NetworkStatus }) {
  const online = useBrowserOnline();
  const shown: NetworkStatus = !online ? 'offline' : (status ?? 'ok');
  return (
    <div className={styles.slot} role="status" aria-live="polite">
      {shown !== 'ok' && (
        <p className={shown === 'offline' ? styles.offline : styles.slow}>
          <FormattedMessage id={shown === 'offline' ? 'error.no_internet' : 'error.slow_connection'} />
        </p>
      )}
    </div>
  );
}
