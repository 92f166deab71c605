import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireSession, reset, setSession } from './session.ts';

describe('requireSession', () => {
  afterEach(() => reset());

  it('lets a logged-in player through without navigating', () => {
    setSession({ token: 't', merchantCode: 'TST', userName: 'u', type: 0, firstTimeLogin: false });
    const navigate = vi.fn();
    expect(requireSession(navigate, { pathname: '/m/home', search: '' })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a guest to login with the way back', () => {
    const navigate = vi.fn();
    expect(requireSession(navigate, { pathname: '/m/gameList', search: '?gameType=RNG' })).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2FgameList%3FgameType%3DRNG');
  });
});
