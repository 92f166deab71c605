import { randomInt } from 'node:crypto';
import type { LoginRequest, SessionValue } from '@wl/contract';
import { ACCOUNT_TYPE, AGENT_ONLY_TYPES, isTrialType } from '@wl/contract';
import { checkCaptcha } from '../auth/captcha.ts';
import { admitLogin, clearLoginGuards, recordLoginFailure } from '../auth/loginGuard.ts';
import {
  findByMobile,
  findById,
  findByUsername,
  insertMember,
  normalizeUsername,
  recordLogin,
  setPasswordHash,
  type MemberRow,
} from '../auth/members.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { checkRule } from '../auth/rules.ts';
import { createSession, endMemberSessions, endSession } from '../auth/sessions.ts';
import { checkMobile, consumeCode } from '../auth/sms.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { refuseExcluded } from '../protection/exclusion.ts';
import {
  checkPhoneToken,
  spendPhoneToken,
  usesIdentityProvider,
  type PhoneTokenUse,
} from '../auth/phoneVerification.ts';

type SessionHandlers = Pick<
  Handlers,
  'login' | 'logout' | 'testPlay' | 'trialAccount' | 'changePassword' | 'setPasswordPhone' | 'recoverPassword'
>;

/** Login, logout, trial play and password changes. */
export const sessionHandlers: SessionHandlers = {
  login: async (ctx) => login(ctx),

  logout: async (ctx) => {
    await endSession(ctx.deps, sessionOf(ctx).tokenHash);
    return { success: true };
  },

  testPlay: async ({ deps, merchant, ip }) => {
    await deps.limiter.hit('trialPerIp', `${merchant.code}:${ip}`);
    return deps.db.transaction(async (tx) => {
      // Trial names only need to be unique; a clash is retried with fresh digits.
      for (let attempt = 0; ; attempt++) {
        const username = `trial${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        if (attempt < 5 && (await findByUsername(tx, merchant.code, username))) continue;
        const id = await insertMember(deps, tx, merchant, {
          username,
          passwordHash: null,
          type: ACCOUNT_TYPE.trial,
          merchantCode: merchant.manifest.trialMerchantCode,
          balance: deps.settings.trialBalance,
        });
        const firstTimeLogin = await recordLogin(tx, id);
        const token = await createSession(deps, tx, merchant.code, id, ip);
        return {
          token,
          userName: username,
          type: ACCOUNT_TYPE.trial,
          customerType: ACCOUNT_TYPE.trial,
          firstTimeLogin,
          merchantCode: merchant.manifest.trialMerchantCode,
        } satisfies SessionValue;
      }
    });
  },

  trialAccount: async ({ deps, merchant }) => ({
    enabled: true,
    merchantCode: merchant.manifest.trialMerchantCode,
    trialBalance: deps.settings.trialBalance,
    currencySymbol: merchant.manifest.currency.symbol,
  }),

  changePassword: async (ctx) => {
    const { deps, merchant, input } = ctx;
    const session = sessionOf(ctx);
    const member = await findById(deps.db, session.memberId);
    if (!member) throw new ApiError('SESSION_EXPIRED');
    if (!(await verifyPassword(input.oldPassword, member.password_hash)))
      throw new ApiError('OLD_PASSWORD', {
        detail: { field: 'oldPassword', reason: 'is not the current password' },
      });
    await checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
    if (input.newPassword === input.oldPassword)
      throw new ApiError('SAME_PASSWORD', {
        detail: { field: 'newPassword', reason: 'equals the old password' },
      });
    const hash = await hashPassword(input.newPassword, deps.settings.scryptCost);
    await deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, member.id, hash);
      // Anyone else holding a session of this account is logged out; the caller keeps theirs.
      await endMemberSessions(deps, tx, member.id, session.tokenHash);
    });
    return { success: true };
  },

  setPasswordPhone: async ({ deps, merchant, input }) => {
    const dialing = checkMobile(merchant, input.mobileNum, input.countryDialingCode);
    await checkNewPassword(merchant, input.newPassword, input.confirmNewPassword);
    // Code first, as in SMS login: a wrong code gets the same answer for a known and an unknown number.
    await consumeCode(deps, merchant.code, dialing, input.mobileNum, input.verificationCode);
    const member = await findByMobile(deps.db, merchant.code, dialing, input.mobileNum);
    if (!member || member.disabled)
      throw new ApiError('USER_NOT_REGISTERED', { detail: { field: 'mobileNum', reason: 'has no account' } });
    const hash = await hashPassword(input.newPassword, deps.settings.scryptCost);
    await deps.db.transaction(async (tx) => {
      await setPasswordHash(tx, member.id, hash);
      await endMemberSessions(deps, tx, member.id);
    });
    return { success: true };
  },

  /*
   * Forgotten password without a mobile number (a username-only account): the spec's recovery is by SMS, which such
   * an account cannot receive, so the request goes to customer service, who verify the player before resetting it.
   * It lands in the account's live-chat thread (table chat_messages), where the operator's agents answer. The
   * answer is the same for a known and an unknown username, and the calls are limited per address like the
   * username check, so this is no directory of accounts.
   */
  recoverPassword: async ({ deps, merchant, input, ip }) => {
    await deps.limiter.hit('usernameCheckPerIp', `${merchant.code}:${ip}`);
    const member = await findByUsername(deps.db, merchant.code, input.username.trim());
    if (member && !member.disabled && !isTrialType(Number(member.type))) {
      const contact = input.contact?.trim();
      await deps.db.query(
        'INSERT INTO chat_messages (member_id, sender, body, created_at) VALUES ($1, $2, $3, $4)',
        [
          member.id,
          'member',
          `Password recovery requested from the forgotten-password page.${contact ? ` Contact: ${contact}` : ''}`,
          deps.clock.now(),
        ],
      );
    }
    return { success: true };
  },
};

async function checkNewPassword(merchant: GatewayMerchant, password: string, confirm: string): Promise<void> {
  checkRule(merchant, 'password', password, true, 'newPassword');
  if (!confirm)
    throw new ApiError('PASSWORD_MISMATCH', {
      messageKey: 'in_enter_password',
      detail: { field: 'confirmNewPassword', reason: 'is required' },
    });
  if (confirm !== password)
    throw new ApiError('PASSWORD_MISMATCH', {
      detail: { field: 'confirmNewPassword', reason: 'does not match newPassword' },
    });
}

/**
 * Login by username/password or mobile/SMS code, guarded by auth/loginGuard.ts: after any failure the account needs a
 * captcha for its next attempts (the failure says so with value.captcha) until a login succeeds; repeated failures
 * of one account from one address make that address wait a growing delay; failures per address are rate-limited.
 * The captcha requirement is per account, not per address: players on mobile carriers share addresses (CGNAT), and
 * one player's typo must not put a captcha in front of everyone else there.
 */
export async function login(
  ctx: CallContext<LoginRequest>,
  admit: (type: number) => ApiError | undefined = memberLoginAdmits,
): Promise<SessionValue> {
  const { deps, merchant, input, ip } = ctx;
  // The firebase variant is a mobile login too: the identity provider checked the code, its token proves the number.
  const byIdp = input.type === 'firebase';
  const bySms = input.type === 'sms' || byIdp;
  if (bySms && !merchant.manifest.whitelabel.MOBILEVERCODELOGIN3)
    throw new ApiError('NO_PERMISSION', {
      message: 'login by SMS code is not offered',
      detail: { field: 'type', reason: 'sms login is off' },
    });
  if (byIdp && !usesIdentityProvider(merchant))
    throw new ApiError('NO_PERMISSION', {
      message: 'login by the identity provider is not offered',
      detail: { field: 'type', reason: 'the merchant verifies phone numbers itself (phoneVerification)' },
    });
  checkRule(merchant, bySms ? 'loginMobileNum' : 'loginUsername', input.username, true, 'username');
  if (byIdp) {
    if (input.firebaseChannel !== 'sms') throw fieldError('firebaseChannel', 'must be sms');
    if (input.firebaseMobileNo !== input.username)
      throw fieldError('firebaseMobileNo', 'must be the mobile number sent as username');
  } else checkRule(merchant, bySms ? 'verificationCode' : 'loginPassword', input.password, true, 'password');
  const dialing = bySms ? checkMobile(merchant, input.username, input.countryDialingCode, 'username') : '';
  const account = bySms ? `${dialing}${input.username}` : normalizeUsername(input.username);

  const { captchaRequired } = await admitLogin(deps, merchant.code, account, ip);
  if (captchaRequired) await checkCaptcha(deps, merchant.code, input.captchaKey, input.captcha, true);

  let member: MemberRow | undefined;
  let phoneToken: PhoneTokenUse | undefined;
  try {
    if (bySms) {
      // The code is checked first: a known and an unknown number get the same answer to a wrong code, and only
      // whoever received the code (the number's owner) learns that it has no account.
      if (byIdp)
        phoneToken = await checkPhoneToken(deps, deps.db, merchant, {
          token: input.firebaseIdToken,
          dialing,
          mobileNum: input.username,
        });
      else await consumeCode(deps, merchant.code, dialing, input.username, input.password, 'password');
      member = await findByMobile(deps.db, merchant.code, dialing, input.username);
      if (!member || member.disabled)
        throw new ApiError('USER_NOT_REGISTERED', {
          detail: { field: 'username', reason: 'has no account' },
        });
    } else {
      member = await findByUsername(deps.db, merchant.code, input.username);
      // Same answer for an unknown user and a wrong password, and the hash work is done either way.
      const ok = await verifyPassword(
        input.password ?? '',
        member?.password_hash ?? (await dummyHash(deps.settings.scryptCost)),
      );
      if (!member || !ok || member.disabled)
        throw new ApiError('LOGIN_FAILED', { detail: { field: 'password', reason: 'does not match' } });
    }
  } catch (err) {
    if (err instanceof ApiError) {
      await recordLoginFailure(deps, deps.settings.loginGuard, merchant.code, account, ip);
      throw new ApiError(err.code, { detail: { ...err.detail, captcha: true } });
    }
    throw err;
  }
  await clearLoginGuards(deps, merchant.code, account, ip);
  // Right credentials on the wrong login (agent-only account here, a member on the agent login): no session.
  const refused = admit(Number(member.type));
  if (refused) throw refused;
  // Only the account's owner (the password or code was right) learns that it is excluded, and until when.
  await refuseExcluded(deps, deps.db, merchant, { memberId: member.id, username: member.username });
  // The phone token is used up with the session it opens, in one transaction: a login refused above left it usable.
  const { firstTimeLogin, token } = await deps.db.transaction(async (tx) => {
    if (phoneToken) await spendPhoneToken(tx, phoneToken, deps.clock.now());
    return {
      firstTimeLogin: await recordLogin(tx, member.id),
      token: await createSession(deps, tx, merchant.code, member.id, ip),
    };
  });
  const type = Number(member.type) as SessionValue['type'];
  return {
    token,
    userName: member.username,
    type,
    ...(isTrialType(type) ? { customerType: type } : {}),
    firstTimeLogin,
    merchantCode: member.merchant_code,
  };
}

/** The member login admits every account but the agent-only types (spec section 6). */
function memberLoginAdmits(type: number): ApiError | undefined {
  return (AGENT_ONLY_TYPES as readonly number[]).includes(type) ? new ApiError('NOT_MEMBER') : undefined;
}

// A hash of a random password at the configured cost, so unknown usernames cost the same scrypt work as known ones.
const dummies = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let h = dummies.get(cost);
  if (!h) dummies.set(cost, (h = hashPassword(String(Math.random()), cost)));
  return h;
}
