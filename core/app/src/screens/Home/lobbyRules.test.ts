import { describe, expect, it } from 'vitest';
import type { Banner, WinnerEntry } from '@wl/contract';
import {
  categoryAction,
  claimTarget,
  homeBanners,
  orderCategories,
  sortWinners,
  topupBanners,
  vendorQuery,
  winnersView,
  type MenuCategory,
} from './lobbyRules.ts';

const banner = (id: number, groupName: string): Banner => ({
  id,
  groupName,
  url: `/b${id}.svg`,
  title: '',
  link: '',
});
const BANNERS = [
  banner(1, 'm_home'),
  banner(2, 'm_live'),
  banner(3, 'm_home'),
  banner(4, 'm_topup_1'),
  banner(5, 'm_topup_2'),
  banner(6, 'm_topup_3'),
  banner(7, 'm_reg'),
];

describe('homeBanners', () => {
  it('shows m_home, and m_live only while live hosts exist, in the server order', () => {
    expect(homeBanners(BANNERS, false).map((b) => b.id)).toEqual([1, 3]);
    expect(homeBanners(BANNERS, true).map((b) => b.id)).toEqual([1, 2, 3]);
  });
});

describe('topupBanners', () => {
  it('needs all three top-up banners', () => {
    expect(topupBanners(BANNERS)?.map((b) => b.id)).toEqual([4, 5, 6]);
    expect(topupBanners(BANNERS.filter((b) => b.groupName !== 'm_topup_2'))).toBeNull();
  });
});

const winner = (winAmount: number): WinnerEntry => ({
  vo: {
    customerName: 'a***1',
    winAmount,
    gameName: 'G',
    iconUrl: '',
    gameId: 'g',
    nodeId: '1',
    vendorCode: 'V',
    gameType: 'RNG',
  },
});

describe('winners', () => {
  it('are sorted by win amount, highest first, without changing the input', () => {
    const list = [winner(10), winner(300.5), winner(42), winner(300.25)];
    expect(sortWinners(list).map((w) => w.vo.winAmount)).toEqual([300.5, 300.25, 42, 10]);
    expect(list[0]!.vo.winAmount).toBe(10);
  });

  it('scroll above 4 with 5 visible, and stand still with 3 visible otherwise', () => {
    expect(winnersView(5)).toEqual({ scroll: true, visible: 5 });
    expect(winnersView(20)).toEqual({ scroll: true, visible: 5 });
    expect(winnersView(4)).toEqual({ scroll: false, visible: 3 });
    expect(winnersView(1)).toEqual({ scroll: false, visible: 3 });
  });
});

const v = (vendorCode: string, gameType: MenuCategory['vendorNames'][number]['gameType'] = 'RNG') => ({
  vendorCode,
  displayName: vendorCode,
  accountTypeName: `${vendorCode} Wallet`,
  gameType,
});

describe('orderCategories', () => {
  it('splits cockfight out of sports, moves TF last and puts bingo after live', () => {
    const raw: MenuCategory[] = [
      { category: 'BINGO', vendorNames: [v('BPLUS')] },
      { category: 'LOTT', vendorNames: [v('TCG_SEA', 'LOTT')] },
      {
        category: 'SPORTS',
        vendorNames: [v('SABA', 'SPORTS'), v('DS88', 'SPORTS'), v('TF', 'SPORTS'), v('DIG', 'SPORTS')],
      },
      { category: 'LIVE', vendorNames: [v('EVO', 'LIVE')] },
      { category: 'RNG', vendorNames: [v('PG')] },
    ];
    const out = orderCategories(raw);
    expect(out.map((c) => c.category)).toEqual(['LOTT', 'SPORTS', 'COCKFIGHT', 'LIVE', 'BINGO', 'RNG', 'TF']);
    expect(out.find((c) => c.category === 'SPORTS')!.vendorNames.map((x) => x.vendorCode)).toEqual(['SABA']);
    expect(out.find((c) => c.category === 'COCKFIGHT')!.vendorNames.map((x) => x.vendorCode)).toEqual([
      'DS88',
      'DIG',
    ]);
    expect(out.at(-1)!.vendorNames.map((x) => x.vendorCode)).toEqual(['TF']);
  });

  it('puts bingo after sports when there is no live, and drops a category left empty', () => {
    const out = orderCategories([
      { category: 'SPORTS', vendorNames: [v('SABA', 'SPORTS'), v('TF', 'SPORTS')] },
      { category: 'FISH', vendorNames: [v('KA', 'FISH')] },
      { category: 'BINGO', vendorNames: [v('JILI')] },
    ]);
    expect(out.map((c) => c.category)).toEqual(['SPORTS', 'BINGO', 'FISH', 'TF']);
    const onlyTf = orderCategories([
      { category: 'SPORTS', vendorNames: [v('TF', 'SPORTS')] },
      { category: 'FISH', vendorNames: [v('KA', 'FISH')] },
    ]);
    expect(onlyTf.map((c) => c.category)).toEqual(['FISH', 'TF']);
  });

  it('keeps an order that already follows the rules (as the gateway sends it)', () => {
    const ordered: MenuCategory[] = [
      { category: 'LIVE', vendorNames: [v('EVO', 'LIVE')] },
      { category: 'BINGO', vendorNames: [v('JILI')] },
      { category: 'SPORTS', vendorNames: [v('SABA', 'SPORTS')] },
      { category: 'COCKFIGHT', vendorNames: [v('DS88', 'SPORTS')] },
      { category: 'RNG', vendorNames: [v('PG')] },
      { category: 'TF', vendorNames: [v('TF', 'SPORTS')] },
    ];
    expect(orderCategories(ordered)).toEqual(ordered);
    expect(orderCategories(orderCategories(ordered))).toEqual(ordered);
  });
});

describe('category actions and queries', () => {
  it('opens live, launches a lone vendor, lists several', () => {
    expect(categoryAction({ category: 'LIVE', vendorNames: [v('EVO', 'LIVE'), v('DG', 'LIVE')] })).toBe(
      'live',
    );
    expect(categoryAction({ category: 'TF', vendorNames: [v('TF', 'SPORTS')] })).toBe('launchVendor');
    expect(categoryAction({ category: 'RNG', vendorNames: [v('PG'), v('PP')] })).toBe('vendorList');
  });

  it('queries a vendor by its game type, with the class of preset categories', () => {
    expect(vendorQuery('BINGO', v('JILI'))).toEqual({
      gameType: 'RNG',
      vassalage: 'JILI',
      gameClassify: 'BG',
    });
    expect(vendorQuery('MINI', v('BGS'))).toEqual({
      gameType: 'RNG',
      vassalage: 'BGS',
      gameClassify: 'Crash',
    });
    expect(vendorQuery('RNG', v('PG'))).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });
});

describe('claimTarget', () => {
  const hosts = ['promo.example.com'];
  it('sends a guest to registration whatever is configured', () => {
    expect(claimTarget(false, 'https://promo.example.com/x', hosts, '/m/register')).toEqual({
      kind: 'route',
      to: '/m/register',
    });
  });

  it('pushes a relative URL as a route for a member', () => {
    expect(claimTarget(true, '/m/activity', hosts, '/m/register')).toEqual({
      kind: 'route',
      to: '/m/activity',
    });
  });

  it('opens an absolute URL only on an allowed https host, never with a token', () => {
    expect(claimTarget(true, 'https://promo.example.com/gift?a=1', hosts, '/m/register')).toEqual({
      kind: 'external',
      url: 'https://promo.example.com/gift?a=1',
    });
    expect(claimTarget(true, 'https://evil.example.net/gift', hosts, '/m/register')).toEqual({
      kind: 'none',
    });
    expect(claimTarget(true, 'http://promo.example.com/gift', hosts, '/m/register')).toEqual({
      kind: 'none',
    });
    expect(claimTarget(true, 'https://promo.example.com.evil.net/', hosts, '/m/register')).toEqual({
      kind: 'none',
    });
    const t = claimTarget(
      true,
      'https://promo.example.com/g?token=abc&sessionId=1&a=2',
      hosts,
      '/m/register',
    );
    expect(t).toEqual({ kind: 'external', url: 'https://promo.example.com/g?a=2' });
  });
});
