/**
 * The lobby store's rules for what the gateway answers (spec "Game menu on home", "Home page content"), as pure
 * functions tested on their own (screens/Home/lobbyRules.test.ts): the order of the game menu's categories and of
 * the winners.
 */
import type { VendorGameTypes, WinnerEntry } from '@wl/contract';

/** Winners, highest win first. */
export function sortWinners(list: readonly WinnerEntry[]): WinnerEntry[] {
  return [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
}

/** Vendor codes of cockfighting, split out of sports into their own category (spec section 9). */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG'];
/** The TF sports vendor, moved to a final category of its own. */
export const TF_VENDOR = 'TF';

export type MenuCategory = VendorGameTypes['gameCategory'][number];
export type MenuVendor = MenuCategory['vendorNames'][number];
/**
 * The game menu's categories from the server's list, with the spec's rules applied: cockfight vendors split out of
 * sports into COCKFIGHT right after it, the TF vendor moved to a final TF category, and bingo after live (or, with no
 * live, after sports). Categories left without vendors are dropped. Applying it twice changes nothing.
 */
export function orderCategories(list: readonly MenuCategory[]): MenuCategory[] {
  const out: MenuCategory[] = [];
  const cockfight: MenuCategory['vendorNames'] = [];
  const tf: MenuCategory['vendorNames'] = [];
  let bingo: MenuCategory | null = null;
  for (const c of list) {
    if (c.category === 'BINGO') {
      const before: MenuVendor[] = (bingo as MenuCategory | null)?.vendorNames ?? [];
      bingo = { ...c, vendorNames: [...before, ...c.vendorNames] };
      continue;
    }
    if (c.category === 'COCKFIGHT') {
      cockfight.push(...c.vendorNames);
      continue;
    }
    if (c.category === 'TF') {
      tf.push(...c.vendorNames);
      continue;
    }
    const keep = c.vendorNames.filter((v) => {
      if (COCKFIGHT_VENDORS.includes(v.vendorCode) && c.category === 'SPORTS') return !cockfight.push(v);
      if (v.vendorCode === TF_VENDOR && (c.category === 'SPORTS' || c.category === 'ESPORTS'))
        return !tf.push(v);
      return true;
    });
    out.push({ ...c, vendorNames: keep });
  }
  const sports = out.findIndex((c) => c.category === 'SPORTS');
  if (cockfight.length) {
    const entry: MenuCategory = { category: 'COCKFIGHT', vendorNames: cockfight };
    if (sports >= 0) out.splice(sports + 1, 0, entry);
    else out.push(entry);
  }
  if (bingo) {
    const live = out.findIndex((c) => c.category === 'LIVE');
    const after = live >= 0 ? live : out.findIndex((c) => c.category === 'SPORTS');
    if (after >= 0) out.splice(after + 1, 0, bingo);
    else out.push(bingo);
  }
  if (tf.length) out.push({ category: 'TF', vendorNames: tf });
  return out.filter((c) => c.vendorNames.length > 0);
}
