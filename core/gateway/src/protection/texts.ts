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
  /** A time-out is a short break the player chose, not an exclusion: it is named as such. */
  timeout: string;
  /** "{h} h {m} min" */
  duration: string;
  /** Responsible-gaming information before the first bet (MT-MGA). */
  infoTitle: string;
  infoBody: string[];
  infoTools: string;
  infoHelp: string;
  infoAck: string;
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
  timeout: 'You are taking a time-out: play is paused until it ends.',
  duration: '{h} h {m} min',
  infoTitle: 'Before your first bet',
  infoBody: [
    'Gambling is entertainment, not a way to make money. Only play with money you can afford to lose, and never chase your losses.',
    'You can set deposit, loss and wager limits and a reality-check interval, take a time-out or self-exclude at any time.',
    'Every result of this game is random: past rounds do not change the next one.',
  ],
  infoTools: 'Set your limits',
  infoHelp: 'Help and advice:',
  infoAck: 'I have read this, continue',
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
    timeout: 'Nagpapahinga ka (time-out): nakahinto ang paglalaro hanggang matapos ito.',
    duration: '{h} oras {m} min',
    infoTitle: 'Bago ang iyong unang taya',
    infoBody: [
      'Ang pagsusugal ay libangan, hindi paraan para kumita ng pera. Maglaro lamang gamit ang perang kaya mong mawala, at huwag habulin ang iyong mga talo.',
      'Maaari kang magtakda ng limitasyon sa deposito, talo at taya at ng pagitan ng pagsusuri sa oras, magpahinga o i-exclude ang sarili anumang oras.',
      'Random ang bawat resulta ng larong ito: hindi binabago ng mga nakaraang round ang susunod.',
    ],
    infoTools: 'Itakda ang iyong mga limitasyon',
    infoHelp: 'Tulong at payo:',
    infoAck: 'Nabasa ko na ito, magpatuloy',
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
    timeout: 'আপনি বিরতিতে আছেন: বিরতি শেষ না হওয়া পর্যন্ত খেলা বন্ধ থাকবে।',
    duration: '{h} ঘণ্টা {m} মিনিট',
    infoTitle: 'আপনার প্রথম বাজির আগে',
    infoBody: [
      'জুয়া বিনোদন, অর্থ উপার্জনের উপায় নয়। শুধু সেই অর্থ দিয়ে খেলুন যা হারানোর সামর্থ্য আপনার আছে, এবং ক্ষতি পুষিয়ে নিতে খেলবেন না।',
      'আপনি যেকোনো সময় জমা, ক্ষতি ও বাজির সীমা এবং বাস্তবতা যাচাইয়ের ব্যবধান ঠিক করতে, বিরতি নিতে বা নিজেকে বাদ দিতে পারেন।',
      'এই খেলার প্রতিটি ফল এলোমেলো: আগের রাউন্ড পরেরটিকে বদলায় না।',
    ],
    infoTools: 'আপনার সীমা ঠিক করুন',
    infoHelp: 'সাহায্য ও পরামর্শ:',
    infoAck: 'আমি এটি পড়েছি, চালিয়ে যান',
  },
};

export function protectionTexts(language: string | null | undefined): ProtectionTexts {
  return TEXTS[(language ?? 'EN').toUpperCase()] ?? EN;
}
