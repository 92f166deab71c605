import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import {
  calls,
  ENCRYPTED_CALLS,
  ENCRYPTION_HEADER,
  encryptionHeader,
  importPublicKey,
  sealEnvelope,
  type CallName,
  type FailureDetail,
  type MessageKey,
  type RequestOf,
  type ValueOf,
} from '@wl/contract';
import { ApiError } from './errors.ts';
import { recordOffline, recordTiming, SLOW_MS } from './network.ts';
import { untilHydrated } from '../prerender/hydration.ts';

export interface ApiClientOptions {
  /** Base URL of the platform API ('' = same origin, the sandbox gateway). From the merchant config. */
  baseUrl: string;
  /** The session token, or null when logged out. Sent in the token header, never in a URL. */
  getToken: () => string | null | undefined;
  /** Platform language code (EN, BN, TY…). */
  getLanguage: () => string;
  /** Device header: MOBILE, or OTHERS for a standalone iOS web app. */
  device: () => 'MOBILE' | 'OTHERS';
  /** Called when a call made with a token is refused because the session is gone (401). */
  onUnauthorized?: (error: ApiError) => void;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
  /** Calls slower than this flag the connection as slow. Default 3 s. */
  slowMs?: number;
  /** Retries of idempotent calls after a network failure, timeout or 408/500/502/504. Default 2. */
  retries?: number;
  /** First retry delay; doubles each time. Default 500 ms. */
  retryDelayMs?: number;
  /** fetch to use (tests). */
  fetch?: typeof fetch;
  /**
   * The platform requires the encrypted request body (manifest gateway.encryption): login, register and
   * setPasswordPhone are sent as an envelope (@wl/contract envelope.ts) for the pinned key, or else for the key the
   * platform gives with encryptionKey.
   */
  encryption?: { publicKey?: string; keyId?: string } | undefined;
}

export interface ApiClient {
  /** Makes one call of the call table: GET/DELETE send `input` as the query, POST/PUT as a JSON body. */
  call<N extends CallName>(name: N, input?: RequestOf<N>): Promise<ValueOf<N>>;
}

const SESSION_GONE = new Set(['NOT_LOGGED_IN', 'SESSION_EXPIRED']);
const isFailure = (
  b: unknown,
): b is { code: string; message?: string; messageKey: MessageKey; value?: FailureDetail } =>
  typeof b === 'object' &&
  b !== null &&
  (b as { success?: unknown }).success === false &&
  typeof (b as { messageKey?: unknown }).messageKey === 'string';

function toQuery(input: object | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input ?? {})) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/**
 * Creates the app's one API client: a ky instance that sends the token, language, moduleId and Device headers,
 * times out, retries idempotent calls only (never a POST, PUT or DELETE that changes state), and turns every
 * failure into an ApiError whose key is a catalogue id.
 */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const slowMs = opts.slowMs ?? SLOW_MS;
  const retryDelay = opts.retryDelayMs ?? 500;
  const http: KyInstance = ky.create({
    timeout: opts.timeoutMs ?? 15_000,
    throwHttpErrors: true,
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });

  async function call<N extends CallName>(name: N, input?: RequestOf<N>): Promise<ValueOf<N>> {
    const def = calls[name];
    const token = opts.getToken();
    const headers: Record<string, string> = {
      language: opts.getLanguage(),
      moduleId: def.moduleId,
      Device: opts.device(),
    };
    if (token) headers.token = token;
    const takesBody = def.method === 'POST' || def.method === 'PUT';
    const encrypted = takesBody && opts.encryption !== undefined && ENCRYPTED_CALLS.has(name);
    let sealed: string | undefined;
    if (encrypted) {
      const key = await envelopeKey().catch((err: unknown) => {
        throw err instanceof ApiError
          ? err
          : new ApiError('error.unknown', 'ENCRYPTION', 0, undefined, String(err));
      });
      sealed = JSON.stringify(await sealEnvelope(key.key, def.method, def.path, input ?? {}));
      headers[ENCRYPTION_HEADER] = encryptionHeader(key.keyId);
      headers['content-type'] = 'application/json';
    }
    const started = Date.now();
    let body: unknown;
    try {
      const res = await http(`${opts.baseUrl}${def.path}`, {
        method: def.method,
        headers,
        ...(sealed !== undefined
          ? { body: sealed }
          : takesBody
            ? { json: input ?? {} }
            : { searchParams: toQuery(input as object | undefined) }),
        retry: def.idempotent
          ? {
              limit: opts.retries ?? 2,
              methods: ['get'],
              statusCodes: [408, 500, 502, 504],
              afterStatusCodes: [],
              delay: (n) => retryDelay * 2 ** (n - 1),
            }
          : { limit: 0 },
      });
      recordTiming(Date.now() - started, slowMs);
      body = await res.json().catch(() => undefined);
    } catch (err) {
      const e = await normalise(err, Boolean(token));
      // A key the platform no longer takes (rotated): the next call asks for the current one.
      if (encrypted && (e.value as { field?: unknown } | undefined)?.field === ENCRYPTION_HEADER)
        fetchedKey = undefined;
      throw e;
    }
    if (isFailure(body)) throw fromEnvelope(body, 200);
    if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true)
      throw new ApiError(
        'error.load_failed',
        'BAD_RESPONSE',
        200,
        undefined,
        `${def.path}: the answer is not a success envelope`,
      );
    return (body as { value: ValueOf<N> }).value;
  }

  let fetchedKey: Promise<{ key: CryptoKey; keyId: string }> | undefined;
  /** The platform's envelope key: the pinned one, else the one encryptionKey gives (asked once, again after a failure). */
  function envelopeKey(): Promise<{ key: CryptoKey; keyId: string }> {
    const pinned = opts.encryption;
    if (pinned?.publicKey && pinned.keyId) {
      const keyId = pinned.keyId;
      return importPublicKey(pinned.publicKey).then((key) => ({ key, keyId }));
    }
    fetchedKey ??= call('encryptionKey').then(async (k) => ({
      key: await importPublicKey(k.publicKey),
      keyId: k.keyId,
    }));
    fetchedKey.catch(() => (fetchedKey = undefined));
    return fetchedKey;
  }

  async function normalise(err: unknown, hadToken: boolean): Promise<ApiError> {
    if (err instanceof TimeoutError) {
      recordTiming(Number.POSITIVE_INFINITY, slowMs);
      return new ApiError('error.slow_connection', 'TIMEOUT', 0);
    }
    if (err instanceof HTTPError) {
      const status = err.response.status;
      const body: unknown = await err.response.json().catch(() => undefined);
      if (isFailure(body)) {
        const e = fromEnvelope(body, status);
        if (status === 401 && hadToken && SESSION_GONE.has(e.code)) opts.onUnauthorized?.(e);
        return e;
      }
      if (status === 503) return new ApiError('error.maintenance', 'HTTP_503', status);
      return new ApiError(status >= 500 ? 'error.load_failed' : 'error.unknown', `HTTP_${status}`, status);
    }
    // fetch rejects with a TypeError when the request never got an answer: offline, DNS, refused, CORS.
    if (typeof navigator !== 'undefined' && !navigator.onLine) recordOffline();
    return new ApiError(
      'error.no_internet',
      'NETWORK',
      0,
      undefined,
      err instanceof Error ? err.message : String(err),
    );
  }

  return { call };
}

function fromEnvelope(
  body: { code: string; message?: string; messageKey: MessageKey; value?: FailureDetail },
  status: number,
): ApiError {
  return new ApiError(body.messageKey, body.code, status, body.value, body.message);
}

let current: ApiClient | null = null;

/** Creates the app-wide client; the area modules (account.ts, games.ts…) call through it. Call once at startup. */
export function configureApi(opts: ApiClientOptions): ApiClient {
  current = createApiClient(opts);
  return current;
}

/**
 * Makes a call through the app-wide client. While a prerendered page hydrates, its answer (or failure) is handed over
 * once hydration is done (prerender/hydration.ts); the request itself goes out at once.
 */
export function callApi<N extends CallName>(name: N, input?: RequestOf<N>): Promise<ValueOf<N>> {
  if (!current) return Promise.reject(new Error('configureApi() must run before any API call'));
  return current.call(name, input).then(
    async (value) => {
      await untilHydrated();
      return value;
    },
    async (error: unknown) => {
      await untilHydrated();
      throw error;
    },
  );
}

/** A typed function for one call of the table. */
export const bind =
  <N extends CallName>(name: N) =>
  (input?: RequestOf<N>): Promise<ValueOf<N>> =>
    callApi(name, input);
