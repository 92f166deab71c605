/**
 * Fixtures every spec uses. Expectations come from the merchant's resolved config and catalogues, never from a
 * hard-coded merchant: a new merchant is tested without touching a test.
 */
import { request as httpRequest } from 'node:http';
import { test as base, expect, type Page } from '@playwright/test';
import { createIntl } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languages, loadWorkspace, type Catalogue, type Language, type ResolvedConfig } from '@wl/manifest';
import { calls, ENCRYPTED_CALLS, encryptionHeader, importPublicKey, sealEnvelope } from '@wl/contract';
import { builtMerchants, E2E_PORT, merchantsDirOf, repoRoot } from './merchants.ts';

type Values = Record<string, string | number>;

export interface Sandbox {
  /** The latest SMS code sent to a mobile number (from GET /__sandbox/sms). */
  sms(mobile: string): Promise<string>;
  /**
   * Lets a number ask for a new SMS code at once (POST /__sandbox/smsResend), for a test that registers a number and
   * then logs in with it; the resend wait itself is tested in the gateway's account tests.
   */
  releaseSms(mobile: string): Promise<void>;
  /** The answer of the most recently issued captcha (from GET /__sandbox/captcha). */
  captcha(): Promise<string>;
  /** Switches the system status (normal, maintenance, region_restricted, ip_blocked). */
  setStatus(status: string): Promise<void>;
  /** A raw call to the gateway as this merchant's host. */
  call<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: T }>;
}

interface WorkerFixtures {
  merchant: ResolvedConfig;
  catalogues: Partial<Record<Language, Catalogue>>;
}

/** Session-storage keys of the gift popup's dismissal (core/app/src/screens/Home/giftDismissal.ts). */
export const GIFT_DISMISSED_KEYS = ['MC_GIFT_CLOSED', 'MC_GIFT_CLOSED_MEMBER'] as const;

/** Session-storage key of the announcement popup's closing (core/app/src/state/lobby.ts). */
export const POPUP_CLOSED_KEY = 'MC_POPUP_CLOSED';

/** Session-storage key of the terms notice's agreement (core/app/src/layout/termsNotice.ts). */
export const TERMS_AGREED_KEY = 'MC_TERMS_AGREED';

interface TestFixtures {
  /**
   * Whether pages start with the home gift popup already dismissed for the session (default), so that specs about
   * other things are not covered by it; the lobby spec sets it to false to test the popup itself.
   */
  giftDismissed: boolean;
  /**
   * Whether pages start with the terms notice already agreed for the session (default), so that specs about other
   * things are not covered by it; the content spec sets it to false to test the notice itself.
   */
  termsAgreed: boolean;
  /**
   * Whether pages start with the announcement popup already closed for the session (default), so that specs about
   * other things are not covered by it; the dialog-queue spec sets it to false to test the popup itself.
   */
  popupClosed: boolean;
  /**
   * The player's own address: the browser and the sandbox helpers send it as X-Forwarded-For (the e2e server trusts
   * loopback as its proxy), so per-address limits see each test as one player.
   */
  clientIp: string;
  /** Formats a message as the app shows it, in the page's current language (or `lang`). */
  t: (id: string, values?: Values, lang?: Language) => Promise<string>;
  sandbox: Sandbox;
}

const configs = new Map(builtMerchants().map((m) => [m.code, m]));

/** Loopback request with the merchant's Host header (Node does not resolve *.localhost everywhere). */
function loopback<T>(
  host: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; json: T }>((resolve, reject) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path,
        headers: {
          host,
          accept: 'application/json',
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: res.statusCode ?? 0, json: (text ? JSON.parse(text) : null) as T });
          } catch {
            reject(new Error(`${method} ${path}: not JSON (${res.statusCode}): ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The values with each number given to a plain {placeholder} of `message` written by `format`. */
function inDigits(
  message: string,
  values: Values | undefined,
  format: (n: number) => string,
): Values | undefined {
  if (!values) return values;
  const plain = new Set<string>();
  const walk = (els: MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === TYPE.argument) plain.add(el.value);
      else if (el.type === TYPE.tag) walk(el.children);
      else if (el.type === TYPE.plural || el.type === TYPE.select)
        for (const o of Object.values(el.options)) walk(o.value);
    }
  };
  walk(parse(message));
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, plain.has(k) && typeof v === 'number' ? format(v) : v]),
  ) as Values;
}

async function pageLanguage(page: Page, merchant: ResolvedConfig): Promise<Language> {
  const tag = await page.evaluate(() => document.documentElement.lang).catch(() => '');
  const found = merchant.langList.find((l) => languages[l].tag === tag);
  return found ?? merchant.defaultLang;
}

/** Tests started by this worker process, for a distinct address per test. */
let testsStarted = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // 10.<worker>.<n>.<n>: unique within a run, in a private range (it is only ever a header here).
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use, info) => {
    const n = testsStarted++;
    await use(`10.${info.workerIndex % 250}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
  giftDismissed: [true, { option: true }],
  termsAgreed: [true, { option: true }],
  popupClosed: [true, { option: true }],
  page: async ({ page, giftDismissed, termsAgreed, popupClosed }, use) => {
    if (giftDismissed)
      await page.addInitScript((keys) => {
        for (const k of keys) sessionStorage.setItem(k, '1');
      }, GIFT_DISMISSED_KEYS);
    // On the context, so pages a test opens itself start agreed too (session storage is per page).
    if (termsAgreed)
      await page.context().addInitScript((k) => sessionStorage.setItem(k, '1'), TERMS_AGREED_KEY);
    if (popupClosed)
      await page.context().addInitScript((k) => sessionStorage.setItem(k, '1'), POPUP_CLOSED_KEY);
    await use(page);
  },
  merchant: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, info) => {
      const m = configs.get(info.project.name);
      if (!m) throw new Error(`project ${info.project.name} has no bundle in dist/`);
      await use(m);
    },
    { scope: 'worker' },
  ],
  catalogues: [
    async ({ merchant }, use) => {
      const ws = await loadWorkspace({
        root: repoRoot,
        merchantsDir: merchantsDirOf(merchant.code),
        only: [merchant.code],
      });
      const m = ws.merchants.find((x) => x.code === merchant.code);
      if (!m) throw new Error(`merchant ${merchant.code}: ${ws.problems.map((p) => p.message).join('; ')}`);
      await use(m.messages);
    },
    { scope: 'worker' },
  ],
  t: async ({ page, merchant, catalogues }, use) => {
    await use(async (id, values, lang) => {
      const l = lang ?? (await pageLanguage(page, merchant));
      const messages = catalogues[l] ?? {};
      if (!(id in messages)) throw new Error(`no message "${id}" in ${merchant.code} ${l}`);
      // Ids here are whatever a spec asks for (checked just above), not the app's typed MessageId.
      // One digit system per screen (issue 27): the manifest's currency.format.digits, "latin" or the language's own
      // ("native", the default), for every number, also one given to a plain {placeholder}.
      const locale =
        merchant.currency.format?.digits === 'latin' ? `${languages[l].tag}-u-nu-latn` : languages[l].tag;
      const intl = createIntl({ locale, messages: messages as never, onError: () => undefined });
      return intl.formatMessage({ id: id as never }, inDigits(messages[id]!, values, intl.formatNumber));
    });
  },
  sandbox: async ({ merchant, clientIp }, use) => {
    const host = `${merchant.code}.localhost:${E2E_PORT}`;
    const plain = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      loopback<T>(host, method, path, body, { 'x-forwarded-for': clientIp, ...headers });
    // A merchant whose platform takes login, register and setPasswordPhone only encrypted (manifest
    // gateway.encryption): the tests' own calls seal those bodies as the app does, for the platform's key.
    const sealedPaths = new Set([...ENCRYPTED_CALLS].map((n) => `${calls[n].method} ${calls[n].path}`));
    const call = async <T>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) => {
      if (!merchant.gateway.encryption || !sealedPaths.has(`${method} ${path}`) || 'Encryption' in headers)
        return plain<T>(method, path, body, headers);
      const key = await plain<{ value: { keyId: string; publicKey: string } }>(
        'GET',
        calls.encryptionKey.path,
      );
      const envelope = await sealEnvelope(
        await importPublicKey(key.json.value.publicKey),
        method,
        path,
        body ?? {},
      );
      return plain<T>(method, path, envelope, {
        ...headers,
        Encryption: encryptionHeader(key.json.value.keyId),
      });
    };
    type Row = { mobile?: string; mobileNum?: string; code?: string; answer?: string };
    // Sandbox lists answer in the gateway's envelope: { success, value: { list: [...] } } (schemas/api/sandbox.json).
    const list = (json: unknown): Row[] => (json as { value?: { list?: Row[] } })?.value?.list ?? [];
    await use({
      call: (method, path, body, headers) => call(method, path, body, headers),
      async sms(mobile) {
        const { json } = await call('GET', `/__sandbox/sms?mobile=${encodeURIComponent(mobile)}`);
        const row = list(json).find((r) => (r.mobile ?? r.mobileNum ?? '').endsWith(mobile));
        if (!row?.code) throw new Error(`no SMS sent to ${mobile}`);
        return row.code;
      },
      async releaseSms(mobile) {
        const r = await call('POST', '/__sandbox/smsResend', { mobile });
        if (r.status >= 300) throw new Error(`release SMS wait of ${mobile}: HTTP ${r.status}`);
      },
      async captcha() {
        const { json } = await call('GET', '/__sandbox/captcha');
        const row = list(json)[0];
        if (!row?.answer) throw new Error('no captcha issued');
        return row.answer;
      },
      async setStatus(status) {
        const r = await call('POST', '/__sandbox/status', { status });
        if (r.status >= 300) throw new Error(`set status ${status}: HTTP ${r.status}`);
      },
    });
  },
});

export { expect };
