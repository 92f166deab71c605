import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Avatar } from '../../components/Avatar.tsx';
import { Balance } from '../../components/Balance.tsx';
import { Icon } from '../../components/Icon.tsx';
import { pathOf } from '../../routes/paths.ts';
import { canOpen, routeTable } from '../../routes/table.ts';
import { logout } from '../../state/account.ts';
import { checkAvatar, uploadAvatar } from '../../state/avatar.ts';
import { displayName, memberState, refreshMember } from '../../state/member.ts';
import { loadVipStatus, rewardsState } from '../../state/rewards.ts';
import { sessionState } from '../../state/session.ts';
import { openReferral } from '../../state/shell.ts';
import { confirmDialog, toast } from '../../state/ui.ts';
import { unreadState } from '../../state/unread.ts';
import { refreshWallet } from '../../state/wallet.ts';
import { KycPanel } from './KycPanel.tsx';
import { badgeText } from '../../i18n/format.ts';
import type { MessageId } from '../../i18n/messageIds.ts';
import { MEMBER_ROWS, MEMBER_SHORTCUTS } from './rows.ts';
import styles from './member.module.css';

const routeDef = (id: string) => routeTable.find((r) => r.id === id)!;

/**
 * Member center (/m/member/home): head icon, name and account, VIP level, balance with mask and refresh, the
 * money shortcuts, a row for every member screen the account type may open, identity verification and log out.
 * Trial accounts never get here (the route table sends them the free_reject dialog). ?kyc=1 opens verification.
 */
export default function MemberHome() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSnapshot(sessionState).info;
  const member = useSnapshot(memberState);
  const { vip } = useSnapshot(rewardsState);
  const unread = useSnapshot(unreadState).count;
  const [kycOpen, setKycOpen] = useState(params.get('kyc') === '1');
  const type = session?.type ?? null;

  useEffect(() => {
    void refreshMember();
    void refreshWallet();
    void loadVipStatus();
  }, []);
  useEffect(() => {
    if (kycOpen && params.get('kyc') === '1') document.getElementById('kyc')?.scrollIntoView();
  }, [kycOpen, params]);

  const name = displayName(member.info, session?.userName ?? '');
  const account = member.info?.account || session?.userName || '';
  const may = (id: string) => canOpen(routeDef(id), type) === 'ok';

  /*
   * Log out (spec section 4): the confirm dialog, then home, and the logout itself once this screen is gone. The
   * member center needs a session: ending it while the screen is still shown would send the player to the login
   * page instead of home (the navigation commits in a transition, after the session store has changed).
   */
  const loggingOut = useRef(false);
  const nav = useRef(navigate);
  nav.current = navigate;
  useEffect(
    () => () => {
      if (loggingOut.current) void logout((to, opts) => nav.current(to, opts), { confirm: false });
    },
    [],
  );
  async function signOut() {
    if (!(await confirmDialog({ id: 'account.logout.confirm' }, { id: 'account.logout.submit' }))) return;
    loggingOut.current = true;
    navigate(pathOf('home'), { replace: true });
  }

  return (
    <div className={styles.page}>
      <section className={styles.profile} aria-labelledby="member-name">
        <HeadIcon url={member.info?.avatarUrl} initial={name ? [...name][0]! : ''} />
        <div className={styles.who}>
          <h2 id="member-name" className={styles.name} data-testid="member-name">
            {name}
          </h2>
          <p className={styles.account}>
            <FormattedMessage id="member.account" values={{ account }} />
          </p>
          {/* Before the level is known the link keeps its place and is named by the screen it opens. */}
          <Link
            to={pathOf('vip')}
            className={styles.vip}
            data-testid="member-vip"
            aria-label={vip ? undefined : intl.formatMessage({ id: 'route.vip' })}
          >
            {vip ? <FormattedMessage id="member.vip" values={{ level: vip.level }} /> : '\u00a0'}
          </Link>
        </div>
        <div className={styles.balanceRow}>
          <Balance tone="surface" />
        </div>
      </section>

      {MEMBER_SHORTCUTS.some((s) => may(s.route)) && (
        <ul className={styles.shortcuts} aria-label={intl.formatMessage({ id: 'member.quick' })}>
          {MEMBER_SHORTCUTS.filter((s) => may(s.route)).map((s) => (
            <li key={s.route}>
              <Link to={pathOf(s.route)} className={styles.shortcut}>
                <Icon name={s.icon} size={20} />
                <FormattedMessage id={s.label} />
              </Link>
            </li>
          ))}
        </ul>
      )}

      <nav aria-label={intl.formatMessage({ id: 'member.menu' })}>
        <ul className={styles.rows}>
          {MEMBER_ROWS.filter((r) => !('route' in r) || may(r.route)).map((r) => (
            <li key={r.id}>
              {'route' in r ? (
                <Link to={pathOf(r.route)} className={styles.row}>
                  <Icon name={r.icon} size={20} />
                  <span className={styles.rowLabel}>
                    <FormattedMessage id={r.label} />
                  </span>
                  {r.badge === 'unread' && unread > 0 && (
                    <span
                      className={styles.badge}
                      aria-label={intl.formatMessage({ id: 'member.unread' }, { count: unread })}
                    >
                      {badgeText(unread)}
                    </span>
                  )}
                  <Icon name="chevron" size={16} />
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.row}
                  aria-expanded={r.action === 'kyc' ? kycOpen : undefined}
                  aria-controls={r.action === 'kyc' && kycOpen ? 'kyc' : undefined}
                  aria-haspopup={r.action === 'invite' ? 'dialog' : undefined}
                  onClick={() => (r.action === 'kyc' ? setKycOpen((o) => !o) : openReferral())}
                >
                  <Icon name={r.icon} size={20} />
                  <span className={styles.rowLabel}>
                    <FormattedMessage id={r.label} />
                  </span>
                  <Icon name="chevron" size={16} />
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {kycOpen && <KycPanel />}

      <button type="button" className={styles.logout} onClick={() => void signOut()}>
        <FormattedMessage id="member.logout" />
      </button>
    </div>
  );
}

type AvatarProblem = { id: MessageId; name: string; retry: boolean } | null;

/**
 * The head icon and its upload (png/jpg, at most 2 MB): the file is checked here by size and first bytes, then
 * sent; the icon shows at once in the header, side menu and here. A refused file names the reason; a failed
 * upload keeps the screen as it was with a retry that sends the same file again.
 */
function HeadIcon({ url, initial }: { url: string | undefined; initial: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<AvatarProblem>(null);
  const pending = useRef<File | null>(null);
  const errorId = useId();

  async function send(file: File) {
    setBusy(true);
    setProblem(null);
    const refusal = await uploadAvatar(file);
    setBusy(false);
    if (!refusal) {
      pending.current = null;
      toast({ id: 'member.avatar.saved' }, { kind: 'success' });
    } else setProblem({ id: refusal, name: file.name, retry: refusal === 'member.avatar.failed' });
  }

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const verdict = await checkAvatar(file);
    if (!verdict.ok) {
      pending.current = null;
      setProblem({ id: verdict.id, name: file.name, retry: false });
      return;
    }
    pending.current = file;
    await send(file);
  }

  return (
    <>
      <div className={styles.avatarBox} aria-busy={busy || undefined}>
        <Avatar
          url={url}
          size={64}
          className={styles.avatarImage}
          fallback={
            <span className={styles.avatar} aria-hidden="true">
              {initial || <Icon name="user" size={32} />}
            </span>
          }
        />
        <label className={styles.avatarEdit} data-busy={busy || undefined}>
          <input
            type="file"
            className="sr-only"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            aria-label={intl.formatMessage({ id: 'member.avatar.change' })}
            aria-describedby={problem ? errorId : undefined}
            aria-invalid={problem ? true : undefined}
            disabled={busy}
            onChange={(e) => void choose(e)}
          />
          <Icon name="camera" size={14} />
        </label>
      </div>
      {problem && (
        <div className={styles.avatarProblem} id={errorId} role="alert">
          <FormattedMessage id={problem.id} values={{ name: problem.name }} />
          {problem.retry && pending.current && (
            <button
              type="button"
              className={styles.avatarRetry}
              onClick={() => pending.current && void send(pending.current)}
            >
              <FormattedMessage id="action.retry" />
            </button>
          )}
        </div>
      )}
    </>
  );
}
