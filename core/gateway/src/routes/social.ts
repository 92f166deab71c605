/**
 * socialLogin (FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3): the app exchanges the one-time code the provider sent
 * to its /m/login (in the sandbox, pages/identityProvider.ts) with a POST for a session. The provider account is
 * linked to a member, or a member is created for it (auth/social.ts).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TYPE, type SessionValue } from '@wl/contract';
import { findById, findByUsername, insertMember, recordLogin } from '../auth/members.ts';
import { createSession } from '../auth/sessions.ts';
import {
  FLAG,
  linkedMember,
  linkMember,
  NAME,
  PREFIX,
  sign,
  useSocialCode,
  type SocialProvider,
} from '../auth/social.ts';
import type { Handlers } from '../context.ts';
import { ApiError, fieldError } from '../errors.ts';
import { checkBirthDate, requireBirthDate } from '../protection/age.ts';

type SocialHandlers = Pick<Handlers, 'socialLogin'>;

export const socialHandlers: SocialHandlers = {
  socialLogin: async ({ deps, merchant, input, ip }) => {
    const provider = input.provider as SocialProvider;
    if (!merchant.manifest.whitelabel[FLAG[provider]])
      throw new ApiError('NO_PERMISSION', {
        message: `${NAME[provider]} login is not offered by this merchant`,
      });
    const [nonce, sig] = input.code.split('.');
    const expected = nonce ? sign(`${merchant.code}|${provider}|${nonce}`) : '';
    const bad = () =>
      fieldError('code', 'is not a valid one-time code (expired, already used, or not issued here)');
    if (!nonce || !sig || sig.length !== expected.length) throw bad();
    if (!timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) throw bad();
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const code = await useSocialCode(tx, {
        nonce,
        merchant: merchant.code,
        provider,
        redirectUri: input.redirectUri,
        now,
      });
      if (!code) throw bad();
      let memberId = (await linkedMember(tx, merchant.code, provider, code.subject)) ?? 0;
      if (!memberId) {
        // A new account needs a date of birth where the profile requires one: without it the exchange is refused
        // (the code is not used up, the transaction rolls back) and the player is sent to the registration form.
        requireBirthDate(merchant, input.birthDate, 'protection.dob.social');
        if (input.birthDate) checkBirthDate(merchant, input.birthDate, now);
        let username = '';
        for (let attempt = 0; attempt < 10 && !username; attempt++) {
          const candidate = `${PREFIX[provider]}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
          if (!(await findByUsername(tx, merchant.code, candidate))) username = candidate;
        }
        memberId = await insertMember(deps, tx, merchant, {
          username,
          passwordHash: null,
          type: ACCOUNT_TYPE.member,
          merchantCode: merchant.manifest.platformMerchantCode,
          nickname: code.display_name.slice(0, 32),
          registerMethod: 'H5',
          ...(input.birthDate ? { profile: { birthDate: input.birthDate } } : {}),
        });
        await linkMember(tx, { merchant: merchant.code, provider, subject: code.subject, memberId, at: now });
      }
      const member = await findById(tx, memberId);
      if (!member || member.disabled)
        throw new ApiError('USER_NOT_REGISTERED', { message: 'this account is disabled' });
      await recordLogin(tx, memberId);
      const token = await createSession(deps, tx, merchant.code, memberId, ip);
      return {
        token,
        userName: member.username,
        type: Number(member.type) as 0,
        customerType: Number(member.type) as 0,
        // A social account has no password, so there is none to change at a first login.
        firstTimeLogin: false,
        merchantCode: member.merchant_code,
      } satisfies SessionValue;
    });
  },
};
