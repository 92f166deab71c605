import { fit, missingGlyphs } from '../art/type.ts';

/**
 * What the seeded banners, promotions and VIP cards say, per language: a headline, a tagline and a call to action for each banner of each group
 * (banner images are named <merchant>-<group>-<n>-<lang>). The art draws it (art/compose.ts `bannerArt`) and the
 * content answer's title (the banner's alt text) is the headline and tagline. Keep lines short: the headline has
 * two lines of 330 px, the tagline two of 320 px and the button one.
 *
 * A language without a table here is drawn in English (BANNER_FALLBACK), and its banner URLs say `-en`, so a picture
 * is drawn and cached once per language it is in. Copy is data: add a language by adding a table with every group
 * (a script other than Latin, Bengali or Arabic also needs its fonts in art/type.ts `SHAPED`).
 */
export interface BannerText {
  headline: string;
  tagline: string;
  cta: string;
}

/** How each line of a picture is drawn (art/compose.ts bannerArt): its face, box and smallest size, and lines. */
const LINES = {
  headline: { face: 'display', width: 330, size: 58, min: 34, lines: 2 },
  tagline: { face: 'bold', width: 320, size: 22, min: 16, lines: 2 },
  cta: { face: 'heavy', width: 236, size: 17, min: 17, lines: 1 },
} as const;

/**
 * Where a picture's copy would not show as written: a character its fonts lack, or a line that does not fit its box
 * at the smallest size (it would be cut). Empty when the copy draws as written.
 */
export function copyProblems(copy: BannerText): { field: keyof BannerText; message: string }[] {
  const out: { field: keyof BannerText; message: string }[] = [];
  for (const field of ['headline', 'tagline', 'cta'] as const) {
    const t = copy[field];
    const l = LINES[field];
    const missing = missingGlyphs(t, l.face);
    if (missing.length)
      out.push({
        field,
        message: `no glyph for ${missing.map((c) => `"${c}"`).join(', ')} in the picture's fonts`,
      });
    else if (fit(t, l.face, l.width, l.size, l.min, l.lines).lines.join(' ') !== t)
      out.push({
        field,
        message: `does not fit: ${l.lines === 1 ? 'one line' : `${l.lines} lines`} of ${l.width} px at ${l.min} px (Thai and other scripts without spaces wrap only at a space)`,
      });
  }
  return out;
}

/** The seeded banner groups and how many banners each has. */
export const BANNER_GROUPS = {
  m_home: 4,
  m_live: 2,
  m_topup_1: 1,
  m_topup_2: 1,
  m_topup_3: 1,
  m_reg: 1,
} as const;
export type BannerGroup = keyof typeof BANNER_GROUPS;

type Table = Record<BannerGroup, readonly BannerText[]>;

const t = (headline: string, tagline: string, cta: string): BannerText => ({ headline, tagline, cta });

const EN: Table = {
  m_home: [
    t('WELCOME BONUS', 'Up to 100% on your first deposit', 'CLAIM NOW'),
    t('DAILY REBATE', 'Cash back on every bet, every day', 'LEARN MORE'),
    t('SLOTS FRENZY', '600+ games, new ones every week', 'PLAY NOW'),
    t('INVITE & EARN', 'Bring a friend, both get a bonus', 'INVITE NOW'),
  ],
  m_live: [
    t('LIVE CASINO', 'Real dealers, round the clock', 'PLAY NOW'),
    t('LIVE HOSTS', 'Play along with our hosts', 'WATCH NOW'),
  ],
  m_topup_1: [t('TOP-UP 1', 'Extra 10% on this deposit', 'DEPOSIT NOW')],
  m_topup_2: [t('TOP-UP 2', 'Extra 15% on this deposit', 'DEPOSIT NOW')],
  m_topup_3: [t('TOP-UP 3', 'Extra 20% on this deposit', 'DEPOSIT NOW')],
  m_reg: [t('JOIN NOW', 'A welcome gift is waiting', 'JOIN NOW')],
};

/** Tagalog (Filipino). */
const TY: Table = {
  m_home: [
    t('PAMBUNGAD NA REGALO', 'Hanggang 100% sa una mong deposito', 'KUNIN NA'),
    t('ARAW-ARAW NA BALIK', 'May balik sa bawat taya, araw-araw', 'ALAMIN PA'),
    t('DAGSA NG LARO', 'Mahigit 600 laro, may bago linggo-linggo', 'MAGLARO NA'),
    t('MAG-IMBITA AT KUMITA', 'Magsama ng kaibigan, pareho kayong may regalo', 'MAG-IMBITA NA'),
  ],
  m_live: [
    t('TUNAY NA KASINO', 'Totoong tagabalasa, araw man o gabi', 'MAGLARO NA'),
    t('MGA TAGAPAGDALOY', 'Makipaglaro sa aming mga tagapagdaloy', 'MANOOD NA'),
  ],
  m_topup_1: [t('DEPOSITO 1', 'Dagdag na 10% sa depositong ito', 'MAG-DEPOSITO')],
  m_topup_2: [t('DEPOSITO 2', 'Dagdag na 15% sa depositong ito', 'MAG-DEPOSITO')],
  m_topup_3: [t('DEPOSITO 3', 'Dagdag na 20% sa depositong ito', 'MAG-DEPOSITO')],
  m_reg: [t('SUMALI NA', 'Naghihintay ang pambungad mong regalo', 'SUMALI NA')],
};

/** Bengali, in Bengali digits. */
const BN: Table = {
  m_home: [
    t('স্বাগত উপহার', 'প্রথম জমায় ১০০% পর্যন্ত বাড়তি', 'এখনই নিন'),
    t('দৈনিক ফেরত', 'প্রতিটি বাজিতে প্রতিদিন টাকা ফেরত', 'আরও জানুন'),
    t('খেলার মেলা', '৬০০টির বেশি খেলা, প্রতি সপ্তাহে নতুন', 'এখনই খেলুন'),
    t('আমন্ত্রণে আয়', 'বন্ধুকে আনুন, দুজনেই পাবেন উপহার', 'আমন্ত্রণ জানান'),
  ],
  m_live: [
    t('সরাসরি ক্যাসিনো', 'আসল পরিবেশক, দিনরাত সারাক্ষণ', 'এখনই খেলুন'),
    t('সরাসরি উপস্থাপিকা', 'আমাদের উপস্থাপিকাদের সাথে খেলুন', 'এখনই দেখুন'),
  ],
  m_topup_1: [t('জমায় উপহার ১', 'এই জমায় বাড়তি ১০%', 'এখনই জমা দিন')],
  m_topup_2: [t('জমায় উপহার ২', 'এই জমায় বাড়তি ১৫%', 'এখনই জমা দিন')],
  m_topup_3: [t('জমায় উপহার ৩', 'এই জমায় বাড়তি ২০%', 'এখনই জমা দিন')],
  m_reg: [t('এখনই যোগ দিন', 'আপনার স্বাগত উপহার অপেক্ষা করছে', 'যোগ দিন')],
};

/** Urdu, in the digits its number format writes (Latin, as the app shows them); drawn right to left. */
const UR: Table = {
  m_home: [
    t('خوش آمدید تحفہ', 'پہلی جمع پر 100٪ تک اضافی', 'ابھی لیں'),
    t('روزانہ واپسی', 'ہر شرط پر روزانہ رقم واپس', 'مزید جانیں'),
    t('کھیلوں کا میلہ', '600 سے زائد کھیل، ہر ہفتے نئے', 'ابھی کھیلیں'),
    t('دعوت دیں، کمائیں', 'دوست کو لائیں، دونوں کو تحفہ', 'دعوت دیں'),
  ],
  m_live: [
    t('براہ راست کیسینو', 'اصلی میز، دن رات', 'ابھی کھیلیں'),
    t('براہ راست میزبان', 'ہمارے میزبانوں کے ساتھ کھیلیں', 'ابھی دیکھیں'),
  ],
  m_topup_1: [t('جمع تحفہ 1', 'اس جمع پر 10٪ اضافی', 'ابھی جمع کریں')],
  m_topup_2: [t('جمع تحفہ 2', 'اس جمع پر 15٪ اضافی', 'ابھی جمع کریں')],
  m_topup_3: [t('جمع تحفہ 3', 'اس جمع پر 20٪ اضافی', 'ابھی جمع کریں')],
  m_reg: [t('ابھی شامل ہوں', 'آپ کا خوش آمدید تحفہ منتظر ہے', 'شامل ہوں')],
};

/** Banner copy by platform language code. */
export const BANNER_COPY: Readonly<Record<string, Table>> = { EN, TY, BN, UR };

/**
 * What each seeded promotion's picture says (images <merchant>-<n>-<lang>, n in the seeded activities' order: first
 * deposit, daily check-in, invite, weekly cashback, birthday, VIP tour), per language, like the banners: short art
 * copy, not the promotion's text (its title and body are the content answer's, in seed/texts.ts).
 */
export const PROMO_COPY: Readonly<Record<string, readonly BannerText[]>> = {
  EN: [
    t('FIRST DEPOSIT BONUS', 'Deposit for the first time and get a 100% bonus', 'JOIN NOW'),
    t('DAILY CHECK-IN', 'Check in 7 days in a row for a mystery gift', 'CHECK IN'),
    t('INVITE AND EARN', 'Invite a friend, earn on their first deposit', 'JOIN NOW'),
    t('WEEKLY CASHBACK', 'Get 5% of your net weekly loss back every Monday', 'CLAIM NOW'),
    t('BIRTHDAY GIFT', 'VIP members get a birthday gift once a year', 'CLAIM NOW'),
    t('VIP TOUR', 'A yearly trip for our top VIP members', 'COMING SOON'),
  ],
  TY: [
    t('DAGDAG SA UNANG DEPOSITO', 'Magdeposito sa unang pagkakataon, may dagdag na 100%', 'SUMALI NA'),
    t('ARAW-ARAW NA PAGTALA', 'Magtala nang pitong sunod na araw para sa sorpresang regalo', 'MAGTALA NA'),
    t('MAG-IMBITA AT KUMITA', 'Mag-imbita ng kaibigan, kumita sa una niyang deposito', 'SUMALI NA'),
    t('LINGGUHANG BALIK', 'Ibabalik ang 5% ng netong talo mo tuwing Lunes', 'KUNIN NA'),
    t('REGALO SA KAARAWAN', 'May regalo taun-taon ang aming mga piling kasapi', 'KUNIN NA'),
    t('TAUNANG PAGLALAKBAY', 'Para sa aming mga nangungunang kasapi', 'MALAPIT NA'),
  ],
  UR: [
    t('پہلی جمع پر تحفہ', 'پہلی بار جمع کریں، 100٪ اضافی پائیں', 'شامل ہوں'),
    t('روزانہ حاضری', 'لگاتار سات دن حاضری، پائیں پراسرار تحفہ', 'حاضری دیں'),
    t('دعوت دیں، کمائیں', 'دوست کو بلائیں، اس کی پہلی جمع پر کمائیں', 'شامل ہوں'),
    t('ہفتہ وار واپسی', 'ہر پیر ہفتے کے خالص نقصان کا 5٪ واپس', 'ابھی لیں'),
    t('سالگرہ کا تحفہ', 'خاص اراکین کو سال میں ایک بار سالگرہ کا تحفہ', 'ابھی لیں'),
    t('سالانہ سیر', 'ہمارے سرفہرست اراکین کے لیے', 'جلد آ رہا ہے'),
  ],
  BN: [
    t('প্রথম জমায় উপহার', 'প্রথমবার জমা করুন, পান ১০০% বাড়তি', 'যোগ দিন'),
    t('দৈনিক হাজিরা', 'টানা সাত দিন হাজিরা দিন, পান রহস্য উপহার', 'হাজিরা দিন'),
    t('আমন্ত্রণে আয়', 'বন্ধুকে আমন্ত্রণ জানান, তার প্রথম জমায় আয় করুন', 'যোগ দিন'),
    t('সাপ্তাহিক ফেরত', 'প্রতি সোমবার সাপ্তাহিক নিট ক্ষতির ৫% ফেরত', 'এখনই নিন'),
    t('জন্মদিনের উপহার', 'বিশেষ সদস্যরা বছরে একবার পান জন্মদিনের উপহার', 'এখনই নিন'),
    t('বার্ষিক ভ্রমণ', 'আমাদের শীর্ষ সদস্যদের জন্য', 'শিগগিরই আসছে'),
  ],
};

/**
 * A VIP level's card (images vip-<merchant>-<level>-<lang>): {tier} is the tier's name in the language (seed/texts.ts
 * TIER_NAMES), {level} the level in the language's digits.
 */
export const VIP_COPY: Readonly<Record<string, BannerText>> = {
  EN: t('VIP {tier}', 'Level {level} upgrade, birthday and monthly bonuses', 'VIEW PERKS'),
  TY: t('ANTAS {tier}', 'Antas {level}: gantimpala sa pag-akyat, kaarawan at buwan-buwan', 'TINGNAN'),
  UR: t('{tier} رکنیت', 'درجہ {level}: ترقی، سالگرہ اور ماہانہ انعامات', 'فوائد دیکھیں'),
  BN: t('{tier} সদস্যপদ', 'স্তর {level}: উন্নতি, জন্মদিন ও মাসিক পুরস্কার', 'সুবিধা দেখুন'),
};

/** The language a banner is drawn in for a language without copy. */
export const BANNER_FALLBACK = 'EN';

/** The language a banner is drawn in for a player's language: its own when it has copy, else English. */
export const bannerLanguage = (lang: string): string =>
  BANNER_COPY[lang.toUpperCase()] && PROMO_COPY[lang.toUpperCase()] && VIP_COPY[lang.toUpperCase()]
    ? lang.toUpperCase()
    : BANNER_FALLBACK;
