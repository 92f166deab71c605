import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, configureApi, createApiClient, type ApiClientOptions } from './client.ts';
import { areaWentLive, holdAnswersUntilHydrated, resetHydration } from '../prerender/hydration.ts';
import { ApiError } from './errors.ts';
import { networkState } from './network.ts';

const BASE = 'http://ph.localhost';
const ok = (value: unknown): Response =>
  new Response(JSON.stringify({ success: true, code: 'OK', value }), {
    headers: { 'content-type': 'application/json' },
  });
const fail = (status: number, code: string, messageKey: string, value?: object): Response =>
  new Response(
    JSON.stringify({ success: false, code, message: code, messageKey, ...(value ? { value } : {}) }),
    { status, headers: { 'content-type': 'application/json' } },
  );

function setup(
  responses: Array<Response | Error | (() => Promise<Response>)>,
  extra: Partial<ApiClientOptions> = {},
) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    requests.push(req);
    bodies.push(await req.clone().text());
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok-123',
    getLanguage: () => 'TY',
    device: () => 'MOBILE',
    onUnauthorized,
    retryDelayMs: 1,
    fetch: fetchMock as unknown as typeof fetch,
    ...extra,
  });
  return { client, requests, bodies, fetchMock, onUnauthorized };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

beforeEach(() => {
  networkState.online = true;
  networkState.slow = false;
});
afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends token, language, moduleId and Device headers, the query for GET, and never the token in the URL', async () => {
    const { client, requests } = setup([ok({ games: [], pageNum: 2, totalPages: 0, totalCount: 0 })]);
    const value = await client.call('gameList', { pageNo: 2, gameType: 'RNG', gameName: undefined });
    expect(value.pageNum).toBe(2);
    const req = requests[0]!;
    expect(req.method).toBe('GET');
    const url = new URL(req.url);
    expect(url.pathname).toBe('/wps/relay/GCSGAME_gameList');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pageNo: '2', gameType: 'RNG' });
    expect(req.url).not.toContain('tok-123');
    expect(req.headers.get('token')).toBe('tok-123');
    expect(req.headers.get('language')).toBe('TY');
    expect(req.headers.get('moduleId')).toBe('GAME3');
    expect(req.headers.get('Device')).toBe('MOBILE');
  });

  it('sends POST parameters as a JSON body and no token header when logged out', async () => {
    const { client, requests, bodies } = setup(
      [ok({ token: 't'.repeat(43), userName: 'demo001', type: 0, firstTimeLogin: false })],
      { getToken: () => null },
    );
    await client.call('login', { type: 'username', username: 'demo001', password: 'Sandbox123' });
    const req = requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('content-type')).toMatch(/application\/json/);
    expect(req.headers.get('token')).toBeNull();
    expect(JSON.parse(bodies[0]!)).toEqual({ type: 'username', username: 'demo001', password: 'Sandbox123' });
  });

  it('never retries a POST that changes state', async () => {
    const { client, fetchMock } = setup([new Response('boom', { status: 500 }), ok({ success: true })]);
    const err = await failure(
      client.call('changePassword', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(err.key).toBe('error.load_failed');
    expect(err.status).toBe(500);
  });

  it('never retries a DELETE either', async () => {
    const { client, fetchMock } = setup([new TypeError('Failed to fetch'), ok({ success: true })]);
    await failure(client.call('logout'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries an idempotent GET after a server error and a network failure', async () => {
    const { client, fetchMock } = setup([
      new Response('down', { status: 502 }),
      new TypeError('Failed to fetch'),
      ok({ expirationTime: 1 }),
    ]);
    await expect(client.call('helpCenter', { lang: 'EN' })).resolves.toEqual({ expirationTime: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('maps an envelope failure to its messageKey, code, status and value', async () => {
    const { client, onUnauthorized } = setup([
      fail(401, 'LOGIN_FAILED', 'error.login_failed', { captcha: true, field: 'password' }),
    ]);
    const err = await failure(client.call('login', { type: 'username', username: 'x', password: 'y' }));
    expect(err).toMatchObject({
      key: 'error.login_failed',
      code: 'LOGIN_FAILED',
      status: 401,
      value: { captcha: true },
    });
    // A wrong password is not a lost session.
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports a lost session to onUnauthorized', async () => {
    const { client, onUnauthorized } = setup([fail(401, 'SESSION_EXPIRED', 'error.logged_out')]);
    const err = await failure(client.call('memberInfo'));
    expect(err.key).toBe('error.logged_out');
    expect(onUnauthorized).toHaveBeenCalledWith(err);
  });

  it('maps maintenance, malformed JSON and bare server errors', async () => {
    const { client } = setup(
      [
        fail(503, 'MAINTENANCE', 'error.maintenance'),
        new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
        new Response('gateway timeout', { status: 503 }),
        new Response('nope', { status: 404 }),
      ],
      { retries: 0 },
    );
    expect((await failure(client.call('vendors'))).key).toBe('error.maintenance');
    expect((await failure(client.call('vendors'))).key).toBe('error.load_failed');
    expect((await failure(client.call('vendors'))).key).toBe('error.maintenance');
    expect((await failure(client.call('vendors'))).key).toBe('error.unknown');
  });

  it('maps a network failure to No Internet and flags offline when the browser says so', async () => {
    const { client } = setup([new TypeError('Failed to fetch')], { retries: 0 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const err = await failure(client.call('vendors'));
    expect(err).toMatchObject({ key: 'error.no_internet', code: 'NETWORK', status: 0 });
    expect(networkState.online).toBe(false);
  });

  it('maps a timeout to Slow Connection', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const { client } = setup([never], { timeoutMs: 20, retries: 0 });
    const err = await failure(client.call('vendors'));
    expect(err).toMatchObject({ key: 'error.slow_connection', code: 'TIMEOUT' });
    expect(networkState.slow).toBe(true);
  });

  it('flags a slow answer and clears the flag on a fast one', async () => {
    const late = () => new Promise<Response>((resolve) => setTimeout(() => resolve(ok({ list: [] })), 40));
    const { client } = setup([late, ok({ list: [] })], { slowMs: 20 });
    await client.call('vendors');
    expect(networkState.slow).toBe(true);
    await client.call('vendors');
    expect(networkState.slow).toBe(false);
  });
});

describe('the app-wide client while a prerendered page hydrates', () => {
  afterEach(() => {
    resetHydration();
    document.body.innerHTML = '';
  });

  it('sends at once and hands the answer (or the failure) over only when the last area is live', async () => {
    const fetchMock = vi.fn(async () => ok({ list: [1] }));
    configureApi({
      baseUrl: BASE,
      getToken: () => null,
      getLanguage: () => 'EN',
      device: () => 'MOBILE',
      fetch: fetchMock as unknown as typeof fetch,
    });
    const root = document.createElement('div');
    root.innerHTML = '<div data-deferred="screen"></div>';
    document.body.append(root);
    holdAnswersUntilHydrated(root);
    let answer: unknown;
    void callApi('winnerBoard', {}).then((v) => (answer = v));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(answer).toBeUndefined();
    root.firstElementChild!.setAttribute('data-live', '');
    areaWentLive();
    await vi.waitFor(() => expect(answer).toEqual({ list: [1] }));
  });
});
