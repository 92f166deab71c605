/**
 * The idle logout (issue 28 section 3). The platform ends a session after a time without calls, but the app's own
 * background calls (the status refresh every minute) would keep a session alive for as long as the page is open, so
 * the app ends it itself after IDLE_DEFAULT_MS without the player touching it: a warning first, IDLE_WARNING_MS
 * before, with a countdown and a way to stay signed in (sessionRefresh, which also restarts the platform's idle
 * time); then the logout call and the session cleared. Activity is the player's own (pointer, keys, scrolling,
 * focus in a game frame), noted by layout/IdleWatch.tsx, which also keeps what the player was typing.
 */
import { proxy } from 'valtio';
import * as accountApi from '../api/account.ts';
import { isApiError } from '../api/errors.ts';
import { registerStore } from './kit/registry.ts';
import { clearSession, sessionState } from './session.ts';

/** The platform's idle time until it says otherwise (the sandbox gateway's default: 30 minutes). */
export const IDLE_DEFAULT_MS = 30 * 60_000;
/** How long before the logout the warning shows. */
export const IDLE_WARNING_MS = 60_000;

const INITIAL = {
  /** The warning is on screen. */
  warning: false,
  /** When the session ends unless the player stays (epoch ms). */
  deadline: 0,
  /** The idle time (the platform's, from its last sessionRefresh answer). */
  idleMs: IDLE_DEFAULT_MS,
  /** Stay signed in is being sent. */
  staying: false,
  /** Stay signed in failed (no connection): the warning offers it again. */
  failed: false,
};

export const idleState = proxy(structuredClone(INITIAL));

let lastActivity = Date.now();
let lastToken: string | null = null;

/** The player did something: the idle time starts again (not while the warning waits for an answer). */
export function noteActivity(now = Date.now()): void {
  if (!idleState.warning) lastActivity = now;
}

/**
 * One tick of the idle clock (every second while a session exists): shows the warning when it is due, and answers
 * 'logout' when the session is to end now.
 */
export function idleTick(now = Date.now()): 'none' | 'idle' | 'warn' | 'logout' {
  const token = sessionState.info?.token ?? null;
  if (token !== lastToken) {
    // Another session (or none): no warning of the last one stays. The idle time runs from the player's last input
    // (logging in is one), not from the first tick, which may come late.
    lastToken = token;
    idleState.warning = false;
  }
  if (!token) return 'none';
  const deadline = lastActivity + idleState.idleMs;
  if (now >= deadline) return 'logout';
  if (!idleState.warning && deadline - now <= IDLE_WARNING_MS) {
    idleState.deadline = deadline;
    idleState.failed = false;
    idleState.warning = true;
  }
  return idleState.warning ? 'warn' : 'idle';
}

/** Stay signed in: refreshes the session at the platform, then the idle time starts again. */
export async function staySignedIn(): Promise<void> {
  if (idleState.staying) return;
  idleState.staying = true;
  idleState.failed = false;
  try {
    const v = await accountApi.sessionRefresh({});
    // Never longer than the default: the app's own background calls must not be what keeps a session alive.
    idleState.idleMs = Math.min(IDLE_DEFAULT_MS, Math.max(2 * IDLE_WARNING_MS, v.idleSeconds * 1000));
    lastActivity = Date.now();
    idleState.warning = false;
  } catch (err) {
    // A session the platform already ended is cleared by the API client (401); anything else may be tried again.
    if (!(isApiError(err) && err.status === 401)) idleState.failed = true;
  } finally {
    idleState.staying = false;
  }
}

/** Ends the session for inactivity (or at once, the warning's sign-out): the logout call, then the session. */
export function idleLogout(): void {
  idleState.warning = false;
  // The call reads the token before it yields, so it still goes out with the session's token.
  void accountApi.logout().catch(() => undefined);
  clearSession();
}

/** Back to a fresh page (tests). */
export function reset(now = Date.now()): void {
  Object.assign(idleState, structuredClone(INITIAL));
  lastActivity = now;
  lastToken = null;
}

registerStore({ name: 'idle', reset, states: [idleState] });
