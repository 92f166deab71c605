import type { PlayType, PrizeMode } from './lottery.ts';

/** The sandbox lottery's own words (the slot's texts.ts gives balance, stake, win…), per platform language code. */
export interface LotteryTexts {
  playType: string;
  playTypes: Record<PlayType, string>;
  prizeMode: string;
  prizeModes: Record<PrizeMode, string>;
  pickNumbers: string;
  pickSide: string;
  big: string;
  small: string;
  bet: string;
  yourPick: string;
  drawn: string;
  rules: Record<PlayType, string>;
  badTicket: Record<PlayType, string>;
  badLaunch: string;
}

const EN: LotteryTexts = {
  playType: 'Play type',
  playTypes: { trad: 'Traditional', ent: 'Entertainment' },
  prizeMode: 'Prize mode',
  prizeModes: { Lott: 'Lottery', ZY: 'ZY', Elott: 'E-lottery', SEA: 'SEA' },
  pickNumbers: 'Pick 3 numbers',
  pickSide: 'Pick a side',
  big: 'Big (6–10)',
  small: 'Small (1–5)',
  bet: 'Place bet',
  yourPick: 'Your pick: {pick}',
  drawn: 'Drawn: {numbers}',
  rules: {
    trad: '3 numbers of 1–10 are drawn. 2 hits pay ×3, 3 hits pay ×40. Return to player: {rtp}%',
    ent: 'One number of 1–10 is drawn. The right side pays ×1.9. Return to player: {rtp}%',
  },
  badTicket: { trad: 'Pick exactly 3 different numbers.', ent: 'Pick Big or Small.' },
  badLaunch: 'This lottery link is not valid',
};

const TEXTS: Record<string, LotteryTexts> = {
  EN,
  TY: {
    playType: 'Uri ng laro',
    playTypes: { trad: 'Tradisyonal', ent: 'Libangan' },
    prizeMode: 'Mode ng premyo',
    prizeModes: { Lott: 'Loterya', ZY: 'ZY', Elott: 'E-loterya', SEA: 'SEA' },
    pickNumbers: 'Pumili ng 3 numero',
    pickSide: 'Pumili ng panig',
    big: 'Malaki (6–10)',
    small: 'Maliit (1–5)',
    bet: 'Tumaya',
    yourPick: 'Pinili mo: {pick}',
    drawn: 'Nabunot: {numbers}',
    rules: {
      trad: '3 numero mula 1–10 ang bubunutin. 2 tama ay ×3, 3 tama ay ×40. Balik sa manlalaro: {rtp}%',
      ent: 'Isang numero mula 1–10 ang bubunutin. Ang tamang panig ay ×1.9. Balik sa manlalaro: {rtp}%',
    },
    badTicket: { trad: 'Pumili ng eksaktong 3 magkakaibang numero.', ent: 'Pumili ng Malaki o Maliit.' },
    badLaunch: 'Hindi wasto ang link ng loteryang ito',
  },
  BN: {
    playType: 'খেলার ধরন',
    playTypes: { trad: 'প্রথাগত', ent: 'বিনোদন' },
    prizeMode: 'পুরস্কার মোড',
    prizeModes: { Lott: 'লটারি', ZY: 'ZY', Elott: 'ই-লটারি', SEA: 'SEA' },
    pickNumbers: '৩টি সংখ্যা বাছুন',
    pickSide: 'একটি দিক বাছুন',
    big: 'বড় (৬–১০)',
    small: 'ছোট (১–৫)',
    bet: 'বাজি ধরুন',
    yourPick: 'আপনার বাছাই: {pick}',
    drawn: 'ড্র হয়েছে: {numbers}',
    rules: {
      trad: '১–১০ থেকে ৩টি সংখ্যা ড্র হয়। ২টি মিললে ×৩, ৩টি মিললে ×৪০। খেলোয়াড়ের কাছে ফেরত: {rtp}%',
      ent: '১–১০ থেকে একটি সংখ্যা ড্র হয়। সঠিক দিক ×১.৯ পায়। খেলোয়াড়ের কাছে ফেরত: {rtp}%',
    },
    badTicket: { trad: 'ঠিক ৩টি আলাদা সংখ্যা বাছুন।', ent: 'বড় বা ছোট বাছুন।' },
    badLaunch: 'এই লটারি লিংকটি বৈধ নয়',
  },
};

export function lotteryTexts(language: string | null | undefined): LotteryTexts {
  return TEXTS[(language ?? 'EN').toUpperCase()] ?? EN;
}
