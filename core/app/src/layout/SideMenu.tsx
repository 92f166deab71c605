import { isAgentType } from '@wl/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Avatar } from '../components/Avatar.tsx';
import { Balance } from '../components/Balance.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { Modal } from '../components/Modal.tsx';
import { displayName, memberState } from '../state/member.ts';
import { isStandalone } from '../state/platform.ts';
import { sessionState } from '../state/session.ts';
import { openOverlay } from '../state/shell.ts';
import { setSideMenu } from '../state/ui.ts';
import { signOut } from './signOut.ts';
import { dividerAfter, sideMenuItems, type SideItem } from './sideMenuItems.ts';
import styles from './SideMenu.module.css';
import { pathOf } from '../routes/paths.ts';
import { useRuntime } from '../state/runtime.ts';

const ICONS: Partial<Record<SideItem['id'], IconName>> = {
  deposit: 'wallet',
  withdraw: 'wallet',
  customerService: 'chat',
  // The messengers: a chat bubble (no brand marks are shipped).
  telegram: 'chat',
  telegramGroup: 'chat',
  whatsapp: 'chat',
  viber: 'chat',
  line: 'chat',
  zalo: 'chat',
  kakaotalk: 'chat',
  app: 'download',
  feedback: 'chat',
  responsibleGaming: 'shield',
  agentCenter: 'team',
};

function ItemBody({ item }: { item: SideItem }) {
  const intl = useIntl();
  return (
    <>
      <Icon name={ICONS[item.id] ?? 'link'} size={20} />
      <span className={styles.label}>{item.label ?? <FormattedMessage id={item.labelId} />}</span>
      {item.gift && (
        <span className={styles.gift} role="img" aria-label={intl.formatMessage({ id: 'menu.gift' })}>
          <Icon name="gift" size={16} />
        </span>
      )}
    </>
  );
}

/** The right-side menu (spec "Right-side menu"): account summary, the flagged items in order, and sign-in/out. */
export default function SideMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSnapshot(sessionState).info;
  const member = useSnapshot(memberState).info;
  const close = () => setSideMenu(false);
  const items = sideMenuItems(useRuntime(), {
    standalone: isStandalone(),
    agent: isAgentType(session?.type),
  });
  const dividers = dividerAfter(items.length);

  return (
    <Modal variant="side" label={intl.formatMessage({ id: 'shell.menu' })} onClose={close}>
      <div className={styles.top}>
        <button
          type="button"
          className={styles.close}
          aria-label={intl.formatMessage({ id: 'shell.closeMenu' })}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </div>
      {session ? (
        <div className={styles.account}>
          <p className={styles.name}>
            <Avatar url={member?.avatarUrl} size={32} fallback={<Icon name="user" size={20} />} />
            {displayName(member, session.userName)}
          </p>
          <Balance tone="surface" />
        </div>
      ) : (
        <ul className={styles.guest}>
          <li>
            <Link className={styles.solid} to={pathOf('login')}>
              <FormattedMessage id="menu.login" />
            </Link>
          </li>
          <li>
            <Link className={styles.outline} to={pathOf('register')}>
              <FormattedMessage id="menu.register" />
            </Link>
          </li>
          <li>
            <Link className={styles.plain} to={pathOf('forget')}>
              <FormattedMessage id="menu.forget" />
            </Link>
          </li>
        </ul>
      )}
      <ul className={styles.items} data-testid="side-menu-items">
        {items.map((item, i) => (
          <li
            key={item.id}
            className={dividers.includes(i) ? styles.divided : undefined}
            data-divider={dividers.includes(i) ? '' : undefined}
          >
            {item.to ? (
              <Link className={styles.item} to={item.to}>
                <ItemBody item={item} />
              </Link>
            ) : item.href ? (
              <a className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
                <ItemBody item={item} />
              </a>
            ) : (
              <button
                type="button"
                className={styles.item}
                aria-haspopup="dialog"
                onClick={() => openOverlay('service')}
              >
                <ItemBody item={item} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {session && (
        <button type="button" className={styles.signOut} onClick={() => void signOut(navigate)}>
          <FormattedMessage id="menu.logout" />
        </button>
      )}
    </Modal>
  );
}
