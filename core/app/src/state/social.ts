/**
 * One-click social login (flags FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3): the button sends the player to the
 * provider (the manifest's socialLogin entry, else the sandbox gateway's stand-in) with a random state kept in
 * session storage; the provider sends them back to /m/login with that state and a one-time code, which is exchanged
 * for a session by a POST (socialLogin). No token is ever put in a URL; the code works once and the login screen
 * replaces the address that carried it.
 */
import * as accountApi from '../api/account.ts';
import { isApiError } from '../api/errors.ts';
import { config } from '../config/config.ts';
import { pathOf } from '../routes/paths.ts';
import { safeRedirect } from '../routes/redirect.ts';
import { toSessionInfo } from './account.ts';
import { setSession, type SessionInfo } from './session.ts';
import { showLoading } from './ui.ts';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'telegram'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Session-storage key of the login in flight: provider, state and where to go afterwards. */
export const SOCIAL_PENDING_KEY = 'MC_SOCIAL_LOGIN';
/** A pending login older than this is ignored (the provider's code lives five minutes). */
const PENDING_MAX_MS = 10 * 60_000;

interface Pending {
  provider: SocialProvider;
  state: string;
  redirect: string;
  at: number;
}

/** The URL providers send the player back to: this app's login page, with no query. */
export function socialRedirectUri(loc: Pick<Location, 'origin'> = window.location): string {
  return `${loc.origin}${pathOf('login')}`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Where a provider's button sends the player (the provider's authorization URL with the app's parameters). */
export function authorizeUrl(
  provider: SocialProvider,
  state: string,
  loc: Pick<Location, 'origin'> = window.location,
): string {
  const cfg = config();
  const real = cfg.socialLogin?.[provider];
  const api = cfg.gateway.baseUrl || loc.origin;
  const url = new URL(real?.authorizeUrl ?? `${api}/__sandbox/idp/${provider}/authorize`);
  url.searchParams.set('client_id', real?.clientId ?? cfg.code);
  url.searchParams.set('redirect_uri', socialRedirectUri(loc));
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  if (real?.scope) url.searchParams.set('scope', real.scope);
  return url.href;
}

/** Starts a provider's login: remembers the state and the after-login target, then leaves for the provider. */
export function beginSocialLogin(provider: SocialProvider, search: string): void {
  const pending: Pending = { provider, state: randomState(), redirect: safeRedirect(search), at: Date.now() };
  sessionStorage.setItem(SOCIAL_PENDING_KEY, JSON.stringify(pending));
  window.location.assign(authorizeUrl(provider, pending.state));
}

function takePending(): Pending | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(SOCIAL_PENDING_KEY) ?? 'null') as Pending | null;
    sessionStorage.removeItem(SOCIAL_PENDING_KEY);
    if (!p || !(SOCIAL_PROVIDERS as readonly string[]).includes(p.provider)) return null;
    return Date.now() - p.at < PENDING_MAX_MS ? p : null;
  } catch {
    return null;
  }
}

/** What a return from a provider came to. */
export type SocialReturn =
  | { kind: 'none' }
  | { kind: 'cancelled'; provider: SocialProvider }
  | { kind: 'failed'; provider: SocialProvider | null; error?: unknown }
  | { kind: 'ok'; info: SessionInfo; redirect: string }
  /** A first login that would open an account where the profile requires a date of birth: ask for it. */
  | { kind: 'birthDate'; provider: SocialProvider; code: string; redirect: string };

/**
 * Finishes a provider's login when /m/login was opened by its redirect (a state and a code or an error in the
 * query); anything else is 'none'. The state must be the one this tab sent, else nothing is exchanged.
 */
export function finishSocialLogin(search: string): Promise<SocialReturn> {
  // One exchange per return, however often the screen mounts (StrictMode mounts twice).
  let p = inFlight.get(search);
  if (!p) inFlight.set(search, (p = exchange(search)));
  return p;
}

const inFlight = new Map<string, Promise<SocialReturn>>();

async function exchange(search: string): Promise<SocialReturn> {
  const q = new URLSearchParams(search);
  const state = q.get('state');
  const code = q.get('code');
  const error = q.get('error');
  if (!state || (!code && !error)) return { kind: 'none' };
  const pending = takePending();
  if (!pending || pending.state !== state) return { kind: 'failed', provider: pending?.provider ?? null };
  if (!code) return { kind: 'cancelled', provider: pending.provider };
  const hide = showLoading(undefined, 9_999_000);
  try {
    const v = await accountApi.socialLogin({
      provider: pending.provider,
      code,
      redirectUri: socialRedirectUri(),
    });
    const info = toSessionInfo(v);
    setSession(info);
    return { kind: 'ok', info, redirect: pending.redirect };
  } catch (e) {
    // The gateway left the code unused: it is exchanged again with the date of birth (finishSocialSignUp).
    if (isApiError(e) && e.key === 'protection.dob.social')
      return { kind: 'birthDate', provider: pending.provider, code, redirect: pending.redirect };
    return { kind: 'failed', provider: pending.provider, error: e };
  } finally {
    hide();
  }
}

/**
 * Opens the account of a first social login with the date of birth the player gave (merchants whose compliance
 * profile requires one): the same one-time code, exchanged again.
 */
export async function finishSocialSignUp(
  provider: SocialProvider,
  code: string,
  birthDate: string,
): Promise<SessionInfo> {
  const hide = showLoading(undefined, 9_999_000);
  try {
    const info = toSessionInfo(
      await accountApi.socialLogin({ provider, code, redirectUri: socialRedirectUri(), birthDate }),
    );
    setSession(info);
    return info;
  } finally {
    hide();
  }
}
