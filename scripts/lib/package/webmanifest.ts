/** The web app manifest (manifest.webmanifest) of a merchant: pure, from its resolved config and theme. */
import { isRtl, languageTag, type ResolvedConfig, type Theme } from '@wl/manifest';

export function webManifest(config: ResolvedConfig, theme: Theme): string {
  return JSON.stringify(
    {
      name: config.brandName,
      short_name: config.shortName ?? config.brandName,
      id: '/m/home',
      start_url: '/m/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      lang: languageTag(config.defaultLang),
      dir: isRtl(config.defaultLang) ? 'rtl' : 'ltr',
      background_color: theme.color.background,
      theme_color: theme.color.header,
      icons: [{ src: config.assets.icon, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  );
}
