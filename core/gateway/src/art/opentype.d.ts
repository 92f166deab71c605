// Minimal types for the parts of opentype.js (MIT) the art generator uses: it ships no declarations.
declare module 'opentype.js' {
  export interface PathCommand {
    type: 'M' | 'L' | 'C' | 'Q' | 'Z';
    x?: number;
    y?: number;
    x1?: number;
    y1?: number;
    x2?: number;
    y2?: number;
  }
  export interface Path {
    commands: PathCommand[];
    toPathData(decimalPlaces?: number): string;
  }
  export interface Glyph {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
  }
  export interface Font {
    charToGlyph(c: string): Glyph;
    /** Whether the font has a glyph for the character (not .notdef). */
    hasChar(c: string): boolean;
    getKerningValue(left: Glyph, right: Glyph): number;
    unitsPerEm: number;
    ascender: number;
    descender: number;
    getPath(text: string, x: number, y: number, fontSize: number, options?: { kerning?: boolean }): Path;
    getAdvanceWidth(text: string, fontSize: number, options?: { kerning?: boolean }): number;
  }
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
