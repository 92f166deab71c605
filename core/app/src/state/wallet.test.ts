import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ wallet: vi.fn() }));
vi.mock('../api/member.ts', () => api);
const { BALANCE_HIDDEN_KEY, clearWallet, refreshWallet, reset, toggleBalanceHidden, walletState } =
  await import('./wallet.ts');
const setWalletLoader = (fn: typeof api.wallet) => api.wallet.mockImplementation(fn);

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('wallet store', () => {
  beforeEach(() => {
    api.wallet.mockReset();
    localStorage.removeItem(BALANCE_HIDDEN_KEY);
    reset();
  });

  it('loads the balance; concurrent refreshes share one call', async () => {
    const loader = vi.fn().mockResolvedValue({ sumBalance: 1500.25, currencySymbol: '₱' });
    setWalletLoader(loader);
    await Promise.all([refreshWallet(), refreshWallet()]);
    expect(loader).toHaveBeenCalledOnce();
    expect(walletState.balance).toBe(1500.25);
    expect(walletState.loading).toBe(false);
  });

  it('keeps the previous balance and flags the error when the call fails', async () => {
    setWalletLoader(vi.fn().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' }));
    await refreshWallet();
    setWalletLoader(vi.fn().mockRejectedValue(new Error('timeout')));
    await refreshWallet();
    expect(walletState.balance).toBe(10);
    expect(walletState.error).toBe(true);
  });

  it('remembers the hide/show choice', async () => {
    toggleBalanceHidden();
    await flush();
    expect(walletState.hidden).toBe(true);
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    toggleBalanceHidden();
    await flush();
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('0');
  });

  it('forgets the balance but not the choice on logout', async () => {
    setWalletLoader(vi.fn().mockResolvedValue({ sumBalance: 10, currencySymbol: '₱' }));
    await refreshWallet();
    toggleBalanceHidden();
    clearWallet();
    expect(walletState.balance).toBeNull();
    expect(walletState.hidden).toBe(true);
  });
});
