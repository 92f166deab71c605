import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../agent/terms.ts';
import { openDatabase } from '../db/database.ts';
import { playRound } from '../game/rounds.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import {
  ADULT,
  MEMBER_PASSWORD,
  registeredMember,
  solvedCaptcha,
  startHarness,
  uniqueName,
  type Harness,
} from '../test/harness.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from '../test/postgres.ts';
import { toCents } from './cents.ts';
import { auditLedger, post } from './ledger.ts';
import { callbackText, sign } from './orders.ts';

/*
 * Money under concurrency, everywhere it moves (issue 31 item 7): for each money call, 50 requests at once on one
 * wallet, with 50 different idempotency keys and with one key sent 50 times. Whatever the interleaving: the ledger
 * sums to the balance, nothing pays twice, nothing overdraws. The same suite runs on the embedded database (one
 * connection: transactions queue) and on a PostgreSQL server (ten connections: transactions really overlap).
 */
const N = 50;
const PAY_PW = '246810';
const key = (): string => randomUUID();

function moneySuite(options: () => Promise<Parameters<typeof startHarness>[0]>): void {
  let h: Harness;
  let ipCounter = 0;
  /** A fresh client address per request, so no per-address throttle decides what is being tested. */
  const ip = (): string => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

  beforeAll(async () => {
    h = await startHarness(await options());
  }, 180_000);
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  /** A new ph member with `cents` credited through the ledger (a known starting balance). */
  async function member(cents: number): Promise<{ token: string; id: number; username: string }> {
    const m = await registeredMember(h, 'cc');
    if (cents)
      await h.db.transaction((tx) =>
        post(tx, { memberId: m.id, kind: 'deposit', amountCents: cents, ref: 'test', at: h.clock.now() }),
      );
    return m;
  }

  async function wallet(id: number): Promise<{ balance: number; held: number }> {
    const [r] = await h.db.query<{ balance: string; held: string }>(
      'SELECT balance, held FROM members WHERE id = $1',
      [id],
    );
    return { balance: toCents(r!.balance), held: toCents(r!.held) };
  }

  async function ledgerRows(id: number, kind: string): Promise<number[]> {
    const rows = await h.db.query<{ amount: string }>(
      'SELECT amount FROM ledger WHERE member_id = $1 AND kind = $2',
      [id, kind],
    );
    return rows.map((r) => toCents(r.amount));
  }

  /** The books of one wallet balance and it is not below zero. */
  async function booksHold(id: number): Promise<void> {
    expect(await auditLedger(h.db, [id])).toEqual([]);
    const w = await wallet(id);
    expect(w.balance).toBeGreaterThanOrEqual(0);
    expect(w.held).toBeGreaterThanOrEqual(0);
  }

  const callback = async (orderNo: string, status: 'paid' | 'failed', amount: string) =>
    h.gateway.request('http://ph.localhost/wps/pay/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
      body: JSON.stringify({
        orderNo,
        status,
        amount,
        signature: await sign(h.db, callbackText(orderNo, status, amount)),
      }),
    });

  it('deposit: one key sent 50 times opens one order; 50 racing callbacks, paid and failed, settle it once', async () => {
    const m = await member(0);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        h.call(
          'createDeposit',
          { channelId: 0, amount: '300', idempotencyKey: k },
          { token: m.token, ip: ip() },
        ),
      ),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.value!.orderNo)).size).toBe(1);
    const orderNo = answers[0]!.body.value!.orderNo;
    const [orders] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1',
      [m.id],
    );
    expect(Number(orders!.n)).toBe(1);

    // The provider reports the order 50 times at once, half paid and half failed: the first decision stands.
    const settled = await Promise.all(
      Array.from({ length: N }, (_, i) => callback(orderNo, i % 2 ? 'failed' : 'paid', '300.00')),
    );
    for (const r of settled) expect(r.status).toBe(200);
    const statuses = new Set(
      await Promise.all(
        settled.map(async (r) => ((await r.json()) as { value: { status: string } }).value.status),
      ),
    );
    expect(statuses.size).toBe(1);
    const [final] = [...statuses];
    expect(await ledgerRows(m.id, 'deposit')).toEqual(final === 'paid' ? [30000] : []);
    expect((await wallet(m.id)).balance).toBe(final === 'paid' ? 30000 : 0);
    await booksHold(m.id);
  });

  it('deposit: 50 orders with their own keys, each settled twice at once, credit each order once', async () => {
    const m = await member(0);
    const orders = await Promise.all(
      Array.from({ length: N }, () =>
        h.ok(
          'createDeposit',
          { channelId: 0, amount: '100', idempotencyKey: key() },
          { token: m.token, ip: ip() },
        ),
      ),
    );
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(N);
    const settled = await Promise.all(
      orders.flatMap((o) => [callback(o.orderNo, 'paid', '100.00'), callback(o.orderNo, 'paid', '100.00')]),
    );
    for (const r of settled) expect(r.status).toBe(200);
    expect(await ledgerRows(m.id, 'deposit')).toEqual(Array.from({ length: N }, () => 10000));
    expect((await wallet(m.id)).balance).toBe(N * 10000);
    await booksHold(m.id);
  });

  /** A member with `cents`, a bound e-wallet and a payment password. */
  async function withdrawer(cents: number) {
    const m = await member(cents);
    const { id: accountId } = await h.ok(
      'bindPayoutAccount',
      { payeeName: 'Juan Dela Cruz', kind: 'ewallet', provider: 'GCash', accountNo: '09171234567' },
      { token: m.token },
    );
    await h.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token: m.token },
    );
    return { ...m, accountId };
  }

  it('withdraw: 50 withdrawals with their own keys on a balance that covers 10 hold exactly 10, never below zero', async () => {
    const m = await withdrawer(100_000); // 1,000.00; each withdrawal is 100.00 (ph's minimum)
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        h.call(
          'withdraw',
          { amount: '100', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: key() },
          { token: m.token, ip: ip() },
        ),
      ),
    );
    const held = answers.filter((a) => a.status === 200);
    expect(held).toHaveLength(10);
    for (const a of answers.filter((x) => x.status !== 200))
      expect([a.status, a.body.code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(await wallet(m.id)).toEqual({ balance: 0, held: 100_000 });
    expect(await ledgerRows(m.id, 'withdrawal_hold')).toHaveLength(10);
    await booksHold(m.id);
  });

  it('withdraw: one key sent 50 times holds once and answers the same order every time', async () => {
    const m = await withdrawer(100_000);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        h.call(
          'withdraw',
          { amount: '150', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: k },
          { token: m.token, ip: ip() },
        ),
      ),
    );
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(new Set(answers.map((a) => a.body.value!.orderNo)).size).toBe(1);
    expect(await wallet(m.id)).toEqual({ balance: 85_000, held: 15_000 });
    expect(await ledgerRows(m.id, 'withdrawal_hold')).toEqual([-15_000]);
    await booksHold(m.id);
  });

  /** Opens a sandbox game from the launch address (a cookie-held game session). */
  async function launch(token: string, nodeId: string, gameId?: string, params: Record<string, string> = {}) {
    const l = await h.ok('launchGame', { nodeId, ...(gameId ? { gameId } : {}) }, { token });
    const u = new URL(l.url, 'http://ph.localhost');
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    const res = await h.gateway.request(`http://ph.localhost${u.pathname}${u.search}`);
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }

  const form = (path: string, cookie: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
    return h.gateway.request(`http://ph.localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: body.toString(),
    });
  };

  /** Rounds of a member as recorded, in cents. */
  async function rounds(id: number): Promise<{ stake: number; win: number }[]> {
    const rows = await h.db.query<{ stake: string; win: string }>(
      'SELECT stake, win FROM game_rounds WHERE member_id = $1',
      [id],
    );
    return rows.map((r) => ({ stake: toCents(r.stake), win: toCents(r.win) }));
  }

  /**
   * 50 bets of 5.00 at once on a balance of 100.00 (20 stakes), with their own keys, then one key 50 times. Wins
   * may pay for more rounds than 20, never for more than were sent; each round's stake and win are in the ledger
   * once; the balance is the start plus the rounds' net.
   */
  async function betsRace(
    bet: (cookie: string, key: string) => Response | Promise<Response>,
    cookie: string,
    id: number,
  ) {
    const answers = await Promise.all(Array.from({ length: N }, () => bet(cookie, key())));
    for (const a of answers) expect(a.status).toBe(303);
    const played = await rounds(id);
    expect(played.length).toBeGreaterThanOrEqual(20);
    expect(played.length).toBeLessThanOrEqual(N);
    const refused = answers.filter((a) => /error=balance/.test(a.headers.get('location') ?? '')).length;
    expect(refused).toBe(N - played.length);
    const net = played.reduce((s, r) => s + r.win - r.stake, 0);
    expect((await wallet(id)).balance).toBe(10_000 + net);
    expect(await ledgerRows(id, 'bet')).toHaveLength(played.length);
    expect(await ledgerRows(id, 'win')).toHaveLength(played.filter((r) => r.win > 0).length);
    await booksHold(id);

    // Top the wallet up and send one key 50 times: one round, and every answer points at it.
    await h.db.transaction((tx) =>
      post(tx, { memberId: id, kind: 'deposit', amountCents: 10_000, ref: 'test', at: h.clock.now() }),
    );
    const before = await wallet(id);
    const k = key();
    const again = await Promise.all(Array.from({ length: N }, () => bet(cookie, k)));
    for (const a of again) expect(a.status).toBe(303);
    expect(new Set(again.map((a) => a.headers.get('location'))).size).toBe(1);
    const after = await rounds(id);
    expect(after).toHaveLength(played.length + 1);
    const last = after.find((r) => !played.includes(r)) ?? after[after.length - 1]!;
    expect((await wallet(id)).balance - before.balance).toBe(
      after.reduce((s, r) => s + r.win - r.stake, 0) - net,
    );
    expect(last.stake).toBe(500);
    await booksHold(id);
  }

  it('slot bet and win: 50 at once settle each round once and never overdraw; one key plays once', async () => {
    const m = await member(10_000);
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    const cookie = await launch(m.token, game.nodeId);
    await betsRace((c, k) => form('/wps/game/round', c, { stake: '5', key: k }), cookie, m.id);
  });

  it('lottery bet and win: 50 at once settle each ticket once and never overdraw; one key bets once', async () => {
    const m = await member(10_000);
    const { list } = await h.ok('lotteryList', {});
    const game = list.find((g) => g.vendorCode === 'TCG_LOTTO_VN' && g.lottoMode === 'Tradition')!;
    const cookie = await launch(m.token, game.nodeId, game.gameId, { playType: 'trad' });
    await betsRace(
      (c, k) => form('/wps/game/lottery/bet', c, { stake: '5', key: k, n: ['1', '2', '3'] }),
      cookie,
      m.id,
    );
  });

  /** 50 claims of one reward at once, each with its own key, then 50 more with one key: it pays once. */
  async function claimsRace(m: { token: string; id: number }, rewardId: number, cents: number) {
    const before = (await wallet(m.id)).balance;
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        h.call('claimReward', { id: rewardId, idempotencyKey: key() }, { token: m.token, ip: ip() }),
      ),
    );
    const paid = answers.filter((a) => a.status === 200);
    expect(paid).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('REWARD_CLAIMED');
    const k = key();
    const repeats = await Promise.all(
      Array.from({ length: N }, () =>
        h.call('claimReward', { id: rewardId, idempotencyKey: k }, { token: m.token, ip: ip() }),
      ),
    );
    for (const a of repeats) expect(a.body.code).toBe('REWARD_CLAIMED');
    expect((await wallet(m.id)).balance).toBe(before + cents);
    const credited = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND ref = $2',
      [m.id, `reward:${rewardId}`],
    );
    expect(Number(credited[0]!.n)).toBe(1);
    await booksHold(m.id);
  }

  it('reward claim: the welcome bonus claimed 50 times at once, with 50 keys or one, pays once', async () => {
    const m = await member(0);
    const offer = h.merchants.find((x) => x.code === 'ph')!.manifest.rewards!;
    const { list } = await h.ok('rewards', {}, { token: m.token });
    const welcome = list.find((r) => r.kind === 'welcome')!;
    expect(welcome.amount).toBe(offer.welcomeBonus);
    await claimsRace(m, welcome.id, Math.round(offer.welcomeBonus! * 100));
  });

  it("bonus: an operator's promotional bonus claimed 50 times at once, with 50 keys or one, pays once", async () => {
    const m = await member(0);
    const { id } = await h.sandbox('sandboxBonus', { username: m.username, amount: 30, turnover: 0 });
    await claimsRace(m, id, 3000);

    // One key, 50 times at once, on a fresh bonus: every answer is the first claim's.
    const second = await h.sandbox('sandboxBonus', { username: m.username, amount: 12.5, turnover: 0 });
    const before = (await wallet(m.id)).balance;
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: N }, () =>
        h.call('claimReward', { id: second.id, idempotencyKey: k }, { token: m.token, ip: ip() }),
      ),
    );
    for (const a of answers)
      expect(a.body.value, JSON.stringify(a.body)).toEqual({ amount: 12.5, balance: (before + 1250) / 100 });
    expect((await wallet(m.id)).balance).toBe(before + 1250);
    await booksHold(m.id);
  });

  it('referral reward: 50 racing callbacks of ten invitees’ first deposits credit the inviter once per invitee', async () => {
    const inviter = await member(0);
    const { code } = await h.ok('inviteInfo', {}, { token: inviter.token });
    const { referral } = h.merchants.find((x) => x.code === 'ph')!.manifest;
    const invitees = [];
    for (let i = 0; i < 10; i++) {
      const username = uniqueName('ri');
      await h.ok('register', {
        ...ADULT,
        username,
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        recommenderId: code,
        ...(await solvedCaptcha(h)),
      });
      const { token } = await h.ok('login', { type: 'username', username, password: MEMBER_PASSWORD });
      invitees.push(
        await h.ok('createDeposit', { channelId: 0, amount: '100', idempotencyKey: key() }, { token }),
      );
    }
    // Each invitee's first deposit reported five times, all fifty at once.
    const settled = await Promise.all(
      invitees.flatMap((o) => Array.from({ length: 5 }, () => callback(o.orderNo, 'paid', '100.00'))),
    );
    for (const r of settled) expect(r.status).toBe(200);
    const rewards = await ledgerRows(inviter.id, 'referral_reward');
    const times = Math.floor(10 / Math.max(1, referral.invitees));
    expect(rewards).toEqual(Array.from({ length: times }, () => referral.reward * 100));
    expect((await wallet(inviter.id)).balance).toBe(times * referral.reward * 100);
    await booksHold(inviter.id);
  });

  it('agent payout: 50 settlement runs at once pay each closed period once', async () => {
    const made = await h.sandbox('sandboxAgent', { username: uniqueName('ag') });
    const login = () =>
      h.ok('agentLogin', { username: made.username, password: DEMO_PASSWORD }, { ip: ip() });
    let { token } = await login();
    await h.ok('answerContract', { kind: 'daily', accept: true }, { token });
    const username = uniqueName('dl');
    await h.ok('register', {
      ...ADULT,
      username,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      affiliateCode: made.code,
      ...(await solvedCaptcha(h)),
    });
    const [dl] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
    await h.db.transaction((tx) =>
      post(tx, {
        memberId: Number(dl!.id),
        kind: 'deposit',
        amountCents: 100_000,
        ref: 'test',
        at: h.clock.now(),
      }),
    );
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    // Stops 0, 5, 9 are cherry, lemon, bell: no win. 500.00 of valid bets today.
    await playRound(
      h.gateway.deps,
      { memberId: Number(dl!.id), merchant: 'ph', nodeId: game.nodeId, language: 'EN' },
      50_000,
      key(),
      (
        (stops) => () =>
          stops.shift()!
      )([0, 5, 9]),
    );
    const [agentRow] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      made.username,
    ]);
    const agentId = Number(agentRow!.id);
    // An agent is a member too and chooses its own idempotency keys: a deposit under the key the settlement would
    // use for today's wage (agent-daily-<period start>, the key before this fix) must not block the wage.
    const today = await h.ok('agentPayouts', { kind: 'daily', period: 'today' }, { token });
    const periodStart = today.list[0]!.periodStart;
    await h.ok(
      'createDeposit',
      { channelId: 0, amount: '100', idempotencyKey: `agent-daily-${periodStart}` },
      { token },
    );
    const before = (await wallet(agentId)).balance;
    h.clock.advance(DAY);
    try {
      token = (await login()).token;
      // The agent's own screen and the platform's run, 50 at once: each runs the settlement.
      const runs = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          i % 2
            ? h.call('agentPayouts', { kind: 'daily', period: 'yesterday' }, { token, ip: ip() })
            : h.sandbox('sandboxAgentSettle', {}, { ip: ip() }).then(() => undefined),
        ),
      );
      for (const r of runs) if (r) expect(r.status, JSON.stringify(r.body)).toBe(200);
      const wages = await ledgerRows(agentId, 'agent_wage');
      expect(wages).toHaveLength(1);
      expect(wages[0]).toBeGreaterThan(0);
      expect((await wallet(agentId)).balance).toBe(before + wages[0]!);
      const payouts = await h.db.query('SELECT 1 FROM agent_payouts WHERE member_id = $1', [agentId]);
      expect(payouts).toHaveLength(1);
      await booksHold(agentId);
    } finally {
      h.clock.advance(-DAY);
    }
  });
}

describe('money under concurrency on the embedded database', () => {
  moneySuite(async () => ({}));
});

describe.runIf(PG_ADMIN_URL)('money under concurrency on a PostgreSQL server (transactions overlap)', () => {
  const databaseUrl = freshPostgresDatabase('wl_money');
  moneySuite(async () => ({ db: await openDatabase({ databaseUrl: databaseUrl() }) }));
});
