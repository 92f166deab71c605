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
   * Hosts the app may open when a URL comes from the gateway (customer-service and chat links, app links): such a URL opens only if it is https and its host is listed here or is the host of a link in this manifest. An entry is a host name (chat.example.com) or a wildcard for its subdomains (*.example.com).
   *
   * Items: A host name, or *. followed by a domain for any of its subdomains.
   */
  urlAllowlist?: string[];
  /**
   * How the platform's status call numbers its states besides 0 (normal). ipBlockFirst (default): 1 shows the IP-blocked page and 2 the maintenance page. maintenanceFirst: 1 is maintenance (also when maintenance and region restriction both apply) and 2 is region restriction only.
   */
  statusCodes?: 'ipBlockFirst' | 'maintenanceFirst';
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
    tutorial?: SocialLink;
  };
  /**
   * Customer-service channels. A LIVECHAT entry shows the floating live-chat button.
   */
  customerService: {
    /**
     * Channel kind.
     */
    csType: 'LIVECHAT' | 'TELEGRAM' | 'WHATSAPP';
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
