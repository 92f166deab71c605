/** The feedback form's image checks in the browser, the same rules the gateway applies (png/jpg by content, 5 MB, 3). */
import { FEEDBACK_MAX_BYTES, FEEDBACK_MAX_IMAGES } from '@wl/manifest/feedback';

export interface PickedImage {
  name: string;
  /** data: URL, shown as the thumbnail and sent as the image. */
  data: string;
}

/** PNG or JPEG by the first bytes of the file, whatever its name or declared type says. */
export function isPngOrJpeg(head: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => head[i] === v);
  const jpg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  return png || jpg;
}

function dataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
}

/**
 * Adds picked files to the images already chosen. Refuses the whole pick (returns null) when any file is not a
 * png/jpg, is larger than 5 MB, or the total would pass 3 images.
 */
export async function addImages(
  current: readonly PickedImage[],
  files: readonly File[],
): Promise<PickedImage[] | null> {
  if (current.length + files.length > FEEDBACK_MAX_IMAGES) return null;
  const added: PickedImage[] = [];
  for (const f of files) {
    if (f.size === 0 || f.size > FEEDBACK_MAX_BYTES) return null;
    const head = new Uint8Array(await f.slice(0, 8).arrayBuffer());
    if (!isPngOrJpeg(head)) return null;
    added.push({ name: f.name || 'image', data: await dataUrl(f) });
  }
  return [...current, ...added];
}
