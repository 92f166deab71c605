import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './fontconfig.ts';

const require = createRequire(import.meta.url);
const woffOf = (name: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve('@fontsource/noto-sans-bengali/package.json')), 'files', name),
  );

describe('woffToSfnt', () => {
  const woff = woffOf('noto-sans-bengali-bengali-700-normal.woff');
  const sfnt = woffToSfnt(woff);

  it('keeps the flavour and every table, each at a 4-byte aligned offset inside the file, at its full size', () => {
    const numTables = woff.readUInt16BE(12);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(numTables);
    // totalSfntSize in the WOFF header is the size of the font it was made from.
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
    for (let i = 0; i < numTables; i++) {
      const [tag, offset, length] = [0, 8, 12].map((o) => sfnt.readUInt32BE(12 + i * 16 + o));
      expect(tag).toBe(woff.readUInt32BE(44 + i * 20));
      expect(length).toBe(woff.readUInt32BE(44 + i * 20 + 12));
      expect(offset! % 4).toBe(0);
      expect(offset! + length!).toBeLessThanOrEqual(sfnt.length);
    }
  });

  it('inflates the tables: the head table carries its magic number and the name table names the Bold', () => {
    const table = (name: string) => {
      for (let i = 0; i < sfnt.readUInt16BE(4); i++)
        if (sfnt.toString('latin1', 12 + i * 16, 16 + i * 16) === name) {
          const offset = sfnt.readUInt32BE(20 + i * 16);
          return sfnt.subarray(offset, offset + sfnt.readUInt32BE(24 + i * 16));
        }
      throw new Error(`no ${name} table`);
    };
    expect(table('head').readUInt32BE(12)).toBe(0x5f0f3cf5);
    // Name records are UTF-16BE on the Windows platform.
    const name = Buffer.from(table('name'));
    expect(
      name
        .subarray(0, name.length & ~1)
        .swap16()
        .toString('utf16le'),
    ).toContain('NotoSansBengali-Bold');
  });

  it('refuses what is not a WOFF 1.0 file', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2....'))).toThrow('not a WOFF 1.0 file');
  });
});
