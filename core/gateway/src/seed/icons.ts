import { hash } from './random.ts';

/** Kinds of generated images served under /wps/static/<kind>/<name>.svg. */
export const IMAGE_KINDS = ['icons', 'banners', 'vendors', 'avatars', 'promos'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const esc = (t: string): string => t.replace(/[<>&"']/g, '');

function colours(name: string): [string, string, number] {
  const h = hash(name);
  return [`hsl(${h % 360} 70% 45%)`, `hsl(${(h >>> 9) % 360} 75% 30%)`, h];
}

/** Headline and tagline drawn on a seeded banner, by group and number (banner names are <merchant>-<group>-<n>). */
export const BANNER_COPY: Record<string, readonly (readonly [string, string])[]> = {
  m_home: [
    ['WELCOME BONUS', 'Up to 100% on your first deposit'],
    ['DAILY REBATE', 'Cash back on every bet, every day'],
    ['SLOTS FRENZY', '600+ games, new ones every week'],
    ['INVITE & EARN', 'Bring a friend, both get a bonus'],
  ],
  m_live: [
    ['LIVE CASINO', 'Real dealers, round the clock'],
    ['LIVE HOSTS', 'Play along with our hosts'],
  ],
  m_topup_1: [['TOP-UP 1', 'Extra 10% on this deposit']],
  m_topup_2: [['TOP-UP 2', 'Extra 15% on this deposit']],
  m_topup_3: [['TOP-UP 3', 'Extra 20% on this deposit']],
  m_reg: [['JOIN NOW', 'A welcome gift is waiting']],
};

/** The copy of a banner name, if it names a seeded banner. */
export function bannerCopy(name: string): readonly [string, string] | undefined {
  const m = /^.+?-(m_[a-z_0-9]+?)-(\d+)$/.exec(name);
  if (!m) return undefined;
  const list = BANNER_COPY[m[1]!];
  return list?.[(Number(m[2]) - 1) % list.length];
}

/**
 * Draws a small deterministic SVG for an image name: the same name always gives the same bytes, so images can be
 * cached forever and need no storage. Returns undefined for a name that is not a valid image name.
 */
export function renderImage(kind: ImageKind, name: string): string | undefined {
  if (!NAME.test(name)) return undefined;
  const [a, b, h] = colours(`${kind}:${name}`);
  const grad = `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
  const svg = (w: number, hgt: number, body: string): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">${grad}<rect width="${w}" height="${hgt}" rx="${kind === 'avatars' ? w / 2 : 12}" fill="url(#g)"/>${body}</svg>`;
  const label = (text: string, x: number, y: number, size: number): string =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${esc(text)}</text>`;
  switch (kind) {
    case 'icons': {
      const [vendor = name, number = ''] = name.split('-');
      const shape =
        h % 3 === 0
          ? '<circle cx="48" cy="40" r="22" fill="#fff" opacity=".25"/>'
          : h % 3 === 1
            ? '<rect x="26" y="18" width="44" height="44" rx="8" fill="#fff" opacity=".25" transform="rotate(15 48 40)"/>'
            : '<path d="M48 14 72 58H24Z" fill="#fff" opacity=".25"/>';
      return svg(
        96,
        96,
        `${shape}${label(vendor.slice(0, 8), 48, 78, vendor.length > 5 ? 11 : 14)}${label(number.replace(/^0+/, '') || '★', 48, 48, 20)}`,
      );
    }
    case 'banners':
    case 'promos': {
      const copy = kind === 'banners' ? bannerCopy(name) : undefined;
      const text = copy
        ? `<text x="40" y="128" font-family="sans-serif" font-size="46" font-weight="800" fill="#fff">${esc(copy[0])}</text><text x="40" y="172" font-family="sans-serif" font-size="22" fill="#fff" opacity=".92">${esc(copy[1])}</text><rect x="40" y="200" width="150" height="44" rx="22" fill="#ffc72c"/><text x="115" y="229" font-family="sans-serif" font-size="20" font-weight="700" fill="#1a1a1a" text-anchor="middle">PLAY NOW</text>`
        : '';
      return svg(
        640,
        280,
        `<circle cx="${480 + (h % 80)}" cy="140" r="110" fill="#fff" opacity=".15"/><circle cx="120" cy="${60 + (h % 120)}" r="70" fill="#fff" opacity=".1"/>${text}`,
      );
    }
    case 'vendors':
      return svg(160, 64, label(name.slice(0, 12), 80, 40, name.length > 8 ? 14 : 20));
    case 'avatars':
      return svg(
        96,
        96,
        `<circle cx="48" cy="38" r="16" fill="#fff" opacity=".8"/><path d="M20 84c4-18 16-26 28-26s24 8 28 26" fill="#fff" opacity=".8"/>`,
      );
  }
}

/** URL of a generated image. */
export function imageUrl(publicBase: string, kind: ImageKind, name: string): string {
  return `${publicBase}/wps/static/${kind}/${name}.svg`;
}

/**
 * The address of the sandbox's first home banner for a merchant (the first m_home banner the seed writes, the one
 * home shows first). The build prerenders it as the first-paint banner of a merchant on the sandbox gateway, so the
 * banner painted first is the one that stays (issue 27, problem 13); content.test.ts holds the seed to it.
 */
export function firstHomeBannerUrl(code: string, publicBase = ''): string {
  return imageUrl(publicBase, 'banners', `${code}-m_home-1`);
}
