import { createHash } from 'node:crypto';
import { GAME_SCRIPT } from './gamePage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsOf, toCents } from '../money/cents.ts';
import { auditLedger, post } from '../money/ledger.ts';
import { registeredMember, startHarness, type Harness } from '../test/harness.ts';
import { STAKES } from '../game/lottery.ts';

describe('lottery launches (LOTT and ELOTTO open the sandbox lottery)', () => {
  let h: Harness;
  // A fresh seeded gateway; the machine is shared, so the start gets more than the default minute.
  beforeAll(async () => {
    h = await startHarness();
  }, 180_000);
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  async function member(balance: number) {
    const { token, id } = await registeredMember(h, 'l');
    if (balance)
      await h.db.transaction((tx) =>
        post(tx, { memberId: id, kind: 'deposit', amountCents: balance * 100, at: h.clock.now() }),
      );
    return { token, id };
  }

  async function lotteryGame(vendor: string, mode?: string) {
    const { list } = await h.ok('lotteryList', {});
    return list.find((g) => g.vendorCode === vendor && (!mode || g.lottoMode === mode))!;
  }

  /** Launches like the app's frame: the launch address plus the frame's parameters. */
  async function open(token: string, vendor: string, params: Record<string, string> = {}, mode?: string) {
    const game = await lotteryGame(vendor, mode);
    const launch = await h.ok('launchGame', { nodeId: game.nodeId, gameId: game.gameId }, { token });
    const u = new URL(launch.url, 'http://ph.localhost');
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    const res = await h.gateway.request(`http://ph.localhost${u.pathname}${u.search}`);
    const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    return { game, launch, res, html: await res.text(), cookie, url: `${u.pathname}${u.search}` };
  }

  const bet = (cookie: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
    return h.gateway.request('http://ph.localhost/wps/game/lottery/bet', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: body.toString(),
    });
  };

  it('the launch address carries play type, prize mode and code; the page shows them under a strict CSP', async () => {
    const { token } = await member(100);
    const { launch, res, html } = await open(token, 'SGW');
    expect(new URL(launch.url, 'http://x').searchParams.get('playType')).toBe('ent');
    expect(new URL(launch.url, 'http://x').searchParams.get('prize_mode')).toBe('Lott');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/style-src 'sha256-/);
    // One script only, the game pages' own (rounds out of the history), allowed by its hash; no inline style.
    expect(html).not.toMatch(/style="/);
    const scripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(scripts).toEqual([GAME_SCRIPT]);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(GAME_SCRIPT).digest('base64')}'`);
    expect(html).toMatch(/<form class="card" method="post" action="\/wps\/game\/lottery\/bet" data-replace/);
    expect(html).toMatch(/<a href="\/m\/" data-back>/);
    expect(html).toContain('Play type: Entertainment');
    expect(html).toContain('Prize mode: Lottery');
    expect(html).toContain('Big (6–10)');

    const trad = await open(
      token,
      'TCG_LOTTO_VN',
      { playType: 'trad', prize_mode: 'Elott', mui: '1' },
      'Tradition',
    );
    expect(trad.html).toContain('Play type: Traditional');
    expect(trad.html).toContain('Prize mode: E-lottery');
    expect(trad.html).toContain('Pick 3 numbers');
    const sea = await lotteryGame('TCG_SEA');
    const seaLaunch = await h.ok('launchGame', { nodeId: sea.nodeId, code: 'lobby' }, { token });
    expect(new URL(seaLaunch.url, 'http://x').searchParams.get('prize_mode')).toBe('SEA');
    expect(new URL(seaLaunch.url, 'http://x').searchParams.get('code')).toBe('lobby');
    const wrongCode = await h.call('launchGame', { nodeId: sea.nodeId, code: 'nope' }, { token });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.message).toMatch(/^code: must be lobby or /);
  });

  it('unknown playType or prize_mode is a clear 400 that leaves the ticket unused', async () => {
    const { token } = await member(100);
    const game = await lotteryGame('SGW');
    const launch = await h.ok('launchGame', { nodeId: game.nodeId }, { token });
    const u = new URL(launch.url, 'http://ph.localhost');
    for (const [k, v, reason] of [
      ['playType', 'keno', 'playType must be trad or ent, not "keno"'],
      ['prize_mode', 'Jackpot', 'prize_mode must be Lott, ZY, Elott or SEA, not "Jackpot"'],
      ['mui', '7', 'mui must be 0 or 1, not "7"'],
    ] as const) {
      const bad = new URL(u);
      bad.searchParams.set(k, v);
      const res = await h.gateway.request(`http://ph.localhost${bad.pathname}${bad.search}`);
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      const html = await res.text();
      expect(html).toContain('This lottery link is not valid');
      expect(html).toContain(reason.replace(/"/g, '&#34;'));
    }
    // The ticket still opens the game once the address is right.
    expect((await h.gateway.request(`http://ph.localhost${u.pathname}${u.search}`)).status).toBe(200);
    // Another game's id or another merchant in the address is refused too.
    const other = await open(token, 'SGW', { gameId: 'NOT-THIS-ONE' });
    expect(other.res.status).toBe(400);
    expect(other.html).toContain('gameId must be');
    const elsewhere = await open(token, 'SGW', { merchant: 'bd' });
    expect(elsewhere.res.status).toBe(400);
    expect(elsewhere.html).toContain('merchant must be ph');
  });

  it('a bet debits the stake and credits the win in one transaction, is recorded, and a resubmit bets once', async () => {
    const { token } = await member(100);
    const { cookie, game } = await open(
      token,
      'TCG_LOTTO_VN',
      { playType: 'trad', prize_mode: 'Lott' },
      'Tradition',
    );
    const key = crypto.randomUUID();
    const first = await bet(cookie, { stake: '5', key, n: ['2', '5', '9'] });
    expect(first.status).toBe(303);
    const location = first.headers.get('location')!;
    expect(location).toMatch(/^\/wps\/game\/lottery\?round=R\w+&stake=5$/);
    expect((await bet(cookie, { stake: '5', key, n: ['2', '5', '9'] })).headers.get('location')).toBe(
      location,
    );
    // The same key with other numbers is another request: refused, nothing bet.
    expect((await bet(cookie, { stake: '5', key, n: ['1', '5', '9'] })).status).toBe(409);

    const shown = await h.gateway.request(`http://ph.localhost${location}`, { headers: { cookie } });
    const html = await shown.text();
    expect(html).toMatch(/You won ₱|No win this time/);
    expect(html).toContain('Your pick: 2,5,9');
    expect(html.match(/data-testid="drawn"/g)).toHaveLength(3);

    const now = h.clock.now();
    const rec = await h.ok(
      'gameRecords',
      { startTime: now - 60_000, endTime: now + 1, gameType: 'LOTT' },
      { token },
    );
    expect(rec.totalCount).toBe(1);
    const round = rec.list[0]!;
    expect(round).toMatchObject({
      gameName: game.gameName,
      vendorCode: 'TCG_LOTTO_VN',
      gameType: 'LOTT',
      stake: 5,
    });
    expect([0, 15, 200]).toContain(round.win);
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBeCloseTo(100 - 5 + round.win, 2);
    const [row] = await h.db.query<{ result: string }>('SELECT result FROM game_rounds WHERE round_id = $1', [
      round.roundId,
    ]);
    expect(row!.result).toMatch(/^trad Lott 2,5,9 → \d+,\d+,\d+$/);
  });

  it('refuses a bad ticket and a stake above the balance, moving nothing', async () => {
    const { token, id } = await member(3);
    const { cookie } = await open(token, 'SGW');
    const noSide = await bet(cookie, { stake: '1', key: crypto.randomUUID() });
    expect(noSide.headers.get('location')).toBe('/wps/game/lottery?error=ticket&stake=1');
    const page = await h.gateway.request('http://ph.localhost/wps/game/lottery?error=ticket', {
      headers: { cookie },
    });
    expect(await page.text()).toContain('Pick Big or Small.');
    const tooMuch = await bet(cookie, { stake: '5', key: crypto.randomUUID(), side: 'big' });
    expect(tooMuch.headers.get('location')).toBe('/wps/game/lottery?error=balance&stake=5');
    const low = await h.gateway.request('http://ph.localhost/wps/game/lottery?error=balance', {
      headers: { cookie },
    });
    expect(await low.text()).toContain('Your balance is too low for this stake.');
    const [n] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM game_rounds WHERE member_id = $1',
      [id],
    );
    expect(Number(n!.n)).toBe(0);
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBe(3);
    // A lottery session plays no slot rounds.
    const slot = await h.gateway.request('http://ph.localhost/wps/game/round', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({ stake: '1', key: crypto.randomUUID() }).toString(),
    });
    expect(slot.headers.get('location')).toBe('/wps/game/lottery');
  });

  it('respects the player’s wager limit and a time-out like the slot does', async () => {
    const { token, id } = await member(100);
    await h.ok('setProtectionLimit', { kind: 'wager', period: 'week', value: 10 }, { token });
    const { cookie } = await open(token, 'SGW');
    const side = { side: 'small' };
    expect(
      (await bet(cookie, { stake: '5', key: crypto.randomUUID(), ...side })).headers.get('location'),
    ).toMatch(/round=R/);
    expect(
      (await bet(cookie, { stake: '5', key: crypto.randomUUID(), ...side })).headers.get('location'),
    ).toMatch(/round=R/);
    const refused = await bet(cookie, { stake: '1', key: crypto.randomUUID(), ...side });
    expect(refused.headers.get('location')).toBe('/wps/game/lottery?refused=wager_limit&stake=1');
    const page = await h.gateway.request(`http://ph.localhost${refused.headers.get('location')}`, {
      headers: { cookie },
    });
    expect(await page.text()).toContain('This stake would go over your wager limit.');

    const other = await member(100);
    const open2 = await open(other.token, 'SGW');
    await h.ok('protectionExclude', { kind: 'timeout', length: 1 }, { token: other.token });
    // Excluding oneself ends the open game session too: the next bet finds no session.
    expect((await bet(open2.cookie, { stake: '1', key: crypto.randomUUID(), ...side })).status).toBe(410);
    // An exclusion the open session did not see end (set by the operator) refuses the bet in its transaction.
    const third = await member(100);
    const open3 = await open(third.token, 'SGW');
    const [m] = await h.db.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
      third.id,
    ]);
    const now = h.clock.now();
    await h.db.query(
      `INSERT INTO protection_exclusions (member_id, merchant, operator, username, across_operator, kind, started_at, ends_at, irrevocable_until)
       VALUES ($1, 'ph', 'op', $2, false, 'timeout', $3, $4, $4)`,
      [third.id, m!.username, now, now + 86_400_000],
    );
    const refusedX = await bet(open3.cookie, { stake: '1', key: crypto.randomUUID(), ...side });
    expect(refusedX.headers.get('location')).toBe('/wps/game/lottery?refused=timeout&stake=1');
    expect((await h.ok('wallet', {}, { token: third.token })).sumBalance).toBe(100);
    const rounds = await h.db.query<{ member_id: number }>(
      'SELECT member_id FROM game_rounds WHERE member_id = ANY($1::int[])',
      [[id, other.id, third.id]],
    );
    expect(rounds.filter((r) => Number(r.member_id) === id)).toHaveLength(2);
    expect(rounds.filter((r) => Number(r.member_id) === other.id)).toHaveLength(0);
    expect(rounds.filter((r) => Number(r.member_id) === third.id)).toHaveLength(0);
  });

  it('parallel bets on one wallet: each settles once, none overdraws, the ledger sums to the balance', async () => {
    const { token, id } = await member(20);
    const { cookie } = await open(token, 'TCG_LOTTO_VN', { playType: 'trad' }, 'Tradition');
    const keys = Array.from({ length: 12 }, () => crypto.randomUUID());
    // 12 bets of 5 on a balance of 20, each sent twice (a double tap): at most what the balance covers settles.
    const answers = await Promise.all(
      [...keys, ...keys].map((key) => bet(cookie, { stake: '5', key, n: ['1', '2', '3'] })),
    );
    for (const a of answers) expect(a.status).toBe(303);
    const rounds = await h.db.query<{ stake: string; win: string }>(
      'SELECT stake, win FROM game_rounds WHERE member_id = $1',
      [id],
    );
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.length).toBeLessThanOrEqual(keys.length);
    const net = rounds.reduce((s, r) => s + toCents(r.win) - toCents(r.stake), 0);
    const balance = centsOf((await h.ok('wallet', {}, { token })).sumBalance);
    expect(balance).toBe(2000 + net);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await auditLedger(h.db, [id])).toEqual([]);
    const [bets] = await h.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND kind = 'bet'",
      [id],
    );
    expect(Number(bets!.n)).toBe(rounds.length);
    expect(STAKES).toContain(5);
  });
});
