import type { ResolvedConfig } from '@wl/manifest/types';

/**
 * A synthetic merchant for unit tests: every flag on and every link present, so tests can switch single features
 * off. Deliberately not a real merchant: unit tests must not depend on merchants/ data.
 */
export function testConfig(): ResolvedConfig {
  return {
    code: 'tst',
    brandName: 'TestBet',
    platformMerchantCode: 'TST',
    trialMerchantCode: 'TST_TRIAL',
    country: 'PH',
    countryName: 'Philippines',
    currency: { code: 'TLB', iso: 'PHP', symbol: '₱' },
    langList: ['EN', 'TY'],
    defaultLang: 'EN',
    regions: [
      {
        country: 'PH',
        countryName: 'Philippines',
        currency: 'TLB',
        currencyIso: 'PHP',
        currencySymbol: '₱',
        langList: ['EN', 'TY'],
        merchant: 'tst',
        domain: 'testbet.example',
      },
      {
        country: 'BD',
        countryName: 'Bangladesh',
        currency: 'BDT',
        currencyIso: 'BDT',
        currencySymbol: '৳',
        langList: ['BN', 'EN'],
        merchant: 'other',
        domain: 'other.example',
      },
    ],
    payments: [{ title: 'GCash', money: [100], icons: ['/assets/gcash.svg'], min: 100, max: 50000 }],
    withdrawal: { min: 100, max: 50000, kycThreshold: 5000 },
    whitelabel: {
      registerByUsername: true,
      registerByMobile: true,
      MOBILEVERCODELOGIN3: true,
      FACEBOOKLOGIN3: true,
      GOOGLELOGIN3: true,
      TELEGRAMLOGIN3: true,
      CBS3: true,
      menu: { deposit: true, withdraw: true, bettingRecord: true, rewardCenter: true },
      downloadPopup: true,
      speedTest: true,
      search: true,
    },
    ageLimit: 21,
    domains: ['testbet.example'],
    phone: { dialingCode: '63', digits: 10 },
    theme: 'sunrise',
    referral: { invitees: 1, reward: 200 },
    footer: { licences: [{ name: 'Test licence', logo: '/assets/licence.svg' }], copyrightStartYear: 2019 },
    links: {
      social: {
        facebook: { url: 'https://facebook.example/t' },
        twitter: { url: 'https://twitter.example/t' },
        youtube: { url: 'https://youtube.example/t' },
        telegram: { url: 'https://t.example/t', label: 'Telegram PH' },
        telegramGroup: { url: 'https://t.example/g' },
        whatsapp: { url: 'https://wa.example/t' },
        instagram: { url: 'https://instagram.example/t' },
        viber: { url: 'https://viber.example/t' },
        tutorial: { url: 'https://help.example/t', label: 'How to play' },
      },
      customerService: [{ csType: 'LIVECHAT', title: 'CS', url: 'https://chat.example/' }],
      appDownload: { android: 'https://dl.example/app.apk' },
    },
    gateway: { baseUrl: '' },
    assets: { logo: '/assets/logo.svg', icon: '/assets/icon.svg', flag: '/assets/flag.svg' },
    locales: { EN: '/locales/en.json', TY: '/locales/ty.json' },
    buildId: 'test',
  };
}
