import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontFaceCss, fontsFor, fontStack, SHIPPED_FONTS } from './fonts.ts';
import type { Theme } from './generated/theme.ts';
import { validateTheme } from './validate.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const sunrise = () => JSON.parse(readFileSync(path.join(root, 'themes/sunrise/theme.json'), 'utf8')) as Theme;

describe('fonts per script', () => {
  it('ships fonts only for the scripts of the merchant languages', () => {
    expect(fontsFor(['EN', 'TY'])).toEqual([]);
    expect(fontsFor(['BN', 'EN']).map((f) => f.family)).toEqual(['Noto Sans Bengali']);
    expect(fontsFor(['UR', 'EN']).map((f) => f.family)).toEqual(['Noto Naskh Arabic']);
    expect(fontsFor(['VI']).map((f) => f.subset)).toEqual(['vietnamese']);
  });

  it('puts the script fonts first, the theme stack after; a theme may name its own per script', () => {
    const t = sunrise();
    t.font.family = 'system-ui, sans-serif';
    expect(fontStack(t, ['EN'])).toBe('system-ui, sans-serif');
    expect(fontStack(t, ['UR', 'EN'])).toBe('"Noto Naskh Arabic", system-ui, sans-serif');
    t.font.scripts = { arabic: '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq"' };
    expect(fontStack(t, ['UR'])).toBe(
      '"Noto Nastaliq Urdu", "Jameel Noori Nastaleeq", system-ui, sans-serif',
    );
  });

  it('no longer forces a Bengali family on every theme', () => {
    const t = sunrise();
    t.font.family = '"Be Vietnam Pro", system-ui, sans-serif';
    expect(validateTheme(t, 'themes/x/theme.json')).toEqual([]);
    t.font.family = 'Arial';
    expect(validateTheme(t, 'themes/x/theme.json').map((p) => p.pointer)).toEqual(['/font/family']);
  });

  it('declares each face local() first, with its unicode-range and swap', () => {
    const css = fontFaceCss({
      font: SHIPPED_FONTS.find((f) => f.script === 'bengali')!,
      weightRange: '600 900',
      weightFile: 700,
      url: '/assets/fonts/b.woff2',
      unicodeRange: 'U+0980-09FE',
    });
    expect(css).toBe(
      '@font-face{font-family:"Noto Sans Bengali";font-style:normal;font-weight:600 900;font-display:swap;' +
        'src:local("Noto Sans Bengali Bold"),local("NotoSansBengali-Bold"),url(/assets/fonts/b.woff2) format("woff2");' +
        'unicode-range:U+0980-09FE}',
    );
  });
});
