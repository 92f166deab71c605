import { useState, type ReactNode } from 'react';
import { config } from '../config/config.ts';
import styles from './Avatar.module.css';

/**
 * Where the gateway serves an icon: a path on the gateway (resolved against its base URL, as the deposit page is)
 * or an absolute URL on the gateway's own origin. Anything else is not shown (CSP img-src would refuse it anyway).
 */
export function avatarSrc(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const base = config().gateway.baseUrl;
  if (url.startsWith('/') && !url.startsWith('//')) return `${base}${url}`;
  try {
    const origin = new URL(url).origin;
    return base && origin === new URL(base).origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The member's head icon, square and round at a fixed size (width and height set, so nothing moves when it
 * loads), the picture cropped to the square by object-fit. Without an icon, or when it fails to load, the fallback
 * shows: the initial letter or the user icon, as before. Decorative: the member's name is always next to it.
 */
export function Avatar({
  url,
  size,
  fallback,
  className,
}: {
  url: string | undefined;
  size: number;
  fallback: ReactNode;
  className?: string;
}) {
  const src = avatarSrc(url);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <>{fallback}</>;
  return (
    <img
      className={[styles.avatar, className].filter(Boolean).join(' ')}
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      data-testid="avatar-image"
      onError={() => setFailed(src)}
    />
  );
}
