/**
 * Brand colours and their contrast. A merchant that overrides only `color.primary` (and optionally `color.accent`,
 * the secondary brand colour) gets the tokens drawn from them re-derived: the header, the active bottom-menu item
 * and the text on each; validation then checks every text/background pair for WCAG AA contrast.
 */
import type { Theme } from './generated/theme.ts';
import type { Problem } from './validate.ts';

type Colours = Theme['color'];
type Token = keyof Colours;

/** WCAG 2.x AA for normal text. */
export const AA = 4.5;

/** Text/background pairs the app draws, each checked for AA contrast. */
export const CONTRAST_PAIRS: [text: Token, background: Token][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'surface'],
  ['onPrimary', 'primary'],
  ['onAccent', 'accent'],
  ['onHeader', 'header'],
  ['onNav', 'nav'],
  ['navActive', 'nav'],
  ['onBadge', 'badge'],
];

/** Tokens painted in a brand colour, and which brand colour each follows unless the theme says otherwise. */
const FOLLOWERS: Token[] = ['header', 'navActive'];
const BRAND: Token[] = ['primary', 'accent'];
/** The text token drawn on each background token. */
const TEXT_ON: Partial<Record<Token, Token>> = {
  primary: 'onPrimary',
  accent: 'onAccent',
  header: 'onHeader',
};

function rgb(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const opaque = (hex: string): boolean => hex.length === 4 || hex.length === 7;

/** White or near-black, whichever reads better on a background. */
function readableOn(background: string): string {
  return contrast('#ffffff', background) >= contrast('#111111', background) ? '#ffffff' : '#111111';
}

const hex2 = (v: number): string => Math.round(v).toString(16).padStart(2, '0');

/**
 * The primary colour as text: the theme's own where it reads at WCAG AA on every background it is written on
 * (surface, surface-alt, background), else the nearest tone towards the theme's text colour that does. A dark theme's
 * brand green or purple makes a good button and a poor word on its dark cards; the word gets this tone instead.
 */
export function primaryText(color: Theme['color']): string {
  const on = [color.surface, color.surfaceAlt, color.background].filter(opaque);
  if (!opaque(color.primary) || !opaque(color.text)) return color.primary;
  const [from, to] = [rgb(color.primary), rgb(color.text)];
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const tone = `#${from.map((v, i) => hex2(v + (to[i]! - v) * t)).join('')}`;
    if (on.every((bg) => contrast(tone, bg) >= AA)) return step === 0 ? color.primary : tone;
  }
  return color.text;
}

/**
 * Applies the brand derivation to a theme whose overrides have been applied: every follower token (header, active
 * nav) that equals a brand token in the base theme takes that brand token's new value; header follows primary
 * when it equals neither. The text on a re-derived background keeps the base theme's colour while that passes AA,
 * else becomes white or near-black. Tokens the merchant overrides itself are never touched.
 */
export function deriveBrand(theme: Theme, base: Theme, overridden: ReadonlySet<string>): Theme {
  const changed = BRAND.filter((b) => overridden.has(`color.${b}`));
  if (!changed.length) return theme;
  const color = { ...theme.color };
  const touched = new Set<Token>(changed);
  for (const token of FOLLOWERS) {
    if (overridden.has(`color.${token}`)) continue;
    const source =
      BRAND.find((b) => base.color[token].toLowerCase() === base.color[b].toLowerCase()) ??
      (token === 'header' ? 'primary' : undefined);
    if (source && changed.includes(source)) {
      color[token] = color[source];
      touched.add(token);
    }
  }
  for (const bg of touched) {
    const text = TEXT_ON[bg];
    if (!text || overridden.has(`color.${text}`)) continue;
    if (contrast(color[text], color[bg]) < AA) color[text] = readableOn(color[bg]);
  }
  return { ...theme, color };
}

/** Every pair of CONTRAST_PAIRS below AA in a merchant's final theme, named for the operator. */
export function contrastProblems(theme: Theme, file: string): Problem[] {
  const out: Problem[] = [];
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const a = theme.color[fg];
    const b = theme.color[bg];
    if (!opaque(a) || !opaque(b)) continue;
    const ratio = contrast(a, b);
    if (ratio < AA)
      out.push({
        file,
        pointer: '/themeOverrides',
        message: `color.${fg} ${a} on color.${bg} ${b} has contrast ${ratio.toFixed(2)}:1, below WCAG AA (${AA}:1)`,
        hint: `theme "${theme.name}" after overrides; darken or lighten one of color.${fg} and color.${bg}`,
      });
  }
  return out;
}
