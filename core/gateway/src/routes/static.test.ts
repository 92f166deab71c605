import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOf } from '../seed/catalog.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const get = (url: string, accept = AVIF, headers: Record<string, string> = {}) =>
  h.gateway.request(url, { headers: { accept, ...headers } });

describe('generated images', () => {
  it('draws each game tile as a small raster at the width asked, AVIF where accepted, else WebP', async () => {
    const { games } = await h.ok('gameList', { pageSize: 5 });
    const url = games[0]!.iconUrl;
    expect(url).toMatch(/^\/wps\/static\/icons\/ph-[A-Z0-9_]+-\d{4}\.webp\?w=\d+$/);
    const a = await get(`http://ph.localhost${url}`);
    expect(a.status).toBe(200);
    // The smaller of AVIF and WebP where AVIF is accepted.
    expect(['image/avif', 'image/webp']).toContain(a.headers.get('content-type'));
    expect(a.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(a.headers.get('vary')).toBe('Accept');
    const avif = Buffer.from(await a.arrayBuffer());
    const w = Number(new URL(url, 'http://x').searchParams.get('w'));
    expect((await sharp(avif).metadata()).width).toBe(w);
    expect(avif.length).toBeLessThan(4096);

    const b = await get(`http://ph.localhost${url}`, 'image/webp,*/*');
    expect(b.headers.get('content-type')).toBe('image/webp');
    const webp = Buffer.from(await b.arrayBuffer());
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(avif.length).toBeLessThanOrEqual(webp.length);

    // 3x for a dense screen; a width between steps is drawn at the next step.
    const big = await get(`http://ph.localhost${url.replace(/w=\d+/, `w=${w * 3}`)}`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(w * 3);
    const odd = await get(`http://ph.localhost${url.replace(/w=\d+/, 'w=50')}`);
    expect((await sharp(Buffer.from(await odd.arrayBuffer())).metadata()).width).toBe(52);
    expect((await get(`http://ph.localhost${url.replace(/w=\d+/, `w=${w * 3 + 1}`)}`)).status).toBe(404);
    expect((await get(`http://ph.localhost${url.replace(/w=\d+/, 'w=0')}`)).status).toBe(404);
  });

  it('answers the same bytes for the same URL on any host, with an ETag that revalidates', async () => {
    const url = '/wps/static/icons/ph-JILI-0001.webp?w=112';
    const a = await get(`http://ph.localhost${url}`);
    const b = await get(`http://bd.localhost${url}`);
    expect(Buffer.from(await b.arrayBuffer())).toEqual(Buffer.from(await a.arrayBuffer()));
    const etag = a.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(`http://ph.localhost${url}`, AVIF, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Another merchant's game of the same id may be another game (slots are named per merchant): another picture.
    const ph = catalogueOf('ph').games;
    const other = catalogueOf('bd').games.find(
      (g) => g.category === 'RNG' && ph.find((p) => p.game_id === g.game_id)?.game_name !== g.game_name,
    )!;
    const [x, y] = await Promise.all(
      ['ph', 'bd'].map((m) => get(`http://ph.localhost/wps/static/icons/${m}-${other.game_id}.webp?w=112`)),
    );
    expect(x!.headers.get('etag')).not.toBe(y!.headers.get('etag'));
  });

  it('draws banners, promotions, vendor wordmarks and host portraits from the seeded content', async () => {
    const { banners } = await h.ok('announcements', { groupName: 'm_home' });
    const banner = banners[0]!.url;
    expect(banner).toMatch(/^\/wps\/static\/banners\/ph-m_home-1-en\.webp\?w=360$/);
    const img = await get(`http://ph.localhost${banner}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await img.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([360, 158]);
    for (const path of [
      '/wps/static/promos/ph-1-en.webp?w=360',
      '/wps/static/promos/ph-6-ty.webp?w=360',
      '/wps/static/promos/vip-ph-2-en.webp?w=720',
      '/wps/static/promos/vip-bd-2-bn.webp?w=720',
      '/wps/static/vendors/PG.webp?w=160',
      '/wps/static/avatars/ph-host-1.webp?w=128',
    ])
      expect((await get(`http://ph.localhost${path}`)).status, path).toBe(200);
    const svg = await get('http://ph.localhost/wps/static/banners/ph-m_home-2-en.svg');
    expect(svg.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await svg.text()).toContain('<title>DAILY REBATE');
  });

  it("answers each language's banners with its own pictures and titles, each drawn in that language", async () => {
    const of = async (language: string) =>
      (await h.ok('announcements', { types: 'B' }, { host: 'bd.localhost', headers: { language } })).banners;
    const [bn, en] = [await of('BN'), await of('EN')];
    expect(bn.map((b) => b.groupName)).toEqual(en.map((b) => b.groupName));
    bn.forEach((b, i) => {
      expect(b.url).toMatch(/^\/wps\/static\/banners\/bd-m_[a-z_0-9]+-\d+-bn\.webp\?w=360$/);
      expect(en[i]!.url).toBe(b.url.replace('-bn.webp', '-en.webp'));
      expect(b.title).not.toBe(en[i]!.title);
      expect(b.title).toMatch(/[\u0980-\u09FF]/);
      expect(b.title).not.toMatch(/[A-Za-z]/);
    });
    for (const [b, lang] of [
      [bn[0]!, 'bn'],
      [en[0]!, 'en'],
    ] as const) {
      const img = await get(`http://bd.localhost${b.url}`);
      expect(img.status, b.url).toBe(200);
      expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await img.arrayBuffer())).metadata()).width).toBe(360);
      const svg = await (await get(`http://bd.localhost${b.url.replace(/\.webp.*/, '.svg')}`)).text();
      expect(svg, lang).toContain(`<title>${b.title.replace(/&/g, '&#38;')}</title>`);
    }
    // Promotions and VIP cards in the asked language too.
    const bnOpts = { host: 'bd.localhost', headers: { language: 'BN' } };
    const promos = (await h.ok('activities', {}, bnOpts)).list;
    expect(promos[0]!.imageUrl).toBe('/wps/static/promos/bd-1-bn.webp?w=360');
    expect((await h.ok('vipLevels', {}, bnOpts)).list[1]!.bonusImage).toBe(
      '/wps/static/promos/vip-bd-1-bn.webp?w=360',
    );
    const enPromos = (await h.ok('activities', {}, { host: 'bd.localhost', headers: { language: 'EN' } }))
      .list;
    expect(enPromos[0]!.imageUrl).toBe('/wps/static/promos/bd-1-en.webp?w=360');
    // ph in Tagalog: its own pictures and titles too.
    const ty = (await h.ok('announcements', { types: 'B' }, { headers: { language: 'TY' } })).banners;
    expect(ty[0]!.url).toBe('/wps/static/banners/ph-m_home-1-ty.webp?w=360');
    expect(ty[0]!.title).toBe('PAMBUNGAD NA REGALO: Hanggang 100% sa una mong deposito');
  });

  it('credits the sets the art is drawn with', async () => {
    const res = await get('http://ph.localhost/wps/static/credits.txt', 'text/plain');
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const credit of [
      'Fluent Emoji © Microsoft (MIT)',
      'Lilita One',
      'Inter',
      'Noto Sans Bengali',
      'Noto Naskh Arabic',
      'HarfBuzz',
      'SIL OFL 1.1',
    ])
      expect(text).toContain(credit);
  });

  it('refuses names that draw nothing', async () => {
    for (const path of [
      '/wps/static/icons/..%2Fsecret.svg',
      '/wps/static/icons/ph-JILI-9999.webp',
      '/wps/static/icons/zz-JILI-0001.webp',
      '/wps/static/banners/ph-m_home-1.png',
      '/wps/static/things/ph-1.webp',
      '/wps/static/promos/vip-ph-99.webp',
      '/wps/static/icons/ph-JILI-0001.webp?w=abc',
    ])
      expect((await get(`http://ph.localhost${path}`)).status, path).toBe(404);
  });
});
