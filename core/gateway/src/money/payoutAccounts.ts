import type { Queryable } from '../db/types.ts';

// The accounts a member's withdrawals are paid to (table payout_accounts).

export type PayoutAccountRow = {
  id: number;
  payee_name: string;
  kind: 'ewallet' | 'bank';
  provider: string;
  account_no: string;
};

/** A member's payout accounts, oldest first. */
export function payoutAccountsOf(db: Queryable, memberId: number): Promise<PayoutAccountRow[]> {
  return db.query<PayoutAccountRow>(
    'SELECT id, payee_name, kind, provider, account_no FROM payout_accounts WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
}

/** How many payout accounts a member has. */
export async function payoutAccountCount(db: Queryable, memberId: number): Promise<number> {
  const [count] = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM payout_accounts WHERE member_id = $1',
    [memberId],
  );
  return Number(count!.n);
}

/** Binds a payout account; undefined when the member has it already. */
export async function bindPayoutAccount(
  db: Queryable,
  a: { memberId: number; payeeName: string; kind: string; provider: string; accountNo: string; at: number },
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO payout_accounts (member_id, payee_name, kind, provider, account_no, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, kind, provider, account_no) DO NOTHING RETURNING id`,
    [a.memberId, a.payeeName, a.kind, a.provider, a.accountNo, a.at],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/** Whether a payout account is the member's own. */
export async function ownsPayoutAccount(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const [account] = await db.query<{ id: number }>(
    'SELECT id FROM payout_accounts WHERE id = $1 AND member_id = $2',
    [id, memberId],
  );
  return account !== undefined;
}

/** What a member still needs before a withdrawal: a payment password, and verified identity above the threshold. */
export async function withdrawalReadiness(
  db: Queryable,
  memberId: number,
): Promise<{ paymentPasswordSet: boolean; kycVerified: boolean }> {
  const [m] = await db.query<{ payment_password_hash: string | null; kyc_status: string }>(
    'SELECT payment_password_hash, kyc_status FROM members WHERE id = $1',
    [memberId],
  );
  return { paymentPasswordSet: Boolean(m?.payment_password_hash), kycVerified: m?.kyc_status === 'verified' };
}
