import type { Language } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';
import { primaryText } from './colour.ts';
import { fontStack } from './fonts.ts';

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Token groups as CSS custom property prefixes: color.primary becomes --color-primary, font.sizeMd --font-size-md.
 * font.family becomes the stack for the merchant's languages (fontStack); font.scripts feeds it and is no variable.
 */
export function themeVariables(theme: Theme, langList: readonly Language[] = []): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [group, tokens] of Object.entries(theme)) {
    if (!tokens || typeof tokens !== 'object') continue;
    for (const [key, value] of Object.entries(tokens as Record<string, unknown>))
      if (typeof value === 'string' || typeof value === 'number')
        vars[`--${kebab(group)}-${kebab(key)}`] = String(value);
  }
  // Primary as the colour of words (links, codes, outlined actions): readable on the theme's cards (colour.ts).
  vars['--color-primary-text'] = primaryText(theme.color);
  vars['--font-family'] = fontStack(theme, langList);
  return vars;
}

/** The theme as one `:root` rule, ready for an inline <style> (hashed in the CSP). */
export function themeCss(theme: Theme, langList: readonly Language[] = []): string {
  return rootRule(':root', themeVariables(theme, langList), theme);
}

/** One rule setting a theme's custom properties and colour scheme on `selector`. */
function rootRule(selector: string, vars: Record<string, string>, theme: Theme): string {
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `${selector}{${body};color-scheme:${theme.colorScheme ?? 'light'}}`;
}

/**
 * A run-time template's stylesheet (the manifest's `templates`): the theme's tokens under `html:root`, which outranks
 * the page's own `:root` rule, so linking it switches the theme and removing it switches back. The font stack stays
 * the merchant's theme's: the fonts the build ships were chosen for it.
 */
export function templateCss(template: Theme, own: Theme, langList: readonly Language[] = []): string {
  const vars = { ...themeVariables(template, langList), '--font-family': fontStack(own, langList) };
  return rootRule('html:root', vars, template);
}
