import type { Handlers } from '../context.ts';
import { payoutProvidersOf } from '../seed/payoutProviders.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { roundRecords } from '../game/rounds.ts';
import { kycStatusOf } from '../member/kyc.ts';
import { centsOf, centsText, parseAmount, toCents, wireAmount } from '../money/cents.ts';
import { once, post } from '../money/ledger.ts';
import {
  approveDueWithdrawals,
  listDeposits,
  insertDeposit,
  insertWithdrawal,
  newOrderNo,
  sign,
  listWithdrawals,
} from '../money/orders.ts';
import { checkPaymentPassword, paymentPasswordHash, setPaymentPassword } from '../money/paymentPassword.ts';
import {
  bindPayoutAccount,
  ownsPayoutAccount,
  payoutAccountCount,
  payoutAccountsOf,
  withdrawalReadiness,
} from '../money/payoutAccounts.ts';
import { protectionNow } from '../protection/clock.ts';
import { refuseExcluded } from '../protection/exclusion.ts';
import { checkDeposit } from '../protection/limits.ts';
import { paging } from '../paging.ts';
import { MAIN_WALLET, merchantWallets, transfer, vendorBalances } from '../money/transfer.ts';

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
  | 'walletTransfer'
>;

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

/** Deposits (through the provider's payment page), payout accounts, the payment password and withdrawals. */
export const walletHandlers: WalletHandlers = {
  depositChannels: async (ctx) => {
    const { currency, payments } = ctx.merchant.manifest;
    return {
      currency: currency.code,
      currencySymbol: currency.symbol,
      channels: payments.map((p, channelId) => ({
        channelId,
        // In the asked language where the manifest names it so (a word, not a brand: "Bank transfer").
        title: p.titles?.[ctx.language] ?? p.title,
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
        await insertDeposit(tx, {
          orderNo,
          merchant: ctx.merchant.code,
          memberId: s.memberId,
          channelId: ctx.input.channelId,
          channel: channel.title,
          cents: amountCents,
          at: now,
          language: ctx.language,
        });
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
    const { totalCount, rows } = await listDeposits(ctx.deps.db, s.memberId, { pageSize, offset });
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no,
        channel: r.channel,
        amount: money(r.amount),
        status: r.status,
        createdAt: Number(r.created_at),
        ...(r.settled_at !== null ? { settledAt: Number(r.settled_at) } : {}),
      })),
      totalCount,
      pageNo,
      pageSize,
    };
  },

  payoutAccounts: async (ctx) => {
    const s = sessionOf(ctx);
    const rows = await payoutAccountsOf(ctx.deps.db, s.memberId);
    const ready = await withdrawalReadiness(ctx.deps.db, s.memberId);
    const { withdrawal } = ctx.merchant.manifest;
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        payeeName: r.payee_name,
        kind: r.kind,
        provider: r.provider,
        accountNo: maskNo(r.account_no),
      })),
      ...ready,
      withdrawal: { min: withdrawal.min, max: withdrawal.max, kycThreshold: withdrawal.kycThreshold },
      providers: payoutProvidersOf(ctx.merchant.manifest.country),
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
      if ((await payoutAccountCount(tx, s.memberId)) >= MAX_PAYOUT_ACCOUNTS)
        throw fieldError('accountNo', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts can be bound`);
      const id = await bindPayoutAccount(tx, {
        memberId: s.memberId,
        payeeName,
        kind: ctx.input.kind,
        provider,
        accountNo: ctx.input.accountNo,
        at: ctx.deps.clock.now(),
      });
      if (id === undefined) throw fieldError('accountNo', 'is already bound');
      return { id };
    });
  },

  setPaymentPassword: async (ctx) => {
    const s = sessionOf(ctx);
    const { paymentPassword, confirmPaymentPassword, oldPaymentPassword } = ctx.input;
    if (paymentPassword !== confirmPaymentPassword)
      throw new ApiError('PASSWORD_MISMATCH', {
        detail: { field: 'confirmPaymentPassword', reason: 'does not match the payment password' },
      });
    if (await paymentPasswordHash(ctx.deps.db, s.memberId)) {
      if (!oldPaymentPassword)
        throw fieldError('oldPaymentPassword', 'is required to change the payment password');
      await checkPaymentPassword(ctx.deps, s.memberId, oldPaymentPassword);
    }
    await setPaymentPassword(ctx.deps, s.memberId, paymentPassword);
    return { success: true as const };
  },

  withdraw: async (ctx) => {
    const s = sessionOf(ctx);
    const { withdrawal } = ctx.merchant.manifest;
    const amountCents = parseAmount('amount', ctx.input.amount);
    withinLimits(amountCents, withdrawal.min, withdrawal.max);
    if (!(await ownsPayoutAccount(ctx.deps.db, s.memberId, ctx.input.payoutAccountId)))
      throw fieldError('payoutAccountId', 'is not one of your payout accounts');
    await checkPaymentPassword(ctx.deps, s.memberId, ctx.input.paymentPassword);
    if (
      amountCents > centsOf(withdrawal.kycThreshold) &&
      (await kycStatusOf(ctx.deps.db, s.memberId)) !== 'verified'
    )
      throw new ApiError('KYC_REQUIRED');
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
        await insertWithdrawal(tx, {
          orderNo,
          merchant: ctx.merchant.code,
          memberId: s.memberId,
          payoutAccountId: ctx.input.payoutAccountId,
          cents: amountCents,
          at: now,
          language: ctx.language,
        });
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
    const { totalCount, rows } = await listWithdrawals(ctx.deps.db, s.memberId, { pageSize, offset });
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
      totalCount,
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
    const records = await roundRecords(ctx.deps.db, {
      memberId: s.memberId,
      start: startTime,
      end: endTime,
      gameType: ctx.input.gameType || null,
      pageSize,
      offset,
    });
    const { rows } = records;
    const stake = toCents(records.stake ?? 0);
    const win = toCents(records.win ?? 0);
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
        count: records.count,
        stake: wireAmount(stake),
        win: wireAmount(win),
        net: wireAmount(win - stake),
      },
      totalCount: records.count,
      pageNo,
      pageSize,
    };
  },

  walletTransfer: async (ctx) => {
    const s = sessionOf(ctx);
    const { from, to } = ctx.input;
    if (from === to) throw fieldError('to', 'must not be the wallet the money comes from');
    if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw fieldError('to', `one side must be ${MAIN_WALLET}`);
    const field = from === MAIN_WALLET ? 'to' : 'from';
    const walletId = from === MAIN_WALLET ? to : from;
    const wallets = await merchantWallets(ctx.deps.db, ctx.merchant.code);
    if (!wallets.some((w) => w.walletId === walletId))
      throw fieldError(field, 'is not a wallet of this merchant');
    const cents = parseAmount('amount', ctx.input.amount);
    const now = ctx.deps.clock.now();
    return once(
      ctx.deps.db,
      {
        memberId: s.memberId,
        key: ctx.input.idempotencyKey,
        scope: 'walletTransfer',
        request: { from, to, cents },
        at: now,
      },
      async (tx) => {
        // Into a game wallet is a step towards play: an excluded player is refused in the same transaction.
        if (from === MAIN_WALLET) await refuseExcluded(ctx.deps, tx, ctx.merchant, s);
        const r = await transfer(tx, {
          memberId: s.memberId,
          walletId,
          toVendorCents: from === MAIN_WALLET ? cents : -cents,
          at: now,
        });
        const balances = await vendorBalances(tx, s.memberId);
        return {
          transferId: r.transferId,
          amount: wireAmount(cents),
          balance: wireAmount(r.balanceCents),
          wallets: wallets.map((w) => ({
            walletId: w.walletId,
            balance: wireAmount(
              w.walletId === MAIN_WALLET ? r.balanceCents : (balances.get(w.walletId) ?? 0),
            ),
          })),
        };
      },
    );
  },
};
