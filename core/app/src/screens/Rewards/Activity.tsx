import { REAL_ACCOUNT_TYPES } from '@wl/contract';
import { safeHtml } from '../../components/safeHtml.ts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isApiError } from '../../state/accountErrors.ts';
import { dataMessageId, type MessageId } from '../../i18n/messageIds.ts';
import { loginUrl } from '../../routes/redirect.ts';
import {
  claimActivity,
  joinActivity,
  loadActivities,
  rewardsState,
  type Activity as Promo,
} from '../../state/rewards.ts';
import { sessionState } from '../../state/session.ts';
import { refuseTrial, toast } from '../../state/ui.ts';
import { pathOf } from '../../routes/paths.ts';
import { Empty, LoadFailed, Skeleton } from '../../components/page/index.ts';
import { useMoney } from '../../money/useMoney.ts';
import styles from './rewards.module.css';

/** Spec section 5: an activity comment or remark is at most 140 characters. */
export const COMMENT_MAX = 140;

/** Every application label of spec section 4, by the gateway's status or the member's own entry. */
const LABEL_ID = {
  join: 'activity.status.join',
  claim: 'activity.status.claim',
  applying: 'activity.status.applying',
  rejected: 'activity.status.rejected',
  issued: 'activity.status.issued',
  claimed: 'activity.status.claimed',
  process: 'activity.status.process',
  joined: 'activity.status.joined',
  signed: 'activity.status.signed',
  coming_soon: 'activity.status.coming_soon',
  close: 'activity.status.close',
} as const satisfies Record<string, MessageId>;
type Label = keyof typeof LABEL_ID;

const errorId = (err: unknown): MessageId => (isApiError(err) ? dataMessageId(err.key) : 'error.unknown');

function PromoCard({ a, member }: { a: Promo; member: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const money = useMoney();
  const s = useSnapshot(rewardsState);
  const [comment, setComment] = useState('');
  const entry = s.entries.find((e) => e.activityId === a.id);
  // A daily sign-in not yet signed today shows as open to join; "signed" is the member's own state.
  const label: Label = entry?.state ?? (a.status === 'signed' ? 'join' : a.status);
  const busy = s.busy.includes(`activity:${a.id}`);
  // The daily sign-in takes a tap a day; join once; claim once a year.
  const action = entry
    ? null
    : a.status === 'join' || a.status === 'signed' || a.status === 'claim'
      ? a.status
      : null;
  const session = useSnapshot(sessionState).info;

  async function act() {
    if (!session) {
      navigate(loginUrl(location.pathname + location.search));
      return;
    }
    if (!member) {
      if (await refuseTrial()) navigate(pathOf('register'));
      return;
    }
    try {
      if (action === 'claim') {
        const v = await claimActivity(a.id);
        toast({ id: 'reward.claimed_toast', values: { amount: money(v.amount) } }, { kind: 'success' });
      } else {
        await joinActivity(a.id, comment);
        setComment('');
        if (action === 'join')
          toast({ id: 'activity.joined_toast', values: { title: a.title } }, { kind: 'success' });
      }
    } catch (err) {
      toast({ id: errorId(err) }, { kind: 'error' });
    }
  }

  const titleId = `promo-${a.id}`;
  const commentId = `promo-comment-${a.id}`;
  return (
    <li className={styles.card} data-testid="promotion" data-status={label}>
      <img className={styles.promoImage} src={a.imageUrl} alt="" loading="lazy" width={358} height={157} />
      <div className={styles.head}>
        <h2 className={styles.title} id={titleId}>
          {a.title}
        </h2>
        <span className={styles.label} data-testid="promotion-label">
          <FormattedMessage id={LABEL_ID[label]} />
        </span>
      </div>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml(a.content) }} />
      {action === 'join' && (
        <>
          <label htmlFor={commentId} className={styles.muted}>
            <FormattedMessage id="activity.comment" />
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
          />
          <span className={styles.counter} aria-live="polite">
            <FormattedMessage id="activity.comment_count" values={{ count: [...comment].length }} />
          </span>
        </>
      )}
      {action && (
        <button
          type="button"
          className={styles.action}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={titleId}
          onClick={() => void act()}
        >
          <FormattedMessage
            id={action === 'signed' ? 'activity.sign' : action === 'claim' ? 'reward.claim' : LABEL_ID.join}
          />
        </button>
      )}
      <span className="sr-only">{intl.formatMessage({ id: LABEL_ID[label] })}</span>
    </li>
  );
}

/**
 * Promotions (/m/activity): the announcement answer's promotion notices (content type PR) first, then the gateway's
 * activities with their application labels (spec section 4), the member's own state over them (joined, signed
 * today, claimed this year), and join, sign-in and claim working end to end.
 */
export default function Activity() {
  const s = useSnapshot(rewardsState);
  const type = useSnapshot(sessionState).info?.type ?? null;
  const member = type !== null && REAL_ACCOUNT_TYPES.includes(type as (typeof REAL_ACCOUNT_TYPES)[number]);
  useEffect(() => {
    void loadActivities(member);
  }, [member]);
  return (
    <div className={styles.page}>
      {s.promoNotices.length ? (
        <section className={styles.notices} aria-labelledby="promo-notices" data-testid="promotion-notices">
          <h2 id="promo-notices" className={styles.noticesTitle}>
            <FormattedMessage id="activity.notices" />
          </h2>
          {s.promoNotices.map((n) => (
            <article key={n.id} className={styles.notice} aria-labelledby={`promo-notice-${n.id}`}>
              <h3 id={`promo-notice-${n.id}`} className={styles.title}>
                {n.title}
              </h3>
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: safeHtml(n.content) }} />
            </article>
          ))}
        </section>
      ) : null}
      {s.activitiesLoad === 'error' && !s.activities.length ? (
        <LoadFailed onRetry={() => void loadActivities(member)} />
      ) : s.activitiesLoad !== 'ready' && !s.activities.length ? (
        <Skeleton rows={3} height={300} />
      ) : s.activities.length === 0 ? (
        <Empty id="activity.empty" />
      ) : (
        <ul className={styles.list}>
          {s.activities.map((a) => (
            <PromoCard key={a.id} a={a} member={member} />
          ))}
        </ul>
      )}
    </div>
  );
}
