import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messageIds.ts';
import styles from '../../components/page/page.module.css';

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
