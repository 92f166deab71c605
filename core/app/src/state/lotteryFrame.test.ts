import { describe, expect, it } from 'vitest';
import { lotteryFrameUrl } from './lotteryFrame.ts';

const p = {
  playType: 'ent' as const,
  gameId: 'L1',
  prizeMode: 'Elott',
  merchant: 'PH',
  allowedOrigin: 'https://gw.example',
};

describe('lotteryFrameUrl (spec section 2: the embedded lottery address)', () => {
  it('adds mui, playType, gameId, merchant, stylesheet and prize_mode to the one-time launch address', () => {
    const u = new URL(lotteryFrameUrl('https://gw.example/wps/game/play?ticket=abc', p)!);
    expect(Object.fromEntries(u.searchParams)).toEqual({
      ticket: 'abc',
      mui: '1',
      playType: 'ent',
      gameId: 'L1',
      merchant: 'PH',
      stylesheet: 'ph',
      prize_mode: 'Elott',
    });
    expect(u.toString()).not.toMatch(/token/i);
  });

  it('refuses an address on another origin or over plain http', () => {
    expect(lotteryFrameUrl('https://evil.example/x', p)).toBeNull();
    expect(lotteryFrameUrl('http://gw.example/x', { ...p, allowedOrigin: 'http://gw.example' })).toBeNull();
    expect(
      lotteryFrameUrl('http://127.0.0.1:8612/x', { ...p, allowedOrigin: 'http://127.0.0.1:8612' }),
    ).not.toBeNull();
    // A merchant's sandbox host (ph.localhost) is loopback too; a look-alike name is not.
    expect(
      lotteryFrameUrl('/wps/game/play?ticket=t', { ...p, allowedOrigin: 'http://ph.localhost:8193' }),
    ).toMatch(/^http:\/\/ph\.localhost:8193\/wps\/game\/play\?ticket=t&/);
    expect(lotteryFrameUrl('/x', { ...p, allowedOrigin: 'http://ph.localhost.evil.example' })).toBeNull();
  });
});
