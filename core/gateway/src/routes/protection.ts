import type { ProtectionState } from '@wl/contract';
import { checkCaptcha } from '../auth/captcha.ts';
import { admitLogin, clearLoginGuards, recordLoginFailure } from '../auth/loginGuard.ts';
import { findByUsername, normalizeUsername } from '../auth/members.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { sessionHistory } from '../auth/sessions.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { centsOf, toCents, wireAmount } from '../money/cents.ts';
import { ledgerHistory } from '../money/ledger.ts';
import { protectionNow } from '../protection/clock.ts';
import { exclude, requestRevoke } from '../protection/exclusion.ts';
import { limitsOf, setLimit, usedOf } from '../protection/limits.ts';
import { realityMinutes, setRealityMinutes } from '../protection/reality.ts';
import { COOLING_OFF_MS, HISTORY_MS, complianceOf, requireModule } from '../protection/rules.ts';
import { paging } from '../paging.ts';

type ProtectionHandlers = Pick<
  Handlers,
  | 'protectionState'
  | 'setProtectionLimit'
  | 'setRealityCheck'
  | 'protectionExclude'
  | 'protectionHistory'
  | 'protectionRevoke'
>;

async function stateOf(ctx: CallContext<unknown>): Promise<ProtectionState> {
  const s = sessionOf(ctx);
  const now = protectionNow(ctx.deps, s.memberId);
  const limits = await limitsOf(ctx.deps.db, s.memberId, now);
  const money = (kind: string, v: number | null) => (v === null || kind === 'session' ? v : wireAmount(v));
  return {
    limits: await Promise.all(
      limits.map(async (l) => ({
        kind: l.kind,
        period: l.period,
        value: money(l.kind, l.value),
        ...(l.kind !== 'session'
          ? { used: wireAmount(await usedOf(ctx.deps.db, s.memberId, l.kind, l.period, now)) }
          : {}),
        ...(l.pending ? { pending: { value: money(l.kind, l.pending.value), at: l.pending.at } } : {}),
      })),
    ),
    realityCheckMinutes: await realityMinutes(ctx.deps, ctx.merchant, s.memberId),
    defaultRealityCheckMinutes: complianceOf(ctx.merchant).realityCheckMinutes,
    coolingOffHours: COOLING_OFF_MS / 3_600_000,
    now,
  };
}

const HISTORY_KINDS = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal_payout'],
  bet: ['bet', 'win'],
} as const;

/** Limits, reality-check interval, time-out and self-exclusion, account history (schemas/api/protection.json). */
export const protectionHandlers: ProtectionHandlers = {
  protectionState: async (ctx) => stateOf(ctx),

  setProtectionLimit: async (ctx) => {
    const s = sessionOf(ctx);
    const { kind, period, value } = ctx.input;
    const stored = value === null ? null : kind === 'session' ? value : centsOf(value);
    await setLimit(
      ctx.deps,
      ctx.merchant,
      s.memberId,
      kind,
      period,
      stored,
      protectionNow(ctx.deps, s.memberId),
    );
    return stateOf(ctx);
  },

  setRealityCheck: async (ctx) => {
    const s = sessionOf(ctx);
    requireModule(ctx.merchant, 'realityCheck');
    const max = complianceOf(ctx.merchant).realityCheckMinutes;
    if (ctx.input.minutes > max) throw fieldError('minutes', `must be at most ${max}`);
    await setRealityMinutes(ctx.deps, s.memberId, ctx.input.minutes);
    return stateOf(ctx);
  },

  protectionExclude: async (ctx) => {
    const s = sessionOf(ctx);
    return exclude(ctx.deps, ctx.merchant, s, ctx.input.kind, ctx.input.length);
  },

  protectionRevoke: async ({ deps, merchant, input, ip }) => {
    // The player is excluded and has no session: the login's credentials, under the login's guard.
    const account = normalizeUsername(input.username);
    const { captchaRequired } = await admitLogin(deps, merchant.code, account, ip);
    if (captchaRequired) await checkCaptcha(deps, merchant.code, input.captchaKey, input.captcha, true);
    const member = await findByUsername(deps.db, merchant.code, input.username);
    const ok = await verifyPassword(
      input.password,
      member?.password_hash ?? (await hashPassword(input.password, deps.settings.scryptCost)),
    );
    if (!member || !member.password_hash || !ok || member.disabled) {
      await recordLoginFailure(deps, deps.settings.loginGuard, merchant.code, account, ip);
      throw new ApiError('LOGIN_FAILED', {
        detail: { field: 'password', reason: 'does not match', captcha: true },
      });
    }
    await clearLoginGuards(deps, merchant.code, account, ip);
    requireModule(merchant, 'selfExclusion');
    return requestRevoke(deps, merchant, { memberId: member.id, username: member.username });
  },

  protectionHistory: async (ctx) => {
    const s = sessionOf(ctx);
    requireModule(ctx.merchant, 'accountHistory');
    const { pageNo, pageSize, offset } = paging(ctx.input, 20);
    const from = protectionNow(ctx.deps, s.memberId) - HISTORY_MS;
    const db = ctx.deps.db;
    if (ctx.input.type === 'session') {
      const { totalCount, rows } = await sessionHistory(db, s.memberId, from, { pageSize, offset });
      return {
        list: rows.map((r) => ({
          id: r.token_hash.slice(0, 16),
          entry: 'session',
          at: Number(r.created_at),
          endedAt: Number(r.ended_at ?? r.last_seen_at),
        })),
        totalCount,
        pageNo,
        pageSize,
        from,
      };
    }
    const kinds = HISTORY_KINDS[ctx.input.type];
    const { totalCount, rows } = await ledgerHistory(db, s.memberId, kinds, from, { pageSize, offset });
    return {
      list: rows.map((r) => ({
        id: String(r.id),
        entry: r.kind,
        at: Number(r.created_at),
        amount: wireAmount(toCents(r.amount)),
        balanceAfter: wireAmount(toCents(r.balance_after)),
        ...(r.ref ? { ref: r.ref } : {}),
      })),
      totalCount,
      pageNo,
      pageSize,
      from,
    };
  },
};
