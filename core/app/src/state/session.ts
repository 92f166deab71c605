import type { Location, NavigateFunction } from 'react-router-dom';
import { isTrialType } from '@wl/contract';
import { proxy, subscribe } from 'valtio';
import { loginUrl } from '../routes/redirect.ts';
import { registerStore } from './kit/registry.ts';

/** Spec section 3: session info, kept in localStorage under MC_SESSION_INFO. Never holds a password. */
export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  /** An account type (ACCOUNT_TYPE of @wl/contract): members and agents, trial, agent variants. */
  type: number;
  firstTimeLogin: boolean;
}

export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';

function load(): SessionInfo | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<SessionInfo>;
    return typeof v.token === 'string' && typeof v.type === 'number' ? (v as SessionInfo) : null;
  } catch {
    return null;
  }
}

const INITIAL = { info: null as SessionInfo | null };

/** The session; the session reactor (sessionReactor.ts) loads and clears what hangs off it. */
export const sessionState = proxy({ ...structuredClone(INITIAL), info: load() });

subscribe(sessionState, () => {
  try {
    if (sessionState.info) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sessionState.info));
    else localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* storage blocked: the session lasts for this page only */
  }
});

export function setSession(info: SessionInfo): void {
  sessionState.info = info;
}

/** Forgets the session locally (token, trial user) and wipes session storage, as the spec's logout does. */
export function clearSession(): void {
  sessionState.info = null;
  try {
    sessionStorage.clear();
  } catch {
    /* nothing to clear */
  }
}

/** Back to a first visit: a guest (storage follows, as for any change). */
export function reset(): void {
  Object.assign(sessionState, structuredClone(INITIAL));
}

/** Whether the session is a trial (free-play) account. */
export const isTrial = (info: SessionInfo | null): boolean => isTrialType(info?.type);

/**
 * Guest gating of actions (launch a game, favourite, open the inbox or live chat): with a session returns true;
 * without one opens /m/login?redirect=<current path and query> (a push, so Back returns here) and returns false.
 * @example if (!requireSession(navigate, location)) return;
 */
export function requireSession(
  navigate: NavigateFunction,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (sessionState.info) return true;
  navigate(loginUrl(location.pathname + location.search));
  return false;
}

registerStore({ name: 'session', reset, states: [sessionState] });
