import type { MessageKey, ValidationRule, ValidationRules } from '@wl/contract';
import { fieldError } from '../errors.ts';
import type { GatewayMerchant } from '../merchants.ts';

type RuleName = keyof ValidationRules['rules'];
type Spec = Omit<ValidationRule, 'message' | 'messageKey'> & { messageKey: MessageKey; text: string };

// Patterns are JavaScript regular expression sources for the u flag. Bounds are also in the pattern so either
// check alone is enough; {min}/{max} in a text are filled from the rule.
const rule = (
  pattern: string,
  min: number,
  max: number,
  messageKey: MessageKey,
  text: string,
  required = false,
): Spec => ({
  pattern,
  min,
  max,
  required,
  messageKey,
  text,
});
const HANDLE = '^[\\p{L}\\p{N}._@+-]{3,50}$';

function specs(merchant: GatewayMerchant): Record<RuleName, Spec> {
  const digits = merchant.manifest.phone.digits;
  return {
    username: rule(
      '^[A-Za-z][A-Za-z0-9]{5,15}$',
      6,
      16,
      'validation.account',
      'Username must be {min}-{max} letters or digits and start with a letter',
      true,
    ),
    password: rule(
      '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]{6,20}$',
      6,
      20,
      'validation.password',
      'Password must be {min}-{max} characters with letters and digits',
      true,
    ),
    paymentPassword: rule(
      '^\\d{6}$',
      6,
      6,
      'validation.payment_password',
      'Payment password must be {max} digits',
    ),
    idNumber: rule('^[A-Za-z0-9-]{5,30}$', 5, 30, 'validation.field', 'Please enter a valid value'),
    qqNum: rule('^[1-9]\\d{4,11}$', 5, 12, 'validation.field', 'Please enter a valid value'),
    facebook: rule(HANDLE, 3, 50, 'validation.field', 'Please enter a valid value'),
    wechat: rule(HANDLE, 3, 50, 'validation.field', 'Please enter a valid value'),
    line: rule(HANDLE, 3, 50, 'validation.field', 'Please enter a valid value'),
    whatsapp: rule('^\\+?\\d{6,15}$', 6, 16, 'validation.field', 'Please enter a valid value'),
    zalo: rule('^\\+?\\d{6,15}$', 6, 16, 'validation.field', 'Please enter a valid value'),
    email: rule(
      '^[^\\s@]{1,64}@[^\\s@]{1,190}\\.[^\\s@]{2,63}$',
      6,
      254,
      'validation.email',
      'Please enter a valid email address',
    ),
    nickname: rule(
      '^[^<>&"\'\\s][^<>&"\']{0,18}[^<>&"\'\\s]$',
      2,
      20,
      'validation.name',
      'Please enter a valid name of {min}-{max} characters',
    ),
    payeeName: rule(
      "^[\\p{L}\\p{M}][\\p{L}\\p{M} .'-]{1,49}$",
      2,
      50,
      'validation.name',
      'Please enter a valid name of {min}-{max} characters',
    ),
    mobileNum: rule(
      `^\\d{${digits}}$`,
      digits,
      digits,
      'validation.mobile',
      'Please enter a valid {max}-digit mobile number',
      true,
    ),
    // An invite code (money/inviteCode.ts); lower case is read as upper case.
    recommenderId: rule('^[2-9A-HJKMNP-Za-hjkmnp-z]{7}$', 7, 7, 'validation.referrer', 'Invalid referrer ID'),
    affiliateCode: rule('^[A-Za-z0-9]{4,12}$', 4, 12, 'invitation_code_error', 'Invalid invitation code'),
    verificationCode: rule('^\\d{4,10}$', 4, 10, 'error.verification_code', 'Verification code error', true),
    captcha: rule('^\\d{1,6}$', 1, 6, 'validation.captcha_missing', 'Please enter the captcha', true),
    loginUsername: rule(
      '^[A-Za-z0-9]{4,16}$',
      4,
      16,
      'validation.login_required',
      'Please enter username and password',
      true,
    ),
    loginPassword: rule(
      '^[\\x21-\\x7E]{6,20}$',
      6,
      20,
      'validation.login_required',
      'Please enter username and password',
      true,
    ),
    loginMobileNum: rule(
      '^\\d{6,20}$',
      6,
      20,
      'validation.mobile',
      'Please enter a valid mobile number',
      true,
    ),
  };
}

const fill = (text: string, s: Spec): string =>
  text.replaceAll('{min}', String(s.min)).replaceAll('{max}', String(s.max));

/** The rule set by field name served by regValidata; the server checks registration with the same rules. */
export function validationRules(merchant: GatewayMerchant): ValidationRules {
  const out = {} as ValidationRules['rules'];
  for (const [name, s] of Object.entries(specs(merchant)) as [RuleName, Spec][]) {
    const { text, ...r } = s;
    out[name] = { ...r, message: fill(text, s) };
  }
  return { rules: out };
}

/**
 * Checks one value against its rule. Empty values pass unless `required`; a refusal is a 400 naming the field
 * (`field`, default the rule name) with the rule's catalogue id.
 */
export function checkRule(
  merchant: GatewayMerchant,
  name: string,
  value: string | undefined,
  required: boolean,
  field = name,
): void {
  const s = specs(merchant)[name as RuleName];
  if (!s) throw new Error(`no validation rule "${name}"`);
  const message = fill(s.text, s);
  if (value === undefined || value === '') {
    if (required) throw fieldError(field, 'is required', s.messageKey);
    return;
  }
  const length = [...value].length;
  if (length < s.min || length > s.max || !new RegExp(s.pattern, 'u').test(value))
    throw fieldError(field, message, s.messageKey);
}
