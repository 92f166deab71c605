import type { AccountType, CallName, RequestOf, ValueOf } from '@wl/contract';
import type { RateLimiter } from './auth/rateLimit.ts';
import type { RegistrationOverrides } from './auth/registration.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';
import { ApiError } from './errors.ts';
import type { GatewayMerchant, MerchantDirectory } from './merchants.ts';
import type { InfoBoard, StatusBoard } from './status.ts';
import type { PhoneTokenVerifier } from './auth/phoneTokenVerifier.ts';

/** The growing login delay per account and address (auth/loginGuard.ts). */
export interface LoginGuardSettings {
  /** Failures of an account from one address before that address is delayed. */
  delayAfter: number;
  /** First delay; it doubles with each further failure. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Tunables with their defaults filled in. */
export interface Settings {
  mode: 'sandbox' | 'production';
  scryptCost: number;
  /** Sliding idle timeout and absolute lifetime of a session. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** SMS code lifetime, and the wait before another code may be sent to the same number. */
  smsTtlMs: number;
  smsResendMs: number;
  /** Wrong answers after which an SMS code is burned. */
  smsMaxAttempts: number;
  captchaTtlMs: number;
  loginGuard: LoginGuardSettings;
  captchaLength: number;
  trialBalance: number;
  registration: RegistrationOverrides;
  /** Proxies whose X-Forwarded-For is believed (normalized addresses). */
  trustedProxies: ReadonlySet<string>;
  /** Sandbox payment operator: pending withdrawals older than this are approved (0 = only by hand). */
  withdrawAutoApproveMs: number;
  /** How long the game catalogue is kept before it is read again (game/catalogue.ts). */
  catalogueTtlMs: number;
  /** Prefix of generated image URLs ('' = same origin as the API). */
  publicBase: string;
}

/** What every handler can use. */
export interface Deps {
  db: Db;
  clock: Clock;
  merchants: MerchantDirectory;
  status: StatusBoard;
  /** The sandbox operator's changes to the status call's info (POST /__sandbox/config). */
  info: InfoBoard;
  limiter: RateLimiter;
  settings: Settings;
  /**
   * Checks the identity provider's phone ID tokens (auth/phoneVerification.ts): the sandbox stand-in's in sandbox
   * mode, the one passed as phoneTokenVerifier in production, else none (the firebase variant is refused).
   */
  phoneTokens?: PhoneTokenVerifier;
}

/** The logged-in account of a request. */
export interface Session {
  tokenHash: string;
  memberId: number;
  type: AccountType;
  username: string;
  nickname: string;
  merchantCode: string;
}

export interface CallContext<Req> {
  deps: Deps;
  merchant: GatewayMerchant;
  input: Req;
  /** Present for auth 'session'/'member' calls; on 'none' calls when a valid token was sent. */
  session: Session | null;
  /** The sandbox status scope of the caller's browser (cookie wl_sandbox_scope; sandbox mode only). */
  statusScope?: string | undefined;
  ip: string;
  /** Platform language code, one of the merchant's (the requested one, else the merchant's default). */
  language: string;
}

export type Handler<N extends CallName> = (ctx: CallContext<RequestOf<N>>) => Promise<ValueOf<N>>;
export type Handlers = { [N in CallName]: Handler<N> };

/** The session of a call whose auth level guarantees one. */
export function sessionOf(ctx: CallContext<unknown>): Session {
  if (!ctx.session) throw new ApiError('NOT_LOGGED_IN');
  return ctx.session;
}

/** Picks the content language: the asked one when the merchant offers it, else the merchant's default. */
export function pickLanguage(merchant: GatewayMerchant, ...asked: (string | undefined)[]): string {
  const offered = merchant.manifest.langList as readonly string[];
  for (const a of asked) {
    const code = a?.trim().toUpperCase();
    if (code && offered.includes(code)) return code;
  }
  return merchant.manifest.defaultLang;
}

/** Text in a language from a per-language map, falling back to English, then to any. */
export function localized(map: Record<string, string>, lang: string): string {
  return map[lang] ?? map.EN ?? Object.values(map)[0] ?? '';
}
