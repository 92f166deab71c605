import type { GameCategory, GameType } from '@wl/contract';
import type { Queryable } from '../db/types.ts';

/** A vendor row as the game menus read it (table vendors). */
export type VendorRow = {
  vendor_code: string;
  display_name: string;
  account_type_name: string;
  category: GameCategory;
  game_type: GameType;
};

/** The merchant's vendors in menu order. */
export function vendorsOf(db: Queryable, merchant: string): Promise<VendorRow[]> {
  return db.query<VendorRow>(
    'SELECT vendor_code, display_name, account_type_name, category, game_type FROM vendors WHERE merchant = $1 ORDER BY sort',
    [merchant],
  );
}

/** The merchant's vendors in menu order, each with how many games it has in its category. */
export function vendorsWithGameCounts(
  db: Queryable,
  merchant: string,
): Promise<(VendorRow & { n: number })[]> {
  return db.query<VendorRow & { n: number }>(
    `SELECT v.vendor_code, v.display_name, v.account_type_name, v.category, v.game_type,
            (SELECT count(*)::int FROM games g WHERE g.merchant = v.merchant AND g.vendor_code = v.vendor_code AND g.category = v.category) AS n
       FROM vendors v WHERE v.merchant = $1 ORDER BY v.sort`,
    [merchant],
  );
}

/** The vendors' account types (one game wallet each), in the order the menu first shows them. */
export function vendorWalletNames(db: Queryable, merchant: string): Promise<{ account_type_name: string }[]> {
  return db.query<{ account_type_name: string }>(
    'SELECT account_type_name, min(sort) AS s FROM vendors WHERE merchant = $1 GROUP BY account_type_name ORDER BY s',
    [merchant],
  );
}
