import { REAL_ACCOUNT_TYPES } from '@wl/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Icon } from '../../components/Icon.tsx';
import { Img } from '../../components/lobby/Img.tsx';
import { Modal } from '../../components/Modal.tsx';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { loadVip, rewardsState, type VipLevel } from '../../state/rewards.ts';
import { sessionState } from '../../state/session.ts';
import { LoadFailed, Skeleton } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import styles from './rewards.module.css';

const RULES: readonly MessageId[] = [
  'vip.rules.1',
  'vip.rules.2',
  'vip.rules.3',
  'vip.rules.4',
  'vip.rules.5',
];

/** The level's benefits, as the bonus cards and the "read all" modal list them. */
function Benefits({ l, money }: { l: VipLevel; money: (n: number) => string }) {
  const intl = useIntl();
  return (
    <>
      <span>
        <FormattedMessage id="vip.upgrade_bonus" values={{ amount: money(l.upgradeBonus) }} />
      </span>
      <span>
        <FormattedMessage id="vip.birthday_bonus" values={{ amount: money(l.birthdayBonus) }} />
      </span>
      <span>
        <FormattedMessage id="vip.monthly_bonus" values={{ amount: money(l.monthlyBonus) }} />
      </span>
      <span>
        <FormattedMessage id="vip.rebate_rate" values={{ rate: intl.formatNumber(l.rebateRate) }} />
      </span>
    </>
  );
}

/**
 * Progress towards the next level in one requirement (a level needs both): a native-looking bar that a screen
 * reader reads as "Deposits, ₱500.00 of ₱1,000.00".
 */
function Progress(props: { label: string; value: number; max: number; money: (n: number) => string }) {
  const intl = useIntl();
  const { label, value, max, money } = props;
  const shown = Math.min(value, max);
  const text = intl.formatMessage({ id: 'vip.progress.of' }, { value: money(value), max: money(max) });
  return (
    <div className={styles.progress}>
      <span className={styles.progressLabel}>
        <span>{label}</span>
        <span>{text}</span>
      </span>
      <span
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={shown}
        aria-valuetext={text}
      >
        <span
          className={styles.progressFill}
          style={{ inlineSize: `${max > 0 ? (shown / max) * 100 : 100}%` }}
        />
      </span>
    </div>
  );
}

/**
 * VIP club (/m/vip, no app header): a nav bar with a home link and scroll anchors, the member's level (computed by
 * the gateway from deposits and valid bets since registration) with a bar per requirement of the next level and a
 * note that today's deposits and bets count from the next business day (points settle daily, spec section 9), the
 * level card carousel with each level's benefits, the bonus carousel and the rules, each list with a "read all"
 * modal.
 */
export default function Vip() {
  const intl = useIntl();
  const s = useSnapshot(rewardsState);
  const type = useSnapshot(sessionState).info?.type ?? null;
  const member = type !== null && REAL_ACCOUNT_TYPES.includes(type as (typeof REAL_ACCOUNT_TYPES)[number]);
  const money = useMoney();
  const [modal, setModal] = useState<'levels' | 'rules' | null>(null);
  useEffect(() => {
    void loadVip(member);
  }, [member]);

  const current = s.vip ? s.levels.find((l) => l.level === s.vip!.level) : undefined;
  const next = s.vip ? s.levels.find((l) => l.level === s.vip!.level + 1) : undefined;
  return (
    <>
      <nav className={styles.vipNav} aria-label={intl.formatMessage({ id: 'vip.nav' })}>
        <Link to={pathOf('home')}>
          <Icon name="home" size={18} />
          <FormattedMessage id="vip.home" />
        </Link>
        <a href="#vip-levels">
          <FormattedMessage id="vip.levels" />
        </a>
        <a href="#vip-bonuses">
          <FormattedMessage id="vip.bonuses" />
        </a>
        <a href="#vip-rules">
          <FormattedMessage id="vip.rules" />
        </a>
      </nav>
      <div className={styles.page}>
        <section className={styles.card} aria-live="polite" data-testid="vip-status">
          {!member ? (
            <p className={styles.muted}>
              <FormattedMessage id="vip.guest" />
            </p>
          ) : s.vip && current ? (
            <>
              <strong>
                <FormattedMessage id="vip.current" values={{ level: s.vip.level, name: current.name }} />
              </strong>
              <p className={styles.muted}>
                <FormattedMessage
                  id="vip.progress"
                  values={{ deposits: money(s.vip.deposits), bets: money(s.vip.validBets) }}
                />
              </p>
              {next ? (
                <>
                  <Progress
                    label={intl.formatMessage({ id: 'vip.progress.deposits' })}
                    value={s.vip.deposits}
                    max={next.depositRequired}
                    money={money}
                  />
                  <Progress
                    label={intl.formatMessage({ id: 'vip.progress.bets' })}
                    value={s.vip.validBets}
                    max={next.betRequired}
                    money={money}
                  />
                  <p className={styles.muted}>
                    <FormattedMessage
                      id="vip.next"
                      values={{ deposit: money(next.depositRequired), bet: money(next.betRequired) }}
                    />
                  </p>
                </>
              ) : (
                <p className={styles.muted}>
                  <FormattedMessage id="vip.top" />
                </p>
              )}
              <p className={styles.vipNote} data-testid="vip-settle-note">
                {s.vip.pendingDeposits > 0 || s.vip.pendingBets > 0 ? (
                  <FormattedMessage
                    id="vip.pending"
                    values={{
                      deposits: money(s.vip.pendingDeposits),
                      bets: money(s.vip.pendingBets),
                      when: intl.formatDate(s.vip.settlesAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    }}
                  />
                ) : (
                  <FormattedMessage id="vip.settle_note" />
                )}
              </p>
            </>
          ) : (
            <Skeleton rows={2} height={20} />
          )}
        </section>

        <section id="vip-levels" aria-labelledby="vip-levels-title">
          <h2 id="vip-levels-title" className={styles.sectionTitle}>
            <FormattedMessage id="vip.levels" />
          </h2>
          {s.levelsLoad === 'error' && !s.levels.length ? (
            <LoadFailed onRetry={() => void loadVip(member)} />
          ) : !s.levels.length ? (
            <Skeleton rows={1} height={150} />
          ) : (
            <ul
              className={styles.carousel}
              tabIndex={0}
              aria-labelledby="vip-levels-title"
              data-testid="vip-levels"
            >
              {s.levels.map((l) => (
                <li key={l.level}>
                  <div
                    className={styles.vipCard}
                    data-current={l.level === s.vip?.level || undefined}
                    aria-current={l.level === s.vip?.level || undefined}
                  >
                    <h3>
                      <FormattedMessage id="member.vip.name" values={{ level: l.level, name: l.name }} />
                    </h3>
                    <span className={styles.vipNeeds}>
                      <FormattedMessage
                        id="vip.deposit_required"
                        values={{ amount: money(l.depositRequired) }}
                      />
                      {' · '}
                      <FormattedMessage id="vip.bet_required" values={{ amount: money(l.betRequired) }} />
                    </span>
                    {/* What the level gives (the gateway's vipLevels): the card says what it is worth. */}
                    <Benefits l={l} money={money} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={styles.readAll} onClick={() => setModal('levels')}>
            <FormattedMessage id="vip.read_all" />
          </button>
        </section>

        <section id="vip-bonuses" aria-labelledby="vip-bonuses-title">
          <h2 id="vip-bonuses-title" className={styles.sectionTitle}>
            <FormattedMessage id="vip.bonuses" />
          </h2>
          <ul
            className={styles.carousel}
            tabIndex={0}
            aria-labelledby="vip-bonuses-title"
            data-testid="vip-bonuses"
          >
            {s.levels.map((l) => (
              <li key={l.level}>
                <div className={styles.bonusCard}>
                  {l.bonusImage && (
                    <Img src={l.bonusImage} width={640} height={280} className={styles.bonusImage} />
                  )}
                  <strong>
                    <FormattedMessage id="member.vip.name" values={{ level: l.level, name: l.name }} />
                  </strong>
                  <Benefits l={l} money={money} />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section id="vip-rules" aria-labelledby="vip-rules-title" className={styles.card}>
          <h2 id="vip-rules-title" className={styles.title}>
            <FormattedMessage id="vip.rules" />
          </h2>
          <ul className={styles.rules}>
            {RULES.slice(0, 3).map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
          </ul>
          <button type="button" className={styles.readAll} onClick={() => setModal('rules')}>
            <FormattedMessage id="vip.read_all" />
          </button>
        </section>
      </div>
      {modal && (
        <Modal
          title={<FormattedMessage id={modal === 'rules' ? 'vip.rules' : 'vip.levels'} />}
          onClose={() => setModal(null)}
        >
          {modal === 'rules' ? (
            <ul className={styles.rules}>
              {RULES.map((id) => (
                <li key={id}>
                  <FormattedMessage id={id} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className={styles.rules}>
              {s.levels.map((l) => (
                <li key={l.level}>
                  <strong>
                    <FormattedMessage id="member.vip.name" values={{ level: l.level, name: l.name }} />
                  </strong>
                  {': '}
                  <FormattedMessage id="vip.deposit_required" values={{ amount: money(l.depositRequired) }} />
                  {' · '}
                  <FormattedMessage id="vip.bet_required" values={{ amount: money(l.betRequired) }} />
                </li>
              ))}
            </ul>
          )}
          <button type="button" className={styles.readAll} onClick={() => setModal(null)}>
            <FormattedMessage id="action.close" />
          </button>
        </Modal>
      )}
    </>
  );
}
