import type { Language } from './generated/merchant.ts';
export type { Language };

interface LanguageInfo {
  /** BCP 47 tag used for Intl formatting and the html lang attribute. */
  tag: string;
  /** The language's own name, shown in the language menu. */
  name: string;
  rtl?: boolean;
}

/** Platform language codes (spec section 9) mapped to BCP 47. TY is Tagalog (Filipino); MY is Burmese, MS Malay. */
export const languages: Record<Language, LanguageInfo> = {
  EN: { tag: 'en', name: 'English' },
  CN: { tag: 'zh-CN', name: '简体中文' },
  TW: { tag: 'zh-TW', name: '繁體中文' },
  JA: { tag: 'ja', name: '日本語' },
  TH: { tag: 'th', name: 'ไทย' },
  VI: { tag: 'vi', name: 'Tiếng Việt' },
  MY: { tag: 'my', name: 'မြန်မာ' },
  ES: { tag: 'es', name: 'Español' },
  HI: { tag: 'hi', name: 'हिन्दी' },
  ID: { tag: 'id', name: 'Bahasa Indonesia' },
  KM: { tag: 'km', name: 'ខ្មែរ' },
  KO: { tag: 'ko', name: '한국어' },
  MS: { tag: 'ms', name: 'Bahasa Melayu' },
  PT: { tag: 'pt', name: 'Português' },
  TA: { tag: 'ta', name: 'தமிழ்' },
  TY: { tag: 'fil', name: 'Tagalog' },
  UR: { tag: 'ur', name: 'اردو', rtl: true },
  TR: { tag: 'tr', name: 'Türkçe' },
  BN: { tag: 'bn-BD', name: 'বাংলা' },
  AR: { tag: 'ar', name: 'العربية', rtl: true },
  FA: { tag: 'fa', name: 'فارسی', rtl: true },
  RU: { tag: 'ru', name: 'Русский' },
  KK: { tag: 'kk', name: 'Қазақ' },
  UZ: { tag: 'uz', name: 'Oʻzbek' },
  LO: { tag: 'lo', name: 'ລາວ' },
  NE: { tag: 'ne', name: 'नेपाली' },
  FR: { tag: 'fr', name: 'Français' },
  TE: { tag: 'te', name: 'తెలుగు' },
  SW: { tag: 'sw', name: 'Kiswahili' },
  DE: { tag: 'de', name: 'Deutsch' },
  IT: { tag: 'it', name: 'Italiano' },
  PL: { tag: 'pl', name: 'Polski' },
  NL: { tag: 'nl', name: 'Nederlands' },
  HE: { tag: 'he', name: 'עברית', rtl: true },
  GU: { tag: 'gu', name: 'ગુજરાતી' },
};

export function languageTag(code: Language): string {
  return languages[code].tag;
}

export function isRtl(code: Language): boolean {
  return languages[code].rtl === true;
}

/** Catalogue file name for a platform language code (core and merchant catalogues alike). */
export function catalogueFile(code: Language): string {
  return `${code.toLowerCase()}.json`;
}
