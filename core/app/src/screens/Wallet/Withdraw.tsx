import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../state/accountErrors.ts';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useForm, type FieldBinding } from '../../components/form/useForm.ts';
import { FieldError } from '../../components/form/FieldError.tsx';
import formStyles from '../../components/form/form.module.css';
import { Modal } from '../../components/Modal.tsx';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { amountString, checkAmount, toAsciiDigits } from '../../money/amount.ts';
import { refreshWallet, walletState } from '../../state/wallet.ts';
import {
  bindAccount,
  loadAccounts,
  loadWithdrawals,
  mayHaveArrived,
  requestWithdrawal,
  setPaymentPassword,
  withdrawState,
  type PayoutAccounts,
} from '../../state/withdraw.ts';
import { LoadFailed, Notice, PagedList, Skeleton } from '../../components/page/index.ts';
import { AmountField, OrderRow } from './parts.tsx';
import { useMoney } from '../../money/useMoney.ts';
import styles from './styles.ts';

type Notice = { kind: 'success' | 'error'; id: MessageId; values?: Record<string, string> } | null;
const digitsOnly = (v: string) => toAsciiDigits(v).replace(/\D/g, '').slice(0, 6);
const errorKey = (err: unknown): MessageId => (isApiError(err) ? dataMessageId(err.key) : 'error.unknown');

/** Step 1: the first payment password, six digits twice. */
function PasswordStep({ onNotice }: { onNotice: (n: Notice) => void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const form = useForm<'pp' | 'ppConfirm'>(
    { pp: '', ppConfirm: '' },
    {
      pp: {
        validate: (v) => (/^\d{6}$/.test(v) ? null : { id: 'wallet.pp.digits' }),
        dependents: ['ppConfirm'],
      },
      ppConfirm: {
        validate: (v, all) =>
          !/^\d{6}$/.test(v)
            ? { id: 'wallet.pp.digits' }
            : v !== all.pp
              ? { id: 'wallet.pp.mismatch' }
              : null,
      },
    },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(['pp', 'ppConfirm'])) return;
    setBusy(true);
    try {
      await setPaymentPassword(form.values.pp, form.values.ppConfirm);
      onNotice({ kind: 'success', id: 'wallet.pp.saved' });
    } catch (err) {
      onNotice({ kind: 'error', id: errorKey(err) });
      setBusy(false);
    }
  }
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="pp-title">
      <h2 id="pp-title" className={styles.cardTitle}>
        <FormattedMessage id="wallet.pp.title" />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage id="wallet.pp.intro" />
      </p>
      <PasswordField
        {...form.field('pp')}
        label={intl.formatMessage({ id: 'wallet.pp.field' })}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        filter={digitsOnly}
        required
      />
      <PasswordField
        {...form.field('ppConfirm')}
        label={intl.formatMessage({ id: 'wallet.pp.confirm' })}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        filter={digitsOnly}
        required
      />
      <button type="submit" className={styles.primaryButton} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="wallet.pp.submit" />
      </button>
    </form>
  );
}

/** The e-wallet or bank, chosen from the merchant's list. */
function ProviderSelect({
  binding,
  label,
  choices,
}: {
  binding: FieldBinding;
  label: string;
  choices: readonly string[];
}) {
  const { name, value, error, onValue, onBlur, inputRef } = binding;
  const errorId = `${name}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={name} className={formStyles.label}>
        {label}
      </label>
      <div className={formStyles.box} data-invalid={error ? '' : undefined}>
        <select
          ref={inputRef as unknown as Ref<HTMLSelectElement>}
          id={name}
          name={name}
          className={formStyles.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <option value="" disabled>
            {/* An empty first choice: nothing is picked for the player. */}
          </option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Step 2: a payout account (payee, e-wallet or bank, provider, number), checked as the gateway checks it. */
function AccountStep({
  providers,
  onNotice,
}: {
  providers: PayoutAccounts['providers'];
  onNotice: (n: Notice) => void;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [kind, setKind] = useState<'ewallet' | 'bank'>('ewallet');
  // The merchant's e-wallets or banks (gateway payoutAccounts): a choice; a country without a list types the name.
  const choices = providers[kind];
  const listed = useRef(false);
  listed.current = choices.length > 0;
  const form = useForm<'payeeName' | 'provider' | 'accountNo'>(
    { payeeName: '', provider: '', accountNo: '' },
    {
      payeeName: {
        validate: (v) =>
          v.trim().length >= 2 && v.trim().length <= 50 ? null : { id: 'wallet.account.payeeName_invalid' },
      },
      provider: {
        validate: (v) =>
          // The gateway's pattern: no control characters, no < or >.
          // eslint-disable-next-line no-control-regex -- refusing control characters is the point
          /^[^\u0000-\u001f<>]{2,40}$/.test(v.trim())
            ? null
            : { id: listed.current ? 'wallet.account.provider_choose' : 'wallet.account.provider_invalid' },
      },
      accountNo: {
        validate: (v) => (/^\d{6,30}$/.test(v) ? null : { id: 'wallet.account.accountNo_invalid' }),
      },
    },
  );
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy || form.validate(['payeeName', 'provider', 'accountNo'])) return;
    setBusy(true);
    try {
      await bindAccount({
        payeeName: form.values.payeeName.trim(),
        kind,
        provider: form.values.provider.trim(),
        accountNo: form.values.accountNo,
      });
      onNotice({ kind: 'success', id: 'wallet.account.saved' });
    } catch (err) {
      onNotice({ kind: 'error', id: errorKey(err) });
      setBusy(false);
    }
  }
  return (
    <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="acct-title">
      <h2 id="acct-title" className={styles.cardTitle}>
        <FormattedMessage id="wallet.account.title" />
      </h2>
      <TextField
        {...form.field('payeeName')}
        label={intl.formatMessage({ id: 'wallet.account.payeeName' })}
        autoComplete="name"
        maxLength={50}
        required
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="wallet.account.kind" />
        </legend>
        <div className={styles.segmented}>
          {(['ewallet', 'bank'] as const).map((k) => (
            <label key={k} className={styles.choice}>
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  form.setValue('provider', '');
                }}
              />
              <FormattedMessage id={k === 'ewallet' ? 'wallet.account.ewallet' : 'wallet.account.bank'} />
            </label>
          ))}
        </div>
      </fieldset>
      {choices.length ? (
        <ProviderSelect
          binding={form.field('provider')}
          label={intl.formatMessage({ id: 'wallet.account.provider' })}
          choices={choices}
        />
      ) : (
        <TextField
          {...form.field('provider')}
          label={intl.formatMessage({ id: 'wallet.account.provider' })}
          maxLength={40}
          required
        />
      )}
      <TextField
        {...form.field('accountNo')}
        label={intl.formatMessage({ id: 'wallet.account.accountNo' })}
        inputMode="numeric"
        maxLength={30}
        filter={(v) => toAsciiDigits(v).replace(/\D/g, '')}
        required
      />
      <button type="submit" className={styles.primaryButton} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="wallet.account.submit" />
      </button>
    </form>
  );
}

/** Step 3: the amount within balance and limits, the account, the payment password. */
function WithdrawForm({ accounts, onNotice }: { accounts: PayoutAccounts; onNotice: (n: Notice) => void }) {
  const intl = useIntl();
  const money = useMoney();
  const { balance } = useSnapshot(walletState);
  const { submitting } = useSnapshot(withdrawState);
  const [accountId, setAccountId] = useState(accounts.list[0]!.id);
  const limits = accounts.withdrawal;
  const balanceRef = useRef(balance);
  balanceRef.current = balance;
  const form = useForm<'amount' | 'paymentPassword'>(
    { amount: '', paymentPassword: '' },
    {
      amount: {
        validate: (v) =>
          checkAmount(v, { min: limits.min, max: limits.max, balance: balanceRef.current }, money),
      },
      paymentPassword: { validate: (v) => (/^\d{6}$/.test(v) ? null : { id: 'wallet.pp.digits' }) },
    },
  );
  // The confirm step: what will be sent, to which account, before anything is held.
  const [review, setReview] = useState(false);
  const account = accounts.list.find((a) => a.id === accountId) ?? accounts.list[0]!;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting || form.validate(['amount', 'paymentPassword'])) return;
    onNotice(null);
    setReview(true);
  }
  async function send() {
    setReview(false);
    try {
      const r = await requestWithdrawal(
        amountString(form.values.amount),
        accountId,
        form.values.paymentPassword,
      );
      // A new, empty form for the next withdrawal: no "required" errors on fields the player has not touched.
      for (const f of ['amount', 'paymentPassword'] as const) {
        form.setValue(f, '');
        form.setError(f, null, false);
      }
      onNotice({
        kind: 'success',
        id: 'wallet.withdraw.sent',
        values: { orderNo: r.orderNo, amount: money(r.amount) },
      });
    } catch (err) {
      const key = errorKey(err);
      // No answer: the withdrawal may be held already. The screen says so; confirming again sends the same
      // idempotency key, which answers the withdrawal already made or makes it now, never a second one.
      if (mayHaveArrived(err)) onNotice({ kind: 'error', id: 'wallet.withdraw.unsure' });
      else if (key === 'error.kyc_required')
        onNotice({
          kind: 'error',
          id: 'wallet.withdraw.kyc',
          values: { threshold: money(limits.kycThreshold) },
        });
      else if (key === 'error.payment_password') form.setError('paymentPassword', { id: key });
      else if (key === 'error.insufficient_balance') form.setError('amount', { id: key });
      else onNotice({ kind: 'error', id: key });
    }
  }
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="wd-title">
      <h2 id="wd-title" className="sr-only">
        <FormattedMessage id="route.withdraw" />
      </h2>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="wallet.withdraw.to" />
        </legend>
        {accounts.list.map((a) => (
          <label key={a.id} className={styles.choice} style={{ alignItems: 'flex-start', minHeight: 56 }}>
            <input
              type="radio"
              name="payoutAccount"
              value={a.id}
              checked={accountId === a.id}
              onChange={() => setAccountId(a.id)}
            />
            <strong>
              {a.provider} · {a.accountNo}
            </strong>
            <span className={styles.muted}>{a.payeeName}</span>
          </label>
        ))}
      </fieldset>
      <AmountField binding={form.field('amount')} min={limits.min} max={limits.max} />
      <p className={styles.muted} style={{ marginTop: 0 }}>
        <FormattedMessage id="wallet.limits" values={{ min: money(limits.min), max: money(limits.max) }} />
      </p>
      <PasswordField
        {...form.field('paymentPassword')}
        id="withdrawPaymentPassword"
        label={intl.formatMessage({ id: 'wallet.withdraw.password' })}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
        filter={digitsOnly}
        required
      />
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        <FormattedMessage id="wallet.withdraw.submit" />
      </button>
      <p className={styles.muted}>
        <FormattedMessage id="wallet.withdraw.no_cancel" />
      </p>
      {review && (
        <Modal title={<FormattedMessage id="wallet.withdraw.review" />} onClose={() => setReview(false)}>
          <dl className={styles.review} data-testid="withdraw-review">
            <div>
              <dt>
                <FormattedMessage id="wallet.amount.label" />
              </dt>
              <dd>{money(Number(amountString(form.values.amount)))}</dd>
            </div>
            {/* The sandbox platform charges no fee: the player receives the amount in full. */}
            <div>
              <dt>
                <FormattedMessage id="wallet.withdraw.fee" />
              </dt>
              <dd>
                <FormattedMessage id="wallet.withdraw.no_fee" />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="wallet.withdraw.to" />
              </dt>
              <dd>
                {account.provider} · {account.accountNo}
                <br />
                {account.payeeName}
              </dd>
            </div>
          </dl>
          <p className={styles.muted}>
            <FormattedMessage id="wallet.withdraw.no_cancel" />
          </p>
          <div className={styles.reviewActions}>
            <button type="button" className={styles.secondaryButton} onClick={() => setReview(false)}>
              <FormattedMessage id="wallet.withdraw.edit" />
            </button>
            <button type="button" className={styles.primaryButton} onClick={() => void send()}>
              <FormattedMessage id="wallet.withdraw.confirm" />
            </button>
          </div>
        </Modal>
      )}
    </form>
  );
}

/**
 * /m/withdraw: balance; then the first payment password, a payout account, or the withdrawal form; and the list of
 * withdrawals with their status. The gateway holds the amount at once, so the balance drops on success.
 */
export default function Withdraw() {
  const s = useSnapshot(withdrawState);
  const wallet = useSnapshot(walletState);
  const money = useMoney();
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    void loadAccounts();
    void loadWithdrawals();
    // The amount is checked against the balance: read it fresh (a game in another tab may have moved it).
    void refreshWallet();
  }, []);

  const accounts = s.accounts as PayoutAccounts | null;
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${styles.balance}`} aria-labelledby="wd-balance">
        <span id="wd-balance" className={styles.muted}>
          <FormattedMessage id="wallet.withdraw.balance" />
        </span>
        <span className={styles.balanceAmount} data-testid="withdraw-balance">
          {wallet.balance === null ? '' : money(wallet.balance)}
        </span>
      </section>
      <Notice kind={notice?.kind}>
        {notice && <FormattedMessage id={notice.id} values={notice.values} />}
        {notice?.id === 'wallet.withdraw.kyc' && (
          <>
            {' '}
            <Link to={pathOf('memberHome', { kyc: 1 })}>
              <FormattedMessage id="member.kyc.link" />
            </Link>
          </>
        )}
      </Notice>
      {s.accountsLoad === 'error' ? (
        <div className={styles.card}>
          <LoadFailed onRetry={() => void loadAccounts()} />
        </div>
      ) : !accounts ? (
        <div className={styles.card}>
          <Skeleton rows={4} height={44} />
        </div>
      ) : !accounts.paymentPasswordSet ? (
        <PasswordStep onNotice={setNotice} />
      ) : accounts.list.length === 0 ? (
        <AccountStep providers={accounts.providers} onNotice={setNotice} />
      ) : (
        <WithdrawForm accounts={accounts} onNotice={setNotice} />
      )}
      <section className={styles.card} aria-labelledby="wd-list">
        <h2 id="wd-list" className={styles.cardTitle}>
          <FormattedMessage id="wallet.withdraw.list" />
        </h2>
        <PagedList
          paged={s.withdrawals}
          onLoad={(more) => void loadWithdrawals(more)}
          empty="wallet.withdraw.empty"
          testId="withdrawals"
          itemKey={(w) => w.orderNo}
          renderItem={(w) => (
            <OrderRow
              main={`${w.provider} · ${w.accountNo}`}
              order={w}
              note={
                w.status === 'rejected' &&
                w.reason && (
                  <>
                    <br />
                    <FormattedMessage id="wallet.withdraw.reason" values={{ reason: w.reason }} />
                  </>
                )
              }
            />
          )}
        />
      </section>
    </div>
  );
}
