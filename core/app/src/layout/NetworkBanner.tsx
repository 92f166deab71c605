import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { networkState } from '../state/network.ts';
import { useClientValue } from '../prerender/useHydrated.ts';
import styles from './NetworkBanner.module.css';

export type NetworkStatus = 'ok' | 'slow' | 'offline';

/** What the banner says for a connection state: offline wins over slow. */
export function networkStatus(s: { online: boolean; slow: boolean }): NetworkStatus {
  if (!s.online) return 'offline';
  return s.slow ? 'slow' : 'ok';
}

/**
 * The "Slow Connection" / "No Internet" banner (spec section 8, Network), fed by the API client, announced politely:
 * the spec's 65 px notification top bar, over the page (NetworkBanner.module.css).
 */
export function NetworkBanner() {
  const status = networkStatus(useSnapshot(networkState));
  // The prerender assumes a connection: the hydrating render does too, the real state follows right after.
  const shown = useClientValue(() => status, 'ok');
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
