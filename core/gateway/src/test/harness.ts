/**
 * Test harness: a gateway on a fresh database with a manual clock, and helpers that check every answer against
 * schemas/api. Used by the *.test.ts files only.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import {
  callList,
  sandboxCalls,
  type CallName,
  type RequestOf,
  type SandboxCalls,
  type ValueOf,
} from '@wl/contract';
import { loadWorkspace, type LoadedMerchant } from '@wl/manifest';
import { createGateway, type Gateway, type GatewayOptions } from '../app.ts';
import { manualClock, type ManualClock } from '../clock.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { checkAnswer } from '../schemas.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let merchantsPromise: Promise<LoadedMerchant[]> | undefined;
/** The repository's merchants (ph and bd), loaded once per test file. */
export function workspaceMerchants(): Promise<LoadedMerchant[]> {
  merchantsPromise ??= loadWorkspace({ root: ROOT }).then((ws) => {
    if (ws.problems.length) throw new Error(`workspace has problems: ${JSON.stringify(ws.problems)}`);
    return ws.merchants;
  });
  return merchantsPromise;
}

let templatePromise: Promise<Blob> | undefined;
/** A fresh in-memory database, loaded from the run's migrated template (test/globalSetup.ts). */
export async function memoryDatabase(): Promise<Db> {
  templatePromise ??= readFile(inject('databaseTemplate')).then((b) => new Blob([b]));
  return openDatabase({ memory: true, template: await templatePromise });
}

export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; code: string; value?: T; message?: string; messageKey?: string };
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  host?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  db: Db;
  clock: ManualClock;
  gateway: Gateway;
  merchants: LoadedMerchant[];
  /** Unexpected server errors (500s); tests assert it stays empty. */
  errors: unknown[];
  /** Makes a call of the table and checks the answer against its schemas. */
  call<N extends CallName>(name: N, input?: RequestOf<N>, opts?: CallOptions): Promise<Answer<ValueOf<N>>>;
  /** A success value, or a test failure showing the envelope. */
  ok<N extends CallName>(name: N, input?: RequestOf<N>, opts?: CallOptions): Promise<ValueOf<N>>;
  /** Any request; the answer is still checked against the envelope schema (and `name`'s value schema). */
  raw(
    method: string,
    pathAndQuery: string,
    init?: { body?: string; headers?: Record<string, string>; host?: string; name?: string },
  ): Promise<Answer>;
  sandbox<N extends keyof SandboxCalls>(
    name: N,
    input?: SandboxCalls[N]['request'],
    opts?: CallOptions,
  ): Promise<SandboxCalls[N]['value']>;
  /** Another gateway on the same database (different options); its content is already seeded. */
  variant(opts: Omit<Partial<GatewayOptions>, 'clock' | 'db'>): Promise<Harness>;
}

/** Starts a gateway for tests: in-memory PGlite unless `dataDir`, ph and bd merchants, cheap scrypt, trusted proxy. */
export async function startHarness(
  opts: Partial<GatewayOptions> & {
    dataDir?: string;
    db?: Db;
    clock?: ManualClock;
    /**
     * Where the requests go: this harness's own gateway in-process (default), or elsewhere over the network, e.g.
     * to gateway processes behind nginx on the same database (scripts/deployment.test.ts).
     */
    request?: (url: string, init: RequestInit) => Promise<Response>;
  } = {},
): Promise<Harness> {
  const { request, ...gatewayOpts } = opts;
  const merchants = await workspaceMerchants();
  const db =
    opts.db ?? (opts.dataDir ? await openDatabase({ dataDir: opts.dataDir }) : await memoryDatabase());
  const clock = opts.clock ?? manualClock();
  const errors: unknown[] = [];
  const gateway = createGateway({
    db,
    merchants,
    clock,
    scryptCost: 1024,
    trustProxy: true,
    onError: (e) => errors.push(e),
    ...gatewayOpts,
  });
  await gateway.ready;
  const fetchOf = request ?? ((url: string, init: RequestInit) => gateway.request(url, init));

  const send = async (
    method: string,
    url: string,
    body: string | undefined,
    headers: Record<string, string>,
    name: string | undefined,
  ): Promise<Answer> => {
    const res = await fetchOf(url, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await res.text();
    let parsed: Answer['body'];
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      throw new Error(`${method} ${url}: answer is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    expect(
      checkAnswer(name ?? '', res.status, parsed),
      `${method} ${url} → ${res.status} ${text.slice(0, 300)}`,
    ).toEqual([]);
    expect(res.status, `${method} ${url} gave a 500: ${text}`).not.toBe(500);
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const headersOf = (o: CallOptions | undefined, json: boolean): Record<string, string> => ({
    ...(json ? { 'content-type': 'application/json' } : {}),
    'x-forwarded-for': o?.ip ?? '10.0.0.1',
    ...(o?.token ? { token: o.token } : {}),
    ...o?.headers,
  });
  const urlOf = (host: string | undefined, p: string): string => `http://${host ?? 'ph.localhost'}${p}`;

  const h: Harness = {
    db,
    clock,
    gateway,
    merchants,
    errors,
    async call(name, input, o) {
      const def = callList.find((c) => c.name === name)!;
      const takesBody = def.method === 'POST' || def.method === 'PUT';
      const query = takesBody
        ? ''
        : new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])).toString();
      const url = urlOf(o?.host, `${def.path}${query ? `?${query}` : ''}`);
      return send(
        def.method,
        url,
        takesBody ? JSON.stringify(input ?? {}) : undefined,
        headersOf(o, takesBody),
        name,
      ) as Promise<Answer<never>>;
    },
    async ok(name, input, o) {
      const a = await h.call(name, input, o);
      expect(a.body, `${name} should succeed`).toMatchObject({ success: true });
      return a.body.value as ValueOf<typeof name>;
    },
    raw(method, p, init) {
      return send(
        method,
        urlOf(init?.host, p),
        init?.body,
        { 'x-forwarded-for': '10.0.0.1', ...init?.headers },
        init?.name,
      );
    },
    async sandbox(name, input, o) {
      const def = sandboxCalls[name];
      const isGet = def.method === 'GET';
      const query = isGet
        ? new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)])).toString()
        : '';
      const a = await send(
        def.method,
        urlOf(o?.host, `${def.path}${query ? `?${query}` : ''}`),
        isGet ? undefined : JSON.stringify(input ?? {}),
        headersOf(o, !isGet),
        name,
      );
      expect(a.body.success, JSON.stringify(a.body)).toBe(true);
      return a.body.value as SandboxCalls[typeof name]['value'];
    },
    variant: (more) => startHarness({ ...gatewayOpts, db, clock, ...more }),
  };
  return h;
}

/** Latest SMS code sent to a local number, read from the sandbox outbox. */
export async function smsCode(h: Harness, mobileNum: string, host?: string): Promise<string> {
  const { list } = await h.sandbox('sandboxSms', { mobile: mobileNum }, host ? { host } : {});
  const first = list[0];
  if (!first) throw new Error(`no SMS sent to ${mobileNum}`);
  return first.code;
}

let captchaSolver = 0;
/** A fresh captcha and its answer (from /__sandbox/captcha). */
export async function solvedCaptcha(
  h: Harness,
  host?: string,
): Promise<{ captchaKey: string; captcha: string }> {
  // Each from its own address: the helper plays a person solving one captcha, not one address fetching many.
  captchaSolver++;
  const ip = `10.250.${(captchaSolver >> 8) & 255}.${captchaSolver & 255}`;
  const { captchaKey } = await h.ok('captcha', {}, host ? { host, ip } : { ip });
  const { list } = await h.sandbox('sandboxCaptcha', { limit: 50 }, host ? { host } : {});
  const found = list.find((c) => c.id === captchaKey);
  if (!found) throw new Error('issued captcha not listed by /__sandbox/captcha');
  return { captchaKey, captcha: found.answer };
}

/**
 * A date of birth far over every merchant's age limit, for registrations: ph and bd open accounts only with one
 * (issue 16, the dateOfBirth module).
 */
export const ADULT = { birthDate: '1990-01-01' } as const;

/** The password of the members registeredMember opens. */
export const MEMBER_PASSWORD = 'Passw0rd';

/** A new adult member of ph (by username, with a fresh captcha), logged in: its name, session token and row id. */
export async function registeredMember(
  h: Harness,
  prefix = 'user',
): Promise<{ username: string; token: string; id: number }> {
  const username = uniqueName(prefix);
  const password = MEMBER_PASSWORD;
  await h.ok('register', {
    ...ADULT,
    username,
    password,
    confirmPassword: password,
    ...(await solvedCaptcha(h)),
  });
  const { token } = await h.ok('login', { type: 'username', username, password });
  const [m] = await h.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
  return { username, token, id: Number(m!.id) };
}

let counter = 0;
/** A username no other test uses. */
export function uniqueName(prefix = 'user'): string {
  counter++;
  // The random part has a fixed width, so two counters can never spell the same name (1+23 and 12+3 once did).
  const random = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
  return `${prefix}${process.pid % 1000}${counter}${random}`.slice(0, 16);
}

/** A local mobile number of `digits` digits, unique within the run. */
export function uniqueMobile(digits: number): string {
  counter++;
  return `9${String(Date.now() % 1e6).padStart(6, '0')}${String(counter).padStart(3, '0')}`
    .slice(0, digits)
    .padEnd(digits, '7');
}
