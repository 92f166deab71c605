import type { SlotSymbol } from './slot.ts';

/** The sandbox game's words, in every language a merchant offers (platform codes). */
export interface GameTexts {
  lang: string;
  balance: string;
  stake: string;
  spin: string;
  win: string;
  noWin: string;
  rtp: string;
  payTable: string;
  twoCherries: string;
  lowBalance: string;
  freePlay: string;
  back: string;
  expired: string;
  expiredBody: string;
  round: string;
  symbols: Record<SlotSymbol, string>;
}

const EN: GameTexts = {
  lang: 'en',
  balance: 'Balance',
  stake: 'Stake',
  spin: 'Spin',
  win: 'You won {amount}',
  noWin: 'No win this time',
  rtp: 'Return to player: {rtp}%',
  payTable: 'Pay table (times the stake)',
  twoCherries: 'Two cherries',
  lowBalance: 'Your balance is too low for this stake.',
  freePlay: 'Free play',
  back: 'Back to the app',
  expired: 'Game session expired',
  expiredBody: 'Open the game again from the app.',
  round: 'Round {id}',
  symbols: { cherry: 'cherry', lemon: 'lemon', bell: 'bell', star: 'star', seven: 'seven' },
};

const TEXTS: Record<string, GameTexts> = {
  EN,
  TY: {
    lang: 'tl',
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'Paikutin',
    win: 'Nanalo ka ng {amount}',
    noWin: 'Walang panalo ngayon',
    rtp: 'Balik sa manlalaro: {rtp}%',
    payTable: 'Talaan ng bayad (beses ang taya)',
    twoCherries: 'Dalawang seresa',
    lowBalance: 'Kulang ang balanse mo para sa tayang ito.',
    freePlay: 'Libreng laro',
    back: 'Bumalik sa app',
    expired: 'Nag-expire ang game session',
    expiredBody: 'Buksan muli ang laro mula sa app.',
    round: 'Round {id}',
    symbols: { cherry: 'seresa', lemon: 'lemon', bell: 'kampana', star: 'bituin', seven: 'pito' },
  },
  BN: {
    lang: 'bn',
    balance: 'ব্যালেন্স',
    stake: 'বাজি',
    spin: 'স্পিন',
    win: 'আপনি জিতেছেন {amount}',
    noWin: 'এবার কোনো জয় নেই',
    rtp: 'খেলোয়াড়ের কাছে ফেরত: {rtp}%',
    payTable: 'পেমেন্ট তালিকা (বাজির গুণ)',
    twoCherries: 'দুটি চেরি',
    lowBalance: 'এই বাজির জন্য আপনার ব্যালেন্স যথেষ্ট নয়।',
    freePlay: 'ফ্রি প্লে',
    back: 'অ্যাপে ফিরে যান',
    expired: 'গেম সেশনের মেয়াদ শেষ',
    expiredBody: 'অ্যাপ থেকে আবার গেমটি খুলুন।',
    round: 'রাউন্ড {id}',
    symbols: { cherry: 'চেরি', lemon: 'লেবু', bell: 'ঘণ্টা', star: 'তারা', seven: 'সাত' },
  },
};

/** The texts of a platform language code, English when the game has none for it. */
export function gameTexts(language: string | null | undefined): GameTexts {
  return TEXTS[(language ?? 'EN').toUpperCase()] ?? EN;
}

export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
