/**
 * Which registration fields show, in what order, and which are required: a pure function of the method and the
 * gateway's registration settings (spec section 2), so it is unit-tested without rendering.
 */
import type { RegistrationSettings } from '@wl/contract';
import { config } from '../../config/config.ts';
import type { AuthMethod } from '../../components/form/MethodTabs.tsx';
import { runtime, type RuntimeConfig } from '../../state/runtime.ts';

export type RegField = keyof RegistrationSettings['fields'];

/** Display order; the mobile method moves its number and code to the top and has no username. */
const ORDER: readonly RegField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'nickname',
  'payeeName',
  'email',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
];

/** Query parameters an invitation code is read from, in order: ?affiliateCode=AB12 or the short ?code=AB12. */
export const AFFILIATE_PARAMS = ['affiliateCode', 'code'] as const;

/** Tabs show only when both methods are on; the first method is mobile only if username registration is off. */
export function registrationMethods(wl: RuntimeConfig['whitelabel'] = runtime().whitelabel): {
  tabs: boolean;
  initial: AuthMethod;
} {
  return {
    tabs: wl.registerByUsername && wl.registerByMobile,
    initial: wl.registerByMobile && !wl.registerByUsername ? 'mobile' : 'username',
  };
}

/** The fields shown for a method, in display order. */
export function visibleFields(method: AuthMethod, s: RegistrationSettings): RegField[] {
  const mobileOn = method === 'mobile' || s.fields.mobileNum.enabled;
  return ORDER.filter((name) => {
    if (name === 'username') return method === 'username';
    if (name === 'mobileNum') return mobileOn;
    // The method decides the SMS code (as the gateway does): the mobile method proves its number with one, and a
    // username registration's optional number is contact data that no code would verify.
    if (name === 'verificationCode') return method === 'mobile';
    return s.fields[name].enabled;
  });
}

/** Whether a shown field must be filled: the method's identifier always, the rest per the settings. */
export function isRequired(name: RegField, method: AuthMethod, s: RegistrationSettings): boolean {
  if (name === 'username') return method === 'username';
  if (name === 'verificationCode') return method === 'mobile';
  if (method === 'mobile' && name === 'mobileNum') return true;
  if (name === 'confirmPassword') return s.fields.password.enabled;
  return s.fields[name].required;
}

/**
 * The inviter named by an invite link (`?recommenderId=<invite code>`, 7 characters without look-alikes, from the
 * referral dialog), if it is one: forwarded with the registration even when the form shows no field for it, so
 * the inviter is credited.
 */
export function recommenderFromUrl(search: string): string {
  const v = new URLSearchParams(search).get('recommenderId')?.trim().toUpperCase() ?? '';
  return /^[2-9A-HJKMNP-Z]{7}$/.test(v) ? v : '';
}

/** The invitation code carried by the page URL, if any. */
export function affiliateFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  for (const p of AFFILIATE_PARAMS) {
    const v = params.get(p)?.trim();
    if (v) return v.slice(0, 64);
  }
  return '';
}

/** Digits a local mobile number has: the setting's maxLength, else the merchant's phone digits. */
export function mobileDigits(s: RegistrationSettings): number {
  return s.fields.mobileNum.maxLength ?? config().phone.digits;
}
