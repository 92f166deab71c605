import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { humanCheckState } from './humanCheck.ts';
import {
  confirmPhoneCode,
  PhoneVerificationError,
  sendPhoneCode,
  setPhoneProvider,
  type PhoneVerificationProvider,
} from './phoneVerification.ts';
import { resetAllStores } from './kit/registry.ts';
import { dialingCode } from './dialing.ts';
import { uiState } from './ui.ts';

const provider = { send: vi.fn(), confirm: vi.fn() } satisfies PhoneVerificationProvider;

/** Starts a send and answers its human check. */
async function send(
  mobile: string,
  proof: { captchaKey: string; captcha: string } | null = { captchaKey: 'k', captcha: '12' },
) {
  const sent = sendPhoneCode(mobile);
  await vi.waitFor(() => expect(humanCheckState.pending).not.toBeNull());
  humanCheckState.pending!.resolve(proof);
  return sent;
}

describe('phone verification by the identity provider (the app side)', () => {
  beforeEach(() => {
    resetAllStores();
    provider.send.mockReset();
    provider.confirm.mockReset();
    setPhoneProvider(provider);
    uiState.toasts.splice(0);
  });
  afterEach(() => setPhoneProvider(null));

  it('sends to the number with its dialing code after the human check, and confirms the code for a token once', async () => {
    provider.send.mockResolvedValue('handle-1');
    provider.confirm.mockResolvedValue('id.token.x');
    const until = await send('3001234567');
    expect(until).toBeGreaterThan(Date.now());
    expect(provider.send).toHaveBeenCalledWith(`+${dialingCode()}3001234567`, {
      captchaKey: 'k',
      captcha: '12',
    });
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'in_sms_send' }]);
    expect(uiState.loading).toEqual([]);
    await expect(confirmPhoneCode('3001234567', '123456')).resolves.toEqual({ idToken: 'id.token.x' });
    expect(provider.confirm).toHaveBeenCalledWith('handle-1', '123456');
    // The handle confirmed once: a second login needs a new code.
    await expect(confirmPhoneCode('3001234567', '123456')).resolves.toEqual({
      error: 'account.sms.sendFirst',
    });
  });

  it('sends nothing when the check is cancelled', async () => {
    await expect(send('3001234567', null)).resolves.toBe(false);
    expect(provider.send).not.toHaveBeenCalled();
  });

  it('hides the loading with no message when the send fails (spec section 8), but names a wrong check answer', async () => {
    provider.send.mockRejectedValueOnce(new PhoneVerificationError('TOO_MANY_ATTEMPTS'));
    await expect(send('3001234567')).resolves.toBe(false);
    expect(uiState.loading).toEqual([]);
    expect(uiState.toasts).toEqual([]);
    provider.send.mockRejectedValueOnce(new PhoneVerificationError('CAPTCHA_INVALID'));
    await expect(send('3001234567')).resolves.toBe(false);
    expect(uiState.toasts.map((t) => t.message)).toEqual([{ id: 'error.captcha' }]);
  });

  it('answers the field message for no code sent, another number, a wrong code and an expired one', async () => {
    await expect(confirmPhoneCode('3001234567', '1')).resolves.toEqual({ error: 'account.sms.sendFirst' });
    provider.send.mockResolvedValue('handle-2');
    await send('3001234567');
    await expect(confirmPhoneCode('3009999999', '1')).resolves.toEqual({ error: 'account.sms.sendFirst' });
    provider.confirm.mockRejectedValueOnce(new PhoneVerificationError('INVALID_CODE'));
    await expect(confirmPhoneCode('3001234567', '1')).resolves.toEqual({ error: 'error.verification_code' });
    provider.confirm.mockRejectedValueOnce(new PhoneVerificationError('SESSION_EXPIRED'));
    await expect(confirmPhoneCode('3001234567', '1')).resolves.toEqual({ error: 'account.sms.expired' });
    await expect(confirmPhoneCode('3001234567', '1')).resolves.toEqual({ error: 'account.sms.sendFirst' });
    expect(uiState.loading).toEqual([]);
  });
});
