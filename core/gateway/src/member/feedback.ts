import type { Queryable } from '../db/types.ts';
import type { ImageInfo } from '../auth/images.ts';

// A member's feedback (tables feedback and feedback_images).

export type FeedbackCategory = 'suggestion' | 'bug' | 'deposit' | 'withdraw' | 'game' | 'other';

/** Stores a feedback with its images; `tx` must be a transaction, so a feedback never lacks an image it had. */
export async function saveFeedback(
  tx: Queryable,
  f: {
    merchant: string;
    memberId: number;
    category: string;
    content: string;
    at: number;
    images: { bytes: Buffer; info: ImageInfo }[];
  },
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'INSERT INTO feedback (merchant, member_id, category, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [f.merchant, f.memberId, f.category, f.content, f.at],
  );
  const id = Number(rows[0]!.id);
  for (const image of f.images)
    await tx.query(
      `INSERT INTO feedback_images (feedback_id, kind, bytes, width, height, data)
         VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))`,
      // As base64 text, like identity documents: PGlite decodes it far faster than a bytea parameter.
      [
        id,
        image.info.kind,
        image.bytes.length,
        image.info.width,
        image.info.height,
        image.bytes.toString('base64'),
      ],
    );
  return id;
}

/** A member's latest feedback at this merchant, newest first, with how many images each has. */
export function feedbackHistory(
  db: Queryable,
  merchant: string,
  memberId: number,
  limit: number,
): Promise<
  { id: number; category: FeedbackCategory; content: string; created_at: number; images: number }[]
> {
  return db.query<{
    id: number;
    category: FeedbackCategory;
    content: string;
    created_at: number;
    images: number;
  }>(
    `SELECT f.id, f.category, f.content, f.created_at,
              (SELECT count(*) FROM feedback_images i WHERE i.feedback_id = f.id)::int AS images
         FROM feedback f WHERE f.member_id = $1 AND f.merchant = $2
        ORDER BY f.created_at DESC, f.id DESC LIMIT $3`,
    [memberId, merchant, limit],
  );
}
