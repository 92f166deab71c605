import { useEffect, useId, useRef, useState } from 'react';
import { isTrialType } from '@wl/contract';
import type { Language } from '@wl/manifest/types';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import { isRtl } from '@wl/manifest/languages';
import { formatOffer } from '../money/format.ts';
import { i18nState } from '../i18n/i18n.ts';
import { inviteState, loadInvite } from '../state/invite.ts';
import { useMoney } from '../money/useMoney.ts';
import { sessionState } from '../state/session.ts';
import { closeOverlay } from '../state/shell.ts';
import styles from './Dialogs.module.css';
import { pathOf } from '../routes/paths.ts';

/**
 * The values of the referral.offer message: PH EN reads "Invite 1 person and get ₱200", BD BN "…৳২৮৮…", a VND
 * merchant "…50.000₫"; in a right-to-left language the reward is isolated left to right.
 */
export function referralValues(tag: string, lang?: Language): { count: number; reward: string } {
  return {
    count: config().referral.invitees,
    reward: formatOffer(config().referral.reward, tag, lang ? isRtl(lang) : false),
  };
}

/** The player's invite link: registration with this member (their invite code) as the recommender. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/m/register?recommenderId=${encodeURIComponent(code)}`;
}

/** The invite offer (bottom menu Invite, floating bar Invite), plus the player's own code, link and figures. */
export default function ReferralDialog() {
  const { tag, lang } = useSnapshot(i18nState);
  const session = useSnapshot(sessionState).info;
  // A trial account has no code (the gateway refuses it inviteInfo): the offer alone.
  const real = session ? !isTrialType(session.type) : false;

  return (
    <Modal title={<FormattedMessage id="referral.title" />} onClose={closeOverlay}>
      <p className={styles.offer}>
        <FormattedMessage id="referral.offer" values={referralValues(tag, lang)} />
      </p>
      {real ? (
        <MyInvite />
      ) : (
        !session && (
          <p>
            <Link to={pathOf('login')} onClick={closeOverlay}>
              <FormattedMessage id="referral.loginToInvite" />
            </Link>
          </p>
        )
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={closeOverlay}>
          <FormattedMessage id="action.close" />
        </button>
      </div>
    </Modal>
  );
}

/** The member's code, link (copy, share) and figures, as the gateway has them. */
function MyInvite() {
  const intl = useIntl();
  const money = useMoney();
  const { info, load } = useSnapshot(inviteState);
  const [feedback, setFeedback] = useState<'copied' | 'copyFailed' | null>(null);
  const linkId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    void loadInvite();
  }, []);

  if (!info)
    return load === 'error' ? (
      <div className={styles.inviteBox} role="alert">
        <p className={styles.error}>
          <FormattedMessage id="referral.loadFailed" />
        </p>
        <button type="button" className={styles.secondary} onClick={() => void loadInvite()}>
          <FormattedMessage id="action.retry" />
        </button>
      </div>
    ) : (
      <div
        className={styles.inviteBox}
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'app.loading' })}
        aria-busy="true"
      />
    );

  const link = inviteLink(location.origin, info.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback('copied');
    } catch {
      // Clipboard refused (permissions, an old browser): the link is selected for the player to copy by hand.
      input.current?.select();
      setFeedback('copyFailed');
    }
  };
  const share = async () => {
    try {
      await navigator.share({
        title: intl.formatMessage({ id: 'referral.title' }),
        text: intl.formatMessage({ id: 'referral.shareText' }, { code: info.code }),
        url: link,
      });
    } catch {
      /* the player closed the share sheet: nothing to say */
    }
  };
  return (
    <div className={styles.inviteBox}>
      <p className={styles.inviteCode}>
        <FormattedMessage
          id="referral.code"
          values={{ code: <strong data-testid="invite-code">{info.code}</strong> }}
        />
      </p>
      <div className={styles.field}>
        <label htmlFor={linkId}>
          <FormattedMessage id="referral.link" />
        </label>
        <span className={styles.copyRow}>
          <input
            ref={input}
            id={linkId}
            readOnly
            value={link}
            dir="ltr"
            onFocus={(e) => e.currentTarget.select()}
          />
          <button type="button" className={styles.primary} onClick={() => void copy()}>
            <FormattedMessage id="referral.copy" />
          </button>
        </span>
        <span role="status" className={styles.copyStatus}>
          {feedback && (
            <FormattedMessage id={feedback === 'copied' ? 'referral.copied' : 'referral.copyFailed'} />
          )}
        </span>
      </div>
      {typeof navigator.share === 'function' && (
        <button type="button" className={styles.primary} onClick={() => void share()}>
          <FormattedMessage id="referral.share" />
        </button>
      )}
      <dl className={styles.inviteStats} data-testid="invite-stats">
        <div>
          <dt>
            <FormattedMessage id="referral.invited" />
          </dt>
          <dd>{intl.formatNumber(info.invited)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="referral.deposited" />
          </dt>
          <dd>{intl.formatNumber(info.deposited)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="referral.earned" />
          </dt>
          <dd>{money(info.earned)}</dd>
        </div>
      </dl>
    </div>
  );
}
