/**
 * Inline SVG icons (24×24, stroked with currentColor so they follow the theme's text colours). Inline paths cost
 * a few bytes each and need no extra request; every icon is decorative: the button or link around it has the name.
 */
const PATHS = {
  back: 'M15 5l-7 7 7 7',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0112 5c6.5 0 10 7 10 7a17 17 0 01-3.1 4M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 005.4-1.6M9.9 9.9a3 3 0 004.2 4.2',
  refresh: 'M20 12a8 8 0 11-2.3-5.7M20 4v4h-4',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10 3 8 4s0 3 4 3zM12 7s2-4 4-3 0 3-4 3z',
  invite: 'M16 11a3 3 0 100-6 3 3 0 000 6zM8 12a4 4 0 100-8 4 4 0 000 8zM2 20a6 6 0 0112 0M19 14v6M16 17h6',
  wallet: 'M3 7h16a2 2 0 012 2v9a2 2 0 01-2 2H3zM3 7l12-4v4M17 13h1',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  promo: 'M4 9h16v11H4zM4 9l3-5h10l3 5M12 9v11',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  chat: 'M4 5h16v11H9l-5 4z',
  speed: 'M12 14l4-5M4 18a9 9 0 1116 0',
  link: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7L12 6.3M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  chevron: 'M9 5l7 7-7 7',
  megaphone: 'M3 10v4h4l5 4V6l-5 4zM16 9a4 4 0 010 6M19 6a8 8 0 010 12',
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l5 5',
  send: 'M21 3L3 11l7 3 3 7zM10 14l11-11',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  book: 'M4 5a2 2 0 012-2h14v16H6a2 2 0 00-2 2zM4 21V5M8 7h8',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H4a4 4 0 004 4M16 6h4a4 4 0 01-4 4M12 13v4M8 21h8M9 17h6v4',
  camera: 'M3 8h4l2-3h6l2 3h4v12H3zM12 17a3.5 3.5 0 100-7 3.5 3.5 0 000 7z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  team: 'M9 11a3 3 0 100-6 3 3 0 000 6zM17 11a3 3 0 100-6 3 3 0 000 6zM3 20a6 6 0 0112 0M14 14.5a6 6 0 017 5.5',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon; size follows the font size unless given. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      // Directional arrows point the other way in right-to-left languages (base.css mirrors them).
      data-rtl-flip={name === 'back' || name === 'chevron' ? '' : undefined}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
