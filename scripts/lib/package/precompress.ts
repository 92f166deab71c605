/**
 * Writes a .br and a .gz beside every text file of a bundle worth compressing, so a static server sends them as
 * they are (nginx's gzip_static and brotli_static, and the bundle server of `npm start`) instead of compressing per
 * request or per start. Each content is compressed once per build (the app's files are the same in every merchant).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** Extensions of files sent compressed (images and fonts are compressed formats already). */
export const PRECOMPRESSED = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);
/** Smaller files go as they are: the headers would outweigh the saving. */
export const PRECOMPRESS_MIN_BYTES = 512;

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const done = new Map<string, Promise<[Buffer, Buffer]>>();

function compressed(body: Buffer): Promise<[Buffer, Buffer]> {
  const key = createHash('sha256').update(body).digest('base64');
  let hit = done.get(key);
  if (!hit) {
    hit = Promise.all([
      br(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    done.set(key, hit);
  }
  return hit;
}

/** Precompresses every file of `dir` (recursively) that PRECOMPRESSED names and is at least the minimum size. */
export async function precompressTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((e) => e.isFile() && PRECOMPRESSED.has(path.extname(e.name)))
    .map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < PRECOMPRESS_MIN_BYTES) return;
      const [b, g] = await compressed(body);
      // A compressed copy that is not smaller is not worth a second file.
      if (b.length < body.length) await writeFile(`${file}.br`, b);
      if (g.length < body.length) await writeFile(`${file}.gz`, g);
    }),
  );
}
