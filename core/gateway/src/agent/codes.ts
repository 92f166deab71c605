import type { Queryable } from '../db/types.ts';

/*
 * Invitation (affiliate) codes (table affiliate_codes): each belongs to an agent of a merchant; a player registering
 * with one becomes a member of that agent's team. Codes are stored in upper case and matched ignoring case.
 */

/** The agent owning an invitation code. */
export async function affiliateOwner(
  db: Queryable,
  merchant: string,
  code: string,
): Promise<number | undefined> {
  const rows = await db.query<{ member_id: number }>(
    'SELECT member_id FROM affiliate_codes WHERE merchant = $1 AND code = $2',
    [merchant, code.trim().toUpperCase()],
  );
  return rows[0] ? Number(rows[0].member_id) : undefined;
}

/** An agent's codes, in order. */
export async function codesOf(db: Queryable, merchant: string, memberId: number): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    'SELECT code FROM affiliate_codes WHERE merchant = $1 AND member_id = $2 ORDER BY code',
    [merchant, memberId],
  );
  return rows.map((r) => r.code);
}

/** Gives an agent a code. */
export async function addCode(
  db: Queryable,
  merchant: string,
  code: string,
  memberId: number,
): Promise<void> {
  await db.query('INSERT INTO affiliate_codes (merchant, code, member_id) VALUES ($1, $2, $3)', [
    merchant,
    code,
    memberId,
  ]);
}
