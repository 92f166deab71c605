import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { pathOf } from '../../routes/paths.ts';
import { failureOf } from '../../state/accountErrors.ts';
import {
  addMember,
  agentState,
  KPI_PERIODS,
  loadInvite,
  loadKpi,
  loadMoreTeam,
  loadTeam,
  type TeamScope,
} from '../../state/agent.ts';
import { DURATION, toast } from '../../state/ui.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import { Empty, LoadFailed, MoreButton, Skeleton, useDateTime } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import wallet from '../../components/page/page.module.css';
import { AgentNav } from './AgentNav.tsx';
import { KpiList } from './KpiList.tsx';
import styles from './agent.module.css';

const SCOPES: readonly { id: TeamScope; label: MessageId }[] = [
  { id: 'direct', label: 'agent.team.direct' },
  { id: 'all', label: 'agent.team.all' },
];

/** The invite link of a code: this app's registration page with the code, on the host the agent uses. */
const inviteLink = (code: string): string =>
  `${location.origin}${pathOf('register', { affiliateCode: code })}`;

/**
 * The agent KPI (spec section 7, agent KPI) of today or this month: team size, direct members, new members, active
 * players, depositors and first deposits. The numbers keep their boxes while loading; a failure has its retry.
 */
function KpiCard() {
  const intl = useIntl();
  const { kpi } = useSnapshot(agentState);
  return (
    <section className={wallet.card} aria-labelledby="kpi-title" aria-busy={kpi.load === 'loading'}>
      <h2 id="kpi-title" className={wallet.cardTitle}>
        <FormattedMessage id="agent.kpi.title" />
      </h2>
      <div
        className={wallet.chips}
        role="group"
        aria-label={intl.formatMessage({ id: 'agent.period.label' })}
      >
        {KPI_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={wallet.chip}
            aria-pressed={kpi.period === p}
            onClick={() => void loadKpi(p)}
          >
            <FormattedMessage id={`agent.period.${p}`} />
          </button>
        ))}
      </div>
      {kpi.load === 'error' ? (
        <LoadFailed onRetry={() => void loadKpi()} />
      ) : (
        <KpiList value={kpi.load === 'ready' ? kpi.value : null} testId="team-kpi" />
      )}
    </section>
  );
}

/** /m/member/agent/team: the invite link and code, adding a member, and the downline (direct or all levels). */
export default function Team() {
  const intl = useIntl();
  const s = useSnapshot(agentState);
  const money = useMoney();
  const when = useDateTime();
  const [search, setSearch] = useState(s.team.search);

  useEffect(() => {
    void loadKpi();
    void loadTeam();
    void loadInvite();
  }, []);

  function find(e: FormEvent) {
    e.preventDefault();
    void loadTeam({ search });
  }

  const code = s.invite.codes[0];
  return (
    <div className={wallet.page}>
      <AgentNav />
      <KpiCard />
      <section className={wallet.card} aria-labelledby="invite-title" data-testid="agent-invite">
        <h2 id="invite-title" className={wallet.cardTitle}>
          <FormattedMessage id="agent.invite.title" />
        </h2>
        {s.invite.load === 'error' ? (
          <LoadFailed onRetry={() => void loadInvite()} />
        ) : s.invite.load !== 'ready' ? (
          <Skeleton rows={2} height={24} />
        ) : !code ? (
          <Empty id="agent.invite.none" />
        ) : (
          <div className={styles.stack}>
            <p className={wallet.muted} style={{ margin: 0 }}>
              <FormattedMessage id="agent.invite.code" /> <span className={styles.code}>{code}</span>
            </p>
            <a className={styles.link} href={inviteLink(code)} data-testid="invite-link">
              {inviteLink(code)}
            </a>
            <button
              type="button"
              className={wallet.secondaryButton}
              onClick={() =>
                void navigator.clipboard?.writeText(inviteLink(code)).then(
                  () => toast({ id: 'agent.invite.copied' }, { kind: 'success', duration: DURATION.saved }),
                  () => undefined,
                )
              }
            >
              <FormattedMessage id="agent.invite.copy" />
            </button>
          </div>
        )}
      </section>
      <AddMember />
      <section className={wallet.card} aria-labelledby="team-title">
        <h2 id="team-title" className={wallet.cardTitle}>
          <FormattedMessage id="agent.team.title" />
        </h2>
        <div className={styles.stack}>
          <div
            className={wallet.tabs}
            role="group"
            aria-label={intl.formatMessage({ id: 'agent.team.scope' })}
          >
            {SCOPES.map((sc) => (
              <button
                key={sc.id}
                type="button"
                className={wallet.tab}
                aria-pressed={s.team.scope === sc.id}
                onClick={() => void loadTeam({ scope: sc.id })}
              >
                <FormattedMessage id={sc.label} />
              </button>
            ))}
          </div>
          <form className={styles.inline} role="search" onSubmit={find}>
            <div>
              <label htmlFor="team-search" className={styles.label}>
                <FormattedMessage id="agent.team.search" />
              </label>
              <input
                id="team-search"
                className={styles.input}
                type="search"
                value={search}
                maxLength={64}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <button type="submit" className={wallet.secondaryButton}>
              <FormattedMessage id="agent.team.find" />
            </button>
          </form>
          {s.team.status === 'error' ? (
            <LoadFailed onRetry={() => void loadTeam()} />
          ) : s.team.status !== 'ready' ? (
            <Skeleton rows={4} height={72} />
          ) : s.team.list.length === 0 ? (
            <Empty id="agent.team.empty" />
          ) : (
            <>
              <p className={wallet.muted} style={{ margin: 0 }}>
                <FormattedMessage id="agent.team.count" values={{ count: s.team.totalCount }} />
              </p>
              <ul className={wallet.list} data-testid="team">
                {s.team.list.map((m) => (
                  <li key={m.username} className={wallet.row}>
                    <span className={wallet.rowMain}>
                      {m.username}
                      {m.nickname ? ` (${m.nickname})` : ''}
                    </span>
                    <span className={`${wallet.rowSub} ${wallet.rowEnd}`}>
                      <FormattedMessage id="agent.team.level" values={{ level: m.level }} />
                    </span>
                    <span className={wallet.rowSub}>
                      <FormattedMessage id="agent.team.registered" values={{ date: when(m.registeredAt) }} />
                    </span>
                    <span className={`${wallet.rowSub} ${wallet.rowEnd}`}>
                      <FormattedMessage id="agent.team.deposits" values={{ amount: money(m.depositTotal) }} />
                    </span>
                    <span className={wallet.rowSub}>
                      {m.lastLoginAt === null ? (
                        <FormattedMessage id="agent.team.neverLoggedIn" />
                      ) : (
                        <FormattedMessage id="agent.team.lastLogin" values={{ date: when(m.lastLoginAt) }} />
                      )}
                    </span>
                    <span className={`${wallet.rowSub} ${wallet.rowEnd}`}>
                      <FormattedMessage
                        id="agent.team.validBets"
                        values={{ amount: money(m.validBetTotal) }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
              <MoreButton
                shown={s.team.list.length}
                total={s.team.totalCount}
                busy={s.team.more}
                failed={s.team.moreFailed}
                onMore={() => void loadMoreTeam()}
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}

/** Adding a member directly under the agent: username and password, by the merchant's registration rules. */
function AddMember() {
  const intl = useIntl();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!username.trim() || !password) {
      setError('agent.add.required');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const name = await addMember(username, password);
      setUsername('');
      setPassword('');
      toast(
        { id: 'agent.add.done', values: { username: name } },
        { kind: 'success', duration: DURATION.success },
      );
    } catch (err) {
      setError(failureOf(err).key);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={wallet.card} aria-labelledby="add-title">
      <h2 id="add-title" className={wallet.cardTitle}>
        <FormattedMessage id="agent.add.title" />
      </h2>
      <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label htmlFor="add-username" className={styles.label}>
            <FormattedMessage id="account.field.username" />
          </label>
          <input
            id="add-username"
            className={styles.input}
            autoComplete="off"
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'add-error' : undefined}
          />
        </div>
        <div>
          <label htmlFor="add-password" className={styles.label}>
            <FormattedMessage id="account.field.password" />
          </label>
          <input
            id="add-password"
            className={styles.input}
            type="password"
            autoComplete="new-password"
            maxLength={64}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error && (
          <p id="add-error" className={styles.error} role="alert">
            {intl.formatMessage({ id: error })}
          </p>
        )}
        <button type="submit" className={wallet.primaryButton} disabled={busy} aria-busy={busy || undefined}>
          <FormattedMessage id="agent.add.submit" />
        </button>
      </form>
    </section>
  );
}
