import type { Language } from './generated/merchant.ts';
import type { Problem } from './validate.ts';

/**
 * The messages that can be on one screen together: a screen's own messages file
 * (core/app/src/screens/<Area>/<Name>.messages.json), or an app area's catalogue file
 * (core/app/src/i18n/messages/en/<area>.json, the screens of that area), each shown inside the shell, whose messages
 * (shell.json: header, side menu, bottom menu) are on every screen.
 */
export interface ScreenGroup {
  /** The file that defines the group's ids, relative to the repository root. */
  file: string;
  ids: string[];
}

/** How a control's accessible name compares: case and runs of white space do not tell two names apart. */
function nameKey(message: string): string {
  return message.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface SameNameInput {
  code: string;
  /** Complete catalogue per language (core English, core language, merchant overrides). */
  messages: Partial<Record<Language, Record<string, string>>>;
  /** The merchant's own override file per language, if it has one, to point a warning at (relative path). */
  overrideFile: (lang: Language) => string;
  /** The merchant's own overrides per language. */
  overrides: Partial<Record<Language, Record<string, string>>>;
}

/**
 * Warnings for two messages of one screen that read the same in a language while English tells them apart ("Sign
 * out" in the side menu and "Log out" on the member center, translated alike): two controls would share one
 * accessible name, so a screen-reader user hears two identical buttons and a test (or voice control) cannot pick
 * one. Messages English itself writes alike are meant alike and are left alone.
 */
export function sameNameWarnings(
  merchant: SameNameInput,
  screens: ScreenGroup[],
  shell: ScreenGroup,
  english: Record<string, string>,
): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<string>();
  for (const [lang, catalogue] of Object.entries(merchant.messages) as [Language, Record<string, string>][]) {
    if (lang === 'EN' && !Object.keys(merchant.overrides.EN ?? {}).length) continue;
    for (const screen of screens) {
      const ids = [...new Set([...screen.ids, ...shell.ids])];
      const byName = new Map<string, string[]>();
      for (const id of ids) {
        const text = catalogue[id];
        if (text === undefined || !nameKey(text)) continue;
        const key = nameKey(text);
        const earlier = byName.get(key) ?? [];
        byName.set(key, [...earlier, id]);
        const other = earlier.find((e) => nameKey(english[e] ?? '') !== nameKey(english[id] ?? ''));
        if (other === undefined) continue;
        const [a, b] = [other, id].sort() as [string, string];
        const pair = `${lang}:${a}:${b}`;
        if (seen.has(pair)) continue;
        seen.add(pair);
        const own = merchant.overrides[lang] ?? {};
        const where = b in own ? b : a in own ? a : undefined;
        const inShell = shell.ids.includes(a) && shell.ids.includes(b);
        const files = inShell ? [shell.file] : [screen.file, shell.file];
        out.push({
          file: where ? merchant.overrideFile(lang) : files[0]!,
          pointer: `/${where ?? b}`,
          message:
            `merchant ${merchant.code}, ${lang}: "${a}" and "${b}" both read "${text.trim()}" and can be on one ` +
            `screen (${files.join(' + ')}): two controls would share one accessible name`,
          hint: `translate them apart, as English does ("${english[a]}" / "${english[b]}")`,
        });
      }
    }
  }
  return out;
}
