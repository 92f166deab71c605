/**
 * Image CDNs (spec section 3, "Image CDN"): the platform's images are fetched from a CDN picked at random per use
 * from the list the status info names (state/runtime.ts keeps only the gateway's origin and the manifest's
 * imageCdns); when an image fails there, it loads again from the one-entry default list (the gateway itself).
 * Only the platform's own images move (paths under /wps/, on the page's or the gateway's origin): the bundle's
 * assets and any other URL are left alone.
 */
import { config } from '../config/config.ts';
import { allowedImageOrigins, defaultImageCdns, runtime } from './runtime.ts';

/** The platform's image paths (what a CDN mirrors). */
const PLATFORM_PATH = /^\/wps\//;

/** One entry of the list at random ('' when the list is empty: the page's own origin). */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string {
  if (!list.length) return '';
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
}

/**
 * The URL of a platform image served from `base` (a CDN base URL, '' for the page's own origin): a /wps/ path,
 * relative or on an allowed image origin, is moved there; any other URL is returned as it is.
 */
export function onCdn(src: string, base: string, allowed: readonly string[] = allowedImageOrigins()): string {
  let path: string;
  if (src.startsWith('/') && !src.startsWith('//')) path = src;
  else {
    let u: URL;
    try {
      u = new URL(src);
    } catch {
      return src;
    }
    if (!allowed.includes(u.origin)) return src;
    path = `${u.pathname}${u.search}`;
  }
  return PLATFORM_PATH.test(path) ? `${base.replace(/\/+$/, '')}${path}` : src;
}

/** A platform image on a CDN picked at random now from the runtime list (one pick per use: per mounted image). */
export function cdnImage(src: string, random: () => number = Math.random): string {
  return onCdn(src, pickCdn(runtime().imageCdns, random));
}

/** The same image from the default list's one entry, after it failed on a CDN. */
export function fallbackImage(src: string): string {
  return onCdn(src, defaultImageCdns(config())[0] ?? '');
}
