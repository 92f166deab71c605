import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';
import { inviteCodeOf } from './inviteCode.ts';
import { auditLedger } from './ledger.ts';
import { callbackText, sign } from './orders.ts';

const PASSWORD = 'Passw0rd';

describe('referral', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  async function join(host: string, recommenderId?: string) {
    const username = uniqueName('r');
    const reg = await h.call(
      'register',
      {
        ...ADULT,
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        ...(recommenderId === undefined ? {} : { recommenderId }),
        ...(await solvedCaptcha(h, host)),
      },
      { host },
    );
    expect(reg.body, JSON.stringify(reg.body)).toMatchObject({ success: true });
    const { token } = await h.ok('login', { type: 'username', username, password: PASSWORD }, { host });
    const { id } = await h.ok('memberInfo', {}, { token, host });
    return { token, id, username };
  }

  async function deposit(host: string, token: string, amount: string) {
    const order = await h.ok(
      'createDeposit',
      { channelId: 0, amount, idempotencyKey: randomUUID() },
      { token, host },
    );
    const cents = `${Number(amount).toFixed(2)}`;
    const signature = await sign(h.db, callbackText(order.orderNo, 'paid', cents));
    const send = () =>
      h.gateway.request(`http://${host}/wps/pay/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderNo: order.orderNo, status: 'paid', amount: cents, signature }),
      });
    // The provider delivers the callback twice, at the same time.
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  }

  const balance = async (host: string, token: string) =>
    (await h.ok('wallet', {}, { token, host })).sumBalance;

  for (const code of ['ph', 'bd'] as const) {
    it(`${code}: credits the inviter the merchant's offer on the invitee's first deposit, once`, async () => {
      const host = `${code}.localhost`;
      const offer = h.merchants.find((m) => m.code === code)!.manifest.referral;
      expect(offer.invitees).toBe(1);
      const inviter = await join(host);
      const invite = (await h.ok('inviteInfo', {}, { token: inviter.token, host })).code;
      expect(invite).toMatch(/^[2-9A-HJKMNP-Z]{7}$/);
      expect(invite).toBe(inviteCodeOf(inviter.id));
      const invitee = await join(host, invite);
      expect(await h.ok('inviteInfo', {}, { token: inviter.token, host })).toEqual({
        code: invite,
        invited: 1,
        deposited: 0,
        earned: 0,
      });
      expect(await balance(host, inviter.token)).toBe(0);
      const min = h.merchants.find((m) => m.code === code)!.manifest.payments[0]!.min;
      await deposit(host, invitee.token, String(min));
      expect(await balance(host, inviter.token)).toBe(offer.reward);
      await deposit(host, invitee.token, String(min));
      expect(await balance(host, inviter.token)).toBe(offer.reward);
      expect(await balance(host, invitee.token)).toBe(2 * min);
      // The inviter's figures as the invite dialog shows them: one friend invited, who deposited, and the reward.
      expect(await h.ok('inviteInfo', {}, { token: inviter.token, host })).toEqual({
        code: invite,
        invited: 1,
        deposited: 1,
        earned: offer.reward,
      });
      // The code stays the member's: the next answer is the same.
      expect((await h.ok('inviteInfo', {}, { token: inviter.token, host })).code).toBe(invite);
    });
  }

  it('registers a player whose link names nobody valid, without an inviter', async () => {
    const host = 'ph.localhost';
    const trial = await h.ok('testPlay', {}, { ip: '10.8.0.1' });
    const { id: trialId } = await h.ok('memberInfo', {}, { token: trial.token });
    const otherMerchant = await join('bd.localhost');
    // Well-formed codes of nobody, of a trial account and of another merchant's member.
    for (const bogus of [
      inviteCodeOf(2_000_000_000),
      inviteCodeOf(trialId),
      inviteCodeOf(otherMerchant.id),
    ]) {
      const p = await join(host, bogus);
      const rows = await h.db.query<{ referrer_id: number | null }>(
        'SELECT referrer_id FROM members WHERE id = $1',
        [p.id],
      );
      expect(rows[0]!.referrer_id, bogus).toBeNull();
    }
    // A malformed code (a bare member id, as links carried before) is refused with the field named (the app only
    // forwards codes from a link).
    const bad = await h.call('register', {
      ...ADULT,
      username: uniqueName('r'),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      recommenderId: '9',
      ...(await solvedCaptcha(h)),
    });
    expect(bad.body.message).toMatch(/^recommenderId: /);
  });
});
