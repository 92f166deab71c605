import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import { describe, expect, it } from 'vitest';
import type { MerchantContent } from '@wl/manifest';
import { fit, measure, shapedGlyphs, text } from '../art/type.ts';
import { shape, shapingFont } from '../art/shape.ts';
import {
  BANNER_COPY,
  copyProblems,
  BANNER_FALLBACK,
  BANNER_GROUPS,
  PROMO_COPY,
  VIP_COPY,
  bannerLanguage,
  type BannerGroup,
  type BannerText,
} from './bannerCopy.ts';
import { artFor, bannerCopy, bannerName, firstHomeBannerUrl, promoName, vipCopy, vipName } from './icons.ts';
import { ACTIVITIES, VIP, tierName } from './texts.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
/** Every merchant's languages and sandbox content files: the workspace's and the test fixtures' (pk, vn). */
const merchants = ['merchants', 'tests/fixtures/merchants'].flatMap((dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const folder = path.join(root, dir, d.name);
      const m = JSON.parse(readFileSync(path.join(folder, 'merchant.json'), 'utf8')) as {
        code: string;
        langList: string[];
        defaultLang: string;
      };
      const files = existsSync(path.join(folder, 'content')) ? readdirSync(path.join(folder, 'content')) : [];
      const content = Object.fromEntries(
        files
          .filter((f) => f.endsWith('.json'))
          .map((f) => [
            f.slice(0, -5).toUpperCase(),
            JSON.parse(readFileSync(path.join(folder, 'content', f), 'utf8')) as MerchantContent,
          ]),
      );
      return { ...m, content };
    }),
);
const merchantOf = (code: string) => merchants.find((m) => m.code === code);
const GROUPS = Object.entries(BANNER_GROUPS) as [BannerGroup, number][];
/** Every piece of art copy of a language: banners, promotions and the VIP card. */
const copies = (lang: string): BannerText[] => [
  ...Object.values(BANNER_COPY[lang]!).flat(),
  ...PROMO_COPY[lang]!,
  VIP_COPY[lang]!,
];
const texts = (lang: string) => copies(lang).flatMap((c) => [c.headline, c.tagline, c.cta]);

describe('banner copy', () => {
  it("has every group in every language of every merchant: the seed's copy, the operator's own, or English", () => {
    expect(merchants.map((m) => m.code)).toEqual(expect.arrayContaining(['ph', 'bd', 'pk', 'vn']));
    for (const m of merchants)
      for (const lang of m.langList) {
        const own = m.content[lang]?.art;
        const drawn = bannerLanguage(lang);
        expect(drawn === lang || drawn === BANNER_FALLBACK, `${m.code} ${lang}`).toBe(true);
        for (const [group, count] of GROUPS)
          for (let n = 1; n <= count; n++) {
            const name = bannerName(m, group, n, lang);
            const mine = own?.banners?.[`${group}-${n}`];
            if (mine)
              expect(name).toMatch(new RegExp(`^${m.code}-${group}-${n}-${lang.toLowerCase()}-[0-9a-f]{8}$`));
            else expect(name).toBe(`${m.code}-${group}-${n}-${drawn.toLowerCase()}`);
            const copy = bannerCopy(name, merchantOf);
            expect(copy, name).toBeDefined();
            expect(copy!.headline && copy!.tagline && copy!.cta, name).toBeTruthy();
            if (mine) expect(copy).toEqual(mine);
          }
      }
    // Every language the merchants speak has copy: the seed's, or (Thai, Hindi) the operator's content file's. A
    // language with neither is drawn in English.
    for (const m of merchants)
      for (const lang of m.langList)
        expect(bannerLanguage(lang) === lang || !!m.content[lang]?.art?.banners, `${m.code} ${lang}`).toBe(
          true,
        );
    expect(bannerName({ code: 'pk' }, 'm_home', 1, 'UR')).toBe('pk-m_home-1-ur');
    expect(bannerName({ code: 'pk' }, 'm_home', 1, 'HI')).toBe('pk-m_home-1-en');
    expect(promoName({ code: 'pk' }, 1, 'HI')).toBe('pk-1-en');
    expect(vipName({ code: 'pk' }, 2, 'HI')).toBe('vip-pk-2-en');
    expect(bannerCopy('pk-m_home-1-hi')).toBeUndefined();
    for (const lang of Object.keys(BANNER_COPY)) {
      for (const [group, count] of GROUPS)
        expect(BANNER_COPY[lang]![group], `${lang} ${group}`).toHaveLength(count);
      expect(PROMO_COPY[lang], lang).toHaveLength(ACTIVITIES.length);
      expect(VIP_COPY[lang], lang).toBeDefined();
    }
    expect(Object.keys(PROMO_COPY).sort()).toEqual(Object.keys(BANNER_COPY).sort());
    expect(Object.keys(VIP_COPY).sort()).toEqual(Object.keys(BANNER_COPY).sort());
    // Promotions and VIP cards: a picture in every language of every merchant too (pk's Urdu: the English one).
    for (const m of merchants)
      for (const lang of m.langList) {
        for (let n = 1; n <= ACTIVITIES.length; n++) {
          const name = promoName(m, n, lang);
          const mine = m.content[lang]?.art?.promotions?.[n - 1];
          expect(name.endsWith(`-${bannerLanguage(lang).toLowerCase()}`) || !!mine, name).toBe(true);
          expect(artFor('promos', name, merchantOf), name).toBeDefined();
        }
        for (let level = 0; level < VIP.length; level++) {
          const name = vipName(m, level, lang);
          expect(artFor('promos', name, merchantOf), name).toBeDefined();
        }
      }
  });

  it("draws the operator's own copy under a name that changes with it, and no picture for an old name", () => {
    const copy = { headline: 'โบนัสต้อนรับ', tagline: 'รับสูงสุด 100% จากการฝากครั้งแรก', cta: 'รับเลย' };
    const th = {
      code: 'xt',
      content: { TH: { art: { banners: { 'm_home-1': copy }, promotions: [copy], vip: copy } } },
    };
    const lookup = (code: string) => (code === 'xt' ? th : undefined);
    const name = bannerName(th, 'm_home', 1, 'TH');
    expect(name).toMatch(/^xt-m_home-1-th-[0-9a-f]{8}$/);
    // Another banner of the group, left out of the file, is English; so is a language without a file.
    expect(bannerName(th, 'm_home', 2, 'TH')).toBe('xt-m_home-2-en');
    expect(bannerName(th, 'm_home', 1, 'EN')).toBe('xt-m_home-1-en');
    const art = artFor('banners', name, lookup)!;
    expect(art.svg).toContain(`<title>${copy.headline}: ${copy.tagline}</title>`);
    // Thai is shaped in Noto Sans Thai: every glyph is a real one.
    for (const t of [copy.headline, copy.tagline, copy.cta])
      expect(
        shapedGlyphs(t, 'display')!.filter((g) => g.id === 0),
        t,
      ).toEqual([]);
    expect(shapedGlyphs(copy.headline, 'display')![0]!.file).toContain('noto-sans-thai');
    // The copy edited: a new name; the old one names no picture (its URL was cached as immutable).
    const edited = {
      ...th,
      content: { TH: { art: { banners: { 'm_home-1': { ...copy, cta: 'เล่นเลย' } } } } },
    };
    expect(bannerName(edited, 'm_home', 1, 'TH')).not.toBe(name);
    expect(artFor('banners', name, () => edited)).toBeUndefined();
    // A name with a hash the merchant never had, or of a merchant unknown, names nothing.
    expect(artFor('banners', 'xt-m_home-1-th-00000000', lookup)).toBeUndefined();
    expect(artFor('banners', name.replace('xt', 'zz'), lookup)).toBeUndefined();
    // Promotions and the VIP card ({tier}, {level} filled per level) likewise.
    expect(artFor('promos', promoName(th, 1, 'TH'), lookup)!.svg).toContain(`<title>${copy.headline}`);
    expect(vipName(th, 3, 'TH')).toMatch(/^vip-xt-3-th-[0-9a-f]{8}$/);
    expect(artFor('promos', vipName(th, 3, 'TH'), lookup)).toBeDefined();
    // The tiers' names of the operator's file fill {tier}, on the card and in the VIP answer; a renamed tier is a
    // new picture, its old name none.
    const vip = { headline: 'VIP {tier}', tagline: 'ระดับ {level}', cta: 'ดู' };
    const named = (platinum: string) => ({
      code: 'xt',
      content: { TH: { tiers: { Platinum: platinum }, art: { vip } } },
    });
    const before = named('แพลทินัม');
    expect(tierName('Platinum', 'TH', before.content)).toBe('แพลทินัม');
    expect(tierName('Gold', 'TH', before.content)).toBe('Gold');
    expect(vipCopy(3, 'TH', before)!.headline).toBe('VIP แพลทินัม');
    const card = vipName(before, 3, 'TH');
    expect(artFor('promos', card, () => before)!.svg).toContain('<title>VIP แพลทินัม: ');
    const after = named('ทองคำขาว');
    expect(vipName(after, 3, 'TH')).not.toBe(card);
    expect(artFor('promos', card, () => after)).toBeUndefined();
  });

  it('has no English word left in Bengali, Urdu or Tagalog', () => {
    for (const lang of ['BN', 'UR'])
      expect(texts(lang).filter((t) => /[A-Za-z]/.test(t.replace(/\{(tier|level)\}/g, '')))).toEqual([]);
    const words = (list: string[]) =>
      new Set(
        list
          .flatMap((t) =>
            t
              .replace(/\{(tier|level)\}/g, '')
              .toLowerCase()
              .split(/[^a-z]+/),
          )
          .filter((w) => w.length > 1),
      );
    const english = words(texts('EN'));
    expect([...words(texts('TY'))].filter((w) => english.has(w))).toEqual([]);
    // Different copy per language, each different from English.
    for (const lang of ['TY', 'BN', 'UR'])
      expect(texts(lang).filter((t, i) => t === texts('EN')[i] && !/^\d/.test(t))).toEqual([]);
  });

  it('fits: every Bengali and Urdu line has glyphs in the fonts, and every headline, tagline and button fits its box', () => {
    for (const lang of Object.keys(BANNER_COPY)) {
      // As drawn: the VIP card with each tier's name and level filled in.
      const drawn = [
        ...copies(lang).filter((c) => c !== VIP_COPY[lang]),
        ...VIP.map((_, level) => vipCopy(level, lang)!),
      ];
      for (const c of drawn) {
        if (lang === 'BN' || lang === 'UR')
          for (const [t, face] of [
            [c.headline, 'display'],
            [c.tagline, 'bold'],
            [c.cta, 'heavy'],
          ] as const)
            expect(
              shapedGlyphs(t, face)!.filter((g) => g.id === 0),
              t,
            ).toEqual([]);
        // The sizes compose.ts draws at: nothing is cut with an ellipsis.
        expect(fit(c.headline, 'display', 330, 58, 34, 2).lines.join(' '), c.headline).toBe(c.headline);
        expect(fit(c.tagline, 'bold', 320, 22, 16, 2).lines.join(' '), c.tagline).toBe(c.tagline);
        expect(measure(c.cta, 'heavy', 17), c.cta).toBeLessThan(280);
      }
    }
  });
});

describe('Bengali art', () => {
  const require = createRequire(import.meta.url);
  const file = '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-800-normal.woff';

  it('is shaped: a conjunct is drawn as the font’s conjunct glyph, not as its letters one by one', () => {
    // স + ্ + ব (in স্বাগত, "welcome"): HarfBuzz forms the conjunct; opentype.js would set the three letters' own
    // glyphs side by side, the virama visible.
    const word = 'স্বাগত';
    const shaped = shapedGlyphs(word, 'display')!;
    expect(shaped.every((g) => g.file === file)).toBe(true);
    const buf = readFileSync(require.resolve(file));
    const ot = opentype.parse(
      buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength),
    ) as unknown as {
      charToGlyphIndex(c: string): number;
      charToGlyph(c: string): { advanceWidth?: number };
    };
    const letters = new Set([...word].map((c) => ot.charToGlyphIndex(c)));
    expect(
      shaped.some((g) => !letters.has(g.id)),
      'a glyph no single letter maps to',
    ).toBe(true);
    // The width drawn is the shaped one, not the letters' advances added up.
    const upem = shapingFont(file).upem;
    expect(measure(word, 'display', 100)).toBeCloseTo(
      (shape(shapingFont(file), word).advance * 100) / upem,
      6,
    );
    const unshaped = [...word].reduce((w, c) => w + (ot.charToGlyph(c).advanceWidth ?? 0), 0);
    expect(Math.abs(measure(word, 'display', 100) - (unshaped * 100) / upem)).toBeGreaterThan(5);
  });

  it("draws bd's home banner in Bengali with the shaped headline, and ph's in Tagalog, English by default", () => {
    const bn = artFor('banners', 'bd-m_home-1-bn', (code) => ({ code }))!;
    const copy = BANNER_COPY.BN!.m_home[0]!;
    expect(bn.svg).toContain(`<title>${copy.headline}: ${copy.tagline}</title>`);
    const head = fit(copy.headline, 'display', 330, 58, 34, 2);
    const line = text(head.lines[0]!, {
      face: 'display',
      size: head.size,
      x: 36,
      y: 40 + head.size * 0.85,
      fill: 'url(#gold)',
      stroke: '#240a3a',
      strokeWidth: head.size / 6,
    });
    expect(bn.svg).toContain(line);
    expect(artFor('banners', 'ph-m_home-1-ty', (code) => ({ code }))!.svg).toContain(
      '<title>PAMBUNGAD NA REGALO: ',
    );
    expect(artFor('banners', 'ph-m_home-1-en', (code) => ({ code }))!.svg).toContain(
      '<title>WELCOME BONUS: ',
    );
    // A name without a language (as written before banners had languages) is the English picture.
    expect(artFor('banners', 'ph-m_home-1', (code) => ({ code }))!.svg).toContain('<title>WELCOME BONUS: ');
    expect(firstHomeBannerUrl({ code: 'bd' }, 'BN')).toBe('/wps/static/banners/bd-m_home-1-bn.webp?w=360');
    expect(firstHomeBannerUrl({ code: 'pk' }, 'UR')).toBe('/wps/static/banners/pk-m_home-1-ur.webp?w=360');
  });
});

describe("operators' art copy", () => {
  it('has a glyph for every character and fits its picture, in every content file of every merchant', () => {
    let checked = 0;
    for (const m of merchants)
      for (const [lang, content] of Object.entries(m.content)) {
        const art = content?.art;
        if (!art) continue;
        const drawn = [
          ...Object.values(art.banners ?? {}),
          ...(art.promotions ?? []),
          ...(art.vip ? VIP.map((_, level) => vipCopy(level, lang, m)!) : []),
        ];
        for (const c of drawn) {
          expect(copyProblems(c!), `${m.code} ${lang} ${c!.headline}`).toEqual([]);
          checked++;
        }
      }
    expect(checked).toBeGreaterThan(0);
  });

  it('names the line and what is wrong when a copy would not show as written', () => {
    expect(copyProblems({ headline: 'OK', tagline: 'Fine', cta: 'GO' })).toEqual([]);
    expect(copyProblems({ headline: 'ได้เลย', tagline: 'ข้อความ ✓ ☃', cta: 'GO' })).toEqual([
      { field: 'tagline', message: 'no glyph for "✓", "☃" in the picture\'s fonts' },
    ]);
    const long = 'ข้อความยาวมากที่ไม่มีช่องว่างเลยสักนิดเดียวและยาวเกินกว่าจะพอดีกับกรอบของภาพ';
    expect(copyProblems({ headline: 'OK', tagline: long, cta: 'GO' })[0]).toMatchObject({
      field: 'tagline',
      message: expect.stringContaining('does not fit: 2 lines of 320 px at 16 px'),
    });
    expect(
      copyProblems({ headline: 'OK', tagline: 'Fine', cta: 'A BUTTON FAR TOO LONG TO FIT' })[0]!.field,
    ).toBe('cta');
  });
});

describe('Urdu art', () => {
  it('is set right to left, a number inside it left to right and its sign after it, as a browser shows it', () => {
    const arabic = '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-600-normal.woff';
    const latin = '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-latin-600-normal.woff';
    const ids = (file: string, t: string) => shape(shapingFont(file), t).glyphs.map((g) => `${file}#${g.id}`);
    const line = shapedGlyphs('پر 100٪ تک', 'bold')!.map((g) => `${g.file}#${g.id}`);
    // Visual order, left to right: تک, the sign, 100 (1 then 0 0), پر (Chrome draws the line so).
    const [one, zero] = [ids(latin, '1')[0]!, ids(latin, '0')[0]!];
    const at = line.indexOf(one);
    expect(line.slice(at, at + 3)).toEqual([one, zero, zero]);
    expect(line.indexOf(ids(arabic, '٪')[0]!)).toBeLessThan(at);
    expect(line.slice(-ids(arabic, 'پر').length)).toEqual(ids(arabic, 'پر'));
    expect(line.slice(0, ids(arabic, 'تک').length)).toEqual(ids(arabic, 'تک'));
    expect(artFor('banners', 'pk-m_home-1-ur', (code) => ({ code }))!.svg).toContain(
      '<title>خوش آمدید تحفہ: ',
    );
  });
});
