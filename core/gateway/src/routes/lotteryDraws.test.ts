import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, uniqueName, type Harness } from '../test/harness.ts';

/* Numero, VN numero and recent VN lottery (spec section 7, issue 28), and the agent KPI call. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const DAY = 86_400_000;
const TIERS = ['special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

describe('lottery results', () => {
  it('numero: the latest draws of one game, newest first, the first being getLott’s latest', async () => {
    const latest = (await h.ok('getLott', {})).list.find((d) => d.gameName === '5D Lotto 3 Min')!;
    const n = await h.ok('numero', { gameId: latest.gameId, limit: 5 });
    expect(n.gameName).toBe('5D Lotto 3 Min');
    expect(n.list).toHaveLength(5);
    expect(n.list[0]).toEqual({ issue: latest.issue, numbers: latest.numbers, drawTime: latest.drawTime });
    for (let i = 1; i < 5; i++) {
      expect(n.list[i - 1]!.drawTime - n.list[i]!.drawTime).toBe(3 * 60_000);
      expect(Number(n.list[i]!.issue)).toBe(Number(n.list[i - 1]!.issue) - 1);
      expect(n.list[i]!.numbers).toHaveLength(5);
    }
    expect((await h.ok('numero', { gameId: latest.gameId })).list).toHaveLength(10);
    // The same issue has the same numbers on a later call, as the next draws come in.
    h.clock.advance(6 * 60_000);
    const later = await h.ok('numero', { gameId: latest.gameId, limit: 5 });
    expect(later.list[2]).toEqual(n.list[0]);
    expect((await h.call('numero', { gameId: 'JILI-0001' })).body).toMatchObject({
      value: { field: 'gameId' },
    });
    expect((await h.call('numero', { gameId: latest.gameId, limit: 31 })).status).toBe(400);
  });

  it('VN numero: a regional draw with every prize tier; only VN regional games; the last 30 issues', async () => {
    const vn = (await h.ok('lotteryList', { vassalage: 'TCG_LOTTO_VN' })).list;
    const south = vn.find((g) => g.gameName === 'Vietnam Lotto South')!;
    const d = await h.ok('vnNumero', { gameId: south.gameId });
    expect(d.prizes.map((p) => p.tier)).toEqual(TIERS);
    expect(d.prizes[0]!.numbers).toHaveLength(1);
    expect(d.prizes[0]!.numbers[0]).toMatch(/^\d{6}$/);
    expect(d.prizes.find((p) => p.tier === 'fourth')!.numbers).toHaveLength(7);
    expect(d.prizes.find((p) => p.tier === 'eighth')!.numbers[0]).toMatch(/^\d{2}$/);
    expect(d.drawTime).toBeLessThanOrEqual(h.clock.now());
    expect(h.clock.now() - d.drawTime).toBeLessThan(DAY);
    const prev = await h.ok('vnNumero', { gameId: south.gameId, issue: String(Number(d.issue) - 1) });
    expect(prev.drawTime).toBe(d.drawTime - DAY);
    expect(await h.ok('vnNumero', { gameId: south.gameId, issue: d.issue })).toEqual(d);
    const bad = (q: Record<string, string>) => h.call('vnNumero', { gameId: south.gameId, ...q });
    expect((await bad({ issue: String(Number(d.issue) + 1) })).body).toMatchObject({
      value: { field: 'issue' },
    });
    expect((await bad({ issue: String(Number(d.issue) - 30) })).body).toMatchObject({
      value: { field: 'issue' },
    });
    const keno = vn.find((g) => g.gameName === 'Keno')!;
    expect((await h.call('vnNumero', { gameId: keno.gameId })).body).toMatchObject({
      value: { field: 'gameId' },
    });
  });

  it('recent VN lottery: the latest regional draws, newest first, each as VN numero answers it', async () => {
    const r = await h.ok('recentVnLottery', {});
    expect(r.list).toHaveLength(6);
    expect(new Set(r.list.map((d) => d.gameName))).toEqual(
      new Set(['Vietnam Lotto North', 'Vietnam Lotto South', 'Vietnam Lotto Central']),
    );
    for (let i = 1; i < r.list.length; i++)
      expect(r.list[i - 1]!.drawTime).toBeGreaterThanOrEqual(r.list[i]!.drawTime);
    for (const d of r.list) expect(await h.ok('vnNumero', { gameId: d.gameId, issue: d.issue })).toEqual(d);
    expect((await h.ok('recentVnLottery', { limit: 2 })).list).toEqual(r.list.slice(0, 2));
  });
});

describe('agent KPI', () => {
  it('counts the team of the period: a new downline member shows today and not yesterday', async () => {
    const agent = await h.sandbox('sandboxAgent', { username: uniqueName('kpi') });
    const { token } = await h.ok('agentLogin', { username: agent.username, password: DEMO_PASSWORD });
    const before = await h.ok('agentKpi', { period: 'today' }, { token });
    await h.ok('addDownline', { username: uniqueName('kd'), password: 'Passw0rd' }, { token });
    const after = await h.ok('agentKpi', { period: 'today' }, { token });
    expect(after.kpi.teamSize).toBe(before.kpi.teamSize + 1);
    expect(after.kpi.directSize).toBe(before.kpi.directSize + 1);
    expect(after.kpi.newMembers).toBe(before.kpi.newMembers + 1);
    expect(after.range.period).toBe('today');
    const yesterday = await h.ok('agentKpi', { period: 'yesterday' }, { token });
    expect(yesterday.kpi.newMembers).toBe(0);
    // The same figures as the profit and loss shows for the period.
    expect((await h.ok('agentProfitLoss', { period: 'today' }, { token })).kpi).toEqual(after.kpi);
    expect((await h.call('agentKpi', { period: 'custom' }, { token })).status).toBe(400);
  });
});
