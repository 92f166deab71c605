import type { AgentPeriod } from '@wl/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot, type Snapshot } from 'valtio';
import { pathOf, type RouteId } from '../../routes/paths.ts';
import { promptsContracts } from '../../state/agentPrompt.ts';
import { sessionState } from '../../state/session.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import {
  agentState,
  loadProfitLoss,
  PERIODS,
  type Payouts,
  type ProfitLoss as PL,
} from '../../state/agent.ts';
import { Empty, LoadFailed, Skeleton } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import wallet from '../../components/page/page.module.css';
import { AgentNav } from './AgentNav.tsx';
import { KpiList } from './KpiList.tsx';
import styles from './agent.module.css';

const PERIOD_ID = {
  today: 'agent.period.today',
  yesterday: 'agent.period.yesterday',
  week: 'agent.period.week',
  month: 'agent.period.month',
  custom: 'agent.period.custom',
} as const satisfies Record<AgentPeriod, MessageId>;

const FIGURES = [
  ['deposits', 'agent.pl.deposits'],
  ['withdrawals', 'agent.pl.withdrawals'],
  ['validBets', 'agent.pl.validBets'],
  ['wins', 'agent.pl.wins'],
  ['bonuses', 'agent.pl.bonuses'],
  ['rebates', 'agent.pl.rebates'],
  ['net', 'agent.pl.net'],
] as const satisfies readonly (readonly [keyof PL['total'], MessageId])[];

const STATUS_ID = {
  accruing: 'agent.payout.accruing',
  due: 'agent.payout.due',
  paid: 'agent.payout.paid',
} as const satisfies Record<Payouts['list'][number]['status'], MessageId>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /m/member/agent/profitLoss: the team's deposits, withdrawals, valid bets, wins, bonuses, rebates and net for a
 * period, per member and in total; the agent KPI; the daily wage, hourly wage and dividend of the period, and the
 * daily-wage, dividend and hourly-wage records (paid, due or accruing). Periods are the platform's days.
 */
export default function ProfitLoss() {
  const intl = useIntl();
  const s = useSnapshot(agentState).pl;
  // Agent variants 40-42 hold no contracts (spec section 4): nothing to sign, so no "sign" advice either.
  const canSign = promptsContracts(useSnapshot(sessionState).info?.type ?? 0);
  const money = useMoney();
  const [start, setStart] = useState(s.startDate || today());
  const [end, setEnd] = useState(s.endDate || today());

  useEffect(() => {
    void loadProfitLoss();
  }, []);

  function custom(e: FormEvent) {
    e.preventDefault();
    void loadProfitLoss({ period: 'custom', startDate: start, endDate: end });
  }

  const tone = (n: number) => (n > 0 ? wallet.positive : n < 0 ? wallet.negative : undefined);
  const v = s.value;
  return (
    <div className={wallet.page}>
      <AgentNav />
      <div
        className={wallet.chips}
        role="group"
        aria-label={intl.formatMessage({ id: 'agent.period.label' })}
      >
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={wallet.chip}
            aria-pressed={s.period === p}
            onClick={() =>
              p === 'custom'
                ? void loadProfitLoss({ period: p, startDate: start, endDate: end })
                : void loadProfitLoss({ period: p })
            }
          >
            <FormattedMessage id={PERIOD_ID[p]} />
          </button>
        ))}
      </div>
      {s.period === 'custom' && (
        <form className={`${wallet.card} ${styles.inline}`} onSubmit={custom}>
          <div>
            <label htmlFor="pl-start" className={styles.label}>
              <FormattedMessage id="agent.period.from" />
            </label>
            <input
              id="pl-start"
              className={styles.input}
              type="date"
              value={start}
              max={end}
              onChange={(e) => setStart(e.target.value)}
              required
            />
          </div>
          <div>
            <label htmlFor="pl-end" className={styles.label}>
              <FormattedMessage id="agent.period.to" />
            </label>
            <input
              id="pl-end"
              className={styles.input}
              type="date"
              value={end}
              min={start}
              onChange={(e) => setEnd(e.target.value)}
              required
            />
          </div>
          <button type="submit" className={wallet.secondaryButton}>
            <FormattedMessage id="agent.period.apply" />
          </button>
        </form>
      )}
      {s.load === 'error' ? (
        <section className={wallet.card}>
          <LoadFailed onRetry={() => void loadProfitLoss()} />
        </section>
      ) : s.load !== 'ready' || !v ? (
        <>
          <Skeleton rows={1} height={180} />
          <Skeleton rows={1} height={120} />
          <Skeleton rows={3} height={56} />
        </>
      ) : (
        <>
          <section className={wallet.card} aria-labelledby="pl-total" aria-live="polite">
            <h2 id="pl-total" className={wallet.cardTitle}>
              <FormattedMessage id="agent.pl.total" />
            </h2>
            <dl className={wallet.totals} data-testid="pl-total">
              {FIGURES.map(([k, id]) => (
                <div key={k} data-figure={k}>
                  <dt>
                    <FormattedMessage id={id} />
                  </dt>
                  <dd className={k === 'net' ? tone(v.total.net) : undefined}>{money(v.total[k])}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={wallet.card} aria-labelledby="pl-pay">
            <h2 id="pl-pay" className={wallet.cardTitle}>
              <FormattedMessage id="agent.pl.earnings" />
            </h2>
            <dl className={wallet.totals} data-testid="pl-earnings">
              <div data-figure="salary">
                <dt>
                  <FormattedMessage id="agent.pl.salary" />
                </dt>
                <dd>{money(v.salary)}</dd>
              </div>
              <div data-figure="hourly">
                <dt>
                  <FormattedMessage id="agent.pl.hourly" />
                </dt>
                <dd>{money(v.hourly)}</dd>
              </div>
              <div data-figure="dividend">
                <dt>
                  <FormattedMessage id="agent.pl.dividend" />
                </dt>
                <dd>{money(v.dividend)}</dd>
              </div>
            </dl>
          </section>
          <section className={wallet.card} aria-labelledby="pl-kpi">
            <h2 id="pl-kpi" className={wallet.cardTitle}>
              <FormattedMessage id="agent.kpi.title" />
            </h2>
            <KpiList value={v.kpi} testId="pl-kpi" />
          </section>
          <section className={wallet.card} aria-labelledby="pl-members">
            <h2 id="pl-members" className={wallet.cardTitle}>
              <FormattedMessage id="agent.pl.members" />
            </h2>
            {v.members.length === 0 ? (
              <Empty id="agent.pl.noActivity" />
            ) : (
              <ul className={wallet.list} data-testid="pl-members">
                {v.members.map((m) => (
                  <li key={m.username} className={wallet.row}>
                    <span className={wallet.rowMain}>{m.username}</span>
                    <span className={`${wallet.rowAmount} ${tone(m.figures.net) ?? ''}`}>
                      {money(m.figures.net)}
                    </span>
                    <span className={wallet.rowSub}>
                      <FormattedMessage
                        id="agent.pl.validBetsOf"
                        values={{ amount: money(m.figures.validBets) }}
                      />
                    </span>
                    <span className={`${wallet.rowSub} ${wallet.rowEnd}`}>
                      <FormattedMessage
                        id="agent.pl.depositsOf"
                        values={{ amount: money(m.figures.deposits) }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Records
            title="agent.records.daily"
            testId="salary-records"
            payouts={s.daily}
            contract={canSign ? 'salaryContract' : null}
          />
          <Records
            title="agent.records.dividend"
            testId="dividend-records"
            payouts={s.dividend}
            contract={canSign ? 'dividendContract' : null}
          />
          <Records
            title="agent.records.hourly"
            testId="hourly-records"
            payouts={s.hourly}
            contract={canSign ? 'hourContract' : null}
            hourly
          />
        </>
      )}
    </div>
  );
}

/** The records of one contract kind over the period. */
function Records({
  title,
  testId,
  payouts,
  hourly,
  contract,
}: {
  title: MessageId;
  testId: string;
  payouts: Snapshot<Payouts> | null;
  /** The contract screen of this kind, for an account that may sign one; null for one that never holds contracts. */
  contract: RouteId | null;
  /** Hourly periods show their hour too. */
  hourly?: boolean;
}) {
  const money = useMoney();
  const intl = useIntl();
  // Periods are the platform's (UTC) days and weeks: their first day, as a date.
  const when = (ms: number) =>
    intl.formatDate(ms, {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(hourly ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {}),
    });
  if (!payouts) return null;
  return (
    <section className={wallet.card} aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`} className={wallet.cardTitle}>
        <FormattedMessage id={title} />
      </h2>
      {!payouts.signed ? (
        contract ? (
          <p className={styles.unsigned}>
            <FormattedMessage id="agent.records.unsigned" />{' '}
            <Link to={pathOf(contract)}>
              <FormattedMessage id="agent.records.openContract" />
            </Link>
          </p>
        ) : (
          <Empty id="agent.records.noContract" />
        )
      ) : payouts.list.length === 0 ? (
        <Empty id="agent.records.empty" />
      ) : (
        <ul className={wallet.list} data-testid={testId}>
          {payouts.list.map((r) => (
            <li key={r.periodStart} className={wallet.row}>
              <span className={wallet.rowMain}>{when(r.periodStart)}</span>
              <span className={wallet.rowAmount}>{money(r.amount)}</span>
              <span className={wallet.rowSub}>
                <FormattedMessage
                  id="agent.records.basis"
                  values={{
                    basis: money(r.basis),
                    rate: intl.formatNumber(r.rate / 100, { style: 'percent', maximumFractionDigits: 2 }),
                  }}
                />
              </span>
              <span className={`${wallet.rowSub} ${wallet.rowEnd}`}>
                <span className={wallet.badge} data-status={r.status === 'paid' ? 'paid' : 'pending'}>
                  <FormattedMessage id={STATUS_ID[r.status]} />
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
