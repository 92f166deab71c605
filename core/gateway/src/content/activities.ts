import type { Queryable } from '../db/types.ts';
import { ApiError } from '../errors.ts';

/*
 * The merchant's promotions (table activities) and members' entries in them (table activity_entries): joined once,
 * signed in daily, or a yearly gift claimed once, each entry unique per (member, activity, period).
 */

export type ActivityRow = {
  id: number;
  title: Record<string, string>;
  body: Record<string, string>;
  image_url: string;
  /** The picture per language (the art carries its copy); image_url for rows without one. */
  image_urls: Record<string, string>;
  status: string;
  start_at: number;
  end_at: number;
};

export type EntryState = 'joined' | 'signed' | 'claimed';

/** The merchant's promotions in their order. */
export function activitiesOf(db: Queryable, merchant: string): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(
    'SELECT id, title, body, image_url, image_urls, status, start_at, end_at FROM activities WHERE merchant = $1 ORDER BY sort',
    [merchant],
  );
}

/** One of the merchant's promotions, with what decides whether it runs. */
export async function activityOf(
  db: Queryable,
  merchant: string,
  id: number,
): Promise<Pick<ActivityRow, 'id' | 'status' | 'start_at' | 'end_at'> | undefined> {
  const [a] = await db.query<Pick<ActivityRow, 'id' | 'status' | 'start_at' | 'end_at'>>(
    'SELECT id, status, start_at, end_at FROM activities WHERE id = $1 AND merchant = $2',
    [id, merchant],
  );
  return a;
}

/**
 * One of the merchant's promotions that is running at `now` (not closed, not coming soon, within its dates):
 * NOT_FOUND for another merchant's or none, NOT_ELIGIBLE for one not running.
 */
export async function runningActivity(
  db: Queryable,
  merchant: string,
  id: number,
  now: number,
): Promise<{ id: number; status: string }> {
  const a = await activityOf(db, merchant, id);
  if (!a) throw new ApiError('NOT_FOUND');
  if (
    Number(a.end_at) < now ||
    Number(a.start_at) > now ||
    a.status === 'close' ||
    a.status === 'coming_soon'
  )
    throw new ApiError('NOT_ELIGIBLE');
  return { id: Number(a.id), status: a.status };
}

/** A member's entries of the given periods besides the one-off ones ("once"), oldest first. */
export function entriesOf(
  db: Queryable,
  memberId: number,
  day: string,
  year: string,
): Promise<{ activity_id: number; state: EntryState; comment: string | null; created_at: number }[]> {
  return db.query<{ activity_id: number; state: EntryState; comment: string | null; created_at: number }>(
    `SELECT activity_id, state, comment, created_at FROM activity_entries
        WHERE member_id = $1 AND period IN ('once', $2, $3) ORDER BY created_at`,
    [memberId, day, year],
  );
}

/** Joins or signs in (once per period; a repeat changes nothing) and answers the entry as stored. */
export async function enter(
  db: Queryable,
  e: {
    memberId: number;
    activityId: number;
    period: string;
    state: EntryState;
    comment: string | null;
    at: number;
  },
): Promise<{ comment: string | null; created_at: number } | undefined> {
  await db.query(
    `INSERT INTO activity_entries (member_id, activity_id, period, state, comment, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
    [e.memberId, e.activityId, e.period, e.state, e.comment, e.at],
  );
  const [stored] = await db.query<{ comment: string | null; created_at: number }>(
    'SELECT comment, created_at FROM activity_entries WHERE member_id = $1 AND activity_id = $2 AND period = $3',
    [e.memberId, e.activityId, e.period],
  );
  return stored;
}

/** Records a claimed gift with its amount (numeric text); false when this period's gift was claimed already. */
export async function claimEntry(
  tx: Queryable,
  e: { memberId: number; activityId: number; period: string; amount: string; at: number },
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO activity_entries (member_id, activity_id, period, state, amount, created_at)
       VALUES ($1, $2, $3, 'claimed', $4::numeric, $5) ON CONFLICT DO NOTHING RETURNING activity_id`,
    [e.memberId, e.activityId, e.period, e.amount, e.at],
  );
  return inserted.length > 0;
}
