import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type Glyph, type PathCommand } from 'opentype.js';
import { glyphPath as shapedGlyphPath, shape, shapingFont } from './shape.ts';

/**
 * Type for the generated art, set as outlines (SVG paths), so a picture never depends on the fonts of the machine
 * that draws it: the same text gives the same bytes everywhere. Faces (SIL Open Font License, see NOTICE.md):
 * Lilita One for titles, Inter for wordmarks and small print. A line in a script those fonts do not have (Bengali,
 * Urdu) is shaped by HarfBuzz in a Noto face instead (see SHAPED and shape.ts); Latin lines keep opentype.js, so
 * every existing picture stays byte for byte the same (and keeps its ETag).
 */
export type Face = 'display' | 'heavy' | 'bold';

const FILES: Record<Face, string> = {
  display: '@fontsource/lilita-one/files/lilita-one-latin-400-normal.woff',
  heavy: '@fontsource/inter/files/inter-latin-900-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
};

const require = createRequire(import.meta.url);
const fonts = new Map<Face, Font>();

function font(face: Face): Font {
  let f = fonts.get(face);
  if (!f) {
    const buf = readFileSync(require.resolve(FILES[face]));
    f = opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
    fonts.set(face, f);
  }
  return f;
}

const bengali = (weight: number): string[] => [
  `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`,
  // Its Latin part: digits, punctuation and signs (%, +) a Bengali line may carry.
  `@fontsource/noto-sans-bengali/files/noto-sans-bengali-latin-${weight}-normal.woff`,
];

const naskh = (weight: number): string[] => [
  `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff`,
  `@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-latin-${weight}-normal.woff`,
];

/** A Noto Sans face of @fontsource (SIL OFL 1.1) at a weight: its script's file, then its Latin part. */
const notoSans =
  (pkg: string, subset: string) =>
  (weight: number): string[] => [
    `@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`,
    `@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff`,
  ];

/** The three faces of a Noto Sans script: its heaviest weights stand in for Lilita One's and Inter's weight. */
const heavyNoto = (files: (weight: number) => string[]): Record<Face, string[]> => ({
  display: files(800),
  heavy: files(900),
  bold: files(700),
});

/**
 * Scripts set by shaping, by the first character of the script in a line: each face's fonts, tried in turn for each
 * character (the first that has it sets it, a run at a time). Noto Sans Bengali (SIL OFL 1.1): its heaviest weights
 * stand in for Lilita One's and Inter's weight. Urdu in Noto Naskh Arabic (SIL OFL 1.1), right to left. The other
 * scripts an operator's own copy may be written in (content/<lang>.json `art`) in their Noto Sans faces likewise.
 */
const SHAPED: { script: RegExp; rtl?: boolean; files: Record<Face, string[]> }[] = [
  { script: /[\u0980-\u09FF]/, files: { display: bengali(800), heavy: bengali(900), bold: bengali(700) } },
  {
    script: /[\u0600-\u06FF]/,
    rtl: true,
    files: { display: naskh(700), heavy: naskh(700), bold: naskh(600) },
  },
  { script: /[\u0E00-\u0E7F]/, files: heavyNoto(notoSans('noto-sans-thai', 'thai')) },
  { script: /[\u0900-\u097F]/, files: heavyNoto(notoSans('noto-sans-devanagari', 'devanagari')) },
  { script: /[\u1780-\u17FF]/, files: heavyNoto(notoSans('noto-sans-khmer', 'khmer')) },
  { script: /[\u0E80-\u0EFF]/, files: heavyNoto(notoSans('noto-sans-lao', 'lao')) },
  { script: /[\u1000-\u109F]/, files: heavyNoto(notoSans('noto-sans-myanmar', 'myanmar')) },
  { script: /[\u0B80-\u0BFF]/, files: heavyNoto(notoSans('noto-sans-tamil', 'tamil')) },
  { script: /[\u0C00-\u0C7F]/, files: heavyNoto(notoSans('noto-sans-telugu', 'telugu')) },
  { script: /[\u0D80-\u0DFF]/, files: heavyNoto(notoSans('noto-sans-sinhala', 'sinhala')) },
];

/** Whether a line is set right to left (its script is). */
export const isRightToLeft = (t: string): boolean => !!shapedScript(t)?.rtl;

/** The shaped script of a line, if it has one. */
const shapedScript = (t: string) => SHAPED.find((s) => s.script.test(t));

/**
 * Digits (ASCII, Arabic-Indic, Extended Arabic-Indic), and the separators that stay inside a number between two of
 * them. In an Arabic-script line a number is read as Arabic numbers are (Unicode bidi W2): its digits left to right,
 * a sign or colon after it (%, ٪, :) set with the words around it, right to left, as a browser shows it.
 */
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/;
const SEPARATOR = /[.,\u066B\u066C]/;

interface ShapedRun {
  file: string;
  glyphs: { id: number; x: number; y: number }[];
  /** Pen position of the run's start, in pixels. */
  x: number;
}

/** A line shaped by HarfBuzz: runs of one font each, in visual order, and the line's width. */
function shapedLayout(
  t: string,
  files: readonly string[],
  rtl: boolean,
  size: number,
): { runs: (ShapedRun & { scale: number })[]; width: number } {
  // Runs of one font: a character stays in the current run's font while that font has it (spaces, digits). In a
  // right-to-left line a number is a run of its own, set left to right (the one bidi rule the art's copy needs:
  // words and other neutrals follow the line's direction, runs in reverse order).
  const pieces: { file: string; text: string; number: boolean }[] = [];
  const chars = [...t];
  chars.forEach((ch, i) => {
    const cp = ch.codePointAt(0)!;
    const cur = pieces[pieces.length - 1];
    const number =
      rtl &&
      (DIGIT.test(ch) ||
        (SEPARATOR.test(ch) &&
          !!cur?.number &&
          DIGIT.test(chars[i - 1] ?? '') &&
          DIGIT.test(chars[i + 1] ?? '')));
    const file =
      cur && cur.number === number && shapingFont(cur.file).covers.has(cp)
        ? cur.file
        : (files.find((f) => shapingFont(f).covers.has(cp)) ?? cur?.file ?? files[0]!);
    if (cur?.file === file && cur.number === number) cur.text += ch;
    else pieces.push({ file, text: ch, number });
  });
  if (rtl) pieces.reverse();
  const runs: (ShapedRun & { scale: number })[] = [];
  let x = 0;
  for (const p of pieces) {
    const f = shapingFont(p.file);
    const scale = size / f.upem;
    // In a right-to-left line: numbers left to right, Latin words by their script, the rest (words, spaces and
    // punctuation, whichever font has them) right to left.
    const direction = !rtl ? undefined : p.number ? 'ltr' : /[A-Za-z]/.test(p.text) ? undefined : 'rtl';
    const { glyphs, advance } = shape(f, p.text, direction);
    runs.push({ file: p.file, glyphs, x, scale });
    x += advance * scale;
  }
  return { runs, width: x };
}

/**
 * Glyphs of a line with their pen positions (per character, with kerning): Latin text needs no shaping, and
 * opentype.js's shaper stops at lookups it does not support (Inter's ccmp).
 */
function layout(t: string, face: Face, size: number): { glyphs: { g: Glyph; x: number }[]; width: number } {
  const f = font(face);
  const scale = size / f.unitsPerEm;
  const glyphs: { g: Glyph; x: number }[] = [];
  let x = 0;
  let prev: Glyph | undefined;
  for (const ch of t) {
    const g = f.charToGlyph(ch);
    if (prev) x += (Number(f.getKerningValue(prev, g)) || 0) * scale;
    glyphs.push({ g, x });
    x += (g.advanceWidth ?? 0) * scale;
    prev = g;
  }
  return { glyphs, width: x };
}

/**
 * The glyphs a line is drawn with when its script is shaped (font file and glyph id, in visual order), else
 * undefined: for tests and tools (a glyph id 0 is a character the fonts do not have).
 */
export function shapedGlyphs(t: string, face: Face): { file: string; id: number }[] | undefined {
  const script = shapedScript(t);
  if (!script) return undefined;
  return shapedLayout(t, script.files[face], !!script.rtl, 100).runs.flatMap((r) =>
    r.glyphs.map((g) => ({ file: r.file, id: g.id })),
  );
}

/** The characters of a line its faces cannot draw (each once): shown as empty boxes if drawn. */
export function missingGlyphs(t: string, face: Face): string[] {
  const script = shapedScript(t);
  const missing = new Set<string>();
  for (const ch of t) {
    if (/\s/.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    const has = script
      ? script.files[face].some((f) => shapingFont(f).covers.has(cp))
      : font(face).hasChar(ch);
    if (!has) missing.add(ch);
  }
  return [...missing];
}

/** Width of a line of text at a size. */
export function measure(text: string, face: Face, size: number): number {
  const script = shapedScript(text);
  if (script) return shapedLayout(text, script.files[face], !!script.rtl, size).width;
  return layout(text, face, size).width;
}

export interface TextOptions {
  face: Face;
  size: number;
  x: number;
  /** Baseline. */
  y: number;
  anchor?: 'start' | 'middle' | 'end';
  fill: string;
  /** Outline drawn under the fill (a dark edge keeps a title readable on any background). */
  stroke?: string;
  strokeWidth?: number;
  /** Extra SVG attributes for the path (a filter, an opacity). */
  extra?: string;
}

const outlines = new Map<Glyph, PathCommand[]>();

/** A glyph's outline as SVG path data at `size`, its origin at (x, y); outlines are read once per glyph. */
function glyphPath(g: Glyph, face: Face, x: number, y: number, size: number): string {
  let cmds = outlines.get(g);
  if (!cmds) {
    const upm = font(face).unitsPerEm;
    cmds = g.getPath(0, 0, upm).commands;
    outlines.set(g, cmds);
  }
  const s = size / font(face).unitsPerEm;
  const X = (v = 0): string => (x + v * s).toFixed(1);
  const Y = (v = 0): string => (y + v * s).toFixed(1);
  let d = '';
  for (const c of cmds) {
    if (c.type === 'Z') d += 'Z';
    else if (c.type === 'C') d += `C${X(c.x1)} ${Y(c.y1)} ${X(c.x2)} ${Y(c.y2)} ${X(c.x)} ${Y(c.y)}`;
    else if (c.type === 'Q') d += `Q${X(c.x1)} ${Y(c.y1)} ${X(c.x)} ${Y(c.y)}`;
    else d += `${c.type}${X(c.x)} ${Y(c.y)}`;
  }
  return d;
}

/** One line of text as an SVG path. */
export function text(t: string, o: TextOptions): string {
  const script = shapedScript(t);
  let d: string;
  if (script) {
    const { runs, width: w } = shapedLayout(t, script.files[o.face], !!script.rtl, o.size);
    const x = o.anchor === 'middle' ? o.x - w / 2 : o.anchor === 'end' ? o.x - w : o.x;
    d = runs
      .flatMap((r) =>
        r.glyphs.map((g) =>
          shapedGlyphPath(
            shapingFont(r.file),
            r.file,
            g.id,
            x + r.x + g.x * r.scale,
            o.y - g.y * r.scale,
            r.scale,
          ),
        ),
      )
      .join('');
  } else {
    const { glyphs, width: w } = layout(t, o.face, o.size);
    const x = o.anchor === 'middle' ? o.x - w / 2 : o.anchor === 'end' ? o.x - w : o.x;
    d = glyphs.map((p) => glyphPath(p.g, o.face, x + p.x, o.y, o.size)).join('');
  }
  const under = o.stroke
    ? `<path d="${d}" fill="${o.stroke}" stroke="${o.stroke}" stroke-width="${o.strokeWidth ?? o.size / 8}" stroke-linejoin="round"/>`
    : '';
  return `${under}<path d="${d}" fill="${o.fill}"${o.extra ? ` ${o.extra}` : ''}/>`;
}

/**
 * Breaks text into at most `maxLines` lines that fit `width` at the largest size from `size` down to `minSize`;
 * at the smallest size the last line is cut with an ellipsis.
 */
export function fit(
  t: string,
  face: Face,
  width: number,
  size: number,
  minSize: number,
  maxLines: number,
): { lines: string[]; size: number } {
  const words = t.split(/\s+/).filter(Boolean);
  for (let s = size; s >= minSize; s -= 1) {
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next, face, s) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines && lines.every((l) => measure(l, face, s) <= width))
      return { lines, size: s };
  }
  // Nothing fits: keep what fits on the allowed lines at the smallest size.
  let rest = t;
  const lines: string[] = [];
  while (rest && lines.length < maxLines) {
    let cut = rest.length;
    while (cut > 1 && measure(rest.slice(0, cut), face, minSize) > width) cut--;
    const last = lines.length === maxLines - 1 && cut < rest.length;
    lines.push(last ? `${rest.slice(0, Math.max(1, cut - 1)).trimEnd()}…` : rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return { lines, size: minSize };
}
