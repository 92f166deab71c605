import type { ResolvedConfig } from '@wl/manifest/types';
import { pathOf } from '../routes/paths.ts';
import type { MessageId } from '../i18n/messageIds.ts';

/** The right-side menu's items, in the spec's order ("Right-side menu"). */
export type SideItemId =
  | 'deposit'
  | 'withdraw'
  | 'bettingRecord'
  | 'rewardCenter'
  | 'customerService'
  | 'app'
  | 'facebook'
  | 'twitter'
  | 'youtube'
  | 'telegram'
  | 'telegramGroup'
  | 'whatsapp'
  | 'instagram'
  | 'viber'
  | 'line'
  | 'zalo'
  | 'kakaotalk'
  | 'feedback'
  | 'tutorial'
  | 'responsibleGaming'
  | 'agentCenter';

export interface SideItem {
  id: SideItemId;
  /** Catalogue id of the default label. */
  labelId: MessageId;
  /** A configured label that replaces the default one (social items). */
  label?: string;
  /** An app route's path (from `pathOf`). */
  to?: string;
  /** An outside link, opened in a new tab. */
  href?: string;
  /** Opens the customer-service chooser instead of navigating. */
  action?: 'customerService';
  /** Carries the animated gift badge (App, Facebook, Telegram, Viber). */
  gift?: boolean;
}

type SocialKey = keyof NonNullable<ResolvedConfig['links']['social']>;

const SOCIAL: readonly { id: SideItemId & SocialKey; gift?: boolean }[] = [
  { id: 'facebook', gift: true },
  { id: 'twitter' },
  { id: 'youtube' },
  { id: 'telegram', gift: true },
  { id: 'telegramGroup', gift: true },
  { id: 'whatsapp' },
  { id: 'instagram' },
  { id: 'viber', gift: true },
  { id: 'line' },
  { id: 'zalo' },
  { id: 'kakaotalk' },
];

/**
 * The side menu's items for a merchant config: flagged items only when their whitelabel.menu flag is set,
 * customer service and feedback always, app download only outside the installed app, social links and the tutorial
 * only when their link exists (with the configured label, if any). An agent account (types 1, 2, 41, 42) also gets
 * its way back to the agent centre, last: the spec's list is for players, and without it an agent who left the
 * agent centre could only get back by logging in again.
 */
export function sideMenuItems(
  cfg: Pick<ResolvedConfig, 'whitelabel' | 'links'>,
  env: { standalone: boolean; agent?: boolean },
): SideItem[] {
  const menu = cfg.whitelabel.menu;
  const social = cfg.links.social ?? {};
  const items: SideItem[] = [];
  if (menu.deposit) items.push({ id: 'deposit', labelId: 'menu.deposit', to: pathOf('voucherCenter') });
  if (menu.withdraw) items.push({ id: 'withdraw', labelId: 'menu.withdraw', to: pathOf('withdraw') });
  if (menu.bettingRecord)
    items.push({ id: 'bettingRecord', labelId: 'menu.bettingRecord', to: pathOf('gameRecord') });
  if (menu.rewardCenter)
    items.push({ id: 'rewardCenter', labelId: 'menu.rewardCenter', to: pathOf('rewardCenter') });
  items.push({ id: 'customerService', labelId: 'menu.customerService', action: 'customerService' });
  if (!env.standalone) items.push({ id: 'app', labelId: 'menu.app', to: pathOf('app'), gift: true });
  for (const s of SOCIAL) {
    const link = social[s.id];
    if (link?.url)
      items.push({ id: s.id, labelId: `menu.${s.id}`, href: link.url, label: link.label, gift: s.gift });
  }
  items.push({ id: 'feedback', labelId: 'menu.feedback', to: pathOf('feedback') });
  const tutorial = social.tutorial;
  if (tutorial?.url)
    items.push({ id: 'tutorial', labelId: 'menu.tutorial', href: tutorial.url, label: tutorial.label });
  // Player protection (issue 16): every merchant offers the player's own tools, so the screen is always listed.
  items.push({ id: 'responsibleGaming', labelId: 'menu.responsibleGaming', to: pathOf('responsibleGaming') });
  if (env.agent) items.push({ id: 'agentCenter', labelId: 'menu.agentCenter', to: pathOf('agentTeam') });
  return items;
}

/** Divider rows go after the 3rd, 6th and 9th item when more items follow (spec: "more than 3, 6 or 9 items"). */
export function dividerAfter(count: number): number[] {
  return [3, 6, 9].filter((n) => count > n);
}
