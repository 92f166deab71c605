import type { GameCategory, GameClass, GameType } from '@wl/contract';
import { seeded, type Random } from './random.ts';

/** A vendor's offering in one menu category. A vendor may appear in several categories (JILI: slots, fish...). */
interface VendorDef {
  code: string;
  name: string;
  category: GameCategory;
  gameType: GameType;
  count: number;
  names: keyof typeof NAMES;
  classify?: GameClass;
  /** Adds one VASSALAGE tile that opens the vendor's game list. */
  lobbyTile?: boolean;
}

// Spec section 1 categories; section 9 vendor codes (TF, JILI, BGS, DS88, DIG, TCG_LOTTO_VN, TCG_SEA, AV, AI, IMES, IA).
export const VENDORS: VendorDef[] = [
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Lotto VN',
    category: 'LOTT',
    gameType: 'LOTT',
    count: 12,
    names: 'lotteryVn',
  },
  {
    code: 'TCG_SEA',
    name: 'TCG SEA Lottery',
    category: 'LOTT',
    gameType: 'LOTT',
    count: 10,
    names: 'lotterySea',
  },
  { code: 'SGW', name: 'SG Win', category: 'ELOTT', gameType: 'ELOTTO', count: 12, names: 'elotto' },
  { code: 'EVO', name: 'Evolution', category: 'LIVE', gameType: 'LIVE', count: 30, names: 'live' },
  { code: 'SEXY', name: 'AE Sexy', category: 'LIVE', gameType: 'LIVE', count: 20, names: 'live' },
  { code: 'DG', name: 'Dream Gaming', category: 'LIVE', gameType: 'LIVE', count: 16, names: 'live' },
  {
    code: 'JILI',
    name: 'JILI',
    category: 'BINGO',
    gameType: 'RNG',
    count: 10,
    names: 'bingo',
    classify: 'BG',
  },
  {
    code: 'BPLUS',
    name: 'Bingo Plus',
    category: 'BINGO',
    gameType: 'RNG',
    count: 10,
    names: 'bingo',
    classify: 'BG',
  },
  { code: 'SABA', name: 'SABA Sports', category: 'SPORTS', gameType: 'SPORTS', count: 1, names: 'sports' },
  { code: 'CMD', name: 'CMD368', category: 'SPORTS', gameType: 'SPORTS', count: 1, names: 'sports' },
  {
    code: 'DS88',
    name: 'DS88 Sabong',
    category: 'COCKFIGHT',
    gameType: 'SPORTS',
    count: 2,
    names: 'cockfight',
  },
  { code: 'DIG', name: 'Digmaan', category: 'COCKFIGHT', gameType: 'SPORTS', count: 2, names: 'cockfight' },
  { code: 'AV', name: 'AV eSports', category: 'ESPORTS', gameType: 'ESPORTS', count: 1, names: 'esports' },
  { code: 'AI', name: 'AI eSports', category: 'ESPORTS', gameType: 'ESPORTS', count: 1, names: 'esports' },
  { code: 'IMES', name: 'IM eSports', category: 'ESPORTS', gameType: 'ESPORTS', count: 1, names: 'esports' },
  { code: 'IA', name: 'IA eSports', category: 'ESPORTS', gameType: 'ESPORTS', count: 1, names: 'esports' },
  { code: 'JILI', name: 'JILI', category: 'RNG', gameType: 'RNG', count: 90, names: 'slot', lobbyTile: true },
  {
    code: 'PG',
    name: 'PG Soft',
    category: 'RNG',
    gameType: 'RNG',
    count: 80,
    names: 'slot',
    lobbyTile: true,
  },
  {
    code: 'PP',
    name: 'Pragmatic Play',
    category: 'RNG',
    gameType: 'RNG',
    count: 80,
    names: 'slot',
    lobbyTile: true,
  },
  {
    code: 'FC',
    name: 'Fa Chai',
    category: 'RNG',
    gameType: 'RNG',
    count: 40,
    names: 'slot',
    lobbyTile: true,
  },
  { code: 'JDB', name: 'JDB', category: 'RNG', gameType: 'RNG', count: 40, names: 'slot', lobbyTile: true },
  { code: 'JILI', name: 'JILI', category: 'FISH', gameType: 'FISH', count: 12, names: 'fish' },
  { code: 'KA', name: 'KA Gaming', category: 'FISH', gameType: 'FISH', count: 10, names: 'fish' },
  { code: 'JDB', name: 'JDB', category: 'FISH', gameType: 'FISH', count: 8, names: 'fish' },
  {
    code: 'KM',
    name: 'Kingmaker',
    category: 'PVP',
    gameType: 'PVP',
    count: 30,
    names: 'pvp',
    classify: 'TG',
  },
  { code: 'V8', name: 'V8 Poker', category: 'PVP', gameType: 'PVP', count: 20, names: 'pvp', classify: 'TG' },
  {
    code: 'HB',
    name: 'Habanero',
    category: 'SCRATCH',
    gameType: 'RNG',
    count: 12,
    names: 'scratch',
    classify: 'SC',
  },
  {
    code: 'JILI',
    name: 'JILI',
    category: 'ARCADE',
    gameType: 'RNG',
    count: 15,
    names: 'arcade',
    classify: 'AC',
  },
  {
    code: 'KA',
    name: 'KA Gaming',
    category: 'ARCADE',
    gameType: 'RNG',
    count: 10,
    names: 'arcade',
    classify: 'AC',
  },
  {
    code: 'PT',
    name: 'Playtech',
    category: 'TABLE',
    gameType: 'RNG',
    count: 20,
    names: 'table',
    classify: 'VP',
  },
  {
    code: 'BGS',
    name: 'BGS',
    category: 'MINI',
    gameType: 'RNG',
    count: 15,
    names: 'crash',
    classify: 'Crash',
  },
  {
    code: 'SPRIBE',
    name: 'Spribe',
    category: 'MINI',
    gameType: 'RNG',
    count: 10,
    names: 'crash',
    classify: 'Crash',
  },
  { code: 'LVS', name: 'Live Stream', category: 'STREAM', gameType: 'LIVE', count: 8, names: 'stream' },
  { code: 'TF', name: 'TF Gaming', category: 'TF', gameType: 'SPORTS', count: 1, names: 'sports' },
];

/** Menu order of categories: bingo after live, cockfight split out after sports, TF last. */
export const CATEGORY_ORDER: GameCategory[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'BINGO',
  'SPORTS',
  'COCKFIGHT',
  'ESPORTS',
  'RNG',
  'FISH',
  'PVP',
  'SCRATCH',
  'ARCADE',
  'TABLE',
  'MINI',
  'STREAM',
  'TF',
];

const ADJ = [
  'Golden',
  'Lucky',
  'Mega',
  'Fortune',
  'Royal',
  'Wild',
  'Super',
  'Crazy',
  'Magic',
  'Diamond',
  'Jungle',
  'Ocean',
  'Fire',
  'Thunder',
  'Sakura',
  'Pharaoh',
  'Aztec',
  'Candy',
  'Cash',
  'Dragon',
  'Neon',
  'Samurai',
  'Jade',
  'Moon',
];
const NOUN = [
  'Empire',
  'Treasure',
  'Tiger',
  'Bonanza',
  'Gems',
  'Legend',
  'Party',
  'Rush',
  'Blast',
  'Wheel',
  'Kingdom',
  'Riches',
  'Heroes',
  'Quest',
  'Spins',
  'Island',
  'Temple',
  'Festival',
  'Phoenix',
  'Coins',
  'Fruits',
  'Panda',
  'Buffalo',
  'Koi',
];
const NAMES = {
  slot: [] as string[],
  fish: [
    'Ocean King',
    'Fishing War',
    'Mega Fishing',
    'Dragon Fishing',
    'Happy Fishing',
    'Jackpot Fishing',
    'Boom Legend',
    'Royal Fishing',
    'Shark Hunter',
    'Golden Toad',
    'Fishing Disco',
    'Deep Sea Hunter',
  ],
  live: [
    'Baccarat',
    'Speed Baccarat',
    'No Commission Baccarat',
    'Roulette',
    'Lightning Roulette',
    'Sic Bo',
    'Dragon Tiger',
    'Blackjack',
    'Fan Tan',
    'Andar Bahar',
    'Crazy Time',
    'Mega Ball',
    'Dream Catcher',
    'Football Studio',
    'Monopoly Live',
    'Color Game',
  ],
  lotteryVn: [
    'Vietnam Lotto North',
    'Vietnam Lotto South',
    'Vietnam Lotto Central',
    'Mega 6/45',
    'Power 6/55',
    'Max 3D',
    'Keno',
    '5D Lotto 1 Min',
    '5D Lotto 3 Min',
    'Fast 3 1 Min',
    'PK10 1 Min',
    'Lucky 5 Min',
  ],
  lotterySea: [
    'Thai Lotto',
    'Lao Lotto',
    'Malaysia 4D',
    'Singapore 4D',
    'Magnum 4D',
    'Toto 4D',
    'Sabah 4D',
    'Sandakan 4D',
    'Sarawak 4D',
    'Cambodia Lotto',
  ],
  elotto: [
    'Quick 3D',
    'Speed 5D',
    'Lucky 10',
    'Racing PK10',
    'Fast Keno',
    'Lucky Ball',
    'Happy 8',
    'Fortune 11x5',
    'Rapid 3',
    'Super Lotto 1 Min',
    'Turbo Keno',
    'Lucky Wheel Lotto',
  ],
  pvp: [
    'Teen Patti',
    'Rummy',
    'Andar Bahar',
    "Texas Hold'em",
    'Tongits',
    'Pusoy',
    'Pusoy Go',
    'Big Two',
    'Ludo',
    'Callbreak',
    'Jhandi Munda',
    'Carrom',
    'Omaha',
    'Blackjack Duel',
    'Dragon Tiger Duel',
  ],
  crash: [
    'Aviator',
    'JetX',
    'Plinko',
    'Mines',
    'Dice',
    'Hi-Lo',
    'Limbo',
    'Crash X',
    'Goal',
    'Balloon',
    'Space XY',
    'Rocket Blast',
    'Tower',
    'Coin Flip',
    'Hotline',
  ],
  scratch: ['Scratch Cards', 'Scratchers', 'Instant Win', 'Scratch Gold'],
  bingo: ['Bingo', 'Bingo Carnival', 'Bingo Party', 'Bingo Bash'],
  arcade: ['Arcade', 'Shooter', 'Racer', 'Coin Pusher', 'Claw', 'Pinball'],
  table: [
    'Jacks or Better',
    'Deuces Wild',
    'Joker Poker',
    'Blackjack Classic',
    'European Roulette',
    'Baccarat Classic',
    'Three Card Poker',
    "Casino Hold'em",
    'Red Dog',
    'Pai Gow',
  ],
  sports: ['Sportsbook'],
  esports: ['eSports Arena'],
  cockfight: ['Sabong Live', 'Sabong Arena'],
  stream: ['Live Room'],
};

function names(kind: keyof typeof NAMES, count: number, rnd: Random, vendorName: string): string[] {
  if (kind === 'sports' || kind === 'esports') return [`${vendorName}`];
  if (kind === 'stream') return Array.from({ length: count }, (_, i) => `Live Room ${i + 1}`);
  if (kind === 'live') {
    const out: string[] = [];
    for (let i = 0; out.length < count; i++)
      out.push(
        `${NAMES.live[i % NAMES.live.length]} ${String.fromCharCode(65 + Math.floor(i / NAMES.live.length))}`,
      );
    return out;
  }
  const base = kind === 'slot' ? [] : NAMES[kind];
  const combos = rnd.shuffle((kind === 'slot' ? NOUN : base).flatMap((n) => ADJ.map((a) => `${a} ${n}`)));
  return [...new Set([...base, ...combos])].slice(0, count);
}

const slug = (t: string): string =>
  t
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A game row as stored in the games table. */
export interface GameRow {
  merchant: string;
  node_id: string;
  game_id: string;
  game_name: string;
  vendor_code: string;
  display_name: string;
  category: GameCategory;
  game_type: GameType;
  game_code: string;
  lotto_mode: string;
  game_group_id: string;
  support_play: string;
  is_hot: boolean;
  is_new: boolean;
  is_game_h5: 'H5' | 'VASSALAGE';
  freeplay: boolean;
  classify: GameClass;
  min_bet: number;
  lines: number;
  room_id: string | null;
  popularity: number;
  sort: number;
}

const FREEPLAY: Partial<Record<GameCategory, number>> = {
  RNG: 0.7,
  FISH: 0.7,
  BINGO: 0.7,
  SCRATCH: 0.7,
  ARCADE: 0.7,
  TABLE: 0.5,
  MINI: 0.7,
  LOTT: 0.5,
  ELOTT: 0.5,
};

/** Generates every game of a merchant (600+), deterministically from `rnd`. */
export function generateGames(merchant: string, rnd: Random): GameRow[] {
  const rows: GameRow[] = [];
  const perVendor = new Map<string, number>();
  for (const v of VENDORS) {
    const list = names(v.names, v.count, rnd, v.name);
    const tiles = v.lobbyTile ? [v.name, ...list] : list;
    tiles.forEach((gameName, i) => {
      const lobby = v.lobbyTile === true && i === 0;
      const n = lobby ? 0 : (perVendor.get(v.code) ?? 0) + 1;
      if (!lobby) perVendor.set(v.code, n);
      const lottery = v.gameType === 'LOTT' || v.gameType === 'ELOTTO';
      const lottoMode =
        v.gameType === 'ELOTTO'
          ? 'Entertainment'
          : v.code === 'TCG_LOTTO_VN'
            ? i % 2 === 0
              ? 'Tradition,Entertainment'
              : 'Tradition'
            : lottery
              ? 'Tradition'
              : '';
      const freeplay = !lobby && rnd.chance(FREEPLAY[v.category] ?? 0);
      const slot = v.category === 'RNG';
      rows.push({
        merchant,
        node_id: String(100001 + rows.length),
        game_id: `${v.code}-${String(n).padStart(4, '0')}`,
        game_name: gameName,
        vendor_code: v.code,
        display_name: v.name,
        category: v.category,
        game_type: v.gameType,
        game_code: lobby ? 'lobby' : `${v.code.toLowerCase()}_${slug(gameName)}`,
        lotto_mode: lottoMode,
        game_group_id: lottery ? String(10 + (i % 4)) : '',
        support_play: lottery ? lottoMode : freeplay ? 'REAL,FREE' : 'REAL',
        is_hot: !lobby && rnd.chance(0.08),
        is_new: !lobby && rnd.chance(0.08),
        is_game_h5: lobby ? 'VASSALAGE' : 'H5',
        freeplay,
        classify: v.classify ?? (slot && !lobby && rnd.chance(0.15) ? 'JP' : ''),
        min_bet: slot
          ? rnd.pick([0.01, 0.05, 0.1, 0.5, 0.75, 1])
          : v.category === 'LIVE'
            ? rnd.pick([1, 5, 10, 20])
            : lottery
              ? rnd.pick([1, 2])
              : rnd.pick([0.1, 0.5, 1]),
        lines: slot && !lobby ? rnd.pick([10, 15, 20, 25, 30, 40, 50]) : 0,
        room_id: v.gameType === 'LIVE' ? `R${rows.length}` : null,
        popularity: rnd.int(0, 9999),
        sort: rows.length,
      });
    });
  }
  return rows;
}

/**
 * A merchant's catalogue as seeded: its games and the generator that seeding goes on with. The games are a pure
 * function of the merchant's code, so the art of a game can be drawn from its id alone.
 */
export function catalogueOf(merchant: string): { games: GameRow[]; rnd: Random } {
  const rnd = seeded(`seed:${merchant}`);
  return { games: generateGames(merchant, rnd), rnd };
}
