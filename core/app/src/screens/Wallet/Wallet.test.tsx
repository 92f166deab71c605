import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { pathOf } from '../../routes/paths.ts';
import { NO_MESSAGES } from '../../test/render.tsx';

const api = vi.hoisted(() => ({
  depositChannels: vi.fn(),
  createDeposit: vi.fn(),
  depositOrders: vi.fn(),
  payoutAccounts: vi.fn(),
  bindPayoutAccount: vi.fn(),
  setPaymentPassword: vi.fn(),
  withdraw: vi.fn(),
  withdrawals: vi.fn(),
  gameRecords: vi.fn(),
}));
const member = vi.hoisted(() => ({ wallet: vi.fn() }));
vi.mock('../../api/wallet.ts', () => api);
vi.mock('../../api/member.ts', () => member);
const { default: Deposit } = await import('./Deposit.tsx');
const { default: Withdraw } = await import('./Withdraw.tsx');
const { refreshWallet } = await import('../../state/wallet.ts');
// The screens' stores registered themselves when the screens loaded.
const { resetAllStores } = await import('../../state/kit/registry.ts');

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <IntlProvider locale="en" messages={NO_MESSAGES} onError={() => undefined}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
}
const empty = { list: [], totalCount: 0, pageNo: 1, pageSize: 10 };

describe('money screens', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    member.wallet.mockReset().mockResolvedValue({ sumBalance: 20000, currencySymbol: '₱' });
    api.depositOrders.mockResolvedValue(empty);
    api.withdrawals.mockResolvedValue(empty);
    api.depositChannels.mockResolvedValue({
      channels: [{ channelId: 0, title: 'GCash', presets: [100, 500], min: 100, max: 50000 }],
      currency: 'PHP',
      currencySymbol: '₱',
    });
    resetAllStores();
  });
  afterEach(cleanup);

  it('deposit: back from the provider, shows the outcome and re-reads the balance', async () => {
    renderAt(pathOf('voucherCenter', { orderNo: 'D2026ABCDEFGHIJ', status: 'paid' }), <Deposit />);
    expect(await screen.findByText('wallet.deposit.paid')).toBeTruthy();
    await waitFor(() => expect(member.wallet).toHaveBeenCalled());
  });

  it('deposit: a field error names the problem and nothing is sent', async () => {
    renderAt(pathOf('voucherCenter'), <Deposit />);
    const amount = await screen.findByLabelText('wallet.amount.label');
    fireEvent.input(amount, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'wallet.deposit.submit' }));
    expect(await screen.findByText('wallet.amount.min')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(api.createDeposit).not.toHaveBeenCalled();
  });

  it('deposit: a failed channel list leaves a retry in place that works', async () => {
    api.depositChannels.mockRejectedValueOnce(new ApiError('error.no_internet', 'NETWORK', 0));
    renderAt(pathOf('voucherCenter'), <Deposit />);
    fireEvent.click(await screen.findByRole('button', { name: 'error.load_failed' }));
    expect(await screen.findByRole('radio', { name: 'GCash' })).toBeTruthy();
  });

  it('withdraw: asks for a payment password first when none is set', async () => {
    api.payoutAccounts.mockResolvedValue({
      list: [],
      paymentPasswordSet: false,
      kycVerified: false,
      withdrawal: { min: 100, max: 50000, kycThreshold: 5000 },
      providers: { ewallet: ['GCash'], bank: ['BDO'] },
    });
    renderAt(pathOf('withdraw'), <Withdraw />);
    expect(await screen.findByLabelText('wallet.pp.field')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('wallet.pp.field'), { target: { value: '12ab34' } });
    expect((screen.getByLabelText('wallet.pp.field') as HTMLInputElement).value).toBe('1234');
  });

  it('withdraw: a new payout account picks its e-wallet or bank from the list', async () => {
    api.payoutAccounts.mockResolvedValue({
      list: [],
      paymentPasswordSet: true,
      kycVerified: false,
      withdrawal: { min: 100, max: 50000, kycThreshold: 5000 },
      providers: { ewallet: ['GCash', 'Maya'], bank: ['BDO', 'BPI'] },
    });
    renderAt(pathOf('withdraw'), <Withdraw />);
    const select = (await screen.findByLabelText('wallet.account.provider')) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'GCash', 'Maya']);
    fireEvent.click(screen.getByRole('radio', { name: 'wallet.account.bank' }));
    const banks = screen.getByLabelText('wallet.account.provider') as HTMLSelectElement;
    expect([...banks.options].map((o) => o.value)).toEqual(['', 'BDO', 'BPI']);
    fireEvent.click(screen.getByRole('button', { name: 'wallet.account.submit' }));
    expect(await screen.findByText('wallet.account.provider_choose')).toBeTruthy();
  });

  it('withdraw: KYC required is said plainly, with the threshold', async () => {
    await refreshWallet();
    api.payoutAccounts.mockResolvedValue({
      list: [{ id: 7, payeeName: 'Juan', kind: 'ewallet', provider: 'GCash', accountNo: '****4567' }],
      paymentPasswordSet: true,
      kycVerified: false,
      withdrawal: { min: 100, max: 50000, kycThreshold: 5000 },
      providers: { ewallet: ['GCash'], bank: ['BDO'] },
    });
    api.withdraw.mockRejectedValue(new ApiError('error.kyc_required', 'KYC_REQUIRED', 403));
    renderAt(pathOf('withdraw'), <Withdraw />);
    fireEvent.input(await screen.findByLabelText('wallet.amount.label'), { target: { value: '6000' } });
    fireEvent.input(screen.getByLabelText('wallet.withdraw.password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'wallet.withdraw.submit' }));
    // The confirm step first: nothing is sent until the player confirms.
    const review = await screen.findByRole('dialog', { name: 'wallet.withdraw.review' });
    expect(review.textContent).toContain('GCash · ****4567');
    expect(api.withdraw).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'wallet.withdraw.confirm' }));
    expect(await screen.findByText('wallet.withdraw.kyc')).toBeTruthy();
    expect(api.withdraw).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '6000', payoutAccountId: 7, paymentPassword: '123456' }),
    );
  });
});
