/* Generated from schemas/ by scripts/gen-types.ts. Do not edit: run `npm run gen`. */

// schemas/api/account.json
/**
 * Account type: 0, 1, 2 members and agents, 4 trial (free play), 40, 41, 42 agent variants.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "AccountType".
 */
export type AccountType = 0 | 1 | 2 | 4 | 40 | 41 | 42;

/**
 * Account calls: captcha, SMS codes, login, logout, trial play, registration and passwords. Each property is one call of core/contract/src/calls.ts: its request (query for GET/DELETE, JSON body for POST/PUT) and the value of its success envelope.
 */
export interface AccountCalls {
  /**
   * Issues a numeric captcha image.
   */
  captcha: {
    /**
     * No parameters.
     */
    request: {};
    value: CaptchaValue;
  };
  /**
   * Sends an SMS code to a mobile number without a session (registration, SMS login, forgotten password).
   */
  sendSmsNoLogin: {
    request: SmsNoLoginRequest;
    value: SmsSentValue;
  };
  /**
   * Sends an SMS code for a logged-in member (e.g. to confirm a new mobile number).
   */
  sendVerificationCode: {
    request: SendVerificationCodeRequest;
    value: SmsSentValue;
  };
  /**
   * Checks an SMS code without using it up. Wrong answers count towards the code's attempt limit.
   */
  verification: {
    request: VerificationRequest;
    /**
     * Whether the code is right.
     */
    value: {
      /**
       * True when the code matches the latest unused, unexpired code of the number.
       */
      valid: boolean;
    };
  };
  /**
   * Logs in by username and password or by mobile number and SMS code.
   */
  login: {
    request: LoginRequest;
    value: SessionValue;
  };
  /**
   * Ends the session of the token header.
   */
  logout: {
    /**
     * No parameters; the session comes from the token header.
     */
    request: {};
    value: DoneValue;
  };
  /**
   * Creates a free-play trial account (type 4) under the merchant's trial merchant code and logs it in.
   */
  testPlay: {
    /**
     * No parameters.
     */
    request: {};
    value: SessionValue;
  };
  /**
   * What free play offers on this merchant.
   */
  trialAccount: {
    /**
     * No parameters.
     */
    request: {};
    value: TrialAccountValue;
  };
  /**
   * Registers a member by username or by mobile number and SMS code, then logs it in.
   */
  register: {
    request: RegisterRequest;
    value: SessionValue;
  };
  /**
   * The validation rule set by field name, used by the app and the server alike.
   */
  regValidata: {
    /**
     * No parameters.
     */
    request: {};
    value: ValidationRules;
  };
  /**
   * Registration settings: which methods and fields are offered and required.
   */
  getSetRegister: {
    /**
     * No parameters.
     */
    request: {};
    value: RegistrationSettings;
  };
  /**
   * Whether a username is still free.
   */
  validateUsername: {
    /**
     * The username to check.
     */
    request: {
      /**
       * Username to check.
       */
      username: string;
    };
    /**
     * The answer.
     */
    value: {
      /**
       * True when no account of this merchant uses the username.
       */
      available: boolean;
    };
  };
  /**
   * Checks an invitation (affiliate) code.
   */
  checkAffiliateCode: {
    /**
     * The code and the page host it was typed on.
     */
    request: {
      /**
       * Invitation code as typed or taken from the URL.
       */
      code: string;
      /**
       * Host of the page (informational).
       */
      domain?: string;
    };
    /**
     * The answer.
     */
    value: {
      /**
       * True when the code belongs to an agent of this merchant.
       */
      success: boolean;
    };
  };
  /**
   * Changes the password of the logged-in member and ends the member's other sessions.
   */
  changePassword: {
    request: ChangePasswordRequest;
    value: DoneValue;
  };
  /**
   * Forgotten password for an account without a mobile number: asks customer service to verify the player and reset it. The answer is the same whether or not the username exists.
   */
  recoverPassword: {
    /**
     * The account and how customer service can reach the player.
     */
    request: {
      /**
       * The account's username.
       */
      username: string;
      /**
       * An e-mail address, phone number or messenger name to be contacted at (optional).
       */
      contact?: string;
    };
    value: DoneValue;
  };
  /**
   * Forgotten password: sets a new password after an SMS code check and ends every session of the account.
   */
  setPasswordPhone: {
    request: SetPasswordPhoneRequest;
    value: DoneValue;
  };
  /**
   * Exchanges an identity provider's one-time code for a session: the provider's account is linked to a member, or a member is created for it. The code never works twice.
   */
  socialLogin: {
    /**
     * The code the provider sent back to the app.
     */
    request: {
      /**
       * Identity provider.
       */
      provider: 'facebook' | 'google' | 'telegram';
      /**
       * The one-time code from the provider's redirect.
       */
      code: string;
      /**
       * The redirect URI the code was issued for (must match).
       */
      redirectUri: string;
      /**
       * Date of birth (YYYY-MM-DD) for an account this login would create, where the merchant's compliance profile requires one; without it such a first login is refused (birthDate, protection.dob.social) and the code stays unused. Ignored for an account already linked.
       */
      birthDate?: string;
    };
    value: SessionValue;
  };
  /**
   * Stay signed in (issue 28): the idle-logout warning's answer. Any call with a live token restarts the session's idle time; this one does nothing else and says how long the idle time is.
   */
  sessionRefresh: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * The session's time limits.
     */
    value: {
      /**
       * Seconds without a call after which the session ends.
       */
      idleSeconds: number;
      /**
       * When the session ends at the latest, epoch milliseconds.
       */
      expiresAt: number;
    };
  };
}
/**
 * A captcha challenge. The answer is the number shown in the image.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "CaptchaValue".
 */
export interface CaptchaValue {
  /**
   * Id of this challenge; send it back as captchaKey with the answer.
   */
  captchaKey: string;
  /**
   * The image as a data URL (image/png;base64): a noisy raster, no vector form of the answer.
   */
  image: string;
  /**
   * Number of digits in the answer.
   */
  length: number;
}
/**
 * Where to send the code, plus an optional human-verification (captcha) answer.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "SmsNoLoginRequest".
 */
export interface SmsNoLoginRequest {
  /**
   * Local mobile number, digits only, without the dialing code.
   */
  mobileNum: string;
  /**
   * Dialing code without the plus sign; must be the merchant's.
   */
  countryDialingCode: string;
  /**
   * Captcha answer (digits). When given, captchaKey is required and both are checked.
   */
  captcha?: string;
  /**
   * The captchaKey of the challenge answered.
   */
  captchaKey?: string;
}
/**
 * The code was written to the SMS outbox.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "SmsSentValue".
 */
export interface SmsSentValue {
  /**
   * Epoch milliseconds after which another code may be requested (the button countdown ends).
   */
  expirationTime: number;
}
/**
 * Where to send the code.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "SendVerificationCodeRequest".
 */
export interface SendVerificationCodeRequest {
  /**
   * Local mobile number, digits only.
   */
  mobileNo: string;
  /**
   * Dialing code without the plus sign; must be the merchant's.
   */
  countryDialingCode: string;
}
/**
 * A mobile number and the code it received.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "VerificationRequest".
 */
export interface VerificationRequest {
  /**
   * Local mobile number, digits only.
   */
  mobileNum: string;
  /**
   * Dialing code without the plus sign.
   */
  countryDialingCode: string;
  /**
   * The SMS code.
   */
  verificationCode: string;
}
/**
 * Login payload. For type "sms", username is the mobile number and password the SMS code. For type "firebase" (merchants whose phoneVerification provider is firebase), username and firebaseMobileNo are the local mobile number, firebaseIdToken the identity provider's ID token for it and firebaseChannel "sms"; no password is sent.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "LoginRequest".
 */
export interface LoginRequest {
  /**
   * Login method.
   */
  type: 'username' | 'sms' | 'firebase';
  /**
   * How the identity provider verified the number (type firebase).
   */
  firebaseChannel?: 'sms';
  /**
   * The identity provider's ID token proving the number (type firebase): short-lived, bound to the number, accepted once.
   */
  firebaseIdToken?: string;
  /**
   * The local mobile number the token proves (type firebase); must equal username.
   */
  firebaseMobileNo?: string;
  /**
   * Username, or the local mobile number for type sms.
   */
  username: string;
  /**
   * Password, or the SMS code for type sms; required except for type firebase.
   */
  password?: string;
  /**
   * Dialing code for type sms; defaults to the merchant's.
   */
  countryDialingCode?: string;
  /**
   * Captcha answer; required after a failed login (the failure's value.captcha was true).
   */
  captcha?: string;
  /**
   * The captchaKey of the challenge answered.
   */
  captchaKey?: string;
  /**
   * The remember-password box was ticked (informational; the server never stores it).
   */
  remember?: boolean;
}
/**
 * A new session. Send token in the token header of later calls; never put it in a URL.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "SessionValue".
 */
export interface SessionValue {
  /**
   * Opaque session token.
   */
  token: string;
  /**
   * The account's username.
   */
  userName: string;
  type: AccountType;
  customerType?: AccountType;
  /**
   * True on the account's first session.
   */
  firstTimeLogin: boolean;
  /**
   * Platform merchant code the account belongs to (the trial merchant code for trial accounts).
   */
  merchantCode?: string;
}
/**
 * Acknowledgement of an action.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "DoneValue".
 */
export interface DoneValue {
  /**
   * Always true: failures use the failure envelope.
   */
  success: true;
}
/**
 * Free-play settings.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "TrialAccountValue".
 */
export interface TrialAccountValue {
  /**
   * Whether test play is offered.
   */
  enabled: boolean;
  /**
   * The trial merchant code trial accounts are created under.
   */
  merchantCode: string;
  /**
   * Play money a new trial account starts with.
   */
  trialBalance: number;
  /**
   * Currency symbol of the merchant.
   */
  currencySymbol: string;
}
/**
 * Registration payload. With username it is a username registration, otherwise mobileNum and verificationCode are required. Which other fields are required comes from getSetRegister; their format from regValidata.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "RegisterRequest".
 */
export interface RegisterRequest {
  /**
   * Dialing code without the plus sign.
   */
  countryDialingCode?: string;
  /**
   * Host of the page the player registered on.
   */
  registerUrl?: string;
  /**
   * Client kind.
   */
  registerMethod?: 'APP' | 'H5' | 'WEBCLIP' | 'PWA';
  /**
   * Username (username registration).
   */
  username?: string;
  /**
   * Password.
   */
  password?: string;
  /**
   * Password again; must equal password.
   */
  confirmPassword?: string;
  /**
   * Invitation code, typed or from the URL.
   */
  affiliateCode?: string;
  /**
   * Withdrawal password.
   */
  paymentPassword?: string;
  /**
   * Id of the member who recommended this player.
   */
  recommenderId?: string;
  /**
   * Display name.
   */
  nickname?: string;
  /**
   * Real name for payouts.
   */
  payeeName?: string;
  /**
   * Email address.
   */
  email?: string;
  /**
   * Local mobile number, digits only.
   */
  mobileNum?: string;
  /**
   * Identity document number.
   */
  idNumber?: string;
  /**
   * QQ number.
   */
  qqNum?: string;
  /**
   * Facebook account.
   */
  facebook?: string;
  /**
   * WeChat account.
   */
  wechat?: string;
  /**
   * Line account.
   */
  line?: string;
  /**
   * WhatsApp number.
   */
  whatsapp?: string;
  /**
   * Zalo account.
   */
  zalo?: string;
  /**
   * Captcha answer (when the captcha is enabled).
   */
  captcha?: string;
  /**
   * The captchaKey of the challenge answered.
   */
  captchaKey?: string;
  /**
   * Account type to create; only 0 (member) may be registered.
   */
  type?: 0;
  /**
   * Domain of the page (informational).
   */
  domain?: string;
  /**
   * SMS code sent to mobileNum (phoneVerification provider platform).
   */
  verificationCode?: string;
  /**
   * How the identity provider verified mobileNum (phoneVerification provider firebase).
   */
  firebaseChannel?: 'sms';
  /**
   * The identity provider's ID token proving mobileNum (phoneVerification provider firebase), instead of verificationCode: short-lived, bound to the number, accepted once.
   */
  firebaseIdToken?: string;
  /**
   * Date of birth (YYYY-MM-DD), asked where the merchant's compliance profile requires it; a player younger than the merchant's ageLimit is refused (UNDER_AGE, value.age).
   */
  birthDate?: string;
}
/**
 * The rule set by field name.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "ValidationRules".
 */
export interface ValidationRules {
  /**
   * One rule per field name.
   */
  rules: {
    username: ValidationRule;
    password: ValidationRule;
    paymentPassword: ValidationRule;
    idNumber: ValidationRule;
    qqNum: ValidationRule;
    facebook: ValidationRule;
    wechat: ValidationRule;
    line: ValidationRule;
    whatsapp: ValidationRule;
    zalo: ValidationRule;
    email: ValidationRule;
    nickname: ValidationRule;
    payeeName: ValidationRule;
    mobileNum: ValidationRule;
    recommenderId: ValidationRule;
    affiliateCode: ValidationRule;
    verificationCode: ValidationRule;
    captcha: ValidationRule;
    loginPassword: ValidationRule;
    loginUsername: ValidationRule;
    loginMobileNum: ValidationRule;
  };
}
/**
 * How one field is checked. pattern is a JavaScript regular expression source, to be used with the u flag.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "ValidationRule".
 */
export interface ValidationRule {
  /**
   * Regular expression (JavaScript source, u flag) the whole value must match.
   */
  pattern: string;
  /**
   * Minimum length in characters.
   */
  min: number;
  /**
   * Maximum length in characters.
   */
  max: number;
  /**
   * An empty value is refused. Empty values of fields that are not required pass.
   */
  required: boolean;
  /**
   * Catalogue id of the message shown when the value is refused; may use {min} and {max}.
   */
  messageKey: string;
  /**
   * The same message in English with the bounds filled in.
   */
  message: string;
}
/**
 * Registration settings of the merchant.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "RegistrationSettings".
 */
export interface RegistrationSettings {
  /**
   * Username registration is offered.
   */
  registerByUsername: boolean;
  /**
   * Mobile registration (with an SMS code) is offered.
   */
  registerByMobile: boolean;
  /**
   * Dialing code of the merchant's mobile numbers.
   */
  countryDialingCode: string;
  /**
   * Captcha on the registration form.
   */
  captcha: {
    /**
     * A captcha answer is required.
     */
    enabled: boolean;
  };
  /**
   * Settings per registration field.
   */
  fields: {
    username: FieldSetting;
    password: FieldSetting;
    confirmPassword: FieldSetting;
    paymentPassword: FieldSetting;
    idNumber: FieldSetting;
    qqNum: FieldSetting;
    facebook: FieldSetting;
    wechat: FieldSetting;
    line: FieldSetting;
    whatsapp: FieldSetting;
    zalo: FieldSetting;
    email: FieldSetting;
    nickname: FieldSetting;
    payeeName: FieldSetting;
    mobileNum: FieldSetting;
    verificationCode: FieldSetting;
    recommenderId: FieldSetting;
    affiliateCode: FieldSetting;
  };
}
/**
 * Whether one registration field is shown and required.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "FieldSetting".
 */
export interface FieldSetting {
  /**
   * The field is shown.
   */
  enabled: boolean;
  /**
   * The field must be filled (only meaningful when enabled).
   */
  required: boolean;
  /**
   * Maximum input length (mobile number).
   */
  maxLength?: number;
}
/**
 * Password change (v2).
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "ChangePasswordRequest".
 */
export interface ChangePasswordRequest {
  /**
   * Current password.
   */
  oldPassword: string;
  /**
   * New password; must differ from the old one.
   */
  newPassword: string;
  /**
   * New password again.
   */
  confirmNewPassword: string;
}
/**
 * Forgotten password by SMS.
 *
 * This interface was referenced by `AccountCalls`'s JSON-Schema
 * via the `definition` "SetPasswordPhoneRequest".
 */
export interface SetPasswordPhoneRequest {
  /**
   * The account's local mobile number.
   */
  mobileNum: string;
  /**
   * Dialing code without the plus sign.
   */
  countryDialingCode: string;
  /**
   * SMS code sent to the number.
   */
  verificationCode: string;
  /**
   * New password.
   */
  newPassword: string;
  /**
   * New password again.
   */
  confirmNewPassword: string;
}

// schemas/api/agent.json
/**
 * daily: daily wage; dividend: dividend; hourly: hourly wage.
 *
 * This interface was referenced by `AgentCalls`'s JSON-Schema
 * via the `definition` "ContractKind".
 */
export type ContractKind = 'daily' | 'dividend' | 'hourly';
/**
 * today, yesterday, this week (from Monday), this month, or custom (startDate and endDate); the platform's days (UTC).
 *
 * This interface was referenced by `AgentCalls`'s JSON-Schema
 * via the `definition` "AgentPeriod".
 */
export type AgentPeriod = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

/**
 * The agent centre (spec sections 1, 2, 4, 6): agent login, daily-wage, dividend and hourly-wage contracts, the agent's team (downline) and its profit and loss, and the wage and dividend records computed from the signed contract and the team's real activity. An agent sees only its own tree.
 */
export interface AgentCalls {
  /**
   * Agent login, separate from the member login: only agent accounts (types 1, 2, 41, 42) get a session; any other account gets NOT_AGENT (Non-agents cannot log in).
   */
  agentLogin: {
    /**
     * Username and password, with the captcha after a failed attempt.
     */
    request: {
      /**
       * Username.
       */
      username: string;
      /**
       * Password.
       */
      password: string;
      /**
       * Captcha answer; required after a failed login (the failure's value.captcha was true).
       */
      captcha?: string;
      /**
       * The captchaKey of the challenge answered.
       */
      captchaKey?: string;
    };
    value: AgentSessionValue;
  };
  /**
   * The contract of one kind offered to or signed by the logged-in account (not for types 4, 40, 41, 42).
   */
  agentContract: {
    /**
     * Which contract.
     */
    request: {
      kind: ContractKind;
    };
    value: Contract;
  };
  /**
   * Accepts (signs) or declines the pending contract of one kind; the pending request is cleared either way. Answering a contract that is not pending is refused (NO_PERMISSION).
   */
  answerContract: {
    /**
     * The answer.
     */
    request: {
      kind: ContractKind;
      /**
       * True signs the offered terms, false declines them.
       */
      accept: boolean;
    };
    value: Contract;
  };
  /**
   * The agent's downline: direct members or every level, newest first, with totals since registration. Agent types only; naming a member outside the agent's own tree is refused (NO_PERMISSION).
   */
  agentTeam: {
    /**
     * Filters and page.
     */
    request: {
      /**
       * direct: members registered with the agent's code or added by the agent; all: every level below.
       */
      scope?: 'direct' | 'all';
      /**
       * Show this downline member's own team instead (a member of the agent's tree).
       */
      parent?: string;
      /**
       * Only usernames or nicknames containing this text (case-insensitive).
       */
      search?: string;
      /**
       * Page, from 1.
       */
      pageNo?: number;
      /**
       * Rows per page (default 20).
       */
      pageSize?: number;
    };
    /**
     * One page of the team.
     */
    value: {
      /**
       * Members of the page.
       *
       * Items: One downline member.
       */
      list: {
        /**
         * Account name.
         */
        username: string;
        /**
         * Nickname, may be empty.
         */
        nickname: string;
        /**
         * 1 for a direct member, 2 for a member of a direct member, and so on.
         */
        level: number;
        /**
         * Registration time, epoch milliseconds.
         */
        registeredAt: number;
        /**
         * Last login, epoch milliseconds; null when never logged in.
         */
        lastLoginAt: number | null;
        /**
         * Deposits paid in since registration.
         */
        depositTotal: number;
        /**
         * Valid bets since registration.
         */
        validBetTotal: number;
        /**
         * Members below this one (every level).
         */
        teamSize: number;
      }[];
      /**
       * This page.
       */
      pageNo: number;
      /**
       * Pages in all (0 when empty).
       */
      totalPages: number;
      /**
       * Members matching in all.
       */
      totalCount: number;
    };
  };
  /**
   * The agent's invitation codes; the invite link is the app's registration path with ?affiliateCode=<code>. Agent types only.
   */
  agentInvite: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Codes.
     */
    value: {
      /**
       * Invitation codes, the first is the one to share.
       *
       * Items: A code.
       */
      codes: string[];
    };
  };
  /**
   * Creates a member (type 0) directly under the agent. Agent types only.
   */
  addDownline: {
    /**
     * The new member's credentials.
     */
    request: {
      /**
       * Username, by the merchant's registration rule.
       */
      username: string;
      /**
       * Password, by the merchant's registration rule.
       */
      password: string;
      /**
       * Optional nickname.
       */
      nickname?: string;
    };
    /**
     * The member created.
     */
    value: {
      /**
       * Account name.
       */
      username: string;
      /**
       * Registration time, epoch milliseconds.
       */
      registeredAt: number;
    };
  };
  /**
   * The team's profit and loss for a period: per member and in total, the agent KPI, and the wages and dividends the signed contracts give for the period. Agent types only; member must be in the agent's tree.
   */
  agentProfitLoss: {
    /**
     * Period and an optional member.
     */
    request: {
      period: AgentPeriod;
      /**
       * First day (YYYY-MM-DD, the platform's UTC day) of a custom period.
       */
      startDate?: string;
      /**
       * Last day (YYYY-MM-DD, inclusive) of a custom period; at most 62 days after startDate.
       */
      endDate?: string;
      /**
       * Only this downline member (and no one else).
       */
      member?: string;
    };
    /**
     * Profit and loss.
     */
    value: {
      /**
       * The period answered, in the platform's days (UTC).
       */
      range: {
        period: AgentPeriod;
        /**
         * From (inclusive), epoch milliseconds.
         */
        startTime: number;
        /**
         * To (exclusive), epoch milliseconds.
         */
        endTime: number;
      };
      /**
       * Money figures of a member or of the team over the period, in currency units.
       */
      total: {
        /**
         * Deposits paid in.
         */
        deposits: number;
        /**
         * Withdrawals paid out.
         */
        withdrawals: number;
        /**
         * Valid bets: stakes of settled game rounds.
         */
        validBets: number;
        /**
         * Wins paid by game rounds.
         */
        wins: number;
        /**
         * Bonuses and referral rewards credited.
         */
        bonuses: number;
        /**
         * Rebates credited.
         */
        rebates: number;
        /**
         * The players' result: wins + bonuses + rebates - valid bets (negative when the team lost).
         */
        net: number;
      };
      /**
       * Members with any activity in the period, by valid bets (highest first).
       *
       * Items: One member's figures.
       */
      members: {
        /**
         * Account name.
         */
        username: string;
        /**
         * Level below the agent.
         */
        level: number;
        /**
         * Money figures of a member or of the team over the period, in currency units.
         */
        figures: {
          /**
           * Deposits paid in.
           */
          deposits: number;
          /**
           * Withdrawals paid out.
           */
          withdrawals: number;
          /**
           * Valid bets: stakes of settled game rounds.
           */
          validBets: number;
          /**
           * Wins paid by game rounds.
           */
          wins: number;
          /**
           * Bonuses and referral rewards credited.
           */
          bonuses: number;
          /**
           * Rebates credited.
           */
          rebates: number;
          /**
           * The players' result: wins + bonuses + rebates - valid bets (negative when the team lost).
           */
          net: number;
        };
      }[];
      /**
       * Agent KPI for the period.
       */
      kpi: {
        /**
         * Members in the team (every level) at the end of the period.
         */
        teamSize: number;
        /**
         * Direct members at the end of the period.
         */
        directSize: number;
        /**
         * Members registered in the period.
         */
        newMembers: number;
        /**
         * Members who played at least one round in the period.
         */
        activeMembers: number;
        /**
         * Members who deposited in the period.
         */
        depositors: number;
        /**
         * Members whose first deposit ever fell in the period.
         */
        firstDepositors: number;
      };
      /**
       * Daily wages of the period (signed daily-wage contract), paid or accruing.
       */
      salary: number;
      /**
       * Hourly wages of the period (signed hourly-wage contract).
       */
      hourly: number;
      /**
       * Dividends of the dividend periods overlapping this period (signed dividend contract).
       */
      dividend: number;
    };
  };
  /**
   * Wage or dividend records of one contract kind over a period, computed from the signed terms and the team's activity; closed periods are paid to the agent's wallet once (ledger). Agent types only.
   */
  agentPayouts: {
    /**
     * Kind and period.
     */
    request: {
      kind: ContractKind;
      period: AgentPeriod;
      /**
       * First day (YYYY-MM-DD, the platform's UTC day) of a custom period.
       */
      startDate?: string;
      /**
       * Last day (YYYY-MM-DD, inclusive) of a custom period; at most 62 days after startDate.
       */
      endDate?: string;
    };
    /**
     * Records.
     */
    value: {
      /**
       * The period answered, in the platform's days (UTC).
       */
      range: {
        period: AgentPeriod;
        /**
         * From (inclusive), epoch milliseconds.
         */
        startTime: number;
        /**
         * To (exclusive), epoch milliseconds.
         */
        endTime: number;
      };
      /**
       * A contract of this kind is signed (no records otherwise).
       */
      signed: boolean;
      /**
       * Periods with a non-zero basis, newest first.
       *
       * Items: One payout period of a signed contract.
       */
      list: {
        kind: ContractKind;
        /**
         * Start of the wage or dividend period, epoch milliseconds.
         */
        periodStart: number;
        /**
         * End (exclusive) of the period, epoch milliseconds.
         */
        periodEnd: number;
        /**
         * What the tiers are read against: the team's valid bets (wages) or the team's net loss (dividend).
         */
        basis: number;
        /**
         * The rate of the tier reached, in percent (1.5 = 1.5%).
         */
        rate: number;
        /**
         * The wage or dividend: basis x rate, rounded down to the cent.
         */
        amount: number;
        /**
         * accruing: the period is still open; due: closed, not yet paid; paid: credited to the agent's wallet.
         */
        status: 'accruing' | 'due' | 'paid';
      }[];
      /**
       * Sum of the amounts listed.
       */
      total: number;
    };
  };
  /**
   * Agent KPI (spec section 7): the team's counts for a period (team size, direct members, new members, active members, depositors, first depositors). Agent types only.
   */
  agentKpi: {
    /**
     * The period.
     */
    request: {
      period: AgentPeriod;
      /**
       * First day (YYYY-MM-DD, the platform's UTC day) of a custom period.
       */
      startDate?: string;
      /**
       * Last day (YYYY-MM-DD, inclusive) of a custom period; at most 62 days after startDate.
       */
      endDate?: string;
    };
    /**
     * The period and its KPI.
     */
    value: {
      /**
       * The period answered, in the platform's days (UTC).
       */
      range: {
        period: AgentPeriod;
        /**
         * From (inclusive), epoch milliseconds.
         */
        startTime: number;
        /**
         * To (exclusive), epoch milliseconds.
         */
        endTime: number;
      };
      /**
       * Agent KPI for the period.
       */
      kpi: {
        /**
         * Members in the team (every level) at the end of the period.
         */
        teamSize: number;
        /**
         * Direct members at the end of the period.
         */
        directSize: number;
        /**
         * Members registered in the period.
         */
        newMembers: number;
        /**
         * Members who played at least one round in the period.
         */
        activeMembers: number;
        /**
         * Members who deposited in the period.
         */
        depositors: number;
        /**
         * Members whose first deposit ever fell in the period.
         */
        firstDepositors: number;
      };
    };
  };
}
/**
 * A new agent session. Send token in the token header of later calls; never put it in a URL.
 *
 * This interface was referenced by `AgentCalls`'s JSON-Schema
 * via the `definition` "AgentSessionValue".
 */
export interface AgentSessionValue {
  /**
   * Opaque session token.
   */
  token: string;
  /**
   * The account's username.
   */
  userName: string;
  /**
   * Agent account type: 1, 2, 41 or 42.
   */
  type: 1 | 2 | 41 | 42;
  /**
   * True on the account's first session.
   */
  firstTimeLogin: boolean;
  /**
   * Platform merchant code the account belongs to.
   */
  merchantCode?: string;
}
/**
 * A contract kind as the account sees it.
 *
 * This interface was referenced by `AgentCalls`'s JSON-Schema
 * via the `definition` "Contract".
 */
export interface Contract {
  kind: ContractKind;
  /**
   * pending: offered, awaiting an answer; signed; declined; none: nothing offered.
   */
  status: 'pending' | 'signed' | 'declined' | 'none';
  terms: ContractTerms;
  /**
   * When it was signed or declined, epoch milliseconds; null before.
   */
  answeredAt: number | null;
}
/**
 * The terms: the period, what the tiers are read against, and the rate of each tier.
 *
 * This interface was referenced by `AgentCalls`'s JSON-Schema
 * via the `definition` "ContractTerms".
 */
export interface ContractTerms {
  /**
   * hour, day or week (Monday to Sunday), in the platform's time (UTC).
   */
  period: 'hour' | 'day' | 'week';
  /**
   * validBets: the team's valid bets in the period; netLoss: the team's net loss in the period.
   */
  basis: 'validBets' | 'netLoss';
  /**
   * Tiers, lowest first; the highest tier whose minimum the basis reaches gives the rate.
   *
   * Items: One tier.
   */
  tiers: {
    /**
     * Basis from which this tier applies, in currency units.
     */
    min: number;
    /**
     * Rate in percent (1.5 = 1.5%).
     */
    rate: number;
  }[];
}

// schemas/api/common.json
/**
 * Every answer of the platform API is one of these two envelopes. The payload of a success is described per call in the other files of schemas/api.
 */
export type ApiEnvelope = ApiSuccess | ApiFailure;
/**
 * Id of the text to show, from the app's message catalogue (core/app/src/i18n/messages).
 */
export type MessageKey =
  | 'error.not_logged_in'
  | 'error.insufficient_balance'
  | 'error.idempotency_conflict'
  | 'error.payment_password_not_set'
  | 'error.payment_password'
  | 'error.kyc_required'
  | 'error.kyc_file'
  | 'error.kyc_pending'
  | 'error.reward_locked'
  | 'error.reward_claimed'
  | 'error.bonus_once'
  | 'error.not_eligible'
  | 'error.logged_out'
  | 'error.verification_code'
  | 'error.username_exists'
  | 'error.user_not_registered'
  | 'error.no_permission'
  | 'error.unknown'
  | 'error.empty_url'
  | 'error.upgrading'
  | 'error.ip_blocked'
  | 'error.maintenance'
  | 'error.load_failed'
  | 'error.slow_connection'
  | 'error.no_internet'
  | 'error.real_account_only'
  | 'error.non_member_login'
  | 'error.non_agent_login'
  | 'error.login_failed'
  | 'error.captcha'
  | 'error.too_many_requests'
  | 'error.invalid_request'
  | 'error.old_password'
  | 'error.mobile_exists'
  | 'error.sms_wait'
  | 'in_confirmation_correct'
  | 'in_incorrect_password'
  | 'in_enter_password'
  | 'invitation_code_error'
  | 'same_password'
  | 'free_reject'
  | 'validation.required'
  | 'validation.account'
  | 'validation.password'
  | 'validation.payment_password'
  | 'validation.email'
  | 'validation.name'
  | 'validation.mobile'
  | 'validation.referrer'
  | 'validation.field'
  | 'validation.captcha_missing'
  | 'validation.login_required'
  | 'protection.error.deposit_limit'
  | 'protection.error.loss_limit'
  | 'protection.error.wager_limit'
  | 'protection.error.session_limit'
  | 'protection.error.timeout'
  | 'protection.error.self_excluded'
  | 'protection.error.under_age'
  | 'protection.error.module_off'
  | 'protection.dob.required'
  | 'protection.dob.social'
  | 'protection.error.info_required'
  | 'protection.error.irrevocable'
  | 'protection.error.timeout_final'
  | 'error.avatar_file';

/**
 * A call that did what was asked.
 */
export interface ApiSuccess {
  /**
   * Always true for a success.
   */
  success: true;
  /**
   * Always "OK" for a success.
   */
  code: 'OK';
  /**
   * The call's payload; its shape is the call's "value" schema.
   */
  value: {
    [k: string]: unknown | undefined;
  };
}
/**
 * A call that was refused or failed. Nothing was changed unless stated by the code.
 */
export interface ApiFailure {
  /**
   * Always false for a failure.
   */
  success: false;
  /**
   * Machine-readable reason, upper snake case (e.g. INVALID_REQUEST, SESSION_EXPIRED). Stable across languages.
   */
  code: string;
  /**
   * English text for logs and developers; players see the catalogue text of messageKey.
   */
  message: string;
  messageKey: MessageKey;
  value?: FailureDetail;
}
/**
 * Extra facts about a failure that the client acts on.
 */
export interface FailureDetail {
  /**
   * The request field that was refused (e.g. "username" or "body").
   */
  field?: string;
  /**
   * What is wrong with the field, in English.
   */
  reason?: string;
  /**
   * True when the next login for this account or address must carry a captcha.
   */
  captcha?: boolean;
  /**
   * Epoch milliseconds after which another SMS code may be requested.
   */
  expirationTime?: number;
  /**
   * Seconds to wait before trying again.
   */
  retryAfter?: number;
  /**
   * Player protection: epoch milliseconds when the time-out or self-exclusion ends.
   */
  until?: number;
  /**
   * Player protection: the limit that would be broken (money in the currency, minutes for session).
   */
  limit?: number;
  /**
   * Player protection: what is left of that limit in its period.
   */
  remaining?: number;
  /**
   * Player protection: the limit's period (day, week, month, session).
   */
  period?: string;
  /**
   * The merchant's minimum age, when registration refused an under-age player.
   */
  age?: number;
  /**
   * Player protection: epoch milliseconds from which a self-exclusion may be revoked (its irrevocable months end); absent for a time-out, which is never revoked early.
   */
  revocableFrom?: number;
  /**
   * Player protection: epoch milliseconds when the player asked to revoke the self-exclusion; it ends at until.
   */
  revokeRequestedAt?: number;
}

// schemas/api/content.json
/**
 * Content calls: banners and announcements, notices, winners, lottery draws, promotions and VIP levels. Each property is one call of core/contract/src/calls.ts.
 */
export interface ContentCalls {
  /**
   * Banners, player notices, popups and promotions, in the caller's language. Read flags are the logged-in player's.
   */
  announcements: {
    /**
     * Which content kinds.
     */
    request: {
      /**
       * Comma-separated content types: B banners, PL player notices, PU popups, PR promotions, A announcements (default B,PL,PU).
       */
      types?: string;
      /**
       * Only banners of this group (e.g. m_home, m_reg).
       */
      groupName?: string;
      /**
       * W web or M mobile.
       */
      platform?: 'W' | 'M';
      /**
       * Platform merchant code (must be the merchant's when given).
       */
      merchantCode?: string;
      /**
       * Bypass caches.
       */
      flush?: boolean;
      /**
       * Platform language code; defaults to the language header.
       */
      language?: string;
    };
    /**
     * Content by kind; kinds not asked for are empty.
     */
    value: {
      /**
       * Banners (type B), in order.
       */
      banners: Banner[];
      /**
       * Player notices (type PL) for the ticker.
       */
      playerNotices: Announcement[];
      /**
       * Popups (type PU).
       */
      popups: Announcement[];
      /**
       * Promotions (type PR).
       */
      promotions: Announcement[];
      /**
       * Announcements (type A).
       */
      announcements: Announcement[];
    };
  };
  /**
   * Marks an announcement read for the logged-in player.
   */
  markAsRead: {
    /**
     * The announcement.
     */
    request: {
      /**
       * Id of the announcement.
       */
      announcementId: number;
      /**
       * Always true.
       */
      read: true;
    };
    /**
     * Acknowledgement.
     */
    value: {
      /**
       * Always true.
       */
      success: true;
    };
  };
  /**
   * Announcements for the notice screen (types A and PL), newest first.
   */
  notices: {
    /**
     * Optional language.
     */
    request: {
      /**
       * Platform language code.
       */
      language?: string;
    };
    /**
     * Notices.
     */
    value: {
      /**
       * Announcements.
       */
      list: Announcement[];
      /**
       * How many are unread by the logged-in player (all of them for a guest).
       */
      unread: number;
    };
  };
  /**
   * Latest big wins, highest first.
   */
  winnerBoard: {
    /**
     * Board query.
     */
    request: {
      /**
       * ALL or a game type.
       */
      gameCategory?: 'ALL' | 'ELOTTO' | 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'LOTT';
      /**
       * Platform language code.
       */
      language?: string;
      /**
       * How many entries (default 20).
       */
      limitNum?: number;
    };
    /**
     * Winners.
     */
    value: {
      /**
       * Entries sorted by win amount, highest first.
       */
      list: WinnerEntry[];
    };
  };
  /**
   * Latest draw and next draw time of every lottery game.
   */
  getLott: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Draws.
     */
    value: {
      /**
       * One entry per lottery game.
       */
      list: LotteryDraw[];
    };
  };
  /**
   * Promotions and activities.
   */
  activities: {
    /**
     * Optional language.
     */
    request: {
      /**
       * Platform language code.
       */
      language?: string;
    };
    /**
     * Activities.
     */
    value: {
      /**
       * Activities in display order.
       */
      list: Activity[];
    };
  };
  /**
   * VIP levels and their benefits.
   */
  vipLevels: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Levels.
     */
    value: {
      /**
       * Currency symbol of the amounts.
       */
      currencySymbol: string;
      /**
       * Levels from lowest to highest.
       */
      list: VipLevel[];
    };
  };
}
/**
 * A banner image.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "Banner".
 */
export interface Banner {
  /**
   * Id.
   */
  id: number;
  /**
   * Image URL (16:7 SVG).
   */
  url: string;
  /**
   * Group: m_home, m_live, m_topup_1, m_topup_2, m_topup_3 or m_reg.
   */
  groupName: string;
  /**
   * Alternative text.
   */
  title: string;
  /**
   * Route or URL opened on tap; empty for none.
   */
  link: string;
}
/**
 * An announcement.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "Announcement".
 */
export interface Announcement {
  /**
   * Id.
   */
  id: number;
  /**
   * Content type.
   */
  type: 'A' | 'PL' | 'PU' | 'PR';
  /**
   * Title.
   */
  title: string;
  /**
   * Body as HTML (sanitise before rendering).
   */
  content: string;
  /**
   * Read by the logged-in player (false for guests).
   */
  read: boolean;
  /**
   * Publication time, epoch milliseconds.
   */
  createdAt: number;
}
/**
 * A winner entry.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "WinnerEntry".
 */
export interface WinnerEntry {
  /**
   * The win.
   */
  vo: {
    /**
     * Masked player name.
     */
    customerName: string;
    /**
     * Amount won in the merchant's currency.
     */
    winAmount: number;
    /**
     * Game name.
     */
    gameName: string;
    /**
     * Game icon URL.
     */
    iconUrl: string;
    /**
     * Game id, to launch it.
     */
    gameId: string;
    /**
     * Node id, to launch it.
     */
    nodeId: string;
    /**
     * Vendor code.
     */
    vendorCode: string;
    /**
     * Game type.
     */
    gameType: string;
  };
}
/**
 * Draw facts of one lottery game.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "LotteryDraw".
 */
export interface LotteryDraw {
  /**
   * Game id.
   */
  gameId: string;
  /**
   * Node id.
   */
  nodeId: string;
  /**
   * Game name.
   */
  gameName: string;
  /**
   * Vendor code.
   */
  vendorCode: string;
  /**
   * Issue number of the latest draw.
   */
  issue: string;
  /**
   * Drawn numbers.
   *
   * Items: A drawn number.
   */
  numbers: string[];
  /**
   * Time of the latest draw, epoch milliseconds.
   */
  drawTime: number;
  /**
   * Time of the next draw, epoch milliseconds.
   */
  nextDrawTime: number;
}
/**
 * A promotion.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "Activity".
 */
export interface Activity {
  /**
   * Id.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Rules as HTML (sanitise before rendering).
   */
  content: string;
  /**
   * Image URL.
   */
  imageUrl: string;
  /**
   * Application label.
   */
  status:
    | 'join'
    | 'claim'
    | 'applying'
    | 'rejected'
    | 'issued'
    | 'claimed'
    | 'process'
    | 'joined'
    | 'signed'
    | 'coming_soon'
    | 'close';
  /**
   * Start, epoch milliseconds.
   */
  startTime: number;
  /**
   * End, epoch milliseconds.
   */
  endTime: number;
}
/**
 * A VIP level.
 *
 * This interface was referenced by `ContentCalls`'s JSON-Schema
 * via the `definition` "VipLevel".
 */
export interface VipLevel {
  /**
   * Level number from 0.
   */
  level: number;
  /**
   * Level name.
   */
  name: string;
  /**
   * Deposits accumulated since registration to reach the level.
   */
  depositRequired: number;
  /**
   * Valid bets accumulated since registration to reach the level.
   */
  betRequired: number;
  /**
   * One-time bonus on reaching the level.
   */
  upgradeBonus: number;
  /**
   * Yearly birthday gift.
   */
  birthdayBonus: number;
  /**
   * Monthly bonus.
   */
  monthlyBonus: number;
  /**
   * Daily rebate, percent of valid bets.
   */
  rebateRate: number;
  /**
   * The level's picture in the VIP club's bonus carousel (640×280).
   */
  bonusImage?: string;
}

// schemas/api/game.json
/**
 * Game type to filter by; empty string means every type.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameTypeFilter".
 */
export type GameTypeFilter = '' | 'ELOTTO' | 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'LOTT';
/**
 * Game type (category) of a game.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameType".
 */
export type GameType = 'ELOTTO' | 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'LOTT';
/**
 * Game class: JP accumulative prize, SC scratch, VP video poker and table, TG PVP, AC arcade, BG bingo, Crash mini games; empty for none.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameClass".
 */
export type GameClass = '' | 'JP' | 'SC' | 'VP' | 'TG' | 'AC' | 'BG' | 'Crash';
/**
 * Menu category of a vendor.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameCategory".
 */
export type GameCategory =
  | 'LOTT'
  | 'ELOTT'
  | 'LIVE'
  | 'RNG'
  | 'FISH'
  | 'SPORTS'
  | 'ESPORTS'
  | 'COCKFIGHT'
  | 'PVP'
  | 'BINGO'
  | 'SCRATCH'
  | 'ARCADE'
  | 'TABLE'
  | 'MINI'
  | 'STREAM'
  | 'TF';

/**
 * Game calls: lists, vendors, hot and popular games, favourites, recent games, lottery and launch. Each property is one call of core/contract/src/calls.ts.
 */
export interface GameCalls {
  /**
   * One page of games matching a query.
   */
  gameList: {
    request: GameQuery;
    value: GamePage;
  };
  /**
   * Vendors by game category, and the category order.
   */
  vendorGameTypes: {
    /**
     * Type filter.
     */
    request: {
      /**
       * Kind of mapping; 1 is the mobile menu (the only one offered).
       */
      typeId?: 1;
      /**
       * Platform language code.
       */
      language?: string;
    };
    value: VendorGameTypes;
  };
  /**
   * Every vendor of the merchant.
   */
  vendors: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Vendor list.
     */
    value: {
      /**
       * Vendors in menu order.
       */
      list: Vendor[];
    };
  };
  /**
   * Hot games for the home carousel.
   */
  hotGames: {
    /**
     * Hot-game query.
     */
    request: {
      /**
       * 2 for the mobile platform.
       */
      isPlatform?: 1 | 2;
      /**
       * Platform language code.
       */
      language?: string;
      /**
       * Client platform.
       */
      platform?: 'html5';
    };
    value: GameListValue;
  };
  /**
   * Most played games.
   */
  populars: {
    /**
     * Optional size.
     */
    request: {
      /**
       * How many games (default 12).
       */
      limitNum?: number;
      /**
       * Platform language code.
       */
      language?: string;
    };
    value: GameListValue;
  };
  /**
   * Opens a game for the logged-in player.
   */
  launchGame: {
    /**
     * The game to open.
     */
    request: {
      /**
       * Node id of the game tile.
       */
      nodeId: string;
      /**
       * Game id (checked against nodeId when given).
       */
      gameId?: string;
      /**
       * Vendor code (checked when given).
       */
      vendor?: string;
      /**
       * Game type the tile was shown under.
       */
      category?: string;
      /**
       * Play support flags of the tile.
       */
      supportPlay?: string;
      /**
       * Lottery play type.
       */
      playType?: 'trad' | 'ent';
      /**
       * Lottery prize mode.
       */
      prizeMode?: 'Lott' | 'ZY' | 'Elott' | 'SEA';
      /**
       * Lottery game code or lobby.
       */
      code?: string;
    };
    /**
     * Where to open the game.
     */
    value: {
      /**
       * URL of the game page (no session token in it: a one-time ticket).
       */
      url: string;
      /**
       * Game id.
       */
      gameId: string;
      /**
       * Node id.
       */
      nodeId: string;
      /**
       * The game runs with play money (trial accounts).
       */
      freeplay: boolean;
    };
  };
  /**
   * Adds a game to the player's favourites.
   */
  addFavourite: {
    request: FavouriteRequest;
    value: GameDone;
  };
  /**
   * Removes a game from the player's favourites.
   */
  removeFavourite: {
    request: FavouriteRequest;
    value: GameDone;
  };
  /**
   * One page of the player's favourite games, newest first.
   */
  favouriteList: {
    /**
     * Page query.
     */
    request: {
      /**
       * Page number, from 1.
       */
      pageNo?: number;
      /**
       * Games per page (25 on the category screen, 100 on home).
       */
      pageSize?: number;
      gameType?: GameTypeFilter;
      /**
       * Platform language code.
       */
      language?: string;
    };
    /**
     * A page of favourites.
     */
    value: {
      /**
       * Games.
       */
      content: GameTile[];
      /**
       * This page number.
       */
      pageNum: number;
      /**
       * Number of pages.
       */
      totalPages: number;
      /**
       * Number of favourites matching.
       */
      totalCount: number;
    };
  };
  /**
   * Node ids of every favourite, for marking tiles.
   */
  favouriteIds: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Favourite node ids.
     */
    value: {
      /**
       * Node ids as strings.
       *
       * Items: Node id.
       */
      list: string[];
    };
  };
  /**
   * Records that the player opened a game.
   */
  addRecent: {
    /**
     * The game.
     */
    request: {
      /**
       * Node id of the game.
       */
      nodeId: string;
    };
    value: GameDone;
  };
  /**
   * Games the player opened recently, newest first.
   */
  recentList: {
    /**
     * Page query.
     */
    request: {
      /**
       * Page number, from 1.
       */
      pageNo?: number;
      /**
       * Games per page (9).
       */
      pageSize?: number;
      gameType?: GameTypeFilter;
      /**
       * Platform language code.
       */
      language?: string;
      /**
       * 2 for mobile.
       */
      clientType?: 1 | 2;
    };
    value: GameListValue;
  };
  /**
   * Every lottery game.
   */
  lotteryList: {
    /**
     * Optional filters.
     */
    request: {
      /**
       * Vendor code.
       */
      vassalage?: string;
      /**
       * Platform language code.
       */
      language?: string;
    };
    value: GameListValue;
  };
  /**
   * Lottery games grouped for the lottery menu.
   */
  lotteryMenu: {
    /**
     * Optional language.
     */
    request: {
      /**
       * Platform language code.
       */
      language?: string;
    };
    /**
     * Menu groups.
     */
    value: {
      /**
       * Groups in order.
       *
       * Items: One group.
       */
      menu: {
        /**
         * Vendor code.
         */
        vendorCode: string;
        /**
         * Vendor name.
         */
        displayName: string;
        /**
         * Play type of the group.
         */
        playType: 'Tradition' | 'Entertainment';
        /**
         * Games of the group.
         */
        games: GameTile[];
      }[];
    };
  };
  /**
   * Numero (spec section 7): the latest draws of one lottery game, newest first.
   */
  numero: {
    /**
     * The game and how many draws.
     */
    request: {
      /**
       * Game id of a lottery game (from the lottery list).
       */
      gameId: string;
      /**
       * How many draws (default 10).
       */
      limit?: number;
    };
    /**
     * The game's draws.
     */
    value: {
      /**
       * Game id.
       */
      gameId: string;
      /**
       * Game name.
       */
      gameName: string;
      /**
       * Draws, newest first.
       */
      list: PastDraw[];
    };
  };
  /**
   * VN numero (spec section 7): one Vietnamese regional draw with its prize tiers; the latest when no issue is named.
   */
  vnNumero: {
    /**
     * The game and optionally the issue.
     */
    request: {
      /**
       * Game id of a Vietnamese regional lottery (Vietnam Lotto North, Central or South).
       */
      gameId: string;
      /**
       * Issue number (default the latest; at most 30 issues back).
       */
      issue?: string;
    };
    value: VnDraw;
  };
  /**
   * Recent VN lottery (spec section 7): the latest draws of every Vietnamese regional lottery, newest first.
   */
  recentVnLottery: {
    /**
     * How many draws.
     */
    request: {
      /**
       * How many draws in all (default 6).
       */
      limit?: number;
    };
    /**
     * Recent draws.
     */
    value: {
      /**
       * Draws, newest first.
       */
      list: VnDraw[];
    };
  };
}
/**
 * Game list query. Filters combine with AND.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameQuery".
 */
export interface GameQuery {
  /**
   * Client platform.
   */
  platform?: 'html5';
  /**
   * Part of the game name, case-insensitive.
   */
  gameName?: string;
  gameType?: GameTypeFilter;
  /**
   * Page number, from 1 (default 1).
   */
  pageNo?: number;
  /**
   * Games per page, 1-100 (default 30).
   */
  pageSize?: number;
  /**
   * Vendor code.
   */
  vassalage?: string;
  /**
   * Game class, or "all".
   */
  gameClassify?: 'all' | 'JP' | 'SC' | 'VP' | 'TG' | 'AC' | 'BG' | 'Crash';
  /**
   * Only games whose minimum bet is at most this amount.
   */
  minBet?: number;
  /**
   * Line count: 10, 15 or 20 match exactly; any value above 20 matches games with more than 20 lines; 0 means any.
   */
  minLine?: number;
  /**
   * Platform language code.
   */
  language?: string;
}
/**
 * A page of games.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GamePage".
 */
export interface GamePage {
  /**
   * Games of this page.
   */
  games: GameTile[];
  /**
   * This page number.
   */
  pageNum: number;
  /**
   * Number of pages.
   */
  totalPages: number;
  /**
   * Number of games matching.
   */
  totalCount: number;
}
/**
 * What a game tile shows and needs to launch.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameTile".
 */
export interface GameTile {
  /**
   * Game id.
   */
  gameId: string;
  /**
   * Game name.
   */
  gameName: string;
  /**
   * Node id (favourites and recent games refer to it).
   */
  nodeId: string;
  /**
   * Vendor name.
   */
  displayName: string;
  /**
   * Icon URL (square SVG).
   */
  iconUrl: string;
  /**
   * Vendor code.
   */
  vassalage: string;
  /**
   * Vendor code (same as vassalage).
   */
  vendorCode: string;
  gameType: GameType;
  /**
   * Vendor's own game code.
   */
  gameCode: string;
  /**
   * Lottery play modes; containing "Entertainment" means entertainment play. Empty for other games.
   */
  lottoMode: string;
  /**
   * Lottery group id; empty for other games.
   */
  gameGroupId: string;
  /**
   * Play support flags (comma separated).
   */
  supportPlay: string;
  /**
   * Shown as hot.
   */
  isHot: boolean;
  /**
   * Shown as new.
   */
  isNew: boolean;
  /**
   * H5 for a game, VASSALAGE for a vendor tile that opens the vendor's game list.
   */
  isGameH5: 'H5' | 'VASSALAGE';
  /**
   * Trial (free-play) accounts may open it.
   */
  freeplay: boolean;
  gameClassifyNew: GameClass;
  /**
   * Minimum bet in the merchant's currency.
   */
  minBet: number;
  /**
   * Pay lines (0 when not a line game).
   */
  lines: number;
  /**
   * Live room id (live games).
   */
  roomId?: string;
}
/**
 * Vendors by category.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "VendorGameTypes".
 */
export interface VendorGameTypes {
  /**
   * Categories in menu order.
   *
   * Items: One category.
   */
  gameCategory: {
    category: GameCategory;
    /**
     * Vendors of the category.
     *
     * Items: A vendor.
     */
    vendorNames: {
      /**
       * Vendor code.
       */
      vendorCode: string;
      /**
       * Vendor name.
       */
      displayName: string;
      /**
       * Platform account (wallet) name.
       */
      accountTypeName: string;
      gameType: GameType;
    }[];
  }[];
  /**
   * Category order (bingo and other blocks after live or sports, cockfight split from sports, TF last).
   */
  sorting: GameCategory[];
}
/**
 * A game vendor.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "Vendor".
 */
export interface Vendor {
  /**
   * Vendor code.
   */
  vendorCode: string;
  /**
   * Vendor name.
   */
  displayName: string;
  gameType: GameType;
  gameCategory: GameCategory;
  /**
   * Platform account (wallet) name of the vendor.
   */
  accountTypeName: string;
  /**
   * Number of games.
   */
  gameCount: number;
  /**
   * Logo URL.
   */
  iconUrl: string;
}
/**
 * A plain list of games.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameListValue".
 */
export interface GameListValue {
  /**
   * Games.
   */
  list: GameTile[];
}
/**
 * The game to add or remove.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "FavouriteRequest".
 */
export interface FavouriteRequest {
  /**
   * Node id of the game.
   */
  nodeId: string;
  /**
   * Vendor code of the game (checked when given).
   */
  vendor?: string;
}
/**
 * Acknowledgement.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "GameDone".
 */
export interface GameDone {
  /**
   * Always true: failures use the failure envelope.
   */
  success: true;
}
/**
 * One draw.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "PastDraw".
 */
export interface PastDraw {
  /**
   * Issue number.
   */
  issue: string;
  /**
   * Drawn numbers.
   *
   * Items: A drawn number.
   */
  numbers: string[];
  /**
   * Time of the draw, epoch milliseconds.
   */
  drawTime: number;
}
/**
 * A Vietnamese regional draw (North, Central or South) with its prize tiers.
 *
 * This interface was referenced by `GameCalls`'s JSON-Schema
 * via the `definition` "VnDraw".
 */
export interface VnDraw {
  /**
   * Game id.
   */
  gameId: string;
  /**
   * Node id.
   */
  nodeId: string;
  /**
   * Game name.
   */
  gameName: string;
  /**
   * Issue number.
   */
  issue: string;
  /**
   * Time of the draw, epoch milliseconds.
   */
  drawTime: number;
  /**
   * Prize tiers from the special prize down to the eighth.
   *
   * Items: One tier and its numbers.
   */
  prizes: {
    /**
     * Prize tier.
     */
    tier: 'special' | 'first' | 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh' | 'eighth';
    /**
     * The tier's drawn numbers (digits, leading zeros kept).
     *
     * Items: A drawn number.
     */
    numbers: string[];
  }[];
}

// schemas/api/kyc.json
/**
 * none: nothing uploaded; pending: under review; verified; rejected (upload again).
 *
 * This interface was referenced by `KycCalls`'s JSON-Schema
 * via the `definition` "KycStatus".
 */
export type KycStatus = 'none' | 'pending' | 'verified' | 'rejected';

/**
 * Identity verification (KYC): document images checked by content (PNG or JPEG signature, decoded size), at most 3 of at most 5 MB each, kept in the database; refused uploads store nothing.
 */
export interface KycCalls {
  /**
   * The member's verification state and documents.
   */
  kycStatus: {
    /**
     * No parameters.
     */
    request: {};
    value: KycState;
  };
  /**
   * Submits 1 to 3 document images for review (replacing a rejected submission).
   */
  kycUpload: {
    /**
     * The images.
     */
    request: {
      /**
       * 1 to 3 images.
       *
       * @minItems 1
       * @maxItems 3
       *
       * Items: One image.
       */
      images: {
        /**
         * The file's name, for messages only (its content decides what it is).
         */
        name: string;
        /**
         * The file, base64-encoded (at most 5 MB decoded; the length bound lets a slightly larger file get its clear refusal).
         */
        data: string;
      }[];
    };
    value: KycState;
  };
}
/**
 * The member's identity verification.
 *
 * This interface was referenced by `KycCalls`'s JSON-Schema
 * via the `definition` "KycState".
 */
export interface KycState {
  status: KycStatus;
  /**
   * Documents of the current submission.
   */
  documents: KycDocument[];
  /**
   * Why it was rejected.
   */
  reason?: string;
}
/**
 * An uploaded document (the image itself is never sent back).
 *
 * This interface was referenced by `KycCalls`'s JSON-Schema
 * via the `definition` "KycDocument".
 */
export interface KycDocument {
  /**
   * Document id.
   */
  id: number;
  /**
   * What the file's content is.
   */
  kind: 'png' | 'jpg';
  /**
   * Size in bytes.
   */
  bytes: number;
  /**
   * Width in pixels.
   */
  width: number;
  /**
   * Height in pixels.
   */
  height: number;
  /**
   * Epoch milliseconds.
   */
  uploadedAt: number;
}

// schemas/api/member.json
/**
 * Member and wallet calls: member info, balances, unread counts, live chat and live hosts. Each property is one call of core/contract/src/calls.ts.
 */
export interface MemberCalls {
  /**
   * The logged-in account.
   */
  memberInfo: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Member info.
     */
    value: {
      /**
       * Member id.
       */
      id: number;
      /**
       * Account type: 0, 1, 2 members and agents, 4 trial, 40, 41, 42 agent variants.
       */
      type: 0 | 1 | 2 | 4 | 40 | 41 | 42;
      /**
       * Nickname; empty when none was set (show the account instead).
       */
      nickname: string;
      /**
       * Username.
       */
      account: string;
      /**
       * Masked mobile number, when one is registered.
       */
      mobileNum?: string;
      /**
       * The member's head icon, when one was uploaded: an unguessable URL on the gateway (a new one per upload), served as image/png or image/jpeg.
       */
      avatarUrl?: string;
    };
  };
  /**
   * The merchant's wallet setup (no session needed); with a session, each wallet's balance too.
   */
  merchantWallet: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Wallet setup.
     */
    value: {
      /**
       * Platform currency code.
       */
      currency: string;
      /**
       * Currency symbol.
       */
      currencySymbol: string;
      /**
       * Wallets a member has.
       *
       * Items: A wallet.
       */
      wallets: {
        /**
         * Wallet id.
         */
        walletId: string;
        /**
         * Wallet name.
         */
        name: string;
        /**
         * The logged-in member's balance in this wallet (only when the call carries a session).
         */
        balance?: number;
      }[];
    };
  };
  /**
   * Balance of the logged-in account.
   */
  wallet: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Balance.
     */
    value: {
      /**
       * Total balance over every wallet, two decimals.
       */
      sumBalance: number;
      /**
       * Currency symbol of the merchant.
       */
      currencySymbol: string;
      /**
       * Platform currency code.
       */
      currency: string;
    };
  };
  /**
   * Unread inbox messages of the logged-in member.
   */
  inboxUnreadCount: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Count.
     */
    value: {
      /**
       * Unread messages.
       */
      unreadCount: number;
    };
  };
  /**
   * Whether the member may use live chat.
   */
  chatPermission: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Permission.
     */
    value: {
      /**
       * Live chat is on for the merchant and the account may use it.
       */
      hasPermission: boolean;
    };
  };
  /**
   * Unread live-chat messages.
   */
  chatUnreadCount: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Count.
     */
    value: {
      /**
       * Unread chat messages.
       */
      unReadCount: number;
    };
  };
  /**
   * URL of the live chat for the member.
   */
  launchChat: {
    /**
     * Chat page options.
     */
    request: {
      /**
       * 1 for player chat.
       */
      b2c?: 1;
      /**
       * Platform language code.
       */
      language?: string;
      /**
       * Where the chat's back button returns.
       */
      backUrl?: string;
      /**
       * Header colour of the chat page (CSS hex).
       */
      headerColor?: string;
      /**
       * Title of the chat page.
       */
      title?: string;
    };
    /**
     * Chat location.
     */
    value: {
      /**
       * Absolute URL of the chat page, opened as the page location.
       */
      chatUrl: string;
    };
  };
  /**
   * Live-host models (the m_live banner group shows only when there are some).
   */
  liveModels: {
    /**
     * Filters.
     */
    request: {
      /**
       * Only active hosts.
       */
      active?: boolean;
      /**
       * Only hosts streaming now.
       */
      streaming?: boolean;
    };
    /**
     * Hosts.
     */
    value: {
      /**
       * Hosts.
       *
       * Items: A live host.
       */
      list: {
        /**
         * Host id.
         */
        modelId: string;
        /**
         * Host name.
         */
        name: string;
        /**
         * Avatar image URL.
         */
        avatarUrl: string;
        /**
         * Host is active.
         */
        active: boolean;
        /**
         * Host is streaming now.
         */
        streaming: boolean;
        /**
         * Room type.
         */
        roomType: 'free' | 'vip' | 'pay_per_view';
      }[];
    };
  };
  /**
   * The logged-in member's inbox messages, newest first.
   */
  inboxList: {
    /**
     * Paging.
     */
    request: {
      /**
       * Page, from 1.
       */
      pageNo?: number;
      /**
       * Messages per page (default 20).
       */
      pageSize?: number;
    };
    /**
     * One page of messages.
     */
    value: {
      /**
       * Messages.
       *
       * Items: An inbox message.
       */
      list: {
        /**
         * Message id.
         */
        id: number;
        /**
         * Title (plain text).
         */
        title: string;
        /**
         * Body as HTML; the app sanitises it before showing it.
         */
        content: string;
        /**
         * When it was sent (ms since epoch).
         */
        createTime: number;
        /**
         * The member has opened it.
         */
        read: boolean;
      }[];
      /**
       * This page.
       */
      pageNo: number;
      /**
       * Pages in all (0 when the inbox is empty).
       */
      totalPages: number;
      /**
       * Unread messages in the whole inbox.
       */
      unreadCount: number;
    };
  };
  /**
   * Marks one of the member's messages as read (repeating it changes nothing).
   */
  inboxRead: {
    /**
     * Which message.
     */
    request: {
      /**
       * Message id.
       */
      id: number;
    };
    /**
     * The inbox after it.
     */
    value: {
      /**
       * Unread messages left.
       */
      unreadCount: number;
    };
  };
  /**
   * Deletes one of the member's messages (an unknown or already deleted id is a 404).
   */
  inboxDelete: {
    /**
     * Which message.
     */
    request: {
      /**
       * Message id.
       */
      id: number;
    };
    /**
     * The inbox after it.
     */
    value: {
      /**
       * Unread messages left.
       */
      unreadCount: number;
    };
  };
  /**
   * Sets the member's head icon: one PNG or JPEG image of at most 2 MB, checked by its content (signature and decoded size) before anything is stored; a refused file leaves the old icon.
   */
  avatarUpload: {
    /**
     * The image.
     */
    request: {
      /**
       * The file, base64-encoded (at most 2 MB decoded; the length bound lets a slightly larger file get its clear refusal).
       */
      data: string;
    };
    /**
     * The new head icon.
     */
    value: {
      /**
       * Where the new icon is served (see memberInfo.avatarUrl).
       */
      avatarUrl: string;
    };
  };
}

// schemas/api/profile.json
/**
 * The member center's personal info and security settings (spec section 7: personal info, security settings, email binding): the member's own details, and the contact and payout details that protect the account. No call here moves money. Each property is one call of core/contract/src/calls.ts: its request (query for GET, JSON body for POST) and the value of its success envelope.
 */
export interface ProfileCalls {
  /**
   * The logged-in member's personal details.
   */
  personalInfo: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Personal details.
     */
    value: {
      /**
       * Username (cannot be changed).
       */
      account: string;
      /**
       * Nickname; empty when none is set.
       */
      nickname: string;
      /**
       * Date of birth, YYYY-MM-DD, when one is on record. Once set it cannot be changed (spec section 9: the birthday cannot be changed).
       */
      birthDate?: string;
      /**
       * When the account was opened, milliseconds since the epoch.
       */
      registeredAt: number;
    };
  };
  /**
   * Changes the nickname, and sets the date of birth when none is on record yet.
   */
  savePersonalInfo: {
    /**
     * The fields to change; an absent field is left as it is.
     */
    request: {
      /**
       * New nickname, checked with the nickname rule; empty clears it.
       */
      nickname?: string;
      /**
       * Date of birth, YYYY-MM-DD; refused once one is on record, and under the merchant's minimum age.
       */
      birthDate?: string;
    };
    value: DoneValue;
  };
  /**
   * What protects the account: bound mobile and email (masked), payee name, payment password.
   */
  securitySettings: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Security settings.
     */
    value: {
      /**
       * The bound mobile number, masked but its last 4 digits, when one is bound.
       */
      mobileNum?: string;
      /**
       * Dialing code of the bound mobile number.
       */
      countryDialingCode?: string;
      /**
       * The bound email address, masked, when one is bound.
       */
      email?: string;
      /**
       * The payee name withdrawals are paid to, when set; set once, then changed only by customer service.
       */
      payeeName?: string;
      /**
       * Whether a payment password is set.
       */
      paymentPassword: boolean;
    };
  };
  /**
   * Binds or replaces the member's email address, confirmed with the login password.
   */
  bindEmail: {
    /**
     * The address and the login password.
     */
    request: {
      /**
       * Email address, checked with the email rule.
       */
      email: string;
      /**
       * The member's login password, to confirm it is the owner who changes a contact detail.
       */
      password: string;
    };
    value: DoneValue;
  };
  /**
   * Binds or replaces the member's mobile number with the SMS code sent to it (sendVerificationCode).
   */
  bindMobile: {
    /**
     * The number and its code.
     */
    request: {
      /**
       * Local mobile number, digits only.
       */
      mobileNo: string;
      /**
       * Dialing code without the plus sign; must be the merchant's.
       */
      countryDialingCode: string;
      /**
       * The SMS code sent to the number.
       */
      verificationCode: string;
    };
    value: DoneValue;
  };
  /**
   * Sets the payee name once (the name on the member's payout accounts).
   */
  setPayeeName: {
    /**
     * The name.
     */
    request: {
      /**
       * Payee name, checked with the payeeName rule.
       */
      payeeName: string;
    };
    value: DoneValue;
  };
}
/**
 * Acknowledgement of an action.
 *
 * This interface was referenced by `ProfileCalls`'s JSON-Schema
 * via the `definition` "DoneValue".
 */
export interface DoneValue {
  /**
   * Always true: failures use the failure envelope.
   */
  success: true;
}

// schemas/api/protection.json
/**
 * deposit: money paid in; loss: stakes minus wins; wager: money staked; session: minutes of play per game session.
 *
 * This interface was referenced by `ProtectionCalls`'s JSON-Schema
 * via the `definition` "LimitKind".
 */
export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
/**
 * day, week, month: any rolling 24 hours, 7 days, 30 days; session: the session limit's only period.
 *
 * This interface was referenced by `ProtectionCalls`'s JSON-Schema
 * via the `definition` "LimitPeriod".
 */
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

/**
 * Player protection (responsible gaming): limits, the reality-check interval, time-out and self-exclusion, and the account history of the last 3 months. Which modules a merchant offers follows its manifest's compliance block; the gateway enforces every limit and exclusion itself.
 */
export interface ProtectionCalls {
  /**
   * The player's limits (with any pending raise and when it applies), reality-check interval and the gateway's time.
   */
  protectionState: {
    /**
     * No parameters.
     */
    request: {};
    value: ProtectionState;
  };
  /**
   * Sets, lowers, raises or removes one limit. A new or lower limit applies at once; a raise or removal applies after a 24-hour cooling-off.
   */
  setProtectionLimit: {
    /**
     * The limit and its new value.
     */
    request: {
      kind: LimitKind;
      period: LimitPeriod;
      /**
       * The new limit (money in the merchant's currency, whole units; minutes for session), or null to remove it.
       */
      value: number | null;
    };
    value: ProtectionState;
  };
  /**
   * Chooses the reality-check interval: at most the merchant's default.
   */
  setRealityCheck: {
    /**
     * The interval.
     */
    request: {
      /**
       * Minutes of play between reality checks (1 to the merchant's default).
       */
      minutes: number;
    };
    value: ProtectionState;
  };
  /**
   * Takes a time-out (days) or a self-exclusion (months). The account is logged out everywhere and cannot log in, deposit or play until it ends; where the manifest says so, it also covers the operator's other merchants.
   */
  protectionExclude: {
    /**
     * Which and how long.
     */
    request: {
      /**
       * timeout: days from compliance.timeOutDays; self: months from compliance.selfExclusionMonths.
       */
      kind: 'timeout' | 'self';
      /**
       * Days (time-out) or months (self-exclusion), one of the merchant's offered lengths.
       */
      length: number;
    };
    /**
     * The exclusion taken.
     */
    value: {
      /**
       * timeout or self.
       */
      kind: 'timeout' | 'self';
      /**
       * Epoch milliseconds when it ends.
       */
      until: number;
      /**
       * Epoch milliseconds until which it cannot be revoked.
       */
      irrevocableUntil: number;
    };
  };
  /**
   * Asks to end a self-exclusion early. The player cannot log in, so the call carries the login's username and password (same guard as login: wrong credentials count as a failed login). Refused (IRREVOCABLE) for a time-out, which always runs its full length, and during the self-exclusion's irrevocable months (value.revocableFrom); otherwise the exclusion ends 24 hours after the request (a cooling-off), and asking again changes nothing.
   */
  protectionRevoke: {
    /**
     * The excluded account's login.
     */
    request: {
      /**
       * Username (for a mobile account: m<dialing code><number>).
       */
      username: string;
      /**
       * Its password.
       */
      password: string;
      /**
       * Captcha id, when the login guard asks for one.
       */
      captchaKey?: string;
      /**
       * Captcha answer.
       */
      captcha?: string;
    };
    /**
     * The self-exclusion after the request.
     */
    value: {
      /**
       * Epoch milliseconds when it now ends (24 hours after the request, or its own end if sooner).
       */
      until: number;
      /**
       * Epoch milliseconds of the (first) request.
       */
      revokeRequestedAt: number;
    };
  };
  /**
   * The account history of the last 3 months, newest first: deposits, withdrawals and bets from the ledger, and login sessions.
   */
  protectionHistory: {
    /**
     * Which rows and page.
     */
    request: {
      /**
       * deposit, withdrawal, bet (stakes and wins) or session.
       */
      type: 'deposit' | 'withdrawal' | 'bet' | 'session';
      /**
       * Page, from 1.
       */
      pageNo?: number;
      /**
       * Rows per page (default 20).
       */
      pageSize?: number;
    };
    /**
     * One page.
     */
    value: {
      /**
       * Rows, newest first.
       *
       * Items: One row.
       */
      list: {
        /**
         * Unique within the list.
         */
        id: string;
        /**
         * What happened: a ledger kind (deposit, withdrawal_hold, withdrawal_release, withdrawal_payout, bet, win) or session.
         */
        entry: string;
        /**
         * Epoch milliseconds.
         */
        at: number;
        /**
         * Change of the balance (negative = debit), in the merchant's currency; absent for sessions.
         */
        amount?: number;
        /**
         * Balance after the row.
         */
        balanceAfter?: number;
        /**
         * Order number or round id.
         */
        ref?: string;
        /**
         * Sessions: when it ended (logout, expiry or last activity).
         */
        endedAt?: number;
      }[];
      /**
       * Rows in the 3 months.
       */
      totalCount: number;
      /**
       * Page, from 1.
       */
      pageNo: number;
      /**
       * Rows per page.
       */
      pageSize: number;
      /**
       * Epoch milliseconds where the history starts (3 months ago).
       */
      from: number;
    };
  };
}
/**
 * The player's protection settings.
 *
 * This interface was referenced by `ProtectionCalls`'s JSON-Schema
 * via the `definition` "ProtectionState".
 */
export interface ProtectionState {
  /**
   * Every limit set (in force or pending).
   */
  limits: ProtectionLimit[];
  /**
   * The interval in force.
   */
  realityCheckMinutes: number;
  /**
   * The merchant's interval (the longest the player may choose).
   */
  defaultRealityCheckMinutes: number;
  /**
   * Hours before a raise or removal applies.
   */
  coolingOffHours: number;
  /**
   * The gateway's time, epoch milliseconds.
   */
  now: number;
}
/**
 * One limit the player has set.
 *
 * This interface was referenced by `ProtectionCalls`'s JSON-Schema
 * via the `definition` "ProtectionLimit".
 */
export interface ProtectionLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /**
   * The limit in force (money in the currency, minutes for session); null when only a pending one is set.
   */
  value: number | null;
  /**
   * How much of it the current period has used (money or minutes).
   */
  used?: number;
  /**
   * A raise or removal waiting for the cooling-off.
   */
  pending?: {
    /**
     * The new limit, or null for removal.
     */
    value: number | null;
    /**
     * Epoch milliseconds when it applies.
     */
    at: number;
  };
}

// schemas/api/rewards.json
/**
 * One key per intended action; a retry or double tap sends the same key.
 *
 * This interface was referenced by `RewardCalls`'s JSON-Schema
 * via the `definition` "ClaimKey".
 */
export type ClaimKey = string;

/**
 * Reward center, VIP status and promotion entries. Every claim credits the wallet through the ledger once, whatever repeats (idempotency key plus the reward's own once-only row).
 */
export interface RewardCalls {
  /**
   * The member's rewards: due ones are granted first (welcome bonus, VIP upgrade gifts, yesterday's rebate).
   */
  rewards: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Rewards, newest first, and referral rewards already credited.
     */
    value: {
      /**
       * Claimable, locked and claimed rewards.
       */
      list: Reward[];
      /**
       * Referral rewards credited to the member when an invitee first deposited.
       *
       * Items: One credited referral reward.
       */
      referrals: {
        /**
         * Amount credited.
         */
        amount: number;
        /**
         * Epoch milliseconds.
         */
        creditedAt: number;
      }[];
    };
  };
  /**
   * Claims one reward: credits its amount through the ledger once. Refused while its turnover is not met, or when it was already claimed.
   */
  claimReward: {
    /**
     * The reward and the action's idempotency key.
     */
    request: {
      /**
       * Reward id.
       */
      id: number;
      idempotencyKey: ClaimKey;
    };
    value: Credit;
  };
  /**
   * The member's invite code (what invite links carry as recommenderId) and their referral figures.
   */
  inviteInfo: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Code and figures.
     */
    value: {
      /**
       * 7 characters of 23456789ABCDEFGHJKMNPQRSTUVWXYZ, stable per member.
       */
      code: string;
      /**
       * Friends who registered through the member's link.
       */
      invited: number;
      /**
       * Of those, friends who made a first deposit.
       */
      deposited: number;
      /**
       * Referral rewards credited to the member.
       */
      earned: number;
    };
  };
  /**
   * The member's VIP level, computed from paid deposits and valid bets since registration.
   */
  vipStatus: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Level and the totals it comes from.
     */
    value: {
      /**
       * Current level (0 = none).
       */
      level: number;
      /**
       * Paid deposits since registration.
       */
      deposits: number;
      /**
       * Settled stakes since registration.
       */
      validBets: number;
      /**
       * Paid deposits of the current business day: they count towards the level from settlesAt.
       */
      pendingDeposits: number;
      /**
       * Stakes of the current business day: they count towards the level from settlesAt.
       */
      pendingBets: number;
      /**
       * Epoch milliseconds of the next business day's start (midnight in the merchant's time zone), when today's deposits and bets count.
       */
      settlesAt: number;
    };
  };
  /**
   * The member's own state of each promotion (joined, signed today, claimed this year).
   */
  activityEntries: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Entries that apply now.
     */
    value: {
      /**
       * Entries.
       */
      list: ActivityEntry[];
    };
  };
  /**
   * Joins a promotion whose label is join (once), or signs in to a daily one (once a day). Repeating answers the same entry.
   */
  joinActivity: {
    /**
     * The promotion and an optional remark.
     */
    request: {
      /**
       * Activity id.
       */
      activityId: number;
      /**
       * Remark, at most 140 characters (spec section 5).
       */
      comment?: string;
    };
    value: ActivityEntry;
  };
  /**
   * Claims a promotion whose label is claim (the birthday gift: the VIP level's birthday bonus, once a year).
   */
  claimActivity: {
    /**
     * The promotion and the action's idempotency key.
     */
    request: {
      /**
       * Activity id.
       */
      activityId: number;
      idempotencyKey: ClaimKey;
    };
    value: Credit;
  };
}
/**
 * One reward of the reward center.
 *
 * This interface was referenced by `RewardCalls`'s JSON-Schema
 * via the `definition` "Reward".
 */
export interface Reward {
  /**
   * Reward id.
   */
  id: number;
  /**
   * welcome: welcome bonus; vip_gift: VIP upgrade gift; rebate: daily rebate; promo: a promotional bonus the operator granted.
   */
  kind: 'welcome' | 'vip_gift' | 'rebate' | 'promo';
  /**
   * The VIP level of a vip_gift.
   */
  level?: number;
  /**
   * The business day (YYYY-MM-DD, in the merchant's time zone) a rebate is for.
   */
  day?: string;
  /**
   * Amount credited on claim.
   */
  amount: number;
  /**
   * claimable; locked (turnover not met yet); claimed.
   */
  status: 'claimable' | 'locked' | 'claimed';
  /**
   * Valid bets required before claiming (0 = none).
   */
  turnoverRequired: number;
  /**
   * Valid bets counted so far.
   */
  turnoverDone: number;
  /**
   * Epoch milliseconds.
   */
  createdAt: number;
  /**
   * Epoch milliseconds.
   */
  claimedAt?: number;
}
/**
 * What a claim credited.
 *
 * This interface was referenced by `RewardCalls`'s JSON-Schema
 * via the `definition` "Credit".
 */
export interface Credit {
  /**
   * Amount credited.
   */
  amount: number;
  /**
   * Balance after the credit.
   */
  balance: number;
}
/**
 * The member's state of one promotion.
 *
 * This interface was referenced by `RewardCalls`'s JSON-Schema
 * via the `definition` "ActivityEntry".
 */
export interface ActivityEntry {
  /**
   * Activity id.
   */
  activityId: number;
  /**
   * The member's application label (spec section 4).
   */
  state: 'joined' | 'signed' | 'claimed';
  /**
   * The remark given when joining.
   */
  comment?: string;
  /**
   * Epoch milliseconds.
   */
  at: number;
}

// schemas/api/sandbox.json
/**
 * Sandbox-only endpoints of the gateway (absent in production mode): the SMS outbox, recent captcha answers, the system status switch and the payment operator's decisions on withdrawals. Used by developers and end-to-end tests, never by the app.
 */
export interface SandboxCalls {
  /**
   * GET /__sandbox/sms: the SMS outbox, newest first: the platform's codes and the sandbox identity provider's.
   */
  sandboxSms: {
    /**
     * Filters.
     */
    request: {
      /**
       * Only this local number, or this number with its dialing code.
       */
      mobile?: string;
      /**
       * How many entries (default 50).
       */
      limit?: number;
    };
    /**
     * Outbox.
     */
    value: {
      /**
       * Messages, newest first.
       *
       * Items: One SMS.
       */
      list: {
        /**
         * Merchant code.
         */
        merchant: string;
        /**
         * Dialing code.
         */
        countryDialingCode: string;
        /**
         * Local number.
         */
        mobileNum: string;
        /**
         * Full number, +<dialing code><number>.
         */
        mobile: string;
        /**
         * The code sent.
         */
        code: string;
        /**
         * When it was sent, epoch milliseconds.
         */
        time: number;
        /**
         * When the code expires, epoch milliseconds.
         */
        expiresAt: number;
        /**
         * The code was used.
         */
        used: boolean;
        /**
         * Who sent it: the platform (its own SMS code) or idp (the sandbox identity provider's phone verification, merchants whose phoneVerification provider is firebase).
         */
        sender?: 'platform' | 'idp';
      }[];
    };
  };
  /**
   * GET /__sandbox/captcha: answers of recently issued captchas, newest first.
   */
  sandboxCaptcha: {
    /**
     * Filters.
     */
    request: {
      /**
       * How many entries (default 20).
       */
      limit?: number;
    };
    /**
     * Captchas.
     */
    value: {
      /**
       * Captchas, newest first.
       *
       * Items: One captcha.
       */
      list: {
        /**
         * The captchaKey.
         */
        id: string;
        /**
         * Merchant code.
         */
        merchant: string;
        /**
         * The digits in the image.
         */
        answer: string;
        /**
         * When it was issued, epoch milliseconds.
         */
        time: number;
        /**
         * It was already checked (captchas are single-use).
         */
        used: boolean;
      }[];
    };
  };
  /**
   * POST /__sandbox/status: switches the system status of one merchant or of all.
   */
  sandboxStatus: {
    /**
     * The new status.
     */
    request: {
      /**
       * New status.
       */
      status: 'normal' | 'maintenance' | 'region_restricted' | 'ip_blocked';
      /**
       * Merchant code or platform merchant code; omit to set the status of every merchant (clearing per-merchant settings).
       */
      merchantCode?: string;
      /**
       * Applies the status only to requests carrying the cookie wl_sandbox_scope with this value (one browser context of a test), leaving everyone else's status alone. With merchantCode: that merchant only; without: every merchant. Status normal clears the scope.
       */
      scope?: string;
    };
    /**
     * Statuses now in force.
     */
    value: {
      /**
       * Status of merchants without their own.
       */
      global: 'normal' | 'maintenance' | 'region_restricted' | 'ip_blocked';
      /**
       * Effective status by merchant code.
       */
      merchants: {
        /**
         * Status.
         */
        [k: string]: 'normal' | 'maintenance' | 'region_restricted' | 'ip_blocked' | undefined;
      };
    };
  };
  /**
   * POST /__sandbox/withdrawal: the payment operator approves (pays out) or rejects (releases the hold of) a pending withdrawal of the host's merchant.
   */
  sandboxWithdrawal: {
    /**
     * The decision.
     */
    request: {
      /**
       * Withdrawal order number.
       */
      orderNo: string;
      /**
       * approve pays the held amount out; reject returns it to the balance.
       */
      decision: 'approve' | 'reject';
      /**
       * Why it was rejected (shown to the player).
       */
      reason?: string;
    };
    /**
     * The withdrawal after the decision.
     */
    value: {
      /**
       * Order number.
       */
      orderNo: string;
      /**
       * paid or rejected; a decided withdrawal keeps its first decision.
       */
      status: 'pending' | 'paid' | 'rejected';
    };
  };
  /**
   * POST /__sandbox/kyc: the operator verifies or rejects a member's pending identity documents (the host's merchant).
   */
  sandboxKyc: {
    /**
     * The decision.
     */
    request: {
      /**
       * The member's account name.
       */
      username: string;
      /**
       * approve verifies, reject asks for a new upload.
       */
      decision: 'approve' | 'reject';
      /**
       * Why it was rejected (shown to the player).
       */
      reason?: string;
    };
    /**
     * The new state.
     */
    value: {
      /**
       * verified or rejected.
       */
      status: 'none' | 'pending' | 'verified' | 'rejected';
    };
  };
  /**
   * POST /__sandbox/agent: creates an agent account on the host's merchant, with an invitation code and pending daily-wage, dividend and hourly-wage contract requests.
   */
  sandboxAgent: {
    /**
     * The new agent.
     */
    request: {
      /**
       * Account name (letters and digits, 4 to 16).
       */
      username: string;
      /**
       * Password (default Sandbox123).
       */
      password?: string;
      /**
       * Agent type (default 1).
       */
      type?: 1 | 2 | 41 | 42;
      /**
       * Contract requests left pending (default all three).
       *
       * Items: A contract kind.
       */
      contracts?: ('daily' | 'dividend' | 'hourly')[];
    };
    /**
     * The agent created.
     */
    value: {
      /**
       * Account name.
       */
      username: string;
      /**
       * Account type.
       */
      type: number;
      /**
       * Its invitation code.
       */
      code: string;
    };
  };
  /**
   * POST /__sandbox/agentSettle: the platform's settlement run: pays every closed wage and dividend period of the host merchant's signed contracts that is not paid yet (each period once, through the ledger).
   */
  sandboxAgentSettle: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * What was paid by this run.
     */
    value: {
      /**
       * Payouts made now.
       *
       * Items: One payout.
       */
      paid: {
        /**
         * The agent.
         */
        username: string;
        /**
         * Contract kind.
         */
        kind: 'daily' | 'dividend' | 'hourly';
        /**
         * Start of the period paid, epoch milliseconds.
         */
        periodStart: number;
        /**
         * Amount credited, in currency units.
         */
        amount: number;
      }[];
    };
  };
  /**
   * POST /__sandbox/smsResend: lets one number ask for a new SMS code now, as if its resend time had passed, so a test that registers a number and then logs in with it does not wait a minute. Per number: every other number's resend time stays as it is.
   */
  sandboxSmsResend: {
    /**
     * The number.
     */
    request: {
      /**
       * The local number, or the number with its dialing code.
       */
      mobile: string;
    };
    /**
     * How many outstanding codes of that number were made resendable.
     */
    value: {
      /**
       * Outbox rows whose resend time was moved to now.
       */
      released: number;
    };
  };
  /**
   * POST /__sandbox/clock: moves one player's protection clock (limits' cooling-off and periods, reality checks, exclusion ends) by an offset from the gateway's clock, so a test can pass 24 hours without disturbing every other session on the shared gateway.
   */
  sandboxClock: {
    /**
     * The player and the offset.
     */
    request: {
      /**
       * The member's account name (of the host's merchant).
       */
      username: string;
      /**
       * Milliseconds ahead of the gateway's clock (0 = back to it).
       */
      offsetMs: number;
    };
    /**
     * The player's protection time.
     */
    value: {
      /**
       * The player's protection time, epoch milliseconds.
       */
      now: number;
      /**
       * The offset in force.
       */
      offsetMs: number;
    };
  };
  /**
   * POST /__sandbox/inbox: sends an inbox message to one member of this host's merchant.
   */
  sandboxInbox: {
    /**
     * The message.
     */
    request: {
      /**
       * The member's username.
       */
      username: string;
      /**
       * Title.
       */
      title: string;
      /**
       * Body as HTML.
       */
      content: string;
    };
    /**
     * The new message.
     */
    value: {
      /**
       * Message id.
       */
      id: number;
    };
  };
  /**
   * POST /__sandbox/bonus: the operator grants a member a promotional bonus with a turnover requirement (the host's merchant). It shows in the reward center, locked until the member's valid bets since the grant reach the requirement.
   */
  sandboxBonus: {
    /**
     * The bonus.
     */
    request: {
      /**
       * The member's account name.
       */
      username: string;
      /**
       * The bonus, in the merchant's currency.
       */
      amount: number;
      /**
       * Valid bets needed before it can be claimed, in the merchant's currency (0 = none).
       */
      turnover: number;
    };
    /**
     * The granted reward.
     */
    value: {
      /**
       * The reward's id.
       */
      id: number;
    };
  };
  /**
   * POST /__sandbox/config: changes what the status call's info says for this host's merchant (whitelabel flags, resources, customer-service channels, image CDNs, mobile template) and the caller's location country, as an operator would on the platform: no rebuild. Kept in memory.
   */
  sandboxConfig: {
    /**
     * The change; an absent part keeps its current value.
     */
    request: {
      /**
       * Applies the change only to requests carrying the cookie wl_sandbox_scope with this value (one browser context of a test), leaving everyone else's answer alone; without it the change applies to every caller of this merchant.
       */
      scope?: string;
      /**
       * Forgets every earlier change of this merchant (in this scope, when one is given) before applying the rest.
       */
      reset?: boolean;
      /**
       * Flags to change; an absent flag keeps its value. The app never lets a flag the manifest switches off be switched on.
       */
      whitelabel?: {
        /**
         * Registration by username.
         */
        registerByUsername?: boolean;
        /**
         * Registration by mobile number and SMS code.
         */
        registerByMobile?: boolean;
        /**
         * Login by mobile number and SMS code.
         */
        MOBILEVERCODELOGIN3?: boolean;
        /**
         * Facebook one-click login.
         */
        FACEBOOKLOGIN3?: boolean;
        /**
         * Google one-click login.
         */
        GOOGLELOGIN3?: boolean;
        /**
         * Telegram one-click login.
         */
        TELEGRAMLOGIN3?: boolean;
        /**
         * Live chat.
         */
        CBS3?: boolean;
        /**
         * Right-side menu items to change.
         */
        menu?: {
          /**
           * Deposit item.
           */
          deposit?: boolean;
          /**
           * Withdraw item.
           */
          withdraw?: boolean;
          /**
           * Betting record item.
           */
          bettingRecord?: boolean;
          /**
           * Reward center item.
           */
          rewardCenter?: boolean;
        };
        /**
         * App download button and popup.
         */
        downloadPopup?: boolean;
        /**
         * Speed-test menu item.
         */
        speedTest?: boolean;
        /**
         * Game search popup.
         */
        search?: boolean;
      };
      /**
       * Replaces the download and link items.
       *
       * @maxItems 20
       *
       * Items: A download or link item.
       */
      resources?: {
        /**
         * Kind of link.
         */
        resourceType:
          | 'IOS'
          | 'Android'
          | 'MOBILECONFIG'
          | 'TUTORIAL'
          | 'TELEGRAM'
          | 'FACEBOOK'
          | 'TWITTER'
          | 'YOUTUBE'
          | 'WHATSAPP'
          | 'INSTAGRAM'
          | 'VIBER'
          | 'TELEGRAM_GROUP';
        /**
         * Absolute URL.
         */
        url: string;
        /**
         * English label; a configured label replaces the default item name.
         */
        labelNameEn: string;
      }[];
      /**
       * Replaces the customer-service channels.
       *
       * @maxItems 10
       *
       * Items: A customer-service channel.
       */
      customerService?: {
        /**
         * Channel kind; LIVECHAT shows the floating live-chat button.
         */
        csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP';
        /**
         * Label.
         */
        title: string;
        /**
         * Absolute URL of the channel.
         */
        path: string;
      }[];
      /**
       * The location country the status call reports (ISO 3166-1 alpha-2; ZZ for a country no merchant serves).
       */
      countryCode?: string;
      /**
       * The image CDN base URLs the status call reports (info.imageCdns). The app uses an entry only where the merchant's manifest lists it in imageCdns (or it is the gateway's origin); any other is sent as given, as a misconfigured platform would.
       *
       * @minItems 1
       * @maxItems 4
       *
       * Items: A base URL.
       */
      imageCdns?: string[];
      /**
       * The mobile template (theme name) the status call and systemTemplate report. The app shows it only when it is the merchant's theme or one of its manifest's templates; any other name is sent as given, as a misconfigured platform would.
       */
      mobileTemplate?: string;
    };
    /**
     * The info the status call now sends this caller.
     */
    value: {
      /**
       * Feature flags of the merchant (the manifest's whitelabel section).
       */
      whitelabel: {
        /**
         * Registration by username.
         */
        registerByUsername: boolean;
        /**
         * Registration by mobile number and SMS code.
         */
        registerByMobile: boolean;
        /**
         * Login by mobile number and SMS code.
         */
        MOBILEVERCODELOGIN3: boolean;
        /**
         * Facebook one-click login.
         */
        FACEBOOKLOGIN3: boolean;
        /**
         * Google one-click login.
         */
        GOOGLELOGIN3: boolean;
        /**
         * Telegram one-click login.
         */
        TELEGRAMLOGIN3: boolean;
        /**
         * Live chat.
         */
        CBS3: boolean;
        /**
         * Right-side menu items.
         */
        menu: {
          /**
           * Deposit item.
           */
          deposit: boolean;
          /**
           * Withdraw item.
           */
          withdraw: boolean;
          /**
           * Betting record item.
           */
          bettingRecord: boolean;
          /**
           * Reward center item.
           */
          rewardCenter: boolean;
        };
        /**
         * App download button and popup.
         */
        downloadPopup: boolean;
        /**
         * Speed-test menu item.
         */
        speedTest: boolean;
        /**
         * Game search popup.
         */
        search: boolean;
      };
      /**
       * Download and link items.
       *
       * Items: A download or link item.
       */
      resources: {
        /**
         * Kind of link.
         */
        resourceType:
          | 'IOS'
          | 'Android'
          | 'MOBILECONFIG'
          | 'TUTORIAL'
          | 'TELEGRAM'
          | 'FACEBOOK'
          | 'TWITTER'
          | 'YOUTUBE'
          | 'WHATSAPP'
          | 'INSTAGRAM'
          | 'VIBER'
          | 'TELEGRAM_GROUP';
        /**
         * Absolute URL.
         */
        url: string;
        /**
         * English label; a configured label replaces the default item name.
         */
        labelNameEn: string;
      }[];
      /**
       * Customer-service channels.
       *
       * Items: A customer-service channel.
       */
      customerService: {
        /**
         * Channel kind; LIVECHAT shows the floating live-chat button.
         */
        csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP';
        /**
         * Label.
         */
        title: string;
        /**
         * Absolute URL of the channel.
         */
        path: string;
      }[];
      /**
       * Location country reported.
       */
      countryCode: string;
      /**
       * Mobile template reported.
       */
      mobileTemplate: string;
      /**
       * Image CDN base URLs reported.
       *
       * Items: A base URL.
       */
      imageCdns: string[];
    };
  };
  /**
   * GET /__sandbox/errors: the client errors the merchant's app reported (scrubbed), newest first. The same list as an operator's HTML page at GET /__sandbox/errors/page.
   */
  sandboxErrors: {
    /**
     * Filters.
     */
    request: {
      /**
       * How many entries (default 50).
       */
      limit?: number;
    };
    /**
     * Reports.
     */
    value: {
      /**
       * Reports, newest first.
       *
       * Items: One stored report.
       */
      list: {
        /**
         * Report id.
         */
        id: number;
        /**
         * error, rejection or boundary.
         */
        kind: string;
        /**
         * The scrubbed message.
         */
        message: string;
        /**
         * The scrubbed, trimmed stack.
         */
        stack: string;
        /**
         * The screen's path.
         */
        route: string;
        /**
         * The app's build id.
         */
        build: string;
        /**
         * When it was stored, epoch milliseconds.
         */
        time: number;
        /**
         * How many repeats of it arrived after it within the hour (counted, not stored again).
         */
        repeats: number;
      }[];
    };
  };
}

// schemas/api/system.json
/**
 * System calls: status and configuration, template, regions, customer service, help centre, feedback and agent contract requests. Each property is one call of core/contract/src/calls.ts.
 */
export interface SystemCalls {
  /**
   * Status and configuration read at startup and refreshed in the background.
   */
  systemStatus: {
    /**
     * Optional language.
     */
    request: {
      /**
       * Platform language code.
       */
      language?: string;
    };
    value: SystemStatus;
  };
  /**
   * The mobile template (theme) of the merchant.
   */
  systemTemplate: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Template facts.
     */
    value: {
      /**
       * Theme name.
       */
      mobileTemplate: string;
      /**
       * Brand name.
       */
      brandName: string;
    };
  };
  /**
   * Regions offered in the region chooser.
   */
  systemCountry: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Region list.
     */
    value: {
      /**
       * Regions, current merchant first.
       */
      list: RegionItem[];
    };
  };
  /**
   * Customer-service links. pathList entries of type 3 are the service link.
   */
  service: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Links.
     */
    value: {
      /**
       * Versioned link list.
       */
      version: {
        /**
         * Links; each path is encrypted as core/contract/src/servicePath.ts describes (the last 8 characters are the key).
         */
        pathList: ServicePath[];
      };
    };
  };
  /**
   * Help-centre topics in a language.
   */
  helpCenter: {
    /**
     * Language or device.
     */
    request: {
      /**
       * Platform language code; defaults to the language header, then the merchant's default.
       */
      lang?: string;
      /**
       * Client device.
       */
      device?: 'MOBILE' | 'OTHERS';
    };
    /**
     * Help topics.
     */
    value: {
      /**
       * Language the content is in (the merchant's default when the asked one is not offered).
       */
      language: string;
      /**
       * Topics in menu order.
       */
      list: HelpItem[];
    };
  };
  /**
   * Sends feedback from a member.
   */
  feedback: {
    /**
     * Feedback text.
     */
    request: {
      /**
       * Feedback text.
       */
      content: string;
      /**
       * Topic of the feedback.
       */
      category?: 'suggestion' | 'bug' | 'deposit' | 'withdraw' | 'game' | 'other';
      /**
       * Optional screenshots: png or jpg by content, at most 5 MB each.
       *
       * @maxItems 3
       *
       * Items: One image.
       */
      images?: {
        /**
         * The file's name, for messages only (its content decides what it is).
         */
        name: string;
        /**
         * The file, base64-encoded (at most 5 MB decoded; the length bound lets a slightly larger file get its clear refusal).
         */
        data: string;
      }[];
      /**
       * Answer to the captcha challenge (required).
       */
      captcha?: string;
      /**
       * The captchaKey of the challenge answered.
       */
      captchaKey?: string;
    };
    /**
     * Stored feedback.
     */
    value: {
      /**
       * Id of the stored feedback.
       */
      id: number;
    };
  };
  /**
   * The logged-in member's feedback, newest first.
   */
  feedbackHistory: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Feedback sent.
     */
    value: {
      /**
       * Newest first, at most 50.
       *
       * Items: One feedback.
       */
      list: {
        /**
         * Id.
         */
        id: number;
        /**
         * Topic of the feedback.
         */
        category: 'suggestion' | 'bug' | 'deposit' | 'withdraw' | 'game' | 'other';
        /**
         * The text as sent (plain text, never HTML).
         */
        content: string;
        /**
         * How many images were attached.
         */
        images: number;
        /**
         * When it was sent, epoch milliseconds.
         */
        createdAt: number;
      }[];
    };
  };
  /**
   * Pending agent contract requests of the logged-in member.
   */
  contractRequests: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Pending requests per contract kind.
     */
    value: {
      /**
       * A daily-wage contract awaits the member's answer.
       */
      dailysalreqtype: boolean;
      /**
       * A dividend contract awaits the member's answer.
       */
      divtypecompperiodreq: boolean;
      /**
       * An hourly-wage contract awaits the member's answer.
       */
      contracthoursalreq: boolean;
    };
  };
  /**
   * A client error the app reports to the platform (issue 28): a thrown error, an unhandled rejection or a screen's error boundary. Scrubbed of personal data by the app and again by the platform; rate-limited per address and per session.
   */
  clientError: {
    /**
     * The error. No personal data: query strings, tokens, e-mail addresses and phone-like numbers are removed before it is sent.
     */
    request: {
      /**
       * What caught it: error (a window error), rejection (an unhandled promise rejection) or boundary (a screen's error boundary).
       */
      kind: 'error' | 'rejection' | 'boundary';
      /**
       * The error's message (at most 500 characters).
       */
      message: string;
      /**
       * The stack, trimmed to its first lines (at most 4000 characters).
       */
      stack?: string;
      /**
       * The screen's path, without query string or hash (at most 200 characters).
       */
      route?: string;
      /**
       * The app's build id (at most 64 characters).
       */
      build?: string;
    };
    /**
     * Whether the report was stored.
     */
    value: {
      /**
       * False for a repeat of a report already stored in the last hour (the same error on the same screen and build).
       */
      stored: boolean;
    };
  };
  /**
   * The platform's public key for the encrypted request body (login, register, setPasswordPhone) of a merchant whose manifest sets gateway.encryption without pinning a key.
   */
  encryptionKey: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * The key.
     */
    value: {
      /**
       * Always RSA-OAEP-256+A256GCM.
       */
      scheme: 'RSA-OAEP-256+A256GCM';
      /**
       * Sent back in the Encryption header.
       */
      keyId: string;
      /**
       * RSA public key, base64 SPKI (DER).
       */
      publicKey: string;
    };
  };
}
/**
 * Status and configuration. status: 0 normal; 1 and 2 as the merchant's manifest field statusCodes reads them (ipBlockFirst: 1 IP or region block, 2 maintenance; maintenanceFirst: 1 maintenance, also when both apply, 2 region restriction only).
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "SystemStatus".
 */
export interface SystemStatus {
  /**
   * 0 normal; 1 and 2 per the manifest's statusCodes reading (see SystemStatus).
   */
  status: 0 | 1 | 2;
  /**
   * The platform is under maintenance; other calls answer 503.
   */
  maintenance: boolean;
  /**
   * The caller's region or address is blocked; other calls answer 403.
   */
  regionRestriction: boolean;
  /**
   * Where the caller appears to be.
   */
  location: {
    /**
     * Caller address as seen by the platform.
     */
    ip: string;
    /**
     * ISO 3166-1 alpha-2 country of the caller.
     */
    countryCode: string;
  };
  /**
   * Server clock, epoch milliseconds.
   */
  serverTime: number;
  info: SystemInfo;
}
/**
 * Merchant configuration the app may change without a rebuild.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "SystemInfo".
 */
export interface SystemInfo {
  /**
   * Platform merchant code.
   */
  merchantCode: string;
  /**
   * Platform merchant code of trial accounts.
   */
  trialMerchantCode: string;
  /**
   * Currency.
   */
  currency: {
    /**
     * Platform currency code.
     */
    code: string;
    /**
     * ISO 4217 code for formatting.
     */
    iso: string;
    /**
     * Symbol shown before amounts.
     */
    symbol: string;
  };
  /**
   * Platform language codes offered.
   *
   * Items: Platform language code.
   */
  langList: string[];
  /**
   * Default platform language code.
   */
  defaultLang: string;
  /**
   * Theme name.
   */
  mobileTemplate: string;
  /**
   * First domain of the merchant.
   */
  mainDomain: string;
  /**
   * Image CDN base URLs; one is picked at random per use. Empty string means the same origin.
   *
   * @minItems 1
   *
   * Items: Base URL.
   */
  imageCdns: string[];
  whitelabel: WhitelabelFlags;
  /**
   * Registration summary (full settings: getSetRegister).
   */
  register: {
    /**
     * Username registration is offered.
     */
    registerByUsername: boolean;
    /**
     * Mobile registration is offered.
     */
    registerByMobile: boolean;
    /**
     * The registration form needs a captcha.
     */
    captcha: boolean;
  };
  /**
   * Download and link items.
   */
  resources: ResourceItem[];
  /**
   * Customer-service channels.
   */
  customerService: CustomerServiceItem[];
  /**
   * Where the API lives.
   */
  paths: {
    /**
     * Base URL of the platform API; empty string means the same origin.
     */
    apiBase: string;
  };
}
/**
 * Feature flags of the merchant (the manifest's whitelabel section).
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "WhitelabelFlags".
 */
export interface WhitelabelFlags {
  /**
   * Registration by username.
   */
  registerByUsername: boolean;
  /**
   * Registration by mobile number and SMS code.
   */
  registerByMobile: boolean;
  /**
   * Login by mobile number and SMS code.
   */
  MOBILEVERCODELOGIN3: boolean;
  /**
   * Facebook one-click login.
   */
  FACEBOOKLOGIN3: boolean;
  /**
   * Google one-click login.
   */
  GOOGLELOGIN3: boolean;
  /**
   * Telegram one-click login.
   */
  TELEGRAMLOGIN3: boolean;
  /**
   * Live chat.
   */
  CBS3: boolean;
  /**
   * Right-side menu items.
   */
  menu: {
    /**
     * Deposit item.
     */
    deposit: boolean;
    /**
     * Withdraw item.
     */
    withdraw: boolean;
    /**
     * Betting record item.
     */
    bettingRecord: boolean;
    /**
     * Reward center item.
     */
    rewardCenter: boolean;
  };
  /**
   * App download button and popup.
   */
  downloadPopup: boolean;
  /**
   * Speed-test menu item.
   */
  speedTest: boolean;
  /**
   * Game search popup.
   */
  search: boolean;
}
/**
 * A download or link item.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "ResourceItem".
 */
export interface ResourceItem {
  /**
   * Kind of link.
   */
  resourceType:
    | 'IOS'
    | 'Android'
    | 'MOBILECONFIG'
    | 'TUTORIAL'
    | 'TELEGRAM'
    | 'FACEBOOK'
    | 'TWITTER'
    | 'YOUTUBE'
    | 'WHATSAPP'
    | 'INSTAGRAM'
    | 'VIBER'
    | 'TELEGRAM_GROUP'
    | 'LINE'
    | 'ZALO'
    | 'KAKAOTALK';
  /**
   * Absolute URL.
   */
  url: string;
  /**
   * English label; a configured label replaces the default item name.
   */
  labelNameEn: string;
}
/**
 * A customer-service channel.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "CustomerServiceItem".
 */
export interface CustomerServiceItem {
  /**
   * Channel kind; LIVECHAT shows the floating live-chat button.
   */
  csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP' | 'VIBER' | 'LINE' | 'ZALO' | 'KAKAOTALK';
  /**
   * Label.
   */
  title: string;
  /**
   * Absolute URL of the channel.
   */
  path: string;
}
/**
 * A region in the chooser.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "RegionItem".
 */
export interface RegionItem {
  /**
   * ISO 3166-1 alpha-2 code.
   */
  country: string;
  /**
   * Name shown.
   */
  countryName: string;
  /**
   * Platform currency code.
   */
  currency: string;
  /**
   * Languages of the region.
   *
   * Items: Platform language code.
   */
  langList: string[];
  /**
   * Merchant code serving the region.
   */
  merchant: string;
  /**
   * Country dialing code of the region's mobile numbers, without the plus sign (the mobile fields show it; the manifest's phone.dialingCode is the fallback).
   */
  dialingCode?: string;
}
/**
 * A customer-service link.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "ServicePath".
 */
export interface ServicePath {
  /**
   * 3 is the customer-service link; 4 other channels.
   */
  type: 3 | 4;
  /**
   * The link's absolute URL, encrypted: base64url(url XOR key) followed by the 8-character key.
   */
  path: string;
  /**
   * Channel kind.
   */
  csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP' | 'VIBER' | 'LINE' | 'ZALO' | 'KAKAOTALK';
  /**
   * Label.
   */
  title: string;
}
/**
 * One help-centre topic.
 *
 * This interface was referenced by `SystemCalls`'s JSON-Schema
 * via the `definition` "HelpItem".
 */
export interface HelpItem {
  /**
   * Topic title.
   */
  title: string;
  /**
   * Topic body as HTML (sanitise before rendering).
   */
  content: string;
  /**
   * Stable tag of the topic, matched by /m/help?tag=.
   */
  tag: string;
  /**
   * Sub-topics of the topic, selected by /m/help?p=<topic index>&c=<sub-topic index>.
   *
   * Items: One sub-topic.
   */
  items?: {
    /**
     * Sub-topic title.
     */
    title: string;
    /**
     * Sub-topic body as HTML (sanitise before rendering).
     */
    content: string;
  }[];
}

// schemas/api/wallet.json
/**
 * An amount in the merchant's currency, two decimals.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "Money".
 */
export type Money = number;
/**
 * An amount in the merchant's currency: positive, at most two decimals (a string keeps decimals exact).
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "Amount".
 */
export type Amount = string;
/**
 * A fresh random key per intended action (a UUID), repeated unchanged by a retry or a double tap: the gateway applies the action once and answers the first result again.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "IdempotencyKey".
 */
export type IdempotencyKey = string;
/**
 * Order number.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "OrderNo".
 */
export type OrderNo = string;
/**
 * pending: waiting for the payment provider; paid: credited; failed: cancelled or refused by the provider.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "DepositStatus".
 */
export type DepositStatus = 'pending' | 'paid' | 'failed';
/**
 * Epoch milliseconds.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "Time".
 */
export type Time = number;
/**
 * ewallet or bank.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "PayoutKind".
 */
export type PayoutKind = 'ewallet' | 'bank';
/**
 * pending: the amount is held, waiting for review; paid: approved and paid out; rejected: refused, the hold is back in the balance.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "WithdrawalStatus".
 */
export type WithdrawalStatus = 'pending' | 'paid' | 'rejected';
/**
 * A wallet id of the merchant's wallet setup (merchantWallet): MAIN or a game vendor's wallet.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "WalletId".
 */
export type WalletId = string;

/**
 * Deposits, withdrawals and payout accounts. Every balance change is a ledger row (core/gateway/src/money/ledger.ts); calls that move money take an idempotency key.
 */
export interface WalletCalls {
  /**
   * The merchant's payment channels with their preset amounts and limits.
   */
  depositChannels: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Channels.
     */
    value: {
      /**
       * In the manifest's order.
       *
       * Items: One channel.
       */
      channels: {
        /**
         * Index of the channel in the manifest.
         */
        channelId: number;
        /**
         * Name (e.g. GCash).
         */
        title: string;
        /**
         * Preset amounts.
         */
        presets: Money[];
        min: Money;
        max: Money;
      }[];
      /**
       * Platform currency code.
       */
      currency: string;
      /**
       * Symbol shown with amounts.
       */
      currencySymbol: string;
    };
  };
  /**
   * Creates a deposit order and answers the payment provider's page to send the player to.
   */
  createDeposit: {
    /**
     * Order.
     */
    request: {
      /**
       * Channel index from depositChannels.
       */
      channelId: number;
      amount: Amount;
      idempotencyKey: IdempotencyKey;
    };
    /**
     * The pending order.
     */
    value: {
      orderNo: OrderNo;
      amount: Money;
      status: DepositStatus;
      /**
       * The provider's payment page (absolute URL or a path on the gateway).
       */
      payUrl: string;
    };
  };
  /**
   * The member's deposit orders, newest first.
   */
  depositOrders: {
    request: Page;
    /**
     * A page of orders.
     */
    value: {
      /**
       * Orders.
       *
       * Items: One deposit order.
       */
      list: {
        orderNo: OrderNo;
        /**
         * Channel title.
         */
        channel: string;
        amount: Money;
        status: DepositStatus;
        createdAt: Time;
        settledAt?: Time;
      }[];
      /**
       * All orders.
       */
      totalCount: number;
      /**
       * Page.
       */
      pageNo: number;
      /**
       * Size.
       */
      pageSize: number;
    };
  };
  /**
   * The member's payout accounts and whether a payment password is set.
   */
  payoutAccounts: {
    /**
     * No parameters.
     */
    request: {};
    /**
     * Accounts.
     */
    value: {
      /**
       * Bound accounts, oldest first.
       *
       * Items: One account.
       */
      list: {
        /**
         * Account id.
         */
        id: number;
        /**
         * Name of the account holder.
         */
        payeeName: string;
        kind: PayoutKind;
        /**
         * E-wallet or bank name.
         */
        provider: string;
        /**
         * Masked account number (last 4 digits shown).
         */
        accountNo: string;
      }[];
      /**
       * A payment password is set (required to withdraw).
       */
      paymentPasswordSet: boolean;
      /**
       * Identity verification is verified.
       */
      kycVerified: boolean;
      /**
       * The merchant's withdrawal limits.
       */
      withdrawal: {
        min: Money;
        max: Money;
        kycThreshold: Money;
      };
      /**
       * The e-wallets and banks offered for a new payout account, by kind; an empty list means the name is typed.
       */
      providers: {
        /**
         * E-wallet names.
         *
         * Items: A name.
         */
        ewallet: string[];
        /**
         * Bank names.
         *
         * Items: A name.
         */
        bank: string[];
      };
    };
  };
  /**
   * Binds a payout account.
   */
  bindPayoutAccount: {
    /**
     * Account.
     */
    request: {
      /**
       * Name of the account holder, as the bank or e-wallet knows it.
       */
      payeeName: string;
      kind: PayoutKind;
      /**
       * E-wallet or bank name.
       */
      provider: string;
      /**
       * Account or wallet number: digits only.
       */
      accountNo: string;
    };
    /**
     * The new account.
     */
    value: {
      /**
       * Account id.
       */
      id: number;
    };
  };
  /**
   * Sets the payment password, or changes it with the old one.
   */
  setPaymentPassword: {
    /**
     * Passwords.
     */
    request: {
      /**
       * The current payment password (when one is set).
       */
      oldPaymentPassword?: string;
      /**
       * Six digits.
       */
      paymentPassword: string;
      /**
       * Six digits, the same.
       */
      confirmPaymentPassword: string;
    };
    /**
     * Done.
     */
    value: {
      /**
       * Always true.
       */
      success: true;
    };
  };
  /**
   * Requests a withdrawal: the amount is held at once and paid out when the operator approves it.
   */
  withdraw: {
    /**
     * Request.
     */
    request: {
      amount: Amount;
      /**
       * Payout account id.
       */
      payoutAccountId: number;
      /**
       * The payment password.
       */
      paymentPassword: string;
      idempotencyKey: IdempotencyKey;
    };
    /**
     * The pending withdrawal.
     */
    value: {
      orderNo: OrderNo;
      amount: Money;
      status: WithdrawalStatus;
      balance: Money;
    };
  };
  /**
   * The member's withdrawals, newest first.
   */
  withdrawals: {
    request: Page;
    /**
     * A page of withdrawals.
     */
    value: {
      /**
       * Withdrawals.
       *
       * Items: One withdrawal.
       */
      list: {
        orderNo: OrderNo;
        amount: Money;
        status: WithdrawalStatus;
        /**
         * Account holder.
         */
        payeeName: string;
        /**
         * E-wallet or bank.
         */
        provider: string;
        /**
         * Masked account number.
         */
        accountNo: string;
        createdAt: Time;
        settledAt?: Time;
        /**
         * Why it was rejected.
         */
        reason?: string;
      }[];
      /**
       * All withdrawals.
       */
      totalCount: number;
      /**
       * Page.
       */
      pageNo: number;
      /**
       * Size.
       */
      pageSize: number;
    };
  };
  /**
   * The member's betting record: sandbox game rounds in a time range, newest first, with totals over the whole range.
   */
  gameRecords: {
    /**
     * Range (the app sends the player's local day boundaries), category and page.
     */
    request: {
      /**
       * From (inclusive), epoch milliseconds.
       */
      startTime: number;
      /**
       * To (exclusive), epoch milliseconds; at most 31 days after startTime.
       */
      endTime: number;
      /**
       * Only this game type; empty or absent = every type.
       */
      gameType?: '' | 'ELOTTO' | 'RNG' | 'FISH' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'PVP' | 'LOTT';
      /**
       * Page, from 1.
       */
      pageNo?: number;
      /**
       * Rows per page (default 20).
       */
      pageSize?: number;
    };
    /**
     * A page of rounds and the range's totals.
     */
    value: {
      /**
       * Rounds, newest first.
       *
       * Items: One round.
       */
      list: {
        /**
         * Round id.
         */
        roundId: string;
        /**
         * Game.
         */
        gameName: string;
        /**
         * Vendor.
         */
        vendorCode: string;
        /**
         * Game type.
         */
        gameType: string;
        stake: Money;
        win: Money;
        /**
         * win − stake (negative when the round lost).
         */
        net: number;
        time: Time;
      }[];
      /**
       * Over every round of the range and category, not just this page.
       */
      totals: {
        /**
         * Rounds.
         */
        count: number;
        stake: Money;
        win: Money;
        /**
         * win − stake.
         */
        net: number;
      };
      /**
       * Rounds in the range.
       */
      totalCount: number;
      /**
       * Page.
       */
      pageNo: number;
      /**
       * Size.
       */
      pageSize: number;
    };
  };
  /**
   * Wallet transfer (spec section 7): moves money between the main wallet and a game vendor's wallet in one transaction, with a ledger row on the main wallet; one side must be MAIN.
   */
  walletTransfer: {
    /**
     * From, to, amount and the idempotency key.
     */
    request: {
      from: WalletId;
      to: WalletId;
      amount: Amount;
      idempotencyKey: IdempotencyKey;
    };
    /**
     * The transfer and the balances after it.
     */
    value: {
      /**
       * The transfer's reference (the ledger row's ref).
       */
      transferId: string;
      amount: Money;
      /**
       * Main wallet balance after the transfer.
       */
      balance: number;
      /**
       * Every wallet's balance after the transfer.
       */
      wallets: WalletBalance[];
    };
  };
}
/**
 * Paging.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Rows per page.
   */
  pageSize?: number;
}
/**
 * A wallet's balance.
 *
 * This interface was referenced by `WalletCalls`'s JSON-Schema
 * via the `definition` "WalletBalance".
 */
export interface WalletBalance {
  /**
   * Wallet id.
   */
  walletId: string;
  /**
   * Balance in currency units.
   */
  balance: number;
}
