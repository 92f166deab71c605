import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Avatar } from '../components/Avatar.tsx';
import { Balance } from '../components/Balance.tsx';
import { Icon } from '../components/Icon.tsx';
import { config } from '../config/config.ts';
import type { RouteDef } from '../routes/table.ts';
import { displayName, memberState } from '../state/member.ts';
import { useClientValue } from '../prerender/useHydrated.ts';
import { isStandalone } from '../state/platform.ts';
import { isTrial, sessionState } from '../state/session.ts';
import { openOverlay } from '../state/shell.ts';
import { setSideMenu } from '../state/ui.ts';
import { useBack } from './useBack.ts';
import styles from './Header.module.css';
import { preloadSideMenu } from './sideMenuCode.ts';
import { QuickLinks } from './QuickLinks.tsx';
import { pathOf } from '../routes/paths.ts';
import { runtime, useRuntime, type RuntimeConfig } from '../state/runtime.ts';

/** Whether the download button shows: home pages only, outside the installed app, when enabled with a link. */
export function showDownload(
  route: Pick<RouteDef, 'home'>,
  standalone: boolean,
  rt: Pick<RuntimeConfig, 'links' | 'whitelabel'> = runtime(),
): boolean {
  const links = rt.links.appDownload;
  return Boolean(route.home && !standalone && rt.whitelabel.downloadPopup && (links?.android || links?.ios));
}

function MenuButton() {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={intl.formatMessage({ id: 'shell.menu' })}
      aria-haspopup="dialog"
      onPointerDown={preloadSideMenu}
      onClick={() => setSideMenu(true)}
    >
      <Icon name="menu" />
    </button>
  );
}

/** The account strip of the home header: who is logged in and their balance, or Login and Register. */
function AccountStrip() {
  const intl = useIntl();
  const session = useSnapshot(sessionState).info;
  const member = useSnapshot(memberState).info;
  if (!session)
    return (
      <nav className={styles.strip} aria-label={intl.formatMessage({ id: 'shell.accountMenu' })}>
        <Link className={styles.ghost} to={pathOf('login')}>
          <FormattedMessage id="nav.login" />
        </Link>
        <Link className={styles.solid} to={pathOf('register')}>
          <FormattedMessage id="nav.register" />
        </Link>
      </nav>
    );
  return (
    <div className={styles.strip}>
      <div className={styles.who}>
        <Link className={styles.user} to={pathOf('memberHome')}>
          <Avatar url={member?.avatarUrl} size={20} fallback={<Icon name="user" size={14} />} />
          <span className={styles.name}>{displayName(member, session.userName)}</span>
        </Link>
        <Balance />
      </div>
      <nav className={styles.actions} aria-label={intl.formatMessage({ id: 'shell.accountMenu' })}>
        <Link className={styles.solid} to={pathOf('voucherCenter')}>
          <FormattedMessage id="nav.deposit" />
        </Link>
        <Link className={styles.ghost} to={pathOf('withdraw')}>
          <FormattedMessage id="nav.withdraw" />
        </Link>
      </nav>
    </div>
  );
}

/** The header's logout button (spec: "The header has a logout button with a confirm dialog"), for a session. */
function LogoutButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  if (!useSnapshot(sessionState).info) return null;
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={intl.formatMessage({ id: 'lobby.logout' })}
      // The logout flow (confirm dialog, call, clearing) loads on first use, not with the header.
      onClick={() => void import('./signOut.ts').then((m) => m.signOut(navigate))}
    >
      <Icon name="logout" size={22} />
    </button>
  );
}

/** The app header (banner landmark): the home variant with logo and tools, or back arrow, title and menu. */
export function Header({ route }: { route: RouteDef }) {
  const intl = useIntl();
  const back = useBack(route);
  // The prerender cannot know display-mode: it and the hydrating render show the button, CSS hides it in an
  // installed app until the hydrated render drops it.
  const standalone = useClientValue(isStandalone, false);
  const rt = useRuntime();
  const session = useSnapshot(sessionState).info;
  if (!route.home)
    return (
      <header className={styles.header}>
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={intl.formatMessage({ id: 'shell.back' })}
            onClick={back}
          >
            <Icon name="back" />
          </button>
          <h1 className={styles.title}>{route.title && <FormattedMessage id={route.title} />}</h1>
          <MenuButton />
        </div>
      </header>
    );
  // The home header condenses on scroll to its bar alone, in CSS only (Header.module.css .condensing): no listener,
  // no change of its height in the page, so nothing below it moves.
  // A trial balance carries the demo mark, so a trial's name and balance take a row of their own over Deposit and
  // Withdraw (side by side they ran under the buttons in longer languages): the strip's height goes with who is in.
  const kind = !session ? '' : isTrial(session) ? styles.trial : styles.signedIn;
  return (
    <header className={`${styles.header} ${styles.condensing} ${kind}`}>
      <div className={styles.bar}>
        <h1 className={styles.logo}>
          <Link to={pathOf('home')}>
            <img src={config().assets.logo} alt={config().brandName} width={128} height={32} />
          </Link>
        </h1>
        {showDownload(route, standalone, rt) && (
          <Link
            className={`${styles.iconButton} ${styles.download}`}
            to={pathOf('app')}
            aria-label={intl.formatMessage({ id: 'shell.download' })}
          >
            <Icon name="download" />
          </Link>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-label={intl.formatMessage({ id: 'shell.region' })}
          aria-haspopup="dialog"
          onClick={() => openOverlay('region')}
        >
          <img className={styles.flag} src={config().assets.flag} alt="" width={27} height={18} />
        </button>
        <QuickLinks />
        <LogoutButton />
        <MenuButton />
      </div>
      <AccountStrip />
      <nav className={styles.top} aria-label={intl.formatMessage({ id: 'shell.topMenu' })}>
        <Link to={pathOf('home')} aria-current={route.id === 'home' ? 'page' : undefined}>
          <FormattedMessage id="nav.home" />
        </Link>
        <button type="button" onClick={() => openOverlay('service')} aria-haspopup="dialog">
          <FormattedMessage id="nav.customerService" />
        </button>
        {rt.whitelabel.speedTest && (
          <button type="button" onClick={() => openOverlay('speedTest')} aria-haspopup="dialog">
            <FormattedMessage id="nav.speedTest" />
          </button>
        )}
      </nav>
    </header>
  );
}
