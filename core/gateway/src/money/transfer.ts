import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';
import { vendorWalletNames } from '../game/vendors.ts';
import { centsText, toCents } from './cents.ts';
import { post } from './ledger.ts';

/** The main wallet's id in the merchant's wallet setup; every other id is a game vendor's wallet. */
export const MAIN_WALLET = 'MAIN';

export interface Transfer {
  memberId: number;
  /** The vendor wallet on the other side of the main wallet. */
  walletId: string;
  /** Cents into the vendor wallet (positive: main → vendor; negative: vendor → main). */
  toVendorCents: number;
  at: number;
}

export interface TransferResult {
  transferId: string;
  balanceCents: number;
  vendorCents: number;
}

/**
 * Moves money between the main wallet and one vendor wallet inside `tx` (a transaction): one ledger row on the main
 * wallet (kind transfer, guarded against a negative balance), the vendor wallet's row updated with its own guard,
 * and one wallet_transfers row naming the ledger row. Refuses with INSUFFICIENT_BALANCE, changing nothing, when
 * either side would go below zero.
 */
export async function transfer(tx: Queryable, t: Transfer): Promise<TransferResult> {
  const transferId = `T${Math.floor(t.at)}${randomBytes(4).toString('hex').toUpperCase()}`;
  // The main wallet first: its row lock (members) serialises concurrent transfers of one member.
  const main = await post(tx, {
    memberId: t.memberId,
    kind: 'transfer',
    amountCents: -t.toVendorCents,
    ref: transferId,
    at: t.at,
  });
  await tx.query(
    `INSERT INTO vendor_wallets (member_id, wallet_id) VALUES ($1, $2) ON CONFLICT (member_id, wallet_id) DO NOTHING`,
    [t.memberId, t.walletId],
  );
  const rows = await tx.query<{ balance: string }>(
    `UPDATE vendor_wallets SET balance = balance + $3::numeric
      WHERE member_id = $1 AND wallet_id = $2 AND balance + $3::numeric >= 0 RETURNING balance`,
    [t.memberId, t.walletId, centsText(t.toVendorCents)],
  );
  // The ledger row above is part of this transaction: refusing here rolls it back with everything else.
  if (!rows[0]) throw new ApiError('INSUFFICIENT_BALANCE');
  await tx.query(
    `INSERT INTO wallet_transfers (member_id, wallet_id, amount, entry_id, created_at) VALUES ($1, $2, $3::numeric, $4, $5)`,
    [t.memberId, t.walletId, centsText(t.toVendorCents), main.entryId, t.at],
  );
  return { transferId, balanceCents: main.balanceCents, vendorCents: toCents(rows[0].balance) };
}

/** A member's vendor wallet balances in cents, by wallet id (a wallet never used is absent: zero). */
export async function vendorBalances(db: Queryable, memberId: number): Promise<Map<string, number>> {
  const rows = await db.query<{ wallet_id: string; balance: string }>(
    'SELECT wallet_id, balance FROM vendor_wallets WHERE member_id = $1',
    [memberId],
  );
  return new Map(rows.map((r) => [r.wallet_id, toCents(r.balance)]));
}

/**
 * Vendor wallets whose balance is not the sum of their transfers, or transfers whose ledger row does not carry the
 * opposite amount (empty = the books balance).
 */
export async function auditTransfers(db: Queryable): Promise<string[]> {
  const wallets = await db.query<{
    member_id: number;
    wallet_id: string;
    balance: string;
    sum: string | null;
  }>(
    `SELECT w.member_id, w.wallet_id, w.balance,
            (SELECT sum(t.amount) FROM wallet_transfers t WHERE t.member_id = w.member_id AND t.wallet_id = w.wallet_id) AS sum
       FROM vendor_wallets w`,
  );
  const rows = await db.query<{ id: string }>(
    `SELECT t.id FROM wallet_transfers t JOIN ledger l ON l.id = t.entry_id
      WHERE l.member_id <> t.member_id OR l.kind <> 'transfer' OR l.amount <> -t.amount`,
  );
  return [
    ...wallets
      .filter((w) => toCents(w.balance) !== toCents(w.sum))
      .map((w) => `member ${w.member_id} wallet ${w.wallet_id}: ${w.balance} ≠ ${w.sum ?? 0}`),
    ...rows.map((r) => `transfer ${r.id}: ledger row does not match`),
  ];
}

/** The merchant's wallets: MAIN first, then one per game vendor account type, in vendor order. */
export async function merchantWallets(
  db: Queryable,
  merchant: string,
): Promise<{ walletId: string; name: string }[]> {
  const rows = await vendorWalletNames(db, merchant);
  return [
    { walletId: MAIN_WALLET, name: 'Main wallet' },
    ...rows.map((r) => ({
      walletId: r.account_type_name.replace(/\W+/g, '_').toUpperCase(),
      name: r.account_type_name,
    })),
  ];
}
