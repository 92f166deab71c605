import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    limits: {
      clientErrorPerIp: { max: 4, windowMs: 60_000 },
      clientErrorPerSession: { max: 2, windowMs: 60_000 },
    },
  });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const list = async (host = 'ph.localhost') => (await h.sandbox('sandboxErrors', {}, { host })).list;

describe('client error reports', () => {
  it('stores a report scrubbed of personal data, whatever the app sent; the operator sees it', async () => {
    const sent = await h.ok(
      'clientError',
      {
        kind: 'error',
        message: 'no member juan@mail.example.ph with mobile 09171234567 (token=abc123)',
        stack:
          'TypeError: x\n    at load (https://ph.example.com/assets/a.js?token=kG9x2LmQ7pR4tV8wY1zA3bC5:1:200)',
        route: '/m/deposit?amount=500#x',
        build: 'main-B1x2',
      },
      { ip: '10.9.0.1' },
    );
    expect(sent).toEqual({ stored: true });
    const [row] = await list();
    expect(row).toMatchObject({
      kind: 'error',
      message: 'no member [email] with mobile [number] (token=[redacted])',
      stack: 'TypeError: x\n    at load (https://ph.example.com/assets/a.js:1:200)',
      route: '/m/deposit',
      build: 'main-B1x2',
      repeats: 0,
    });
    // Nothing about who sent it is stored.
    const cols = await h.db.query(`SELECT * FROM client_errors WHERE id = $1`, [row!.id]);
    expect(JSON.stringify(cols)).not.toMatch(/10\.9\.0\.1|09171234567|juan/);

    const page = await h.gateway.request('http://ph.localhost/__sandbox/errors/page');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('no member [email] with mobile [number]');
    expect(html).toContain('/m/deposit');
    // Another merchant's operator does not see it.
    expect((await list('bd.localhost')).map((r) => r.id)).not.toContain(row!.id);
  });

  it('counts a repeat within the hour on the stored report; an hour later it is stored again', async () => {
    const report = {
      kind: 'rejection' as const,
      message: `chunk failed ${Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x')}`,
      route: '/m/home',
    };
    expect(await h.ok('clientError', report, { ip: '10.9.1.1' })).toEqual({ stored: true });
    expect(await h.ok('clientError', report, { ip: '10.9.1.2' })).toEqual({ stored: false });
    expect((await list()).find((r) => r.message === report.message)).toMatchObject({ repeats: 1 });
    h.clock.advance(61 * 60_000);
    expect(await h.ok('clientError', report, { ip: '10.9.1.3' })).toEqual({ stored: true });
    expect((await list()).filter((r) => r.message === report.message)).toHaveLength(2);
  });

  it('limits reports per address and per session', async () => {
    const one = (i: number, opts: { ip: string; token?: string }) =>
      h.call('clientError', { kind: 'error', message: `e${i}` }, opts);
    for (let i = 0; i < 4; i++) expect((await one(i, { ip: '10.9.2.1' })).status).toBe(200);
    const limited = await one(5, { ip: '10.9.2.1' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect((await one(6, { ip: '10.9.2.2' })).status).toBe(200); // another address is not limited

    const { token } = await h.ok(
      'login',
      { type: 'username', username: 'demo001', password: DEMO_PASSWORD },
      { ip: '10.9.3.1' },
    );
    // One session moving between addresses still gets its own limit.
    expect((await one(7, { ip: '10.9.3.2', token })).status).toBe(200);
    expect((await one(8, { ip: '10.9.3.3', token })).status).toBe(200);
    expect((await one(9, { ip: '10.9.3.4', token })).status).toBe(429);
    expect((await one(10, { ip: '10.9.3.4' })).status).toBe(200); // the address without the session is fine
  });

  it('refuses what is not a report', async () => {
    expect(
      (await h.call('clientError', { kind: 'oops', message: 'x' } as never, { ip: '10.9.4.1' })).status,
    ).toBe(400);
    expect(
      (await h.call('clientError', { kind: 'error', message: 'x'.repeat(501) }, { ip: '10.9.4.1' })).status,
    ).toBe(400);
  });
});
