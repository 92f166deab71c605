import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { callList, calls, ENCRYPTION_HEADER, type CallDef } from '@wl/contract';
import { DEFAULT_LIMITS, RateLimiter, type RateLimits } from './auth/rateLimit.ts';
import { DEFAULT_LOGIN_GUARD } from './auth/loginGuard.ts';
import { DEFAULT_SCRYPT_COST } from './auth/passwords.ts';
import type { RegistrationOverrides } from './auth/registration.ts';
import { authenticate } from './auth/sessions.ts';
import { envelopeHandlers, openRequest, plainRefused, requiresEnvelope } from './auth/envelope.ts';
import { systemClock, type Clock } from './clock.ts';
import type { CallContext, Deps, Handlers, LoginGuardSettings, Settings } from './context.ts';
import { pickLanguage } from './context.ts';
import type { Db } from './db/database.ts';
import type { SystemStatusName } from './env.ts';
import { ApiError } from './errors.ts';
import { MerchantDirectory, type GatewayMerchant } from './merchants.ts';
import { accountHandlers } from './routes/account.ts';
import { agentHandlers, mountAgentSandbox } from './routes/agent.ts';
import { contentHandlers } from './routes/content.ts';
import { gameHandlers } from './routes/games.ts';
import { memberHandlers } from './routes/member.ts';
import { protectionHandlers } from './routes/protection.ts';
import { mountSandbox } from './routes/sandbox.ts';
import { mountSandboxPhoneIdp } from './routes/phoneIdp.ts';
import { sandboxPhoneVerifier, type PhoneTokenVerifier } from './auth/phoneVerification.ts';
import { sessionHandlers } from './routes/session.ts';
import { mountStatic } from './routes/static.ts';
import { systemHandlers } from './routes/system.ts';
import { FEEDBACK_BODY_BYTES, feedbackHandlers } from './routes/feedback.ts';
import { walletHandlers } from './routes/wallet.ts';
import { KYC_BODY_BYTES, kycHandlers } from './routes/kyc.ts';
import { rewardHandlers } from './routes/rewards.ts';
import { reusedAnswer } from './reusable.ts';
import { inboxHandlers } from './routes/inbox.ts';
import { socialHandlers } from './routes/social.ts';
import { clientErrorHandlers, mountClientErrorsSandbox } from './routes/clientErrors.ts';
import { sessionRefreshHandlers } from './routes/sessionRefresh.ts';
import { profileHandlers } from './routes/profile.ts';
import { mountPaymentCallback } from './routes/payments.ts';
import { mountPages } from './pages/index.ts';
import { AVATAR_BODY_BYTES, avatarHandlers, mountAvatars } from './routes/avatar.ts';
import { validators, validatorsFor } from './schemas.ts';
import { seedAll } from './seed/index.ts';
import { InfoBoard, scopeOf, StatusBoard } from './status.ts';
import { check, readInput } from './validate.ts';
import { CATALOGUE_TTL_MS } from './game/catalogue.ts';
import { clientIp, trustedProxies, varyOn, type TrustProxy } from './net.ts';

export interface GatewayOptions {
  db: Db;
  merchants: readonly GatewayMerchant[];
  clock?: Clock;
  /** 'production' hides /__sandbox. Default 'sandbox'. */
  mode?: 'sandbox' | 'production';
  /**
   * Checks the identity provider's phone ID tokens for merchants whose phoneVerification provider is firebase (e.g.
   * Firebase's: RS256 against Google's published keys). Default: the sandbox stand-in's in sandbox mode, none in
   * production (the firebase variant is then refused).
   */
  phoneTokenVerifier?: PhoneTokenVerifier;
  /** System status at start (default 'normal'); see GATEWAY_STATUS. */
  status?: SystemStatusName;
  /**
   * Sandbox: share the status switch with every process on the same database (status.ts), as a deployment of
   * several processes needs. Off (tests' harness variants share a database yet stand for separate set-ups).
   */
  shareStatus?: boolean;
  /** Override single rate limits (tests use small ones). */
  limits?: Partial<RateLimits>;
  /** Growing login delay per account and address (see auth/loginGuard.ts). */
  loginGuard?: Partial<LoginGuardSettings>;
  /** Largest accepted request body in bytes (default 64 KB). */
  maxBodyBytes?: number;
  /** scrypt cost N (default 16384). */
  scryptCost?: number;
  session?: { idleMs?: number; maxMs?: number };
  sms?: { ttlMs?: number; resendMs?: number; maxAttempts?: number };
  /** Registration field settings applied on top of the defaults derived from each manifest. */
  registration?: RegistrationOverrides;
  trialBalance?: number;
  /**
   * Proxies whose X-Forwarded-For is believed: their addresses, or true for a proxy on loopback. Default false (the
   * socket address is the caller). Mount with `gateway.fetch(request, env)` from @hono/node-server so the socket is
   * known; an in-process request counts as loopback.
   */
  trustProxy?: TrustProxy;
  /**
   * Sandbox payment operator: approve withdrawals pending longer than this. Default 5 minutes in sandbox mode;
   * 0 = only by hand (POST /__sandbox/withdrawal). Never automatic in production.
   */
  withdrawAutoApproveMs?: number;
  /** How long the game catalogue is kept before it is read again (game/catalogue.ts). Default 60 s. */
  catalogueTtlMs?: number;
  /** Prefix of generated image URLs. Default '' (same origin). */
  publicBase?: string;
  /**
   * Folder where generated images are kept once drawn (shared by processes and restarts). Default: memory only.
   */
  artDir?: string;
  /** Where unexpected errors are reported. Default console.error. */
  onError?: (err: unknown) => void;
}

/** The Hono app plus what callers may wait on or inspect. */
export type Gateway = Hono & {
  /** Resolves once every merchant's content is seeded; requests wait for it anyway. */
  ready: Promise<void>;
  deps: Deps;
};

const handlers: Handlers = {
  ...accountHandlers,
  ...sessionHandlers,
  ...systemHandlers,
  ...gameHandlers,
  ...contentHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...kycHandlers,
  ...agentHandlers,
  ...protectionHandlers,
  ...rewardHandlers,
  ...feedbackHandlers,
  ...inboxHandlers,
  ...socialHandlers,
  ...avatarHandlers,
  ...clientErrorHandlers,
  ...envelopeHandlers,
  ...sessionRefreshHandlers,
  ...profileHandlers,
};

// Calls that still answer while a merchant is under maintenance or restricted: the app needs them to show the
// maintenance or block page with customer-service links.
const ALWAYS_AVAILABLE = new Set([
  'systemStatus',
  'systemCountry',
  'systemTemplate',
  'service',
  'helpCenter',
  // An app showing the maintenance page can still report what broke.
  'clientError',
]);

/**
 * Creates the gateway: the /wps and /lgw API of spec section 7 plus /wps/static images and, in sandbox mode,
 * /__sandbox. It does not listen: mount `gateway.fetch` on a server, or call `gateway.request()` in tests.
 */
export function createGateway(opts: GatewayOptions): Gateway {
  const clock = opts.clock ?? systemClock;
  const settings: Settings = {
    mode: opts.mode ?? 'sandbox',
    scryptCost: opts.scryptCost ?? DEFAULT_SCRYPT_COST,
    sessionIdleMs: opts.session?.idleMs ?? 30 * 60_000,
    sessionMaxMs: opts.session?.maxMs ?? 12 * 3_600_000,
    smsTtlMs: opts.sms?.ttlMs ?? 5 * 60_000,
    smsResendMs: opts.sms?.resendMs ?? 60_000,
    smsMaxAttempts: opts.sms?.maxAttempts ?? 5,
    captchaTtlMs: 5 * 60_000,
    loginGuard: { ...DEFAULT_LOGIN_GUARD, ...opts.loginGuard },
    captchaLength: 4,
    trialBalance: opts.trialBalance ?? 2000,
    registration: opts.registration ?? {},
    trustedProxies: trustedProxies(opts.trustProxy ?? false),
    withdrawAutoApproveMs: opts.mode === 'production' ? 0 : (opts.withdrawAutoApproveMs ?? 5 * 60_000),
    catalogueTtlMs: opts.catalogueTtlMs ?? CATALOGUE_TTL_MS,
    publicBase: opts.publicBase ?? '',
  };
  const deps: Deps = {
    db: opts.db,
    clock,
    merchants: new MerchantDirectory(opts.merchants),
    status: new StatusBoard(opts.status ?? 'normal'),
    info: new InfoBoard(),
    limiter: new RateLimiter(opts.db, clock, { ...DEFAULT_LIMITS, ...opts.limits }),
    settings,
    phoneTokens:
      opts.phoneTokenVerifier ?? (settings.mode === 'sandbox' ? sandboxPhoneVerifier(opts.db) : undefined),
  };
  const report = opts.onError ?? ((err: unknown) => console.error('[gateway]', err));
  // The request validators are compiled before the first request instead of by it (a second or so of CPU that
  // would otherwise stall every request queued behind the first).
  const ready = seedAll(deps)
    .then(() => void validators())
    .then(async () => {
      if (opts.shareStatus && settings.mode === 'sandbox') await deps.status.share(opts.db, 1000, report);
    });
  ready.catch(report);

  const app = new Hono();
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toJSON(), err.status as 400);
    report(err);
    return c.json(new ApiError('INTERNAL').toJSON(), 500);
  });
  app.notFound((c) => c.json(notFound(c).toJSON(), 404));

  // Every answer, errors and 404s included: no type sniffing, and nothing cached but what a route marks cacheable
  // (the generated images). Set after the route and after onError, so failures get them too.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    if (c.res.status >= 400 || !c.res.headers.has('Cache-Control'))
      c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', async (_c, next) => {
    try {
      await ready;
    } catch {
      throw new ApiError('NOT_READY');
    }
    await next();
  });
  const limit = bodyLimit({
    maxSize: opts.maxBodyBytes ?? 64 * 1024,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', {
        detail: { field: 'body', reason: `is larger than ${opts.maxBodyBytes ?? 65536} bytes` },
      });
    },
  });
  // Identity documents are the one upload: up to three 5 MB images, base64 in JSON.
  const kycLimit = bodyLimit({
    maxSize: KYC_BODY_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', {
        detail: { field: 'body', reason: `is larger than ${KYC_BODY_BYTES} bytes` },
      });
    },
  });
  // Feedback may carry up to three screenshots of the same size.
  const feedbackLimit = bodyLimit({
    maxSize: FEEDBACK_BODY_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', {
        detail: { field: 'body', reason: `is larger than ${FEEDBACK_BODY_BYTES} bytes` },
      });
    },
  });
  // A head icon: one 2 MB image, base64 in JSON.
  const avatarLimit = bodyLimit({
    maxSize: AVATAR_BODY_BYTES,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', {
        detail: { field: 'body', reason: `is larger than ${AVATAR_BODY_BYTES} bytes` },
      });
    },
  });
  // A GET or HEAD request has no body (the node server never reads one, a fetch Request cannot carry one), so it
  // skips the limit: looking for a body would build a whole fetch Request for every game-list page.
  const bodyless = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';
  app.use('/wps/*', (c, next) =>
    bodyless(c)
      ? next()
      : c.req.method === 'POST' && c.req.path === calls.kycUpload.path
        ? kycLimit(c, next)
        : c.req.method === calls.feedback.method && c.req.path === calls.feedback.path
          ? feedbackLimit(c, next)
          : c.req.method === calls.avatarUpload.method && c.req.path === calls.avatarUpload.path
            ? avatarLimit(c, next)
            : limit(c, next),
  );
  app.use('/lgw/*', (c, next) => (bodyless(c) ? next() : limit(c, next)));
  // An app whose API is on another origin (the manifest's gateway.baseUrl): the browser may read an answer only when
  // the page's origin is a domain of the very merchant the call is for (a merchant's page never reads another's).
  // Credentials travel in the token header, so no cookie is allowed across origins.
  const corsAnswer = cors({
    origin: (origin, c) => {
      const page = deps.merchants.fromOrigin(origin, settings.mode === 'production');
      const host = deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
      return page && (!host || host === page) ? origin : null;
    },
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: CALL_HEADERS,
    maxAge: 600,
    credentials: false,
  });
  // A request without an Origin header (a same-origin GET, the usual call behind nginx) gets from cors() only its
  // Vary: Origin, which cors() adds with c.header() after the route (varyOn says what that costs): set directly.
  const crossOrigin = async (c: Context, next: Next) => {
    if (c.req.method === 'OPTIONS' || c.req.header('origin') !== undefined) return corsAnswer(c, next);
    await next();
    varyOn(c.res, 'Origin');
  };
  // Not the drawn images: an img element needs no CORS, and their one Vary stays Accept (AVIF or WebP).
  app.use('/wps/*', (c, next) => (c.req.path.startsWith('/wps/static/') ? next() : crossOrigin(c, next)));
  app.use('/lgw/*', crossOrigin);
  app.use('/__sandbox/*', (c, next) => (bodyless(c) ? next() : limit(c, next)));

  mountPages(app, deps);
  mountStatic(app, deps, opts.artDir);
  mountPaymentCallback(app, deps);
  mountAvatars(app, deps);
  for (const call of callList) app.on(call.method, call.path, (c) => runCall(c, call, deps));
  if (settings.mode === 'sandbox') {
    mountSandbox(app, deps);
    mountSandboxPhoneIdp(app, deps);
    mountAgentSandbox(app, deps);
    mountClientErrorsSandbox(app, deps);
  }

  return Object.assign(app, { ready, deps });
}

/**
 * The request headers a call may carry (core/app/src/api/client.ts sends them; the spec names them): what a page on
 * another origin is allowed to send. Encryption is the spec's encrypted-body header.
 */
const CALL_HEADERS = ['Content-Type', 'token', 'language', 'moduleId', 'Device', 'Encryption'];

async function runCall(c: Context, call: CallDef, deps: Deps): Promise<Response> {
  const takesBody = call.method === 'POST' || call.method === 'PUT';
  const host = c.req.header('host') ?? new URL(c.req.url).host;
  // Who may make the call is decided before anything about what it sends: an account that may not use a call gets
  // its 401 or 403 whatever the body (a malformed one included), so the answer never depends on the input. Only a
  // request whose merchant is named in its body (neither a merchant host nor a merchant page's origin) is read first.
  let inputError: unknown;
  const hostMerchant = deps.merchants.fromHost(host);
  const byOrigin = hostMerchant
    ? undefined
    : deps.merchants.fromOrigin(c.req.header('origin'), deps.settings.mode === 'production');
  const known = hostMerchant ?? byOrigin;
  // A platform that takes this call's body only encrypted (manifest gateway.encryption): the envelope is opened
  // first, and a plain body is refused (auth/envelope.ts).
  const open =
    known && takesBody && requiresEnvelope(known, call.name)
      ? (text: string) => openRequest(deps.db, call, c.req.header(ENCRYPTION_HEADER), text)
      : undefined;
  const input = known
    ? await readInput(c, takesBody, open).catch((err: unknown) => ((inputError = err), undefined))
    : await readInput(c, takesBody);
  const merchant = deps.merchants.resolve(host, input?.merchantField, byOrigin);
  if (!known && takesBody && requiresEnvelope(merchant, call.name)) throw plainRefused(call);
  // A test's browser may carry a sandbox status of its own (status.ts); production never reads the cookie.
  const statusScope = deps.settings.mode === 'sandbox' ? scopeOf(c.req.header('cookie')) : undefined;
  gate(deps, call.name, merchant.code, statusScope);
  const session = await authenticate(deps, merchant, c.req.header('token'), call.auth);
  if (!input) throw inputError;
  const v = validatorsFor(call.name);
  check(takesBody ? v.body : v.query, input.data, takesBody ? 'body' : 'query');
  const ctx: CallContext<never> = {
    deps,
    merchant,
    input: input.data as never,
    session,
    statusScope,
    ip: clientIp(c, deps.settings.trustedProxies),
    language: pickLanguage(
      merchant,
      input.data.language as string | undefined,
      input.data.lang as string | undefined,
      c.req.header('language'),
    ),
  };
  const handler = handlers[call.name as keyof Handlers] as (ctx: CallContext<never>) => Promise<unknown>;
  const value = await handler(ctx);
  c.header('Cache-Control', 'no-store');
  // A value handed out again (reusable.ts) was serialised once: the same bytes c.json would write.
  const bytes = reusedAnswer(value);
  if (bytes !== undefined) return c.body(bytes, 200, { 'Content-Type': 'application/json' });
  return c.json({ success: true, code: 'OK', value });
}

/** Refuses calls while the merchant is under maintenance (503) or restricted (403), except the status calls. */
function gate(deps: Deps, name: string, merchant: string, scope: string | undefined): void {
  if (ALWAYS_AVAILABLE.has(name)) return;
  const status = deps.status.of(merchant, scope);
  if (status === 'maintenance') throw new ApiError('MAINTENANCE');
  if (status === 'region_restricted' || status === 'ip_blocked') throw new ApiError('IP_BLOCKED');
}

function notFound(c: Context): ApiError {
  const path = new URL(c.req.url).pathname;
  const other = callList.find((call) => call.path === path);
  if (other)
    return new ApiError('NOT_FOUND', {
      message: `${c.req.method} is not accepted on ${path}; use ${other.method}`,
      detail: { field: 'method', reason: `must be ${other.method}` },
    });
  return new ApiError('NOT_FOUND', { message: `no call at ${c.req.method} ${path}` });
}
