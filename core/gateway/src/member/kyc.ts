import { notifyDecision } from './decisionMessages.ts';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import type { ImageInfo } from '../auth/images.ts';

/*
 * Identity verification (KYC): a member's status and rejection reason (table members) and the documents under
 * review (table kyc_documents), replaced all together by each upload.
 */

export type KycStatus = 'none' | 'pending' | 'verified' | 'rejected';

export type KycDocumentRow = {
  id: number;
  kind: 'png' | 'jpg';
  bytes: number;
  width: number;
  height: number;
  created_at: number;
};

/** A member's status and rejection reason, and their documents in upload order. */
export async function kycOf(
  db: Queryable,
  memberId: number,
): Promise<{
  member: { kyc_status: KycStatus; kyc_reason: string | null } | undefined;
  documents: KycDocumentRow[];
}> {
  const [member] = await db.query<{ kyc_status: KycStatus; kyc_reason: string | null }>(
    'SELECT kyc_status, kyc_reason FROM members WHERE id = $1',
    [memberId],
  );
  const documents = await db.query<KycDocumentRow>(
    'SELECT id, kind, bytes, width, height, created_at FROM kyc_documents WHERE member_id = $1 ORDER BY id',
    [memberId],
  );
  return { member, documents };
}

/** A member's verification status alone (withdrawals above the threshold need 'verified'). */
export async function kycStatusOf(db: Queryable, memberId: number): Promise<string | undefined> {
  const [m] = await db.query<{ kyc_status: string }>('SELECT kyc_status FROM members WHERE id = $1', [
    memberId,
  ]);
  return m?.kyc_status;
}

/**
 * Replaces a member's documents and puts them under review; `tx` must be a transaction, so the member is never
 * left with half an upload.
 */
export async function submitDocuments(
  tx: Queryable,
  memberId: number,
  files: { bytes: Buffer; info: ImageInfo }[],
  at: number,
  /** The player's language: the message about the decision is written in it. */
  language?: string,
): Promise<void> {
  await tx.query('DELETE FROM kyc_documents WHERE member_id = $1', [memberId]);
  for (const f of files)
    await tx.query(
      `INSERT INTO kyc_documents (member_id, kind, bytes, width, height, data, created_at)
         VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'), $7)`,
      // As base64 text: PGlite takes a 5 MB bytea parameter in ~4.5 s, the same as text decoded by the server in ~0.7 s.
      [memberId, f.info.kind, f.bytes.length, f.info.width, f.info.height, f.bytes.toString('base64'), at],
    );
  await tx.query(
    `UPDATE members SET kyc_status = 'pending', kyc_reason = NULL, kyc_language = $2 WHERE id = $1`,
    [memberId, language ?? null],
  );
}

/** The operator's decision on a member's pending documents (a decided member keeps their status). */
export async function decideKyc(
  deps: Deps,
  merchant: string | undefined,
  username: string,
  decision: 'approve' | 'reject',
  reason?: string,
): Promise<KycStatus | undefined> {
  // The decision and the member's inbox message about it are one transaction.
  return deps.db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: number;
      merchant: string;
      kyc_status: KycStatus;
      kyc_reason: string | null;
      kyc_language: string | null;
      decided: boolean;
    }>(
      `WITH target AS (
         SELECT id, kyc_status = 'pending' AS decided FROM members
          WHERE lower(username) = lower($2) AND ($1::text IS NULL OR merchant = $1) FOR UPDATE
       )
       UPDATE members m SET kyc_status = CASE WHEN t.decided THEN $3 ELSE m.kyc_status END,
           kyc_reason = CASE WHEN t.decided AND $3 = 'rejected' THEN $4 ELSE m.kyc_reason END
         FROM target t WHERE m.id = t.id
       RETURNING m.id, m.merchant, m.kyc_status, m.kyc_reason, m.kyc_language, t.decided`,
      [
        merchant ?? null,
        username,
        decision === 'approve' ? 'verified' : 'rejected',
        reason ?? 'Documents not accepted',
      ],
    );
    const row = rows[0];
    if (row?.decided)
      await notifyDecision(
        tx,
        deps.merchants.fromCode(row.merchant),
        Number(row.id),
        row.kyc_language,
        row.kyc_status === 'verified'
          ? { kind: 'kyc', outcome: 'verified' }
          : { kind: 'kyc', outcome: 'rejected', reason: row.kyc_reason ?? '' },
        deps.clock.now(),
      );
    return row?.kyc_status;
  });
}
