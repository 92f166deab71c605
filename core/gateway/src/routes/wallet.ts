import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { centsOf, centsText, parseAmount, toCents, wireAmount } from '../money/cents.ts';
import { once, post } from '../money/ledger.ts';
import { approveDueWithdrawals, newOrderNo, sign } from '../money/orders.ts';
import { protectionNow } from '../protection/clock.ts';
import { refuseExcluded } from '../protection/exclusion.ts';
import { checkDeposit } from '../protection/limits.ts';
import { paging } from '../paging.ts';

type WalletHandlers = Pick<
  Handlers,
  | 'depositChannels'
  | 'createDeposit'
  | 'depositOrders'
  | 'payoutAccounts'
  | 'bindPayoutAccount'
  | 'setPaymentPassword'
  | 'withdraw'
  | 'withdrawals'
  | 'gameRecords'
>;

/** Wrong payment passwords in a row before the payment password is locked, and for how long. */
export const PAYMENT_PASSWORD_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;
const MAX_PAYOUT_ACCOUNTS = 5;
/** Rows of an order or record list page when the app names no size. */
const PAGE_SIZE = 20;
/** The longest range of a betting record query: 31 days and an hour (a month across a clock change). */
const MAX_RECORD_RANGE_MS = 31 * 86_400_000 + 3_600_000;

const money = (text: string | number): number => wireAmount(toCents(text));
const maskNo = (no: string): string => `${'*'.repeat(Math.max(0, no.length - 4))}${no.slice(-4)}`;

/** Refuses an amount outside [min, max] of the merchant's currency, naming the field and the limits. */
function withinLimits(amountCents: number, min: number, max: number): void {
  if (amountCents < centsOf(min) || amountCents > centsOf(max))
    throw fieldError('amount', `must be between ${centsText(centsOf(min))} and ${centsText(centsOf(max))}`);
}

async function checkPaymentPassword(
  ctx: CallContext<unknown>,
  memberId: number,
  given: string,
): Promise<void> {
  const rows = await ctx.deps.db.query<{
    payment_password_hash: string | null;
    payment_password_failures: number;
    payment_password_locked_until: number;
  }>(
    'SELECT payment_password_hash, payment_password_failures, payment_password_locked_until FROM members WHERE id = $1',
    [memberId],
  );
  const row = rows[0]!;
  if (!row.payment_password_hash) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  const now = ctx.deps.clock.now();
  const lockedUntil = Number(row.payment_password_locked_until);
  if (lockedUntil > now)
    throw new ApiError('RATE_LIMITED', { detail: { retryAfter: Math.ceil((lockedUntil - now) / 1000) } });
  if (await verifyPassword(given, row.payment_password_hash)) {
    if (Number(row.payment_password_failures))
      await ctx.deps.db.query('UPDATE members SET payment_password_failures = 0 WHERE id = $1', [memberId]);
    return;
  }
  // Only the logged-in owner can try the payment password, so locking it stops a thief with the session, never
  // a stranger locking the owner out.
  await ctx.deps.db.query(
    `UPDATE members SET
        payment_password_locked_until = CASE WHEN payment_password_failures + 1 >= $2::int THEN $3::double precision ELSE 0 END,
        payment_password_failures = CASE WHEN payment_password_failures + 1 >= $2::int THEN 0 ELSE payment_password_failures + 1 END
      WHERE id = $1`,
    [memberId, PAYMENT_PASSWORD_TRIES, now + PAYMENT_PASSWORD_LOCK_MS],
  );
  throw new ApiError('PAYMENT_PASSWORD_WRONG', {
    detail: { field: 'paymentPassword', reason: 'is not the payment password' },
  });
}

/** Deposits (through the provider's payment page), payout accounts, the payment password and withdrawals. */
export const walletHandlers: WalletHandlers = {
  depositChannels: async (ctx) => {
    const { currency, payments } = ctx.merchant.manifest;
    return {
      currency: currency.code,
      currencySymbol: currency.symbol,
      channels: payments.map((p, channelId) => ({
        channelId,
        title: p.title,
        presets: p.money.filter((m) => m >= p.min && m <= p.max),
        min: p.min,
        max: p.max,
      })),
    };
  },

  createDeposit: async (ctx) => {
    const s = sessionOf(ctx);
    const channel = ctx.merchant.manifest.payments[ctx.input.channelId];
    if (!channel) throw fieldError('channelId', 'is not one of the merchant’s payment channels');
    const amountCents = parseAmount('amount', ctx.input.amount);
    withinLimits(amountCents, channel.min, channel.max);
    const now = ctx.deps.clock.now();
    // Numbered and signed before the transaction: signing reads the key from the database, which PGlite's single
    // connection cannot do while a transaction holds it.
    const orderNo = newOrderNo('D', now);
    const sig = await sign(ctx.deps.db, orderNo);
    return once(
      ctx.deps.db,
      {
        memberId: s.memberId,
        key: ctx.input.idempotencyKey,
        scope: 'createDeposit',
        request: { channelId: ctx.input.channelId, amountCents },
        at: now,
      },
      async (tx) => {
        // Player protection, in the same transaction as the order: an excluded player or a deposit over the
        // player's limit is refused before any order exists.
        await refuseExcluded(ctx.deps, tx, ctx.merchant, s);
        await checkDeposit(tx, ctx.merchant, s.memberId, amountCents, protectionNow(ctx.deps, s.memberId));
        await tx.query(
          `INSERT INTO deposit_orders (order_no, merchant, member_id, channel_id, channel, amount, created_at)
           VALUES ($1, $2, $3, $4, $5, $6::numeric, $7)`,
          [
            orderNo,
            ctx.merchant.code,
            s.memberId,
            ctx.input.channelId,
            channel.title,
            centsText(amountCents),
            now,
          ],
        );
        return {
          orderNo,
          amount: wireAmount(amountCents),
          status: 'pending' as const,
          payUrl: `${ctx.deps.settings.publicBase}/wps/pay/sandbox?order=${orderNo}&sig=${sig}`,
        };
      },
    );
  },

  depositOrders: async (ctx) => {
    const s = sessionOf(ctx);
    const { pageNo, pageSize, offset } = paging(ctx.input, PAGE_SIZE);
    const rows = await ctx.deps.db.query<{
      order_no: string;
      channel: string;
      amount: string;
      status: 'pending' | 'paid' | 'failed';
      created_at: number;
      settled_at: number | null;
    }>(
      `SELECT order_no, channel, amount, status, created_at, settled_at
         FROM deposit_orders WHERE member_id = $1 ORDER BY created_at DESC, order_no DESC LIMIT $2 OFFSET $3`,
      [s.memberId, pageSize, offset],
    );
    const [count] = await ctx.deps.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM deposit_orders WHERE member_id = $1',
      [s.memberId],
    );
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no,
        channel: r.channel,
        amount: money(r.amount),
        status: r.status,
        createdAt: Number(r.created_at),
        ...(r.settled_at !== null ? { settledAt: Number(r.settled_at) } : {}),
      })),
      totalCount: Number(count!.n),
      pageNo,
      pageSize,
    };
  },

  payoutAccounts: async (ctx) => {
    const s = sessionOf(ctx);
    const rows = await ctx.deps.db.query<{
      id: number;
      payee_name: string;
      kind: 'ewallet' | 'bank';
      provider: string;
      account_no: string;
    }>(
      'SELECT id, payee_name, kind, provider, account_no FROM payout_accounts WHERE member_id = $1 ORDER BY id',
      [s.memberId],
    );
    const [m] = await ctx.deps.db.query<{ payment_password_hash: string | null; kyc_status: string }>(
      'SELECT payment_password_hash, kyc_status FROM members WHERE id = $1',
      [s.memberId],
    );
    const { withdrawal } = ctx.merchant.manifest;
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        payeeName: r.payee_name,
        kind: r.kind,
        provider: r.provider,
        accountNo: maskNo(r.account_no),
      })),
      paymentPasswordSet: Boolean(m?.payment_password_hash),
      kycVerified: m?.kyc_status === 'verified',
      withdrawal: { min: withdrawal.min, max: withdrawal.max, kycThreshold: withdrawal.kycThreshold },
    };
  },

  bindPayoutAccount: async (ctx) => {
    const s = sessionOf(ctx);
    const payeeName = ctx.input.payeeName.trim().replace(/\s+/g, ' ');
    if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,49}$/u.test(payeeName))
      throw fieldError(
        'payeeName',
        'must be 2-50 letters, spaces, dots, apostrophes or hyphens',
        'validation.name',
      );
    const provider = ctx.input.provider.trim();
    if (provider.length < 2) throw fieldError('provider', 'must be at least 2 characters');
    return ctx.deps.db.transaction(async (tx) => {
      const [count] = await tx.query<{ n: string }>(
        'SELECT count(*) AS n FROM payout_accounts WHERE member_id = $1',
        [s.memberId],
      );
      if (Number(count!.n) >= MAX_PAYOUT_ACCOUNTS)
        throw fieldError('accountNo', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be bound`);
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO payout_accounts (member_id, payee_name, kind, provider, account_no, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, kind, provider, account_no) DO NOTHING RETURNING id`,
        [s.memberId, payeeName, ctx.input.kind, provider, ctx.input.accountNo, ctx.deps.clock.now()],
      );
      if (!rows[0]) throw fieldError('accountNo', 'is already bound');
      return { id: Number(rows[0].id) };
    });
  },

  setPaymentPassword: async (ctx) => {
    const s = sessionOf(ctx);
    const { paymentPassword, confirmPaymentPassword, oldPaymentPassword } = ctx.input;
    if (paymentPassword !== confirmPaymentPassword)
      throw new ApiError('PASSWORD_MISMATCH', {
        detail: { field: 'confirmPaymentPassword', reason: 'does not match the payment password' },
      });
    const [row] = await ctx.deps.db.query<{ payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM members WHERE id = $1',
      [s.memberId],
    );
    if (row?.payment_password_hash) {
      if (!oldPaymentPassword)
        throw fieldError('oldPaymentPassword', 'is required to change the payment password');
      await checkPaymentPassword(ctx, s.memberId, oldPaymentPassword);
    }
    const hash = await hashPassword(paymentPassword, ctx.deps.settings.scryptCost);
    await ctx.deps.db.query('UPDATE members SET payment_password_hash = $2 WHERE id = $1', [
      s.memberId,
      hash,
    ]);
    return { success: true as const };
  },

  withdraw: async (ctx) => {
    const s = sessionOf(ctx);
    const { withdrawal } = ctx.merchant.manifest;
    const amountCents = parseAmount('amount', ctx.input.amount);
    withinLimits(amountCents, withdrawal.min, withdrawal.max);
    const [account] = await ctx.deps.db.query<{ id: number }>(
      'SELECT id FROM payout_accounts WHERE id = $1 AND member_id = $2',
      [ctx.input.payoutAccountId, s.memberId],
    );
    if (!account) throw fieldError('payoutAccountId', 'is not one of your payout accounts');
    await checkPaymentPassword(ctx, s.memberId, ctx.input.paymentPassword);
    if (amountCents > centsOf(withdrawal.kycThreshold)) {
      const [m] = await ctx.deps.db.query<{ kyc_status: string }>(
        'SELECT kyc_status FROM members WHERE id = $1',
        [s.memberId],
      );
      if (m?.kyc_status !== 'verified') throw new ApiError('KYC_REQUIRED');
    }
    const now = ctx.deps.clock.now();
    return once(
      ctx.deps.db,
      {
        memberId: s.memberId,
        key: ctx.input.idempotencyKey,
        scope: 'withdraw',
        request: { amountCents, payoutAccountId: ctx.input.payoutAccountId },
        at: now,
      },
      async (tx) => {
        const orderNo = newOrderNo('W', now);
        await tx.query(
          `INSERT INTO withdrawals (order_no, merchant, member_id, payout_account_id, amount, created_at)
           VALUES ($1, $2, $3, $4, $5::numeric, $6)`,
          [orderNo, ctx.merchant.code, s.memberId, ctx.input.payoutAccountId, centsText(amountCents), now],
        );
        const held = await post(tx, {
          memberId: s.memberId,
          kind: 'withdrawal_hold',
          amountCents: -amountCents,
          heldCents: amountCents,
          ref: orderNo,
          at: now,
        });
        return {
          orderNo,
          amount: wireAmount(amountCents),
          status: 'pending' as const,
          balance: wireAmount(held.balanceCents),
        };
      },
    );
  },

  withdrawals: async (ctx) => {
    const s = sessionOf(ctx);
    await approveDueWithdrawals(ctx.deps, s.memberId);
    const { pageNo, pageSize, offset } = paging(ctx.input, PAGE_SIZE);
    const rows = await ctx.deps.db.query<{
      order_no: string;
      amount: string;
      status: 'pending' | 'paid' | 'rejected';
      payee_name: string;
      provider: string;
      account_no: string;
      reason: string | null;
      created_at: number;
      settled_at: number | null;
    }>(
      `SELECT w.order_no, w.amount, w.status, a.payee_name, a.provider, a.account_no, w.reason, w.created_at, w.settled_at
         FROM withdrawals w JOIN payout_accounts a ON a.id = w.payout_account_id
        WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.order_no DESC LIMIT $2 OFFSET $3`,
      [s.memberId, pageSize, offset],
    );
    const [count] = await ctx.deps.db.query<{ n: string }>(
      'SELECT count(*) AS n FROM withdrawals WHERE member_id = $1',
      [s.memberId],
    );
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no,
        amount: money(r.amount),
        status: r.status,
        payeeName: r.payee_name,
        provider: r.provider,
        accountNo: maskNo(r.account_no),
        createdAt: Number(r.created_at),
        ...(r.settled_at !== null ? { settledAt: Number(r.settled_at) } : {}),
        ...(r.reason ? { reason: r.reason } : {}),
      })),
      totalCount: Number(count!.n),
      pageNo,
      pageSize,
    };
  },

  gameRecords: async (ctx) => {
    const s = sessionOf(ctx);
    const { startTime, endTime } = ctx.input;
    if (endTime <= startTime) throw fieldError('endTime', 'must be after startTime');
    if (endTime - startTime > MAX_RECORD_RANGE_MS)
      throw fieldError('endTime', 'must be at most 31 days after startTime');
    const { pageNo, pageSize, offset } = paging(ctx.input, PAGE_SIZE);
    const params: unknown[] = [s.memberId, startTime, endTime, ctx.input.gameType || null];
    const where =
      'member_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR game_type = $4)';
    const rows = await ctx.deps.db.query<{
      round_id: string;
      game_name: string;
      vendor_code: string;
      game_type: string;
      stake: string;
      win: string;
      created_at: number;
    }>(
      `SELECT round_id, game_name, vendor_code, game_type, stake, win, created_at FROM game_rounds
        WHERE ${where} ORDER BY created_at DESC, round_id DESC LIMIT $5 OFFSET $6`,
      [...params, pageSize, offset],
    );
    const [sum] = await ctx.deps.db.query<{ n: string; stake: string | null; win: string | null }>(
      `SELECT count(*) AS n, sum(stake) AS stake, sum(win) AS win FROM game_rounds WHERE ${where}`,
      params,
    );
    const stake = toCents(sum?.stake ?? 0);
    const win = toCents(sum?.win ?? 0);
    return {
      list: rows.map((r) => ({
        roundId: r.round_id,
        gameName: r.game_name,
        vendorCode: r.vendor_code,
        gameType: r.game_type,
        stake: money(r.stake),
        win: money(r.win),
        net: wireAmount(toCents(r.win) - toCents(r.stake)),
        time: Number(r.created_at),
      })),
      totals: {
        count: Number(sum?.n ?? 0),
        stake: wireAmount(stake),
        win: wireAmount(win),
        net: wireAmount(win - stake),
      },
      totalCount: Number(sum?.n ?? 0),
      pageNo,
      pageSize,
    };
  },
};
