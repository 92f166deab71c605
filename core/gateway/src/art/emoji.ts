import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Subjects of the generated art from Fluent Emoji (Microsoft, MIT licence; the Iconify JSON package
 * @iconify-json/fluent-emoji, see NOTICE.md): colour drawings on a 32x32 grid.
 */
interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

const require = createRequire(import.meta.url);
let set: IconSet | undefined;

function icons(): IconSet {
  set ??= JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji/icons.json'), 'utf8'),
  ) as IconSet;
  return set;
}

/** Whether the set has an emoji of this name. */
export function hasEmoji(name: string): boolean {
  const s = icons();
  return name in s.icons || name in (s.aliases ?? {});
}

/**
 * An emoji drawn at (x, y) as a `size` square. Its gradient and clip ids get `prefix`, so several emoji in one
 * picture never share an id.
 */
export function emoji(name: string, x: number, y: number, size: number, prefix: string, extra = ''): string {
  const s = icons();
  const key = name in s.icons ? name : s.aliases?.[name]?.parent;
  const icon = key ? s.icons[key] : undefined;
  if (!icon) throw new Error(`no emoji "${name}" in Fluent Emoji`);
  const w = icon.width ?? s.width ?? 32;
  const body = icon.body
    .replace(/id="([^"]+)"/g, `id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
  return `<g transform="translate(${x} ${y}) scale(${size / w})"${extra ? ` ${extra}` : ''}>${body}</g>`;
}
