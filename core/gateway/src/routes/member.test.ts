import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { solvedCaptcha, startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('content', () => {
  it('counts inbox and chat messages, and opens chat without the token in the URL', async () => {
    expect((await h.ok('chatPermission', {}, { token })).hasPermission).toBe(true);
    expect((await h.ok('chatUnreadCount', {}, { token })).unReadCount).toBe(1);
    const chat = await h.ok('launchChat', { b2c: 1, language: 'EN', title: 'Chat' }, { token });
    expect(chat.chatUrl).toMatch(/^https:\/\/chat\.luzonplay\.ph\/\?/);
    expect(chat.chatUrl).not.toContain(token);
    expect((await h.ok('chatUnreadCount', {}, { token })).unReadCount).toBe(0);
    const fb = await h.ok(
      'feedback',
      { content: 'Great app, thank you all', category: 'suggestion', ...(await solvedCaptcha(h)) },
      { token },
    );
    expect(fb.id).toBeGreaterThan(0);
    expect(await h.ok('merchantWallet')).toMatchObject({ currency: 'TLB', currencySymbol: '₱' });
  });
});
