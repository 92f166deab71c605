import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsOf } from '../money/cents.ts';
import { auditLedger, post } from '../money/ledger.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';

const DAY = 86_400_000;
const key = () => crypto.randomUUID();

describe('player protection', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    expect(await auditLedger(h.db)).toEqual([]);
    await h.db.close();
  });

  async function member(host = 'ph.localhost', balance = 0) {
    const username = uniqueName('p');
    await h.ok(
      'register',
      {
        ...ADULT,
        username,
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        ...(await solvedCaptcha(h, host)),
      },
      { host },
    );
    const { token } = await h.ok('login', { type: 'username', username, password: 'Passw0rd' }, { host });
    const [m] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
    const id = Number(m!.id);
    if (balance)
      await h.db.transaction((tx) =>
        post(tx, { memberId: id, kind: 'deposit', amountCents: balance * 100, at: h.clock.now() }),
      );
    return { username, token, id, host };
  }

  const deposit = (token: string, amount: number) =>
    h.call('createDeposit', { channelId: 0, amount: String(amount), idempotencyKey: key() }, { token });

  it('refuses a deposit over the limit; a lower limit applies at once, a raise only after 24 hours', async () => {
    const { token, username } = await member();
    let state = await h.ok('setProtectionLimit', { kind: 'deposit', period: 'day', value: 500 }, { token });
    expect(state.limits).toEqual([{ kind: 'deposit', period: 'day', value: 500, used: 0 }]);
    const refused = await deposit(token, 600);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'LIMIT_REACHED',
      messageKey: 'protection.error.deposit_limit',
      value: { field: 'amount', period: 'day', limit: 500, remaining: 500 },
    });
    expect((await deposit(token, 400)).body.success).toBe(true);
    expect((await deposit(token, 200)).body).toMatchObject({ value: { remaining: 100 } });

    const asked = h.clock.now();
    state = await h.ok('setProtectionLimit', { kind: 'deposit', period: 'day', value: 2000 }, { token });
    expect(state.limits[0]).toMatchObject({ value: 500, pending: { value: 2000, at: asked + DAY } });
    expect((await deposit(token, 200)).body.code).toBe('LIMIT_REACHED');
    // The player's protection clock (the sandbox's per-player offset; the session stays alive).
    const passed = async (ms: number) => {
      const { now } = await h.sandbox('sandboxClock', { username, offsetMs: ms });
      expect(now).toBe(h.clock.now() + ms);
    };
    await passed(DAY - 1000);
    expect((await deposit(token, 200)).body.code).toBe('LIMIT_REACHED');
    await passed(DAY);
    h.clock.advance(60_000);
    // The order of a day ago left the window too; the new limit is in force.
    expect((await deposit(token, 1500)).body.success).toBe(true);
    state = await h.ok('protectionState', {}, { token });
    expect(state.limits).toEqual([{ kind: 'deposit', period: 'day', value: 2000, used: 1500 }]);

    // Lowering is at once; removing waits like a raise.
    state = await h.ok('setProtectionLimit', { kind: 'deposit', period: 'day', value: 1600 }, { token });
    expect(state.limits[0]).toEqual({ kind: 'deposit', period: 'day', value: 1600, used: 1500 });
    state = await h.ok('setProtectionLimit', { kind: 'deposit', period: 'day', value: null }, { token });
    expect(state.limits[0]).toMatchObject({ value: 1600, pending: { value: null } });
    expect((await deposit(token, 200)).body.code).toBe('LIMIT_REACHED');
  });

  it('holds the limit under concurrent deposits: one at a time per player, so only what fits goes through', async () => {
    const { token } = await member();
    await h.ok('setProtectionLimit', { kind: 'deposit', period: 'week', value: 1000 }, { token });
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(token, 300)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(3);
    expect(answers.filter((a) => a.body.code === 'LIMIT_REACHED')).toHaveLength(2);
  });

  it('refuses a round over the wager limit in the round’s transaction, moving no money', async () => {
    const { token, id } = await member('ph.localhost', 100);
    await h.ok('setProtectionLimit', { kind: 'wager', period: 'week', value: 10 }, { token });
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    const launch = await h.ok('launchGame', { nodeId: game.nodeId }, { token });
    const cookie = (await h.gateway.request(`http://ph.localhost${launch.url}`)).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const spin = (stake: number) =>
      h.gateway.request('http://ph.localhost/wps/game/round', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams({ stake: String(stake), key: key() }).toString(),
      });
    expect((await spin(5)).headers.get('location')).toMatch(/round=R/);
    expect((await spin(5)).headers.get('location')).toMatch(/round=R/);
    const refused = await spin(1);
    expect(refused.headers.get('location')).toBe('/wps/game/slot?refused=wager_limit&stake=1');
    const [n] = await h.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM game_rounds WHERE member_id = $1',
      [id],
    );
    expect(Number(n!.n)).toBe(2);
    const page = await h.gateway.request(`http://ph.localhost${refused.headers.get('location')}`, {
      headers: { cookie },
    });
    expect(await page.text()).toContain('This stake would go over your wager limit.');
  });

  it('holds play for a reality check after the interval, showing time played and the net result', async () => {
    const { token } = await member('ph.localhost', 100);
    // PH's default is 30 minutes; the player chooses 20. Longer than the merchant's is refused.
    expect((await h.call('setRealityCheck', { minutes: 45 }, { token })).status).toBe(400);
    await h.ok('setRealityCheck', { minutes: 20 }, { token });
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const launch = await h.ok(
      'launchGame',
      { nodeId: games.find((g) => g.isGameH5 === 'H5')!.nodeId },
      { token },
    );
    const cookie = (await h.gateway.request(`http://ph.localhost${launch.url}`)).headers
      .get('set-cookie')!
      .split(';')[0]!;
    const form = (path: string, body: Record<string, string> = {}) =>
      h.gateway.request(`http://ph.localhost${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: new URLSearchParams(body).toString(),
      });
    const slot = async () =>
      (await h.gateway.request('http://ph.localhost/wps/game/slot', { headers: { cookie } })).text();
    await form('/wps/game/round', { stake: '10', key: key() });
    const wallet = (await h.ok('wallet', {}, { token })).sumBalance;
    const net = centsOf(wallet) - 10_000;
    expect(await slot()).not.toContain('Reality check');
    h.clock.advance(20 * 60_000);
    const html = await slot();
    expect(html).toContain('Reality check');
    expect(html).toContain('You have been playing for 0 h 20 min.');
    const shown = `${net < 0 ? '-' : net > 0 ? '+' : ''}₱${(Math.abs(net) / 100).toFixed(2)}`;
    // The amount is one unbroken piece of text (a bdi the page keeps on one line), inside the sentence.
    expect(html.replace(/<[^>]+>/g, '')).toContain(`Net result this session: ${shown}`);
    expect(html).toContain(`<bdi class="amount">${shown}</bdi>`);
    // While it waits, no round is played.
    expect((await form('/wps/game/round', { stake: '10', key: key() })).headers.get('location')).toBe(
      '/wps/game/slot?stake=10',
    );
    expect((await h.ok('wallet', {}, { token })).sumBalance).toBe(wallet);
    await form('/wps/game/reality');
    expect(await slot()).not.toContain('Reality check');
  });

  it('self-exclusion ends the sessions and refuses login with the end date until it ends', async () => {
    const { token, username } = await member();
    const x = await h.ok('protectionExclude', { kind: 'self', length: 6 }, { token });
    const end = new Date(h.clock.now());
    end.setUTCMonth(end.getUTCMonth() + 6);
    expect(x).toEqual({ kind: 'self', until: end.getTime(), irrevocableUntil: end.getTime() });
    expect((await h.call('wallet', {}, { token })).status).toBe(401);
    const login = await h.call('login', { type: 'username', username, password: 'Passw0rd' });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({
      code: 'EXCLUDED',
      messageKey: 'protection.error.self_excluded',
      value: { until: end.getTime() },
    });
    // A wrong password learns nothing about the exclusion.
    expect((await h.call('login', { type: 'username', username, password: 'Wrong000' })).body.code).toBe(
      'LOGIN_FAILED',
    );
    // Lengths the merchant does not offer are refused.
    const other = await member('bd.localhost');
    expect(
      (
        await h.call(
          'protectionExclude',
          { kind: 'timeout', length: 3 },
          { token: other.token, host: 'bd.localhost' },
        )
      ).status,
    ).toBe(400);
    h.clock.advance(183 * DAY);
    const again = { type: 'username' as const, username, password: 'Passw0rd', ...(await solvedCaptcha(h)) };
    expect((await h.call('login', again)).body.success).toBe(true);
  });

  it('refuses an under-age date of birth at registration with the merchant’s minimum age', async () => {
    const day = new Date(h.clock.now());
    const iso = (years: number, days = 0) => {
      const d = new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    const attempt = async (birthDate: string) =>
      h.call('register', {
        username: uniqueName('a'),
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        birthDate,
        ...(await solvedCaptcha(h)),
      });
    // PH's age limit is 21: one day short of it is refused, naming the age; the birthday itself is accepted.
    const young = await attempt(iso(21, 1));
    expect(young.status).toBe(400);
    expect(young.body).toMatchObject({
      code: 'UNDER_AGE',
      messageKey: 'protection.error.under_age',
      value: { field: 'birthDate', age: 21 },
    });
    expect((await attempt('2001-02-30')).body).toMatchObject({ value: { field: 'birthDate' } });
    expect((await attempt(iso(21))).body.success).toBe(true);
  });
});
