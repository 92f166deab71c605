import type { Context, Hono } from 'hono';
import type { SandboxCalls } from '@wl/contract';
import type { Deps } from '../context.ts';
import type { SystemStatusName } from '../env.ts';
import { recentCaptchas } from '../auth/captcha.ts';
import { memberIdOf, normalizeUsername } from '../auth/members.ts';
import { outbox, releaseResend } from '../auth/sms.ts';
import { ApiError, fieldError } from '../errors.ts';
import { sendMessage } from '../member/inbox.ts';
import { centsOf } from '../money/cents.ts';
import { grantPromo } from '../money/rewards.ts';
import { decideWithdrawal } from '../money/orders.ts';
import { decideKyc } from '../member/kyc.ts';
import { protectionNow, setProtectionOffset } from '../protection/clock.ts';
import { validatorsFor } from '../schemas.ts';
import { systemHandlers as handlers } from './system.ts';
import { check, readInput } from '../validate.ts';

/**
 * Reads and validates a sandbox request like any call. Sandbox endpoints answer only on a merchant's own host (any
 * other host gets the API's plain 404), and only about that merchant: a stray host never sees every merchant's codes.
 */
async function input<T>(
  c: Context,
  deps: Deps,
  name: keyof SandboxCalls,
  takesBody: boolean,
): Promise<{ data: T; merchant: string }> {
  const host = deps.merchants.fromHost(c.req.header('host') ?? new URL(c.req.url).host);
  if (!host) throw new ApiError('NOT_FOUND', { message: `no call at ${c.req.method} ${c.req.path}` });
  const raw = await readInput(c, takesBody);
  const v = validatorsFor(name);
  check(takesBody ? v.body : v.query, raw.data, takesBody ? 'body' : 'query');
  if (raw.merchantField !== undefined && deps.merchants.fromCode(raw.merchantField) !== host)
    throw fieldError('merchant', 'must be the merchant of this host');
  return { data: raw.data as T, merchant: host.code };
}

const ok = (c: Context, value: unknown): Response => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true, code: 'OK', value });
};

/**
 * Sandbox-only endpoints (never mounted in production): the SMS outbox (the identity provider stand-in's codes too), recent captcha answers, and the system
 * status switch. Only on a merchant host; lists show that merchant only.
 */
export function mountSandbox(app: Hono, deps: Deps): void {
  app.get('/__sandbox/sms', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxSms']['request']>(
      c,
      deps,
      'sandboxSms',
      false,
    );
    const limit = data.limit ?? 50;
    const mobile = data.mobile?.replace(/^\+/, '');
    // The handset's inbox: the platform's codes and the sandbox identity provider's (routes/phoneIdp.ts).
    const [platform, idp] = await Promise.all([
      outbox(deps.db, merchant, limit, mobile),
      outbox(deps.db, merchant, limit, mobile, 'sandbox_idp_phone'),
    ]);
    const rows = [
      ...platform.map((r) => ({ ...r, sender: 'platform' as const })),
      ...idp.map((r) => ({ ...r, sender: 'idp' as const })),
    ]
      .sort((a, b) => Number(b.created_at) - Number(a.created_at))
      .slice(0, limit);
    return ok(c, {
      list: rows.map((r) => ({
        merchant: r.merchant,
        countryDialingCode: r.dialing_code,
        mobileNum: r.mobile_num,
        mobile: `+${r.dialing_code}${r.mobile_num}`,
        code: r.code,
        time: Number(r.created_at),
        expiresAt: Number(r.expires_at),
        used: r.used_at !== null,
        sender: r.sender,
      })),
    });
  });

  // One number may ask for a new code at once: a test that registers a number and then logs in with it skips the
  // minute's resend wait without moving any other number's.
  app.post('/__sandbox/smsResend', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxSmsResend']['request']>(
      c,
      deps,
      'sandboxSmsResend',
      true,
    );
    const released = await releaseResend(deps.db, merchant, data.mobile.replace(/^\+/, ''), deps.clock.now());
    return ok(c, { released });
  });

  app.get('/__sandbox/captcha', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxCaptcha']['request']>(
      c,
      deps,
      'sandboxCaptcha',
      false,
    );
    const rows = await recentCaptchas(deps.db, merchant, data.limit ?? 20);
    return ok(c, {
      list: rows.map((r) => ({
        id: r.key,
        merchant: r.merchant,
        answer: r.answer,
        time: Number(r.created_at),
        used: r.used_at !== null,
      })),
    });
  });

  app.post('/__sandbox/status', async (c) => {
    const { data } = await input<SandboxCalls['sandboxStatus']['request']>(c, deps, 'sandboxStatus', true);
    let target: string | undefined;
    if (data.merchantCode !== undefined) {
      target = deps.merchants.fromCode(data.merchantCode)?.code;
      if (!target)
        throw fieldError('merchantCode', 'is not a merchant code or platform merchant code served here');
    }
    await deps.status.write(data.status as SystemStatusName, target, data.scope);
    return ok(c, {
      global: deps.status.globalStatus,
      merchants: Object.fromEntries(deps.merchants.all.map((m) => [m.code, deps.status.of(m.code)])),
    });
  });

  // The platform's back office changing one merchant's configuration (flags, links, service channels) and the
  // country its location lookup reports: the status call's info carries it, so an open app sees it without a rebuild.
  app.post('/__sandbox/config', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxConfig']['request']>(
      c,
      deps,
      'sandboxConfig',
      true,
    );
    const { scope, ...change } = data;
    deps.info.set(merchant, change, scope);
    const info = await handlers.systemStatus({
      deps,
      merchant: deps.merchants.fromCode(merchant)!,
      input: {},
      session: undefined,
      statusScope: scope,
      ip: '',
      language: 'EN',
    } as never);
    return ok(c, {
      whitelabel: info.info.whitelabel,
      resources: info.info.resources,
      customerService: info.info.customerService,
      countryCode: info.location.countryCode,
      mobileTemplate: info.info.mobileTemplate,
      imageCdns: info.info.imageCdns,
    });
  });

  app.post('/__sandbox/withdrawal', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxWithdrawal']['request']>(
      c,
      deps,
      'sandboxWithdrawal',
      true,
    );
    const status = await decideWithdrawal(deps, data.orderNo, data.decision, data.reason, merchant);
    if (!status) throw new ApiError('NOT_FOUND');
    return ok(c, { orderNo: data.orderNo, status });
  });

  app.post('/__sandbox/kyc', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxKyc']['request']>(
      c,
      deps,
      'sandboxKyc',
      true,
    );
    const status = await decideKyc(deps, merchant, data.username, data.decision, data.reason);
    if (!status) throw new ApiError('NOT_FOUND');
    return ok(c, { status });
  });

  // One player's protection clock (cooling-off, limit periods, reality checks, exclusion ends): per player, so a
  // test passing 24 hours leaves every other session on the shared gateway alone.
  app.post('/__sandbox/clock', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxClock']['request']>(
      c,
      deps,
      'sandboxClock',
      true,
    );
    const id = await memberIdOf(deps.db, merchant, data.username.trim().toLowerCase());
    if (id === undefined) throw new ApiError('NOT_FOUND');
    setProtectionOffset(deps, id, data.offsetMs);
    return ok(c, { now: protectionNow(deps, id), offsetMs: data.offsetMs });
  });

  app.post('/__sandbox/inbox', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxInbox']['request']>(
      c,
      deps,
      'sandboxInbox',
      true,
    );
    const id = await sendMessage(deps.db, {
      merchant,
      username: normalizeUsername(data.username),
      title: data.title,
      body: data.content,
      at: deps.clock.now(),
    });
    if (id === undefined) throw new ApiError('NOT_FOUND', { message: 'no member with that username here' });
    return ok(c, { id });
  });

  // The operator's back office grants a promotional bonus with a turnover requirement: no money moves until the
  // member claims it in the reward center, once the valid bets since this grant reach the requirement.
  app.post('/__sandbox/bonus', async (c) => {
    const { data, merchant } = await input<SandboxCalls['sandboxBonus']['request']>(
      c,
      deps,
      'sandboxBonus',
      true,
    );
    const cents = (field: 'amount' | 'turnover'): number => {
      try {
        return centsOf(data[field]);
      } catch {
        throw fieldError(field, 'must be an amount with at most two decimals');
      }
    };
    if (cents('amount') <= 0) throw fieldError('amount', 'must be at least 0.01');
    const now = deps.clock.now();
    const id = await grantPromo(deps.db, {
      merchant,
      username: normalizeUsername(data.username),
      period: `grant:${now}:${Math.random().toString(36).slice(2, 10)}`,
      cents: cents('amount'),
      turnoverCents: cents('turnover'),
      at: now,
    });
    if (id === undefined) throw new ApiError('NOT_FOUND', { message: 'no member with that username here' });
    return ok(c, { id });
  });
}

// The agent centre's sandbox endpoints (routes/agent.ts) read their input the same way.
export { input as sandboxInput, ok as sandboxOk };
