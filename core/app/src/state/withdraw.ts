/**
 * Withdraw (/m/withdraw): payout accounts, the payment password, limits, the player's withdrawals and the request
 * being sent. One idempotency key per intended withdrawal, kept for a retry after a failure that may have reached
 * the gateway; the gateway holds the amount at once, so the wallet is re-read after every request.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import { isApiError } from '../api/errors.ts';
import * as walletApi from '../api/wallet.ts';
import { IntentKey } from '../money/amount.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { countedPage, emptyPaged, pagedList } from './kit/pagedList.ts';
import { refreshWallet } from './wallet.ts';
import { registerStore } from './kit/registry.ts';

export type PayoutAccounts = ValueOf<'payoutAccounts'>;
export type PayoutAccount = PayoutAccounts['list'][number];
export type Withdrawal = ValueOf<'withdrawals'>['list'][number];

export const WITHDRAWALS_PAGE_SIZE = 10;

const INITIAL = {
  accounts: null as PayoutAccounts | null,
  accountsLoad: 'idle' as LoadStatus,
  /** The player's withdrawals, newest first (kit/pagedList.ts); shown while they are re-read after a request. */
  withdrawals: emptyPaged<Withdrawal>(),
  submitting: false,
};

export const withdrawState = proxy(structuredClone(INITIAL));

const withdrawals = pagedList({
  state: () => withdrawState.withdrawals,
  fetch: (pageNo) => walletApi.withdrawals({ pageNo, pageSize: WITHDRAWALS_PAGE_SIZE }),
  page: (v, pageNo) => countedPage(v.list, pageNo, v.totalCount, WITHDRAWALS_PAGE_SIZE),
  keepWhileLoading: true,
});

const intent = new IntentKey();
let inflight: Promise<ValueOf<'withdraw'>> | null = null;

/** Loads accounts, payment-password state and limits. */
export async function loadAccounts(): Promise<void> {
  withdrawState.accountsLoad = 'loading';
  try {
    withdrawState.accounts = await walletApi.payoutAccounts();
    withdrawState.accountsLoad = 'ready';
  } catch {
    withdrawState.accountsLoad = 'error';
  }
}

/** Loads the first page of withdrawals, or the next one with `more`. */
export function loadWithdrawals(more = false): Promise<void> {
  return withdrawals.load(more ? 'more' : 'first');
}

/** Sets the first payment password, then re-reads the accounts (paymentPasswordSet). */
export async function setPaymentPassword(paymentPassword: string, confirmPaymentPassword: string) {
  await walletApi.setPaymentPassword({ paymentPassword, confirmPaymentPassword });
  await loadAccounts();
}

/** Binds a payout account, then re-reads the list. */
export async function bindAccount(input: Parameters<typeof walletApi.bindPayoutAccount>[0] & object) {
  await walletApi.bindPayoutAccount(input);
  await loadAccounts();
}

export function mayHaveArrived(err: unknown): boolean {
  return !isApiError(err) || err.status === 0 || err.status >= 500;
}

/**
 * Requests a withdrawal. A double tap joins the request in flight; a retry of the same request after a network
 * failure reuses the key; any answer (success or refusal) ends the intended action.
 */
export function requestWithdrawal(
  amount: string,
  payoutAccountId: number,
  paymentPassword: string,
): Promise<ValueOf<'withdraw'>> {
  if (inflight) return inflight;
  const idempotencyKey = intent.for({ amount, payoutAccountId, paymentPassword });
  withdrawState.submitting = true;
  const p = walletApi
    .withdraw({ amount, payoutAccountId, paymentPassword, idempotencyKey })
    .then((v) => {
      intent.done();
      return v;
    })
    .catch((err: unknown) => {
      if (!mayHaveArrived(err)) intent.done();
      throw err;
    })
    .finally(() => {
      inflight = null;
      withdrawState.submitting = false;
      // The hold (or nothing) shows in the header, the side menu and the member center alike.
      void refreshWallet();
      void loadWithdrawals();
    });
  return (inflight = p);
}

/** Back to a first visit. */
export function reset(): void {
  inflight = null;
  intent.done();
  withdrawals.cancel();
  Object.assign(withdrawState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'withdraw', reset, states: [withdrawState], perSession: true });
