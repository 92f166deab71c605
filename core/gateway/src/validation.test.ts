import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCalls } from '@wl/contract';
import { readGatewayEnv } from './env.ts';
import { registeredMember, solvedCaptcha, startHarness, type Answer, type Harness } from './test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Row counts of every table a request could change. */
async function snapshot(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['members', 'sessions', 'sms_outbox', 'captchas', 'favourites', 'feedback', 'login_guards'])
    out[t] = Number((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n);
  return out;
}

function refused(a: Answer, status: number, field?: string): void {
  expect(a.status).toBe(status);
  expect(a.body.success).toBe(false);
  if (field !== undefined) expect((a.body.value as { field?: string } | undefined)?.field).toBe(field);
  // Clear English, never a stack trace.
  expect(a.body.message).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

describe('bad requests get a 4xx naming the field and change nothing', () => {
  const register = (body: string, headers: Record<string, string> = JSON_HEADERS) =>
    h.raw('PUT', '/wps/member/register', { body, headers, name: 'register' });

  it('refuses wrong types, unknown fields, bad enums and over-long values', async () => {
    const before = await snapshot();
    const captcha = await solvedCaptcha(h);
    refused(
      await register(JSON.stringify({ username: 12345678, password: 'Passw0rd', ...captcha })),
      400,
      'username',
    );
    const unknown = await register(
      JSON.stringify({
        username: 'validuser1',
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
        isAdmin: true,
        ...captcha,
      }),
    );
    refused(unknown, 400, 'isAdmin');
    expect(unknown.body.message).toContain('isAdmin');
    refused(await register(JSON.stringify({ registerMethod: 'DESKTOP' })), 400, 'registerMethod');
    refused(await register(JSON.stringify({ username: 'x'.repeat(65) })), 400, 'username');
    refused(await register(JSON.stringify({ type: 4 })), 400, 'type');
    const after = await snapshot();
    // Only the captcha fetched above is new.
    expect({ ...after, captchas: (after.captchas ?? 0) - 1 }).toEqual(before);
  });

  it('refuses malformed JSON, non-object bodies, wrong content types and huge bodies', async () => {
    const before = await snapshot();
    const malformed = await register('{"username": "abc",');
    refused(malformed, 400, 'body');
    expect(malformed.body.code).toBe('MALFORMED_JSON');
    refused(await register('[1,2,3]'), 400, 'body');
    refused(await register('"text"'), 400, 'body');
    const form = await register('username=abc', { 'content-type': 'application/x-www-form-urlencoded' });
    refused(form, 415, 'body');
    const huge = await register(JSON.stringify({ username: 'a', nickname: 'x'.repeat(70_000) }));
    refused(huge, 413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses __proto__, constructor and prototype keys anywhere', async () => {
    const before = await snapshot();
    const proto = await register('{"username":"abcdef1","__proto__":{"type":1}}');
    refused(proto, 400, '__proto__');
    refused(await register('{"nickname":"a","constructor":{"prototype":{}}}'), 400, 'constructor');
    refused(
      await h.raw('POST', '/wps/session/login', {
        body: '{"type":"username","username":"a","password":"b","x":{"y":{"__proto__":1}}}',
        headers: JSON_HEADERS,
        name: 'login',
      }),
      400,
      'x.y.__proto__',
    );
    refused(
      await h.raw('GET', '/wps/relay/GCSGAME_gameList?__proto__=1', { name: 'gameList' }),
      400,
      '__proto__',
    );
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a key given twice in one object, as it refuses a repeated query field', async () => {
    const before = await snapshot();
    // A reader keeping the first "type" would see a username login, JSON.parse keeps the second: neither is guessed.
    refused(
      await h.raw('POST', '/wps/session/login', {
        body: '{"type":"username","username":"demo001","password":"x","type":"mobile"}',
        headers: JSON_HEADERS,
        name: 'login',
      }),
      400,
      'type',
    );
    // Nested, and spelled differently but equal once decoded.
    refused(await register('{"nickname":"a","x":{"b":1,"\\u0062":2}}'), 400, 'x.b');
    // Equal keys in different objects, and key-like text inside strings, are not repeats.
    const fine = await register('{"nickname":"a\\",\\"nickname","x":[{"a":1},{"a":2}]}');
    expect((fine.body.value as { field?: string } | undefined)?.field).not.toBe('nickname');
    expect(await snapshot()).toEqual(before);
  });

  it('checks and converts query parameters', async () => {
    refused(
      await h.raw('GET', '/wps/relay/GCSGAME_gameList?pageNo=abc', { name: 'gameList' }),
      400,
      'pageNo',
    );
    const big = await h.raw('GET', '/wps/relay/GCSGAME_gameList?pageSize=1000', { name: 'gameList' });
    refused(big, 400, 'pageSize');
    expect(big.body.message).toContain('at most 100');
    refused(await h.raw('GET', '/wps/relay/GCSGAME_gameList?color=red', { name: 'gameList' }), 400, 'color');
    refused(
      await h.raw('GET', '/wps/relay/GCSGAME_gameList?pageNo=1&pageNo=2', { name: 'gameList' }),
      400,
      'pageNo',
    );
    refused(
      await h.raw('GET', '/wps/relay/GCSGAME_gameList?gameType=POKER', { name: 'gameList' }),
      400,
      'gameType',
    );
    const good = await h.raw('GET', '/wps/relay/GCSGAME_gameList?pageNo=2&pageSize=3&minBet=0.5', {
      name: 'gameList',
    });
    expect(good.status).toBe(200);
  });

  it('keeps parameters where the call takes them', async () => {
    // fetch cannot send a GET body; DELETE takes its parameters in the query too. (As a member: a guest is refused
    // this call before anything it sends is read.)
    const { token } = await registeredMember(h, 'params');
    refused(
      await h.raw('DELETE', '/wps/relay/MCSFE_removeFavoriteGame', {
        body: '{"nodeId":"100001"}',
        headers: { ...JSON_HEADERS, token },
        name: 'removeFavourite',
      }),
      400,
      'body',
    );
    refused(
      await h.raw('POST', '/wps/session/login?username=demo001', {
        body: '{}',
        headers: JSON_HEADERS,
        name: 'login',
      }),
      400,
      'username',
    );
  });

  it('answers unknown paths and wrong methods with a JSON 404', async () => {
    const nowhere = await h.raw('GET', '/wps/nothing/here');
    refused(nowhere, 404);
    expect(nowhere.body.messageKey).toBe('error.empty_url');
    const method = await h.raw('GET', '/wps/session/login');
    refused(method, 404, 'method');
    expect(method.body.message).toContain('POST');
  });
});

describe('merchant resolution', () => {
  it('finds the merchant by any domain or <code>.localhost, with or without a port', async () => {
    for (const [host, code] of [
      ['ph.localhost:5173', 'LZP_PH'],
      ['luzonplay.ph', 'LZP_PH'],
      ['M.LUZONPLAY.PH', 'LZP_PH'],
      ['padmabet.online', 'PDB_BD'],
      ['bd.localhost', 'PDB_BD'],
    ] as const)
      expect((await h.ok('systemStatus', {}, { host })).info.merchantCode, host).toBe(code);
  });

  it('falls back to a merchant field equal to the platform merchant code, and refuses otherwise', async () => {
    const byQuery = await h.raw('GET', '/wps/system/status?merchant=PDB_BD', {
      host: 'localhost:8080',
      name: 'systemStatus',
    });
    expect((byQuery.body.value as { info: { merchantCode: string } }).info.merchantCode).toBe('PDB_BD');
    const byBody = await h.raw('POST', '/wps/session/login', {
      host: '127.0.0.1',
      headers: JSON_HEADERS,
      body: JSON.stringify({
        merchant: 'PDB_BD',
        type: 'username',
        username: 'demo001',
        password: 'Sandbox123',
      }),
      name: 'login',
    });
    expect(byBody.status).toBe(200);
    const none = await h.raw('GET', '/wps/system/status', { host: 'localhost' });
    refused(none, 400, 'merchant');
    expect(none.body.message).toMatch(/no merchant is served on host "localhost"/);
    refused(await h.raw('GET', '/wps/system/status?merchant=XX', { host: 'localhost' }), 400, 'merchant');
    refused(
      await h.raw('GET', '/wps/system/status?merchant=PDB_BD', { host: 'ph.localhost' }),
      400,
      'merchant',
    );
  });
});

describe('system status', () => {
  it('switches maintenance per merchant: status 2 (ipBlockFirst reading), other calls 503, status calls still answer', async () => {
    const set = await h.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph' });
    // ph alone: every other merchant stays open.
    expect(set.merchants).toEqual(
      Object.fromEntries(h.merchants.map((m) => [m.code, m.code === 'ph' ? 'maintenance' : 'normal'])),
    );
    expect(Object.keys(set.merchants)).toEqual(expect.arrayContaining(['ph', 'bd']));
    const status = await h.ok('systemStatus');
    expect(status).toMatchObject({ status: 2, maintenance: true, regionRestriction: false });
    const list = await h.call('gameList', {});
    expect(list.status).toBe(503);
    expect(list.body).toMatchObject({ code: 'MAINTENANCE', messageKey: 'error.maintenance' });
    expect((await h.call('helpCenter', {})).status).toBe(200);
    expect((await h.call('gameList', {}, { host: 'padmabet.com' })).status).toBe(200);

    await h.sandbox('sandboxStatus', { status: 'region_restricted', merchantCode: 'PDB_BD' });
    expect(await h.ok('systemStatus', {}, { host: 'padmabet.com' })).toMatchObject({
      status: 1,
      maintenance: false,
      regionRestriction: true,
    });
    expect((await h.call('gameList', {}, { host: 'padmabet.com' })).body).toMatchObject({
      code: 'IP_BLOCKED',
      messageKey: 'error.ip_blocked',
    });

    const reset = await h.sandbox('sandboxStatus', { status: 'normal' });
    expect(reset).toEqual({
      global: 'normal',
      merchants: Object.fromEntries(h.merchants.map((m) => [m.code, 'normal'])),
    });
    expect((await h.call('gameList', {})).status).toBe(200);
  });

  it('starts in the status given at creation (GATEWAY_STATUS)', async () => {
    const down = await h.variant({ status: readGatewayEnv({ GATEWAY_STATUS: 'maintenance' }).status });
    expect((await down.call('vendors', {})).status).toBe(503);
    expect(() => readGatewayEnv({ GATEWAY_STATUS: 'broken' })).toThrow(/GATEWAY_STATUS must be one of/);
    expect(readGatewayEnv({}).mode).toBe('sandbox');
  });

  it('refuses unknown statuses and merchants on the switch', async () => {
    refused(
      await h.raw('POST', '/__sandbox/status', {
        body: '{"status":"down"}',
        headers: JSON_HEADERS,
        name: 'sandboxStatus',
      }),
      400,
      'status',
    );
    refused(
      await h.raw('POST', '/__sandbox/status', {
        body: '{"status":"normal","merchantCode":"zz"}',
        headers: JSON_HEADERS,
        name: 'sandboxStatus',
      }),
      400,
      'merchantCode',
    );
  });
});

describe('production mode', () => {
  it('hides /__sandbox but serves the API', async () => {
    const prod = await prodHarness();
    for (const p of ['/__sandbox/sms', '/__sandbox/captcha']) refused(await prod.raw('GET', p), 404);
    refused(
      await prod.raw('POST', '/__sandbox/status', {
        body: '{"status":"maintenance"}',
        headers: JSON_HEADERS,
      }),
      404,
    );
    expect((await prod.call('systemStatus', {})).status).toBe(200);
    expect((await prod.call('vendors', {})).status).toBe(200);
  });
});

const prodHarness = () => h.variant({ mode: 'production' });

describe('production mode walks the sandbox table', () => {
  it('answers every sandbox call of the contract and every sandbox page with 404, and each works in sandbox mode', async () => {
    const prod = await prodHarness();
    // Every row of the contract's sandbox table, so a new sandbox call is covered the day it is added.
    const send = (g: Harness, method: string, p: string) =>
      g.gateway.request(`http://ph.localhost${p}`, {
        method,
        headers: { ...JSON_HEADERS, 'x-forwarded-for': '10.9.9.9' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
    for (const [name, def] of Object.entries(sandboxCalls)) {
      expect((await send(prod, def.method, def.path)).status, `${name} ${def.path}`).toBe(404);
      // The same call in sandbox mode is served (answered or refused for its input, never "no such path").
      expect((await send(h, def.method, def.path)).status, `sandbox ${name}`).not.toBe(404);
    }
    // The stand-ins of a payment provider and an identity provider (its social login and its phone verification).
    for (const [method, p] of [
      ['GET', '/wps/pay/sandbox?order=D1&sig=x'],
      ['POST', '/wps/pay/sandbox'],
      ['GET', '/__sandbox/idp/google/authorize?state=s&redirect_uri=x'],
      ['POST', '/__sandbox/idp/google/consent'],
      ['POST', '/__sandbox/idp/phone/send'],
      ['POST', '/__sandbox/idp/phone/verify'],
    ] as const) {
      const res = await prod.gateway.request(`http://ph.localhost${p}`, { method });
      expect(res.status, `${method} ${p}`).toBe(404);
    }
  });
});
