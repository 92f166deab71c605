import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';

/**
 * Complex-script type for the generated art: HarfBuzz (harfbuzzjs, MIT; WASM, no native build) shapes a line, so
 * Bengali's conjuncts, reordered vowel signs and stacked marks come out as a reader expects, which opentype.js's
 * per-character layout cannot do. Outlines come from the same font HarfBuzz shaped with.
 */

const require = createRequire(import.meta.url);

/**
 * The sfnt (TrueType/OpenType) font inside a WOFF 1.0 file. HarfBuzz reads only plain sfnt, and the fonts ship as
 * WOFF and WOFF2; WOFF 1.0 is an sfnt whose tables are each zlib-compressed, so undoing it is a header rewrite and
 * one inflate per table with Node's own zlib (WOFF2 would need a Brotli and transform decoder as another dependency).
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const v = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (v.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 file');
  const flavor = v.getUint32(4);
  const count = v.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const e = 44 + i * 20;
    const offset = v.getUint32(e + 4);
    const compLength = v.getUint32(e + 8);
    const origLength = v.getUint32(e + 12);
    const raw = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    tables.push({ tag: v.getUint32(e), checksum: v.getUint32(e + 16), data });
  }
  let pow = 1;
  while (pow * 2 <= count) pow *= 2;
  const headerSize = 12 + 16 * count;
  const size = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(size);
  const o = new DataView(out.buffer);
  o.setUint32(0, flavor);
  o.setUint16(4, count);
  o.setUint16(6, pow * 16);
  o.setUint16(8, Math.log2(pow));
  o.setUint16(10, count * 16 - pow * 16);
  let at = headerSize;
  tables.forEach((t, i) => {
    o.setUint32(12 + i * 16, t.tag);
    o.setUint32(16 + i * 16, t.checksum);
    o.setUint32(20 + i * 16, at);
    o.setUint32(24 + i * 16, t.data.length);
    out.set(t.data, at);
    at += (t.data.length + 3) & ~3;
  });
  return out;
}

/** A font HarfBuzz shapes with, read once. */
export interface ShapingFont {
  font: hb.Font;
  upem: number;
  /** Code points the font has glyphs for. */
  covers: Set<number>;
}

const loaded = new Map<string, ShapingFont>();

/** The font of a package file (`@fontsource/...woff`), at its units per em. */
export function shapingFont(file: string): ShapingFont {
  let f = loaded.get(file);
  if (!f) {
    const bytes = readFileSync(require.resolve(file));
    const sfnt = file.endsWith('.woff') ? woffToSfnt(bytes) : new Uint8Array(bytes);
    const face = new hb.Face(new hb.Blob(sfnt));
    const font = new hb.Font(face);
    f = { font, upem: face.upem, covers: new Set(face.collectUnicodes()) };
    loaded.set(file, f);
  }
  return f;
}

/** A shaped glyph: its id in the font and its pen position, in font units. */
export interface ShapedGlyph {
  id: number;
  x: number;
  y: number;
}

/**
 * Shapes one run: glyphs in visual order (left to right, whatever the script's direction) and the run's advance.
 * `direction` forces one (digits inside a right-to-left line are left to right, punctuation there right to left);
 * else it is the script's.
 */
export function shape(
  f: ShapingFont,
  text: string,
  direction?: 'ltr' | 'rtl',
): { glyphs: ShapedGlyph[]; advance: number } {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  if (direction) buffer.setDirection(direction === 'ltr' ? hb.Direction.LTR : hb.Direction.RTL);
  hb.shape(f.font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const glyphs: ShapedGlyph[] = [];
  let x = 0;
  infos.forEach((g, i) => {
    const p = positions[i]!;
    glyphs.push({ id: g.codepoint, x: x + p.xOffset, y: p.yOffset });
    x += p.xAdvance;
  });
  return { glyphs, advance: x };
}

type Command = { type: string; values: number[] };
const outlines = new Map<string, Command[]>();

/**
 * A glyph's outline as SVG path data at `scale` (pixels per font unit), its origin at (x, y) with y down; the
 * font's outline (y up) is read once per glyph.
 */
export function glyphPath(
  f: ShapingFont,
  file: string,
  id: number,
  x: number,
  y: number,
  scale: number,
): string {
  const key = `${file}#${id}`;
  let cmds = outlines.get(key);
  if (!cmds) {
    cmds = f.font.glyphToJson(id);
    outlines.set(key, cmds);
  }
  let d = '';
  for (const c of cmds) {
    d += c.type;
    for (let i = 0; i < c.values.length; i += 2)
      d += `${i ? ' ' : ''}${(x + c.values[i]! * scale).toFixed(1)} ${(y - c.values[i + 1]! * scale).toFixed(1)}`;
  }
  return d;
}
