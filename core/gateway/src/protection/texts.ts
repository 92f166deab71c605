/** The game page's player-protection words, per platform language code (English when a language has none). */
export interface ProtectionTexts {
  realityTitle: string;
  realityPlayed: string;
  realityNet: string;
  continue: string;
  history: string;
  logout: string;
  elapsed: string;
  net: string;
  wagerLimit: string;
  lossLimit: string;
  sessionLimit: string;
  excluded: string;
  /** "{h} h {m} min" */
  duration: string;
}

const EN: ProtectionTexts = {
  realityTitle: 'Reality check',
  realityPlayed: 'You have been playing for {time}.',
  realityNet: 'Net result this session: {amount}',
  continue: 'Continue playing',
  history: 'View history',
  logout: 'Log out',
  elapsed: 'Time played',
  net: 'Net',
  wagerLimit: 'This stake would go over your wager limit. Choose a smaller stake or stop for now.',
  lossLimit: 'This stake could take you over your loss limit. Choose a smaller stake or stop for now.',
  sessionLimit: 'You have reached your session time limit. Play is paused until your next session.',
  excluded: 'Your account is excluded from play.',
  duration: '{h} h {m} min',
};

const TEXTS: Record<string, ProtectionTexts> = {
  EN,
  TY: {
    realityTitle: 'Pagsusuri sa oras ng laro',
    realityPlayed: 'Naglalaro ka na nang {time}.',
    realityNet: 'Netong resulta ngayong session: {amount}',
    continue: 'Magpatuloy sa paglalaro',
    history: 'Tingnan ang kasaysayan',
    logout: 'Mag-log out',
    elapsed: 'Oras ng paglalaro',
    net: 'Neto',
    wagerLimit:
      'Lalampas ang taya na ito sa iyong limitasyon sa taya. Pumili ng mas maliit na taya o huminto muna.',
    lossLimit:
      'Maaaring lumampas ka sa iyong limitasyon sa talo dahil sa tayang ito. Pumili ng mas maliit na taya o huminto muna.',
    sessionLimit:
      'Naabot mo na ang limitasyon sa oras ng session. Nakahinto ang laro hanggang sa susunod mong session.',
    excluded: 'Hindi pinapayagang maglaro ang iyong account.',
    duration: '{h} oras {m} min',
  },
  BN: {
    realityTitle: 'বাস্তবতা যাচাই',
    realityPlayed: 'আপনি {time} ধরে খেলছেন।',
    realityNet: 'এই সেশনের নিট ফল: {amount}',
    continue: 'খেলা চালিয়ে যান',
    history: 'ইতিহাস দেখুন',
    logout: 'লগ আউট',
    elapsed: 'খেলার সময়',
    net: 'নিট',
    wagerLimit: 'এই বাজি আপনার বাজির সীমা ছাড়িয়ে যাবে। ছোট বাজি বেছে নিন বা এখন থামুন।',
    lossLimit: 'এই বাজিতে আপনার ক্ষতির সীমা ছাড়িয়ে যেতে পারে। ছোট বাজি বেছে নিন বা এখন থামুন।',
    sessionLimit: 'আপনি সেশনের সময়সীমায় পৌঁছেছেন। পরের সেশন পর্যন্ত খেলা বন্ধ।',
    excluded: 'আপনার অ্যাকাউন্ট খেলা থেকে বিরত রাখা হয়েছে।',
    duration: '{h} ঘণ্টা {m} মিনিট',
  },
};

export function protectionTexts(language: string | null | undefined): ProtectionTexts {
  return TEXTS[(language ?? 'EN').toUpperCase()] ?? EN;
}
