import { bannerArt, gameArt, hostArt, vendorArt, type Art, type BannerArt } from '../art/compose.ts';
import { languageTag, type Language } from '@wl/manifest/languages';
import {
  BANNER_COPY,
  BANNER_FALLBACK,
  PROMO_COPY,
  VIP_COPY,
  bannerLanguage,
  type BannerGroup,
  type BannerText,
} from './bannerCopy.ts';
import { catalogueOf, VENDORS, type GameRow } from './catalog.ts';
import { hash } from './random.ts';
import { ACTIVITIES, VIP, tierName } from './texts.ts';

/** Kinds of generated images served under /wps/static/<kind>/<name>.<webp|svg>. */
export const IMAGE_KINDS = ['icons', 'banners', 'vendors', 'avatars', 'promos'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/**
 * Width in CSS pixels at which the app shows each kind (the `w` of its URL); the app asks for 2x and 3x of it on
 * denser screens, and the gateway draws up to MAX_SCALE times it.
 */
export const IMAGE_WIDTH: Record<ImageKind, number> = {
  icons: 104,
  banners: 360,
  vendors: 80,
  avatars: 64,
  promos: 360,
};
export const MAX_SCALE = 3;
/** Game pictures this wide or narrower are thumbnails: the subject without the name. */
export const COMPACT_WIDTH = 64;

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

type Look = Pick<BannerArt, 'subjects' | 'from' | 'to' | 'glow'>;

/** How each seeded banner looks: its subjects and colours, by group and number (what it says: bannerCopy.ts). */
const BANNER_LOOK: Record<string, readonly Look[]> = {
  m_home: [
    {
      subjects: ['wrapped-gift', 'money-bag', 'coin'],
      from: '#7b2ff7',
      to: '#f107a3',
      glow: '#ffd86b',
    },
    {
      subjects: ['money-with-wings', 'coin', 'dollar-banknote'],
      from: '#0f9b8e',
      to: '#0b3866',
      glow: '#a8ff78',
    },
    {
      subjects: ['slot-machine', 'cherries', 'gem-stone'],
      from: '#ff512f',
      to: '#a1045a',
      glow: '#ffe000',
    },
    {
      subjects: ['party-popper', 'red-envelope', 'sparkles'],
      from: '#1e3c72',
      to: '#7028e4',
      glow: '#4facfe',
    },
  ],
  m_live: [
    {
      subjects: ['flower-playing-cards', 'game-die', 'spade-suit'],
      from: '#c31432',
      to: '#240b36',
      glow: '#ffd700',
    },
    {
      subjects: ['studio-microphone', 'glowing-star', 'heart-suit'],
      from: '#ee0979',
      to: '#3d0a4f',
      glow: '#ffb3d9',
    },
  ],
  m_topup: [
    {
      subjects: ['money-bag', 'coin', 'high-voltage'],
      from: '#11998e',
      to: '#0b3d2e',
      glow: '#f9f871',
    },
  ],
  m_reg: [
    {
      subjects: ['wrapped-gift', 'party-popper', 'sparkles'],
      from: '#f7971e',
      to: '#b31217',
      glow: '#fff6b7',
    },
  ],
};

const PROMO_LOOK: readonly Look[] = [
  {
    subjects: ['money-bag', 'coin', 'sparkles'],
    from: '#7b2ff7',
    to: '#2b0a4f',
    glow: '#ffd86b',
  },
  {
    subjects: ['calendar', 'wrapped-gift', 'glowing-star'],
    from: '#00b09b',
    to: '#0b3866',
    glow: '#c9ffbf',
  },
  {
    subjects: ['trophy', '1st-place-medal', 'sparkles'],
    from: '#f7971e',
    to: '#8e0e00',
    glow: '#fff6b7',
  },
  {
    subjects: ['wrapped-gift', 'red-envelope', 'coin'],
    from: '#e52d27',
    to: '#5b0a2e',
    glow: '#ffd700',
  },
  {
    subjects: ['slot-machine', 'gem-stone', 'coin'],
    from: '#4568dc',
    to: '#2b0a4f',
    glow: '#b06ab3',
  },
  {
    subjects: ['rocket', 'glowing-star', 'sparkles'],
    from: '#141e30',
    to: '#243b55',
    glow: '#00d2ff',
  },
];

/** Illustrated hosts (Fluent Emoji people with skin tones), picked by the host's id. */
const PORTRAITS = [
  'woman-medium-light',
  'woman-curly-hair-medium',
  'woman-red-hair-light',
  'woman-blonde-hair-medium-light',
  'woman-with-headscarf-medium',
  'woman-singer-medium-light',
  'princess-medium',
  'woman-tipping-hand-medium-light',
  'woman-raising-hand-medium-dark',
  'woman-dancing-medium',
];
const HOST_BACKDROPS: readonly [string, string][] = [
  ['#ff9a9e', '#a1045a'],
  ['#a18cd1', '#3b1e6e'],
  ['#84fab0', '#0b6e4f'],
  ['#fbc2eb', '#7b2ff7'],
  ['#ffd86b', '#c2410c'],
  ['#8fd3f4', '#1e3c72'],
];

/** A seeded banner's name: <merchant>-<group>-<n>, then the language it is drawn in, lower case (-en, -bn). */
const BANNER_NAME = /^.+?-(m_[a-z_0-9]+?)-(\d+)(?:-([a-z]{2}))?$/;

/**
 * The name of a seeded banner's picture in a language: the language its copy is drawn in (the player's own, or
 * English for a language without copy), so each language's picture has its own immutable URL.
 */
export const bannerName = (merchant: string, group: string, n: number, lang: string): string =>
  `${merchant}-${group}-${n}-${bannerLanguage(lang).toLowerCase()}`;

/** The name of a seeded promotion's picture (n from 1, in the activities' order) in a language. */
export const promoName = (merchant: string, n: number, lang: string): string =>
  `${merchant}-${n}-${bannerLanguage(lang).toLowerCase()}`;

/** The name of a VIP level's card in a language. */
export const vipName = (merchant: string, level: number, lang: string): string =>
  `vip-${merchant}-${level}-${bannerLanguage(lang).toLowerCase()}`;

/** What a VIP level's card says in a language (its tier's name and level in that language), if it has copy. */
export function vipCopy(level: number, lang: string): BannerText | undefined {
  const tier = VIP[level];
  const copy = VIP_COPY[lang];
  if (tier === undefined || !copy) return undefined;
  const fill = (t: string) =>
    t
      .replace('{tier}', tierName(tier, lang).toUpperCase())
      .replace('{level}', level.toLocaleString(languageTag(lang as Language)));
  return { headline: fill(copy.headline), tagline: fill(copy.tagline), cta: copy.cta };
}

/**
 * The copy of a banner name, if it names a seeded banner: in the name's language (a name without one, as written
 * before banners had languages, is English; a language without copy is not a banner).
 */
export function bannerCopy(name: string): BannerText | undefined {
  const m = BANNER_NAME.exec(name);
  if (!m) return undefined;
  const lang = (m[3] ?? BANNER_FALLBACK).toUpperCase();
  const list = BANNER_COPY[lang]?.[m[1] as BannerGroup];
  return list?.[(Number(m[2]) - 1) % list.length];
}

function bannerLook(name: string): Look {
  const m = BANNER_NAME.exec(name);
  const group = m?.[1]?.replace(/_\d+$/, '') ?? '';
  const list = BANNER_LOOK[group] ?? BANNER_LOOK.m_home!;
  return list[(Number(m?.[2] ?? 1) - 1) % list.length]!;
}

const catalogues = new Map<string, Map<string, GameRow>>();

/** A seeded game by its merchant and id (the art of a game is drawn from its catalogue entry). */
function seededGame(merchant: string, gameId: string): GameRow | undefined {
  let games = catalogues.get(merchant);
  if (!games) {
    games = new Map(catalogueOf(merchant).games.map((g) => [g.game_id, g]));
    catalogues.set(merchant, games);
  }
  return games.get(gameId);
}

/**
 * The picture an image name stands for, or undefined when it names none. Game icons are named
 * <merchant>-<gameId> and need the merchant to be known (`isMerchant`): its seeded catalogue gives the game's name,
 * vendor and kind. Everything else is a pure function of the name.
 */
export function artFor(
  kind: ImageKind,
  name: string,
  isMerchant: (code: string) => boolean,
  /** Drawn this many pixels wide: a game's thumbnail (COMPACT_WIDTH or less) is drawn without its type. */
  width?: number,
): Art | undefined {
  if (!NAME.test(name)) return undefined;
  switch (kind) {
    case 'icons': {
      const m = /^([a-z0-9]{2,16})-(.+)$/.exec(name);
      if (!m || !isMerchant(m[1]!)) return undefined;
      const g = seededGame(m[1]!, m[2]!);
      return (
        g &&
        gameArt({
          name: g.game_name,
          vendor: g.display_name,
          category: g.category,
          id: g.game_id,
          compact: width !== undefined && width <= COMPACT_WIDTH,
        })
      );
    }
    case 'vendors': {
      // The emblem is of the vendor's largest offering (JILI: slots, not bingo).
      const v = VENDORS.filter((x) => x.code === name).sort((a, b) => b.count - a.count)[0];
      return v && vendorArt({ name: v.name, category: v.category });
    }
    case 'banners': {
      const copy = bannerCopy(name);
      if (!copy) return undefined;
      return bannerArt({ id: name, ...copy, ...bannerLook(name) });
    }
    case 'promos': {
      const vip = /^vip-[a-z0-9]{2,16}-(\d{1,2})(?:-([a-z]{2}))?$/.exec(name);
      if (vip) {
        const level = Number(vip[1]);
        const copy = vipCopy(level, (vip[2] ?? BANNER_FALLBACK).toUpperCase());
        if (!copy) return undefined;
        return bannerArt({
          id: name,
          ...copy,
          subjects: [level >= 10 ? 'gem-stone' : 'crown', 'trophy', 'sparkles'],
          from: level >= 10 ? '#141e30' : '#3a1c71',
          to: level >= 10 ? '#4b134f' : '#d76d77',
          glow: '#ffd86b',
        });
      }
      const m = /^[a-z0-9]{2,16}-(\d{1,2})(?:-([a-z]{2}))?$/.exec(name);
      const i = Number(m?.[1] ?? 0) - 1;
      const copy = PROMO_COPY[(m?.[2] ?? BANNER_FALLBACK).toUpperCase()]?.[i];
      if (!copy || !ACTIVITIES[i]) return undefined;
      return bannerArt({ id: name, ...copy, ...PROMO_LOOK[i % PROMO_LOOK.length]! });
    }
    case 'avatars': {
      const h = hash(name);
      const [from, to] = HOST_BACKDROPS[h % HOST_BACKDROPS.length]!;
      return hostArt({ id: name, portrait: PORTRAITS[(h >>> 4) % PORTRAITS.length]!, from, to });
    }
  }
}

/** Name of a game's picture: the merchant's code and the game's id. */
export const gameImageName = (merchant: string, gameId: string): string => `${merchant}-${gameId}`;

/**
 * URL of a generated image: WebP (or AVIF where accepted) at the width the app shows it; `w` may be raised to
 * MAX_SCALE times for denser screens (the app's image component writes the srcset).
 */
export function imageUrl(publicBase: string, kind: ImageKind, name: string): string {
  return `${publicBase}/wps/static/${kind}/${name}.webp?w=${IMAGE_WIDTH[kind]}`;
}

/** The SVG drawing of an image (the same picture as vector, for tools and for anyone asking for .svg). */
export function renderImage(
  kind: ImageKind,
  name: string,
  isMerchant: (code: string) => boolean = () => false,
): string | undefined {
  return artFor(kind, name, isMerchant)?.svg;
}

/**
 * The address of the sandbox's first home banner for a merchant (the first m_home banner the seed writes, the one
 * home shows first), in the merchant's default language. The build prerenders it as the first-paint banner of a merchant on the sandbox gateway, so the
 * banner painted first is the one that stays (issue 27, problem 13); content.test.ts holds the seed to it.
 */
export function firstHomeBannerUrl(code: string, lang: string, publicBase = ''): string {
  return imageUrl(publicBase, 'banners', bannerName(code, 'm_home', 1, lang));
}
