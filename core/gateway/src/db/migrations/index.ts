import type { Migration } from '../types.ts';
import { init } from './001_init.ts';
import { ledger } from './002_ledger.ts';
import { wallet } from './003_wallet.ts';
import { gameRounds } from './004_game_rounds.ts';
import { referrals } from './005_referrals.ts';
import { kyc } from './006_kyc.ts';
import { abuseLimits } from './007_abuse_limits.ts';
import { rewards } from './009_rewards.ts';
import { agent } from './012_agent.ts';
import { protection } from './013_protection.ts';
import { feedbackImages } from './010_feedback_images.ts';
import { socialLogin } from './011_social_login.ts';
import { protectionMore } from './014_protection_more.ts';
import { avatarsPromoBonus } from './015_avatars_promo_bonus.ts';
import { lotterySessions } from './016_lottery_sessions.ts';
import { sandboxStatus } from './040_sandbox_status.ts';
import { platformNotices } from './018_platform_notices.ts';
import { walletTransfers } from './017_wallet_transfers.ts';
import { phoneVerification } from './041_phone_verification.ts';
import { bannerLanguages } from './042_banner_languages.ts';

export type { Migration } from '../types.ts';

/** Every migration, in the order they apply. */
export const migrations: Migration[] = [
  init,
  ledger,
  wallet,
  gameRounds,
  referrals,
  kyc,
  abuseLimits,
  rewards,
  feedbackImages,
  socialLogin,
  agent,
  protection,
  protectionMore,
  avatarsPromoBonus,
  lotterySessions,
  sandboxStatus,
  platformNotices,
  walletTransfers,
  phoneVerification,
  bannerLanguages,
];
