/**
 * What an uploaded image really is, read from its bytes (never from its name or declared type): PNG or JPEG by the
 * file signature, and its width and height from the PNG header chunk or the JPEG frame header. Anything else, or a
 * file whose header is cut short, is not an image.
 */
export interface ImageInfo {
  kind: 'png' | 'jpg';
  width: number;
  height: number;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffImage(b: Uint8Array): ImageInfo | undefined {
  if (b.length >= 24 && PNG.every((v, i) => b[i] === v)) {
    // The first chunk must be IHDR: length 13, type "IHDR", then width and height (big-endian).
    const dv = new DataView(b.buffer, b.byteOffset, b.byteLength);
    if (dv.getUint32(8) !== 13 || String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!) !== 'IHDR')
      return undefined;
    return { kind: 'png', width: dv.getUint32(16), height: dv.getUint32(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpegSize(b);
  return undefined;
}

/** Walks the JPEG markers to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC) and reads its size. */
function jpegSize(b: Uint8Array): ImageInfo | undefined {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2; // markers without a length
      continue;
    }
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2) return undefined;
    const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isSof) {
      if (i + 9 > b.length) return undefined;
      const height = (b[i + 5]! << 8) | b[i + 6]!;
      const width = (b[i + 7]! << 8) | b[i + 8]!;
      return { kind: 'jpg', width, height };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan before any frame header
    i += 2 + length;
  }
  return undefined;
}
