/* Generated from schemas/ by scripts/gen-types.ts. Do not edit: run `npm run gen`. */

// schemas/theme.schema.json
/**
 * A colour as #rgb, #rrggbb or #rrggbbaa.
 *
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "colour".
 */
export type Colour = string;
/**
 * A CSS length in px or rem.
 *
 * This interface was referenced by `Theme`'s JSON-Schema
 * via the `definition` "length".
 */
export type Length = string;

/**
 * Design tokens. Each token becomes a CSS custom property (--color-primary, --radius-md, ...); components use only var(--...).
 */
export interface Theme {
  /**
   * Path to this schema, for editor completion.
   */
  $schema?: string;
  /**
   * Theme name; must equal its folder under themes/.
   */
  name: string;
  /**
   * Browser colour scheme for built-in controls.
   */
  colorScheme?: 'light' | 'dark';
  /**
   * Colours.
   */
  color: {
    /**
     * Main brand colour: buttons, active tabs.
     */
    primary: string;
    /**
     * Text on primary.
     */
    onPrimary: string;
    /**
     * Secondary brand colour: highlights, balance.
     */
    accent: string;
    /**
     * Text on accent.
     */
    onAccent: string;
    /**
     * Page background.
     */
    background: string;
    /**
     * Cards and panels.
     */
    surface: string;
    /**
     * Inputs, alternate rows.
     */
    surfaceAlt: string;
    /**
     * Body text.
     */
    text: string;
    /**
     * Secondary text; must keep 4.5:1 contrast on surface.
     */
    textMuted: string;
    /**
     * Dividers and input borders.
     */
    border: string;
    /**
     * Header background.
     */
    header: string;
    /**
     * Header text and icons.
     */
    onHeader: string;
    /**
     * Bottom menu background.
     */
    nav: string;
    /**
     * Bottom menu items.
     */
    onNav: string;
    /**
     * Current bottom menu item.
     */
    navActive: string;
    /**
     * Errors.
     */
    danger: string;
    /**
     * Success messages.
     */
    success: string;
    /**
     * Warnings.
     */
    warning: string;
    /**
     * Unread badge background.
     */
    badge: string;
    /**
     * Unread badge text.
     */
    onBadge: string;
    /**
     * Mask behind dialogs and the side menu.
     */
    overlay: string;
  };
  /**
   * Typography.
   */
  font: {
    /**
     * Font stack for Latin text and the default for every script, ending with a generic family (sans-serif, serif or system-ui). The build adds, before the generic family, a stack per script of the merchant's languages (font.scripts, or the font it ships for that script).
     */
    family: string;
    /**
     * Small text.
     */
    sizeSm: string;
    /**
     * Body text.
     */
    sizeMd: string;
    /**
     * Titles.
     */
    sizeLg: string;
    /**
     * Large figures (balance, jackpot).
     */
    sizeXl: string;
    /**
     * Unitless line height.
     */
    lineHeight: number;
    /**
     * Per script, a font stack of fonts installed on the phone, or a font file (.woff2, .woff, .ttf or .otf) in the merchant's folder, e.g. "assets/fonts/MyThai.woff2" (set it per merchant with themeOverrides "font.scripts.thai"); used for merchants whose languages are written in it (BN: bengali; UR, AR, FA: arabic; VI: vietnamese; TH: thai; HI, NE: devanagari; KM: khmer; LO: lao; MY: myanmar; TA: tamil; TE: telugu; GU: gujarati; CN, TW, JA, KO: cjk). Without one the build ships its own subsetted font for every script but Gujarati (CJK subset to the merchant's catalogue characters); validate names a language whose script has neither.
     */
    scripts?: {
      /**
       * Latin text (defaults to family).
       */
      latin?: string;
      /**
       * Bengali script, e.g. "Hind Siliguri".
       */
      bengali?: string;
      /**
       * Arabic script incl. Urdu, e.g. "Noto Nastaliq Urdu".
       */
      arabic?: string;
      /**
       * Vietnamese (Latin with extended diacritics).
       */
      vietnamese?: string;
      /**
       * Thai script.
       */
      thai?: string;
      /**
       * Devanagari script.
       */
      devanagari?: string;
      /**
       * Khmer script.
       */
      khmer?: string;
      /**
       * Lao script.
       */
      lao?: string;
      /**
       * Myanmar (Burmese) script.
       */
      myanmar?: string;
      /**
       * Tamil script.
       */
      tamil?: string;
      /**
       * Telugu script.
       */
      telugu?: string;
      /**
       * Sinhala script.
       */
      sinhala?: string;
      /**
       * Gujarati script (no font ships for it: name a font file).
       */
      gujarati?: string;
      /**
       * Chinese, Japanese and Korean (Han, kana, Hangul).
       */
      cjk?: string;
    };
  };
  /**
   * Corner radii.
   */
  radius: {
    /**
     * Inputs, chips.
     */
    sm: string;
    /**
     * Cards, buttons.
     */
    md: string;
    /**
     * Dialogs, sheets.
     */
    lg: string;
    /**
     * Pills and badges.
     */
    pill: string;
  };
  /**
   * Spacing scale.
   */
  space: {
    /**
     * Extra small.
     */
    xs: string;
    /**
     * Small.
     */
    sm: string;
    /**
     * Medium.
     */
    md: string;
    /**
     * Large.
     */
    lg: string;
    /**
     * Extra large.
     */
    xl: string;
  };
  /**
   * Default logo, relative to the theme folder. A merchant's own logo takes precedence.
   */
  logo?: string;
}
