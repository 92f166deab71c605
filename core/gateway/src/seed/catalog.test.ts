import { describe, expect, it } from 'vitest';
import { hasEmoji } from '../art/emoji.ts';
import { KEYWORDS, THEMES } from '../art/themes.ts';
import { VENDORS, catalogueOf, generateGames } from './catalog.ts';
import { COMPACT_WIDTH, artFor, bannerCopy, gameImageName, renderImage } from './icons.ts';
import { seeded } from './random.ts';

describe('game catalogue', () => {
  it('is deterministic per seed and differs between merchants', () => {
    const a = generateGames('ph', seeded('seed:ph'));
    const b = generateGames('ph', seeded('seed:ph'));
    const c = generateGames('bd', seeded('seed:bd'));
    expect(a).toEqual(b);
    expect(a.map((g) => g.is_hot)).not.toEqual(c.map((g) => g.is_hot));
    expect(a.length).toBeGreaterThanOrEqual(600);
  });

  it('gives unique ids and names per vendor, and every tile field a value', () => {
    const games = generateGames('ph', seeded('seed:ph'));
    expect(new Set(games.map((g) => g.game_id)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.node_id)).size).toBe(games.length);
    expect(new Set(games.map((g) => `${g.vendor_code}/${g.game_name}`)).size).toBe(games.length);
    const categories = new Set(games.map((g) => g.category));
    for (const c of [
      'LOTT',
      'ELOTT',
      'LIVE',
      'RNG',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'PVP',
      'BINGO',
      'SCRATCH',
      'ARCADE',
      'TABLE',
      'MINI',
      'STREAM',
      'TF',
    ])
      expect(categories, c).toContain(c);
    expect(games.filter((g) => g.game_type === 'ELOTTO').every((g) => g.lotto_mode === 'Entertainment')).toBe(
      true,
    );
  });

  it('draws each game from its seeded entry, the same for the same name, and refuses unsafe or unknown names', () => {
    const known = (code: string) => (code === 'ph' || code === 'bd' ? { code } : undefined);
    const svg = renderImage('icons', 'ph-JILI-0001', known)!;
    const game = catalogueOf('ph').games.find((g) => g.game_id === 'JILI-0001')!;
    expect(svg).toBe(renderImage('icons', 'ph-JILI-0001', known));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(`<title>${game.game_name} (${game.display_name})</title>`);
    expect(svg).not.toBe(renderImage('icons', 'ph-JILI-0002', known));
    // A thumbnail keeps the subject and drops the name's type (unreadable that small).
    const thumb = artFor('icons', 'ph-JILI-0001', known, COMPACT_WIDTH)!.svg;
    expect(svg).toContain('url(#gold)');
    expect(thumb).not.toContain('url(#gold)');
    expect(thumb).toContain(`<title>${game.game_name} (${game.display_name})</title>`);
    expect(artFor('icons', 'ph-JILI-0001', known, COMPACT_WIDTH + 1)!.svg).toBe(svg);
    expect(renderImage('icons', 'ph-JILI-9999', known)).toBeUndefined();
    expect(renderImage('icons', 'xx-JILI-0001', known)).toBeUndefined();
    expect(renderImage('icons', 'JILI-0001', known)).toBeUndefined();
    expect(renderImage('icons', '../etc/passwd', known)).toBeUndefined();
    expect(renderImage('icons', '<script>', known)).toBeUndefined();
  });

  it('draws every seeded game, vendor and host, with subjects that exist in the emoji set', () => {
    const known = (code: string) => ({ code });
    for (const code of ['ph', 'bd'])
      for (const g of catalogueOf(code).games)
        expect(artFor('icons', gameImageName(code, g.game_id), known)?.svg, g.game_id).toContain(
          `<title>${g.game_name.replace(/'/g, '&#39;')} (`,
        );
    for (const v of VENDORS) expect(renderImage('vendors', v.code), v.code).toContain(`<title>`);
    for (let i = 1; i <= 8; i++) expect(renderImage('avatars', `ph-host-${i}`)).toContain('<g transform');
    const subjects = [...Object.values(THEMES).flatMap((t) => t.subjects), ...Object.values(KEYWORDS)];
    expect(subjects.filter((s) => !hasEmoji(s))).toEqual([]);
  });

  it('draws each seeded banner and promotion with its own headline, and none on other names', () => {
    expect(bannerCopy('ph-m_home-1-en')?.headline).toBe('WELCOME BONUS');
    expect(bannerCopy('my-brand-m_topup_2-1-en')?.headline).toBe('TOP-UP 2');
    expect(bannerCopy('ph-m_live-2-ty')?.headline).toBe('MGA TAGAPAGDALOY');
    expect(bannerCopy('bd-m_home-1-bn')?.cta).toBe('এখনই নিন');
    expect(bannerCopy('JILI-0001')).toBeUndefined();
    expect(renderImage('banners', 'ph-m_home-2-en')).toContain(
      '<title>DAILY REBATE: Cash back on every bet, every day</title>',
    );
    expect(renderImage('banners', 'ph-m_home-2-en')).not.toBe(renderImage('banners', 'bd-m_home-2-en'));
    expect(renderImage('banners', 'ph-m_home-2-ty')).not.toBe(renderImage('banners', 'ph-m_home-2-en'));
    expect(renderImage('banners', 'ph-nothing-1')).toBeUndefined();
    expect(renderImage('promos', 'ph-1')).toContain('<title>FIRST DEPOSIT BONUS: ');
    expect(renderImage('promos', 'ph-1-ty')).toContain('<title>DAGDAG SA UNANG DEPOSITO: ');
    expect(renderImage('promos', 'vip-ph-3')).toContain('<title>VIP PLATINUM: Level 3 ');
    expect(renderImage('promos', 'vip-ph-3-ty')).toContain('<title>ANTAS PLATINO: Antas 3: ');
    expect(renderImage('promos', 'vip-bd-3-bn')).toContain('<title>প্ল্যাটিনাম সদস্যপদ: স্তর ৩: ');
    expect(renderImage('promos', 'vip-ph-15')).toBeUndefined();
    expect(renderImage('promos', 'ph-99')).toBeUndefined();
    expect(renderImage('promos', 'ph-1-hi')).toBeUndefined();
  });
});
