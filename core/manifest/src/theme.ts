import type { Theme } from './generated/theme.ts';

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Token groups as CSS custom property prefixes: color.primary becomes --color-primary, font.sizeMd --font-size-md. */
export function themeVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [group, tokens] of Object.entries(theme)) {
    if (!tokens || typeof tokens !== 'object') continue;
    for (const [key, value] of Object.entries(tokens as Record<string, string | number>))
      vars[`--${kebab(group)}-${kebab(key)}`] = String(value);
  }
  return vars;
}

/** The theme as one `:root` rule, ready for an inline <style> (hashed in the CSP). */
export function themeCss(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  return `:root{${body};color-scheme:${theme.colorScheme ?? 'light'}}`;
}
