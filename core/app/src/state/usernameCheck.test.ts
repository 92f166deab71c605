import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ validateUsername: vi.fn() }));
vi.mock('../api/account.ts', async (orig) => ({ ...(await orig()), validateUsername: api.validateUsername }));
const { checkUsernameSoon, isTaken, reset, usernameCheckState, USERNAME_CHECK_DEBOUNCE_MS } =
  await import('./usernameCheck.ts');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  reset();
  vi.useRealTimers();
  api.validateUsername.mockReset();
});

describe('username check (validateUsername)', () => {
  it('waits 400 ms after the last keystroke and asks once, for the last name', async () => {
    expect(USERNAME_CHECK_DEBOUNCE_MS).toBe(400);
    api.validateUsername.mockResolvedValue({ available: true });
    for (const name of ['pe', 'ped', 'pedro']) {
      checkUsernameSoon(name, true);
      await vi.advanceTimersByTimeAsync(399);
    }
    expect(api.validateUsername).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.validateUsername).toHaveBeenCalledTimes(1);
    expect(api.validateUsername).toHaveBeenCalledWith({ username: 'pedro' });
    expect(usernameCheckState.status).toBe('available');
  });

  it('never sends a name the rules refuse, nor an empty one', async () => {
    checkUsernameSoon('a!', false);
    checkUsernameSoon('', true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.validateUsername).not.toHaveBeenCalled();
    expect(usernameCheckState.status).toBe('idle');
  });

  it('says taken for that name only, and tells the form once', async () => {
    api.validateUsername.mockResolvedValue({ available: false });
    const onTaken = vi.fn();
    checkUsernameSoon('demo001', true, onTaken);
    await vi.advanceTimersByTimeAsync(400);
    expect(onTaken).toHaveBeenCalledTimes(1);
    expect(isTaken('demo001')).toBe(true);
    expect(isTaken('demo002')).toBe(false);
    checkUsernameSoon('demo0012', true);
    expect(isTaken('demo001')).toBe(false);
  });

  it('drops the answer for a name that is no longer in the field', async () => {
    let answer: (v: { available: boolean }) => void = () => undefined;
    api.validateUsername.mockReturnValueOnce(new Promise((r) => (answer = r)));
    const onTaken = vi.fn();
    checkUsernameSoon('pedro', true, onTaken);
    await vi.advanceTimersByTimeAsync(400);
    checkUsernameSoon('pedro7', true);
    answer({ available: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(onTaken).not.toHaveBeenCalled();
    expect(isTaken('pedro')).toBe(false);
  });

  it('says nothing when the check fails (registration checks the name anyway)', async () => {
    api.validateUsername.mockRejectedValue(new Error('429'));
    checkUsernameSoon('pedro', true);
    await vi.advanceTimersByTimeAsync(400);
    expect(usernameCheckState.status).toBe('idle');
  });
});
