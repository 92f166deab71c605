/* Generated from schemas/ by scripts/gen-types.ts. Do not edit: run `npm run gen`. */

// schemas/content.schema.json
/**
 * Sandbox content of one language: merchants/<code>/content/<lang>.json (lang: a platform code of langList in lower case, e.g. th.json). The sandbox gateway serves it in that language instead of English, for a language its seed does not have (it has EN, TY and BN). Every part is optional; what is absent stays as seeded. Texts may use {brand}, {reward} (the referral reward with its symbol), {invitees} and {age}; help topics {brand}, {age}, {payments}, {symbol} and {dial}.
 */
export interface MerchantContent {
  $schema?: string;
  /**
   * Banner titles (read aloud and shown when the art cannot load), by banner: the group and its number, e.g. "m_home-1" (groups m_home 1-4, m_live 1-2, m_topup_1-1, m_topup_2-1, m_topup_3-1, m_reg-1).
   */
  banners?: {
    [k: string]: string | undefined;
  };
  /**
   * The announcements, notices and popups, in the seed's order (8: the scrolling notices welcome, invite friends, scheduled maintenance and play responsibly; the announcements new games every week and secure your account; the popup weekend slots tournament; the promotion notice daily rebate); a shorter list translates the first ones.
   *
   * @maxItems 8
   */
  notices?: Text[];
  /**
   * The promotions (activities), in the seed's order (6: first deposit bonus, daily check-in, invite and earn, weekly cashback, birthday gift, VIP tour); a shorter list translates the first ones.
   *
   * @maxItems 6
   */
  promotions?: Text[];
  /**
   * The inbox messages the gateway writes when a request of the player's is decided, in this language (the seed has EN, TY and BN; others fall back to English). Titles are text; bodies HTML (sanitised by the app). Placeholders: {amount} (in the merchant's money format), {orderNo}, and {reason} (the operator's reason, on a rejection).
   */
  decisions?: {
    'deposit.paid'?: Text;
    'deposit.failed'?: Text;
    'withdrawal.paid'?: Text;
    'withdrawal.rejected'?: Text;
    'kyc.verified'?: Text;
    'kyc.rejected'?: Text;
  };
  /**
   * The help centre's topics in this language, replacing the seeded ones (tag: the topic's key, e.g. about, register, deposit, withdraw, password, responsible).
   *
   * @minItems 1
   */
  help?: {
    tag: string;
    title: string;
    /**
     * HTML (sanitised by the app).
     */
    content: string;
  }[];
  /**
   * The VIP tiers' names in this language, by the seed's English name (Bronze, Silver, Gold, Platinum, Diamond, Crown, Royal, Elite, Legend, Supreme, Titan, Mythic, Immortal, Celestial, Infinity): on the VIP screens and cards. A tier left out keeps its English name.
   */
  tiers?: {
    [k: string]: string | undefined;
  };
  /**
   * What the sandbox's generated pictures say in this language (banners, promotion pictures, VIP cards), drawn in the language's own script (Latin, Thai, Devanagari, Bengali, Arabic script, Khmer, Lao, Myanmar, Tamil, Telugu or Sinhala). Without it a language the seed has no copy for (it has EN, TY, BN and UR) gets the English pictures. Placeholders as in the texts; the VIP card also {tier} (the tier's name) and {level}, filled in per level. validate checks that every line has glyphs and fits its picture.
   */
  art?: {
    /**
     * By banner, as for banners above ("m_home-1" to "m_reg-1"); a banner left out is drawn in English.
     */
    banners?: {
      [k: string]: ArtText | undefined;
    };
    /**
     * The promotions' pictures, in the seed's order (as promotions above); a shorter list draws the rest in English.
     *
     * @maxItems 6
     */
    promotions?: ArtText[];
    vip?: ArtText;
  };
}
/**
 * This interface was referenced by `MerchantContent`'s JSON-Schema
 * via the `definition` "text".
 */
export interface Text {
  title: string;
  /**
   * HTML (sanitised by the app).
   */
  body: string;
}
/**
 * What a picture says: a headline (drawn large, up to two lines), a tagline (up to two lines) and its button.
 *
 * This interface was referenced by `MerchantContent`'s JSON-Schema
 * via the `definition` "artText".
 */
export interface ArtText {
  headline: string;
  tagline: string;
  cta: string;
}
