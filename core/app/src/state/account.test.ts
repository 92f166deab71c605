import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMEMBER_STORAGE_KEY } from './accountRemember.ts';
import { reset as resetSession, SESSION_STORAGE_KEY, sessionState, setSession } from './session.ts';
import { uiState } from './ui.ts';

const api = vi.hoisted(() => ({
  login: vi.fn(),
  logout: vi.fn(),
  testPlay: vi.fn(),
  trialAccount: vi.fn(),
  register: vi.fn(),
  changePassword: vi.fn(),
  sendSmsNoLogin: vi.fn(),
  regValidata: vi.fn(),
  getSetRegister: vi.fn(),
  captcha: vi.fn(),
  checkAffiliateCode: vi.fn(),
  setPasswordPhone: vi.fn(),
}));
vi.mock('../api/account.ts', () => api);

const account = await import('./account.ts');

const session = {
  token: 'x'.repeat(32),
  userName: 'alice01',
  type: 0 as const,
  firstTimeLogin: false,
  merchantCode: 'TST',
};

/** What the trial account call answers, with the trial's value. */
const offer = (trialBalance: number) => ({
  enabled: true,
  merchantCode: 'TST_TRIAL',
  trialBalance,
  currencySymbol: '₱',
});

/** Answers the open dialog with the given action once it appears. */
async function answerDialog(actionId: string) {
  await vi.waitFor(() => expect(uiState.dialogs.length).toBe(1));
  uiState.dialogs[0]!.resolve(actionId);
}

describe('account actions', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSession();
    account.reset();
    for (const f of Object.values(api)) f.mockReset();
  });

  it('caches the rule set and registration settings for the page life, until reset()', async () => {
    api.regValidata.mockResolvedValue({ rules: { username: { pattern: 'a' } } });
    api.getSetRegister.mockResolvedValue({ registerByUsername: true });
    await account.loadRules();
    await account.loadRules();
    await account.loadRegistrationSettings();
    await account.loadRegistrationSettings();
    expect(api.regValidata).toHaveBeenCalledTimes(1);
    expect(api.getSetRegister).toHaveBeenCalledTimes(1);
    account.reset();
    await account.loadRules();
    await account.loadRegistrationSettings();
    expect(api.regValidata).toHaveBeenCalledTimes(2);
    expect(api.getSetRegister).toHaveBeenCalledTimes(2);
  });
  afterEach(() => expect(uiState.loading).toEqual([]));

  it('login stores the session and remembers only the identifier', async () => {
    api.login.mockResolvedValueOnce(session);
    const info = await account.login({ type: 'username', username: 'alice01', password: 'Secret123' }, true);
    expect(info).toEqual({
      token: session.token,
      merchantCode: 'TST',
      userName: 'alice01',
      type: 0,
      firstTimeLogin: false,
    });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).userName).toBe('alice01');
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBe(
      '[{"type":"username","username":"alice01","countryDialingCode":"63"}]',
    );
    expect(JSON.stringify({ ...localStorage })).not.toContain('Secret123');
    expect(api.login).toHaveBeenCalledWith(
      expect.objectContaining({ remember: true, countryDialingCode: '63' }),
    );
  });

  it('a first-time login holds the typed password in memory only, for the forced change', async () => {
    api.login.mockResolvedValueOnce({ ...session, firstTimeLogin: true });
    await account.login({ type: 'username', username: 'alice01', password: 'Secret123' }, false);
    expect(account.heldOldPassword()).toBe('Secret123');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Secret123');
    api.changePassword.mockResolvedValueOnce({ success: true });
    await account.changePassword('Secret123', 'Newer1234', 'Newer1234');
    expect(account.heldOldPassword()).toBeNull();
  });

  it('a failed login stores nothing and hides the loading', async () => {
    api.login.mockRejectedValueOnce({ key: 'error.login_failed', value: { captcha: true } });
    await expect(
      account.login({ type: 'username', username: 'alice01', password: 'bad' }, true),
    ).rejects.toMatchObject({ value: { captcha: true } });
    expect(sessionState.info).toBeNull();
    expect(localStorage.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('a trial session takes its type from customerType', () => {
    expect(
      account.toSessionInfo({ ...session, type: 0, customerType: 4, merchantCode: 'TST_TRIAL' }).type,
    ).toBe(4);
  });

  it('startTrial asks the trial account first, then starts a type 4 session', async () => {
    api.trialAccount.mockResolvedValueOnce(offer(2000));
    api.testPlay.mockResolvedValueOnce({ ...session, type: 4, merchantCode: 'TST_TRIAL' });
    expect((await account.startTrial())?.type).toBe(4);
    expect(api.trialAccount).toHaveBeenCalledTimes(1);
    expect(sessionState.info?.type).toBe(4);
    expect(sessionState.info?.merchantCode).toBe('TST_TRIAL');
  });

  it('startTrial starts no session when the trial value is 0 or free play is off (spec section 4)', async () => {
    for (const o of [offer(0), { ...offer(2000), enabled: false }]) {
      api.trialAccount.mockResolvedValueOnce(o);
      expect(await account.startTrial()).toBeNull();
    }
    expect(api.testPlay).not.toHaveBeenCalled();
    expect(sessionState.info).toBeNull();
  });

  it('logout: cancel keeps the session', async () => {
    setSession(account.toSessionInfo(session));
    const navigate = vi.fn();
    const done = account.logout(navigate);
    await answerDialog('cancel');
    expect(await done).toBe(false);
    expect(sessionState.info).not.toBeNull();
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('logout: submit calls the gateway, clears everything and replaces the route with home', async () => {
    setSession(account.toSessionInfo(session));
    sessionStorage.setItem('giftDismissed', '1');
    api.logout.mockResolvedValueOnce({ success: true });
    const navigate = vi.fn();
    const done = account.logout(navigate);
    await answerDialog('confirm');
    expect(await done).toBe(true);
    expect(api.logout).toHaveBeenCalled();
    expect(sessionState.info).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('autoLogin')).toBe('0');
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('logout still ends the local session when the gateway call fails', async () => {
    setSession(account.toSessionInfo(session));
    api.logout.mockRejectedValueOnce({ key: 'error.no_internet' });
    const navigate = vi.fn();
    const done = account.logout(navigate, { confirm: false });
    expect(await done).toBe(true);
    expect(sessionState.info).toBeNull();
  });

  it('register sends the spec payload: host, method H5, type 0, domain, dialing code', async () => {
    api.register.mockResolvedValueOnce(session);
    await account.register({ username: 'alice01', password: 'Secret123', confirmPassword: 'Secret123' });
    expect(api.register).toHaveBeenCalledWith({
      username: 'alice01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      countryDialingCode: '63',
      registerUrl: location.host,
      registerMethod: 'H5',
      type: 0,
      domain: location.hostname,
    });
    expect(sessionState.info?.userName).toBe('alice01');
  });

  it('registerMethod: PWA when standalone, WEBCLIP for an iOS home-screen clip', () => {
    const win = (standalone: boolean | undefined, mq: boolean) =>
      ({ navigator: { standalone }, matchMedia: () => ({ matches: mq }) }) as unknown as Window;
    expect(account.registerMethod(win(undefined, false))).toBe('H5');
    expect(account.registerMethod(win(undefined, true))).toBe('PWA');
    expect(account.registerMethod(win(true, true))).toBe('WEBCLIP');
  });

  it('the rule set is fetched once and retried after a failure', async () => {
    api.regValidata
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ rules: { username: {} } });
    await expect(account.loadRules()).rejects.toThrow('offline');
    await expect(account.loadRules()).resolves.toEqual({ username: {} });
    await account.loadRules();
    expect(api.regValidata).toHaveBeenCalledTimes(2);
  });
});

describe('SMS codes without a session: the human check first', () => {
  beforeEach(() => {
    api.sendSmsNoLogin.mockReset();
    uiState.toasts.splice(0);
  });

  it('sends nothing when the player cancels the check', async () => {
    const { humanCheckState } = await import('./humanCheck.ts');
    const sent = account.sendSmsCodeWithFeedback('9171234567');
    await vi.waitFor(() => expect(humanCheckState.pending).not.toBeNull());
    humanCheckState.pending!.resolve(null);
    await expect(sent).resolves.toBe(false);
    expect(api.sendSmsNoLogin).not.toHaveBeenCalled();
  });

  it('sends the solved challenge with the number, and counts down from the answer', async () => {
    const { humanCheckState } = await import('./humanCheck.ts');
    api.sendSmsNoLogin.mockResolvedValue({ expirationTime: 1_700_000_060_000 });
    const sent = account.sendSmsCodeWithFeedback('9171234567');
    await vi.waitFor(() => expect(humanCheckState.pending).not.toBeNull());
    humanCheckState.pending!.resolve({ captchaKey: 'k1', captcha: '4821' });
    await expect(sent).resolves.toBe(1_700_000_060_000);
    expect(api.sendSmsNoLogin.mock.calls[0]![0]).toMatchObject({
      mobileNum: '9171234567',
      captchaKey: 'k1',
      captcha: '4821',
    });
    expect(humanCheckState.pending).toBeNull();
  });
});
