import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import type { ResolvedCompliance } from '@wl/manifest/compliance';
import type { MessageId } from '../../i18n/messageIds.ts';
import {
  loadProtection,
  protectionState,
  saveLimit,
  saveRealityCheck,
  type Limit,
  type LimitKind,
  type LimitPeriod,
} from '../../state/protection.ts';
import { isApiError } from '../../state/accountErrors.ts';
import { dataMessageId } from '../../i18n/messageIds.ts';
import { parseWholeNumber, toAsciiDigits } from '../../i18n/format.ts';
import { LoadFailed, Skeleton, useDateTime, Notice } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import page from '../../components/page/page.module.css';
import form from '../../components/form/form.module.css';
import styles from './protection.module.css';

const MONEY_KINDS = [
  ['deposit', 'depositLimits'],
  ['loss', 'lossLimits'],
  ['wager', 'wagerLimits'],
] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const REALITY_CHOICES = [5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240];

type Notice = { kind: 'success' | 'error'; id: MessageId; values?: Record<string, string | number> } | null;

/** One limit: what is in force, what is used, a pending raise or removal with when it applies, and the form. */
function LimitRow({ kind, period, limit }: { kind: LimitKind; period: LimitPeriod; limit?: Limit }) {
  const intl = useIntl();
  const money = useMoney();
  const when = useDateTime();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const shown = (v: number) =>
    kind === 'session' ? intl.formatMessage({ id: 'protection.limit.minutes' }, { n: v }) : money(v);
  const id = `limit-${kind}-${period}`;

  async function save(next: number | null) {
    setBusy(true);
    setNotice(null);
    try {
      const l = await saveLimit(kind, period, next);
      setValue('');
      setNotice(
        l?.pending
          ? {
              kind: 'success',
              id: 'protection.limit.saved_later',
              values: { hours: protectionState.settings?.coolingOffHours ?? 24, at: when(l.pending.at) },
            }
          : { kind: 'success', id: 'protection.limit.saved_now' },
      );
    } catch (err) {
      setNotice({ kind: 'error', id: isApiError(err) ? dataMessageId(err.key) : 'error.unknown' });
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = parseWholeNumber(value);
    if (n === null || n < 1) {
      setNotice({ kind: 'error', id: 'protection.limit.invalid' });
      return;
    }
    void save(n);
  }

  return (
    <form className={styles.limit} onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <div className={styles.limitHead}>
        <h4 id={`${id}-title`} className={styles.period}>
          <FormattedMessage id={`protection.period.${period}`} />
        </h4>
        <span className={styles.value} data-testid={`${id}-value`}>
          {limit?.value != null ? shown(limit.value) : <FormattedMessage id="protection.limit.none" />}
        </span>
      </div>
      {limit?.used !== undefined && limit.value != null && (
        <p className={page.muted}>
          <FormattedMessage id="protection.limit.used" values={{ used: money(limit.used) }} />
        </p>
      )}
      {limit?.pending && (
        <p className={styles.pending} data-testid={`${id}-pending`}>
          {limit.pending.value === null ? (
            <FormattedMessage id="protection.limit.pending_remove" values={{ at: when(limit.pending.at) }} />
          ) : (
            <FormattedMessage
              id="protection.limit.pending_raise"
              values={{ value: shown(limit.pending.value), at: when(limit.pending.at) }}
            />
          )}
        </p>
      )}
      <div className={styles.limitForm}>
        <div className={form.field}>
          <label htmlFor={id} className={form.label}>
            <FormattedMessage id="protection.limit.new" />
          </label>
          <div className={form.box}>
            <input
              id={id}
              className={form.input}
              inputMode="numeric"
              value={value}
              maxLength={10}
              onChange={(e) => setValue(toAsciiDigits(e.target.value).replace(/\D/g, ''))}
            />
          </div>
        </div>
        <button type="submit" className={page.primaryButton} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id="protection.limit.save" />
        </button>
        {limit?.value != null && !(limit.pending && limit.pending.value === null) && (
          <button
            type="button"
            className={page.secondaryButton}
            disabled={busy}
            onClick={() => void save(null)}
          >
            <FormattedMessage id="protection.limit.remove" />
          </button>
        )}
      </div>
      <Notice kind={notice?.kind}>
        {notice && <FormattedMessage id={notice.id} values={notice.values} />}
      </Notice>
    </form>
  );
}

/** The reality-check interval: the merchant's default or any shorter choice. */
function RealityCheck() {
  const intl = useIntl();
  const s = useSnapshot(protectionState);
  const settings = s.settings!;
  const [minutes, setMinutes] = useState(settings.realityCheckMinutes);
  const [notice, setNotice] = useState<Notice>(null);
  const choices = [
    ...new Set([
      ...REALITY_CHOICES.filter((n) => n < settings.defaultRealityCheckMinutes),
      settings.defaultRealityCheckMinutes,
    ]),
  ];
  async function submit(e: FormEvent) {
    e.preventDefault();
    setNotice(null);
    try {
      await saveRealityCheck(minutes);
      setNotice({ kind: 'success', id: 'protection.reality.saved', values: { n: minutes } });
    } catch (err) {
      setNotice({ kind: 'error', id: isApiError(err) ? dataMessageId(err.key) : 'error.unknown' });
    }
  }
  return (
    <form className={page.card} onSubmit={(e) => void submit(e)} aria-labelledby="rg-reality">
      <h3 id="rg-reality" className={page.cardTitle}>
        <FormattedMessage id="protection.reality.title" />
      </h3>
      <p className={page.muted}>
        <FormattedMessage id="protection.reality.help" />
      </p>
      <label htmlFor="rg-reality-minutes" className={page.legend}>
        <FormattedMessage id="protection.reality.label" />
      </label>
      <div className={styles.limitForm}>
        <select
          id="rg-reality-minutes"
          className={page.select}
          value={minutes}
          onChange={(e) => setMinutes(Number(e.target.value))}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage({ id: 'protection.reality.option' }, { n })}
            </option>
          ))}
        </select>
        <button type="submit" className={page.primaryButton}>
          <FormattedMessage id="protection.reality.save" />
        </button>
      </div>
      <Notice kind={notice?.kind}>
        {notice && <FormattedMessage id={notice.id} values={notice.values} />}
      </Notice>
    </form>
  );
}

/** The limits tab: a card per limit kind the merchant offers, then the reality check. */
export function Limits({ compliance }: { compliance: ResolvedCompliance }) {
  const s = useSnapshot(protectionState);
  if (s.load === 'error') return <LoadFailed onRetry={() => void loadProtection()} />;
  if (!s.settings) return <Skeleton rows={3} height={180} />;
  const find = (kind: LimitKind, period: LimitPeriod) =>
    s.settings!.limits.find((l) => l.kind === kind && l.period === period) as Limit | undefined;
  const m = compliance.modules;
  return (
    <>
      {MONEY_KINDS.filter(([, module]) => m[module]).map(([kind]) => (
        <section key={kind} className={page.card} aria-labelledby={`rg-${kind}`}>
          <h3 id={`rg-${kind}`} className={page.cardTitle}>
            <FormattedMessage id={`protection.kind.${kind}`} />
          </h3>
          <p className={page.muted}>
            <FormattedMessage id={`protection.help.${kind}`} />
          </p>
          {PERIODS.map((p) => (
            <LimitRow key={p} kind={kind} period={p} limit={find(kind, p)} />
          ))}
        </section>
      ))}
      {m.sessionTimeLimit && (
        <section className={page.card} aria-labelledby="rg-session">
          <h3 id="rg-session" className={page.cardTitle}>
            <FormattedMessage id="protection.kind.session" />
          </h3>
          <p className={page.muted}>
            <FormattedMessage id="protection.help.session" />
          </p>
          <LimitRow kind="session" period="session" limit={find('session', 'session')} />
        </section>
      )}
      {m.realityCheck && <RealityCheck />}
    </>
  );
}
