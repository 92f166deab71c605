/**
 * The lobby's rules from the spec ("Home page content", "Game menu on home"), as pure functions so that each one is
 * tested on its own: which banners show, how winners are ordered and shown, the order of the game menu's
 * categories and how each category is opened, and where the gift popup's Claim goes.
 */
import type { Banner, GameCategory, GameQuery, GameType } from '@wl/contract';
import type { MenuVendor } from '../../state/lobbyRules.ts';
import type { MessageId } from '../../i18n/messageIds.ts';

/** Banner groups the home carousel shows; m_live only while live hosts exist. */
export function homeBanners(banners: readonly Banner[], liveHosts: boolean): Banner[] {
  return banners.filter((b) => b.groupName === 'm_home' || (liveHosts && b.groupName === 'm_live'));
}

/** The activity widget shows only when all three top-up banners exist. */
export const TOPUP_GROUPS = ['m_topup_1', 'm_topup_2', 'm_topup_3'] as const;
export function topupBanners(banners: readonly Banner[]): Banner[] | null {
  const found = TOPUP_GROUPS.map((g) => banners.find((b) => b.groupName === g));
  return found.every(Boolean) ? (found as Banner[]) : null;
}

/** How the winners ticker shows a list: it scrolls above 4 winners (5 rows visible), else it is static (3 rows). */
export function winnersView(count: number): { scroll: boolean; visible: number } {
  return count > 4 ? { scroll: true, visible: 5 } : { scroll: false, visible: 3 };
}

/** The lobby store's own rules (the menu's order, the winners' order) live in state/lobbyRules.ts. */
export { orderCategories, sortWinners, type MenuCategory } from '../../state/lobbyRules.ts';

/** A category as components read it from a store snapshot (read-only). */
export interface MenuCategoryView {
  readonly category: GameCategory;
  readonly vendorNames: readonly Readonly<MenuVendor>[];
}

/** The game class a category lists (category presets, spec section 4: BINGO is RNG with classify BG...). */
const CLASSIFY: Partial<Record<GameCategory, NonNullable<GameQuery['gameClassify']>>> = {
  BINGO: 'BG',
  SCRATCH: 'SC',
  ARCADE: 'AC',
  TABLE: 'VP',
  MINI: 'Crash',
  PVP: 'TG',
};

/** The game-list query of one vendor in one category. */
export function vendorQuery(
  category: GameCategory,
  vendor: { vendorCode: string; gameType: GameType },
): Pick<GameQuery, 'gameType' | 'vassalage' | 'gameClassify'> {
  const gameClassify = CLASSIFY[category];
  return {
    gameType: vendor.gameType,
    vassalage: vendor.vendorCode,
    ...(gameClassify ? { gameClassify } : {}),
  };
}

/** The catalogue id of each category's tab label. */
export const CATEGORY_LABELS: Record<GameCategory, MessageId> = {
  LOTT: 'lobby.category.LOTT',
  ELOTT: 'lobby.category.ELOTT',
  LIVE: 'lobby.category.LIVE',
  BINGO: 'lobby.category.BINGO',
  SPORTS: 'lobby.category.SPORTS',
  COCKFIGHT: 'lobby.category.COCKFIGHT',
  ESPORTS: 'lobby.category.ESPORTS',
  RNG: 'lobby.category.RNG',
  FISH: 'lobby.category.FISH',
  PVP: 'lobby.category.PVP',
  SCRATCH: 'lobby.category.SCRATCH',
  ARCADE: 'lobby.category.ARCADE',
  TABLE: 'lobby.category.TABLE',
  MINI: 'lobby.category.MINI',
  STREAM: 'lobby.category.STREAM',
  TF: 'lobby.category.TF',
};

/** What tapping a category does: live opens /m/live, one vendor launches it, several show the vendor list. */
export function categoryAction(c: MenuCategoryView): 'live' | 'launchVendor' | 'vendorList' {
  if (c.category === 'LIVE') return 'live';
  return c.vendorNames.length === 1 ? 'launchVendor' : 'vendorList';
}

/** Where the gift popup's Claim goes. */
export type ClaimTarget =
  { kind: 'route'; to: string } | { kind: 'external'; url: string } | { kind: 'none' };

/**
 * Claim as a guest goes to /m/register; as a member to the configured URL: a relative one is a route push, an
 * absolute one opens only if it is https on a host the merchant allows, and never carries the session token.
 */
export function claimTarget(
  loggedIn: boolean,
  claimUrl: string,
  allowedHosts: readonly string[],
  registerPath: string,
): ClaimTarget {
  if (!loggedIn) return { kind: 'route', to: registerPath };
  if (claimUrl.startsWith('/')) return { kind: 'route', to: claimUrl };
  let url: URL;
  try {
    url = new URL(claimUrl);
  } catch {
    return { kind: 'none' };
  }
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || !allowedHosts.some((h) => h.toLowerCase() === host))
    return { kind: 'none' };
  // Whatever the operator wrote, no session token leaves in the address.
  for (const key of [...url.searchParams.keys()])
    if (/^token$/i.test(key) || /session/i.test(key)) url.searchParams.delete(key);
  return { kind: 'external', url: url.toString() };
}
