import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA, contrast, primaryText } from './colour.ts';
import type { Theme } from './generated/theme.ts';
import { themeVariables } from './theme.ts';

const theme = (name: string): Theme =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../themes/${name}/theme.json`), 'utf8'));

describe('primary as the colour of words', () => {
  it("keeps a light theme's primary that reads on its cards", () => {
    const sunrise = theme('sunrise');
    expect(contrast(sunrise.color.primary, sunrise.color.surface)).toBeGreaterThanOrEqual(AA);
    expect(primaryText(sunrise.color)).toBe(sunrise.color.primary);
  });

  it("moves a dark theme's brand colour towards its text until it reads at AA on every card colour", () => {
    for (const name of ['emerald', 'orchid']) {
      const { color } = theme(name);
      // The brand colour is a button's, not a word's, on these cards (1.9 to 2.7:1).
      expect(contrast(color.primary, color.surface), name).toBeLessThan(AA);
      const tone = primaryText(color);
      for (const bg of [color.surface, color.surfaceAlt, color.background])
        expect(contrast(tone, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA);
      // Still the brand's hue, not the text colour: the nearest tone that passes.
      expect(tone).not.toBe(color.text);
      expect(themeVariables(theme(name))['--color-primary-text']).toBe(tone);
    }
  });

  it('falls back to the text colour when no tone between reads', () => {
    const color = { ...theme('sunrise').color, primary: '#777777', text: '#808080', surface: '#7a7a7a' };
    expect(primaryText(color)).toBe('#808080');
  });
});
