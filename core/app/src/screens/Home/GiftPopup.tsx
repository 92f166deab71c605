import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { config } from '../../config/config.ts';
import { pathOf } from '../../routes/paths.ts';
import { sessionState } from '../../state/session.ts';
import { dismissGift, type GiftVariant } from './giftDismissal.ts';
import { claimTarget } from './lobbyRules.ts';
import styles from './GiftPopup.module.css';

const TITLES = { guest: 'lobby.gift.guest.title', member: 'lobby.gift.member.title' } as const;
const TEXTS = { guest: 'lobby.gift.guest.text', member: 'lobby.gift.member.text' } as const;

/**
 * The gift popup: the guest version offers the welcome gift (Claim → /m/register), the post-login version the
 * member's gift (Claim → the configured URL: a route, such as the reward center where the welcome bonus waits, or an
 * allowed https host in a new tab). Closing or claiming records the dismissal for the session and, post-login, for
 * the account (giftDismissal.ts).
 */
export default function GiftPopup({ variant, onClose }: { variant: GiftVariant; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const gift = config().giftPopup!;
  const close = () => {
    dismissGift(variant, sessionState.info?.userName);
    onClose();
  };
  const claim = () => {
    const target = claimTarget(
      variant === 'member',
      gift.claimUrl,
      gift.allowedHosts ?? [],
      pathOf('register'),
    );
    close();
    if (target.kind === 'route') navigate(target.to);
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <Modal title={intl.formatMessage({ id: TITLES[variant] })} onClose={close}>
      <div className={styles.art} aria-hidden="true">
        <Icon name="gift" size={56} />
      </div>
      <p className={styles.text}>
        <FormattedMessage id={TEXTS[variant]} />
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          <FormattedMessage id="action.close" />
        </button>
        <button type="button" className={styles.primary} onClick={claim}>
          <FormattedMessage id="lobby.gift.claim" />
        </button>
      </div>
    </Modal>
  );
}
