import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWorkspace, resolveConfig } from '@wl/manifest';
import { repoRoot } from '../paths.ts';
import { contentSecurityPolicy, htmlAttributes, merchantHead } from './html.ts';
import { serviceWorker } from './sw.ts';
import { webManifest } from './webmanifest.ts';

const ws = await loadWorkspace({ root: repoRoot, merchantsDir: path.join(repoRoot, 'merchants') });
const bd = ws.merchants.find((m) => m.code === 'bd')!;
const config = resolveConfig(bd, {
  merchants: ws.all,
  theme: bd.theme.name,
  locales: { BN: '/locales/bn.1.json', EN: '/locales/en.1.json' },
  buildId: 'b1',
});

describe('packager parts', () => {
  it('html: the head carries the CSP, title, theme colour and the config; attributes follow the default language', () => {
    const csp = contentSecurityPolicy(config, ["'sha256-x'"]);
    expect(csp).toContain("style-src 'self' 'sha256-x'");
    expect(csp).not.toContain('unsafe-inline');
    const head = merchantHead({ config, theme: bd.theme, css: ':root{}', csp });
    expect(head).toContain(`<title>${bd.manifest.brandName}</title>`);
    expect(head).toContain(`content="${bd.theme.color.header}"`);
    expect(head).toContain('<link rel="preload" href="/locales/bn.1.json"');
    expect(htmlAttributes(config)).toBe('lang="bn-BD" dir="ltr"');
  });

  it('web manifest: brand, language and theme colours', () => {
    const m = JSON.parse(webManifest(config, bd.theme));
    expect(m).toMatchObject({
      name: bd.manifest.brandName,
      lang: 'bn-BD',
      theme_color: bd.theme.color.header,
    });
  });

  it('service worker: precaches the shell, the entry and the default pack, under a cache named by the build', () => {
    const sw = serviceWorker(config, '<script type="module" src="/assets/index-abc.js"></script>');
    expect(sw).toContain(`const CACHE = 'wl-bd-b1'`);
    expect(sw).toContain('["/","/assets/index-abc.js","/locales/bn.1.json"]');
  });
});
