import { bannerArt, gameArt, hostArt, vendorArt, type Art, type BannerArt } from '../art/compose.ts';
import { languageTag, type Language } from '@wl/manifest/languages';
import type { ArtText, MerchantContent } from '@wl/manifest';
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

/**
 * A merchant as its art needs it: its code, and its operator's content files, whose `art` (content/<lang>.json) is
 * what the pictures say in a language the seed has no copy for.
 */
export interface ArtMerchant {
  code: string;
  content?: Partial<Record<string, MerchantContent>>;
}

/** Finds a merchant by its code (the gateway's merchants), for the pictures named after it. */
export type ArtMerchants = (code: string) => ArtMerchant | undefined;

/**
 * A seeded banner's name: <merchant>-<group>-<n>, then the language it is drawn in, lower case (-en, -bn), then for
 * the operator's own copy its hash (-th-1a2b3c4d): an edited copy is a new picture at a new, immutable URL.
 */
const BANNER_NAME = /^(.+?)-(m_[a-z_0-9]+?)-(\d+)(?:-([a-z]{2})(?:-([0-9a-f]{8}))?)?$/;
const PROMO_NAME = /^([a-z0-9]{2,16})-(\d{1,2})(?:-([a-z]{2})(?:-([0-9a-f]{8}))?)?$/;
const VIP_NAME = /^vip-([a-z0-9]{2,16})-(\d{1,2})(?:-([a-z]{2})(?:-([0-9a-f]{8}))?)?$/;

/** The operator's art copy of a language, if its content file has any. */
const ownArt = (m: ArtMerchant | undefined, lang: string) => m?.content?.[lang.toUpperCase()]?.art;

/** Eight hex digits of a copy (FNV-1a): the part of a picture's name that changes when the copy does. */
function copyHash(copy: ArtText): string {
  return hash(`${copy.headline}\n${copy.tagline}\n${copy.cta}`).toString(16).padStart(8, '0');
}

/**
 * A picture's name suffix in a language: the operator's own copy (its language and hash), else the language the
 * seed draws it in (its own, or English for a language without copy).
 */
const suffix = (own: ArtText | undefined, lang: string): string =>
  own ? `${lang.toLowerCase()}-${copyHash(own)}` : bannerLanguage(lang).toLowerCase();

/**
 * The name of a seeded banner's picture in a language: the language its copy is drawn in (the player's own, or
 * English for a language without copy), so each language's picture has its own immutable URL.
 */
export const bannerName = (merchant: ArtMerchant, group: string, n: number, lang: string): string =>
  `${merchant.code}-${group}-${n}-${suffix(ownArt(merchant, lang)?.banners?.[`${group}-${n}`], lang)}`;

/** The name of a seeded promotion's picture (n from 1, in the activities' order) in a language. */
export const promoName = (merchant: ArtMerchant, n: number, lang: string): string =>
  `${merchant.code}-${n}-${suffix(ownArt(merchant, lang)?.promotions?.[n - 1], lang)}`;

/** The name of a VIP level's card in a language. */
export const vipName = (merchant: ArtMerchant, level: number, lang: string): string => {
  // Hashed as drawn (the level's tier name filled in): a renamed tier is a new picture too.
  const own = ownArt(merchant, lang)?.vip;
  return `vip-${merchant.code}-${level}-${suffix(own && fillVip(own, level, lang, merchant), lang)}`;
};

/** A VIP card's copy with its level's tier name and number filled in, in a language. */
function fillVip(
  copy: BannerText,
  level: number,
  lang: string,
  merchant?: ArtMerchant,
): BannerText | undefined {
  const tier = VIP[level];
  if (tier === undefined) return undefined;
  const fill = (t: string) =>
    t
      .replace('{tier}', tierName(tier, lang, merchant?.content).toUpperCase())
      .replace('{level}', level.toLocaleString(languageTag(lang as Language)));
  return { headline: fill(copy.headline), tagline: fill(copy.tagline), cta: fill(copy.cta) };
}

/** What a VIP level's card says in a language (its tier's name and level in that language), if it has copy. */
export function vipCopy(level: number, lang: string, merchant?: ArtMerchant): BannerText | undefined {
  const copy = ownArt(merchant, lang)?.vip ?? VIP_COPY[lang];
  return copy && fillVip(copy, level, lang, merchant);
}

/**
 * The operator's copy a picture name asks for: the merchant's content file's, if the name carries its hash and the
 * hash is that copy's (an old name of an edited copy names no picture).
 */
function ownCopy(
  merchants: ArtMerchants,
  code: string,
  lang: string | undefined,
  hashed: string | undefined,
  pick: (art: NonNullable<MerchantContent['art']>) => ArtText | undefined,
): ArtText | null | undefined {
  if (!hashed) return undefined;
  const art = lang ? ownArt(merchants(code), lang) : undefined;
  const copy = art && pick(art);
  return copy && copyHash(copy) === hashed ? copy : null;
}

/**
 * The copy of a banner name, if it names a seeded banner: in the name's language (a name without one, as written
 * before banners had languages, is English; a language without copy is not a banner), or the operator's own.
 */
export function bannerCopy(name: string, merchants: ArtMerchants = () => undefined): BannerText | undefined {
  const m = BANNER_NAME.exec(name);
  if (!m) return undefined;
  const own = ownCopy(merchants, m[1]!, m[4], m[5], (art) => art.banners?.[`${m[2]}-${Number(m[3])}`]);
  if (own !== undefined) return own ?? undefined;
  const lang = (m[4] ?? BANNER_FALLBACK).toUpperCase();
  const list = BANNER_COPY[lang]?.[m[2] as BannerGroup];
  return list?.[(Number(m[3]) - 1) % list.length];
}

function bannerLook(name: string): Look {
  const m = BANNER_NAME.exec(name);
  const group = m?.[2]?.replace(/_\d+$/, '') ?? '';
  const list = BANNER_LOOK[group] ?? BANNER_LOOK.m_home!;
  return list[(Number(m?.[3] ?? 1) - 1) % list.length]!;
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
 * <merchant>-<gameId> and need the merchant to be known (`merchants`): its seeded catalogue gives the game's name,
 * vendor and kind; a picture in an operator's own copy needs its content file. Everything else is a pure function
 * of the name.
 */
export function artFor(
  kind: ImageKind,
  name: string,
  merchants: ArtMerchants,
  /** Drawn this many pixels wide: a game's thumbnail (COMPACT_WIDTH or less) is drawn without its type. */
  width?: number,
): Art | undefined {
  if (!NAME.test(name)) return undefined;
  switch (kind) {
    case 'icons': {
      const m = /^([a-z0-9]{2,16})-(.+)$/.exec(name);
      if (!m || !merchants(m[1]!)) return undefined;
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
      const copy = bannerCopy(name, merchants);
      if (!copy) return undefined;
      return bannerArt({ id: name, ...copy, ...bannerLook(name) });
    }
    case 'promos': {
      const vip = VIP_NAME.exec(name);
      if (vip) {
        const level = Number(vip[2]);
        const lang = (vip[3] ?? BANNER_FALLBACK).toUpperCase();
        const own = ownCopy(
          merchants,
          vip[1]!,
          vip[3],
          vip[4],
          (art) => art.vip && fillVip(art.vip, level, lang, merchants(vip[1]!)),
        );
        if (own === null) return undefined;
        const copy = own ?? vipCopy(level, lang);
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
      const m = PROMO_NAME.exec(name);
      const i = Number(m?.[2] ?? 0) - 1;
      const own = m ? ownCopy(merchants, m[1]!, m[3], m[4], (art) => art.promotions?.[i]) : undefined;
      if (own === null) return undefined;
      const copy = own ?? PROMO_COPY[(m?.[3] ?? BANNER_FALLBACK).toUpperCase()]?.[i];
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
  merchants: ArtMerchants = () => undefined,
): string | undefined {
  return artFor(kind, name, merchants)?.svg;
}

/**
 * The address of the sandbox's first home banner for a merchant (the first m_home banner the seed writes, the one
 * home shows first), in the merchant's default language. The build prerenders it as the first-paint banner of a merchant on the sandbox gateway, so the
 * banner painted first is the one that stays (issue 27, problem 13); content.test.ts holds the seed to it.
 */
export function firstHomeBannerUrl(merchant: ArtMerchant, lang: string, publicBase = ''): string {
  return imageUrl(publicBase, 'banners', bannerName(merchant, 'm_home', 1, lang));
}
