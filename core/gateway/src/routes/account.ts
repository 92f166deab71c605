import type { RegisterRequest } from '@wl/contract';
import { ACCOUNT_TYPE } from '@wl/contract';
import { affiliateOwner } from '../agent/codes.ts';
import { checkCaptcha, issueCaptcha } from '../auth/captcha.ts';
import { findByMobile, findByUsername, insertMember, recordLogin } from '../auth/members.ts';
import { checkBirthDate, requireBirthDate } from '../protection/age.ts';
import { hashPassword } from '../auth/passwords.ts';
import { registrationSettings, type FieldName } from '../auth/registration.ts';
import { checkRule, validationRules } from '../auth/rules.ts';
import { createSession } from '../auth/sessions.ts';
import { checkMobile, codeMatches, consumeCode, sendCode } from '../auth/sms.ts';
import type { CallContext, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { inviterOf } from '../money/referral.ts';
import {
  checkPhoneToken,
  spendPhoneToken,
  usesIdentityProvider,
  type PhoneTokenUse,
} from '../auth/phoneVerification.ts';

type AccountHandlers = Pick<
  Handlers,
  | 'captcha'
  | 'sendSmsNoLogin'
  | 'sendVerificationCode'
  | 'verification'
  | 'regValidata'
  | 'getSetRegister'
  | 'validateUsername'
  | 'checkAffiliateCode'
  | 'register'
>;

// Registration fields checked by the rule of the same name; confirmPassword is compared instead.
const RULED: FieldName[] = [
  'username',
  'password',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'mobileNum',
  'recommenderId',
  'affiliateCode',
  'verificationCode',
];

/** Captcha, SMS codes, registration settings and rules, and registration itself. */
export const accountHandlers: AccountHandlers = {
  captcha: async ({ deps, merchant, ip }) => {
    await deps.limiter.hit('captchaPerIp', `${merchant.code}:${ip}`);
    return issueCaptcha(deps, merchant.code);
  },

  sendSmsNoLogin: async ({ deps, merchant, input, ip }) => {
    const dialing = checkMobile(merchant, input.mobileNum, input.countryDialingCode);
    // The spec's human-verification result: no code goes out without a solved captcha (sending codes costs money
    // and is the classic abuse of a sign-up form). A signed-in member's requests (sendVerificationCode) need none.
    await checkCaptcha(deps, merchant.code, input.captchaKey, input.captcha);
    return { expirationTime: await sendCode(deps, merchant, dialing, input.mobileNum, ip) };
  },

  sendVerificationCode: async (ctx) => {
    sessionOf(ctx);
    const dialing = checkMobile(ctx.merchant, ctx.input.mobileNo, ctx.input.countryDialingCode, 'mobileNo');
    return { expirationTime: await sendCode(ctx.deps, ctx.merchant, dialing, ctx.input.mobileNo, ctx.ip) };
  },

  verification: async ({ deps, merchant, input }) => {
    const dialing = checkMobile(merchant, input.mobileNum, input.countryDialingCode);
    return {
      valid: await codeMatches(deps, merchant.code, dialing, input.mobileNum, input.verificationCode),
    };
  },

  regValidata: async ({ merchant }) => validationRules(merchant),
  getSetRegister: async ({ deps, merchant }) => registrationSettings(merchant, deps.settings.registration),

  // It must tell registration whether a name is taken, so it is limited per address rather than hidden.
  validateUsername: async ({ deps, merchant, input, ip }) => {
    checkRule(merchant, 'username', input.username, true);
    await deps.limiter.hit('usernameCheckPerIp', `${merchant.code}:${ip}`);
    return { available: !(await findByUsername(deps.db, merchant.code, input.username)) };
  },

  checkAffiliateCode: async ({ deps, merchant, input }) => ({
    success: (await affiliateOwner(deps.db, merchant.code, input.code)) !== undefined,
  }),

  register: async (ctx) => register(ctx),
};

/**
 * Registration. Everything that can be refused without side effects is checked first (fields, rules, duplicates),
 * then the captcha and SMS code are used up, then the member is written in one transaction with its session.
 */
async function register(ctx: CallContext<RegisterRequest>) {
  const { deps, merchant, input, ip } = ctx;
  const settings = registrationSettings(merchant, deps.settings.registration);
  const byUsername = input.username !== undefined && input.username !== '';
  if (byUsername ? !settings.registerByUsername : !settings.registerByMobile)
    throw new ApiError('NO_PERMISSION', {
      message: `registration by ${byUsername ? 'username' : 'mobile'} is not offered`,
      detail: { field: byUsername ? 'username' : 'mobileNum', reason: 'registration method not offered' },
    });
  await deps.limiter.hit('registerPerIp', `${merchant.code}:${ip}`);

  // Where the identity provider verifies phone numbers (phoneVerification firebase), its ID token stands for the
  // SMS code: a mobile registration sends firebaseChannel and firebaseIdToken, and no verificationCode is needed.
  const byIdp = !byUsername && usesIdentityProvider(merchant);
  // The method decides username, mobile number and SMS code; the settings decide every other field.
  const needed = (name: FieldName): boolean => {
    if (name === 'username') return byUsername;
    if (name === 'verificationCode') return !byUsername && !byIdp;
    if (name === 'mobileNum')
      return !byUsername || (settings.fields.mobileNum.enabled && settings.fields.mobileNum.required);
    return settings.fields[name].enabled && settings.fields[name].required;
  };
  // recommenderId arrives from invite links, so it is taken whether or not the form shows a field for it.
  const offered = (name: FieldName): boolean =>
    needed(name) || settings.fields[name].enabled || name === 'recommenderId';
  const values = input as Record<string, string | number | undefined>;
  for (const name of Object.keys(settings.fields) as FieldName[]) {
    const value = values[name] === undefined ? undefined : String(values[name]);
    if (value !== undefined && value !== '' && !offered(name))
      throw fieldError(name, 'is not part of registration for this merchant');
    if (name === 'confirmPassword') {
      if (needed(name) && !value) throw fieldError('confirmPassword', 'is required', 'in_incorrect_password');
    } else if (RULED.includes(name)) checkRule(merchant, name, value, needed(name));
  }
  if (!byIdp && (input.firebaseIdToken !== undefined || input.firebaseChannel !== undefined))
    throw fieldError('firebaseIdToken', 'is not part of registration for this merchant');
  if (byIdp && input.firebaseChannel !== 'sms') throw fieldError('firebaseChannel', 'must be sms');
  if ((input.confirmPassword ?? '') !== (input.password ?? ''))
    throw new ApiError('PASSWORD_MISMATCH', {
      detail: { field: 'confirmPassword', reason: 'does not match password' },
    });
  const dialing = input.mobileNum ? checkMobile(merchant, input.mobileNum, input.countryDialingCode) : null;
  // Player protection: where the profile has the dateOfBirth module, no date of birth is no registration, and an
  // under-age one is refused with the merchant's minimum age.
  requireBirthDate(merchant, input.birthDate);
  if (input.birthDate) checkBirthDate(merchant, input.birthDate, deps.clock.now());

  if (byUsername && (await findByUsername(deps.db, merchant.code, input.username!)))
    throw new ApiError('USERNAME_EXISTS', { detail: { field: 'username', reason: 'is already taken' } });
  if (dialing && (await findByMobile(deps.db, merchant.code, dialing, input.mobileNum!)))
    throw new ApiError('MOBILE_EXISTS', { detail: { field: 'mobileNum', reason: 'is already registered' } });
  let parentId: number | undefined;
  if (input.affiliateCode) {
    parentId = await affiliateOwner(deps.db, merchant.code, input.affiliateCode);
    if (parentId === undefined)
      throw new ApiError('INVITATION_CODE', {
        detail: { field: 'affiliateCode', reason: 'is not a valid invitation code' },
      });
  }
  if (settings.captcha.enabled) await checkCaptcha(deps, merchant.code, input.captchaKey, input.captcha);
  let phoneToken: PhoneTokenUse | undefined;
  if (byIdp) {
    phoneToken = await checkPhoneToken(deps, deps.db, merchant, {
      token: input.firebaseIdToken,
      dialing: dialing!,
      mobileNum: input.mobileNum!,
    });
  } else if (!byUsername)
    await consumeCode(deps, merchant.code, dialing!, input.mobileNum!, input.verificationCode);

  const passwordHash = await hashPassword(input.password!, deps.settings.scryptCost);
  const paymentPasswordHash = input.paymentPassword
    ? await hashPassword(input.paymentPassword, deps.settings.scryptCost)
    : null;
  const username = byUsername ? input.username! : `m${dialing}${input.mobileNum}`;
  const profile = Object.fromEntries(
    (
      [
        'idNumber',
        'qqNum',
        'facebook',
        'wechat',
        'line',
        'whatsapp',
        'zalo',
        'payeeName',
        'recommenderId',
      ] as const
    )
      .filter((k) => input[k])
      .map((k) => [k, String(input[k])]),
  );
  if (input.birthDate) profile.birthDate = input.birthDate;
  const referrerId = await inviterOf(deps.db, merchant, input.recommenderId);
  return deps.db.transaction(async (tx) => {
    // The phone token is used up with the account it proves: a registration refused before this leaves it usable.
    if (phoneToken) await spendPhoneToken(tx, phoneToken, deps.clock.now());
    const id = await insertMember(deps, tx, merchant, {
      referrerId: referrerId ?? null,
      username,
      passwordHash,
      paymentPasswordHash,
      type: ACCOUNT_TYPE.member,
      merchantCode: merchant.manifest.platformMerchantCode,
      nickname: input.nickname ?? '',
      dialingCode: dialing,
      mobileNum: input.mobileNum || null,
      email: input.email || null,
      profile,
      affiliateCode: input.affiliateCode?.toUpperCase() ?? null,
      parentId: parentId ?? null,
      registerMethod: input.registerMethod ?? null,
      registerUrl: input.registerUrl ?? null,
    });
    const firstTimeLogin = await recordLogin(tx, id);
    const token = await createSession(deps, tx, merchant.code, id, ip);
    return {
      token,
      userName: username.toLowerCase(),
      type: ACCOUNT_TYPE.member,
      firstTimeLogin,
      merchantCode: merchant.manifest.platformMerchantCode,
    };
  });
}
