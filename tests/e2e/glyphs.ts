/**
 * Font coverage measured in the page: each distinct character of the rendered text is drawn on a canvas with the
 * page's own font stack and compared, pixel for pixel, with characters no font has (private-use and unassigned code
 * points, which every browser draws as its missing-glyph box). A character drawn exactly like those has no glyph.
 */
import type { Page } from '@playwright/test';

export async function missingGlyphs(page: Page, selector = 'body'): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(async (sel) => {
    const root = document.querySelector(sel)!;
    const text = (root as HTMLElement).innerText;
    const chars = [...new Set([...text])].filter((c) => /\p{L}|\p{N}|\p{M}/u.test(c));
    const family = getComputedStyle(root).fontFamily;
    const size = 40;
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size * 2;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const fonts = [`${size}px ${family}`, `bold ${size}px ${family}`];
    ctx.font = fonts[0]!;
    // A font loaded for a unicode-range is used by the canvas only once loaded: load what this text needs. A font
    // that fails to load is what this check is for: its characters then show as missing below.
    for (const f of fonts) await document.fonts.load(f, chars.join('')).catch(() => undefined);
    const draw = (c: string): string => {
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.fillText(c, size / 2, size * 1.3);
      const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let sig = '';
      for (let i = 3; i < d.length; i += 4 * 7) sig += d[i]! > 127 ? '1' : '0';
      return sig;
    };
    // Regular and bold text alike (a bold face is a separate file).
    const missing = new Set<string>();
    for (const f of fonts) {
      ctx.font = f;
      // Unassigned code points also inside the Bengali (U+0984), Arabic (U+FD90), Thai (U+0E3B), Lao (U+0E83),
      // Khmer (U+17DE), Tamil (U+0B80) and Telugu (U+0C0D) ranges of the shipped faces and their fallbacks: a letter
      // no font has is drawn by the last face its range reached, at that face's size.
      const boxes = new Set(
        [
          '\u{E000}',
          '\u{10FFFD}',
          '\u{0984}',
          '\u{FD90}',
          '\u{0E3B}',
          '\u{0E83}',
          '\u{17DE}',
          '\u{0B80}',
          '\u{0C0D}',
        ].map(draw),
      );
      const empty = draw(' ');
      for (const c of chars) {
        const sig = draw(c);
        if (boxes.has(sig) || sig === empty) missing.add(c);
      }
    }
    return [...missing];
  }, selector);
}
