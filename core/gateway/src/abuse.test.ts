/**
 * Abuse resistance (issue 9): limits that stop one address or one guesser without touching other players, a captcha
 * with no machine-readable form, no account oracle, nothing listed to a stray host, headers on every answer.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_GUARD, delayAfterFailures } from './auth/loginGuard.ts';
import { DEFAULT_LIMITS } from './auth/rateLimit.ts';
import { readGatewayEnv } from './env.ts';
import { addressBucket, normalizeAddress } from './net.ts';
import { createSite } from './site.ts';
import {
  ADULT,
  smsCode,
  solvedCaptcha,
  startHarness,
  uniqueMobile,
  uniqueName,
  type Harness,
} from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

async function register(username: string, password = 'Passw0rd', ip = '10.90.0.1') {
  const captcha = await solvedCaptcha(h);
  const a = await h.call(
    'register',
    { ...ADULT, username, password, confirmPassword: password, ...captcha },
    { ip },
  );
  expect(a.status, JSON.stringify(a.body)).toBe(200);
}

/** The wait a 429 asks for, in seconds. */
const retryAfter = (a: { body: { value?: unknown } }): number =>
  Number((a.body.value as { retryAfter?: number } | undefined)?.retryAfter);

const login = (username: string, password: string, ip: string, captcha?: object) =>
  h.call('login', { type: 'username', username, password, ...captcha }, { ip });

describe('real client addresses (npm start wiring, real sockets)', () => {
  let server: ServerType;
  let port: number;
  let sock: Harness;

  beforeAll(async () => {
    // No trusted proxy: the socket address is the caller, as with `npm start` and GATEWAY_TRUST_PROXY unset.
    sock = await h.variant({ trustProxy: false });
    const site = createSite(sock.gateway, new Hono());
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A JSON call over TCP from a given loopback address (Linux routes all of 127.0.0.0/8 to lo). */
  function post(from: string, path: string, body: unknown, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; json: { code: string; value?: Record<string, unknown> } }>(
      (resolve, reject) => {
        const data = Buffer.from(JSON.stringify(body));
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress: from,
            method: 'POST',
            path,
            headers: { host: 'ph.localhost', 'content-type': 'application/json', ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
            );
          },
        );
        req.on('error', reject);
        req.end(data);
      },
    );
  }
  const tcpLogin = (from: string, username: string, password: string, headers?: Record<string, string>) =>
    post(from, '/wps/session/login', { type: 'username', username, password }, headers);

  it('30 wrong logins from one address for made-up names limit that address only', async () => {
    const player = uniqueName('bee');
    await register(player);
    const max = DEFAULT_LIMITS.loginFailuresPerIp.max;
    for (let i = 0; i < max; i++)
      expect((await tcpLogin('127.0.0.2', uniqueName('ghost'), 'Wrong1234')).json.code).toBe('LOGIN_FAILED');
    const flooded = await tcpLogin('127.0.0.2', uniqueName('ghost'), 'Wrong1234');
    expect(flooded.status).toBe(429);
    expect(flooded.json.code).toBe('RATE_LIMITED');
    // A forged X-Forwarded-For from a client that is not a trusted proxy changes nothing.
    expect(
      (await tcpLogin('127.0.0.2', uniqueName('ghost'), 'Wrong1234', { 'x-forwarded-for': '203.0.113.7' }))
        .status,
    ).toBe(429);
    // The player on another address logs in at once, and so does a new address guessing wrong.
    const other = await tcpLogin('127.0.0.3', player, 'Passw0rd');
    expect(other.status, JSON.stringify(other.json)).toBe(200);
    expect((await tcpLogin('127.0.0.4', uniqueName('ghost'), 'Wrong1234')).json.code).toBe('LOGIN_FAILED');
  });

  it('believes X-Forwarded-For only from a configured proxy, taking the last hop it did not add', async () => {
    const proxied = await h.variant({ trustProxy: ['127.0.0.5'] });
    const site = createSite(proxied.gateway, new Hono());
    const s = await new Promise<ServerType>((resolve) => {
      const x = serve({ fetch: site.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(x));
    });
    const saved = port;
    port = (s.address() as AddressInfo).port;
    try {
      const limited = await h.variant({
        trustProxy: ['127.0.0.5'],
        limits: { loginFailuresPerIp: { max: 2, windowMs: 60_000 } },
      });
      const lsite = createSite(limited.gateway, new Hono());
      const ls = await new Promise<ServerType>((resolve) => {
        const x = serve({ fetch: lsite.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(x));
      });
      port = (ls.address() as AddressInfo).port;
      const via = (client: string) =>
        tcpLogin('127.0.0.5', uniqueName('ghost'), 'Wrong1234', {
          // The client's own forged entry comes first; the proxy appends the address it saw.
          'x-forwarded-for': `198.51.100.1, ${client}`,
        });
      await via('192.0.2.10');
      await via('192.0.2.10');
      expect((await via('192.0.2.10')).status).toBe(429);
      // Another client behind the same proxy is judged on its own address.
      expect((await via('192.0.2.11')).json.code).toBe('LOGIN_FAILED');
      // An untrusted peer's header is ignored: 127.0.0.6 is limited as itself.
      await tcpLogin('127.0.0.6', uniqueName('ghost'), 'Wrong1234', { 'x-forwarded-for': '192.0.2.12' });
      await tcpLogin('127.0.0.6', uniqueName('ghost'), 'Wrong1234', { 'x-forwarded-for': '192.0.2.13' });
      expect(
        (await tcpLogin('127.0.0.6', uniqueName('ghost'), 'Wrong1234', { 'x-forwarded-for': '192.0.2.14' }))
          .status,
      ).toBe(429);
      await new Promise<void>((resolve) => ls.close(() => resolve()));
    } finally {
      port = saved;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });

  it('counts an IPv6 caller by its /64, so rotating inside it does not dodge a limit', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressBucket('::1')).toBe('0:0:0:0::/64');
    expect(addressBucket('203.0.113.9')).toBe('203.0.113.9');
    expect(normalizeAddress('::FFFF:10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads GATEWAY_TRUST_PROXY as 1 (loopback) or a list of addresses, and refuses anything else', () => {
    expect(readGatewayEnv({}).trustProxy).toBe(false);
    expect(readGatewayEnv({ GATEWAY_TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readGatewayEnv({ GATEWAY_TRUST_PROXY: '10.0.0.5, ::1' }).trustProxy).toEqual(['10.0.0.5', '::1']);
    expect(() => readGatewayEnv({ GATEWAY_TRUST_PROXY: 'nginx' })).toThrow(/GATEWAY_TRUST_PROXY/);
  });
});

describe('login guard: no lock a stranger can trigger', () => {
  it("lets the owner in with the right password and a captcha after a stranger's 20 wrong guesses", async () => {
    const owner = uniqueName('own');
    await register(owner);
    // The stranger answers every captcha (as a paid solver would) and waits out every delay.
    for (let i = 0; i < 20; i++) {
      const guess = await login(owner, `Guess${i}xyz`, '10.66.0.1', await solvedCaptcha(h));
      if (guess.status === 429) {
        h.clock.advance(Number(retryAfter(guess)) * 1000);
        i--;
        continue;
      }
      expect(guess.body.code, JSON.stringify(guess.body)).toBe('LOGIN_FAILED');
    }
    // The owner, from their own address: a captcha is asked for, and then they are in, with no wait.
    const first = await login(owner, 'Passw0rd', '10.77.0.1');
    expect(first.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    const ok = await login(owner, 'Passw0rd', '10.77.0.1', await solvedCaptcha(h));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it("lets the owner in at once while a stranger's 10 guesses have the stranger waiting", async () => {
    const owner = uniqueName('own');
    await register(owner);
    let waited = 0;
    for (let i = 0; i < 10; i++) {
      const guess = await login(owner, `Guess${i}xyz`, '10.66.1.1', await solvedCaptcha(h));
      if (guess.status === 429) waited++;
      else expect(guess.body.code).toBe('LOGIN_FAILED');
    }
    // Without the clock moving, the stranger is held back after a few failures.
    expect(waited).toBe(10 - DEFAULT_LOGIN_GUARD.delayAfter);
    const ok = await login(owner, 'Passw0rd', '10.77.1.1', await solvedCaptcha(h));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('makes one address wait a growing delay at one account, and judges the attempt again after it', async () => {
    const name = uniqueName('dly');
    await register(name);
    const ip = '10.55.0.1';
    const seen: number[] = [];
    for (let failures = 1; failures <= DEFAULT_LOGIN_GUARD.delayAfter + 3; failures++) {
      const a = await login(name, 'WrongPass1', ip, await solvedCaptcha(h));
      expect(a.body.code).toBe('LOGIN_FAILED');
      const delay = delayAfterFailures(DEFAULT_LOGIN_GUARD, failures);
      if (delay === 0) continue;
      // Too early: refused before the captcha is used, with the wait and the captcha flag.
      const captcha = await solvedCaptcha(h);
      const early = await login(name, 'Passw0rd', ip, captcha);
      expect(early.status).toBe(429);
      expect(early.body).toMatchObject({ code: 'RATE_LIMITED', value: { captcha: true } });
      seen.push(retryAfter(early));
      h.clock.advance(delay - 1);
      expect((await login(name, 'Passw0rd', ip, captcha)).status).toBe(429);
      h.clock.advance(1);
    }
    // 1 s, 2 s, 4 s, 8 s: each failure doubles the wait.
    expect(seen).toEqual([1, 2, 4, 8]);
    expect(delayAfterFailures(DEFAULT_LOGIN_GUARD, 100)).toBe(DEFAULT_LOGIN_GUARD.maxDelayMs);
    // After the wait, the right password (and captcha) gets in; success clears the delay for this address.
    const ok = await login(name, 'Passw0rd', ip, await solvedCaptcha(h));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await login(name, 'Passw0rd', ip)).status).toBe(200);
  });

  it('forgets guard rows a day old, so made-up names do not pile up', async () => {
    const ghost = uniqueName('old');
    await login(ghost, 'Wrong1234', '10.43.0.1');
    const rows = () =>
      h.db.query('SELECT 1 FROM login_guards WHERE subject LIKE $1', [`%${ghost.toLowerCase()}%`]);
    expect((await rows()).length).toBe(2);
    h.clock.advance(24 * 3_600_000 + 1);
    for (let i = 0; i < 200; i++) await login(uniqueName('new'), 'Wrong1234', `10.43.1.${i}`);
    expect(await rows()).toEqual([]);
  });

  it('keeps limits in the database: another gateway process on it sees them', async () => {
    const name = uniqueName('dbl');
    await register(name);
    for (let i = 0; i < DEFAULT_LOGIN_GUARD.delayAfter; i++)
      await login(name, 'WrongPass1', '10.44.0.1', i === 0 ? undefined : await solvedCaptcha(h));
    const second = await h.variant({});
    const a = await second.call(
      'login',
      { type: 'username', username: name, password: 'Passw0rd', ...(await solvedCaptcha(second)) },
      { ip: '10.44.0.1' },
    );
    expect(a.status).toBe(429);
  });
});

describe('per-address limits on registration, SMS, captcha issuing and username checks', () => {
  it('limits captcha issuing per address, not for everyone', async () => {
    const max = DEFAULT_LIMITS.captchaPerIp.max;
    for (let i = 0; i < max; i++) expect((await h.call('captcha', {}, { ip: '10.33.0.1' })).status).toBe(200);
    const over = await h.call('captcha', {}, { ip: '10.33.0.1' });
    expect(over.status).toBe(429);
    expect((await h.call('captcha', {}, { ip: '10.33.0.2' })).status).toBe(200);
    h.clock.advance(DEFAULT_LIMITS.captchaPerIp.windowMs);
    expect((await h.call('captcha', {}, { ip: '10.33.0.1' })).status).toBe(200);
  });

  it('limits validateUsername per address, so it is not a free directory of names', async () => {
    const max = DEFAULT_LIMITS.usernameCheckPerIp.max;
    for (let i = 0; i < max; i++)
      expect(
        (await h.call('validateUsername', { username: uniqueName('probe') }, { ip: '10.34.0.1' })).status,
      ).toBe(200);
    expect((await h.call('validateUsername', { username: 'demo001' }, { ip: '10.34.0.1' })).status).toBe(429);
    expect((await h.ok('validateUsername', { username: 'demo001' }, { ip: '10.34.0.2' })).available).toBe(
      false,
    );
  });

  it('limits registration and SMS per address, so one address does not use up everyone else’s', async () => {
    const reg = await h.variant({
      limits: {
        registerPerIp: { max: 2, windowMs: 3_600_000 },
        smsPerIp: { max: 2, windowMs: 3_600_000 },
      },
    });
    const attempt = async (ip: string) =>
      reg.call(
        'register',
        {
          ...ADULT,
          username: uniqueName('reg'),
          password: 'Passw0rd',
          confirmPassword: 'Passw0rd',
          ...(await solvedCaptcha(reg)),
        },
        { ip },
      );
    expect((await attempt('10.35.0.1')).status).toBe(200);
    expect((await attempt('10.35.0.1')).status).toBe(200);
    expect((await attempt('10.35.0.1')).status).toBe(429);
    expect((await attempt('10.35.0.2')).status).toBe(200);

    const sms = async (ip: string) =>
      reg.call(
        'sendSmsNoLogin',
        { ...(await solvedCaptcha(reg)), mobileNum: uniqueMobile(10), countryDialingCode: '63' },
        { ip },
      );
    expect((await sms('10.36.0.1')).status).toBe(200);
    expect((await sms('10.36.0.1')).status).toBe(200);
    expect((await sms('10.36.0.1')).body.code).toBe('RATE_LIMITED');
    expect((await sms('10.36.0.2')).status).toBe(200);
  });
});

describe('captcha', () => {
  it('is a noisy PNG whose data holds no form of the answer, single use and purged when expired', async () => {
    const { captchaKey, captcha } = await solvedCaptcha(h);
    const { list } = await h.sandbox('sandboxCaptcha', { limit: 200 });
    expect(list.find((c) => c.id === captchaKey)?.answer).toBe(captcha);
    const issued = await h.ok('captcha', {}, { ip: '10.31.0.1' });
    expect(issued.image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(issued.image.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString()).toBe('IHDR');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(height).toBe(50);
    expect(width).toBe(24 + 30 * issued.length);
    // The pixels decode (chunk lengths and deflate are right) and are many colours, not a flat drawing.
    const idat = png.indexOf('IDAT');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    expect(raw.length).toBe((width * 3 + 1) * height);
    const colours = new Set<number>();
    for (let i = 1; i < raw.length - 3; i += 3) colours.add(raw.readUIntBE(i, 3));
    expect(colours.size).toBeGreaterThan(500);
    // No text or vector form: neither the answer nor path data are in the payload.
    expect(png.toString('latin1')).not.toMatch(/<svg|<path|tEXt|iTXt/);

    // Single use, and gone from the table once expired.
    expect(captcha).toMatch(/^\d{4}$/);
    h.clock.advance(5 * 60_000 + 1);
    await h.ok('captcha', {}, { ip: '10.31.0.2' });
    const rows = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM captchas WHERE expires_at <= $1',
      [h.clock.now()],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});

describe('no account oracle', () => {
  it('answers a wrong SMS code the same for a known and an unknown number (login and reset)', async () => {
    const known = uniqueMobile(10);
    await h.call('register', {
      ...ADULT,
      username: uniqueName('mob'),
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      mobileNum: known,
      countryDialingCode: '63',
      ...(await solvedCaptcha(h)),
    });
    const unknown = uniqueMobile(10);
    for (const mobile of [known, unknown]) {
      await h.ok(
        'sendSmsNoLogin',
        { ...(await solvedCaptcha(h)), mobileNum: mobile, countryDialingCode: '63' },
        { ip: '10.37.0.1' },
      );
      expect(await smsCode(h, mobile)).toMatch(/^\d{6}$/);
    }
    const smsLogin = (mobile: string, ip: string) =>
      h.call(
        'login',
        { type: 'sms', username: mobile, password: '000000', countryDialingCode: '63' },
        { ip },
      );
    const [a, b] = [await smsLogin(known, '10.38.0.1'), await smsLogin(unknown, '10.38.0.2')];
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    const reset = (mobile: string) =>
      h.call('setPasswordPhone', {
        mobileNum: mobile,
        countryDialingCode: '63',
        verificationCode: '000000',
        newPassword: 'Reset123',
        confirmNewPassword: 'Reset123',
      });
    const [c, d] = [await reset(known), await reset(unknown)];
    expect(c.status).toBe(d.status);
    expect(c.body).toEqual(d.body);
  });
});

describe('unknown hosts, sandbox endpoints and headers', () => {
  const brands = () =>
    h.merchants.flatMap((m) => [
      m.code,
      m.manifest.brandName,
      m.manifest.platformMerchantCode,
      ...m.manifest.domains,
    ]);

  it('answers the sandbox only on a merchant host, and only about that merchant', async () => {
    for (const p of ['/__sandbox/sms', '/__sandbox/captcha']) {
      const a = await h.raw('GET', p, { host: 'evil.example' });
      expect(a.status).toBe(404);
      const text = JSON.stringify(a.body);
      for (const b of brands()) expect(text).not.toContain(b);
      // A merchant host cannot ask about another merchant.
      expect((await h.raw('GET', `${p}?merchant=LZP_BD`, { host: 'ph.localhost' })).status).toBe(400);
    }
    expect(
      (
        await h.raw('POST', '/__sandbox/status', {
          host: 'evil.example',
          body: '{"status":"maintenance"}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(404);
    const { list } = await h.sandbox('sandboxSms', { limit: 500 }, { host: 'bd.localhost' });
    expect(list.every((r) => r.merchant === 'bd')).toBe(true);
  });

  it('answers an API call on an unknown host without naming any merchant', async () => {
    const a = await h.raw('GET', '/wps/system/status', { host: 'evil.example' });
    expect(a.status).toBeGreaterThanOrEqual(400);
    const text = JSON.stringify(a.body);
    // As a word: a two-letter code ("in") is part of many English words.
    for (const b of brands())
      expect(text).not.toMatch(
        new RegExp(`(^|[^A-Za-z0-9_])${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9_])`),
      );
  });

  it('puts nosniff and no-store on every API answer, errors and 404s included', async () => {
    for (const [method, p, host] of [
      ['GET', '/wps/system/status', 'ph.localhost'],
      ['GET', '/wps/no/such/call', 'ph.localhost'],
      ['GET', '/wps/relay/GCSGAME_gameList?pageNo=abc', 'ph.localhost'],
      ['GET', '/wps/system/status', 'evil.example'],
      ['GET', '/wps/%ff', 'ph.localhost'],
      ['GET', '/__sandbox/%E0%A4%A', 'ph.localhost'],
    ] as const) {
      const a = await h.raw(method, p, { host, name: 'systemStatus' });
      expect(a.status, p).toBeLessThan(500);
      expect(a.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(a.headers.get('cache-control'), p).toBe('no-store');
    }
    // Generated images keep their long cache, with nosniff.
    const img = await h.gateway.request('http://ph.localhost/wps/static/avatars/a1.svg');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
