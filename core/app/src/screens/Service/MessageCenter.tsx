import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { badgeText } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import { pathOf } from '../../routes/paths.ts';
import { openLiveChat } from '../../state/chat.ts';
import { linksState, loadServiceLinks, openExternal } from '../../state/links.ts';
import { openOverlay } from '../../state/shell.ts';
import { unreadState } from '../../state/unread.ts';
import styles from './service.module.css';
import { useRuntime } from '../../state/runtime.ts';

interface RowProps {
  id: string;
  icon: IconName;
  title: MessageId;
  hint: MessageId;
  unread?: number;
}

function RowBody({ icon, title, hint, unread = 0 }: Omit<RowProps, 'id'>) {
  const intl = useIntl();
  const badge = badgeText(unread);
  return (
    <>
      <span className={styles.rowIcon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>
          <FormattedMessage id={title} />
        </span>
        <span className={styles.rowHint}>
          <FormattedMessage id={hint} />
        </span>
      </span>
      {badge && (
        <span
          className={styles.badge}
          aria-label={intl.formatMessage({ id: 'msgCenter.unread' }, { count: unread })}
        >
          {badge}
        </span>
      )}
      <Icon name="chevron" size={18} className={styles.chevron} />
    </>
  );
}

/**
 * /m/message (spec section 2): Telegram, announcements, messages (the inbox), live chat (only with CBS3) and
 * affiliate service. Links from the gateway open only when allowed (state/links.ts).
 */
export default function MessageCenter() {
  const navigate = useNavigate();
  const location = useLocation();
  const { count, chat } = useSnapshot(unreadState);
  const { service } = useSnapshot(linksState);
  useEffect(() => {
    void loadServiceLinks();
  }, []);

  const rt = useRuntime();
  // The platform's channel as the status info last said (the manifest's until then, so the row never pops in late),
  // else the service call's link, else the social link.
  const telegram =
    rt.links.customerService.find((c) => c.csType === 'TELEGRAM')?.url ??
    service?.find((l) => l.csType === 'TELEGRAM')?.url ??
    rt.links.social?.telegram?.url;
  const serviceLink = service?.find((l) => l.type === 3)?.url;
  const rows: (RowProps & { node: (body: ReactNode) => ReactNode })[] = [];
  if (telegram)
    rows.push({
      id: 'telegram',
      icon: 'send',
      title: 'msgCenter.telegram',
      hint: 'msgCenter.telegramHint',
      node: (body) => (
        <button type="button" className={styles.row} onClick={() => openExternal(telegram)}>
          {body}
        </button>
      ),
    });
  rows.push(
    {
      id: 'notice',
      icon: 'megaphone',
      title: 'msgCenter.notice',
      hint: 'msgCenter.noticeHint',
      node: (body) => (
        <Link className={styles.row} to={pathOf('notice')}>
          {body}
        </Link>
      ),
    },
    {
      id: 'inbox',
      icon: 'chat',
      title: 'msgCenter.inbox',
      hint: 'msgCenter.inboxHint',
      unread: count,
      node: (body) => (
        <Link className={styles.row} to={pathOf('webEmail')}>
          {body}
        </Link>
      ),
    },
  );
  if (rt.whitelabel.CBS3)
    rows.push({
      id: 'liveChat',
      icon: 'chat',
      title: 'msgCenter.liveChat',
      hint: 'msgCenter.liveChatHint',
      unread: chat,
      node: (body) => (
        <button type="button" className={styles.row} onClick={() => void openLiveChat(navigate, location)}>
          {body}
        </button>
      ),
    });
  rows.push({
    id: 'affiliate',
    icon: 'invite',
    title: 'msgCenter.affiliate',
    hint: 'msgCenter.affiliateHint',
    node: (body) => (
      <button
        type="button"
        className={styles.row}
        onClick={() => (serviceLink ? openExternal(serviceLink) : openOverlay('service'))}
      >
        {body}
      </button>
    ),
  });

  return (
    <div className={styles.page}>
      <ul className={styles.rows} data-testid="message-center">
        {rows.map(({ id, node, ...row }) => (
          <li key={id} data-row={id}>
            {node(<RowBody {...row} />)}
          </li>
        ))}
      </ul>
    </div>
  );
}
