/**
 * Account actions: login, registration, logout, free trial, password change and reset (spec sections 2, 4, 5).
 * Screens call these; only these call the account API. The rule set and registration settings come from the
 * gateway and are cached for the page's life (they change with a deploy, not per player).
 */
import type {
  CaptchaValue,
  LoginRequest,
  RegisterRequest,
  RegistrationSettings,
  SessionValue,
  ValidationRule,
} from '@wl/contract';
import { ACCOUNT_TYPE } from '@wl/contract';
import * as accountApi from '../api/account.ts';
import { config } from '../config/config.ts';
import { saveRemembered, type LoginMethod } from './accountRemember.ts';
import { clearSession, setSession, type SessionInfo } from './session.ts';
import { toastFailure } from './accountErrors.ts';
import { confirmDialog, DURATION, showLoading, toast } from './ui.ts';
import { pathOf } from '../routes/paths.ts';
import { registerStore } from './kit/registry.ts';
import { dialingCode } from './dialing.ts';
import { askHumanCheck, type HumanProof } from './humanCheck.ts';

/** The gateway's rule set by field name (components/form/validation.ts checks a value against one). */
export type RuleSet = Readonly<Record<string, ValidationRule>>;

let rules: Promise<RuleSet> | null = null;
let settings: Promise<RegistrationSettings> | null = null;
/** The password typed at a login that must be changed at once; memory only, never stored (see ChangePsw). */
let forcedPassword: string | null = null;

/** Forgets the cached rule set, registration settings and held password (tests, and the prerender between merchants). */
export function reset(): void {
  rules = null;
  settings = null;
  forcedPassword = null;
}

/** The gateway's validation rule set by field name; one request per page life, retried after a failure. */
export function loadRules(): Promise<RuleSet> {
  if (rules) return rules;
  const p = accountApi.regValidata().then((v): RuleSet => v.rules);
  p.catch(() => rules === p && (rules = null));
  return (rules = p);
}

/** The merchant's registration settings (methods, fields shown and required, captcha). */
export function loadRegistrationSettings(): Promise<RegistrationSettings> {
  if (settings) return settings;
  const p = accountApi.getSetRegister();
  p.catch(() => settings === p && (settings = null));
  return (settings = p);
}

/** A fresh numeric captcha challenge. */
export function fetchCaptcha(): Promise<CaptchaValue> {
  return accountApi.captcha();
}

/**
 * Sends an SMS code to a local mobile number (registration, SMS login, forgotten password), with the solved human
 * check, behind the in_sms_sending loader; resolves with the time the button's countdown ends. Errors are rethrown
 * as ApiError.
 */
export async function sendSmsCode(mobileNum: string, proof: HumanProof, maxMs = 9_999_000): Promise<number> {
  const hide = showLoading({ id: 'in_sms_sending' }, maxMs);
  try {
    const v = await accountApi.sendSmsNoLogin({ mobileNum, countryDialingCode: dialingCode(), ...proof });
    return v.expirationTime;
  } finally {
    hide();
  }
}

/**
 * The SMS button's send action on every screen: asks the human check, sends the code and toasts in_sms_send; on
 * failure (a wrong check answer included) toasts the reason and resolves with the server's expirationTime when it
 * sent one (a "wait" answer still starts the countdown).
 */
export async function sendSmsCodeWithFeedback(mobileNum: string, maxMs?: number): Promise<number | false> {
  // The human check first (state/humanCheck.ts); cancelled, nothing is sent and the button stays usable.
  const proof = await askHumanCheck();
  if (!proof) return false;
  try {
    const until = await sendSmsCode(mobileNum, proof, maxMs);
    toast({ id: 'in_sms_send' }, { kind: 'success', duration: DURATION.success });
    return until;
  } catch (e) {
    return toastFailure(e).value?.expirationTime ?? false;
  }
}

/**
 * Checks a typed SMS code against the number's latest code without using it up (verification), so a wrong code is
 * flagged at its field before the form is sent. Resolves true or false, or null when the check itself failed (the
 * submit checks the code anyway). A wrong check counts against the code's attempts, like a wrong submit.
 */
export async function checkSmsCode(mobileNum: string, verificationCode: string): Promise<boolean | null> {
  try {
    const v = await accountApi.verification({
      mobileNum,
      verificationCode,
      countryDialingCode: dialingCode(),
    });
    return v.valid;
  } catch {
    return null;
  }
}

/** Session info from a session answer: a trial's type comes from customerType (spec section 3). */
export function toSessionInfo(v: SessionValue): SessionInfo {
  return {
    token: v.token,
    merchantCode: v.merchantCode ?? config().platformMerchantCode,
    userName: v.userName,
    type: v.customerType ?? v.type,
    firstTimeLogin: v.firstTimeLogin,
  };
}

function startSession(v: SessionValue): SessionInfo {
  const info = toSessionInfo(v);
  // The session reactor loads the member info, balance and unread count.
  setSession(info);
  return info;
}

/**
 * Logs in and stores the session. With `remember`, only the method, identifier and dialing code are kept
 * (accountRemember.ts); the password is left to the browser's password manager.
 * @returns the new session; a session with firstTimeLogin must change its password next (see forcedPassword)
 */
export async function login(req: LoginRequest, remember: boolean): Promise<SessionInfo> {
  const hide = showLoading();
  try {
    const info = startSession(
      await accountApi.login({ ...req, countryDialingCode: dialingCode(), remember }),
    );
    // The identity provider's variant is the SMS method to the player: remembered as such.
    const method: LoginMethod = req.type === 'username' ? 'username' : 'sms';
    saveRemembered({ type: method, username: req.username, countryDialingCode: dialingCode() }, remember);
    forcedPassword = info.firstTimeLogin && req.type === 'username' ? (req.password ?? null) : null;
    return info;
  } finally {
    hide();
  }
}

/** Checks an invitation code with the gateway; true when it belongs to one of this merchant's agents. */
export async function checkAffiliateCode(code: string): Promise<boolean> {
  const v = await accountApi.checkAffiliateCode({ code, domain: location.hostname });
  return v.success;
}

/** How this page was opened: an installed web app is PWA, an iOS home-screen clip WEBCLIP, otherwise H5. */
export function registerMethod(win: Window = window): RegisterRequest['registerMethod'] {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return 'WEBCLIP';
  try {
    if (win.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  } catch {
    /* no matchMedia: a plain browser tab */
  }
  return 'H5';
}

/** Registers a member and starts its session (registration logs the new account in). */
export async function register(
  fields: Omit<RegisterRequest, 'registerUrl' | 'registerMethod' | 'type' | 'domain' | 'countryDialingCode'>,
): Promise<SessionInfo> {
  const hide = showLoading();
  try {
    const v = await accountApi.register({
      ...fields,
      countryDialingCode: dialingCode(),
      registerUrl: location.host,
      registerMethod: registerMethod(),
      type: ACCOUNT_TYPE.member,
      domain: location.hostname,
    });
    return startSession(v);
  } finally {
    hide();
  }
}

/**
 * The logout of the header and side menu: confirm (cancel/submit), loading, gateway logout (which ends the
 * token), autoLogin '0', then forget the session, trial user, member info and session storage, and go home.
 * The local session is cleared even if the call fails: a player who asked to leave must not stay logged in.
 * @param navigate the router's navigate, used to replace the route with /m/home
 * @param opts.confirm false when the caller already asked (default: ask)
 * @returns whether the player logged out (false when they cancelled)
 */
export async function logout(
  navigate: (to: string, opts: { replace: boolean }) => void,
  opts: { confirm?: boolean } = {},
): Promise<boolean> {
  if (
    opts.confirm !== false &&
    !(await confirmDialog({ id: 'account.logout.confirm' }, { id: 'account.logout.submit' }))
  )
    return false;
  const hide = showLoading();
  try {
    await accountApi.logout().catch(() => undefined);
  } finally {
    try {
      localStorage.setItem('autoLogin', '0');
    } catch {
      /* storage blocked */
    }
    forcedPassword = null;
    // The session reactor forgets the member info, balance and unread count.
    clearSession();
    hide();
    navigate(pathOf('home'), { replace: true });
  }
  return true;
}

/**
 * Free play (spec section 4, "Trial play"): asks the platform what free play offers (the trial account call), and
 * when it offers play money starts a trial (type 4) session; the caller then goes home. When free play is off or
 * its value is 0 no session is started and null is answered: the caller stays and says so.
 */
export async function startTrial(): Promise<SessionInfo | null> {
  const hide = showLoading({ id: 'account.trial.wait' });
  try {
    const offer = await accountApi.trialAccount();
    if (!offer.enabled || offer.trialBalance === 0) return null;
    return startSession(await accountApi.testPlay());
  } finally {
    hide();
  }
}

/** The old password held from a forced change (first login), if the player has not reloaded since. */
export function heldOldPassword(): string | null {
  return forcedPassword;
}

/**
 * Changes the password (the gateway checks the old one and ends the member's other sessions). Loading is capped
 * at 10 s (spec section 9). The held forced password is dropped on success.
 */
export async function changePassword(
  oldPassword: string,
  newPassword: string,
  confirmNewPassword: string,
): Promise<void> {
  const hide = showLoading(undefined, 10_000);
  try {
    await accountApi.changePassword({ oldPassword, newPassword, confirmNewPassword });
    forcedPassword = null;
  } finally {
    hide();
  }
}

/** Forgotten password: sets a new one after the SMS code check; the gateway ends every session of the account. */
export async function resetPassword(
  mobileNum: string,
  verificationCode: string,
  newPassword: string,
  confirmNewPassword: string,
): Promise<void> {
  const hide = showLoading();
  try {
    await accountApi.setPasswordPhone({
      mobileNum,
      countryDialingCode: dialingCode(),
      verificationCode,
      newPassword,
      confirmNewPassword,
    });
  } finally {
    hide();
  }
}

/**
 * Forgotten password of an account without a mobile number: the request goes to customer service, who verify the
 * player and reset it. The gateway answers alike for any username, so success says nothing about the account.
 */
export async function recoverPassword(username: string, contact: string): Promise<void> {
  const hide = showLoading();
  try {
    await accountApi.recoverPassword({
      username: username.trim(),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
    });
  } finally {
    hide();
  }
}

registerStore({ name: 'account', reset });
