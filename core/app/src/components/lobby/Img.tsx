import { useState, type ImgHTMLAttributes } from 'react';

/** What a broken image shows instead (spec section 8: "A failed image shows the default image"). */
export const DEFAULT_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#8a94a6"/><path d="M30 40h36a10 10 0 0 1 0 20H30a10 10 0 0 1 0-20zM36 46v8M32 50h8M60 47v.1M64 53v.1" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none"/></svg>',
  );

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'src'> & {
  src: string;
  /** Intrinsic size: the box is reserved before the image arrives. */
  width: number;
  height: number;
  /** Below the fold: loaded lazily. */
  lazy?: boolean;
};

/** An image with its size reserved, lazy when below the fold, that falls back to the default image on error. */
export function Img({ src, lazy = true, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed === src ? DEFAULT_IMAGE : src}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
