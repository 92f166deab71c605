import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nState } from '../../i18n/i18n.ts';
import { REMEMBER_STORAGE_KEY, saveRemembered } from '../../state/accountRemember.ts';
import { NO_MESSAGES } from '../../test/render.tsx';
import { installConfig } from '../../config/config.ts';
import { testConfig } from '../../test/config.ts';

const login = vi.fn();
const loadRules = vi.fn(() => Promise.reject(new Error('offline')));
const fetchCaptcha = vi.fn(async () => ({
  captchaKey: 'k1',
  image: 'data:image/svg+xml;base64,AA==',
  length: 4,
}));
vi.mock('../../state/account.ts', () => ({
  login: (...a: unknown[]) => login(...a),
  sendSmsCode: vi.fn(),
  fetchCaptcha: () => fetchCaptcha(),
  loadRules: () => loadRules(),
  loadRegistrationSettings: () => Promise.reject(new Error('offline')),
}));

const { default: Login } = await import('./Login.tsx');

/** Messages render as their ids: the tests find fields by the catalogue ids used as labels. */
function renderLogin(search = '') {
  return render(
    <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
      <MemoryRouter initialEntries={[`/m/login${search}`]}>
        <Routes>
          <Route path="/m/login" element={<Login />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('Login', () => {
  beforeEach(() => {
    localStorage.clear();
    login.mockReset();
  });
  afterEach(cleanup);

  it('is a real form with autocomplete hints for the password manager', () => {
    renderLogin();
    const user = screen.getByLabelText('account.field.username');
    const pass = screen.getByLabelText('account.field.password', { selector: 'input' });
    expect(user.getAttribute('autocomplete')).toBe('username');
    expect(user.getAttribute('name')).toBe('username');
    expect(pass.getAttribute('autocomplete')).toBe('current-password');
    expect(pass.closest('form')).not.toBeNull();
  });

  it('switching methods re-applies the remembered identifier of that method', () => {
    saveRemembered({ type: 'username', username: 'alice01', countryDialingCode: '63' }, true);
    saveRemembered({ type: 'sms', username: '9170000001', countryDialingCode: '63' }, true);
    renderLogin();
    // The last method used (sms) opens first, pre-filled.
    expect((screen.getByLabelText('account.field.mobileNum') as HTMLInputElement).value).toBe('9170000001');
    fireEvent.click(screen.getByRole('button', { name: 'account.method.username' }));
    expect((screen.getByLabelText('account.field.username') as HTMLInputElement).value).toBe('alice01');
    expect((screen.getByLabelText('account.login.remember') as HTMLInputElement).checked).toBe(true);
  });

  it('opens on the mobile tab on a merchant whose players register by mobile only (issue 29 item 5)', () => {
    const cfg = testConfig();
    cfg.whitelabel = {
      ...cfg.whitelabel,
      registerByUsername: false,
      registerByMobile: true,
      MOBILEVERCODELOGIN3: true,
    };
    installConfig(cfg);
    try {
      renderLogin();
      expect(screen.getByLabelText('account.field.mobileNum')).toBeTruthy();
      expect(screen.queryByLabelText('account.field.username')).toBeNull();
      cleanup();
      // A player who last signed in by username still gets the username tab.
      saveRemembered({ type: 'username', username: 'alice01', countryDialingCode: '63' }, true);
      renderLogin();
      expect((screen.getByLabelText('account.field.username') as HTMLInputElement).value).toBe('alice01');
    } finally {
      installConfig(testConfig());
    }
  });

  it('shows required errors on submit and focuses the first invalid field', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'account.login.submit' }));
    const user = screen.getByLabelText('account.field.username');
    expect(user.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(user);
    expect(document.getElementById(user.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'validation.required',
    );
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the captcha only after a failure that asks for one', async () => {
    login.mockRejectedValueOnce({ key: 'error.login_failed', value: { captcha: true } });
    renderLogin();
    expect(screen.queryByLabelText('account.captcha.label')).toBeNull();
    type('account.field.username', 'alice01');
    type('account.field.password', 'Secret123');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.login.submit' })));
    await waitFor(() => expect(screen.getByLabelText('account.captcha.label')).toBeTruthy());
    await waitFor(() => expect(fetchCaptcha).toHaveBeenCalled());
  });

  it('logs in, goes to the redirect target, and keeps no password in storage', async () => {
    login.mockImplementationOnce(async (req: { username: string }, remember: boolean) => {
      saveRemembered({ type: 'username', username: req.username, countryDialingCode: '63' }, remember);
      return { token: 't', userName: req.username, type: 0, firstTimeLogin: false, merchantCode: 'TST' };
    });
    renderLogin('?redirect=%2Fm%2FwebEmail');
    type('account.field.username', 'alice01');
    type('account.field.password', 'Secret123');
    fireEvent.click(screen.getByLabelText('account.login.remember'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'account.login.submit' })));
    await waitFor(() => expect(screen.getByText('elsewhere')).toBeTruthy());
    expect(login).toHaveBeenCalledWith(
      { type: 'username', username: 'alice01', password: 'Secret123' },
      true,
    );
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).toContain('alice01');
    expect(stored).not.toContain('Secret123');
    expect(stored).not.toContain(btoa('Secret123'));
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBe(
      JSON.stringify([{ type: 'username', username: 'alice01', countryDialingCode: '63' }]),
    );
  });

  it('where the identity provider verifies numbers, logs in with its token and aborts without a confirmed code', async () => {
    const { setPhoneProvider, sendPhoneCode } = await import('../../state/phoneVerification.ts');
    const { humanCheckState } = await import('../../state/humanCheck.ts');
    const provider = { send: vi.fn(async () => 'handle-1'), confirm: vi.fn(async () => 'id.token.sig') };
    setPhoneProvider(provider);
    const cfg = testConfig();
    cfg.whitelabel = { ...cfg.whitelabel, MOBILEVERCODELOGIN3: true };
    cfg.phoneVerification = { provider: 'firebase' };
    installConfig(cfg);
    try {
      login.mockResolvedValueOnce({ token: 't', userName: 'm63', type: 0, firstTimeLogin: false });
      renderLogin();
      fireEvent.click(screen.getByRole('button', { name: 'account.method.mobile' }));
      type('account.field.mobileNum', '9171234567');
      type('account.field.verificationCode', '123456');
      const submit = screen.getByRole('button', { name: 'account.login.submit' });
      // No code sent to this number: login aborts at the code's field.
      await act(async () => fireEvent.click(submit));
      const code = screen.getByLabelText('account.field.verificationCode');
      await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'account.sms.sendFirst',
      );
      expect(login).not.toHaveBeenCalled();
      // A code sent by the provider and confirmed: the token goes to the platform, the code does not.
      const sent = sendPhoneCode('9171234567');
      await waitFor(() => expect(humanCheckState.pending).not.toBeNull());
      humanCheckState.pending!.resolve({ captchaKey: 'k', captcha: '1' });
      await sent;
      await act(async () => fireEvent.click(submit));
      await waitFor(() => expect(login).toHaveBeenCalled());
      expect(provider.confirm).toHaveBeenCalledWith('handle-1', '123456');
      expect(login.mock.calls[0]![0]).toEqual({
        type: 'firebase',
        username: '9171234567',
        firebaseChannel: 'sms',
        firebaseIdToken: 'id.token.sig',
        firebaseMobileNo: '9171234567',
      });
    } finally {
      setPhoneProvider(null);
      installConfig(testConfig());
    }
  });

  it('a language change re-validates the filled fields after 200 ms', async () => {
    const rule = {
      pattern: '[a-z0-9]+',
      min: 4,
      max: 16,
      required: true,
      messageKey: 'validation.login_required',
      message: 'x',
    };
    loadRules.mockImplementationOnce(() =>
      Promise.resolve({ loginUsername: rule, loginPassword: rule } as never),
    );
    renderLogin();
    await act(async () => undefined); // the rule set arrives
    type('account.field.username', 'ab'); // invalid, but not blurred yet: no message while typing
    const user = screen.getByLabelText('account.field.username');
    expect(user.getAttribute('aria-invalid')).toBeNull();
    vi.useFakeTimers();
    try {
      // valtio notifies subscribers in a microtask: let it flush inside act.
      await act(async () => void (i18nState.lang = 'TY'));
      act(() => void vi.advanceTimersByTime(199));
      expect(user.getAttribute('aria-invalid')).toBeNull();
      act(() => void vi.advanceTimersByTime(1));
      expect(user.getAttribute('aria-invalid')).toBe('true');
      // The empty password is not filled, so it is not flagged.
      expect(
        screen.getByLabelText('account.field.password', { selector: 'input' }).getAttribute('aria-invalid'),
      ).toBeNull();
    } finally {
      vi.useRealTimers();
      i18nState.lang = 'EN';
    }
  });
});
