import type { GameCategory } from '@wl/contract';
import { hash } from '../seed/random.ts';
import { emoji } from './emoji.ts';
import { THEMES, subjectOf } from './themes.ts';
import { fit, isRightToLeft, measure, text } from './type.ts';

/** A picture at its design size; the rasteriser scales it to the width asked for. */
export interface Art {
  svg: string;
  width: number;
  height: number;
}

const esc = (t: string): string => t.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG document; its text is outlined, so `title` carries what it says (for tools, tests and screen readers). */
const svg = (w: number, h: number, title: string, defs: string, body: string): Art => ({
  width: w,
  height: h,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>${esc(title)}</title><defs>${defs}</defs>${body}</svg>`,
});

/** Light rays from (cx, cy): the casino backdrop's sunburst. */
function rays(cx: number, cy: number, r: number, count: number, turn: number, opacity: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = ((i * 2 + turn) * Math.PI) / count;
    const b = ((i * 2 + 1 + turn) * Math.PI) / count;
    d += `M${cx} ${cy}L${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}L${(cx + r * Math.cos(b)).toFixed(1)} ${(cy + r * Math.sin(b)).toFixed(1)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity="${opacity}"/>`;
}

/** Small four-pointed sparkles scattered by `h`. */
function sparkles(w: number, h: number, seed: number, count: number, size: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = (((seed >>> (i * 3)) % 97) / 97) * w;
    const y = (((seed >>> (i * 2 + 5)) % 89) / 89) * h;
    const s = size * (0.5 + ((seed >>> i) % 5) / 8);
    d += `M${x.toFixed(1)} ${(y - s).toFixed(1)}Q${x.toFixed(1)} ${y.toFixed(1)} ${(x + s).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y + s).toFixed(1)}Q${x.toFixed(1)} ${y.toFixed(1)} ${(x - s).toFixed(1)} ${y.toFixed(1)}Q${x.toFixed(1)} ${y.toFixed(1)} ${x.toFixed(1)} ${(y - s).toFixed(1)}Z`;
  }
  return `<path d="${d}" fill="#fff" opacity=".8"/>`;
}

const GOLD =
  '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe0"/><stop offset=".55" stop-color="#ffd54a"/><stop offset="1" stop-color="#ff9f1a"/></linearGradient>';

export interface GameArt {
  name: string;
  vendor: string;
  category: GameCategory;
  /** Stable id (the game id): picks the variation. */
  id: string;
  /**
   * For a thumbnail (a winners' list shows tiles at 36 px): the subject alone, filling the tile; type that small
   * could not be read and would only cost bytes.
   */
  compact?: boolean;
}

/** A game tile, 192x192: the category's backdrop, a subject from the game's name, the name in display type. */
export function gameArt(g: GameArt): Art {
  const t = THEMES[g.category];
  const h = hash(g.id);
  const S = 192;
  const cy = 78;
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${t.from}"/><stop offset="1" stop-color="${t.to}"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${t.glow}" stop-opacity=".75"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".78"/></linearGradient>` +
    GOLD;
  // Narrower than the tile by the outline's width and the glyphs' overhang.
  const title = fit(g.name, 'display', S - 32, 30, 16, 2);
  const lineH = title.size * 1.02;
  const base = S - 14 - (title.lines.length - 1) * lineH;
  const titleSvg = title.lines
    .map((l, i) =>
      text(l, {
        face: 'display',
        size: title.size,
        x: S / 2,
        y: base + i * lineH,
        anchor: 'middle',
        fill: 'url(#gold)',
        stroke: '#1b0630',
        strokeWidth: title.size / 5,
      }),
    )
    .join('');
  const vendor = g.vendor.toUpperCase();
  const vSize = Math.min(12, (S - 40) / Math.max(1, measure(vendor, 'heavy', 1)));
  const vW = measure(vendor, 'heavy', vSize) + 14;
  const subject = subjectOf(g.name, g.category, h);
  if (g.compact)
    return svg(
      S,
      S,
      `${g.name} (${g.vendor})`,
      defs,
      `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
        `<circle cx="${S / 2}" cy="${S / 2}" r="90" fill="url(#glow)"/>` +
        emoji(subject, 26, 26, 140, 's'),
    );
  const subjectSize = title.lines.length > 1 ? 96 : 108;
  return svg(
    S,
    S,
    `${g.name} (${g.vendor})`,
    defs,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
      rays(S / 2, cy, 160, 12, (h % 100) / 100, 0.07) +
      `<circle cx="${S / 2}" cy="${cy}" r="74" fill="url(#glow)"/>` +
      sparkles(S, S * 0.6, h, 5, 6) +
      emoji(
        subject,
        (S - subjectSize) / 2,
        cy - subjectSize / 2 - (title.lines.length > 1 ? 8 : 0),
        subjectSize,
        's',
      ) +
      `<rect y="${S * 0.5}" width="${S}" height="${S * 0.5}" fill="url(#shade)"/>` +
      titleSvg +
      `<rect x="8" y="8" width="${vW.toFixed(1)}" height="20" rx="10" fill="#000" fill-opacity=".45"/>` +
      text(vendor, { face: 'heavy', size: vSize, x: 15, y: 22, fill: '#fff' }) +
      `<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" rx="14" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="3"/>`,
  );
}

export interface VendorArt {
  name: string;
  category: GameCategory;
}

/** A vendor's wordmark, 160x64: an emblem of its main kind of game and its name. */
export function vendorArt(v: VendorArt): Art {
  const t = THEMES[v.category];
  const W = 160;
  const H = 64;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.to}"/><stop offset="1" stop-color="#0d0d1a"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${t.glow}" stop-opacity=".6"/><stop offset="1" stop-color="${t.glow}" stop-opacity="0"/></radialGradient>` +
    GOLD;
  const words = v.name.split(' ');
  const main = words.length > 1 && v.name.length > 9 ? words.slice(0, -1).join(' ') : v.name;
  const sub = main === v.name ? '' : words[words.length - 1]!.toUpperCase();
  const box = W - 62;
  const size = Math.min(24, box / Math.max(1, measure(main, 'heavy', 1)));
  const y = sub ? 32 : 32 + size * 0.36;
  return svg(
    W,
    H,
    v.name,
    defs,
    `<rect width="${W}" height="${H}" rx="12" fill="url(#bg)"/>` +
      `<circle cx="30" cy="32" r="30" fill="url(#glow)"/>` +
      emoji(t.subjects[0]!, 10, 12, 40, 'e') +
      text(main, { face: 'heavy', size, x: 56, y, fill: 'url(#gold)' }) +
      (sub
        ? text(sub, { face: 'bold', size: 11, x: 57, y: 48, fill: '#fff', extra: 'fill-opacity=".85"' })
        : '') +
      `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="11" fill="none" stroke="${t.glow}" stroke-opacity=".45" stroke-width="2"/>`,
  );
}

export interface BannerArt {
  id: string;
  headline: string;
  tagline: string;
  cta: string;
  /** Fluent Emoji names: the hero, then two companions. */
  subjects: readonly [string, string, string];
  from: string;
  to: string;
  glow: string;
}

/** A banner or promotion, 640x280 (16:7): headline, tagline and a call to action beside a group of subjects. */
export function bannerArt(b: BannerArt): Art {
  const W = 640;
  const H = 280;
  const h = hash(b.id);
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${b.glow}" stop-opacity=".8"/><stop offset="1" stop-color="${b.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe259"/><stop offset="1" stop-color="#ffa751"/></linearGradient>` +
    GOLD;
  // A right-to-left script (Urdu) sets its copy against the column's right edge, and its taller letters (Naskh's
  // marks above and below) take more room between lines.
  const rtl = isRightToLeft(b.headline);
  const M = rtl
    ? { top: 1.0, headStep: 1.4, gap: 46, tagStep: 1.6 }
    : { top: 0.85, headStep: 1.0, gap: 36, tagStep: 1.25 };
  let head = fit(b.headline, 'display', 330, 58, 34, 2);
  const tag = fit(b.tagline, 'bold', 320, 22, 16, 2);
  // Two lines of headline over two of tagline: a smaller headline, so the button keeps its place below the copy
  // (it would otherwise be pushed up to the bottom edge's limit, onto the tagline's last line).
  const ctaTop = (hd: typeof head): number =>
    40 +
    hd.size * M.top +
    (hd.lines.length - 1) * hd.size * M.headStep +
    M.gap +
    (tag.lines.length - 1) * tag.size * M.tagStep +
    22;
  for (let max = head.size - 2; ctaTop(head) > H - 62 && max >= 34; max -= 2)
    head = fit(b.headline, 'display', 330, max, 34, 2);
  const headH = head.size * M.headStep;
  const top = 40 + head.size * M.top;
  const anchor = rtl ? 'end' : 'start';
  const headSvg = head.lines
    .map((l, i) =>
      text(l, {
        face: 'display',
        size: head.size,
        x: rtl ? 366 : 36,
        y: top + i * headH,
        anchor,
        fill: 'url(#gold)',
        stroke: '#240a3a',
        strokeWidth: head.size / 6,
      }),
    )
    .join('');
  const tagTop = top + (head.lines.length - 1) * headH + M.gap;
  const tagSvg = tag.lines
    .map((l, i) =>
      text(l, {
        face: 'bold',
        size: tag.size,
        x: rtl ? 365 : 37,
        y: tagTop + i * tag.size * M.tagStep,
        anchor,
        fill: '#fff',
      }),
    )
    .join('');
  const ctaY = Math.min(H - 62, tagTop + (tag.lines.length - 1) * tag.size * M.tagStep + 22);
  const ctaW = measure(b.cta, 'heavy', 17) + 44;
  const ctaX = rtl ? 366 - ctaW : 36;
  return svg(
    W,
    H,
    `${b.headline}: ${b.tagline}`,
    defs,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
      rays(490, 140, 520, 16, (h % 100) / 100, 0.08) +
      `<circle cx="490" cy="140" r="170" fill="url(#glow)"/>` +
      // Sparkles on the picture's side only: never over the copy.
      `<g transform="translate(330 0)">${sparkles(W - 330, H, h, 8, 9)}</g>` +
      emoji(b.subjects[1], 360, 150, 96, 'b', 'opacity=".95"') +
      emoji(b.subjects[2], 548, 22, 76, 'c', 'transform-origin="586 60"') +
      emoji(b.subjects[0], 392, 28, 200, 'a') +
      headSvg +
      tagSvg +
      `<rect x="${ctaX.toFixed(1).replace(/\.0$/, '')}" y="${ctaY.toFixed(1)}" width="${ctaW.toFixed(1)}" height="42" rx="21" fill="url(#cta)"/>` +
      text(b.cta, {
        face: 'heavy',
        size: 17,
        x: ctaX + ctaW / 2,
        y: ctaY + 27 + (rtl ? 2 : 0),
        anchor: 'middle',
        fill: '#3a1600',
      }),
  );
}

export interface HostArt {
  id: string;
  /** Fluent Emoji of the host. */
  portrait: string;
  from: string;
  to: string;
}

/** A live host's portrait, 96x96 round: an illustrated person on a soft studio backdrop. */
export function hostArt(a: HostArt): Art {
  const S = 96;
  const h = hash(a.id);
  const defs =
    `<radialGradient id="bg" cx=".5" cy=".3" r=".8"><stop offset="0" stop-color="${a.from}"/><stop offset="1" stop-color="${a.to}"/></radialGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  return svg(
    S,
    S,
    a.id,
    defs,
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>` +
      `<circle cx="48" cy="44" r="40" fill="url(#glow)"/>` +
      sparkles(S, S * 0.5, h, 4, 4) +
      emoji(a.portrait, 10, 14, 76, 'p'),
  );
}

export interface PayLogo {
  /** The method's name as its logo writes it ("GCash"). */
  name: string;
  /** Its brand colour. */
  colour: string;
  /** Draw a bank's columns instead of the name's initial. */
  bank?: boolean;
}

/**
 * A payment method's logo, 80x32, as a small self-contained SVG (outlined type, no font): a white badge with the
 * initial (or a bank's columns) in the brand colour, and the name in white on the brand colour.
 */
export function payLogo(p: PayLogo): Art {
  const W = 80;
  const H = 32;
  const size = Math.min(14, 46 / Math.max(1, measure(p.name, 'heavy', 1)));
  const mark = p.bank
    ? `<path d="M15 9.5 8.5 13h13zM9.5 14h2v6h-2zm4 0h2v6h-2zm4 0h2v6h-2zM8.5 21h13v1.6h-13z" fill="${p.colour}"/>`
    : text(p.name[0]!.toUpperCase(), {
        face: 'heavy',
        size: 13,
        x: 15,
        y: 20.6,
        anchor: 'middle',
        fill: p.colour,
      });
  return svg(
    W,
    H,
    p.name,
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
    `<rect width="${W}" height="${H}" rx="6" fill="${p.colour}"/><rect width="${W}" height="${H}" rx="6" fill="url(#bg)"/>` +
      `<circle cx="15" cy="16" r="10" fill="#fff"/>${mark}` +
      text(p.name, { face: 'heavy', size, x: 29, y: 16 + size * 0.36, fill: '#fff' }),
  );
}
