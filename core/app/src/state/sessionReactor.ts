/**
 * The one place that reacts to the session: when one starts (log in, registration, free play, a stored session at
 * start-up) it loads the member info, balance and unread count; when it ends (log out, a 401 from the platform,
 * an expired or replaced token) it forgets them. Stores and screens only set or clear the session itself.
 */
import { subscribe } from 'valtio';
import { refreshChat } from './chat.ts';
import { forgetSessionData } from './kit/registry.ts';
import { clearMember, refreshMember } from './member.ts';
import { clearSession, sessionState } from './session.ts';
import { refreshUnread, setUnread } from './unread.ts';
import { clearWallet, refreshWallet } from './wallet.ts';

let lastToken: string | null = null;

function react(): void {
  const info = sessionState.info;
  const token = info?.token ?? null;
  if (token === lastToken) return;
  lastToken = token;
  // Another session's orders, withdrawals, rounds, limits, feedback, announcement read flags and chat are never
  // shown to the next one: every store loaded so far that holds one session's data registered its reset with
  // perSession (state/kit/registry.ts). A store never loaded holds nothing to forget.
  forgetSessionData();
  if (!info) {
    clearMember();
    clearWallet();
    setUnread(0);
    return;
  }
  void refreshMember();
  void refreshWallet();
  void refreshUnread(info.type);
  void refreshChat(info.type);
}

/**
 * Starts reacting to session changes (main.tsx, once, after the config is installed); reacts at once to a session
 * restored from storage. Returns a function that stops it (tests).
 */
export function startSessionReactor(): () => void {
  lastToken = null;
  react();
  // Sync: a session that ends is forgotten before anything renders the next frame.
  return subscribe(sessionState, react, true);
}

/** The platform answered 401 (expired, logged in elsewhere): the session ends here too, and with it its data. */
export function sessionExpired(): void {
  clearSession();
}
