/** Reward center, VIP status, promotion entries and identity verification (KYC) of the member. */
import { bind } from './client.ts';

export const rewards = bind('rewards');
/** Money-moving: send one idempotency key per intended claim (state/rewards.ts). */
export const claimReward = bind('claimReward');
export const vipStatus = bind('vipStatus');
export const inviteInfo = bind('inviteInfo');
export const activityEntries = bind('activityEntries');
export const joinActivity = bind('joinActivity');
/** Money-moving: send one idempotency key per intended claim (state/rewards.ts). */
export const claimActivity = bind('claimActivity');
export const kycStatus = bind('kycStatus');
export const kycUpload = bind('kycUpload');
