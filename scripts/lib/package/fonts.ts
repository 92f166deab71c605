/**
 * Copies the fonts a merchant's languages need (fontsFor in @wl/manifest) into its bundle under hashed names, with
 * the packages' licences, and returns their @font-face rules for the inline stylesheet.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  FONT_WEIGHTS,
  fallbackFaceCss,
  fontFaceCss,
  fontFileName,
  fontsFor,
  type Language,
} from '@wl/manifest';
import { repoRoot } from '../paths.ts';

const require = createRequire(path.join(repoRoot, 'package.json'));

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

export async function packageFonts(
  langList: readonly Language[],
  outDir: string,
  writeHashed: (sub: string, name: string, data: Buffer) => Promise<{ url: string }>,
): Promise<{ css: string; files: string[] }> {
  const rules: string[] = [];
  const files: string[] = [];
  for (const font of fontsFor(langList)) {
    const dir = packageDir(font.pkg);
    const ranges = JSON.parse(await readFile(path.join(dir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const unicodeRange = ranges[font.subset];
    if (!unicodeRange) throw new Error(`${font.pkg} has no "${font.subset}" subset`);
    const base = font.pkg.split('/')[1]!;
    for (const w of FONT_WEIGHTS) {
      const name = fontFileName(font, w.file);
      const { url } = await writeHashed('assets/fonts', name, await readFile(path.join(dir, 'files', name)));
      files.push(url);
      rules.push(fontFaceCss({ font, weightRange: w.range, weightFile: w.file, url, unicodeRange }));
      rules.push(fallbackFaceCss({ font, weightRange: w.range, weightFile: w.file, unicodeRange }));
    }
    await mkdir(path.join(outDir, 'assets/fonts'), { recursive: true });
    await writeFile(
      path.join(outDir, 'assets/fonts', `LICENSE-${base}.txt`),
      await readFile(path.join(dir, 'LICENSE')),
    );
  }
  return { css: rules.join(''), files };
}
