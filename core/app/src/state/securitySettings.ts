/**
 * Security settings (/m/member/security, issue 28 and spec section 7): the bound mobile number and email (masked),
 * the payee name withdrawals are paid to, and whether a payment password is set. Binding a mobile number uses
 * the logged-in SMS call (sendVerificationCode) and the code sent to the new number; the email needs the login
 * password; the payee name is set once. Screens/Member/SecuritySettings.tsx reads it.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as accountApi from '../api/account.ts';
import * as profileApi from '../api/profile.ts';
import { toastFailure } from './accountErrors.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';
import { dialingCode } from './dialing.ts';
import { refreshMember } from './member.ts';
import { DURATION, showLoading, toast } from './ui.ts';

export const securityState = proxy({
  status: 'idle' as LoadStatus,
  value: null as ValueOf<'securitySettings'> | null,
});

let request = 0;

/** Loads the settings; a newer load wins over an older one still in flight. */
export async function loadSecuritySettings(): Promise<void> {
  const mine = ++request;
  securityState.status = 'loading';
  try {
    const value = await profileApi.securitySettings();
    if (mine !== request) return;
    securityState.value = value;
    securityState.status = 'ready';
  } catch {
    if (mine === request) securityState.status = 'error';
  }
}

/**
 * The SMS button of the mobile binding: sends a code to the new number (the member is logged in, so the logged-in
 * call), toasts in_sms_send, and resolves with the countdown's end; on failure toasts the reason and resolves with
 * the server's expirationTime when it sent one.
 */
export async function sendBindingCode(mobileNo: string): Promise<number | false> {
  const hide = showLoading({ id: 'in_sms_sending' });
  try {
    const v = await accountApi.sendVerificationCode({
      mobileNo,
      countryDialingCode: dialingCode(),
    });
    toast({ id: 'in_sms_send' }, { kind: 'success', duration: DURATION.success });
    return v.expirationTime;
  } catch (e) {
    return toastFailure(e).value?.expirationTime ?? false;
  } finally {
    hide();
  }
}

async function saved(): Promise<void> {
  toast({ id: 'in_chang_saved' }, { kind: 'success', duration: DURATION.saved });
  await Promise.all([loadSecuritySettings(), refreshMember()]);
}

/** Binds the mobile number with its SMS code. Rejects with the API's failure. */
export async function bindMobile(mobileNo: string, verificationCode: string): Promise<void> {
  await profileApi.bindMobile({ mobileNo, verificationCode, countryDialingCode: dialingCode() });
  await saved();
}

/** Binds the email address, confirmed with the login password. Rejects with the API's failure. */
export async function bindEmail(email: string, password: string): Promise<void> {
  await profileApi.bindEmail({ email, password });
  await saved();
}

/** Sets the payee name (once). Rejects with the API's failure. */
export async function setPayeeName(payeeName: string): Promise<void> {
  await profileApi.setPayeeName({ payeeName });
  await saved();
}

function reset(): void {
  request++;
  securityState.status = 'idle';
  securityState.value = null;
}

registerStore({ name: 'securitySettings', reset, states: [securityState], perSession: true });
