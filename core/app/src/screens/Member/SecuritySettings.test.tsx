import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';
import { config } from '../../config/config.ts';

const api = vi.hoisted(() => ({
  securitySettings: vi.fn(),
  bindEmail: vi.fn(),
  bindMobile: vi.fn(),
  setPayeeName: vi.fn(),
  personalInfo: vi.fn(),
  savePersonalInfo: vi.fn(),
  sendVerificationCode: vi.fn(),
  regValidata: vi.fn(),
  memberInfo: vi.fn(),
}));
vi.mock('../../api/profile.ts', () => ({ ...api }));
vi.mock('../../api/member.ts', async (orig) => ({ ...(await orig()), memberInfo: api.memberInfo }));
vi.mock('../../api/account.ts', async (orig) => ({
  ...(await orig()),
  regValidata: api.regValidata,
  sendVerificationCode: api.sendVerificationCode,
}));
const { default: SecuritySettings } = await import('./SecuritySettings.tsx');
const { resetAllStores } = await import('../../state/kit/registry.ts');

afterEach(() => {
  cleanup();
  resetAllStores();
  for (const f of Object.values(api)) f.mockReset();
});

function setup(first: object, after?: object) {
  api.regValidata.mockRejectedValue(new Error('no rules'));
  api.memberInfo.mockResolvedValue({ id: 1, type: 0, nickname: '', account: 'pedro77' });
  api.securitySettings.mockResolvedValueOnce(first).mockResolvedValue(after ?? first);
  renderShell(<SecuritySettings />, pathOf('securitySettings'));
}

describe('SecuritySettings', () => {
  it('shows what is bound, masked, and what is not', async () => {
    setup({ email: 'p***@example.com', paymentPassword: true });
    expect((await screen.findByTestId('security-email-value')).textContent).toBe('p***@example.com');
    expect(screen.getByTestId('security-mobile-value').textContent).toBe('member.security.notBound');
    expect(screen.getByTestId('security-paymentPassword-value').textContent).toBe('member.security.isSet');
    expect(screen.getByRole('link', { name: 'member.security.change' }).getAttribute('href')).toBe(
      pathOf('changePsw'),
    );
  });

  it('binds a mobile number with the code sent to it by the logged-in SMS call', async () => {
    setup(
      { paymentPassword: false },
      { paymentPassword: false, mobileNum: '******4321', countryDialingCode: '63' },
    );
    api.sendVerificationCode.mockResolvedValue({ expirationTime: Date.now() + 60_000 });
    api.bindMobile.mockResolvedValue({ success: true });
    const open = await screen.findByRole('button', { name: 'member.security.bind: account.field.mobileNum' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const number = '9'.repeat(config().phone.digits - 4) + '4321';
    fireEvent.change(screen.getByLabelText('member.security.newMobile'), { target: { value: number } });
    fireEvent.click(screen.getByRole('button', { name: 'account.sms.get' }));
    await waitFor(() =>
      expect(api.sendVerificationCode).toHaveBeenCalledWith({
        mobileNo: number,
        countryDialingCode: config().phone.dialingCode,
      }),
    );
    fireEvent.change(screen.getByLabelText('account.field.verificationCode'), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'member.security.save' }));
    await waitFor(() =>
      expect(api.bindMobile).toHaveBeenCalledWith({
        mobileNo: number,
        verificationCode: '123456',
        countryDialingCode: config().phone.dialingCode,
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('security-mobile-value').textContent).toContain('******4321'),
    );
  });

  it('shows a wrong password under the password field and keeps the form open', async () => {
    setup({ paymentPassword: false });
    api.bindEmail.mockRejectedValue({
      key: 'error.old_password',
      code: 'OLD_PASSWORD',
      value: { field: 'password' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'member.security.bind: account.field.email' }));
    fireEvent.change(screen.getByLabelText('member.security.newEmail'), {
      target: { value: 'p@example.com' },
    });
    fireEvent.change(screen.getByLabelText('member.security.confirmPassword'), {
      target: { value: 'wrong' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'member.security.save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('member.security.confirmPassword').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(api.bindEmail).toHaveBeenCalledWith({ email: 'p@example.com', password: 'wrong' });
  });

  it('offers no change of a payee name already set', async () => {
    setup({ paymentPassword: false, payeeName: 'Juan Dela Cruz' });
    expect((await screen.findByTestId('security-payee-value')).textContent).toBe('Juan Dela Cruz');
    expect(screen.getByTestId('security-payee').textContent).toContain('member.security.payeeFixed');
    expect(
      screen.queryByRole('button', { name: 'member.security.set: member.security.payeeName' }),
    ).toBeNull();
  });

  it('retries in place after a failed load', async () => {
    api.regValidata.mockRejectedValue(new Error('no rules'));
    api.securitySettings
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ paymentPassword: false });
    renderShell(<SecuritySettings />, pathOf('securitySettings'));
    (await screen.findByRole('button', { name: 'error.load_failed' })).click();
    expect(await screen.findByTestId('security-email-value')).toBeTruthy();
  });
});
