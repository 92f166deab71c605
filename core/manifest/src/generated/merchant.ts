/* Generated from schemas/ by scripts/gen-types.ts. Do not edit: run `npm run gen`. */

// schemas/merchant.schema.json
/**
 * A platform language code.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "language".
 */
export type Language =
  | 'EN'
  | 'CN'
  | 'TW'
  | 'JA'
  | 'TH'
  | 'VI'
  | 'MY'
  | 'ES'
  | 'HI'
  | 'ID'
  | 'KM'
  | 'KO'
  | 'MS'
  | 'PT'
  | 'TA'
  | 'TY'
  | 'UR'
  | 'TR'
  | 'BN'
  | 'AR'
  | 'FA'
  | 'RU'
  | 'KK'
  | 'UZ'
  | 'LO'
  | 'NE'
  | 'FR'
  | 'TE'
  | 'SW'
  | 'DE'
  | 'IT'
  | 'PL'
  | 'NL'
  | 'HE'
  | 'GU';
/**
 * Path of an image relative to the merchant's folder (e.g. "assets/logo.svg").
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "asset".
 */
export type Asset = string;
/**
 * A host name without scheme or port.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "domain".
 */
export type Domain = string;
/**
 * An absolute http(s) URL.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "url".
 */
export type Url = string;

/**
 * A merchant manifest: everything that makes one merchant's bundle different from another's. An operator writes merchants/<code>/merchant.json and nothing else.
 */
export interface Merchant {
  /**
   * Path to this schema, so that editors offer completion and checks.
   */
  $schema?: string;
  /**
   * Merchant code used for the build folder (dist/<code>) and the <code>.localhost host. Lowercase letters and digits, starting with a letter; must equal the folder name.
   */
  code: string;
  /**
   * Brand name shown to players: page title, header logo text, install prompt.
   */
  brandName: string;
  /**
   * Short name for the home-screen icon (web app manifest short_name). Defaults to brandName.
   */
  shortName?: string;
  /**
   * The merchant code the platform knows this merchant by (sent as merchant/merchantCode in API calls).
   */
  platformMerchantCode: string;
  /**
   * The separate merchant code the platform uses for free-play trial accounts.
   */
  trialMerchantCode: string;
  /**
   * ISO 3166-1 alpha-2 country code of the merchant's market.
   */
  country: string;
  /**
   * Country name shown in the region chooser.
   */
  countryName: string;
  currency: Currency;
  /**
   * The platform language codes this merchant offers, in menu order.
   *
   * @minItems 1
   */
  langList: Language[];
  /**
   * A platform language code.
   */
  defaultLang:
    | 'EN'
    | 'CN'
    | 'TW'
    | 'JA'
    | 'TH'
    | 'VI'
    | 'MY'
    | 'ES'
    | 'HI'
    | 'ID'
    | 'KM'
    | 'KO'
    | 'MS'
    | 'PT'
    | 'TA'
    | 'TY'
    | 'UR'
    | 'TR'
    | 'BN'
    | 'AR'
    | 'FA'
    | 'RU'
    | 'KK'
    | 'UZ'
    | 'LO'
    | 'NE'
    | 'FR'
    | 'TE'
    | 'SW'
    | 'DE'
    | 'IT'
    | 'PL'
    | 'NL'
    | 'HE'
    | 'GU';
  /**
   * Merchants offered in the region chooser, in order, each named by its code. Country, currency, languages and host of each are read from that merchant's own manifest at build time, so they cannot drift. This merchant is listed first when it is not named.
   */
  regions?: Region[];
  /**
   * Payment methods shown on the deposit screen and the payment-icons strip.
   */
  payments: Payment[];
  whitelabel: Whitelabel;
  /**
   * Minimum player age shown in the footer and checked at registration.
   */
  ageLimit: number;
  /**
   * The merchant's IANA time zone (e.g. "Asia/Manila", "Asia/Dhaka"). Its midnight starts the gateway's business day: the daily rebate covers the valid bets of one such day, and the VIP club's daily settlement and the daily promotion sign-in follow it. Default UTC.
   */
  timezone?: string;
  /**
   * Host names this merchant is served on. The server also answers on <code>.localhost.
   *
   * @minItems 1
   */
  domains: Domain[];
  /**
   * Mobile number rules for registration, login and SMS.
   */
  phone: {
    /**
     * Country dialing code without the plus sign, e.g. "63".
     */
    dialingCode: string;
    /**
     * Number of digits in a local mobile number (without the dialing code).
     */
    digits: number;
  };
  /**
   * Name of a theme folder under themes/.
   */
  theme: string;
  /**
   * Other themes the platform may switch this merchant to at run time, with no rebuild: the status answer's info.mobileTemplate (spec section 3) names one of these, or the merchant's own theme to switch back. Each is a folder under themes/, used as written (themeOverrides apply to `theme` only; fonts stay the ones built for `theme`). An info naming a theme not listed here is ignored.
   *
   * @maxItems 8
   *
   * Items: Name of a theme folder under themes/.
   */
  templates?: string[];
  /**
   * Single design tokens replaced for this merchant, keyed by token path (e.g. "color.primary"). The path must exist in the theme.
   */
  themeOverrides?: {
    [k: string]: string | number | undefined;
  };
  /**
   * The invite-a-friend offer shown on the invite screen and registration.
   */
  referral: {
    /**
     * How many people must be invited to earn the reward.
     */
    invitees: number;
    /**
     * Reward amount in the merchant's currency; formatted with the language's digits (e.g. ৳২৮৮ in BN).
     */
    reward: number;
  };
  /**
   * Footer content.
   */
  footer: {
    /**
     * Gaming licence logos shown in the footer.
     */
    licences: {
      /**
       * Licence name, used as the image's alt text.
       */
      name: string;
      logo: Asset;
    }[];
    /**
     * First year of the copyright line ("2019-<current year>").
     */
    copyrightStartYear: number;
    /**
     * Last year of the copyright line. Omit to use the current year.
     */
    copyrightEndYear?: number;
    /**
     * Contact details shown in the footer. Omit to show none.
     */
    contact?: {
      /**
       * Support e-mail address (shown as a mailto: link).
       */
      email?: string;
      /**
       * Support phone number with its country code, e.g. "+63 2 8123 4567" (shown as a tel: link).
       */
      phone?: string;
    };
  };
  links: Links;
  /**
   * Where the app sends its /wps and /lgw calls.
   */
  gateway: {
    /**
     * Base URL of the platform API. Empty string means the same origin as the app (the sandbox gateway).
     */
    baseUrl: string;
    /**
     * For a platform that requires the spec's encrypted request body: login, register and setPasswordPhone send their body encrypted (a fresh AES-256-GCM key per request, wrapped with the platform's RSA-OAEP public key, WebCrypto) with the header Encryption: RSA-OAEP-256+A256GCM; kid=<keyId>. Absent: bodies are plain JSON, as before. See the README (what it protects and what it does not).
     */
    encryption?: {
      /**
       * The platform's RSA public key, base64 SPKI (DER) or a PEM PUBLIC KEY block, pinned in the bundle (recommended for production). Absent: the app asks the platform for its key with the encryptionKey call (the sandbox gateway's own key pair).
       */
      publicKey?: string;
      /**
       * Id of the pinned key, sent in the Encryption header so the platform can rotate keys. Required with publicKey.
       */
      keyId?: string;
    };
  };
  /**
   * Brand images in the merchant's assets/ folder.
   */
  assets: {
    /**
     * Path of an image relative to the merchant's folder (e.g. "assets/logo.svg").
     */
    logo: string;
    /**
     * Path of an image relative to the merchant's folder (e.g. "assets/logo.svg").
     */
    icon: string;
    /**
     * Path of an image relative to the merchant's folder (e.g. "assets/logo.svg").
     */
    flag: string;
    /**
     * Path of an image relative to the merchant's folder (e.g. "assets/logo.svg").
     */
    banner?: string;
  };
  /**
   * Limits of the feedback form (/m/feedback), checked by the app and the gateway. Omit for the defaults (5 to 300 words).
   */
  feedback?: {
    /**
     * Fewest words a feedback may have (words are separated by spaces). Default 5.
     */
    minWords?: number;
    /**
     * Most words a feedback may have; at most 2000 characters are accepted whatever this says. Default 300.
     */
    maxWords?: number;
  };
  /**
   * The home gift popup. Omit to hide it.
   */
  giftPopup?: {
    /**
     * Where Claim goes for a logged-in player: a route ("/m/activity") or an absolute https URL on a host listed in allowedHosts.
     */
    claimUrl: string;
    /**
     * Hosts an absolute claimUrl may open (exact host names, e.g. "promo.luzonplay.ph"). An absolute claimUrl on any other host is not opened. The session token is never added to the URL.
     */
    allowedHosts?: string[];
  };
  /**
   * Reward-center offers. Optional: without it the reward center lists VIP gifts, rebates and referral rewards only.
   */
  rewards?: {
    /**
     * Welcome bonus a new real member claims once in the reward center, in the merchant's currency. Spec section 9: one bonus per name, payment account or IP.
     */
    welcomeBonus: number;
    /**
     * Valid bets (since registration) needed before the welcome bonus can be claimed, as a multiple of the bonus. 0 = none.
     */
    welcomeTurnover?: number;
  };
  /**
   * Withdrawal rules, in the merchant's currency.
   */
  withdrawal: {
    /**
     * Smallest withdrawal.
     */
    min: number;
    /**
     * Largest withdrawal in one request.
     */
    max: number;
    /**
     * Withdrawals above this amount need verified identity (KYC). 0 = every withdrawal needs it.
     */
    kycThreshold: number;
  };
  /**
   * Player protection required by the merchant's jurisdiction: the profile names the modules it requires (validate fails, naming the module, when one of them is off), the reality-check interval, the time-out and self-exclusion periods offered, whether an exclusion covers every merchant of the same operator, and the responsible-gaming help link for the footer. Absent = profile NONE.
   */
  compliance?: {
    /**
     * Jurisdiction profile. PH-PAGCOR (Philippines, age 21, self-exclusion 6 months / 1 year / 5 years), MT-MGA (Malta), GB-UKGC (Great Britain), CW-CGA (Curaçao, the usual licence of merchants serving markets without a local one), NONE (no requirement).
     */
    profile: 'PH-PAGCOR' | 'MT-MGA' | 'GB-UKGC' | 'CW-CGA' | 'NONE';
    /**
     * The operator this merchant belongs to (default: the merchant's code). Merchants naming the same operator share exclusions when exclusionAcrossOperator is true.
     */
    operator?: string;
    /**
     * A time-out or self-exclusion taken on this merchant also bars the same username on every merchant of the same operator.
     */
    exclusionAcrossOperator?: boolean;
    /**
     * Player-protection modules, each on (true) or off (false). An absent module is on when the profile requires it; otherwise the player's own tools (limits, reality check, time-out, self-exclusion, account history) are on and dateOfBirth, playStatus and infoBeforeFirstBet are off. A module the profile requires cannot be off.
     */
    modules?: {
      /**
       * Daily, weekly and monthly deposit limits the player sets; the gateway refuses a deposit above them.
       */
      depositLimits?: boolean;
      /**
       * Daily, weekly and monthly loss limits (stakes minus wins); the gateway refuses a bet that could lose more.
       */
      lossLimits?: boolean;
      /**
       * Daily, weekly and monthly limits on the total staked; the gateway refuses a bet above them.
       */
      wagerLimits?: boolean;
      /**
       * A limit on minutes of play per game session; play stops when it is reached.
       */
      sessionTimeLimit?: boolean;
      /**
       * Every realityCheckMinutes of play the game stops and shows the time played and the session's net win or loss, with continue, view history and log out.
       */
      realityCheck?: boolean;
      /**
       * Elapsed time and net position of the session shown on the game page at all times.
       */
      playStatus?: boolean;
      /**
       * A time-out of 24 hours to 6 weeks (timeOutDays) the player takes: no login, deposit or play until it ends.
       */
      timeOut?: boolean;
      /**
       * Self-exclusion for selfExclusionMonths, one tap from the member center; the first irrevocableMonths cannot be revoked.
       */
      selfExclusion?: boolean;
      /**
       * Deposits, withdrawals, bets and sessions of the last 3 months, from the ledger.
       */
      accountHistory?: boolean;
      /**
       * Registration asks for the date of birth and refuses players under ageLimit.
       */
      dateOfBirth?: boolean;
      /**
       * Responsible-gaming information is shown to the player before their first bet (declared for the MGA profile; the sandbox game does not show it yet).
       */
      infoBeforeFirstBet?: boolean;
    };
    /**
     * Whether the registration form's consent box (age and terms) starts ticked. Default: ticked where the profile allows it (PH-PAGCOR, CW-CGA, NONE), unticked where it requires an explicit opt-in (MT-MGA, GB-UKGC; true is refused there). false unticks it under any profile.
     */
    registrationConsentChecked?: boolean;
    /**
     * Default minutes of play between reality checks; the player may choose a shorter interval.
     */
    realityCheckMinutes?: number;
    /**
     * Time-out lengths offered, in days (1 = 24 hours, 42 = 6 weeks).
     *
     * @minItems 1
     *
     * Items: Days.
     */
    timeOutDays?: number[];
    /**
     * Self-exclusion lengths offered, in months (PAGCOR: 6, 12 and 60).
     *
     * @minItems 1
     *
     * Items: Months.
     */
    selfExclusionMonths?: number[];
    /**
     * Months at the start of a self-exclusion during which it cannot be revoked.
     */
    irrevocableMonths?: number;
    /**
     * Responsible-gaming help shown in the footer and on the responsible-gaming screen.
     */
    helpline?: {
      /**
       * The organisation or service, e.g. "PAGCOR Responsible Gaming".
       */
      label: string;
      /**
       * An absolute http(s) URL.
       */
      url: string;
      /**
       * Its phone number, as dialled.
       */
      phone?: string;
    };
  };
  /**
   * Hosts the app may open when a URL comes from the gateway (customer-service and chat links, app links): such a URL opens only if it is https and its host is listed here or is the host of a link in this manifest. An entry is a host name (chat.example.com) or a wildcard for its subdomains (*.example.com).
   *
   * Items: A host name, or *. followed by a domain for any of its subdomains.
   */
  urlAllowlist?: string[];
  /**
   * Image CDNs the platform's status call may name (its info.imageCdns): an entry of that list is used only if it is the gateway's origin or one of these https base URLs, and the Content-Security-Policy's img-src allows their origins. One CDN is picked at random per image; an image that fails loads again from the gateway (the one-entry default).
   *
   * Items: An https base URL (scheme and host, optionally a path), e.g. https://img1.example.com.
   */
  imageCdns?: string[];
  /**
   * Host names this merchant shares with other merchants (each lists it here too). On such a host the app picks the merchant at startup by the country of the status call's location: a country of another merchant that shares the host sends the player to that merchant's home (query string kept), a country no sharing merchant serves shows the language and region chooser. The gateway serves the first merchant (by code) that lists the host.
   */
  sharedDomains?: Domain[];
  /**
   * How the platform's status call numbers its states besides 0 (normal). ipBlockFirst (default): 1 shows the IP-blocked page and 2 the maintenance page. maintenanceFirst: 1 is maintenance (also when maintenance and region restriction both apply) and 2 is region restriction only.
   */
  statusCodes?: 'ipBlockFirst' | 'maintenanceFirst';
  /**
   * Who verifies a player's phone number for SMS login (flag MOBILEVERCODELOGIN3) and mobile registration (registerByMobile). provider platform (default): the platform sends its own SMS code and checks it (login type sms, registration verificationCode). provider firebase: the identity provider sends the code and, once the player types it, gives the app a short-lived ID token bound to the number, which the platform checks (login type firebase with firebaseChannel, firebaseIdToken, firebaseMobileNo and countryDialingCode; registration with firebaseChannel and firebaseIdToken). The sandbox gateway plays the identity provider; production needs the provider's token verifier configured in the gateway. Password reset by SMS stays with the platform either way.
   */
  phoneVerification?: {
    /**
     * platform (the platform's own SMS code) or firebase (the identity provider's phone verification).
     */
    provider: 'platform' | 'firebase';
  };
  /**
   * Where the one-click login buttons (flags FACEBOOKLOGIN3, GOOGLELOGIN3, TELEGRAMLOGIN3) send the player. Omit a provider to use the sandbox gateway's stand-in provider; production needs a real one for each enabled flag. The provider redirects back to /m/login with a one-time code, which the app exchanges for a session with a POST (socialLogin); no token ever travels in a URL.
   */
  socialLogin?: {
    facebook?: SocialProvider;
    google?: SocialProvider;
    telegram?: SocialProvider;
  };
}
/**
 * The merchant's currency.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "currency".
 */
export interface Currency {
  /**
   * The platform's currency code (e.g. TLB for the Philippines). May differ from the ISO code.
   */
  code: string;
  /**
   * ISO 4217 code used for formatting (e.g. PHP).
   */
  iso: string;
  /**
   * Currency symbol shown with amounts (e.g. ₱, ৳, ₫); where it goes is set by format.symbolPosition.
   */
  symbol: string;
  /**
   * How amounts are shown (balance, referral reward). Every field is optional; the defaults give ₱1,234.50 in English and the language's own digits and separators elsewhere.
   */
  format?: {
    /**
     * Number of decimals shown. The balance always shows exactly this many (2 gives the spec's #,##0.00); other amounts show up to this many (0 for VND: 50.000₫). Default 2.
     */
    decimals?: number;
    /**
     * Whether the symbol goes before the amount (₱200) or after it (50.000₫). Default before.
     */
    symbolPosition?: 'before' | 'after';
    /**
     * A no-break space between symbol and amount ("50.000 ₫"). Default false.
     */
    symbolSpace?: boolean;
    /**
     * Group thousands (1,234 rather than 1234). Default true.
     */
    grouping?: boolean;
    /**
     * Thousands separator, replacing the language's own ("." for 50.000₫; a no-break or narrow no-break space is allowed). Default: the language's.
     */
    groupSeparator?: ',' | '.' | "'" | ' ' | ' ' | ' ';
    /**
     * Decimal separator, replacing the language's own. Default: the language's.
     */
    decimalSeparator?: '.' | ',';
    /**
     * "native" shows the language's own digits (Bengali digits in BN), "latin" always 0-9. Default native.
     */
    digits?: 'native' | 'latin';
    /**
     * How digits are grouped: "language" as the language writes them (Hindi and Bengali 2,47,125; English 247,125), "thousands" in threes (247,125), "indian" the last three then twos (2,47,125.15). Applies to amounts and to the other numbers the app shows. Default language.
     */
    groupingStyle?: 'language' | 'thousands' | 'indian';
    /**
     * Per language (platform code), settings that replace the ones above in that language only, e.g. {"EN": {"groupingStyle": "indian"}} so that English shows ₹2,47,125.15 as Hindi does, or {"UR": {"digits": "latin"}}.
     */
    languages?: {
      [k: string]:
        | {
            /**
             * Group digits in this language.
             */
            grouping?: boolean;
            /**
             * How digits are grouped in this language (see groupingStyle).
             */
            groupingStyle?: 'language' | 'thousands' | 'indian';
            /**
             * Group separator in this language.
             */
            groupSeparator?: ',' | '.' | "'" | ' ' | ' ' | ' ';
            /**
             * Decimal separator in this language.
             */
            decimalSeparator?: '.' | ',';
            /**
             * Digits in this language (see digits).
             */
            digits?: 'native' | 'latin';
          }
        | undefined;
    };
  };
}
/**
 * A merchant offered in the region chooser. Only its code: everything shown about it comes from merchants/<code>/merchant.json.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "region".
 */
export interface Region {
  /**
   * Code of the merchant serving that region (a folder under merchants/).
   */
  merchant: string;
}
/**
 * A payment method.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "payment".
 */
export interface Payment {
  /**
   * Name of the method (e.g. GCash).
   */
  title: string;
  /**
   * The name in other languages of langList, where it is a word rather than a brand (e.g. {"TY": "Paglilipat sa bangko"} for "Bank transfer"); a language left out shows title.
   */
  titles?: {
    [k: string]: string | undefined;
  };
  /**
   * Amount presets offered for this method, in the merchant's currency.
   *
   * @minItems 1
   */
  money: number[];
  /**
   * Logo images of the method.
   *
   * @minItems 1
   */
  icons: Asset[];
  /**
   * Smallest amount a player may deposit with this method (custom amounts included).
   */
  min: number;
  /**
   * Largest amount a player may deposit with this method in one order; every preset must lie within min and max.
   */
  max: number;
}
/**
 * Feature flags. A feature that is off is not shown anywhere.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "whitelabel".
 */
export interface Whitelabel {
  /**
   * Registration by username and password.
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
   * One-click Facebook login and registration.
   */
  FACEBOOKLOGIN3: boolean;
  /**
   * One-click Google login and registration.
   */
  GOOGLELOGIN3: boolean;
  /**
   * One-click Telegram login and registration.
   */
  TELEGRAMLOGIN3: boolean;
  /**
   * Live chat (message center row, unread counts).
   */
  CBS3: boolean;
  /**
   * Right-side menu items that need a flag. Customer service and feedback always show; social items show when their link exists.
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
   * Show the app download button and popup on home pages.
   */
  downloadPopup: boolean;
  /**
   * Show the speed-test item in the top menu.
   */
  speedTest: boolean;
  /**
   * Show the game search popup.
   */
  search: boolean;
}
/**
 * Outside links. A link that is absent hides its item.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "links".
 */
export interface Links {
  /**
   * Social links in the right-side menu and contact widget.
   */
  social?: {
    facebook?: SocialLink;
    twitter?: SocialLink;
    youtube?: SocialLink;
    telegram?: SocialLink;
    telegramGroup?: SocialLink;
    whatsapp?: SocialLink;
    instagram?: SocialLink;
    viber?: SocialLink;
    line?: SocialLink1;
    zalo?: SocialLink2;
    kakaotalk?: SocialLink3;
    tutorial?: SocialLink;
  };
  /**
   * Customer-service channels. A LIVECHAT entry shows the floating live-chat button.
   */
  customerService: {
    /**
     * Channel kind. The messengers (TELEGRAM, WHATSAPP, VIBER, LINE, ZALO, KAKAOTALK) are named in the page language; their url's host is allowed to open as every link of the manifest is.
     */
    csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP' | 'VIBER' | 'LINE' | 'ZALO' | 'KAKAOTALK';
    /**
     * Label shown to players.
     */
    title: string;
    url: Url;
  }[];
  /**
   * App download links. With none, the download button is hidden.
   */
  appDownload?: {
    /**
     * An absolute http(s) URL.
     */
    android?: string;
    /**
     * An absolute http(s) URL.
     */
    ios?: string;
  };
}
/**
 * A social link with an optional label that replaces the default one.
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "socialLink".
 */
export interface SocialLink {
  url: Url;
  /**
   * Label that replaces the default item name.
   */
  label?: string;
}
/**
 * A social link with an optional label that replaces the default one.
 */
export interface SocialLink1 {
  url: Url;
  /**
   * Label that replaces the default item name.
   */
  label?: string;
}
/**
 * A social link with an optional label that replaces the default one.
 */
export interface SocialLink2 {
  url: Url;
  /**
   * Label that replaces the default item name.
   */
  label?: string;
}
/**
 * A social link with an optional label that replaces the default one.
 */
export interface SocialLink3 {
  url: Url;
  /**
   * Label that replaces the default item name.
   */
  label?: string;
}
/**
 * A real identity provider's authorization endpoint (OAuth 2.0 authorization-code flow).
 *
 * This interface was referenced by `Merchant`'s JSON-Schema
 * via the `definition` "socialProvider".
 */
export interface SocialProvider {
  /**
   * The provider's authorization URL (https). The app adds client_id, redirect_uri, response_type=code, state and scope.
   */
  authorizeUrl: string;
  /**
   * The merchant's client (app) id at the provider.
   */
  clientId: string;
  /**
   * Scopes asked for, space-separated (default: the provider's basic profile).
   */
  scope?: string;
}
