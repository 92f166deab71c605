import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { FONT_WEIGHTS, fontFileName, type ShippedFont } from '@wl/manifest';

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
 * browser's environment; `extra` font files are installed beside them. Gives a reason instead where that cannot
 * work: fontconfig decides the system fonts only on Linux (macOS and Windows Chromium ask the OS), and a machine
 * without DejaVu has nothing to show.
 */
export function dejavuOnlyFontconfig(extra: string[] = []): { file?: string; reason?: string } {
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
  for (const f of [...files, ...extra]) symlinkSync(f, path.join(home, 'fonts', path.basename(f)));
  const file = path.join(home, 'fonts.conf');
  // The generic families as a bare Debian maps them (its 60-latin.conf). Without these rules fontconfig has no
  // preference among the DejaVu faces and picks between equals in file order: a page asking for sans-serif got DejaVu
  // Serif, and sometimes DejaVu Serif Condensed, so one run's pictures differed from another's.
  const prefer = (generic: string, family: string) =>
    `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>\n`;
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${path.join(home, 'fonts')}</dir>\n  <cachedir>${path.join(home, 'cache')}</cachedir>\n` +
      // A family asked for without a generic one falls back to sans-serif (Debian's 49-sansserif.conf), before the
      // generic families are resolved below.
      `  <match target="pattern">` +
      ['sans-serif', 'serif', 'monospace']
        .map((g) => `<test qual="all" name="family" compare="not_eq"><string>${g}</string></test>`)
        .join('') +
      `<edit name="family" mode="append_last"><string>sans-serif</string></edit></match>\n` +
      prefer('system-ui', 'DejaVu Sans') +
      prefer('sans-serif', 'DejaVu Sans') +
      prefer('serif', 'DejaVu Serif') +
      prefer('monospace', 'DejaVu Sans Mono') +
      `</fontconfig>\n`,
  );
  return { file };
}

const require = createRequire(import.meta.url);

/**
 * The TrueType (sfnt) font inside a WOFF 1.0 file (W3C WOFF: a 44-byte header, 20-byte table entries, each table
 * zlib-compressed when that made it smaller). Chromium reads a system font only as TrueType or CFF, so the
 * package's WOFF files are unpacked before they are installed.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength)
      throw new Error(`table ${i}: ${data.length} bytes, expected ${origLength}`);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const pow2 = 2 ** Math.floor(Math.log2(numTables));
  const head = Buffer.alloc(12 + 16 * numTables);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: the sfnt version
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(pow2 * 16, 6);
  head.writeUInt16BE(Math.log2(pow2), 8);
  head.writeUInt16BE(numTables * 16 - pow2 * 16, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    head.writeUInt32BE(t.tag, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 16 + i * 16);
    head.writeUInt32BE(offset, 20 + i * 16);
    head.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * A phone that has the system fonts for these shipped fonts' scripts, as Android has Noto Sans Bengali and Noto Naskh
 * Arabic: the DejaVu-only setup plus each font's regular and bold faces installed as system fonts (the package's WOFF
 * files unpacked to TrueType), so Chromium sees "Noto Sans Bengali" with the full and PostScript names of Google's own
 * files (Noto Sans Bengali Regular, NotoSansBengali-Bold).
 */
export function phoneFontconfig(fonts: readonly ShippedFont[]): { file?: string; reason?: string } {
  const woffs = fonts.flatMap((font) => {
    const dir = path.join(path.dirname(require.resolve(`${font.pkg}/package.json`)), 'files');
    return FONT_WEIGHTS.map((w) => path.join(dir, fontFileName(font, w.file, 'woff')));
  });
  const missing = woffs.find((f) => !existsSync(f));
  if (missing) return { reason: `no ${missing}` };
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-phone-fonts-'));
  const ttfs = woffs.map((f) => {
    const ttf = path.join(dir, path.basename(f, '.woff') + '.ttf');
    writeFileSync(ttf, woffToSfnt(readFileSync(f)));
    return ttf;
  });
  return dejavuOnlyFontconfig(ttfs);
}
