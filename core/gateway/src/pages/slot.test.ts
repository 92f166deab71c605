import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../money/ledger.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';
import { playRound } from '../game/rounds.ts';
import { returnToPlayer, STAKES } from '../game/slot.ts';

describe('sandbox game rounds', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness();
    token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  async function open(nodeId?: string, lang?: string) {
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5' && (!nodeId || g.nodeId === nodeId))!;
    const launch = await h.ok(
      'launchGame',
      { nodeId: game.nodeId },
      { token, ...(lang ? { headers: { language: lang } } : {}) },
    );
    const res = await h.gateway.request(`http://ph.localhost${launch.url}`);
    const cookie = res.headers.get('set-cookie')!;
    return { game, res, html: await res.text(), cookie: cookie.split(';')[0]! };
  }

  const spinForm = (cookie: string, stake: number, key: string) =>
    h.gateway.request('http://ph.localhost/wps/game/round', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ stake: String(stake), key }).toString(),
    });

  it('opens with a one-time ticket into a cookie-held session, in the player’s language', async () => {
    const { res, html, cookie, game } = await open();
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Strict/i);
    expect(res.headers.get('set-cookie')).toMatch(/Path=\/wps\/game/);
    expect(html).toContain(game.gameName.replace(/'/g, '&#39;'));
    expect(html).toContain(`Return to player: ${(returnToPlayer() * 100).toFixed(2)}%`);
    for (const stake of STAKES) expect(html).toContain(`value="${stake}"`);
    expect(cookie).not.toContain(token);
    const ty = await open(undefined, 'TY');
    expect(ty.html).toContain('lang="tl"');
    expect(ty.html).toContain('Paikutin');
  });

  it('debits the stake and credits the win in one go, records the round, plays a resubmitted form once', async () => {
    const { cookie, game } = await open();
    const before = (await h.ok('wallet', {}, { token })).sumBalance;
    const key = crypto.randomUUID();
    const first = await spinForm(cookie, 5, key);
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/wps\/game\/slot\?round=R/);
    // The same form sent again (double tap, back and resubmit) plays nothing more.
    expect((await spinForm(cookie, 5, key)).headers.get('location')).toBe(location);
    const shown = await h.gateway.request(`http://ph.localhost${location}`, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toMatch(/You won ₱|No win this time/);

    const now = h.clock.now();
    const rec = await h.ok('gameRecords', { startTime: now - 60_000, endTime: now + 1 }, { token });
    expect(rec.totalCount).toBe(1);
    const round = rec.list[0]!;
    expect(round).toMatchObject({ gameName: game.gameName, vendorCode: game.vendorCode, stake: 5 });
    expect(round.net).toBeCloseTo(round.win - 5, 2);
    const after = (await h.ok('wallet', {}, { token })).sumBalance;
    expect(after).toBeCloseTo(before - 5 + round.win, 2);
    expect(rec.totals).toEqual({ count: 1, stake: 5, win: round.win, net: round.net });
  });

  it('refuses a stake above the balance and records nothing; keeps records within their range and type', async () => {
    // A new member has nothing: every stake is above the balance.
    const username = uniqueName('g');
    await h.ok('register', {
      ...ADULT,
      username,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(h)),
    });
    const poor = (await h.ok('login', { type: 'username', username, password: 'Passw0rd' })).token;
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    const launch = await h.ok('launchGame', { nodeId: game.nodeId }, { token: poor });
    const res = await h.gateway.request(`http://ph.localhost${launch.url}`);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const refused = await spinForm(cookie, 1, crypto.randomUUID());
    expect(refused.headers.get('location')).toBe('/wps/game/slot?error=balance&stake=1');
    const page = await h.gateway.request('http://ph.localhost/wps/game/slot?error=balance', {
      headers: { cookie },
    });
    expect(await page.text()).toContain('Your balance is too low for this stake.');
    const now = h.clock.now();
    expect(
      (await h.ok('gameRecords', { startTime: now - 60_000, endTime: now + 1 }, { token: poor })).totalCount,
    ).toBe(0);
    expect((await h.ok('wallet', {}, { token: poor })).sumBalance).toBe(0);

    const bad = await h.call('gameRecords', { startTime: now, endTime: now - 1 }, { token });
    expect(bad.body.message).toMatch(/^endTime: must be after startTime/);
    const long = await h.call('gameRecords', { startTime: 0, endTime: 40 * 86_400_000 }, { token });
    expect(long.body.message).toMatch(/^endTime: must be at most 31 days/);
    const fish = await h.ok(
      'gameRecords',
      { startTime: now - 60_000, endTime: now + 1, gameType: 'FISH' },
      { token },
    );
    expect(fish.totalCount).toBe(0);
    const earlier = await h.ok('gameRecords', { startTime: now - 120_000, endTime: now - 60_000 }, { token });
    expect(earlier.totalCount).toBe(0);
  });

  it('trial players play with their trial balance, marked as free play', async () => {
    const trial = await h.ok('testPlay', {}, { ip: '10.9.0.1' });
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 100 });
    const free = games.find((g) => g.isGameH5 === 'H5' && g.freeplay)!;
    const launch = await h.ok('launchGame', { nodeId: free.nodeId }, { token: trial.token });
    const res = await h.gateway.request(`http://ph.localhost${launch.url}`);
    expect(await res.text()).toContain('Free play');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const before = (await h.ok('wallet', {}, { token: trial.token })).sumBalance;
    await spinForm(cookie, 10, crypto.randomUUID());
    const now = h.clock.now();
    const rec = await h.ok(
      'gameRecords',
      { startTime: now - 60_000, endTime: now + 1 },
      { token: trial.token },
    );
    expect(rec.totalCount).toBe(1);
    expect((await h.ok('wallet', {}, { token: trial.token })).sumBalance).toBeCloseTo(
      before + rec.totals.net,
      2,
    );
  });

  it('a big win enters the winners list; a trial player’s does not', async () => {
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    const [demo] = await h.db.query<{ id: number }>(
      `SELECT id FROM members WHERE merchant = 'ph' AND username = 'demo001'`,
    );
    const seven = () => 14;
    const round = await playRound(
      h.gateway.deps,
      { memberId: Number(demo!.id), merchant: 'ph', nodeId: game.nodeId, language: 'EN' },
      10_000,
      crypto.randomUUID(),
      seven,
    );
    expect(round.winCents).toBe(2_500_000);
    const listed = await h.db.query<{ customer_name: string; win_amount: string; node_id: string }>(
      `SELECT customer_name, win_amount, node_id FROM winners WHERE merchant = 'ph' AND customer_name = 'de***01'`,
    );
    expect(listed.map((w) => [w.customer_name, Number(w.win_amount), w.node_id])).toEqual([
      ['de***01', 25000, game.nodeId],
    ]);
    const board = await h.ok('winnerBoard', { gameCategory: 'ALL', limitNum: 50 });
    expect(board.list.some((w) => w.vo.customerName === 'de***01' && w.vo.winAmount === 25000)).toBe(true);

    const trial = await h.ok('testPlay', {}, { ip: '10.9.0.2' });
    const [t] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      trial.userName,
    ]);
    const before = await h.db.query('SELECT id FROM winners');
    const played = await playRound(
      h.gateway.deps,
      { memberId: Number(t!.id), merchant: 'ph', nodeId: game.nodeId, language: 'EN' },
      1000,
      crypto.randomUUID(),
      seven,
    );
    expect(played.winCents).toBe(250_000);
    expect(await h.db.query('SELECT id FROM winners')).toHaveLength(before.length);
  });
});
