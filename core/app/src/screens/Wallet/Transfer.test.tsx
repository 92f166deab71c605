import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { renderShell } from '../../test/render.tsx';
import { pathOf } from '../../routes/paths.ts';

const api = vi.hoisted(() => ({ merchantWallet: vi.fn(), walletTransfer: vi.fn(), wallet: vi.fn() }));
vi.mock('../../api/member.ts', async (orig) => ({
  ...(await orig()),
  merchantWallet: api.merchantWallet,
  wallet: api.wallet,
}));
vi.mock('../../api/wallet.ts', async (orig) => ({ ...(await orig()), walletTransfer: api.walletTransfer }));
const { default: Transfer } = await import('./Transfer.tsx');
const { resetAllStores } = await import('../../state/kit/registry.ts');

const setup = (main: number, jili: number) => ({
  currency: 'TLB',
  currencySymbol: '₱',
  wallets: [
    { walletId: 'MAIN', name: 'Main wallet', balance: main },
    { walletId: 'JILI', name: 'JILI', balance: jili },
    { walletId: 'EVO', name: 'Evolution', balance: 0 },
  ],
});

beforeEach(() => api.wallet.mockResolvedValue({ sumBalance: 0, currencySymbol: '₱', currency: 'TLB' }));
afterEach(() => {
  cleanup();
  resetAllStores();
  Object.values(api).forEach((f) => f.mockReset());
});

describe('Transfer', () => {
  it('shows the main wallet and the game wallets holding money; all of them one tap away', async () => {
    api.merchantWallet.mockResolvedValueOnce(setup(100, 5));
    renderShell(<Transfer />, pathOf('transfer'));
    const list = await screen.findByTestId('transfer-wallets');
    const shown = () => [...list.querySelectorAll('dd')].map((d) => d.getAttribute('data-wallet'));
    expect(shown()).toEqual(['MAIN', 'JILI']);
    const toggle = screen.getByRole('button', { name: 'transfer.showAll' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(shown()).toEqual(['MAIN', 'JILI', 'EVO']);
    const back = screen.getByRole('button', { name: 'transfer.showHolding' });
    expect(back.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(back);
    expect(shown()).toEqual(['MAIN', 'JILI']);
  });

  it('moves money with one key, showing the balances after (a game wallet that receives money appears)', async () => {
    api.merchantWallet.mockResolvedValueOnce(setup(100, 0));
    api.walletTransfer.mockResolvedValueOnce({
      transferId: 'T1',
      amount: 10,
      balance: 90,
      wallets: [
        { walletId: 'MAIN', balance: 90 },
        { walletId: 'JILI', balance: 10 },
        { walletId: 'EVO', balance: 0 },
      ],
    });
    renderShell(<Transfer />, pathOf('transfer'));
    const list = await screen.findByTestId('transfer-wallets');
    expect(list.querySelectorAll('dd')).toHaveLength(1);
    expect(screen.getByText('transfer.gamesEmpty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('wallet.amount.label'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'transfer.submit' }));
    await screen.findByText('transfer.done');
    const sent = api.walletTransfer.mock.calls[0]![0] as Record<string, string>;
    expect(sent).toMatchObject({ from: 'MAIN', to: 'JILI', amount: '10' });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    await waitFor(() => expect(list.querySelector('[data-wallet="JILI"]')!.textContent).toMatch(/10/));
  });

  it('refuses more than the source wallet holds before sending, and back from a game wallet', async () => {
    api.merchantWallet.mockResolvedValueOnce(setup(100, 5));
    renderShell(<Transfer />, pathOf('transfer'));
    await screen.findByTestId('transfer-wallets');
    fireEvent.click(screen.getByRole('radio', { name: /transfer.out/ }));
    fireEvent.change(screen.getByLabelText('wallet.amount.label'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'transfer.submit' }));
    expect(await screen.findByText('error.insufficient_balance')).toBeTruthy();
    expect(api.walletTransfer).not.toHaveBeenCalled();
  });

  it('shows the gateway’s refusal on the amount', async () => {
    api.merchantWallet.mockResolvedValueOnce(setup(100, 0));
    api.walletTransfer.mockRejectedValueOnce(
      new ApiError('error.insufficient_balance', 'INSUFFICIENT_BALANCE', 409),
    );
    renderShell(<Transfer />, pathOf('transfer'));
    await screen.findByTestId('transfer-wallets');
    fireEvent.change(screen.getByLabelText('wallet.amount.label'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'transfer.submit' }));
    expect(await screen.findByText('error.insufficient_balance')).toBeTruthy();
  });

  it('retries in place after a failed load', async () => {
    api.merchantWallet.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(setup(1, 0));
    renderShell(<Transfer />, pathOf('transfer'));
    (await screen.findByRole('button', { name: 'error.load_failed' })).click();
    expect(await screen.findByTestId('transfer-wallets')).toBeTruthy();
    expect(api.merchantWallet).toHaveBeenCalledTimes(2);
  });
});
