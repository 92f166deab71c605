import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { cdnImage, fallbackImage } from '../../state/imageCdn.ts';

/** What a broken image shows instead (spec section 8: "A failed image shows the default image"). */
export const DEFAULT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#8a94a6"/><path d="M30 40h36a10 10 0 0 1 0 20H30a10 10 0 0 1 0-20zM36 46v8M32 50h8M60 47v.1M64 53v.1" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none"/></svg>',
  );

/**
 * How close to the screen a lazy image starts loading. The browser's own `loading="lazy"` starts 1,250 px or more
 * away, which on a phone's first visit fetches every tile of the lobby's first two screens; this fetches only what
 * is on screen or a thumb's flick away (spec: "lazy below the fold").
 */
export const NEAR_MARGIN = '200px 0px';

/** An empty picture of the image's own proportions: the box keeps its size, and nothing is fetched. */
function placeholder(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`)}`;
}

let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/** Calls `near` once when `el` comes within NEAR_MARGIN of the screen (at once where there is no observer). */
function whenNear(el: Element, near: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        if (!e.isIntersecting) continue;
        const cb = waiting.get(e.target);
        waiting.delete(e.target);
        observer?.unobserve(e.target);
        cb?.();
      }
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(el, near);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * The srcset of an image whose URL says its width (a `w` query parameter, as the gateway's generated art does): the
 * same picture at 1x, 2x and 3x of `display` CSS pixels (default: the URL's own `w`), so a phone downloads the size
 * its screen shows. Undefined for any other URL.
 */
export function densitySrcSet(src: string, display?: number): { src: string; srcSet: string } | undefined {
  const q = src.indexOf('?');
  if (q < 0) return undefined;
  const params = new URLSearchParams(src.slice(q + 1));
  const own = Number(params.get('w'));
  if (!Number.isInteger(own) || own <= 0) return undefined;
  const base = display ?? own;
  const at = (scale: number): string => {
    params.set('w', String(Math.round(base * scale)));
    return `${src.slice(0, q)}?${params.toString()}`;
  };
  return { src: at(1), srcSet: `${at(1)} 1x, ${at(2)} 2x, ${at(3)} 3x` };
}

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src'> & {
  src: string;
  /** Intrinsic size: the box is reserved before the image arrives. */
  width: number;
  height: number;
  /**
   * Below the fold: loaded only when it comes near the screen. 'native' leaves it to the browser's own lazy loading
   * (slides of a carousel, which an observer sees only once they are on screen: too late to paint as they slide in).
   */
  lazy?: boolean | 'native';
  /** CSS width the image is shown at, when it differs from what its URL's `w` says (see densitySrcSet). */
  displayWidth?: number;
};

/**
 * An image with its size reserved, lazy when below the fold. A platform image comes from an image CDN picked at
 * random for this image (state/imageCdn.ts); when it fails there it loads from the default, and when that fails too
 * the default image shows.
 */
export function Img({ src: given, lazy = true, alt = '', width, height, displayWidth, ...rest }: Props) {
  const [pick] = useState(() => Math.random());
  const [failed, setFailed] = useState<string | null>(null);
  const [cdnFailed, setCdnFailed] = useState<string | null>(null);
  const fallback = fallbackImage(given);
  const src = cdnFailed === given ? fallback : cdnImage(given, () => pick);
  const [near, setNear] = useState(lazy !== true);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (near || !ref.current) return;
    // No longer lazy (a carousel's next slide about to show): load now.
    if (lazy !== true) {
      setNear(true);
      return;
    }
    return whenNear(ref.current, () => setNear(true));
  }, [near, lazy]);
  const sized = near && failed !== src ? densitySrcSet(src, displayWidth) : undefined;
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      width={width}
      height={height}
      srcSet={sized?.srcSet}
      src={!near ? placeholder(width, height) : failed === src ? DEFAULT_IMAGE : (sized?.src ?? src)}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => {
        if (!near) return;
        if (src !== fallback) setCdnFailed(given);
        else setFailed(src);
      }}
    />
  );
}
