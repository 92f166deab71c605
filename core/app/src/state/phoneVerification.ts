/**
 * Phone verification by the identity provider (the manifest's phoneVerification provider "firebase", the spec's
 * firebase variant): the provider, not the platform, sends the SMS code; the code the player types is confirmed with
 * the provider, which answers an ID token bound to the number; SMS login (type firebase) and mobile registration send
 * that token (firebaseChannel "sms", firebaseIdToken) instead of the code. The token travels in request bodies only,
 * never in a URL, and is kept in memory only for the one call it is for.
 *
 * The provider is an interface, like social login's: the sandbox gateway's stand-in (/__sandbox/idp/phone/*) is the
 * one this app ships; a real deployment plugs the provider's client SDK in behind the same two calls.
 */
import ky from 'ky';
import { config } from '../config/config.ts';
import { dialingCode } from './dialing.ts';
import { askHumanCheck, type HumanProof } from './humanCheck.ts';
import { registerStore } from './kit/registry.ts';
import { DURATION, showLoading, toast } from './ui.ts';
import type { MessageId } from '../i18n/messageIds.ts';

/** Why the provider refused (the stand-in's codes; a real provider's map onto them). */
export type PhoneVerificationFailure =
  | 'CAPTCHA_INVALID'
  | 'INVALID_PHONE_NUMBER'
  | 'TOO_MANY_ATTEMPTS'
  | 'INVALID_CODE'
  | 'SESSION_EXPIRED'
  | 'NETWORK';

export class PhoneVerificationError extends Error {
  constructor(readonly failure: PhoneVerificationFailure) {
    super(`phone verification failed: ${failure}`);
  }
}

/** The identity provider's phone verification: a code to a number, then the code for an ID token. */
export interface PhoneVerificationProvider {
  /** Sends a code to a number in E.164 form (+<dialing><number>); resolves with the handle to confirm it with. */
  send(phoneNumber: string, proof: HumanProof): Promise<string>;
  /** Confirms the typed code for a handle; resolves with an ID token bound to the number. */
  confirm(handle: string, code: string): Promise<string>;
}

/** The sandbox gateway's stand-in provider (sandbox mode only; production needs a real provider's SDK). */
export function sandboxPhoneProvider(
  base: () => string = () => config().gateway.baseUrl || location.origin,
): PhoneVerificationProvider {
  async function post<T>(step: 'send' | 'verify', json: object): Promise<T> {
    let res: Response;
    try {
      res = await ky.post(`${base()}/__sandbox/idp/phone/${step}`, {
        json,
        throwHttpErrors: false,
        retry: 0,
        timeout: 15_000,
      });
    } catch {
      throw new PhoneVerificationError('NETWORK');
    }
    const body = (await res.json().catch(() => ({}))) as T & { error?: { code?: string } };
    if (!res.ok) {
      const code = body.error?.code as PhoneVerificationFailure | undefined;
      throw new PhoneVerificationError(code ?? 'NETWORK');
    }
    return body;
  }
  return {
    send: async (phoneNumber, proof) =>
      (await post<{ sessionInfo: string }>('send', { phoneNumber, ...proof })).sessionInfo,
    confirm: async (handle, code) =>
      (await post<{ idToken: string }>('verify', { sessionInfo: handle, code })).idToken,
  };
}

let provider: PhoneVerificationProvider | null = null;
/** The provider in use (tests may set their own). */
export function phoneProvider(): PhoneVerificationProvider {
  return (provider ??= sandboxPhoneProvider());
}
export function setPhoneProvider(p: PhoneVerificationProvider | null): void {
  provider = p;
}

/** Whether this merchant's phone numbers are verified by the identity provider (the manifest's switch). */
export function usesIdentityProvider(): boolean {
  return config().phoneVerification?.provider === 'firebase';
}

/** The handle of the last code sent, by local number: a code is confirmed for the number it went to. */
const handles = new Map<string, string>();

/** Spec section 4: the SMS button counts down 60 s by default (the provider names no resend time). */
const COUNTDOWN_MS = 60_000;

/**
 * The SMS button's send action where the identity provider verifies numbers: the human check (the stand-in takes
 * it as its bot check), then the provider sends the code behind the in_sms_sending loader; resolves with the end of
 * the button's countdown. A send failure hides the loading with no message (spec section 8), except a wrong
 * answer to the check, which is the player's to correct (as on the platform's SMS).
 */
export async function sendPhoneCode(mobileNum: string, maxMs = 9_999_000): Promise<number | false> {
  const proof = await askHumanCheck();
  if (!proof) return false;
  const hide = showLoading({ id: 'in_sms_sending' }, maxMs);
  try {
    handles.set(mobileNum, await phoneProvider().send(`+${dialingCode()}${mobileNum}`, proof));
    toast({ id: 'in_sms_send' }, { kind: 'success', duration: DURATION.success });
    return Date.now() + COUNTDOWN_MS;
  } catch (e) {
    if (e instanceof PhoneVerificationError && e.failure === 'CAPTCHA_INVALID')
      toast({ id: 'error.captcha' }, { kind: 'error', duration: DURATION.short });
    return false;
  } finally {
    hide();
  }
}

/** What confirming a code came to: the ID token, or the message for the code's field. */
export type Confirmed = { idToken: string } | { error: MessageId };

/**
 * Confirms the typed code with the provider for the number it was sent to. No code sent to this number (or the
 * number changed since) or a wrong, used or expired code answers the message for the code's field; the caller aborts.
 */
export async function confirmPhoneCode(mobileNum: string, code: string): Promise<Confirmed> {
  const handle = handles.get(mobileNum);
  if (!handle) return { error: 'account.sms.sendFirst' };
  const hide = showLoading();
  try {
    const idToken = await phoneProvider().confirm(handle, code);
    handles.delete(mobileNum); // a handle confirms once
    return { idToken };
  } catch (e) {
    const failure = e instanceof PhoneVerificationError ? e.failure : 'NETWORK';
    if (failure === 'SESSION_EXPIRED') {
      handles.delete(mobileNum);
      return { error: 'account.sms.expired' };
    }
    return { error: 'error.verification_code' };
  } finally {
    hide();
  }
}

function reset(): void {
  handles.clear();
  provider = null;
}
registerStore({ name: 'phoneVerification', reset, states: [] });
