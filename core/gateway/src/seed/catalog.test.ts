import { describe, expect, it } from 'vitest';
import { generateGames } from './catalog.ts';
import { bannerCopy, renderImage } from './icons.ts';
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

  it('draws the same small SVG for the same name and refuses unsafe names', () => {
    const svg = renderImage('icons', 'JILI-0001')!;
    expect(svg).toBe(renderImage('icons', 'JILI-0001'));
    expect(svg).not.toBe(renderImage('icons', 'JILI-0002'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.length).toBeLessThan(2048);
    expect(renderImage('icons', '../etc/passwd')).toBeUndefined();
    expect(renderImage('icons', '<script>')).toBeUndefined();
  });

  it('draws each seeded banner with its own headline, and none on other names', () => {
    expect(bannerCopy('ph-m_home-1')?.[0]).toBe('WELCOME BONUS');
    expect(bannerCopy('my-brand-m_topup_2-1')?.[0]).toBe('TOP-UP 2');
    expect(bannerCopy('ph-m_live-2')?.[0]).toBe('LIVE HOSTS');
    expect(bannerCopy('JILI-0001')).toBeUndefined();
    expect(renderImage('banners', 'ph-m_home-2')).toContain('DAILY REBATE');
    expect(renderImage('banners', 'ph-m_home-2')).not.toBe(renderImage('banners', 'bd-m_home-2'));
    expect(renderImage('promos', 'ph-1')).not.toContain('<text');
  });
});
