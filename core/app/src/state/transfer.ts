/**
 * Wallet transfer (/m/transfer, spec section 7 "getMerchantWallet" and "wallet transfer"): the merchant's wallets
 * (main and one per game vendor) with the member's balance in each, and money moved between the main wallet and a
 * game wallet. One idempotency key per intended transfer, kept for a retry after a failure that may have reached
 * the gateway (as deposits and withdrawals do); after every transfer the header's balance is re-read.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import { isApiError } from '../api/errors.ts';
import { merchantWallet } from '../api/member.ts';
import * as walletApi from '../api/wallet.ts';
import { IntentKey } from '../money/amount.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';
import { refreshWallet } from './wallet.ts';

export type MerchantWallets = ValueOf<'merchantWallet'>;
export type TransferResult = ValueOf<'walletTransfer'>;

/** The main wallet's id in the merchant's wallet setup. */
export const MAIN_WALLET = 'MAIN';

const INITIAL = {
  status: 'idle' as LoadStatus,
  value: null as MerchantWallets | null,
  submitting: false,
};

export const transferState = proxy(structuredClone(INITIAL));

let request = 0;
const intent = new IntentKey();
let inflight: Promise<TransferResult> | null = null;

/** Loads the wallets and their balances; a newer load wins over an older one still in flight. */
export async function loadTransfer(): Promise<void> {
  const mine = ++request;
  transferState.status = 'loading';
  try {
    const value = await merchantWallet();
    if (mine !== request) return;
    transferState.value = value;
    transferState.status = 'ready';
  } catch {
    if (mine === request) transferState.status = 'error';
  }
}

/** A wallet's balance as last answered (0 when the answer has none). */
export function balanceOf(walletId: string): number {
  return transferState.value?.wallets.find((w) => w.walletId === walletId)?.balance ?? 0;
}

const mayHaveArrived = (err: unknown): boolean => !isApiError(err) || err.status === 0 || err.status >= 500;

/**
 * Moves `amount` from one wallet to another (one of them MAIN). A double tap joins the request in flight; a retry
 * of the same transfer after a network failure reuses the key; any answer ends the intended action. The answer's
 * balances replace the shown ones.
 */
export function transfer(from: string, to: string, amount: string): Promise<TransferResult> {
  if (inflight) return inflight;
  const idempotencyKey = intent.for({ from, to, amount });
  transferState.submitting = true;
  const p = walletApi
    .walletTransfer({ from, to, amount, idempotencyKey })
    .then((v) => {
      intent.done();
      const value = transferState.value;
      if (value)
        for (const w of value.wallets) {
          const after = v.wallets.find((x) => x.walletId === w.walletId);
          if (after) w.balance = after.balance;
        }
      return v;
    })
    .catch((err: unknown) => {
      if (!mayHaveArrived(err)) intent.done();
      throw err;
    })
    .finally(() => {
      inflight = null;
      transferState.submitting = false;
      // The main wallet's balance shows in the header, the side menu and the member center alike.
      void refreshWallet();
    });
  return (inflight = p);
}

/** Back to a first visit. */
export function reset(): void {
  request++;
  inflight = null;
  intent.done();
  Object.assign(transferState, structuredClone(INITIAL));
}

// Another session's balances are never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'transfer', reset, states: [transferState], perSession: true });
