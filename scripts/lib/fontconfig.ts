import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian, Ubuntu, Fedora and Arch keep the DejaVu files. */
const FONT_DIRS = [
  '/usr/share/fonts/truetype/dejavu',
  '/usr/share/fonts/dejavu-sans-fonts',
  '/usr/share/fonts/dejavu-serif-fonts',
  '/usr/share/fonts/dejavu-sans-mono-fonts',
  '/usr/share/fonts/dejavu',
  '/usr/share/fonts/TTF',
];

/**
 * A fontconfig file that shows Chromium ONLY the DejaVu fonts (the fonts of a bare Debian), whatever else the
 * machine has installed: a folder of links to the DejaVu files and nothing else. Pass it as FONTCONFIG_FILE in the
 * browser's environment. Gives a reason instead where that cannot work: fontconfig decides the system fonts only on
 * Linux (macOS and Windows Chromium ask the OS), and a machine without DejaVu has nothing to show.
 */
export function dejavuOnlyFontconfig(): { file?: string; reason?: string } {
  if (process.platform !== 'linux')
    return { reason: `fontconfig picks Chromium's system fonts only on Linux (this is ${process.platform})` };
  const files = FONT_DIRS.filter((d) => existsSync(d)).flatMap((d) =>
    readdirSync(d)
      .filter((f) => /^DejaVu.*\.ttf$/i.test(f))
      .map((f) => path.join(d, f)),
  );
  if (!files.some((f) => /DejaVuSans\.ttf$/i.test(f)))
    return { reason: `no DejaVuSans.ttf in ${FONT_DIRS.join(', ')}` };
  const home = mkdtempSync(path.join(tmpdir(), 'wl-dejavu-only-'));
  mkdirSync(path.join(home, 'fonts'));
  for (const f of files) symlinkSync(f, path.join(home, 'fonts', path.basename(f)));
  const file = path.join(home, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${path.join(home, 'fonts')}</dir>\n  <cachedir>${path.join(home, 'cache')}</cachedir>\n</fontconfig>\n`,
  );
  return { file };
}
