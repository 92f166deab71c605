import { proxy, subscribe } from 'valtio';
import * as memberApi from '../api/member.ts';
import { registerStore } from './kit/registry.ts';

/** Where the hide/show choice of the balance is kept: it survives reloads (spec "hide/show toggle"). */
export const BALANCE_HIDDEN_KEY = 'MC_BALANCE_HIDDEN';

function loadHidden(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

const INITIAL = {
  /**
   * Total balance over every wallet; null until the first answer. The answer's currencySymbol is not kept: the
   * symbol shown is the merchant config's (money/format.ts), so no screen can disagree with the header.
   */
  balance: null as number | null,
  /** Read from storage when the store is created or reset. */
  hidden: false,
  loading: false,
  error: false,
};

export const walletState = proxy({ ...structuredClone(INITIAL), hidden: loadHidden() });

subscribe(walletState, () => {
  try {
    localStorage.setItem(BALANCE_HIDDEN_KEY, walletState.hidden ? '1' : '0');
  } catch {
    /* not persisted: fine */
  }
});

let inflight: Promise<void> | null = null;

/** Fetches the balance (refresh-balance button, after login); concurrent calls share one request. */
export function refreshWallet(): Promise<void> {
  if (inflight) return inflight;
  walletState.loading = true;
  walletState.error = false;
  const p: Promise<void> = memberApi
    .wallet()
    .then((w) => {
      if (inflight !== p) return;
      walletState.balance = w.sumBalance;
    })
    .catch(() => {
      if (inflight === p) walletState.error = true;
    })
    .finally(() => {
      if (inflight !== p) return;
      walletState.loading = false;
      inflight = null;
    });
  return (inflight = p);
}

/** Hides or shows the balance everywhere it appears; the choice is remembered. */
export function toggleBalanceHidden(): void {
  walletState.hidden = !walletState.hidden;
}

/** Forgets the balance (the session reactor calls this when the session ends); the hide/show choice stays. */
export function clearWallet(): void {
  walletState.balance = null;
  walletState.error = false;
}

/** Back to a first visit: no balance, nothing in flight, the hide/show choice as stored. */
export function reset(): void {
  inflight = null;
  Object.assign(walletState, structuredClone(INITIAL), { hidden: loadHidden() });
}

registerStore({ name: 'wallet', reset, states: [walletState] });
