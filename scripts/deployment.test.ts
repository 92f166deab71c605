/**
 * Two gateway processes on one PostgreSQL behind nginx (issue 30): what the database must make true across
 * processes, proven with real processes, real nginx and real concurrency. Runs where the machine has nginx and
 * TEST_DATABASE_URL names a PostgreSQL role that may create databases (.ci/run sets both up; elsewhere skipped).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../core/gateway/src/db/database.ts';
import { auditLedger } from '../core/gateway/src/money/ledger.ts';
import {
  ADULT,
  solvedCaptcha,
  startHarness,
  uniqueName,
  type Harness,
} from '../core/gateway/src/test/harness.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from '../core/gateway/src/test/postgres.ts';
import { NGINX_BIN, startDeployment, type Deployment } from './lib/deployment.ts';

const PORT = Number(process.env.DEPLOYMENT_TEST_PORT || 8560);
const PASSWORD = 'Passw0rd';
const CATALOGUE_TTL = 2000;
const PAY_PW = '246810';
const agent = new Agent({ keepAlive: true, maxSockets: 128 });

/**
 * A fetch to 127.0.0.1:<port> that keeps the URL's host as the Host header (fetch would replace it). A request sent
 * on a kept-alive socket that the server had just closed as idle (Node's 5 s keep-alive timeout: a busy machine can
 * leave a socket idle that long between steps) fails with ECONNRESET before the server read it; it is sent once more
 * on a new socket, as Node's documentation advises (`request.reusedSocket`). Any other failure fails the test.
 */
function via(port: number) {
  const send = (url: string, init: RequestInit, retried: boolean): Promise<Response> =>
    new Promise((resolve, reject) => {
      const u = new URL(url);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          agent,
          method: init.method ?? 'GET',
          path: `${u.pathname}${u.search}`,
          headers: { ...(init.headers as Record<string, string>), host: u.host },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers))
              for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) headers.append(k, one);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers }));
          });
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => {
        if (req.reusedSocket && e.code === 'ECONNRESET' && !retried) resolve(send(url, init, true));
        else reject(e);
      });
      req.end(typeof init.body === 'string' ? init.body : undefined);
    });
  return (url: string, init: RequestInit): Promise<Response> => send(url, init, false);
}

describe.runIf(PG_ADMIN_URL && NGINX_BIN)('two gateway processes on one PostgreSQL behind nginx', () => {
  const databaseUrl = freshPostgresDatabase('wl_deploy');
  let deployment: Deployment;
  let site: string;
  /** Through nginx (either process), and straight to each process. */
  let nginx: Harness;
  let a: Harness;
  let b: Harness;
  const unexpectedExits: string[] = [];

  beforeAll(async () => {
    // The API needs no bundle: a stand-in site gives nginx a server for ph.localhost.
    site = await mkdtemp(path.join(tmpdir(), 'wl-deploy-site-'));
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>ph</title>');
    deployment = await startDeployment({
      port: PORT,
      databaseUrl: databaseUrl(),
      sites: [{ code: 'ph', domains: [], root: site, shells: {}, csp: "default-src 'self'" }],
      stdio: process.env.DEPLOYMENT_TEST_LOG ? 'inherit' : 'ignore',
      // A short catalogue refresh, so following a change made elsewhere is tested in seconds.
      env: { GATEWAY_CATALOGUE_TTL_MS: String(CATALOGUE_TTL) },
      onExit: (name, code, signal) => unexpectedExits.push(`${name} ${signal ?? code}`),
    });
    const db = await openDatabase({ databaseUrl: databaseUrl() });
    nginx = await startHarness({ db, request: via(PORT) });
    a = await startHarness({ db, request: via(deployment.gatewayPorts[0]!) });
    b = await startHarness({ db, request: via(deployment.gatewayPorts[1]!) });
  }, 240_000);

  afterAll(async () => {
    await deployment?.stop();
    await nginx?.db.close();
    await rm(site, { recursive: true, force: true });
    agent.destroy();
  });

  /** A new member registered on one process and logged in on the other, with a payment password and an e-wallet. */
  async function member(first: Harness, second: Harness) {
    const username = uniqueName('dp');
    await first.ok('register', {
      ...ADULT,
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...(await solvedCaptcha(second)),
    });
    const { token } = await second.ok('login', { type: 'username', username, password: PASSWORD });
    await first.ok(
      'setPaymentPassword',
      { paymentPassword: PAY_PW, confirmPaymentPassword: PAY_PW },
      { token },
    );
    const { id } = await second.ok(
      'bindPayoutAccount',
      { payeeName: 'Juan Dela Cruz', kind: 'ewallet', provider: 'GCash', accountNo: '09171234567' },
      { token },
    );
    const [row] = await first.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [
      username,
    ]);
    return { username, token, accountId: id, memberId: Number(row!.id) };
  }

  /** A deposit order paid on the sandbox provider's page; `pay` may be another process than `create`. */
  async function deposit(
    create: Harness,
    pay: Harness,
    token: string,
    amount: number,
    key: string = randomUUID(),
  ) {
    const order = await create.ok(
      'createDeposit',
      { channelId: 0, amount: String(amount), idempotencyKey: key },
      { token },
    );
    const url = new URL(order.payUrl, 'http://ph.localhost');
    const form = new URLSearchParams({
      order: url.searchParams.get('order')!,
      sig: url.searchParams.get('sig')!,
      outcome: 'paid',
    });
    const res = await pay
      .raw('POST', '/wps/pay/sandbox', {
        body: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      .catch((e: Error) => e);
    return { order, res };
  }

  const wallet = async (h: Harness, token: string) => (await h.ok('wallet', {}, { token })).sumBalance;

  /**
   * 50 money moves of `kind(i)`, each with its own key, each sent to both processes at once (as a retry after a lost
   * answer would be): every answer, two per move.
   */
  async function toBoth<K extends string, R>(
    kind: (i: number) => K,
    send: (mv: { kind: K; key: string; i: number }, h: Harness, side: number) => Promise<R>,
  ) {
    const moves = Array.from({ length: 50 }, (_, i) => ({ kind: kind(i), key: randomUUID(), i }));
    const results = await Promise.all(moves.flatMap((mv) => [a, b].map((h, side) => send(mv, h, side))));
    return { moves, results };
  }

  it('keeps the books through 50 concurrent deposits and withdrawals on one wallet, each key sent to both processes', async () => {
    const m = await member(a, b);
    await deposit(a, b, m.token, 2000);
    expect(await wallet(b, m.token)).toBe(2000);
    // 25 deposits of 100 and 25 withdrawals of 300 (more than the wallet will ever hold: some must be refused), each
    // sent to both processes at once, as a retry after a lost answer would be.
    const { moves, results } = await toBoth(
      (i) => (i % 2 ? 'withdraw' : 'deposit'),
      async (mv, h, side) => {
        if (mv.kind === 'deposit') {
          const other = side ? a : b;
          const { order } = await deposit(h, other, m.token, 100, mv.key);
          return { mv, ok: true, orderNo: order.orderNo };
        }
        const r = await h.call(
          'withdraw',
          { amount: '300', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: mv.key },
          { token: m.token },
        );
        return { mv, ok: r.body.success, orderNo: r.body.value?.orderNo, code: r.body.code };
      },
    );
    // Both sends of a key answer the same order.
    for (const mv of moves) {
      const pair = results.filter((r) => r.mv === mv);
      if (pair.every((r) => r.ok)) expect(pair[0]!.orderNo).toBe(pair[1]!.orderNo);
    }
    const refused = results.filter((r) => !r.ok);
    for (const r of refused) expect(r.code).toBe('INSUFFICIENT_BALANCE');
    const depositOrders = (await nginx.ok('depositOrders', { pageSize: 100 }, { token: m.token })).list;
    const withdrawals = (await nginx.ok('withdrawals', { pageSize: 100 }, { token: m.token })).list;
    // One order per key, never two.
    expect(depositOrders.filter((o) => o.status === 'paid')).toHaveLength(26);
    const paidOut = withdrawals.length;
    expect(new Set(withdrawals.map((w) => w.orderNo)).size).toBe(paidOut);
    expect(paidOut).toBe(
      new Set(results.filter((r) => r.mv.kind === 'withdraw' && r.ok).map((r) => r.mv.key)).size,
    );
    const end = await wallet(a, m.token);
    expect(end).toBe(2000 + 25 * 100 - paidOut * 300);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(await auditLedger(a.db)).toEqual([]);
    expect(unexpectedExits).toEqual([]);
  }, 120_000);

  /** A form posted straight to one process (a game page's round), its answer not followed. */
  const post = (port: number, p: string, cookie: string, fields: Record<string, string>) =>
    via(port)(`http://ph.localhost${p}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        'x-forwarded-for': '10.0.0.1',
      },
      body: new URLSearchParams(fields).toString(),
    });

  it('keeps the books through 50 concurrent slot bets, wins and reward claims on one wallet, each key sent to both processes', async () => {
    const m = await member(a, b);
    await deposit(a, b, m.token, 200);
    // A slot opened on one process; its game session (a cookie) is played on both.
    const { games } = await a.ok('gameList', { gameType: 'RNG', pageSize: 50 });
    const game = games.find((g) => g.isGameH5 === 'H5');
    expect(game, 'an H5 slot in the sandbox catalogue').toBeDefined();
    const launched = await a.ok('launchGame', { nodeId: game!.nodeId }, { token: m.token });
    const opened = await via(deployment.gatewayPorts[1]!)(new URL(launched.url, 'http://ph.localhost').href, {
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(opened.status).toBe(200);
    const cookie = opened.headers.get('set-cookie')!.split(';')[0]!;
    const welcome = (await b.ok('rewards', {}, { token: m.token })).list.find((r) => r.kind === 'welcome');
    expect(welcome, "ph's welcome bonus").toBeDefined();
    // 45 bets of 100.00 on 200.00 (wins decide how many the wallet covers) and 5 claims of the welcome bonus, each
    // with its own key, each key sent to both processes at once.
    const { moves, results } = await toBoth(
      (i) => (i % 10 ? 'bet' : 'claim'),
      async (mv, h, side) => {
        if (mv.kind === 'claim') {
          const r = await h.call(
            'claimReward',
            { id: welcome!.id, idempotencyKey: mv.key },
            { token: m.token, ip: `10.78.${side}.${mv.i}` },
          );
          return { mv, ok: r.status === 200, code: r.body.code, at: '' };
        }
        const res = await post(deployment.gatewayPorts[side]!, '/wps/game/round', cookie, {
          stake: '100',
          key: mv.key,
        });
        expect(res.status).toBe(303);
        const at = res.headers.get('location') ?? '';
        return { mv, ok: !/error=/.test(at), code: /error=(\w+)/.exec(at)?.[1] ?? '', at };
      },
    );
    // Both sends of a bet's key answer the same round (or the same refusal).
    for (const mv of moves.filter((x) => x.kind === 'bet')) {
      const pair = results.filter((r) => r.mv === mv);
      expect(pair[0]!.at, `key ${mv.i}`).toBe(pair[1]!.at);
    }
    for (const r of results.filter((x) => x.mv.kind === 'bet' && !x.ok)) expect(r.code).toBe('balance');
    // The welcome bonus paid once, whatever the keys and processes.
    const claims = results.filter((r) => r.mv.kind === 'claim');
    expect(new Set(claims.filter((r) => r.ok).map((r) => r.mv.key)).size).toBe(1);
    for (const r of claims.filter((x) => !x.ok)) expect(r.code).toBe('REWARD_CLAIMED');
    const credited = await a.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND ref = $2',
      [m.memberId, `reward:${welcome!.id}`],
    );
    expect(Number(credited[0]!.n)).toBe(1);
    // One round per applied key, each stake and win in the ledger once; the balance is what they add up to.
    const played = await a.db.query<{ stake: string; win: string }>(
      'SELECT stake, win FROM game_rounds WHERE member_id = $1',
      [m.memberId],
    );
    const appliedBets = new Set(results.filter((r) => r.mv.kind === 'bet' && r.ok).map((r) => r.mv.key));
    expect(played).toHaveLength(appliedBets.size);
    const cents = (x: string) => Math.round(Number(x) * 100);
    const net = played.reduce((sum, r) => sum + cents(r.win) - cents(r.stake), 0);
    const end = await wallet(b, m.token);
    expect(Math.round(end * 100)).toBe(20_000 + Math.round(welcome!.amount * 100) + net);
    // Never below zero at any step: each row's balance is the one before it plus its amount (no lost update between
    // the processes), and none is negative.
    const rows = await a.db.query<{ amount: string; balance_after: string }>(
      'SELECT amount, balance_after FROM ledger WHERE member_id = $1 ORDER BY id',
      [m.memberId],
    );
    let running = 0;
    for (const r of rows) {
      running += cents(r.amount);
      expect(cents(r.balance_after)).toBe(running);
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(Math.round(end * 100));
    const bets = await a.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM ledger WHERE member_id = $1 AND kind = 'bet'",
      [m.memberId],
    );
    expect(Number(bets[0]!.n)).toBe(played.length);
    expect(await auditLedger(a.db)).toEqual([]);
    expect(unexpectedExits).toEqual([]);
  }, 120_000);

  it('a captcha, a login guard and a rate limit of one process hold on the other', async () => {
    // A captcha issued by A is answered on B, once.
    const username = uniqueName('cap');
    const cap = await solvedCaptcha(a);
    const reg = { ...ADULT, username, password: PASSWORD, confirmPassword: PASSWORD, ...cap };
    await b.ok('register', reg);
    expect((await a.call('register', { ...reg, username: uniqueName('cap') })).body.code).toBe(
      'CAPTCHA_INVALID',
    );
    // A failed login on A puts the captcha in front of the account on B.
    expect(
      (await a.call('login', { type: 'username', username, password: 'WrongPass1' }, { ip: '10.44.0.1' }))
        .status,
    ).toBe(401);
    expect(
      (await b.call('login', { type: 'username', username, password: PASSWORD }, { ip: '10.44.0.2' })).body
        .code,
    ).toBe('CAPTCHA_REQUIRED');
    // 30 captchas a minute from one address, counted across both processes: the 31st is refused on either.
    const ip = '10.44.1.1';
    for (let i = 0; i < 30; i++) await (i % 2 ? a : b).ok('captcha', {}, { ip });
    const over = await a.call('captcha', {}, { ip });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    expect((await b.call('captcha', {}, { ip })).status).toBe(429);
  }, 60_000);

  it('each process follows a catalogue change made elsewhere within its refresh time', async () => {
    const first = async (h: Harness) =>
      (await h.ok('gameList', { platform: 'html5', pageNo: 1, pageSize: 1, gameType: 'RNG' })).games[0]!;
    const before = await first(a);
    expect((await first(b)).gameName).toBe(before.gameName); // both processes hold the catalogue now
    const renamed = `${before.gameName} Deluxe`;
    const changedAt = Date.now();
    await a.db.query('UPDATE games SET game_name = $1 WHERE merchant = $2 AND node_id = $3', [
      renamed,
      'ph',
      before.nodeId,
    ]);
    try {
      for (const h of [a, b])
        await expect
          .poll(async () => (await first(h)).gameName, { timeout: CATALOGUE_TTL + 5000, interval: 100 })
          .toBe(renamed);
      // Within the refresh time (and the time the polls themselves take on a busy machine).
      expect(Date.now() - changedAt).toBeLessThan(CATALOGUE_TTL + 5000);
    } finally {
      await a.db.query('UPDATE games SET game_name = $1 WHERE merchant = $2 AND node_id = $3', [
        before.gameName,
        'ph',
        before.nodeId,
      ]);
    }
  }, 60_000);

  it('a sandbox status switch made through one process holds on the other within a second or so', async () => {
    const vendors = async (h: Harness) => (await h.call('vendors', {})).status;
    expect([await vendors(a), await vendors(b)]).toEqual([200, 200]);
    await a.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph' });
    try {
      expect(await vendors(a)).toBe(503);
      await expect.poll(() => vendors(b), { timeout: 5000, interval: 100 }).toBe(503);
    } finally {
      await b.sandbox('sandboxStatus', { status: 'normal', merchantCode: 'ph' });
    }
    expect(await vendors(b)).toBe(200);
    await expect.poll(() => vendors(a), { timeout: 5000, interval: 100 }).toBe(200);
  }, 30_000);

  it('loses nothing acknowledged when a process is killed mid-way; the other keeps serving through nginx', async () => {
    const m = await member(b, a);
    await deposit(b, b, m.token, 5000);
    const keys = Array.from({ length: 40 }, () => randomUUID());
    const send = (key: string) =>
      nginx
        .call(
          'withdraw',
          { amount: '100', payoutAccountId: m.accountId, paymentPassword: PAY_PW, idempotencyKey: key },
          { token: m.token },
        )
        .then(
          (r) => (r.body.success ? r.body.value!.orderNo : null),
          () => null, // nginx's 502 for a request that was on the killed process: not acknowledged
        );
    const acknowledged = new Map<string, string>();
    let killed = false;
    await Promise.all(
      keys.map(async (key, i) => {
        await new Promise((r) => setTimeout(r, i * 15));
        if (i === 20 && !killed) {
          killed = true;
          deployment.gateways[0]!.kill('SIGKILL');
        }
        const orderNo = await send(key);
        if (orderNo) acknowledged.set(key, orderNo);
      }),
    );
    expect(killed).toBe(true);
    expect(acknowledged.size).toBeGreaterThan(0);
    // Every key again (the player's retry): an acknowledged one answers the same order, the rest are made now.
    for (const key of keys) {
      const orderNo = await send(key);
      expect(orderNo, `retry of ${key}`).not.toBeNull();
      if (acknowledged.has(key)) expect(orderNo).toBe(acknowledged.get(key));
    }
    expect(await wallet(nginx, m.token)).toBe(5000 - keys.length * 100);
    const orders = (await nginx.ok('withdrawals', { pageSize: 100 }, { token: m.token })).list;
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(keys.length);
    expect(await auditLedger(nginx.db)).toEqual([]);
    expect(unexpectedExits).toEqual([`gateway :${deployment.gatewayPorts[0]} SIGKILL`]);
  }, 120_000);
});
