import { useId, useState } from 'react';
import type { Language } from '@wl/manifest/types';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Modal } from '../components/Modal.tsx';
import { config } from '../config/config.ts';
import { isRtl } from '@wl/manifest/languages';
import { formatOffer } from '../money/format.ts';
import { i18nState } from '../i18n/i18n.ts';
import { memberState } from '../state/member.ts';
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

/** The player's invite link: registration with this member as the recommender. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/m/register?recommenderId=${encodeURIComponent(code)}`;
}

/** The invite offer (bottom menu Invite, floating bar Invite), plus the player's own link and code when logged in. */
export default function ReferralDialog() {
  const intl = useIntl();
  const { tag, lang } = useSnapshot(i18nState);
  const session = useSnapshot(sessionState).info;
  const member = useSnapshot(memberState).info;
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const code = member ? String(member.id) : null;
  const link = code ? inviteLink(location.origin, code) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      /* clipboard refused: the field stays selectable */
    }
  };

  return (
    <Modal title={<FormattedMessage id="referral.title" />} onClose={closeOverlay}>
      <p className={styles.offer}>
        <FormattedMessage id="referral.offer" values={referralValues(tag, lang)} />
      </p>
      {session && link && code ? (
        <>
          <div className={styles.field}>
            <label htmlFor={linkId}>
              <FormattedMessage id="referral.link" />
            </label>
            <span className={styles.copyRow}>
              <input id={linkId} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className={styles.primary} onClick={() => void copy()} aria-live="polite">
                {intl.formatMessage({ id: copied ? 'referral.copied' : 'referral.copy' })}
              </button>
            </span>
          </div>
          <p className={styles.field}>
            <FormattedMessage id="referral.code" values={{ code }} />
          </p>
        </>
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
          {intl.formatMessage({ id: 'action.close' })}
        </button>
      </div>
    </Modal>
  );
}
