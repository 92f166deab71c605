import { calls } from '@wl/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readGatewayEnv } from './env.ts';
import { startHarness, type Harness } from './test/harness.ts';

/*
 * An API on its own origin (issue 30, the manifest's gateway.baseUrl): the call's Host is the API's, so the gateway
 * knows the merchant by the page's Origin, and lets the browser read an answer only for that merchant's own pages.
 */
const API = 'api.example.test';
const PH_PAGE = 'http://ph.localhost:8080';

describe('an API on another origin', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => expect(h.errors).toEqual([]));

  const preflight = (origin: string, host = API) =>
    h.gateway.request(`http://${host}${calls.login.path}`, {
      method: 'OPTIONS',
      headers: {
        host,
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,token,language,moduleid,device',
      },
    });

  it("answers a merchant page's preflight with exactly that origin and the call headers, and no cookies", async () => {
    const res = await preflight(PH_PAGE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PH_PAGE);
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    for (const name of ['content-type', 'token', 'language', 'moduleid', 'device'])
      expect(allowed).toContain(name);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('marks a same-origin answer (no Origin header) Vary: Origin, with no grant, so a cache never hands it across', async () => {
    const res = await h.call('systemStatus', undefined, { host: 'ph.localhost' });
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toContain('Origin');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.body).toMatchObject({ success: true });
  });

  it('lets no other page read it: an unknown origin, another scheme, or another merchant on a merchant host', async () => {
    for (const origin of ['http://evil.localhost:8080', 'null', 'file://', 'https://ph.localhost.evil.test'])
      expect((await preflight(origin)).headers.get('access-control-allow-origin'), origin).toBeNull();
    // bd's page calling ph's own host: ph's answers stay ph's.
    expect(
      (await preflight('http://bd.localhost:8080', 'ph.localhost')).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it("serves the call as the page's merchant, and its errors are readable too", async () => {
    const status = await h.call('systemStatus', undefined, {
      host: API,
      headers: { origin: 'http://bd.localhost:8080' },
    });
    expect(status.status).toBe(200);
    expect(status.headers.get('access-control-allow-origin')).toBe('http://bd.localhost:8080');
    const games = await h.ok('vendors', undefined, { host: API, headers: { origin: PH_PAGE } });
    const own = await h.ok('vendors', undefined, { host: 'ph.localhost' });
    expect(games).toEqual(own);
    const refused = await h.call('login', { username: 'demo001', password: 'not-the-password' } as never, {
      host: API,
      headers: { origin: PH_PAGE },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(PH_PAGE);
  });

  it('decides who may call before reading the body, as on a merchant host', async () => {
    const res = await h.raw('POST', calls.changePassword.path, {
      host: API,
      headers: { origin: PH_PAGE, 'content-type': 'application/json' },
      body: '{"broken',
    });
    expect(res.status).toBe(401);
  });

  it('without a merchant page or a merchant field the call names what is missing', async () => {
    const res = await h.call('vendors', undefined, { host: API });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('UNKNOWN_MERCHANT');
  });

  it('in production only an https page (or a local one) names the merchant', async () => {
    const prod = await h.variant({ mode: 'production' });
    const plain = await prod.call('vendors', undefined, {
      host: API,
      headers: { origin: 'http://luzonplay.ph' },
    });
    expect(plain.body.code).toBe('UNKNOWN_MERCHANT');
    const secure = await prod.call('vendors', undefined, {
      host: API,
      headers: { origin: 'https://luzonplay.ph' },
    });
    expect(secure.status).toBe(200);
    expect(secure.headers.get('access-control-allow-origin')).toBe('https://luzonplay.ph');
  });

  it('takes its own public origin from GATEWAY_PUBLIC_BASE, an origin without a path', () => {
    expect(readGatewayEnv({ GATEWAY_PUBLIC_BASE: 'https://api.example.com/' }).publicBase).toBe(
      'https://api.example.com',
    );
    expect(readGatewayEnv({}).publicBase).toBe('');
    expect(() => readGatewayEnv({ GATEWAY_PUBLIC_BASE: 'https://api.example.com/v1' })).toThrow(
      /GATEWAY_PUBLIC_BASE/,
    );
    expect(() => readGatewayEnv({ GATEWAY_PUBLIC_BASE: 'api.example.com' })).toThrow(/GATEWAY_PUBLIC_BASE/);
  });
});
