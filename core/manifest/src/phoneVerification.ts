import type { Merchant } from './generated/merchant.ts';
import type { Problem } from './validate.ts';

/**
 * The identity provider verifies phone numbers for SMS login and mobile registration only: switched on where the
 * merchant offers neither, it would verify nothing, which is a mistake in the manifest, not a choice.
 */
export function phoneVerificationProblems(m: Merchant, file: string): Problem[] {
  if (m.phoneVerification?.provider !== 'firebase') return [];
  if (m.whitelabel.MOBILEVERCODELOGIN3 || m.whitelabel.registerByMobile) return [];
  return [
    {
      file,
      pointer: '/phoneVerification/provider',
      message:
        '"firebase" verifies numbers for SMS login and mobile registration, and this merchant offers neither',
      hint: 'turn on whitelabel.MOBILEVERCODELOGIN3 or whitelabel.registerByMobile, or remove phoneVerification',
    },
  ];
}
