import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedMerchant } from '@wl/manifest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, workspaceMerchants, type Harness } from '../test/harness.ts';
import { FONT_PATH, pageFonts } from './fonts.ts';

describe('script fonts of the gateway-drawn game pages', () => {
  let h: Harness;
  let merchants: LoadedMerchant[];
  const byCode = (code: string) => merchants.find((m) => m.code === code)!;
  beforeAll(async () => {
    h = await startHarness();
    merchants = await workspaceMerchants();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  it('a Bengali merchant gets Noto Sans Bengali first in the stack, served by the gateway; a Latin one gets none', async () => {
    const bd = pageFonts(byCode('bd'));
    expect(bd.families[0]).toBe('Noto Sans Bengali');
    const urls = [...bd.css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(urls).toEqual([
      `${FONT_PATH}/noto-sans-bengali-bengali-400-normal.woff2`,
      `${FONT_PATH}/noto-sans-bengali-bengali-700-normal.woff2`,
    ]);
    expect(bd.css).toContain('local("Noto Sans Bengali")');
    expect(bd.css).toMatch(/unicode-range:[^}]*U\+0980-09FE/);
    for (const url of urls) {
      const res = await h.gateway.request(`http://bd.localhost${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('font/woff2');
      expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).slice(0, 4))).toBe('wOF2');
    }
    expect(pageFonts(byCode('ph'))).toEqual({ css: '', families: [] });
  });

  it('serves only the shipped files', async () => {
    for (const name of [
      'nope.woff2',
      '..%2F..%2Fpackage.json',
      'noto-sans-bengali-bengali-400-normal.woff',
    ]) {
      const res = await h.gateway.request(`http://bd.localhost${FONT_PATH}/${name}`);
      expect(res.status, name).toBe(404);
    }
  });

  it("a BD player's game page, in Bengali, carries the faces and lets its own origin serve fonts", async () => {
    const host = 'bd.localhost';
    const { token } = await h.ok(
      'login',
      { type: 'username', username: 'demo001', password: DEMO_PASSWORD },
      { host },
    );
    const { games } = await h.ok('gameList', { gameType: 'RNG', pageSize: 50 }, { host });
    const game = games.find((g) => g.isGameH5 === 'H5')!;
    const launch = await h.ok(
      'launchGame',
      { nodeId: game.nodeId },
      { token, host, headers: { language: 'BN' } },
    );
    const res = await h.gateway.request(`http://${host}${launch.url}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('lang="bn"');
    expect(html).toContain(`url(${FONT_PATH}/noto-sans-bengali-bengali-400-normal.woff2)`);
    expect(html).toMatch(/body\{[^}]*font:[^;}]*"Noto Sans Bengali"/);
    expect(res.headers.get('content-security-policy')).toContain("font-src 'self'");
  });
});
