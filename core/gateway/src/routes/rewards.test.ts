import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { auditLedger } from '../money/ledger.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from '../test/postgres.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';

const PASSWORD = 'Passw0rd';
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The midnight (epoch ms) that began the Manila day holding `ms` (UTC+8 all year: no daylight saving). */
const manilaMidnight = (ms: number): number => Math.floor((ms + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
const key = (): string => randomUUID();
let ipSeq = 0;
/** A fresh client address per claim, so the once-per-IP bonus rule only bites where a test wants it. */
const nextIp = (): string => `10.90.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

async function memberOf(h: Harness, host = 'ph.localhost') {
  const username = uniqueName('r');
  await h.ok(
    'register',
    { ...ADULT, username, password: PASSWORD, confirmPassword: PASSWORD, ...(await solvedCaptcha(h, host)) },
    { host },
  );
  const { token } = await h.ok('login', { type: 'username', username, password: PASSWORD }, { host });
  const [m] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
  return { token, username, id: Number(m!.id), host };
}

/** 20 claims of one welcome bonus with different keys at once: exactly one pays, the books balance. */
async function raceClaims(h: Harness) {
  const m = await memberOf(h);
  const bonus = h.merchants.find((x) => x.code === 'ph')!.manifest.rewards!.welcomeBonus;
  const welcome = (await h.ok('rewards', {}, { token: m.token })).list.find((r) => r.kind === 'welcome')!;
  const ip = nextIp();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      h.call('claimReward', { id: welcome.id, idempotencyKey: key() }, { token: m.token, ip }),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.body.messageKey === 'error.reward_claimed')).toHaveLength(19);
  expect((await h.ok('wallet', {}, { token: m.token })).sumBalance).toBe(bonus);
  expect(await auditLedger(h.db, [m.id])).toEqual([]);
}

describe('reward center, VIP and promotions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  const member = (host?: string) => memberOf(h, host);
  const balance = async (token: string, host = 'ph.localhost') =>
    (await h.ok('wallet', {}, { token, host })).sumBalance;
  const manifest = (code: string) => h.merchants.find((m) => m.code === code)!.manifest;
  /**
   * Facts the VIP level is computed from, written as the deposit and game code would (no money moves here). A
   * deposit is a day old unless told: VIP points settle at the merchant's midnight, so it already counts.
   */
  async function paidDeposit(memberId: number, amount: number, at = h.clock.now() - DAY) {
    await h.db.query(
      `INSERT INTO deposit_orders (order_no, merchant, member_id, channel_id, channel, amount, status, created_at)
       VALUES ($1, 'ph', $2, 1, 'test', $3, 'paid', $4)`,
      [`T${randomUUID().slice(0, 12)}`, memberId, amount, at],
    );
  }
  async function round(memberId: number, stake: number, at = h.clock.now()) {
    await h.db.query(
      `INSERT INTO game_rounds (round_id, member_id, merchant, node_id, game_name, vendor_code, game_type, stake, win, result, created_at)
       VALUES ($1, $2, 'ph', 'n', 'Slot', 'V', 'RNG', $3, 0, 'lose', $4)`,
      [randomUUID(), memberId, stake, at],
    );
  }
  const levels = async () => (await h.ok('vipLevels', {})).list;

  it('grants the merchant welcome bonus; a claim credits it once through the ledger, a repeat key answers the same', async () => {
    const m = await member();
    const bonus = manifest('ph').rewards!.welcomeBonus;
    const { list } = await h.ok('rewards', {}, { token: m.token });
    const welcome = list.find((r) => r.kind === 'welcome')!;
    expect(welcome).toMatchObject({ amount: bonus, status: 'claimable', turnoverRequired: 0 });
    const ip = nextIp();
    const k = key();
    const first = await h.ok('claimReward', { id: welcome.id, idempotencyKey: k }, { token: m.token, ip });
    expect(first).toEqual({ amount: bonus, balance: bonus });
    // A retry of the same intended claim (same key) answers the first result and moves nothing.
    expect(await h.ok('claimReward', { id: welcome.id, idempotencyKey: k }, { token: m.token, ip })).toEqual(
      first,
    );
    // A new tap (another key) is refused: the reward is claimed.
    const again = await h.call(
      'claimReward',
      { id: welcome.id, idempotencyKey: key() },
      { token: m.token, ip },
    );
    expect(again.status).toBe(409);
    expect(again.body.messageKey).toBe('error.reward_claimed');
    expect(await balance(m.token)).toBe(bonus);
    const rows = await h.db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM ledger WHERE member_id = $1',
      [m.id],
    );
    expect(rows).toEqual([{ kind: 'bonus', amount: bonus.toFixed(2) }]);
    expect(
      (await h.ok('rewards', {}, { token: m.token })).list.find((r) => r.id === welcome.id)?.status,
    ).toBe('claimed');
    expect(await auditLedger(h.db, [m.id])).toEqual([]);
  });

  it('pays once when 20 claims of one reward with different keys race', () => raceClaims(h));

  it('gives the welcome bonus once per IP and once per payee name or payout account (spec section 9)', async () => {
    const ip = nextIp();
    const a = await member();
    const b = await member();
    const claim = async (m: { token: string }, at: string) => {
      const w = (await h.ok('rewards', {}, { token: m.token })).list.find((r) => r.kind === 'welcome')!;
      return h.call('claimReward', { id: w.id, idempotencyKey: key() }, { token: m.token, ip: at });
    };
    expect((await claim(a, ip)).status).toBe(200);
    const sameIp = await claim(b, ip);
    expect(sameIp.status).toBe(409);
    expect(sameIp.body.messageKey).toBe('error.bonus_once');
    expect(await balance(b.token)).toBe(0);
    // Same payee name as a member who already had the bonus, from another address.
    const c = await member();
    const d = await member();
    for (const m of [c, d])
      await h.db.query(
        `INSERT INTO payout_accounts (member_id, payee_name, kind, provider, account_no, created_at)
         VALUES ($1, 'Juan Dela Cruz', 'ewallet', 'GCash', $2, 0)`,
        [m.id, String(m.id).padStart(11, '9')],
      );
    expect((await claim(c, nextIp())).status).toBe(200);
    expect((await claim(d, nextIp())).body.messageKey).toBe('error.bonus_once');
    // Another merchant's bonus is its own: the same address claims it there.
    const bd = await member('bd.localhost');
    const w = (await h.ok('rewards', {}, { token: bd.token, host: bd.host })).list.find(
      (r) => r.kind === 'welcome',
    )!;
    expect(
      (
        await h.call(
          'claimReward',
          { id: w.id, idempotencyKey: key() },
          { token: bd.token, host: bd.host, ip },
        )
      ).status,
    ).toBe(200);
  });

  it('keeps a bonus with a turnover requirement locked, with its progress, until the valid bets meet it', async () => {
    const ph = h.merchants.find((m) => m.code === 'ph')!;
    const saved = ph.manifest.rewards;
    ph.manifest.rewards = { welcomeBonus: 50, welcomeTurnover: 10 };
    try {
      const m = await member();
      const list = async () => (await h.ok('rewards', {}, { token: m.token })).list;
      const w = (await list()).find((r) => r.kind === 'welcome')!;
      expect(w).toMatchObject({ amount: 50, status: 'locked', turnoverRequired: 500, turnoverDone: 0 });
      const locked = await h.call(
        'claimReward',
        { id: w.id, idempotencyKey: key() },
        { token: m.token, ip: nextIp() },
      );
      expect(locked.status).toBe(409);
      expect(locked.body.messageKey).toBe('error.reward_locked');
      await round(m.id, 200);
      expect((await list()).find((r) => r.id === w.id)).toMatchObject({
        status: 'locked',
        turnoverDone: 200,
      });
      await round(m.id, 300);
      expect((await list()).find((r) => r.id === w.id)).toMatchObject({
        status: 'claimable',
        turnoverDone: 500,
      });
      expect(
        (await h.ok('claimReward', { id: w.id, idempotencyKey: key() }, { token: m.token, ip: nextIp() }))
          .amount,
      ).toBe(50);
    } finally {
      ph.manifest.rewards = saved;
    }
  });

  it("locks an operator's promotional bonus until the valid bets since its grant meet the turnover", async () => {
    const m = await member();
    await round(m.id, 999, h.clock.now() - 1); // before the grant: does not count
    const { id } = await h.sandbox('sandboxBonus', { username: m.username, amount: 30, turnover: 40 });
    const list = async () => (await h.ok('rewards', {}, { token: m.token })).list;
    expect((await list()).find((r) => r.id === id)).toMatchObject({
      kind: 'promo',
      amount: 30,
      status: 'locked',
      turnoverRequired: 40,
      turnoverDone: 0,
    });
    await round(m.id, 25);
    expect((await list()).find((r) => r.id === id)).toMatchObject({ status: 'locked', turnoverDone: 25 });
    const early = await h.call(
      'claimReward',
      { id, idempotencyKey: key() },
      { token: m.token, ip: nextIp() },
    );
    expect(early.body.messageKey).toBe('error.reward_locked');
    expect(await balance(m.token)).toBe(0);
    await round(m.id, 20);
    expect((await list()).find((r) => r.id === id)).toMatchObject({ status: 'claimable', turnoverDone: 40 });
    expect(
      await h.ok('claimReward', { id, idempotencyKey: key() }, { token: m.token, ip: nextIp() }),
    ).toEqual({ amount: 30, balance: 30 });
    expect(await auditLedger(h.db, [m.id])).toEqual([]);
    // Only on the member's own merchant host.
    await expect(
      h.sandbox('sandboxBonus', { username: m.username, amount: 1, turnover: 0 }, { host: 'bd.localhost' }),
    ).rejects.toThrow();
  });

  it('computes the VIP level from paid deposits and valid bets, and grants each reached level its upgrade gift', async () => {
    const m = await member();
    const l = await levels();
    expect(l).toHaveLength(15);
    const nextMidnight = manilaMidnight(h.clock.now()) + DAY;
    expect(await h.ok('vipStatus', {}, { token: m.token })).toEqual({
      level: 0,
      deposits: 0,
      validBets: 0,
      pendingDeposits: 0,
      pendingBets: 0,
      settlesAt: nextMidnight,
    });
    await paidDeposit(m.id, l[2]!.depositRequired);
    // Deposits alone are not enough: both requirements of a level must be met.
    expect((await h.ok('vipStatus', {}, { token: m.token })).level).toBe(0);
    // Points settle daily at the merchant's midnight (ph: Manila): a bet at 23:59:59 yesterday counts now.
    const midnight = manilaMidnight(h.clock.now());
    await round(m.id, l[2]!.betRequired - 1, midnight - 1000);
    await round(m.id, 1, midnight - 1);
    expect(await h.ok('vipStatus', {}, { token: m.token })).toEqual({
      level: 2,
      deposits: l[2]!.depositRequired,
      validBets: l[2]!.betRequired,
      pendingDeposits: 0,
      pendingBets: 0,
      settlesAt: nextMidnight,
    });
    const gifts = (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'vip_gift');
    expect(gifts.map((g) => [g.level, g.amount]).sort()).toEqual([
      [1, l[1]!.upgradeBonus],
      [2, l[2]!.upgradeBonus],
    ]);
    // Listing again grants nothing new.
    expect(
      (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'vip_gift'),
    ).toHaveLength(2);
  });

  it("settles VIP points at the merchant's midnight: today's deposits and bets raise the level tomorrow", async () => {
    const saved = h.clock.now();
    try {
      const m = await member();
      const l = await levels();
      const midnight = manilaMidnight(h.clock.now());
      // Both made today, from Manila's midnight on: not settled yet.
      await paidDeposit(m.id, l[1]!.depositRequired, midnight);
      await round(m.id, l[1]!.betRequired, midnight);
      // Counted apart as pending, from the next Manila midnight on (what the VIP page explains).
      expect(await h.ok('vipStatus', {}, { token: m.token })).toEqual({
        level: 0,
        deposits: 0,
        validBets: 0,
        pendingDeposits: l[1]!.depositRequired,
        pendingBets: l[1]!.betRequired,
        settlesAt: midnight + DAY,
      });
      expect(
        (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'vip_gift'),
      ).toEqual([]);
      // One millisecond before the next Manila midnight: still today (a new session: the old one has timed out).
      h.clock.set(midnight + DAY - 1);
      const login = async () =>
        (await h.ok('login', { type: 'username', username: m.username, password: PASSWORD })).token;
      const token = await login();
      expect((await h.ok('vipStatus', {}, { token })).level).toBe(0);
      // The next business day: settled, level 1 and its gift.
      h.clock.set(midnight + DAY);
      expect(await h.ok('vipStatus', {}, { token })).toEqual({
        level: 1,
        deposits: l[1]!.depositRequired,
        validBets: l[1]!.betRequired,
        pendingDeposits: 0,
        pendingBets: 0,
        settlesAt: midnight + 2 * DAY,
      });
      expect((await h.ok('rewards', {}, { token })).list.filter((r) => r.kind === 'vip_gift')).toEqual([
        expect.objectContaining({ level: 1, amount: l[1]!.upgradeBonus }),
      ]);
    } finally {
      h.clock.set(saved);
    }
  });

  it("grants yesterday's rebate at the level's rate once, and claims pay it", async () => {
    const m = await member();
    const l = await levels();
    await paidDeposit(m.id, l[1]!.depositRequired);
    // A round an hour before today's midnight in the merchant's zone (ph: Asia/Manila) is yesterday's.
    expect(manifest('ph').timezone).toBe('Asia/Manila');
    const midnight = manilaMidnight(h.clock.now());
    await round(m.id, l[1]!.betRequired, midnight - 3_600_000);
    const rebates = (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'rebate');
    expect(rebates).toHaveLength(1);
    const rebate = rebates[0]!;
    expect(rebate.amount).toBe(Math.floor(l[1]!.betRequired * l[1]!.rebateRate) / 100);
    const credit = await h.ok(
      'claimReward',
      { id: rebate.id, idempotencyKey: key() },
      { token: m.token, ip: nextIp() },
    );
    expect(credit.amount).toBe(rebate.amount);
    const [row] = await h.db.query<{ kind: string }>(
      `SELECT kind FROM ledger WHERE member_id = $1 AND ref = $2`,
      [m.id, `reward:${rebate.id}`],
    );
    expect(row?.kind).toBe('rebate');
    expect(
      (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'rebate'),
    ).toHaveLength(1);
  });

  it("cuts the rebate day at midnight in the merchant's time zone, not at UTC midnight", async () => {
    const saved = h.clock.now();
    try {
      // 10:00 in Manila on 10 March 2026 (02:00 UTC): yesterday is 9 March, Manila time, which began at
      // 8 March 16:00 UTC and ended at 9 March 16:00 UTC.
      h.clock.set(Date.UTC(2026, 2, 10, 2, 0, 0));
      const m = await member();
      const l = await levels();
      await paidDeposit(m.id, l[1]!.depositRequired);
      const second = 1000;
      await round(m.id, 100, Date.UTC(2026, 2, 8, 16, 0, 0)); // 00:00:00 on the 9th in Manila: counts
      await round(m.id, 200, Date.UTC(2026, 2, 9, 16, 0, 0) - second); // 23:59:59 on the 9th: counts
      await round(m.id, 400, Date.UTC(2026, 2, 8, 16, 0, 0) - second); // 23:59:59 on the 8th: too early
      await round(m.id, 800, Date.UTC(2026, 2, 9, 16, 0, 0)); // 00:00:00 on the 10th: today, not yet
      // Enough valid bets for level 1 in all (the rate is level 1's), on the 8th: settled, outside the rebate day.
      await round(m.id, l[1]!.betRequired, Date.UTC(2026, 2, 8, 10, 0, 0));
      const rebates = (await h.ok('rewards', {}, { token: m.token })).list.filter((r) => r.kind === 'rebate');
      expect(rebates).toEqual([
        expect.objectContaining({ day: '2026-03-09', amount: Math.floor(300 * l[1]!.rebateRate) / 100 }),
      ]);
      // A UTC day would have taken 9 March 00:00–24:00 UTC: the 200 and the 800, not the 100.
      expect(Math.floor(300 * l[1]!.rebateRate)).not.toBe(Math.floor(1000 * l[1]!.rebateRate));

      // Bangladesh (Asia/Dhaka, UTC+6): the same instant is 08:00 on the 10th there; its 9th ran 18:00–18:00 UTC.
      expect(manifest('bd').timezone).toBe('Asia/Dhaka');
      const b = await member('bd.localhost');
      const bl = (await h.ok('vipLevels', {}, { host: 'bd.localhost' })).list;
      await paidDeposit(b.id, bl[1]!.depositRequired);
      await round(b.id, bl[1]!.betRequired, Date.UTC(2026, 2, 9, 1, 0, 0));
      await round(b.id, 5000, Date.UTC(2026, 2, 8, 18, 0, 0) - second); // 23:59:59 on the 8th in Dhaka
      await round(b.id, 7000, Date.UTC(2026, 2, 9, 18, 0, 0)); // 00:00:00 on the 10th in Dhaka
      const bRebates = (await h.ok('rewards', {}, { token: b.token, host: b.host })).list.filter(
        (r) => r.kind === 'rebate',
      );
      expect(bRebates).toEqual([
        expect.objectContaining({
          day: '2026-03-09',
          amount: Math.floor(bl[1]!.betRequired * bl[1]!.rebateRate) / 100,
        }),
      ]);
    } finally {
      h.clock.set(saved);
    }
  });

  it('joins a promotion once with a remark of at most 140 characters, signs in daily, and claims the yearly gift once', async () => {
    const m = await member();
    const acts = (await h.ok('activities', {}, { token: m.token })).list;
    const join = acts.find((a) => a.status === 'join')!;
    const sign = acts.find((a) => a.status === 'signed')!;
    const gift = acts.find((a) => a.status === 'claim')!;
    const soon = acts.find((a) => a.status === 'coming_soon');

    const long = await h.call(
      'joinActivity',
      { activityId: join.id, comment: 'x'.repeat(141) },
      { token: m.token },
    );
    expect(long.status).toBe(400);
    const e = await h.ok(
      'joinActivity',
      { activityId: join.id, comment: 'x'.repeat(140) },
      { token: m.token },
    );
    expect(e).toMatchObject({ activityId: join.id, state: 'joined', comment: 'x'.repeat(140) });
    expect(await h.ok('joinActivity', { activityId: join.id }, { token: m.token })).toEqual(e);
    await h.ok('joinActivity', { activityId: sign.id }, { token: m.token });
    const entries = async () => (await h.ok('activityEntries', {}, { token: m.token })).list;
    expect((await entries()).map((x) => [x.activityId, x.state]).sort()).toEqual(
      [
        [join.id, 'joined'],
        [sign.id, 'signed'],
      ].sort(),
    );
    // The next day the sign-in is open again; the join stays.
    h.clock.advance(DAY);
    try {
      const { token } = await h.ok('login', { type: 'username', username: m.username, password: PASSWORD });
      const next = (await h.ok('activityEntries', {}, { token })).list;
      expect(next.map((x) => x.state)).toEqual(['joined']);
    } finally {
      h.clock.advance(-DAY);
    }
    if (soon)
      expect(
        (await h.call('joinActivity', { activityId: soon.id }, { token: m.token })).body.messageKey,
      ).toBe('error.not_eligible');

    // The birthday gift is the VIP level's birthday bonus: level 0 has none.
    const none = await h.call(
      'claimActivity',
      { activityId: gift.id, idempotencyKey: key() },
      { token: m.token },
    );
    expect(none.body.messageKey).toBe('error.not_eligible');
    const l = await levels();
    await paidDeposit(m.id, l[1]!.depositRequired);
    // Yesterday's bets: VIP points settle at the merchant's midnight.
    await round(m.id, l[1]!.betRequired, h.clock.now() - DAY);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call('claimActivity', { activityId: gift.id, idempotencyKey: key() }, { token: m.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.messageKey === 'error.reward_claimed')).toHaveLength(9);
    expect(await balance(m.token)).toBe(l[1]!.birthdayBonus);
    expect((await entries()).some((x) => x.activityId === gift.id && x.state === 'claimed')).toBe(true);
    expect(await auditLedger(h.db, [m.id])).toEqual([]);
  });

  it('refuses trial accounts and guests', async () => {
    const trial = await h.ok('testPlay', {}, { ip: nextIp() });
    expect((await h.call('rewards', {}, { token: trial.token })).status).toBe(403);
    expect((await h.call('rewards', {})).status).toBe(401);
  });
});

describe.runIf(PG_ADMIN_URL)('reward claims on a PostgreSQL server (truly concurrent transactions)', () => {
  const databaseUrl = freshPostgresDatabase('wl_rewards');

  it('pays once when 20 claims of one reward with different keys race', async () => {
    const h = await startHarness({ db: await openDatabase({ databaseUrl: databaseUrl() }) });
    try {
      await raceClaims(h);
      expect(h.errors).toEqual([]);
    } finally {
      await h.db.close();
    }
  });
});
