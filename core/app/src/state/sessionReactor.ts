/**
 * The one place that reacts to the session: when one starts (log in, registration, free play, a stored session at
 * start-up) it loads the member info, balance and unread count; when it ends (log out, a 401 from the platform,
 * an expired or replaced token) it forgets them. Stores and screens only set or clear the session itself.
 */
import { subscribe } from 'valtio';
import { reset as resetAgent } from './agent.ts';
import { reset as resetDeposit } from './deposit.ts';
import { reset as resetFavourites } from './favourites.ts';
import { refreshChat, reset as resetChat } from './chat.ts';
import { reset as resetInbox } from './inbox.ts';
import { reset as resetRecords } from './gameRecord.ts';
import { reset as resetKyc } from './kyc.ts';
import { clearMember, refreshMember } from './member.ts';
import { reset as resetProtection } from './protection.ts';
import { reset as resetSearch } from './search.ts';
import { reset as resetRewards } from './rewards.ts';
import { clearSession, sessionState } from './session.ts';
import { refreshUnread, setUnread } from './unread.ts';
import { clearWallet, refreshWallet } from './wallet.ts';
import { reset as resetWithdraw } from './withdraw.ts';
import { reset as resetFeedback } from './feedback.ts';
import { reset as resetNotice } from './notice.ts';

let lastToken: string | null = null;

function react(): void {
  const info = sessionState.info;
  const token = info?.token ?? null;
  if (token === lastToken) return;
  lastToken = token;
  // Another session's orders, withdrawals and rounds are never shown to the next one.
  resetDeposit();
  resetWithdraw();
  resetRecords();
  resetAgent();
  resetProtection();
  resetFavourites();
  resetSearch();
  resetRewards();
  resetKyc();
  // Nor its feedback history or announcement read flags.
  resetFeedback();
  resetNotice();
  resetInbox();
  resetChat();
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
