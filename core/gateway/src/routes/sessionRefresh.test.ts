import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ session: { idleMs: 10 * 60_000, maxMs: 60 * 60_000 } });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('stay signed in', () => {
  it('restarts the idle time and says how long it is; too late, the session is gone', async () => {
    const start = h.clock.now();
    const { token } = await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD });
    h.clock.advance(9 * 60_000);
    expect(await h.ok('sessionRefresh', {}, { token })).toEqual({
      idleSeconds: 600,
      expiresAt: start + 60 * 60_000,
    });
    // 9 more minutes: 18 since login, but only 9 since the refresh.
    h.clock.advance(9 * 60_000);
    expect((await h.call('wallet', {}, { token })).status).toBe(200);
    h.clock.advance(10 * 60_000);
    const late = await h.call('sessionRefresh', {}, { token });
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('SESSION_EXPIRED');
    expect((await h.call('sessionRefresh', {})).status).toBe(401);
  });
});
