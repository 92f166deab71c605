import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Banner } from '@wl/contract';
import { Icon } from '../../components/Icon.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Img } from '../../components/lobby/Img.tsx';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { useClientValue } from '../../prerender/useHydrated.ts';
import { openLiveChat } from '../../state/chat.ts';
import { isStandalone } from '../../state/platform.ts';
import { openReferral } from '../../state/shell.ts';
import { useSnapshot } from 'valtio';
import { lobbyState } from '../../state/lobby.ts';
import { topupBanners } from './lobbyRules.ts';
import styles from './FloatingWidgets.module.css';
import { lazyPart } from '../../i18n/i18n.ts';
import { WhenOpen } from '../../components/WhenOpen.tsx';
import { useRuntime } from '../../state/runtime.ts';

const ActivityPopup = lazyPart(() => import('./ActivityPopup.tsx'));

/** The floating bar: Download (not inside the installed app), Invite (the referral offer) and the tutorial link. */
function FloatingBar({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const standalone = useClientValue(isStandalone, false);
  const tutorial = useRuntime().links.social?.tutorial?.url;
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage({ id: 'lobby.float.label' })}>
      {!standalone && (
        <Link className={styles.barItem} to={pathOf('app')}>
          <Icon name="download" size={22} />
          <span>
            <FormattedMessage id="lobby.float.download" />
          </span>
        </Link>
      )}
      <button
        type="button"
        className={styles.barItem}
        aria-haspopup="dialog"
        onClick={() => {
          onClose();
          openReferral();
        }}
      >
        <Icon name="invite" size={22} />
        <span>
          <FormattedMessage id="lobby.float.invite" />
        </span>
      </button>
      {tutorial && (
        <a className={styles.barItem} href={tutorial} target="_blank" rel="noopener noreferrer">
          <Icon name="book" size={22} />
          <span>
            <FormattedMessage id="lobby.float.tutorial" />
          </span>
        </a>
      )}
    </nav>
  );
}

/** The activity widget (only with the three top-up banners): expands to the banners and a More button. */
function ActivityWidget({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [more, setMore] = useState(false);
  return (
    <div className={styles.activity}>
      <button
        type="button"
        className={styles.fab}
        aria-expanded={open}
        aria-controls="lobby-activity"
        aria-label={intl.formatMessage({ id: 'lobby.activity.label' })}
        onClick={() => setOpen(!open)}
      >
        <Icon name="gift" size={26} />
      </button>
      {open && (
        <div id="lobby-activity" className={styles.activityBody}>
          {banners.map((b) => (
            <Img key={b.id} className={styles.thumb} src={b.url} alt={b.title} width={128} height={56} />
          ))}
          <button type="button" className={styles.more} aria-haspopup="dialog" onClick={() => setMore(true)}>
            <FormattedMessage id="lobby.activity.more" />
          </button>
        </div>
      )}
      <WhenOpen open={more}>
        <ActivityPopup banners={banners} onClose={() => setMore(false)} />
      </WhenOpen>
    </div>
  );
}

/** Telegram and Facebook, each when its link exists; and live chat when a LIVECHAT link is configured. */
function ContactWidget() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { links: rtLinks } = useRuntime();
  const social = rtLinks.social ?? {};
  const liveChat = rtLinks.customerService.some((c) => c.csType === 'LIVECHAT');
  const links = [
    social.telegram?.url && {
      id: 'telegram',
      label: 'menu.telegram' as MessageId,
      url: social.telegram.url,
      icon: 'send' as const,
    },
    social.facebook?.url && {
      id: 'facebook',
      label: 'menu.facebook' as MessageId,
      url: social.facebook.url,
      icon: 'facebook' as const,
    },
  ].filter(Boolean) as {
    id: 'telegram' | 'facebook';
    label: MessageId;
    url: string;
    icon: 'send' | 'facebook';
  }[];
  if (!links.length && !liveChat) return null;
  return (
    <div
      className={styles.contact}
      role="group"
      aria-label={intl.formatMessage({ id: 'lobby.contact.label' })}
    >
      {links.map((l) => (
        <a
          key={l.id}
          className={`${styles.fab} ${styles[l.id]}`}
          href={l.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage({ id: l.label })}
        >
          <Icon name={l.icon} size={22} />
        </a>
      ))}
      {liveChat && (
        <button
          type="button"
          className={`${styles.fab} ${styles.chat}`}
          aria-label={intl.formatMessage({ id: 'service.liveChat' })}
          onClick={() => void openLiveChat(navigate, location)}
        >
          <Icon name="chat" size={24} />
        </button>
      )}
    </div>
  );
}

/**
 * The home page's floating widgets (spec "Floating widgets": the floating bar, the contact widget with live chat,
 * the activity widget), gathered in one sheet behind one docked entry point in the home header
 * (layout/QuickLinks.tsx), so that they never cover the page's content (issue 27). Each keeps its own rule.
 */
export default function FloatingWidgets({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const content = useSnapshot(lobbyState).content;
  // One array per answer, so the widget is not rendered again for nothing.
  const topup = useMemo(() => (content.status === 'ready' ? topupBanners(content.banners) : null), [content]);
  return (
    <Modal variant="side" title={intl.formatMessage({ id: 'lobby.float.label' })} onClose={onClose}>
      <div className={styles.sheet}>
        <FloatingBar onClose={onClose} />
        <ContactWidget />
        {topup && <ActivityWidget banners={topup} />}
      </div>
    </Modal>
  );
}
