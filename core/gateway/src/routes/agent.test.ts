import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { playRound } from '../game/rounds.ts';
import { auditLedger } from '../money/ledger.ts';
import { callbackText, sign } from '../money/orders.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from '../test/postgres.ts';
import { DAY } from '../agent/terms.ts';

const PASSWORD = 'Passw0rd';

/** The whole suite on one database engine. */
function suite(options: () => Promise<Parameters<typeof startHarness>[0]>) {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(await options());
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  const agentLogin = (username: string, password = DEMO_PASSWORD, ip = '10.15.0.1') =>
    h.call('agentLogin', { username, password }, { ip });

  async function newAgent() {
    const made = await h.sandbox('sandboxAgent', { username: uniqueName('ag') });
    const { token } = (await agentLogin(made.username)).body.value!;
    return { ...made, token };
  }

  async function joinWithCode(code: string) {
    const username = uniqueName('dl');
    const reg = await h.call('register', {
      ...ADULT,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      affiliateCode: code,
      ...(await solvedCaptcha(h)),
    });
    expect(reg.body, JSON.stringify(reg.body)).toMatchObject({ success: true });
    const { token } = await h.ok('login', { type: 'username', username, password: PASSWORD });
    const { id } = await h.ok('memberInfo', {}, { token });
    return { username, token, id: Number(id) };
  }

  async function deposit(token: string, amount: string) {
    const order = await h.ok(
      'createDeposit',
      { channelId: 0, amount, idempotencyKey: randomUUID() },
      { token },
    );
    const cents = Number(amount).toFixed(2);
    const signature = await sign(h.db, callbackText(order.orderNo, 'paid', cents));
    const res = await h.gateway.request('http://ph.localhost/wps/pay/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo, status: 'paid', amount: cents, signature }),
    });
    expect(res.status).toBe(200);
  }

  async function play(memberId: number, stakeCents: number, stops: number[]) {
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    return playRound(
      h.gateway.deps,
      { memberId, merchant: 'ph', nodeId: game.nodeId, language: 'EN' },
      stakeCents,
      randomUUID(),
      () => stops.shift()!,
    );
  }

  it('logs agents in on the agent login only, with the spec messages for the wrong login', async () => {
    const agent = await agentLogin('agent001');
    expect(agent.status).toBe(200);
    expect(agent.body.value).toMatchObject({ userName: 'agent001', type: 1 });
    const member = await agentLogin('demo001');
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({
      code: 'NOT_AGENT',
      messageKey: 'error.non_agent_login',
      message: 'Non-agents cannot log in',
    });
    // A wrong password is a wrong password, whatever the account's type (the type is not revealed).
    expect((await agentLogin('demo001', 'Wrong1234', '10.15.0.2')).body.code).toBe('LOGIN_FAILED');
    const only = await h.call('login', { type: 'username', username: 'agent042', password: DEMO_PASSWORD });
    expect(only.status).toBe(403);
    expect(only.body).toMatchObject({
      code: 'NOT_MEMBER',
      messageKey: 'error.non_member_login',
      message: 'Non-member account unable to login',
    });
    expect((await agentLogin('agent042')).body.value).toMatchObject({ type: 42 });
    expect((await agentLogin('agent041')).body.value).toMatchObject({ type: 41 });
  });

  it('offers the contracts, signs or declines once, and clears the pending request', async () => {
    const a = await newAgent();
    expect(await h.ok('contractRequests', {}, { token: a.token })).toEqual({
      dailysalreqtype: true,
      divtypecompperiodreq: true,
      contracthoursalreq: true,
    });
    const offered = await h.ok('agentContract', { kind: 'daily' }, { token: a.token });
    expect(offered).toMatchObject({
      status: 'pending',
      answeredAt: null,
      terms: { period: 'day', basis: 'validBets' },
    });
    const signed = await h.ok('answerContract', { kind: 'daily', accept: true }, { token: a.token });
    expect(signed).toMatchObject({ status: 'signed', terms: offered.terms, answeredAt: h.clock.now() });
    expect(await h.ok('answerContract', { kind: 'hourly', accept: false }, { token: a.token })).toMatchObject(
      {
        status: 'declined',
      },
    );
    expect(await h.ok('contractRequests', {}, { token: a.token })).toEqual({
      dailysalreqtype: false,
      divtypecompperiodreq: true,
      contracthoursalreq: false,
    });
    const again = await h.call('answerContract', { kind: 'daily', accept: false }, { token: a.token });
    expect(again.status).toBe(403);
    expect((await h.ok('agentContract', { kind: 'daily' }, { token: a.token })).status).toBe('signed');
    // Agent variants 40-42 never see contracts.
    const v = (await agentLogin('agent041')).body.value!;
    expect((await h.call('agentContract', { kind: 'daily' }, { token: v.token })).status).toBe(403);
  });

  it('shows an agent its own tree only: another agent’s team is refused', async () => {
    const a = await newAgent();
    const b = await newAgent();
    const direct = await joinWithCode(a.code);
    const added = await h.ok(
      'addDownline',
      { username: uniqueName('ad'), password: PASSWORD },
      { token: a.token },
    );
    // A member of a member: level 2 under a.
    await h.db.query('UPDATE members SET parent_id = $1 WHERE username = $2', [direct.id, added.username]);
    const all = await h.ok('agentTeam', { scope: 'all' }, { token: a.token });
    expect(all.list.map((m) => [m.username, m.level]).sort()).toEqual(
      [
        [direct.username, 1],
        [added.username, 2],
      ].sort(),
    );
    const directOnly = await h.ok('agentTeam', { scope: 'direct' }, { token: a.token });
    expect(directOnly.list.map((m) => m.username)).toEqual([direct.username]);
    expect(directOnly.list[0]).toMatchObject({
      teamSize: 1,
      registeredAt: h.clock.now(),
      lastLoginAt: h.clock.now(),
    });
    const found = await h.ok(
      'agentTeam',
      { scope: 'all', search: added.username.slice(0, 6).toUpperCase() },
      { token: a.token },
    );
    expect(found.list.map((m) => m.username)).toContain(added.username);
    expect((await h.ok('agentInvite', {}, { token: a.token })).codes).toEqual([a.code]);

    // b sees none of it, and naming a's members is refused.
    expect((await h.ok('agentTeam', { scope: 'all' }, { token: b.token })).totalCount).toBe(0);
    const foreign = await h.call('agentTeam', { parent: direct.username }, { token: b.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe('NO_PERMISSION');
    const foreignPl = await h.call(
      'agentProfitLoss',
      { period: 'today', member: direct.username },
      { token: b.token },
    );
    expect(foreignPl.status).toBe(403);
    const agentAsMember = await h.call('agentTeam', { parent: a.username }, { token: b.token });
    expect(agentAsMember.status).toBe(403);
    // A member is no agent.
    expect((await h.call('agentTeam', {}, { token: direct.token })).status).toBe(403);
    expect((await h.call('agentProfitLoss', { period: 'today' }, { token: direct.token })).status).toBe(403);
    // a may look into its own member's team.
    expect(
      (await h.ok('agentTeam', { parent: direct.username }, { token: a.token })).list.map((m) => m.username),
    ).toEqual([added.username]);
  });

  it('computes profit and loss and the daily wage from real deposits and rounds, and pays each day once', async () => {
    const a = await newAgent();
    await h.ok('answerContract', { kind: 'daily', accept: true }, { token: a.token });
    await h.ok('answerContract', { kind: 'dividend', accept: true }, { token: a.token });
    const m1 = await joinWithCode(a.code);
    const m2 = await joinWithCode(a.code);
    await deposit(m1.token, '300');
    await deposit(m2.token, '500');
    // Stop 14 on every reel is three sevens (250x); stops 0, 5, 9 are cherry, lemon, bell (no win).
    await play(m1.id, 10_00, [0, 5, 9]);
    await play(m1.id, 20_00, [0, 5, 9]);
    await play(m2.id, 1_00, [14, 14, 14]);
    const pl = await h.ok('agentProfitLoss', { period: 'today' }, { token: a.token });
    expect(pl.total).toEqual({
      deposits: 800,
      withdrawals: 0,
      validBets: 31,
      wins: 250,
      bonuses: 0,
      rebates: 0,
      net: 219,
    });
    expect(pl.members.map((m) => [m.username, m.figures.validBets, m.figures.net])).toEqual([
      [m1.username, 30, -30],
      [m2.username, 1, 249],
    ]);
    expect(pl.kpi).toEqual({
      teamSize: 2,
      directSize: 2,
      newMembers: 2,
      activeMembers: 2,
      depositors: 2,
      firstDepositors: 2,
    });
    // Daily wage: 31 of valid bets reach the first tier (1%): 0.31. The team won, so no dividend.
    expect(pl.salary).toBe(0.31);
    expect(pl.dividend).toBe(0);
    const today = await h.ok('agentPayouts', { kind: 'daily', period: 'today' }, { token: a.token });
    expect(today.list).toEqual([
      expect.objectContaining({ basis: 31, rate: 1, amount: 0.31, status: 'accruing' }),
    ]);
    expect(
      (await h.call('agentProfitLoss', { period: 'yesterday' }, { token: a.token })).body.value!.total
        .validBets,
    ).toBe(0);

    // The next day: yesterday's wage is paid once, however often the settlement runs.
    const balanceBefore = (await h.ok('wallet', {}, { token: a.token })).sumBalance;
    h.clock.advance(DAY);
    // Sessions idle out over a day: log in again.
    const token = (await agentLogin(a.username)).body.value!.token;
    const runs = await Promise.all([
      h.sandbox('sandboxAgentSettle', {}),
      h.sandbox('sandboxAgentSettle', {}),
    ]);
    const paidNow = runs.flatMap((r) => r.paid).filter((p) => p.username === a.username);
    expect(paidNow.map((p) => [p.kind, p.amount])).toContainEqual(['daily', 0.31]);
    const again = await h.ok('agentPayouts', { kind: 'daily', period: 'yesterday' }, { token });
    expect(again.list).toEqual([expect.objectContaining({ amount: 0.31, status: 'paid' })]);
    expect((await h.sandbox('sandboxAgentSettle', {})).paid.filter((p) => p.username === a.username)).toEqual(
      [],
    );
    const rows = await h.db.query<{ amount: string }>(
      "SELECT l.amount FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.username = $1 AND l.kind = 'agent_wage'",
      [a.username],
    );
    expect(rows.map((r) => r.amount)).toEqual(['0.31']);
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBeCloseTo(balanceBefore + 0.31, 2);
    h.clock.advance(-DAY);
  });

  it('refuses a bad custom period', async () => {
    const a = await newAgent();
    const bad = await h.call(
      'agentProfitLoss',
      { period: 'custom', startDate: '2025-02-30', endDate: '2025-03-01' },
      { token: a.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.value).toMatchObject({ field: 'startDate' });
    const ok = await h.ok(
      'agentProfitLoss',
      { period: 'custom', startDate: '2025-01-01', endDate: '2025-01-31' },
      { token: a.token },
    );
    expect(ok.range).toEqual({
      period: 'custom',
      startTime: Date.UTC(2025, 0, 1),
      endTime: Date.UTC(2025, 1, 1),
    });
  });
}

describe('agent centre (embedded database)', () => suite(async () => ({})));

describe.runIf(PG_ADMIN_URL)('agent centre on a PostgreSQL server', () => {
  const databaseUrl = freshPostgresDatabase('wl_agent');
  suite(async () => ({ db: await openDatabase({ databaseUrl: databaseUrl() }) }));
});
