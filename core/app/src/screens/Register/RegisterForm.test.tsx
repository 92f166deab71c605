import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleSet } from '../../state/account.ts';
import { settingsWith } from './registerSettings.fixture.ts';
import { NO_MESSAGES } from '../../test/render.tsx';
import { installConfig } from '../../config/config.ts';
import { testConfig } from '../../test/config.ts';

const register = vi.fn();
const checkAffiliateCode = vi.fn();
const checkSmsCode = vi.fn();
vi.mock('../../state/account.ts', () => ({
  checkSmsCode: (...a: unknown[]) => checkSmsCode(...a),
  register: (...a: unknown[]) => register(...a),
  checkAffiliateCode: (...a: unknown[]) => checkAffiliateCode(...a),
  sendSmsCode: vi.fn(async () => Date.now() + 60_000),
  fetchCaptcha: vi.fn(async () => ({ captchaKey: 'k', image: 'data:image/svg+xml;base64,AA==', length: 4 })),
}));

const { RegisterForm } = await import('./RegisterForm.tsx');

const on = (required = false) => ({ enabled: true, required });
const settings = settingsWith({
  username: on(true),
  password: on(true),
  confirmPassword: on(true),
  mobileNum: on(false),
  verificationCode: on(false),
  affiliateCode: on(true),
});
const rules = {
  username: {
    pattern: '[a-z0-9]+',
    min: 4,
    max: 12,
    required: true,
    messageKey: 'validation.account',
    message: 'bad username',
  },
  password: {
    pattern: '\\S+',
    min: 6,
    max: 20,
    required: true,
    messageKey: 'validation.password',
    message: 'bad password',
  },
} as unknown as RuleSet;

function renderForm(search = '') {
  return render(
    <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
      <MemoryRouter initialEntries={[`/m/register${search}`]}>
        <Routes>
          <Route path="/m/register" element={<RegisterForm settings={settings} rules={rules} />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });

describe('RegisterForm', () => {
  beforeEach(() => {
    register.mockReset();
    checkAffiliateCode.mockReset();
    checkSmsCode.mockReset();
  });
  afterEach(cleanup);

  it("switching method keeps the typed mobile number in the other method's field", () => {
    renderForm();
    type('account.field.mobileNum', '9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'account.method.mobile' }));
    expect(screen.queryByLabelText('account.field.username')).toBeNull();
    expect(input('account.field.mobileNum').value).toBe('9171234567');
    fireEvent.click(screen.getByRole('button', { name: 'account.method.username' }));
    expect(input('account.field.mobileNum').value).toBe('9171234567');
  });

  it('re-checks the confirmation when the password changes', () => {
    renderForm();
    type('account.field.password', 'secret12');
    type('account.field.confirmPassword', 'secret12');
    fireEvent.blur(input('account.field.confirmPassword'));
    expect(input('account.field.confirmPassword').getAttribute('aria-invalid')).toBeNull();
    type('account.field.password', 'secret13');
    expect(input('account.field.confirmPassword').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('in_confirmation_correct')).toBeTruthy();
  });

  it("uses the rule set's message and focuses the first invalid field on submit", () => {
    renderForm();
    type('account.field.username', 'AB');
    fireEvent.click(screen.getByRole('button', { name: 'account.register.submit' }));
    expect(document.activeElement).toBe(input('account.field.username'));
    expect(screen.getByText('bad username')).toBeTruthy(); // English fallback of validation.account
    expect(screen.getByText('in_incorrect_password')).toBeTruthy(); // empty confirmation
  });

  it('disables submit while the terms are not accepted', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'account.register.submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit.disabled).toBe(true);
  });

  it('starts with the consent box unticked where the jurisdiction requires an explicit opt-in (UKGC, MGA)', () => {
    for (const profile of ['GB-UKGC', 'MT-MGA'] as const) {
      const cfg = testConfig();
      cfg.compliance = { profile };
      installConfig(cfg);
      try {
        renderForm();
        expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
        expect(
          (screen.getByRole('button', { name: 'account.register.submit' }) as HTMLButtonElement).disabled,
        ).toBe(true);
        cleanup();
      } finally {
        installConfig(testConfig());
      }
    }
    // A profile that allows it: ticked, as the spec says, unless the manifest unticks it.
    const cfg = testConfig();
    cfg.compliance = { profile: 'PH-PAGCOR', registrationConsentChecked: false };
    installConfig(cfg);
    try {
      renderForm();
      expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    } finally {
      installConfig(testConfig());
    }
  });

  it('takes the invitation code from the URL and refuses an invalid one with focus on the field', async () => {
    checkAffiliateCode.mockResolvedValueOnce(false);
    renderForm('?code=BAD1');
    expect(input('account.field.affiliateCode').value).toBe('BAD1');
    type('account.field.username', 'player1');
    type('account.field.password', 'secret12');
    type('account.field.confirmPassword', 'secret12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.register.submit' })));
    await waitFor(() => expect(document.activeElement).toBe(input('account.field.affiliateCode')));
    expect(register).not.toHaveBeenCalled();
  });

  it('registers with the shown, filled fields and goes to the redirect target', async () => {
    checkAffiliateCode.mockResolvedValueOnce(true);
    register.mockResolvedValueOnce({
      token: 't',
      userName: 'player1',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'TST',
    });
    renderForm('?affiliateCode=AG01&redirect=%2Fm%2FwebEmail');
    type('account.field.username', 'player1');
    type('account.field.password', 'secret12');
    type('account.field.confirmPassword', 'secret12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.register.submit' })));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
    expect(register).toHaveBeenCalledWith({
      username: 'player1',
      password: 'secret12',
      confirmPassword: 'secret12',
      affiliateCode: 'AG01',
    });
  });

  it('forwards the inviter of an invite link, though the form shows no field for it', async () => {
    checkAffiliateCode.mockResolvedValueOnce(true);
    register.mockResolvedValueOnce({
      token: 't',
      userName: 'player2',
      type: 0,
      firstTimeLogin: true,
      merchantCode: 'TST',
    });
    renderForm('?recommenderId=K7M2QXA&affiliateCode=AG01');
    type('account.field.username', 'player2');
    type('account.field.password', 'secret12');
    type('account.field.confirmPassword', 'secret12');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.register.submit' })));
    await waitFor(() => expect(register).toHaveBeenCalled());
    expect(register.mock.calls[0]![0]).toMatchObject({ username: 'player2', recommenderId: 'K7M2QXA' });
  });

  it('checks a left SMS code with the gateway (verification) and flags a wrong one at its field', async () => {
    checkSmsCode.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'account.method.mobile' }));
    type('account.field.mobileNum', '9171234567');
    type('account.field.verificationCode', '123456');
    fireEvent.blur(input('account.field.verificationCode'));
    await waitFor(() => expect(checkSmsCode).toHaveBeenCalledWith('9171234567', '123456'));
    await waitFor(() =>
      expect(input('account.field.verificationCode').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('error.verification_code')).toBeTruthy();
    type('account.field.verificationCode', '654321');
    fireEvent.blur(input('account.field.verificationCode'));
    await waitFor(() => expect(checkSmsCode).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(input('account.field.verificationCode').getAttribute('aria-invalid')).not.toBe('true'),
    );
    // No number, no check.
    type('account.field.mobileNum', '');
    fireEvent.blur(input('account.field.verificationCode'));
    expect(checkSmsCode).toHaveBeenCalledTimes(2);
  });

  it('where the identity provider verifies numbers, confirms the code with it first and sends its token, not the code', async () => {
    const { setPhoneProvider, sendPhoneCode } = await import('../../state/phoneVerification.ts');
    const { humanCheckState } = await import('../../state/humanCheck.ts');
    const provider = { send: vi.fn(async () => 'handle-1'), confirm: vi.fn(async () => 'id.token.sig') };
    setPhoneProvider(provider);
    const cfg = testConfig();
    cfg.phoneVerification = { provider: 'firebase' };
    installConfig(cfg);
    try {
      checkAffiliateCode.mockResolvedValue(true);
      register.mockResolvedValueOnce({ token: 't', userName: 'm1', type: 0, firstTimeLogin: true });
      renderForm('?affiliateCode=AG01');
      fireEvent.click(screen.getByRole('button', { name: 'account.method.mobile' }));
      type('account.field.mobileNum', '9171234567');
      type('account.field.verificationCode', '123456');
      type('account.field.password', 'secret12');
      type('account.field.confirmPassword', 'secret12');
      // The platform has no code to check the typed one against.
      fireEvent.blur(input('account.field.verificationCode'));
      const submit = screen.getByRole('button', { name: 'account.register.submit' });
      await act(async () => fireEvent.click(submit));
      await waitFor(() => expect(screen.getByText('account.sms.sendFirst')).toBeTruthy());
      expect(register).not.toHaveBeenCalled();
      expect(checkSmsCode).not.toHaveBeenCalled();
      const sent = sendPhoneCode('9171234567');
      await waitFor(() => expect(humanCheckState.pending).not.toBeNull());
      humanCheckState.pending!.resolve({ captchaKey: 'k', captcha: '1' });
      await sent;
      await act(async () => fireEvent.click(submit));
      await waitFor(() => expect(register).toHaveBeenCalled());
      expect(provider.confirm).toHaveBeenCalledWith('handle-1', '123456');
      const payload = register.mock.calls[0]![0] as Record<string, unknown>;
      expect(payload).toMatchObject({
        mobileNum: '9171234567',
        firebaseChannel: 'sms',
        firebaseIdToken: 'id.token.sig',
      });
      expect(payload).not.toHaveProperty('verificationCode');
    } finally {
      setPhoneProvider(null);
      installConfig(testConfig());
    }
  });
});
