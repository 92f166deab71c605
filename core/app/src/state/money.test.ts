import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';

const api = vi.hoisted(() => ({
  createDeposit: vi.fn(),
  depositChannels: vi.fn(),
  depositOrders: vi.fn(),
  withdraw: vi.fn(),
  withdrawals: vi.fn(),
  payoutAccounts: vi.fn(),
  bindPayoutAccount: vi.fn(),
  setPaymentPassword: vi.fn(),
  gameRecords: vi.fn(),
}));
const member = vi.hoisted(() => ({ wallet: vi.fn() }));
vi.mock('../api/wallet.ts', () => api);
vi.mock('../api/member.ts', () => member);
const { resetAllStores } = await import('./kit/registry.ts');
const deposit = await import('./deposit.ts');
const withdraw = await import('./withdraw.ts');

const order = {
  orderNo: 'D2026000000001',
  amount: 500,
  status: 'pending',
  payUrl: '/wps/pay/sandbox?order=x',
};
const network = () => new ApiError('error.no_internet', 'NETWORK', 0);
const keysSent = (fn: typeof api.createDeposit) =>
  fn.mock.calls.map((c) => (c[0] as { idempotencyKey: string }).idempotencyKey);

describe('deposit store', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    member.wallet.mockReset().mockResolvedValue({ sumBalance: 0, currencySymbol: '₱' });
    resetAllStores();
  });

  it('a double tap sends one order', async () => {
    api.createDeposit.mockResolvedValue(order);
    const [a, b] = await Promise.all([deposit.createDeposit(0, '500'), deposit.createDeposit(0, '500')]);
    expect(a).toBe(order.payUrl);
    expect(b).toBe(order.payUrl);
    expect(api.createDeposit).toHaveBeenCalledOnce();
  });

  it('a retry after a network failure reuses the key; the next deposit gets a new one', async () => {
    api.createDeposit.mockRejectedValueOnce(network()).mockResolvedValue(order);
    await expect(deposit.createDeposit(0, '500')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(deposit.depositState.submitting).toBe(false);
    await deposit.createDeposit(0, '500');
    await deposit.createDeposit(0, '500');
    const [first, retry, next] = keysSent(api.createDeposit);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('a refusal ends the intended action, and a changed amount is a new one', async () => {
    api.createDeposit
      .mockRejectedValueOnce(new ApiError('error.unknown', 'AMOUNT_OUT_OF_RANGE', 400))
      .mockRejectedValueOnce(network())
      .mockResolvedValue(order);
    await expect(deposit.createDeposit(0, '500')).rejects.toBeInstanceOf(ApiError);
    await expect(deposit.createDeposit(0, '500')).rejects.toBeInstanceOf(ApiError);
    await deposit.createDeposit(0, '600');
    const [refused, fresh, changed] = keysSent(api.createDeposit);
    expect(fresh).not.toBe(refused);
    expect(changed).not.toBe(fresh);
  });

  it('reset forgets channels, orders and the key of an unfinished deposit', async () => {
    api.depositChannels.mockResolvedValue({
      channels: [{ channelId: 0, title: 'GCash', presets: [100], min: 100, max: 50000 }],
      currency: 'PHP',
      currencySymbol: '₱',
    });
    api.depositOrders.mockResolvedValue({ list: [order], totalCount: 1, pageNo: 1, pageSize: 10 });
    await deposit.loadChannels();
    await deposit.loadOrders();
    api.createDeposit.mockRejectedValueOnce(network()).mockResolvedValue(order);
    await expect(deposit.createDeposit(0, '500')).rejects.toBeDefined();
    deposit.reset();
    expect(deposit.depositState).toMatchObject({
      channels: [],
      orders: { list: [], status: 'idle' },
      channelsLoad: 'idle',
    });
    await deposit.createDeposit(0, '500');
    const [before, after] = keysSent(api.createDeposit);
    expect(after).not.toBe(before);
  });

  it('a failed list leaves a retry state, and coming back from the provider re-reads orders and balance', async () => {
    api.depositOrders.mockRejectedValueOnce(network());
    await deposit.loadOrders();
    expect(deposit.depositState.orders.status).toBe('error');
    api.depositOrders.mockResolvedValue({
      list: [{ ...order, status: 'paid' }],
      totalCount: 1,
      pageNo: 1,
      pageSize: 10,
    });
    member.wallet.mockResolvedValue({ sumBalance: 500, currencySymbol: '₱' });
    await deposit.afterPayment();
    expect(deposit.depositState.orders.list[0]?.status).toBe('paid');
    expect(member.wallet).toHaveBeenCalled();
  });
});

describe('withdraw store', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    member.wallet.mockReset().mockResolvedValue({ sumBalance: 0, currencySymbol: '₱' });
    api.withdrawals.mockResolvedValue({ list: [], totalCount: 0, pageNo: 1, pageSize: 10 });
    withdraw.reset();
  });

  const done = { orderNo: 'W2026000000001', amount: 200, status: 'pending', balance: 300 };

  it('a retry after a timeout reuses the key; a refused password ends the action', async () => {
    api.withdraw
      .mockRejectedValueOnce(new ApiError('error.slow_connection', 'TIMEOUT', 0))
      .mockResolvedValueOnce(done)
      .mockRejectedValueOnce(new ApiError('error.payment_password', 'PAYMENT_PASSWORD', 400))
      .mockResolvedValue(done);
    await expect(withdraw.requestWithdrawal('200', 1, '123456')).rejects.toBeDefined();
    await withdraw.requestWithdrawal('200', 1, '123456');
    await expect(withdraw.requestWithdrawal('200', 1, '123456')).rejects.toBeDefined();
    await withdraw.requestWithdrawal('200', 1, '123456');
    const keys = keysSent(api.withdraw);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('a double tap sends one request, and the balance is re-read after it (the hold shows everywhere)', async () => {
    api.withdraw.mockResolvedValue(done);
    member.wallet.mockResolvedValue({ sumBalance: 300, currencySymbol: '₱' });
    await Promise.all([
      withdraw.requestWithdrawal('200', 1, '123456'),
      withdraw.requestWithdrawal('200', 1, '123456'),
    ]);
    expect(api.withdraw).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(member.wallet).toHaveBeenCalled());
    await vi.waitFor(() => expect(api.withdrawals).toHaveBeenCalled());
  });

  it('reset forgets accounts and the list', async () => {
    api.payoutAccounts.mockResolvedValue({
      list: [],
      paymentPasswordSet: true,
      kycVerified: false,
      withdrawal: { min: 100, max: 50000, kycThreshold: 5000 },
    });
    await withdraw.loadAccounts();
    expect(withdraw.withdrawState.accounts?.paymentPasswordSet).toBe(true);
    withdraw.reset();
    expect(withdraw.withdrawState).toMatchObject({
      accounts: null,
      accountsLoad: 'idle',
      withdrawals: { list: [] },
    });
  });
});
