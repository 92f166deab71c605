import type { ContractKind } from '@wl/contract';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { matchRoute } from '../../routes/table.ts';
import { toastFailure } from '../../state/accountErrors.ts';
import { agentState, answer, loadContract } from '../../state/agent.ts';
import { CONTRACT_ROUTE } from '../../state/agentPrompt.ts';
import { DURATION, toast } from '../../state/ui.ts';
import { LoadFailed, Skeleton, useDateTime } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import wallet from '../../components/page/page.module.css';
import { AgentNav } from './AgentNav.tsx';
import styles from './agent.module.css';

const KIND_OF_ROUTE = Object.fromEntries(Object.entries(CONTRACT_ROUTE).map(([k, r]) => [r, k])) as Record<
  string,
  ContractKind
>;

const TITLE_ID = {
  daily: 'route.salaryContract',
  dividend: 'route.dividendContract',
  hourly: 'route.hourContract',
} as const;

const PERIOD_ID = { hour: 'agent.terms.hour', day: 'agent.terms.day', week: 'agent.terms.week' } as const;
const BASIS_ID = { validBets: 'agent.terms.validBets', netLoss: 'agent.terms.netLoss' } as const;

/**
 * The contract screens (/m/member/agent/getSalaryContract, getDevidendContract, getHourContract): the offered terms
 * (period, what the tiers are read against, the rate of each tier), Accept or Decline while pending, and the signed
 * (or declined) contract afterwards.
 */
export default function Contract() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const kind = KIND_OF_ROUTE[matchRoute(pathname).id] ?? 'daily';
  const s = useSnapshot(agentState);
  const money = useMoney();
  const when = useDateTime();
  const contract = s.contracts[kind];
  const load = s.contractLoad[kind] ?? 'idle';

  useEffect(() => {
    void loadContract(kind);
  }, [kind]);

  async function reply(accept: boolean) {
    try {
      await answer(kind, accept);
      toast(
        { id: accept ? 'agent.contract.signedToast' : 'agent.contract.declinedToast' },
        { kind: 'success', duration: DURATION.success },
      );
    } catch (err) {
      toastFailure(err);
    }
  }

  const percent = (rate: number) =>
    intl.formatNumber(rate / 100, { style: 'percent', maximumFractionDigits: 2 });

  return (
    <div className={wallet.page}>
      <AgentNav />
      <section className={wallet.card} aria-labelledby="contract-title" aria-busy={load === 'loading'}>
        <h2 id="contract-title" className={wallet.cardTitle}>
          <FormattedMessage id={TITLE_ID[kind]} />
        </h2>
        {load === 'error' ? (
          <LoadFailed onRetry={() => void loadContract(kind)} />
        ) : !contract || contract.kind !== kind ? (
          <Skeleton rows={4} height={36} />
        ) : (
          <>
            {contract.status === 'signed' && (
              <p className={styles.signed} data-testid="contract-status">
                <FormattedMessage
                  id="agent.contract.signed"
                  values={{ date: when(contract.answeredAt ?? 0) }}
                />
              </p>
            )}
            {contract.status === 'declined' && (
              <p className={styles.declined} data-testid="contract-status">
                <FormattedMessage
                  id="agent.contract.declined"
                  values={{ date: when(contract.answeredAt ?? 0) }}
                />
              </p>
            )}
            {contract.status === 'pending' && (
              <p className={wallet.muted} data-testid="contract-status">
                <FormattedMessage id="agent.contract.pending" />
              </p>
            )}
            {contract.status === 'none' && (
              <p className={wallet.muted} data-testid="contract-status">
                <FormattedMessage id="agent.contract.none" />
              </p>
            )}
            <dl className={wallet.totals}>
              <div>
                <dt>
                  <FormattedMessage id="agent.terms.period" />
                </dt>
                <dd>
                  <FormattedMessage id={PERIOD_ID[contract.terms.period]} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="agent.terms.basis" />
                </dt>
                <dd>
                  <FormattedMessage id={BASIS_ID[contract.terms.basis]} />
                </dd>
              </div>
            </dl>
            <table className={styles.tiers} data-testid="contract-tiers">
              <caption className="sr-only">
                <FormattedMessage id="agent.terms.tiers" />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="agent.terms.tier" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="agent.terms.from" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="agent.terms.rate" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {contract.terms.tiers.map((t, i) => (
                  <tr key={i}>
                    <td>{intl.formatNumber(i + 1)}</td>
                    <td>{money(t.min)}</td>
                    <td>{percent(t.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {contract.status === 'pending' && (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={wallet.secondaryButton}
                  disabled={s.answering}
                  onClick={() => void reply(false)}
                >
                  <FormattedMessage id="agent.contract.decline" />
                </button>
                <button
                  type="button"
                  className={wallet.primaryButton}
                  disabled={s.answering}
                  aria-busy={s.answering || undefined}
                  onClick={() => void reply(true)}
                >
                  <FormattedMessage id="agent.contract.accept" />
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
