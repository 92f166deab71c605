import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installConfig } from '../config/config.ts';
import { testConfig } from '../test/config.ts';
import { reset as resetSession, sessionState } from './session.ts';

const api = vi.hoisted(() => ({ socialLogin: vi.fn() }));
vi.mock('../api/account.ts', () => api);
const { authorizeUrl, beginSocialLogin, finishSocialLogin, finishSocialSignUp, SOCIAL_PENDING_KEY } =
  await import('./social.ts');
const { ApiError } = await import('../api/errors.ts');

const loc = { origin: 'http://tst.localhost:8080' };
const value = {
  token: 't'.repeat(32),
  userName: 'gg12345678',
  type: 0,
  customerType: 0,
  firstTimeLogin: false,
  merchantCode: 'TST',
} as const;

describe('social login', () => {
  const assign = vi.fn();
  beforeEach(() => {
    installConfig(testConfig());
    sessionStorage.clear();
    resetSession();
    api.socialLogin.mockReset();
    assign.mockReset();
    vi.stubGlobal('location', { ...window.location, origin: loc.origin, assign });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the player to the sandbox provider by default, or to the manifest’s provider', () => {
    const sandbox = new URL(authorizeUrl('google', 'S'.repeat(20), loc));
    expect(sandbox.origin + sandbox.pathname).toBe(
      'http://tst.localhost:8080/__sandbox/idp/google/authorize',
    );
    expect(Object.fromEntries(sandbox.searchParams)).toEqual({
      client_id: 'tst',
      redirect_uri: 'http://tst.localhost:8080/m/login',
      response_type: 'code',
      state: 'S'.repeat(20),
    });
    installConfig({
      ...testConfig(),
      socialLogin: {
        google: { authorizeUrl: 'https://accounts.example/auth', clientId: 'abc', scope: 'openid' },
      },
    });
    const real = new URL(authorizeUrl('google', 'S'.repeat(20), loc));
    expect(real.origin).toBe('https://accounts.example');
    expect(real.searchParams.get('client_id')).toBe('abc');
    expect(real.searchParams.get('scope')).toBe('openid');
  });

  it('exchanges the code by POST once the state matches, and continues to the saved target', async () => {
    beginSocialLogin('google', '?redirect=%2Fm%2Fwithdraw');
    const sent = new URL(assign.mock.calls[0]![0] as string);
    const state = sent.searchParams.get('state')!;
    expect(state).toMatch(/^[\w-]{32}$/);
    api.socialLogin.mockResolvedValue(value);
    const r = await finishSocialLogin(`?state=${state}&code=abc.def12345`);
    expect(r).toMatchObject({ kind: 'ok', redirect: '/m/withdraw' });
    expect(api.socialLogin).toHaveBeenCalledWith({
      provider: 'google',
      code: 'abc.def12345',
      redirectUri: 'http://tst.localhost:8080/m/login',
    });
    expect(sessionState.info?.userName).toBe('gg12345678');
    expect(sessionStorage.getItem(SOCIAL_PENDING_KEY)).toBeNull();
  });

  it('exchanges nothing for a state this tab did not send, and reports a cancelled consent', async () => {
    beginSocialLogin('facebook', '');
    expect(await finishSocialLogin('?state=someone-elses-state-123&code=abc.def12345')).toMatchObject({
      kind: 'failed',
    });
    expect(api.socialLogin).not.toHaveBeenCalled();
    beginSocialLogin('facebook', '');
    const state = new URL(assign.mock.calls[1]![0] as string).searchParams.get('state')!;
    expect(await finishSocialLogin(`?state=${state}&error=access_denied`)).toEqual({
      kind: 'cancelled',
      provider: 'facebook',
    });
    expect(await finishSocialLogin('?redirect=%2Fm%2Fhome')).toEqual({ kind: 'none' });
  });

  it('asks for a date of birth when the gateway needs one to open the account, then exchanges the same code with it', async () => {
    beginSocialLogin('google', '?redirect=%2Fm%2Fmessage');
    const state = new URL(assign.mock.calls[0]![0] as string).searchParams.get('state')!;
    api.socialLogin.mockRejectedValueOnce(
      new ApiError('protection.dob.social', 'INVALID_REQUEST', 400, {
        field: 'birthDate',
        reason: 'is required',
      }),
    );
    const r = await finishSocialLogin(`?state=${state}&code=abc.dob12345`);
    expect(r).toEqual({
      kind: 'birthDate',
      provider: 'google',
      code: 'abc.dob12345',
      redirect: '/m/message',
    });
    expect(sessionState.info).toBeNull();
    api.socialLogin.mockResolvedValue(value);
    await finishSocialSignUp('google', 'abc.dob12345', '1990-01-01');
    expect(api.socialLogin).toHaveBeenLastCalledWith({
      provider: 'google',
      code: 'abc.dob12345',
      redirectUri: 'http://tst.localhost:8080/m/login',
      birthDate: '1990-01-01',
    });
    expect(sessionState.info?.userName).toBe('gg12345678');
  });

  it('reports any other refusal as a failure', async () => {
    beginSocialLogin('google', '');
    const state = new URL(assign.mock.calls[0]![0] as string).searchParams.get('state')!;
    api.socialLogin.mockRejectedValueOnce(new ApiError('error.invalid_request', 'INVALID_REQUEST', 400));
    expect(await finishSocialLogin(`?state=${state}&code=abc.bad12345`)).toMatchObject({ kind: 'failed' });
  });
});
