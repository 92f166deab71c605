/**
 * The hosts a merchant's Content-Security-Policy lets the page load images from and show in frames, taken from its
 * manifest instead of "any https origin": the gateway (generated images, game pages) and the live-chat host of
 * customer service (the chat the app opens). Kept apart from the packager so the policy's sources are tested alone.
 */
import type { ResolvedConfig } from '@wl/manifest';

type CspConfig = Pick<ResolvedConfig, 'gateway' | 'links' | 'imageCdns'>;

/** The origin (scheme://host[:port]) of an http(s) URL, or undefined for a relative or other URL. */
function httpOrigin(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

const unique = (list: (string | undefined)[]): string[] => [...new Set(list.filter((s) => s !== undefined))];

/**
 * img-src: the bundle itself, data: and blob: URLs (captcha, previews), the gateway when it is elsewhere, and the
 * manifest's image CDNs (the only ones the app takes from the status info, state/runtime.ts).
 */
export function imgSources(config: CspConfig): string[] {
  return [
    "'self'",
    'data:',
    'blob:',
    ...unique([httpOrigin(config.gateway.baseUrl), ...(config.imageCdns ?? []).map(httpOrigin)]),
  ];
}

/** frame-src: the bundle, the gateway (game pages) and the live-chat hosts named by the manifest. */
export function frameSources(config: CspConfig): string[] {
  const chat = config.links.customerService
    .filter((c) => c.csType === 'LIVECHAT')
    .map((c) => httpOrigin(c.url));
  return ["'self'", ...unique([httpOrigin(config.gateway.baseUrl), ...chat])];
}
