import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Icon, type IconName } from '../components/Icon.tsx';
import { badgeText } from '../i18n/format.ts';
import type { RouteDef } from '../routes/table.ts';
import { sessionState } from '../state/session.ts';
import { openReferral } from '../state/shell.ts';
import { unreadState } from '../state/unread.ts';
import styles from './BottomMenu.module.css';
import { pathOf, type RouteId } from '../routes/paths.ts';
import type { MessageId } from '../i18n/messageIds.ts';

interface Item {
  key: string;
  icon: IconName;
  label: MessageId;
  /** Route-table ids that mark this item as the current page. */
  current: readonly RouteId[];
  to?: string;
}

const ITEMS: readonly Item[] = [
  { key: 'home', icon: 'home', label: 'nav.home', to: pathOf('home'), current: ['home'] },
  { key: 'promotion', icon: 'promo', label: 'nav.promotion', to: pathOf('activity'), current: ['activity'] },
  { key: 'invite', icon: 'invite', label: 'nav.invite', current: [] },
  {
    key: 'deposit',
    icon: 'wallet',
    label: 'nav.deposit',
    to: pathOf('voucherCenter'),
    current: ['voucherCenter'],
  },
  { key: 'members', icon: 'user', label: 'nav.members', to: pathOf('memberHome'), current: ['memberHome'] },
];

/** The bottom menu (spec section 2): home, promotion, invite (opens the referral offer), deposit and members. */
export function BottomMenu({ route }: { route: RouteDef }) {
  const intl = useIntl();
  const loggedIn = Boolean(useSnapshot(sessionState).info);
  const unread = useSnapshot(unreadState);
  const count = unread.count + unread.chat;
  const badge = loggedIn ? badgeText(count) : null;
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'shell.mainMenu' })}>
      <ul className={styles.list}>
        {ITEMS.map((item) => {
          let content: ReactNode = (
            <>
              <Icon name={item.icon} size={22} />
              <span className={styles.label}>
                <FormattedMessage id={item.label} />
              </span>
            </>
          );
          if (item.key === 'members' && badge)
            content = (
              <>
                {content}
                <span className={styles.badge} data-testid="unread-badge" aria-hidden="true">
                  {badge}
                </span>
                <span className="sr-only">{intl.formatMessage({ id: 'shell.unread' }, { count })}</span>
              </>
            );
          return (
            <li key={item.key}>
              {item.to ? (
                <Link
                  className={styles.item}
                  to={item.to}
                  aria-current={item.current.includes(route.id) ? 'page' : undefined}
                >
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.item} aria-haspopup="dialog" onClick={openReferral}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
