import type { Queryable } from '../db/types.ts';

/** A VIP level of the merchant's ladder (table vip_levels); amounts are numeric text. */
export type VipLevelRow = {
  level: number;
  name: string;
  deposit_required: string;
  bet_required: string;
  upgrade_bonus: string;
  birthday_bonus: string;
  monthly_bonus: string;
  rebate_rate: string;
};

/** The merchant's VIP levels, lowest first. */
export function vipLevels(db: Queryable, merchant: string): Promise<VipLevelRow[]> {
  return db.query<VipLevelRow>('SELECT * FROM vip_levels WHERE merchant = $1 ORDER BY level', [merchant]);
}

/** Levels 1 to `level` with their upgrade gifts. */
export function levelsUpTo(
  db: Queryable,
  merchant: string,
  level: number,
): Promise<Pick<VipLevelRow, 'level' | 'upgrade_bonus'>[]> {
  return db.query<Pick<VipLevelRow, 'level' | 'upgrade_bonus'>>(
    'SELECT level, upgrade_bonus FROM vip_levels WHERE merchant = $1 AND level BETWEEN 1 AND $2 ORDER BY level',
    [merchant, level],
  );
}
