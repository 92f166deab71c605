import { useCallback } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSnapshot } from 'valtio';
import { i18nState } from '../../i18n/i18n.ts';
import { numberingTag } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import styles from './wallet.module.css';

/** Grey placeholder rows of a fixed height, so the content that replaces them moves nothing. */
export function Skeleton({ rows, height }: { rows: number; height: number }) {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} style={{ height }} />
      ))}
    </div>
  );
}

/** A call failed: the message and a retry button, in place of what would have loaded. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.failed} role="alert">
      <button type="button" className={styles.secondaryButton} onClick={onRetry}>
        <FormattedMessage id="error.load_failed" />
      </button>
    </div>
  );
}

/** An empty list's message. */
export function Empty({ id }: { id: MessageId }) {
  return (
    <p className={styles.empty}>
      <FormattedMessage id={id} />
    </p>
  );
}

const STATUS_ID = {
  pending: 'wallet.status.pending',
  paid: 'wallet.status.paid',
  failed: 'wallet.status.failed',
  rejected: 'wallet.status.rejected',
} as const satisfies Record<string, MessageId>;

/** A deposit's or withdrawal's status as a coloured badge (the word carries the meaning, not the colour). */
export function StatusBadge({ status }: { status: keyof typeof STATUS_ID }) {
  return (
    <span className={styles.badge} data-status={status}>
      <FormattedMessage id={STATUS_ID[status]} />
    </span>
  );
}

/** "Load more" under a paged list, with its own retry when the next page failed. */
export function MoreButton({
  shown,
  total,
  busy,
  failed,
  onMore,
}: {
  shown: number;
  total: number;
  busy: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <div className={styles.more}>
      <span className={styles.muted}>
        <FormattedMessage id="wallet.shown" values={{ shown, total }} />
      </span>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={onMore}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <FormattedMessage id={failed ? 'error.load_failed' : 'wallet.more'} />
      </button>
    </div>
  );
}

/** Date and time of an order in the current language. */
export function useDateTime(): (ms: number) => string {
  const { tag } = useSnapshot(i18nState);
  return useCallback(
    (ms: number) =>
      new Date(ms).toLocaleString(numberingTag(tag), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [tag],
  );
}
