import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';

const api = vi.hoisted(() => ({
  rewards: vi.fn(),
  claimReward: vi.fn(),
  vipStatus: vi.fn(),
  activityEntries: vi.fn(),
  joinActivity: vi.fn(),
  claimActivity: vi.fn(),
  kycStatus: vi.fn(),
  kycUpload: vi.fn(),
}));
const member = vi.hoisted(() => ({ wallet: vi.fn() }));
const content = vi.hoisted(() => ({ activities: vi.fn(), announcements: vi.fn() }));
vi.mock('../api/rewards.ts', () => api);
vi.mock('../api/member.ts', () => member);
vi.mock('../api/content.ts', () => content);
const rewards = await import('./rewards.ts');
const kyc = await import('./kyc.ts');

const keysSent = () =>
  api.claimReward.mock.calls.map((c) => (c[0] as { idempotencyKey: string }).idempotencyKey);

describe('reward claims', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
    api.rewards.mockResolvedValue({ list: [], referrals: [] });
    member.wallet.mockReset().mockResolvedValue({ sumBalance: 88, currencySymbol: '₱' });
    rewards.reset();
  });

  it('a double tap is one claim, and the balance is read again after it', async () => {
    api.claimReward.mockResolvedValue({ amount: 88, balance: 88 });
    const [a, b] = await Promise.all([rewards.claimReward(7), rewards.claimReward(7)]);
    expect(a).toEqual(b);
    expect(api.claimReward).toHaveBeenCalledOnce();
    expect(member.wallet).toHaveBeenCalled();
    expect(rewards.rewardsState.busy).toEqual([]);
  });

  it('a retry after a lost answer sends the same key; after a refusal the next claim gets a new one', async () => {
    api.claimReward
      .mockRejectedValueOnce(new ApiError('error.no_internet', 'NETWORK', 0))
      .mockRejectedValueOnce(new ApiError('error.reward_claimed', 'REWARD_CLAIMED', 409))
      .mockResolvedValue({ amount: 88, balance: 88 });
    await expect(rewards.claimReward(7)).rejects.toMatchObject({ code: 'NETWORK' });
    await expect(rewards.claimReward(7)).rejects.toMatchObject({ code: 'REWARD_CLAIMED' });
    await rewards.claimReward(7);
    const [first, retry, next] = keysSent();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

describe('identity document checks in the app', () => {
  const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it('knows PNG and JPEG by their first bytes, whatever the name', async () => {
    expect(kyc.sniffKind(new Uint8Array(pngHead))).toBe('png');
    expect(kyc.sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(kyc.sniffKind(new TextEncoder().encode('GIF89a..'))).toBeNull();
    expect(await kyc.checkFile(new Blob([new Uint8Array(pngHead), 'data']))).toEqual({ ok: true });
    expect(await kyc.checkFile(new Blob(['plain text renamed to photo.png']))).toEqual({
      ok: false,
      id: 'member.kyc.not_image',
    });
  });

  it('refuses more than 5 MB before reading anything', async () => {
    const big = new Blob([new Uint8Array(pngHead), new Uint8Array(5 * 1024 * 1024)]);
    expect(await kyc.checkFile(big)).toEqual({ ok: false, id: 'member.kyc.too_large' });
    const edge = new Blob([new Uint8Array(pngHead), new Uint8Array(5 * 1024 * 1024 - 8)]);
    expect(await kyc.checkFile(edge)).toEqual({ ok: true });
  });
});

describe('promotions', () => {
  const promo = { id: 5, title: 'Daily rebate', content: '<p>Up to 1%</p>', read: false, createdAt: 1 };
  beforeEach(() => {
    rewards.reset();
    content.activities.mockReset().mockResolvedValue({ list: [] });
    content.announcements.mockReset();
  });

  it('asks for the promotion notices (type PR) beside the promotions and keeps them', async () => {
    content.announcements.mockResolvedValue({ promotions: [promo] });
    await rewards.loadActivities(false);
    await vi.waitFor(() => expect(rewards.rewardsState.promoNotices).toEqual([promo]));
    expect(content.announcements.mock.calls[0]![0]).toMatchObject({ types: 'PR', platform: 'M' });
    expect(rewards.rewardsState.activitiesLoad).toBe('ready');
  });

  it('shows the promotions when the notices fail, with the notices last shown', async () => {
    content.announcements.mockResolvedValueOnce({ promotions: [promo] });
    await rewards.loadActivities(false);
    await vi.waitFor(() => expect(rewards.rewardsState.promoNotices).toHaveLength(1));
    content.announcements.mockRejectedValueOnce(new ApiError('error.no_internet', 'NETWORK', 0));
    await rewards.loadActivities(false);
    expect(rewards.rewardsState.activitiesLoad).toBe('ready');
    expect(rewards.rewardsState.promoNotices).toEqual([promo]);
  });
});
