import { proxy, subscribe } from 'valtio';

/** Where the hide/show choice of the balance is kept: it survives reloads (spec "hide/show toggle"). */
export const BALANCE_HIDDEN_KEY = 'MC_BALANCE_HIDDEN';

function loadHidden(): boolean {
  try {
    return localStorage.getItem(BALANCE_HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export interface WalletInfo {
  sumBalance: number;
  currencySymbol: string;
}

export const walletState = proxy({
  /** Total balance over every wallet; null until the first answer. */
  balance: null as number | null,
  /** The platform's symbol when it sent one; the header falls back to the manifest's. */
  currencySymbol: null as string | null,
  hidden: loadHidden(),
  loading: false,
  error: false,
});

subscribe(walletState, () => {
  try {
    localStorage.setItem(BALANCE_HIDDEN_KEY, walletState.hidden ? '1' : '0');
  } catch {
    /* not persisted: fine */
  }
});

export type WalletLoader = () => Promise<WalletInfo>;
let loader: WalletLoader | null = null;

/** Wired by state/api.ts, so that this store stays free of the API client in unit tests. */
export function setWalletLoader(fn: WalletLoader | null): void {
  loader = fn;
}

let inflight: Promise<void> | null = null;

/** Fetches the balance (refresh-balance button, after login); concurrent calls share one request. */
export function refreshWallet(): Promise<void> {
  if (!loader) return Promise.resolve();
  if (inflight) return inflight;
  const load = loader;
  walletState.loading = true;
  walletState.error = false;
  inflight = load()
    .then((w) => {
      walletState.balance = w.sumBalance;
      walletState.currencySymbol = w.currencySymbol || null;
    })
    .catch(() => {
      walletState.error = true;
    })
    .finally(() => {
      walletState.loading = false;
      inflight = null;
    });
  return inflight;
}

/** Hides or shows the balance everywhere it appears; the choice is remembered. */
export function toggleBalanceHidden(): void {
  walletState.hidden = !walletState.hidden;
}

/** Forgets the balance (on logout); the hide/show choice stays. */
export function clearWallet(): void {
  walletState.balance = null;
  walletState.currencySymbol = null;
  walletState.error = false;
}
