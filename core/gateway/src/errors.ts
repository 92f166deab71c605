import type { FailureDetail, MessageKey } from '@wl/contract';

interface ErrorSpec {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
  messageKey: MessageKey;
  message: string;
}

/**
 * Every failure the gateway answers with: code → HTTP status, catalogue id and default English text.
 * The app shows the catalogue text of messageKey; message is for logs and developers.
 */
export const ERRORS = {
  INVALID_REQUEST: { status: 400, messageKey: 'error.invalid_request', message: 'The request is not valid' },
  MALFORMED_JSON: { status: 400, messageKey: 'error.invalid_request', message: 'The body is not valid JSON' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    messageKey: 'error.invalid_request',
    message: 'The body must be application/json',
  },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'error.invalid_request', message: 'The body is too large' },
  UNKNOWN_MERCHANT: {
    status: 400,
    messageKey: 'error.invalid_request',
    message: 'No merchant is served on this host',
  },
  NOT_FOUND: {
    status: 404,
    messageKey: 'error.empty_url',
    message: 'The requested url is empty. please check your request format.',
  },
  NOT_LOGGED_IN: {
    status: 401,
    messageKey: 'error.not_logged_in',
    message: 'You are not logged in, please login first',
  },
  SESSION_EXPIRED: {
    status: 401,
    messageKey: 'error.logged_out',
    message: 'The account has been logged out, please log in again',
  },
  LOGIN_FAILED: { status: 401, messageKey: 'error.login_failed', message: 'Incorrect username or password' },
  CAPTCHA_REQUIRED: { status: 400, messageKey: 'error.captcha', message: 'Please enter the captcha' },
  CAPTCHA_INVALID: {
    status: 400,
    messageKey: 'error.captcha',
    message: 'Incorrect captcha, please try again',
  },
  VERIFICATION_CODE: {
    status: 400,
    messageKey: 'error.verification_code',
    message: 'Verification code error',
  },
  USER_NOT_REGISTERED: {
    status: 404,
    messageKey: 'error.user_not_registered',
    message: 'User not registered or disabled',
  },
  USERNAME_EXISTS: {
    status: 409,
    messageKey: 'error.username_exists',
    message: 'Sorry, the username already exists.',
  },
  MOBILE_EXISTS: {
    status: 409,
    messageKey: 'error.mobile_exists',
    message: 'This mobile number is already registered',
  },
  PASSWORD_MISMATCH: {
    status: 400,
    messageKey: 'in_confirmation_correct',
    message: 'The two passwords do not match',
  },
  OLD_PASSWORD: { status: 400, messageKey: 'error.old_password', message: 'The old password is incorrect' },
  SAME_PASSWORD: {
    status: 400,
    messageKey: 'same_password',
    message: 'The new password must be different from the old one',
  },
  INVITATION_CODE: { status: 400, messageKey: 'invitation_code_error', message: 'Invalid invitation code' },
  TRIAL_REJECTED: {
    status: 403,
    messageKey: 'free_reject',
    message: 'This function is not available for free-play accounts. Please register a real account.',
  },
  REAL_ACCOUNT_ONLY: {
    status: 403,
    messageKey: 'error.real_account_only',
    message: 'Please login an actual account to use this function',
  },
  NOT_AGENT: { status: 403, messageKey: 'error.non_agent_login', message: 'Non-agents cannot log in' },
  NOT_MEMBER: {
    status: 403,
    messageKey: 'error.non_member_login',
    message: 'Non-member account unable to login',
  },
  NO_PERMISSION: {
    status: 403,
    messageKey: 'error.no_permission',
    message: 'Account without permission or feature temporarily unavailable',
  },
  IP_BLOCKED: {
    status: 403,
    messageKey: 'error.ip_blocked',
    message: 'Access from your location is restricted',
  },
  SMS_WAIT: {
    status: 429,
    messageKey: 'error.sms_wait',
    message: 'Please wait before requesting another code',
  },
  RATE_LIMITED: {
    status: 429,
    messageKey: 'error.too_many_requests',
    message: 'Too many attempts, please try again later',
  },
  INSUFFICIENT_BALANCE: {
    status: 409,
    messageKey: 'error.insufficient_balance',
    message: 'Insufficient balance',
  },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    messageKey: 'error.idempotency_conflict',
    message: 'This request key was already used for a different request',
  },
  PAYMENT_PASSWORD_NOT_SET: {
    status: 400,
    messageKey: 'error.payment_password_not_set',
    message: 'Please set a payment password first',
  },
  PAYMENT_PASSWORD_WRONG: {
    status: 400,
    messageKey: 'error.payment_password',
    message: 'The payment password is incorrect',
  },
  KYC_REQUIRED: {
    status: 403,
    messageKey: 'error.kyc_required',
    message: 'Please verify your identity before withdrawing this amount',
  },
  LIMIT_REACHED: {
    status: 403,
    messageKey: 'protection.error.deposit_limit',
    message: 'This would go over a limit you have set',
  },
  EXCLUDED: {
    status: 403,
    messageKey: 'protection.error.self_excluded',
    message: 'This account is excluded from play until the exclusion ends',
  },
  INFO_REQUIRED: {
    status: 403,
    messageKey: 'protection.error.info_required',
    message: 'The responsible-gaming information must be acknowledged before the first bet',
  },
  IRREVOCABLE: {
    status: 409,
    messageKey: 'protection.error.irrevocable',
    message: 'This exclusion cannot be revoked yet',
  },
  UNDER_AGE: {
    status: 400,
    messageKey: 'protection.error.under_age',
    message: 'Players under the minimum age cannot register',
  },
  REWARD_LOCKED: {
    status: 409,
    messageKey: 'error.reward_locked',
    message: 'The turnover of this bonus is not met yet',
  },
  REWARD_CLAIMED: {
    status: 409,
    messageKey: 'error.reward_claimed',
    message: 'This reward was already claimed',
  },
  BONUS_ONCE: {
    status: 409,
    messageKey: 'error.bonus_once',
    message: 'This bonus was already given to the same name, payment account or IP',
  },
  NOT_ELIGIBLE: { status: 403, messageKey: 'error.not_eligible', message: 'This offer is not open to you' },
  MAINTENANCE: { status: 503, messageKey: 'error.maintenance', message: 'The platform is under maintenance' },
  NOT_READY: {
    status: 503,
    messageKey: 'error.upgrading',
    message: 'System upgrading, please try again later.',
  },
  INTERNAL: { status: 500, messageKey: 'error.unknown', message: 'Unknown error' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERRORS;

/** A refusal that becomes a failure envelope. Throw it from any handler or middleware. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly detail: FailureDetail | undefined;
  readonly messageKey: MessageKey;

  constructor(
    code: ErrorCode,
    opts: { message?: string; detail?: FailureDetail; messageKey?: MessageKey } = {},
  ) {
    super(opts.message ?? ERRORS[code].message);
    this.code = code;
    this.detail = opts.detail;
    this.messageKey = opts.messageKey ?? ERRORS[code].messageKey;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }

  /** The failure envelope. */
  toJSON(): Record<string, unknown> {
    return {
      success: false,
      code: this.code,
      message: this.message,
      messageKey: this.messageKey,
      ...(this.detail ? { value: this.detail } : {}),
    };
  }
}

/** A refused field: 400 naming the field, with the rule's message. */
export function fieldError(
  field: string,
  reason: string,
  messageKey: MessageKey = 'error.invalid_request',
): ApiError {
  return new ApiError('INVALID_REQUEST', {
    message: `${field}: ${reason}`,
    detail: { field, reason },
    messageKey,
  });
}
