import type { AccountType } from '@wl/contract';
import { isTrialType } from '@wl/contract';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { centsOf } from '../money/cents.ts';
import { post } from '../money/ledger.ts';

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string | null;
  type: number;
  nickname: string;
  merchant_code: string;
  dialing_code: string | null;
  mobile_num: string | null;
  login_count: number;
  disabled: boolean;
  balance: string;
  [k: string]: unknown;
}

export interface NewMember {
  username: string;
  passwordHash: string | null;
  paymentPasswordHash?: string | null;
  type: AccountType;
  merchantCode: string;
  nickname?: string;
  dialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  profile?: Record<string, string>;
  affiliateCode?: string | null;
  parentId?: number | null;
  /** The member whose invite link this player registered through. */
  referrerId?: number | null;
  /** Starting balance in currency units, entered as an opening ledger row. */
  balance?: number;
  registerMethod?: string | null;
  registerUrl?: string | null;
}

const COLUMNS =
  'id, username, password_hash, type, nickname, merchant_code, dialing_code, mobile_num, login_count, disabled, balance';

/** Usernames are case-insensitive: stored and compared in lower case. */
export const normalizeUsername = (u: string): string => u.trim().toLowerCase();

export async function findByUsername(
  db: Queryable,
  merchant: string,
  username: string,
): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant = $1 AND username = $2`,
    [merchant, normalizeUsername(username)],
  );
  return rows[0];
}

export async function findByMobile(
  db: Queryable,
  merchant: string,
  dialing: string,
  mobileNum: string,
): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    `SELECT ${COLUMNS} FROM members WHERE merchant = $1 AND dialing_code = $2 AND mobile_num = $3`,
    [merchant, dialing, mobileNum],
  );
  return rows[0];
}

export async function findById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
  return rows[0];
}

/**
 * Inserts a member with its welcome inbox message (and chat greeting where live chat is on).
 * A username or mobile number taken meanwhile (unique index) becomes a 409, never a 500.
 */
export async function insertMember(
  deps: Deps,
  db: Queryable,
  merchant: GatewayMerchant,
  m: NewMember,
): Promise<number> {
  const now = deps.clock.now();
  let id: number;
  try {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO members (merchant, merchant_code, username, password_hash, payment_password_hash, type, nickname, dialing_code, mobile_num,
                            email, profile, affiliate_code, parent_id, balance, register_method, register_url, created_at, referrer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [
        merchant.code,
        m.merchantCode,
        normalizeUsername(m.username),
        m.passwordHash,
        m.paymentPasswordHash ?? null,
        m.type,
        m.nickname ?? '',
        m.dialingCode ?? null,
        m.mobileNum ?? null,
        m.email ?? null,
        JSON.stringify(m.profile ?? {}),
        m.affiliateCode ?? null,
        m.parentId ?? null,
        0,
        m.registerMethod ?? null,
        m.registerUrl ?? null,
        now,
        m.referrerId ?? null,
      ],
    );
    id = Number(rows[0]!.id);
  } catch (err) {
    const text = String((err as Error).message);
    if (/members_mobile|mobile_num/.test(text))
      throw new ApiError('MOBILE_EXISTS', {
        detail: { field: 'mobileNum', reason: 'is already registered' },
      });
    if (/unique|duplicate/i.test(text))
      throw new ApiError('USERNAME_EXISTS', { detail: { field: 'username', reason: 'is already taken' } });
    throw err;
  }
  // A starting balance (seeded demo accounts, the trial account) is money too: it enters through the ledger.
  if (m.balance) await post(db, { memberId: id, kind: 'opening', amountCents: centsOf(m.balance), at: now });
  if (!isTrialType(m.type)) {
    const brand = merchant.manifest.brandName;
    await db.query(
      'INSERT INTO inbox_messages (member_id, title, body, created_at) VALUES ($1, $2, $3, $4)',
      [
        id,
        `Welcome to ${brand}`,
        `<p>Your ${brand} account is ready. Visit the promotions page for your welcome offers.</p>`,
        now,
      ],
    );
    if (merchant.manifest.whitelabel.CBS3)
      await db.query(
        'INSERT INTO chat_messages (member_id, sender, body, created_at) VALUES ($1, $2, $3, $4)',
        [id, 'agent', `Hello! This is ${brand} customer service. How can we help?`, now],
      );
  }
  return id;
}

/** Records a login and says whether it was the account's first. */
export async function recordLogin(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query<{ login_count: number }>(
    'UPDATE members SET login_count = login_count + 1 WHERE id = $1 RETURNING login_count',
    [memberId],
  );
  return Number(rows[0]?.login_count) === 1;
}

/** Replaces a member's login password hash (the caller ends their other sessions in the same transaction). */
export async function setPasswordHash(db: Queryable, memberId: number, hash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, hash]);
}

/** The id of a member of a merchant by exact (stored, lower-case) username. */
export async function memberIdOf(
  db: Queryable,
  merchant: string,
  username: string,
): Promise<number | undefined> {
  const [m] = await db.query<{ id: number }>('SELECT id FROM members WHERE merchant = $1 AND username = $2', [
    merchant,
    username,
  ]);
  return m ? Number(m.id) : undefined;
}
