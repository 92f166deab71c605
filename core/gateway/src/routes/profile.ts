import { verifyPassword } from '../auth/passwords.ts';
import { checkRule } from '../auth/rules.ts';
import { checkMobile, consumeCode } from '../auth/sms.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { checkBirthDate } from '../protection/age.ts';

type ProfileHandlers = Pick<
  Handlers,
  'personalInfo' | 'savePersonalInfo' | 'securitySettings' | 'bindEmail' | 'bindMobile' | 'setPayeeName'
>;

interface ProfileRow {
  username: string;
  nickname: string;
  password_hash: string | null;
  payment_password_hash: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  birth_date: string | null;
  payee_name: string | null;
  created_at: number;
  [k: string]: unknown;
}

async function profileOf(ctx: CallContext<unknown>): Promise<ProfileRow & { id: number }> {
  const id = sessionOf(ctx).memberId;
  const [row] = await ctx.deps.db.query<ProfileRow>(
    `SELECT username, nickname, password_hash, payment_password_hash, dialing_code, mobile_num, email,
            profile->>'birthDate' AS birth_date, profile->>'payeeName' AS payee_name, created_at
       FROM members WHERE id = $1`,
    [id],
  );
  if (!row) throw new ApiError('SESSION_EXPIRED');
  return { ...row, id };
}

/** All but the last 4 digits hidden: enough for the owner to recognise the number, not for anyone else. */
export const maskMobile = (m: string): string =>
  m.length > 4 ? `${'*'.repeat(m.length - 4)}${m.slice(-4)}` : m;

/** The first letter of the mailbox and the whole domain: p***@example.com. */
export const maskEmail = (e: string): string => {
  const at = e.lastIndexOf('@');
  return at < 1 ? '***' : `${e[0]}***${e.slice(at)}`;
};

const done = { success: true as const };

/**
 * The member center's personal info and security settings. Changing a contact detail needs proof that the
 * owner does it: the login password for the email, an SMS code sent to the new number for the mobile. The payee
 * name is set once (withdrawals are paid to it; a change goes through customer service). No call moves money.
 */
export const profileHandlers: ProfileHandlers = {
  personalInfo: async (ctx) => {
    const row = await profileOf(ctx);
    return {
      account: row.username,
      nickname: row.nickname,
      ...(row.birth_date ? { birthDate: row.birth_date } : {}),
      registeredAt: Number(row.created_at),
    };
  },

  savePersonalInfo: async (ctx) => {
    const row = await profileOf(ctx);
    const { nickname, birthDate } = ctx.input;
    if (nickname !== undefined) checkRule(ctx.merchant, 'nickname', nickname.trim(), false);
    if (birthDate !== undefined) {
      // Spec section 9: the birthday cannot be changed (the yearly birthday gift depends on it).
      if (row.birth_date) throw fieldError('birthDate', 'is already on record and cannot be changed');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate))
        throw fieldError('birthDate', 'must be YYYY-MM-DD', 'protection.dob.required');
      checkBirthDate(ctx.merchant, birthDate, ctx.deps.clock.now());
    }
    await ctx.deps.db.query(
      `UPDATE members SET nickname = COALESCE($2, nickname),
              profile = CASE WHEN $3::text IS NULL THEN profile ELSE profile || jsonb_build_object('birthDate', $3::text) END
        WHERE id = $1`,
      [row.id, nickname === undefined ? null : nickname.trim(), birthDate ?? null],
    );
    return done;
  },

  securitySettings: async (ctx) => {
    const row = await profileOf(ctx);
    return {
      ...(row.mobile_num
        ? { mobileNum: maskMobile(row.mobile_num), countryDialingCode: row.dialing_code ?? '' }
        : {}),
      ...(row.email ? { email: maskEmail(row.email) } : {}),
      ...(row.payee_name ? { payeeName: row.payee_name } : {}),
      paymentPassword: row.payment_password_hash !== null,
    };
  },

  bindEmail: async (ctx) => {
    const row = await profileOf(ctx);
    const email = ctx.input.email.trim();
    checkRule(ctx.merchant, 'email', email, true);
    if (!(await verifyPassword(ctx.input.password, row.password_hash))) {
      // A stolen session must not be able to guess the password here any faster than at the login.
      await ctx.deps.limiter.hit('loginFailuresPerIp', `${ctx.merchant.code}:${ctx.ip}`);
      throw new ApiError('OLD_PASSWORD', {
        message: 'The password is incorrect',
        detail: { field: 'password', reason: 'is not the login password' },
      });
    }
    await ctx.deps.db.query('UPDATE members SET email = $2 WHERE id = $1', [row.id, email]);
    return done;
  },

  bindMobile: async (ctx) => {
    const row = await profileOf(ctx);
    const { mobileNo, countryDialingCode, verificationCode } = ctx.input;
    const dialing = checkMobile(ctx.merchant, mobileNo, countryDialingCode, 'mobileNo');
    const taken = await ctx.deps.db.query(
      'SELECT id FROM members WHERE merchant = $1 AND dialing_code = $2 AND mobile_num = $3 AND id <> $4',
      [ctx.merchant.code, dialing, mobileNo, row.id],
    );
    const exists = () =>
      new ApiError('MOBILE_EXISTS', { detail: { field: 'mobileNo', reason: 'is already registered' } });
    if (taken.length > 0) throw exists();
    await consumeCode(ctx.deps, ctx.merchant.code, dialing, mobileNo, verificationCode);
    try {
      await ctx.deps.db.query('UPDATE members SET dialing_code = $2, mobile_num = $3 WHERE id = $1', [
        row.id,
        dialing,
        mobileNo,
      ]);
    } catch (err) {
      // Another account bound the number meanwhile (the unique index): a 409, not a 500.
      if (/members_mobile|unique|duplicate/i.test(String((err as Error).message))) throw exists();
      throw err;
    }
    return done;
  },

  setPayeeName: async (ctx) => {
    const row = await profileOf(ctx);
    const name = ctx.input.payeeName.trim().replace(/\s+/g, ' ');
    checkRule(ctx.merchant, 'payeeName', name, true);
    // Set once, in the statement that checks it: two racing requests cannot both set it.
    const set = await ctx.deps.db.query(
      `UPDATE members SET profile = profile || jsonb_build_object('payeeName', $2::text)
        WHERE id = $1 AND NOT (profile ? 'payeeName') RETURNING id`,
      [row.id, name],
    );
    if (set.length === 0)
      throw new ApiError('NO_PERMISSION', {
        message: 'The payee name is already set; customer service can change it',
        detail: { field: 'payeeName', reason: 'is already set' },
      });
    return done;
  },
};
