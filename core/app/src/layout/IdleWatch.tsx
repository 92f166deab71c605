import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { WhenOpen } from '../components/WhenOpen.tsx';
import { lazyPart } from '../i18n/i18n.ts';
import { loginUrl } from '../routes/redirect.ts';
import { IDLE_DEFAULT_MS, idleLogout, idleState, idleTick, noteActivity } from '../state/idle.ts';
import { sessionState } from '../state/session.ts';
import { toast } from '../state/ui.ts';
import { dropDraft, pendingDraft, readDraft, restoreDraft, saveDraft } from './idleDrafts.ts';

const IdleWarning = lazyPart(() => import('./IdleWarning.tsx'));

// The player's own input only: a scroll event may come from the page itself (focus, layout), so it does not count.
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchmove'] as const;
/** How long a kept draft waits for its screen's form to appear after logging in again. */
const RESTORE_TRIES = 50;

/**
 * The idle logout's clock (state/idle.ts), the player's activity that restarts it, the warning, and what the
 * player was typing: kept at the logout, put back after logging in again on the same screen.
 */
export function IdleWatch() {
  const { info } = useSnapshot(sessionState);
  const { warning } = useSnapshot(idleState);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = info !== null;

  useEffect(() => {
    if (!signedIn) return;
    const active = () => noteActivity();
    for (const e of ACTIVITY) window.addEventListener(e, active, { passive: true, capture: true });
    const logout = () => {
      // The screen's fields before the session (and with it, session storage) goes; kept again after.
      const draft = readDraft(location.pathname);
      const back = `${location.pathname}${location.search}`;
      idleLogout();
      saveDraft(draft);
      navigate(loginUrl(back), { replace: true });
      toast({ id: 'idle.signedOut', values: { minutes: Math.round(IDLE_DEFAULT_MS / 60_000) } });
    };
    const timer = setInterval(() => {
      // Playing in a game frame is activity the page cannot see: focus inside the frame stands for it.
      if (document.hasFocus() && document.activeElement?.tagName === 'IFRAME') noteActivity();
      if (idleTick() === 'logout') logout();
    }, 1000);
    return () => {
      for (const e of ACTIVITY) window.removeEventListener(e, active, { capture: true });
      clearInterval(timer);
    };
  }, [signedIn, navigate]);

  // After logging in again: the kept draft of this screen, once its form is there.
  useEffect(() => {
    if (!signedIn) return;
    const draft = pendingDraft(pathname);
    if (!draft) return;
    let tries = 0;
    const t = setInterval(() => {
      if (restoreDraft(draft) || ++tries >= RESTORE_TRIES) {
        clearInterval(t);
        dropDraft();
      }
    }, 100);
    return () => clearInterval(t);
  }, [signedIn, pathname, search]);

  const signOutNow = () => {
    const back = `${location.pathname}${location.search}`;
    idleLogout();
    navigate(loginUrl(back), { replace: true });
  };
  return (
    <WhenOpen open={signedIn && warning}>
      <IdleWarning onSignOut={signOutNow} />
    </WhenOpen>
  );
}
