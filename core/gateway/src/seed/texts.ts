/**
 * Seeded announcement and promotion texts per language, with manifest placeholders ({brand}, {reward} with its
 * symbol, {invitees}, {age}), filled per language in that language's digits (seed/index.ts). Stored per language;
 * languages without their own text fall back to English.
 */
type Texts = Record<string, [title: string, body: string]>;

export interface ContentText {
  type: 'A' | 'PL' | 'PU' | 'PR';
  texts: Texts;
}

export const ANNOUNCEMENTS: ContentText[] = [
  {
    type: 'PL',
    texts: {
      EN: ['Welcome to {brand}', '<p>Welcome to {brand}! Register today and claim your welcome gift.</p>'],
      TY: [
        'Maligayang pagdating sa {brand}',
        '<p>Maligayang pagdating sa {brand}! Magparehistro ngayon at kunin ang iyong pambungad na regalo.</p>',
      ],
      BN: ['{brand}-এ স্বাগতম', '<p>{brand}-এ স্বাগতম! আজই নিবন্ধন করুন এবং আপনার স্বাগত উপহার নিন।</p>'],
    },
  },
  {
    type: 'PL',
    texts: {
      EN: ['Invite friends', '<p>Invite {invitees} friend and get {reward}.</p>'],
      TY: ['Mag-imbita ng kaibigan', '<p>Mag-imbita ng {invitees} kaibigan at makakuha ng {reward}.</p>'],
      BN: ['বন্ধুদের আমন্ত্রণ জানান', '<p>{invitees} জন বন্ধুকে আমন্ত্রণ জানান এবং পান {reward}।</p>'],
    },
  },
  {
    type: 'PL',
    texts: {
      EN: [
        'Scheduled maintenance',
        '<p>Some lottery games pause for two minutes after midnight while results are published.</p>',
      ],
      TY: [
        'Nakatakdang pagsasaayos',
        '<p>Pansamantalang hihinto ang ilang laro ng loterya nang dalawang minuto pagkalipas ng hatinggabi habang inilalabas ang resulta.</p>',
      ],
      BN: [
        'নির্ধারিত রক্ষণাবেক্ষণ',
        '<p>ফলাফল প্রকাশের সময় মধ্যরাতের পর কিছু লটারি গেম দুই মিনিটের জন্য বন্ধ থাকবে।</p>',
      ],
    },
  },
  {
    type: 'PL',
    texts: {
      EN: [
        'Play responsibly',
        '<p>Only players aged {age} or over may play. Set your limits and take breaks.</p>',
      ],
      TY: [
        'Maglaro nang responsable',
        '<p>Ang mga manlalarong {age} taong gulang pataas lamang ang maaaring maglaro. Magtakda ng limitasyon at magpahinga.</p>',
      ],
      BN: [
        'দায়িত্বের সাথে খেলুন',
        '<p>শুধু {age} বছর বা তার বেশি বয়সীরা খেলতে পারবেন। সীমা ঠিক করুন এবং বিরতি নিন।</p>',
      ],
    },
  },
  {
    type: 'A',
    texts: {
      EN: [
        'New games every week',
        '<p>New slots and live tables are added every week. Look for the <b>NEW</b> tag.</p>',
      ],
      TY: [
        'Bagong laro bawat linggo',
        '<p>May mga bagong slot at mesang may tunay na tagabalasa bawat linggo. Hanapin ang markang <b>BAGO</b>.</p>',
      ],
      BN: ['প্রতি সপ্তাহে নতুন গেম', '<p>প্রতি সপ্তাহে নতুন স্লট ও লাইভ টেবিল যোগ হয়। <b>NEW</b> চিহ্নটি খুঁজুন।</p>'],
    },
  },
  {
    type: 'A',
    texts: {
      EN: [
        'Secure your account',
        '<p>Never share your password or SMS code. {brand} staff will never ask for them.</p>',
      ],
      TY: [
        'Protektahan ang iyong account',
        '<p>Huwag kailanman ibahagi ang iyong password o ang code sa SMS. Hindi ito hihingin ng mga kawani ng {brand}.</p>',
      ],
      BN: [
        'আপনার অ্যাকাউন্ট সুরক্ষিত রাখুন',
        '<p>কখনও আপনার পাসওয়ার্ড বা SMS কোড কাউকে দেবেন না। {brand}-এর কর্মীরা কখনও এগুলো চাইবেন না।</p>',
      ],
    },
  },
  {
    type: 'PU',
    texts: {
      // The arrival popup comes before the gift dialog (one at a time): its own news, not the gift again.
      EN: [
        'Weekend slots tournament',
        '<p>Spin any slot from Friday to Sunday to climb the leaderboard. The top 50 players share the prize pool. See Promotions for details.</p>',
      ],
      TY: [
        'Paligsahan sa slot ngayong Sabado at Linggo',
        '<p>Maglaro ng kahit anong slot mula Biyernes hanggang Linggo para umakyat sa talaan ng mga nangunguna. Maghahati sa premyo ang nangungunang 50 manlalaro. Tingnan ang Promosyon para sa detalye.</p>',
      ],
      BN: [
        'সাপ্তাহিক স্লট টুর্নামেন্ট',
        '<p>শুক্র থেকে রবিবার যেকোনো স্লট খেলে লিডারবোর্ডে উঠুন। শীর্ষ ৫০ জন খেলোয়াড় পুরস্কার ভাগ করে নেবেন। বিস্তারিত জানতে প্রোমোশন দেখুন।</p>',
      ],
    },
  },
  {
    type: 'PR',
    texts: {
      EN: ['Daily rebate', '<p>Get up to 1% of your valid bets back every day, paid automatically.</p>'],
      TY: [
        'Araw-araw na balik-taya',
        '<p>Ibabalik sa iyo araw-araw ang hanggang 1% ng iyong mga balidong taya, kusang ibinabayad.</p>',
      ],
      BN: ['দৈনিক রিবেট', '<p>প্রতিদিন আপনার বৈধ বাজির ১% পর্যন্ত ফেরত পান, স্বয়ংক্রিয়ভাবে প্রদান করা হয়।</p>'],
    },
  },
];

export interface ActivityText {
  status: 'join' | 'claim' | 'signed' | 'process' | 'coming_soon' | 'close';
  texts: Texts;
}

export const ACTIVITIES: ActivityText[] = [
  {
    status: 'join',
    texts: {
      EN: [
        'First deposit bonus',
        '<p>Deposit for the first time and get a 100% bonus. Turnover 10x before withdrawal. One bonus per name, payment account and IP.</p>',
      ],
      TY: [
        'Dagdag sa unang deposito',
        '<p>Magdeposito sa unang pagkakataon at makakuha ng dagdag na 100%. Kailangang maitaya ito nang 10 ulit bago makapaglabas ng pera. Isang dagdag lamang bawat pangalan, account sa pagbabayad at IP.</p>',
      ],
      BN: [
        'প্রথম জমার বোনাস',
        '<p>প্রথমবার জমা করুন এবং ১০০% বোনাস পান। উত্তোলনের আগে ১০ গুণ টার্নওভার। প্রতি নাম, পেমেন্ট অ্যাকাউন্ট ও IP-তে একবার।</p>',
      ],
    },
  },
  {
    status: 'signed',
    texts: {
      EN: ['Daily check-in', '<p>Check in every day for seven days in a row to unlock a mystery gift.</p>'],
      TY: [
        'Araw-araw na pagtala',
        '<p>Magtala araw-araw nang pitong sunod na araw para makakuha ng sorpresang regalo.</p>',
      ],
      BN: ['দৈনিক চেক-ইন', '<p>টানা সাত দিন প্রতিদিন চেক-ইন করুন এবং একটি রহস্য উপহার আনলক করুন।</p>'],
    },
  },
  {
    status: 'join',
    texts: {
      EN: [
        'Invite and earn',
        '<p>Invite {invitees} friend and get {reward} when they make their first deposit.</p>',
      ],
      TY: [
        'Mag-imbita at kumita',
        '<p>Mag-imbita ng {invitees} kaibigan at makakuha ng {reward} kapag sila ay nagdeposito sa unang pagkakataon.</p>',
      ],
      BN: [
        'আমন্ত্রণ জানিয়ে আয় করুন',
        '<p>{invitees} জন বন্ধুকে আমন্ত্রণ জানান এবং তাদের প্রথম জমায় পান {reward}।</p>',
      ],
    },
  },
  {
    status: 'process',
    texts: {
      EN: ['Weekly cashback', '<p>Get 5% of your net weekly loss back every Monday.</p>'],
      TY: ['Lingguhang balik', '<p>Ibabalik sa iyo ang 5% ng iyong netong lingguhang talo tuwing Lunes.</p>'],
      BN: ['সাপ্তাহিক ক্যাশব্যাক', '<p>প্রতি সোমবার আপনার সাপ্তাহিক নিট ক্ষতির ৫% ফেরত পান।</p>'],
    },
  },
  {
    status: 'claim',
    texts: {
      EN: [
        'Birthday gift',
        '<p>VIP members receive a birthday gift once a year. The birthday cannot be changed once set.</p>',
      ],
      TY: [
        'Regalo sa kaarawan',
        '<p>May regalo sa kaarawan minsan isang taon ang mga kasaping VIP. Hindi na mababago ang kaarawan kapag naitakda na.</p>',
      ],
      BN: [
        'জন্মদিনের উপহার',
        '<p>ভিআইপি সদস্যরা বছরে একবার জন্মদিনের উপহার পান। জন্মদিন একবার নির্ধারণ করলে আর পরিবর্তন করা যায় না।</p>',
      ],
    },
  },
  {
    status: 'coming_soon',
    texts: {
      EN: ['VIP tour', '<p>A yearly trip for our top VIP members. Details coming soon.</p>'],
      TY: [
        'Paglalakbay ng VIP',
        '<p>Taunang paglalakbay para sa aming mga nangungunang kasaping VIP. Abangan ang detalye.</p>',
      ],
      BN: ['ভিআইপি ট্যুর', '<p>আমাদের শীর্ষ ভিআইপি সদস্যদের জন্য বার্ষিক ভ্রমণ। বিস্তারিত শিগগিরই আসছে।</p>'],
    },
  },
];

/**
 * The VIP tier names per language, by their English name (stored in vip_levels.name): the gateway answers the
 * name in the caller's language, English where a language has none.
 */
export const TIER_NAMES: Record<string, Record<string, string>> = {
  Bronze: { TY: 'Tanso', BN: 'ব্রোঞ্জ', UR: 'کانسی' },
  Silver: { TY: 'Pilak', BN: 'রুপা', UR: 'چاندی' },
  Gold: { TY: 'Ginto', BN: 'সোনা', UR: 'سونا' },
  Platinum: { TY: 'Platino', BN: 'প্ল্যাটিনাম', UR: 'پلاٹینم' },
  Diamond: { TY: 'Diyamante', BN: 'হীরা', UR: 'ہیرا' },
  Crown: { TY: 'Korona', BN: 'মুকুট', UR: 'تاج' },
  Royal: { TY: 'Maharlika', BN: 'রাজকীয়', UR: 'شاہی' },
  Elite: { TY: 'Piling-pili', BN: 'অভিজাত', UR: 'ممتاز' },
  Legend: { TY: 'Alamat', BN: 'কিংবদন্তি', UR: 'افسانوی' },
  Supreme: { TY: 'Kataas-taasan', BN: 'সর্বোচ্চ', UR: 'اعلیٰ' },
  Titan: { TY: 'Higante', BN: 'দৈত্য', UR: 'دیو' },
  Mythic: { TY: 'Mitiko', BN: 'পৌরাণিক', UR: 'اساطیری' },
  Immortal: { TY: 'Walang Kamatayan', BN: 'অমর', UR: 'لافانی' },
  Celestial: { TY: 'Makalangit', BN: 'স্বর্গীয়', UR: 'آسمانی' },
  Infinity: { TY: 'Walang Hanggan', BN: 'অসীম', UR: 'لامحدود' },
};

/**
 * A tier's name in a language: the operator's (its content file's `tiers`), the seed's, or the stored (English)
 * name.
 */
export function tierName(
  name: string,
  lang: string,
  own?: Partial<Record<string, { tiers?: Record<string, string | undefined> }>>,
): string {
  return own?.[lang]?.tiers?.[name] ?? TIER_NAMES[name]?.[lang] ?? name;
}

/** Fills {name} placeholders. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

/** The VIP club's levels, 0 to 14: the 15 level cards and 15 bonus cards, one per level. */
export const VIP = [
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Crown',
  'Royal',
  'Elite',
  'Legend',
  'Supreme',
  'Titan',
  'Mythic',
  'Immortal',
  'Celestial',
  'Infinity',
];
