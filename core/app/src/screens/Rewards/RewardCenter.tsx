import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../state/accountErrors.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { claimReward, loadRewards, rewardsState, type Reward } from '../../state/rewards.ts';
import { toast } from '../../state/ui.ts';
import { Empty, LoadFailed, Skeleton, useDateTime } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import styles from './rewards.module.css';

/** The reward's title: welcome bonus, a VIP level's upgrade gift, a day's rebate, or a promotional bonus. */
export function RewardTitle({ r }: { r: Reward }) {
  if (r.kind === 'vip_gift') return <FormattedMessage id="reward.vip_gift" values={{ level: r.level }} />;
  if (r.kind === 'rebate') return <FormattedMessage id="reward.rebate" values={{ day: r.day }} />;
  if (r.kind === 'promo') return <FormattedMessage id="reward.promo" />;
  return <FormattedMessage id="reward.welcome" />;
}

/** How often a locked bonus's progress is read again while the reward center is shown. */
const LIVE_MS = 30_000;

const ACTION_ID = {
  claimable: 'reward.claim',
  locked: 'reward.locked',
  claimed: 'reward.claimed',
} as const satisfies Record<Reward['status'], MessageId>;

/**
 * Reward center (/m/rewardCenter): the member's welcome bonus, VIP gifts and daily rebates with a claim action, and
 * the referral rewards already credited. A bonus with a turnover requirement shows its wagering progress and stays
 * locked until it is met. A claim credits the balance once (see state/rewards.ts) and the header shows it.
 */
export default function RewardCenter() {
  const intl = useIntl();
  const s = useSnapshot(rewardsState);
  const money = useMoney();
  const when = useDateTime();
  useEffect(() => {
    void loadRewards();
  }, []);
  // Live wagering progress: the list is read again whenever the player comes back to it (from a game in another
  // tab or app), and every 30 s while a bonus is still locked.
  const locked = s.rewards.some((r) => r.status === 'locked');
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void loadRewards();
    };
    document.addEventListener('visibilitychange', again);
    window.addEventListener('focus', again);
    const timer = locked ? window.setInterval(again, LIVE_MS) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('focus', again);
      window.clearInterval(timer);
    };
  }, [locked]);

  async function claim(r: Reward) {
    try {
      const v = await claimReward(r.id);
      toast({ id: 'reward.claimed_toast', values: { amount: money(v.amount) } }, { kind: 'success' });
    } catch (err) {
      toast({ id: isApiError(err) ? dataMessageId(err.key) : 'error.unknown' }, { kind: 'error' });
    }
  }

  if (s.rewardsLoad === 'error' && !s.rewards.length)
    return (
      <div className={styles.page}>
        <LoadFailed onRetry={() => void loadRewards()} />
      </div>
    );
  const first = s.rewardsLoad !== 'ready' && !s.rewards.length && !s.referrals.length;
  return (
    <div className={styles.page}>
      {first ? (
        <Skeleton rows={3} height={112} />
      ) : s.rewards.length === 0 ? (
        <Empty id="reward.empty" />
      ) : (
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'reward.list' })}
          data-testid="rewards"
        >
          {s.rewards.map((r) => {
            const busy = s.busy.includes(`reward:${r.id}`);
            const pct =
              r.turnoverRequired > 0 ? Math.min(100, (r.turnoverDone / r.turnoverRequired) * 100) : 0;
            return (
              <li key={r.id} className={styles.card} data-kind={r.kind} data-status={r.status}>
                <div className={styles.head}>
                  <h2 className={styles.title} id={`reward-${r.id}`}>
                    <RewardTitle r={r} />
                  </h2>
                  <span className={styles.amount}>
                    <bdi dir="ltr">{money(r.amount)}</bdi>
                  </span>
                </div>
                {r.turnoverRequired > 0 && (
                  <>
                    <div
                      className={styles.bar}
                      role="progressbar"
                      aria-labelledby={`reward-${r.id}`}
                      aria-valuemin={0}
                      aria-valuemax={r.turnoverRequired}
                      aria-valuenow={r.turnoverDone}
                    >
                      <span style={{ width: `${pct}%` }} />
                    </div>
                    <p className={styles.muted}>
                      <FormattedMessage
                        id="reward.turnover"
                        values={{ done: money(r.turnoverDone), required: money(r.turnoverRequired) }}
                      />
                    </p>
                  </>
                )}
                {r.claimedAt !== undefined && <p className={styles.muted}>{when(r.claimedAt)}</p>}
                <button
                  type="button"
                  className={styles.action}
                  disabled={r.status !== 'claimable' || busy}
                  aria-busy={busy || undefined}
                  aria-describedby={`reward-${r.id}`}
                  onClick={() => void claim(r)}
                >
                  <FormattedMessage id={ACTION_ID[r.status]} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {s.referrals.length > 0 && (
        <section aria-labelledby="referral-title">
          <h2 id="referral-title" className={styles.sectionTitle}>
            <FormattedMessage id="reward.referrals" />
          </h2>
          <ul className={styles.list}>
            {s.referrals.map((r, i) => (
              <li key={i} className={styles.card}>
                <div className={styles.head}>
                  <span>
                    <FormattedMessage id="reward.referral_row" />
                  </span>
                  <span className={styles.amount}>
                    <bdi dir="ltr">{money(r.amount)}</bdi>
                  </span>
                </div>
                <p className={styles.muted}>{when(r.creditedAt)}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
