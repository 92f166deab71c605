import type { IconName } from '../../components/Icon.tsx';
import type { MessageId } from '../../i18n/messageIds.ts';
import type { RouteId } from '../../routes/paths.ts';

/** One row of the member center's menu: a route to open, or an action of the member center itself. */
export type MemberRow =
  | { id: string; label: MessageId; icon: IconName; route: RouteId; badge?: 'unread' }
  | { id: string; label: MessageId; icon: IconName; action: 'kyc' | 'invite' };

/**
 * The member center's rows, in order (spec section 2: entries to every member screen). A row whose route the
 * account type may not open is left out (the route table's access rule decides). Other areas add their rows by
 * appending here (player protection: limits, self-exclusion).
 */
export const MEMBER_ROWS: readonly MemberRow[] = [
  { id: 'gameRecord', label: 'member.row.gameRecord', icon: 'book', route: 'gameRecord' },
  // Main wallet ↔ game wallets (issue 28, spec section 7 wallet transfer).
  { id: 'transfer', label: 'route.transfer', icon: 'wallet', route: 'transfer' },
  { id: 'rewardCenter', label: 'member.row.rewardCenter', icon: 'gift', route: 'rewardCenter' },
  { id: 'vip', label: 'member.row.vip', icon: 'trophy', route: 'vip' },
  { id: 'activity', label: 'member.row.activity', icon: 'promo', route: 'activity' },
  { id: 'message', label: 'member.row.message', icon: 'chat', route: 'message', badge: 'unread' },
  { id: 'kyc', label: 'member.row.kyc', icon: 'user', action: 'kyc' },
  { id: 'personalInfo', label: 'route.personalInfo', icon: 'user', route: 'personalInfo' },
  { id: 'securitySettings', label: 'route.securitySettings', icon: 'shield', route: 'securitySettings' },
  { id: 'changePsw', label: 'member.row.changePsw', icon: 'eyeOff', route: 'changePsw' },
  { id: 'invite', label: 'member.row.invite', icon: 'invite', action: 'invite' },
  { id: 'feedback', label: 'member.row.feedback', icon: 'send', route: 'feedback' },
  { id: 'help', label: 'member.row.help', icon: 'megaphone', route: 'help' },
  // Limits, time-out and self-exclusion: a player's own tools, one tap from their account, not only the footer.
  {
    id: 'responsibleGaming',
    label: 'member.row.responsibleGaming',
    icon: 'shield',
    route: 'responsibleGaming',
  },
  // Agent accounts only (the route admits types 1, 2, 41, 42): the way back to the agent centre.
  { id: 'agentCenter', label: 'member.row.agentCenter', icon: 'team', route: 'agentTeam' },
];

/** The shortcuts above the rows (money screens; shown only where the account type may open them). */
export const MEMBER_SHORTCUTS: readonly { label: MessageId; icon: IconName; route: RouteId }[] = [
  { label: 'member.row.deposit', icon: 'wallet', route: 'voucherCenter' },
  { label: 'member.row.withdraw', icon: 'download', route: 'withdraw' },
];
