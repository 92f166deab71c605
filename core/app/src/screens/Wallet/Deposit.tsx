import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../state/accountErrors.ts';
import { useForm } from '../../components/form/useForm.ts';
import { config } from '../../config/config.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { amountString, checkAmount } from '../../money/amount.ts';
import { pathOf } from '../../routes/paths.ts';
import {
  afterPayment,
  createDeposit,
  depositState,
  loadChannels,
  loadOrders,
  mayHaveArrived,
} from '../../state/deposit.ts';
import { failureValues } from '../../state/protection.ts';
import { Empty, LoadFailed, Notice, PagedList, Skeleton } from '../../components/page/index.ts';
import { AmountField, OrderRow } from './parts.tsx';
import { useMoney } from '../../money/useMoney.ts';
import styles from './styles.ts';

type Outcome = { kind: 'success' | 'error'; id: MessageId; values?: Record<string, string> } | null;

/** The path or URL of the provider's page: a path is on the gateway, which may be another origin. */
function payTarget(payUrl: string): string {
  return payUrl.startsWith('/') ? `${config().gateway.baseUrl}${payUrl}` : payUrl;
}

/**
 * /m/voucherCenter: channel, preset or typed amount within the channel's limits, then the provider's payment page.
 * Coming back with ?orderNo&status shows the outcome and re-reads the balance and the orders.
 */
export default function Deposit() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const s = useSnapshot(depositState);
  const money = useMoney();
  const [channelId, setChannelId] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [leaving, setLeaving] = useState(false);
  const channel = s.channels.find((c) => c.channelId === channelId) ?? s.channels[0];
  const channelRef = useRef(channel);
  channelRef.current = channel;

  const form = useForm<'amount'>(
    { amount: '' },
    {
      amount: {
        validate: (v) => {
          const c = channelRef.current;
          return c ? checkAmount(v, { min: c.min, max: c.max }, money) : null;
        },
      },
    },
  );

  useEffect(() => {
    void loadChannels();
    void loadOrders();
  }, []);

  // Back from the provider's page through the browser's back button (a page restored from the back/forward
  // cache): the form is usable again and the orders are re-read.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setLeaving(false);
      void loadOrders();
    };
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  // Back from the provider: show the outcome once, re-read balance and orders, and drop the query.
  useEffect(() => {
    const q = new URLSearchParams(search);
    const orderNo = q.get('orderNo');
    const status = q.get('status');
    if (!orderNo || (status !== 'paid' && status !== 'failed')) return;
    setOutcome(
      status === 'paid'
        ? { kind: 'success', id: 'wallet.deposit.paid', values: { orderNo } }
        : { kind: 'error', id: 'wallet.deposit.failed', values: { orderNo } },
    );
    void afterPayment();
    navigate(pathOf('voucherCenter'), { replace: true });
  }, [search, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!channel || s.submitting || leaving || form.validate(['amount'])) return;
    setOutcome(null);
    try {
      const payUrl = await createDeposit(channel.channelId, amountString(form.values.amount));
      setLeaving(true);
      location.assign(payTarget(payUrl));
    } catch (err) {
      // No answer (network, timeout, a server error): the order may exist. The screen says so; the next tap sends
      // the same idempotency key, so it finishes this deposit and never makes a second one.
      if (mayHaveArrived(err)) return setOutcome({ kind: 'error', id: 'wallet.deposit.unsure' });
      const key = isApiError(err) ? dataMessageId(err.key) : 'error.unknown';
      // A limit refusal names the limit and what is left of it.
      const values = isApiError(err) ? failureValues(err.value) : undefined;
      setOutcome(values ? { kind: 'error', id: key, values } : { kind: 'error', id: key });
    }
  }

  const icons = config().payments;
  return (
    <div className={styles.page}>
      <Notice kind={outcome?.kind}>
        {outcome && <FormattedMessage id={outcome.id} values={outcome.values} />}
        {leaving && <FormattedMessage id="wallet.deposit.redirecting" />}
      </Notice>
      <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
        {s.channelsLoad === 'error' ? (
          <LoadFailed onRetry={() => void loadChannels()} />
        ) : s.channelsLoad !== 'ready' ? (
          <Skeleton rows={3} height={72} />
        ) : s.channels.length === 0 || !channel ? (
          <Empty id="wallet.deposit.no_channels" />
        ) : (
          <>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>
                <FormattedMessage id="wallet.deposit.channel" />
              </legend>
              <div className={styles.channels}>
                {s.channels.map((c) => (
                  <label key={c.channelId} className={styles.choice}>
                    <input
                      type="radio"
                      name="channel"
                      value={c.channelId}
                      checked={c.channelId === channel.channelId}
                      onChange={() => {
                        setChannelId(c.channelId);
                        if (form.values.amount) form.validate(['amount'], { focus: false });
                      }}
                    />
                    {icons[c.channelId]?.icons[0] && (
                      <img src={icons[c.channelId]!.icons[0]} alt="" width={56} height={28} />
                    )}
                    <span>{c.title}</span>
                  </label>
                ))}
              </div>
              <p className={styles.muted}>
                <FormattedMessage
                  id="wallet.limits"
                  values={{ min: money(channel.min), max: money(channel.max) }}
                />
              </p>
            </fieldset>
            {channel.presets.length > 0 && (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>
                  <FormattedMessage id="wallet.deposit.presets" />
                </legend>
                <div className={styles.chips}>
                  {channel.presets.map((p) => (
                    <button
                      key={p}
                      type="button"
                      className={styles.chip}
                      aria-pressed={form.values.amount !== '' && Number(form.values.amount) === p}
                      onClick={() => {
                        form.setValue('amount', String(p));
                        form.setError('amount', null, false);
                      }}
                    >
                      {money(p)}
                    </button>
                  ))}
                </div>
              </fieldset>
            )}
            <AmountField binding={form.field('amount')} min={channel.min} max={channel.max} />
            <button
              type="submit"
              className={styles.primaryButton}
              disabled={s.submitting || leaving}
              aria-busy={s.submitting || undefined}
            >
              <FormattedMessage id="wallet.deposit.submit" />
            </button>
          </>
        )}
      </form>
      <section className={styles.card} aria-labelledby="deposit-orders">
        <h2 id="deposit-orders" className={styles.cardTitle}>
          <FormattedMessage id="wallet.deposit.orders" />
        </h2>
        <PagedList
          paged={s.orders}
          onLoad={(more) => void loadOrders(more)}
          empty="wallet.deposit.empty"
          testId="deposit-orders"
          itemKey={(o) => o.orderNo}
          renderItem={(o) => <OrderRow main={o.channel} order={o} />}
        />
      </section>
    </div>
  );
}
