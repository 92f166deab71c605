import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../components/form/TextField.tsx';
import type { FieldBinding } from '../../components/form/useForm.ts';
import { toAsciiDigits } from '../../money/amount.ts';
import { useDateTime } from '../../components/page/index.ts';
import { useMoney, useMoneyRange } from '../../money/useMoney.ts';
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

/**
 * One deposit or withdrawal in a list: what it went through, the amount, when and its number (and `note` under
 * it), and its status.
 */
export function OrderRow({
  main,
  order,
  note,
}: {
  main: ReactNode;
  order: { amount: number; createdAt: number; orderNo: string; status: keyof typeof STATUS_ID };
  note?: ReactNode;
}) {
  const money = useMoney();
  const when = useDateTime();
  return (
    <>
      <span className={styles.rowMain}>{main}</span>
      <span className={styles.rowAmount}>{money(order.amount)}</span>
      <span className={styles.rowSub}>
        {when(order.createdAt)} · {order.orderNo}
        {note}
      </span>
      <span className={styles.rowEnd}>
        <StatusBadge status={order.status} />
      </span>
    </>
  );
}

/** The amount to deposit or withdraw: any digits typed become ASCII, the merchant's limits as the placeholder. */
export function AmountField({ binding, min, max }: { binding: FieldBinding; min: number; max: number }) {
  const intl = useIntl();
  const range = useMoneyRange();
  return (
    <TextField
      {...binding}
      label={intl.formatMessage({ id: 'wallet.amount.label' })}
      inputMode="decimal"
      filter={toAsciiDigits}
      placeholder={range(min, max)}
      maxLength={16}
      required
    />
  );
}
