import type { GameCategory } from '@wl/contract';

/** Colours and stock subjects of one kind of game: the backdrop of its tiles and its vendors' emblems. */
export interface Theme {
  /** Backdrop, centre to edge. */
  from: string;
  to: string;
  /** Glow behind the subject and the vendor badge. */
  glow: string;
  /** Fluent Emoji names used when the game's name suggests none; the first is the emblem of the kind's vendors. */
  subjects: readonly string[];
}

export const THEMES: Record<GameCategory, Theme> = {
  RNG: {
    from: '#8e2de2',
    to: '#2b0a4f',
    glow: '#ffcf40',
    subjects: [
      'slot-machine',
      'gem-stone',
      'money-bag',
      'crown',
      'cherries',
      'coin',
      'sparkles',
      'four-leaf-clover',
    ],
  },
  FISH: {
    from: '#1fa2ff',
    to: '#06285a',
    glow: '#7ef9ff',
    subjects: ['tropical-fish', 'blowfish', 'shark', 'octopus', 'crab', 'spouting-whale', 'turtle'],
  },
  LIVE: {
    from: '#c31432',
    to: '#3a0610',
    glow: '#ffd700',
    subjects: ['flower-playing-cards', 'heart-suit', 'game-die', 'spade-suit', 'joker', 'diamond-suit'],
  },
  LOTT: {
    from: '#11998e',
    to: '#063b2f',
    glow: '#f9f871',
    subjects: ['ticket', 'admission-tickets', 'pool-8-ball', 'four-leaf-clover', 'money-bag'],
  },
  ELOTT: {
    from: '#0083b0',
    to: '#0b1f44',
    glow: '#00f2fe',
    subjects: ['pool-8-ball', 'stopwatch', 'ticket', 'racing-car'],
  },
  BINGO: {
    from: '#ff5e9c',
    to: '#6a0d45',
    glow: '#ffe66d',
    subjects: ['pool-8-ball', 'party-popper', 'balloon', 'confetti-ball'],
  },
  SPORTS: {
    from: '#38a833',
    to: '#0b3d16',
    glow: '#e8ff75',
    subjects: ['soccer-ball', 'basketball', 'trophy', 'cricket-game', 'volleyball'],
  },
  COCKFIGHT: {
    from: '#d9480f',
    to: '#3b1106',
    glow: '#ffd43b',
    subjects: ['rooster', 'crossed-swords', 'trophy'],
  },
  ESPORTS: {
    from: '#7f00ff',
    to: '#0a0f3c',
    glow: '#00e5ff',
    subjects: ['video-game', 'joystick', 'crossed-swords', 'robot', 'alien'],
  },
  PVP: {
    from: '#0f9b0f',
    to: '#052e16',
    glow: '#ffe08a',
    subjects: ['joker', 'spade-suit', 'flower-playing-cards', 'crown', 'game-die'],
  },
  SCRATCH: {
    from: '#f7b733',
    to: '#8a3a00',
    glow: '#fff3b0',
    subjects: ['ticket', 'coin', 'money-with-wings', 'sparkles'],
  },
  ARCADE: {
    from: '#ff6a00',
    to: '#5c0a2e',
    glow: '#ffe259',
    subjects: ['joystick', 'video-game', 'balloon', 'racing-car', 'bullseye'],
  },
  TABLE: {
    from: '#1d7a46',
    to: '#072a18',
    glow: '#ffd166',
    subjects: ['game-die', 'diamond-suit', 'spade-suit', 'joker', 'club-suit'],
  },
  MINI: {
    from: '#243b82',
    to: '#0a0f24',
    glow: '#ff8a00',
    subjects: ['rocket', 'airplane', 'bomb', 'gem-stone', 'game-die'],
  },
  STREAM: {
    from: '#ee0979',
    to: '#3d0a4f',
    glow: '#ffb3d9',
    subjects: ['studio-microphone', 'sparkles', 'glowing-star'],
  },
  TF: { from: '#2193b0', to: '#0b2a3d', glow: '#c6ffdd', subjects: ['soccer-ball', 'trophy', 'basketball'] },
};

/**
 * Words of game names and the subject they call for, checked from the last word back (a slot's name is an adjective
 * and a noun: "Golden Tiger" shows a tiger).
 */
export const KEYWORDS: Record<string, string> = {
  dragon: 'dragon',
  tiger: 'tiger',
  panda: 'panda',
  buffalo: 'water-buffalo',
  koi: 'tropical-fish',
  phoenix: 'fire',
  gems: 'gem-stone',
  diamond: 'gem-stone',
  jade: 'gem-stone',
  fortune: 'money-bag',
  riches: 'money-bag',
  treasure: 'money-bag',
  cash: 'dollar-banknote',
  coins: 'coin',
  coin: 'coin',
  royal: 'crown',
  kingdom: 'crown',
  empire: 'crown',
  king: 'crown',
  fire: 'fire',
  hotline: 'fire',
  thunder: 'high-voltage',
  rush: 'high-voltage',
  sakura: 'cherry-blossom',
  pharaoh: 'classical-building',
  temple: 'classical-building',
  aztec: 'moai',
  candy: 'candy',
  moon: 'crescent-moon',
  ocean: 'water-wave',
  jungle: 'palm-tree',
  island: 'desert-island',
  samurai: 'crossed-swords',
  heroes: 'shield',
  quest: 'compass',
  magic: 'crystal-ball',
  lucky: 'four-leaf-clover',
  fruits: 'cherries',
  bonanza: 'grapes',
  party: 'party-popper',
  festival: 'red-paper-lantern',
  wheel: 'ferris-wheel',
  spins: 'slot-machine',
  blast: 'bomb',
  mines: 'bomb',
  boom: 'bomb',
  legend: 'dragon',
  neon: 'sparkles',
  baccarat: 'flower-playing-cards',
  roulette: 'bullseye',
  bo: 'game-die',
  dice: 'game-die',
  blackjack: 'spade-suit',
  tan: 'coin',
  bahar: 'joker',
  time: 'stopwatch',
  ball: 'pool-8-ball',
  catcher: 'crescent-moon',
  studio: 'soccer-ball',
  monopoly: 'house-with-garden',
  color: 'game-die',
  patti: 'flower-playing-cards',
  rummy: 'joker',
  "hold'em": 'spade-suit',
  tongits: 'joker',
  pusoy: 'joker',
  two: 'joker',
  ludo: 'game-die',
  callbreak: 'spade-suit',
  munda: 'game-die',
  carrom: 'pool-8-ball',
  omaha: 'spade-suit',
  duel: 'crossed-swords',
  aviator: 'airplane',
  jetx: 'airplane',
  plinko: 'pool-8-ball',
  'hi-lo': 'chart-increasing',
  limbo: 'rocket',
  x: 'chart-increasing',
  goal: 'soccer-ball',
  balloon: 'balloon',
  xy: 'flying-saucer',
  tower: 'tokyo-tower',
  flip: 'coin',
  shark: 'shark',
  hunter: 'shark',
  toad: 'frog',
  fishing: 'tropical-fish',
  disco: 'mirror-ball',
  carnival: 'circus-tent',
  bash: 'party-popper',
  shooter: 'bullseye',
  racer: 'racing-car',
  pusher: 'coin',
  claw: 'teddy-bear',
  pinball: 'pool-8-ball',
  scratch: 'ticket',
  scratchers: 'ticket',
  win: 'sparkles',
  gold: 'coin',
  poker: 'joker',
  wild: 'joker',
  dog: 'dog-face',
  gow: 'mahjong-red-dragon',
  keno: 'pool-8-ball',
  lotto: 'ticket',
  '4d': 'ticket',
  '3d': 'ticket',
  '5d': 'ticket',
  pk10: 'racing-car',
  racing: 'racing-car',
  sabong: 'rooster',
  room: 'studio-microphone',
  sportsbook: 'soccer-ball',
};

/** The subject of a game's art: a word of its name, else one of its category's stock subjects. */
export function subjectOf(name: string, category: GameCategory, h: number): string {
  const words = name.toLowerCase().split(/\s+/).reverse();
  for (const w of words) {
    const s = KEYWORDS[w];
    if (s) return s;
  }
  if (/esports|arena/i.test(name)) return 'video-game';
  const list = THEMES[category].subjects;
  return list[h % list.length]!;
}
