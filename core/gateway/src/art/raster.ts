import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Art } from './compose.ts';

/** Raster formats served; AVIF where the browser says it takes it (about half of WebP's bytes for this art). */
export type RasterFormat = 'webp' | 'avif';

/** Bump when the drawing or the encoder settings change: every cached picture is drawn again. */
export const ART_VERSION = 3;

// Tight quality: the art is flat colour and gradients, and the first screen's pictures share a byte budget.
const ENCODE = {
  webp: (s: Sharp) => s.webp({ quality: 40, alphaQuality: 80, effort: 6, smartSubsample: true }),
  // Effort 2 draws a tile in about 20 ms and a banner in about 100 ms, a few percent larger than effort 4 at 5x the time.
  avif: (s: Sharp) => s.avif({ quality: 30, effort: 2, chromaSubsampling: '4:2:0' }),
};

/** The art drawn at `width` pixels wide (height in proportion), as the SVG sharp reads. */
export function sized(art: Art, width: number): string {
  const height = Math.round((art.height * width) / art.width);
  return art.svg.replace(
    `width="${art.width}" height="${art.height}"`,
    `width="${width}" height="${height}"`,
  );
}

/**
 * Draws and encodes pictures once: the same art at the same size and format is a pure function, so the bytes are
 * kept by a hash of what was drawn, in memory and (when `dir` is given) on disk, shared by every gateway process and
 * every restart. Concurrent requests for one picture wait for one drawing.
 */
export class ArtCache {
  private readonly memory = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  constructor(
    private readonly dir: string | undefined,
    private readonly maxEntries = 3000,
  ) {}

  /**
   * The art at `width` in the smallest of the `formats` the browser takes (AVIF wins on large pictures, WebP on
   * small ones, where AVIF's container costs more than it saves).
   */
  async get(
    art: Art,
    width: number,
    formats: readonly RasterFormat[],
  ): Promise<{ bytes: Buffer; etag: string; format: RasterFormat }> {
    const source = sized(art, width);
    const drawn = await Promise.all(formats.map((f) => this.encoded(source, f)));
    const best = drawn.reduce((a, b) => (b.bytes.length < a.bytes.length ? b : a));
    return { bytes: best.bytes, etag: `"${best.key}"`, format: best.format };
  }

  private async encoded(
    source: string,
    format: RasterFormat,
  ): Promise<{ bytes: Buffer; key: string; format: RasterFormat }> {
    const key = createHash('sha256')
      .update(`${ART_VERSION}\n${format}\n${source}`)
      .digest('hex')
      .slice(0, 32);
    const hit = this.memory.get(key);
    if (hit) return { bytes: hit, key, format };
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(key, source, format).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    const bytes = await job;
    if (this.memory.size >= this.maxEntries) this.memory.delete(this.memory.keys().next().value!);
    this.memory.set(key, bytes);
    return { bytes, key, format };
  }

  private async load(key: string, source: string, format: RasterFormat): Promise<Buffer> {
    const file = this.dir ? path.join(this.dir, key.slice(0, 2), `${key}.${format}`) : undefined;
    if (file) {
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
    }
    const bytes = await ENCODE[format](sharp(Buffer.from(source))).toBuffer();
    if (file) {
      // Written aside and renamed: a reader never sees half a file, and two processes may race harmlessly.
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, file);
    }
    return bytes;
  }
}
