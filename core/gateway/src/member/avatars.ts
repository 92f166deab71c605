import type { Queryable } from '../db/types.ts';

/*
 * Members' head icons (table member_avatars): one per member, replaced by each upload, found by the random token
 * of its URL.
 */

export type AvatarKind = 'png' | 'jpg';

/** A member's icon token and kind, if they have one. */
export async function avatarOf(
  db: Queryable,
  memberId: number,
): Promise<{ token: string; kind: AvatarKind } | undefined> {
  const [a] = await db.query<{ token: string; kind: AvatarKind }>(
    'SELECT token, kind FROM member_avatars WHERE member_id = $1',
    [memberId],
  );
  return a;
}

/** Stores a member's icon in place of the one they had. */
export async function saveAvatar(
  db: Queryable,
  a: {
    memberId: number;
    token: string;
    kind: AvatarKind;
    bytes: Buffer;
    width: number;
    height: number;
    at: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO member_avatars (member_id, token, kind, bytes, width, height, data, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8)
       ON CONFLICT (member_id) DO UPDATE SET token = EXCLUDED.token, kind = EXCLUDED.kind, bytes = EXCLUDED.bytes,
         width = EXCLUDED.width, height = EXCLUDED.height, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
    // As base64 text, decoded by the database: much faster than a bytea parameter on PGlite (see member/kyc.ts).
    [a.memberId, a.token, a.kind, a.bytes.length, a.width, a.height, a.bytes.toString('base64'), a.at],
  );
}

/** The icon of a URL token: its kind and bytes. */
export async function avatarByToken(
  db: Queryable,
  token: string,
): Promise<{ kind: AvatarKind; data: Uint8Array } | undefined> {
  const [a] = await db.query<{ kind: AvatarKind; data: Uint8Array }>(
    'SELECT kind, data FROM member_avatars WHERE token = $1',
    [token],
  );
  return a;
}
