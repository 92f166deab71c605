import type { Queryable } from '../db/types.ts';

/*
 * The merchant's banners, notices, popups, promotions and announcements (table content) and who has read which
 * (table content_reads).
 */

/** A content row with the reader's read flag. */
export type ContentRow = {
  id: number;
  type: string;
  group_name: string;
  title: Record<string, string>;
  body: Record<string, string>;
  image_url: string;
  /** A banner's picture per language (the art carries its copy); image_url for rows without one. */
  image_urls: Record<string, string>;
  link: string;
  created_at: number;
  read: boolean;
  [k: string]: unknown;
};

/** Content rows of some types in the merchant's order, with a member's read flags (memberId 0: a guest's). */
export function contentOf(
  db: Queryable,
  merchant: string,
  memberId: number,
  types: string[],
): Promise<ContentRow[]> {
  const placeholders = types.map((_, i) => `$${i + 3}`).join(', ');
  return db.query<ContentRow>(
    `SELECT c.*, EXISTS (SELECT 1 FROM content_reads r WHERE r.content_id = c.id AND r.member_id = $2) AS read
       FROM content c WHERE c.merchant = $1 AND c.type IN (${placeholders}) ORDER BY c.sort`,
    [merchant, memberId, ...types],
  );
}

/** Whether an id is one of the merchant's announcements (anything but a banner). */
export async function isAnnouncement(db: Queryable, merchant: string, id: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM content WHERE id = $1 AND merchant = $2 AND type <> 'B'`, [
    id,
    merchant,
  ]);
  return rows.length > 0;
}

/** Records that a member read an announcement (once). */
export async function markRead(
  db: Queryable,
  memberId: number,
  contentId: number,
  at: number,
): Promise<void> {
  await db.query(
    'INSERT INTO content_reads (member_id, content_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [memberId, contentId, at],
  );
}
