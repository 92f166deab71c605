import { WhenOpen } from './WhenOpen.tsx';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { uiState } from '../state/ui.ts';
import { Msg } from './Msg.tsx';
import styles from './Hosts.module.css';
import { lazyPart } from '../i18n/i18n.ts';

// Dialogs are never on screen at first paint: their code loads with the first one.
const DialogStack = lazyPart(() => import('./DialogStack.tsx'));

/**
 * Toasts in a polite live region. The region is always in the page (empty when idle) because screen readers only
 * announce changes to a live region that already existed.
 */
export function ToastHost() {
  const { toasts } = useSnapshot(uiState);
  return (
    <div className={styles.toasts} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <p key={t.id} className={`${styles.toast} ${styles[t.kind] ?? ''}`}>
          <Msg message={t.message} />
        </p>
      ))}
    </div>
  );
}

/** The loading overlay, shown while any showLoading() is open; it blocks taps on the screen beneath. */
export function LoadingHost() {
  const { loading } = useSnapshot(uiState);
  const top = loading[loading.length - 1];
  if (!top) return null;
  return (
    <div className={styles.loading} role="alert" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.loadingText}>
        {top.message ? <Msg message={top.message} /> : <FormattedMessage id="app.loading" />}
      </p>
    </div>
  );
}

/** Renders open dialogs (alerts and confirms from the UI store), loading their code on first use. */
export function DialogHost() {
  const { dialogs } = useSnapshot(uiState);
  return (
    <WhenOpen open={dialogs.length > 0}>
      <DialogStack />
    </WhenOpen>
  );
}
