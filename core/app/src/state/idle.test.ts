import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ sessionRefresh: vi.fn(), logout: vi.fn() }));
vi.mock('../api/account.ts', () => api);
const {
  IDLE_DEFAULT_MS,
  IDLE_WARNING_MS,
  idleLogout,
  idleState,
  idleTick,
  noteActivity,
  reset,
  staySignedIn,
} = await import('./idle.ts');
const { sessionState, setSession } = await import('./session.ts');

const T0 = 1_000_000;
const session = { token: 't1', merchantCode: 'ph', userName: 'demo001', type: 0, firstTimeLogin: false };

describe('idle logout', () => {
  beforeEach(() => {
    api.sessionRefresh.mockReset();
    api.logout.mockReset().mockResolvedValue({});
    setSession(session);
    reset(T0);
  });

  it('warns a minute before the idle time, then answers logout; activity restarts it, not during the warning', () => {
    expect(idleTick(T0 + IDLE_DEFAULT_MS - IDLE_WARNING_MS - 1)).toBe('idle');
    noteActivity(T0 + 10 * 60_000);
    expect(idleTick(T0 + IDLE_DEFAULT_MS)).toBe('idle'); // 20 minutes since the activity
    const warnAt = T0 + 10 * 60_000 + IDLE_DEFAULT_MS - IDLE_WARNING_MS;
    expect(idleTick(warnAt)).toBe('warn');
    expect(idleState).toMatchObject({ warning: true, deadline: warnAt + IDLE_WARNING_MS });
    // A key pressed in the dialog is not "staying": only the button is.
    noteActivity(warnAt + 1000);
    expect(idleTick(warnAt + IDLE_WARNING_MS)).toBe('logout');
  });

  it('stay signed in refreshes at the platform and starts the idle time again, at the platform’s length', async () => {
    api.sessionRefresh.mockResolvedValue({ idleSeconds: 15 * 60, expiresAt: 0 });
    const warnAt = T0 + IDLE_DEFAULT_MS - IDLE_WARNING_MS;
    expect(idleTick(warnAt)).toBe('warn');
    vi.useFakeTimers({ now: warnAt + 5000 });
    try {
      await staySignedIn();
    } finally {
      vi.useRealTimers();
    }
    expect(api.sessionRefresh).toHaveBeenCalledOnce();
    expect(idleState).toMatchObject({ warning: false, idleMs: 15 * 60_000, failed: false });
    expect(idleTick(warnAt + 5000 + 14 * 60_000 - 1)).toBe('idle');
    expect(idleTick(warnAt + 5000 + 14 * 60_000)).toBe('warn');
    expect(idleTick(warnAt + 5000 + 15 * 60_000)).toBe('logout');
  });

  it('a failed refresh keeps the warning and says so', async () => {
    api.sessionRefresh.mockRejectedValue(new Error('offline'));
    idleTick(T0 + IDLE_DEFAULT_MS - 1000);
    await staySignedIn();
    expect(idleState).toMatchObject({ warning: true, failed: true, staying: false });
  });

  it('the logout ends the session at the platform and here; the next session runs from the login', () => {
    idleLogout();
    expect(api.logout).toHaveBeenCalledOnce();
    expect(sessionState.info).toBeNull();
    expect(idleTick(T0 + 2 * IDLE_DEFAULT_MS)).toBe('none');
    // Logging in is the player's input.
    noteActivity(T0 + 3 * IDLE_DEFAULT_MS);
    setSession({ ...session, token: 't2' });
    expect(idleTick(T0 + 3 * IDLE_DEFAULT_MS + 1000)).toBe('idle');
    expect(idleTick(T0 + 4 * IDLE_DEFAULT_MS)).toBe('logout');
  });

  it('a late first tick does not restart the idle time', () => {
    noteActivity(T0 + 1000);
    reset(T0);
    noteActivity(T0 + 1000);
    expect(idleTick(T0 + 1000 + IDLE_DEFAULT_MS - IDLE_WARNING_MS + 1000)).toBe('warn');
  });
});
