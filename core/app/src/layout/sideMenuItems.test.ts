import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.ts';
import { dividerAfter, sideMenuItems } from './sideMenuItems.ts';

const SPEC_ORDER = [
  'deposit',
  'withdraw',
  'bettingRecord',
  'rewardCenter',
  'customerService',
  'app',
  'facebook',
  'twitter',
  'youtube',
  'telegram',
  'telegramGroup',
  'whatsapp',
  'instagram',
  'viber',
  'feedback',
  'tutorial',
  'responsibleGaming',
];

describe('sideMenuItems', () => {
  it('lists everything in the spec order when every flag and link is on', () => {
    expect(sideMenuItems(testConfig(), { standalone: false }).map((i) => i.id)).toEqual(SPEC_ORDER);
  });

  it('hides flagged items whose whitelabel.menu flag is off', () => {
    const cfg = testConfig();
    cfg.whitelabel.menu = { deposit: false, withdraw: true, bettingRecord: false, rewardCenter: false };
    const ids = sideMenuItems(cfg, { standalone: false }).map((i) => i.id);
    expect(ids).not.toContain('deposit');
    expect(ids).not.toContain('bettingRecord');
    expect(ids).not.toContain('rewardCenter');
    expect(ids[0]).toBe('withdraw');
  });

  it('gives an agent account its way back to the agent centre, last, and nobody else', () => {
    const agent = sideMenuItems(testConfig(), { standalone: false, agent: true });
    expect(agent.map((i) => i.id)).toEqual([...SPEC_ORDER, 'agentCenter']);
    expect(agent.at(-1)).toMatchObject({ labelId: 'menu.agentCenter', to: '/m/member/agent/team' });
    expect(sideMenuItems(testConfig(), { standalone: false, agent: false }).map((i) => i.id)).toEqual(
      SPEC_ORDER,
    );
  });

  it('hides app download inside the installed app', () => {
    expect(sideMenuItems(testConfig(), { standalone: true }).map((i) => i.id)).not.toContain('app');
  });

  it('always shows customer service and feedback, even with nothing else', () => {
    const cfg = testConfig();
    cfg.whitelabel.menu = { deposit: false, withdraw: false, bettingRecord: false, rewardCenter: false };
    cfg.links = { customerService: [] };
    expect(sideMenuItems(cfg, { standalone: true }).map((i) => i.id)).toEqual([
      'customerService',
      'feedback',
      'responsibleGaming',
    ]);
  });

  it('shows social items and the tutorial only when their link exists', () => {
    const cfg = testConfig();
    cfg.links.social = { viber: { url: 'https://viber.example/x' } };
    const ids = sideMenuItems(cfg, { standalone: false }).map((i) => i.id);
    expect(ids).toContain('viber');
    for (const id of [
      'facebook',
      'twitter',
      'youtube',
      'telegram',
      'telegramGroup',
      'whatsapp',
      'instagram',
      'tutorial',
    ])
      expect(ids).not.toContain(id);
  });

  it('replaces a social label by the configured one', () => {
    const items = sideMenuItems(testConfig(), { standalone: false });
    expect(items.find((i) => i.id === 'telegram')?.label).toBe('Telegram PH');
    expect(items.find((i) => i.id === 'tutorial')?.label).toBe('How to play');
    expect(items.find((i) => i.id === 'facebook')?.label).toBeUndefined();
    expect(items.find((i) => i.id === 'facebook')?.labelId).toBe('menu.facebook');
  });

  it('puts the gift badge on App, Facebook, Telegram and Viber only', () => {
    const gifts = sideMenuItems(testConfig(), { standalone: false })
      .filter((i) => i.gift)
      .map((i) => i.id);
    expect(gifts).toEqual(['app', 'facebook', 'telegram', 'telegramGroup', 'viber']);
  });

  it('lists LINE, Zalo and KakaoTalk after the other social links when configured (issue 29)', () => {
    const cfg = testConfig();
    cfg.links.social = {
      kakaotalk: { url: 'https://pf.kakao.com/_brand' },
      line: { url: 'https://line.me/R/ti/p/@brand', label: 'LINE Official' },
      zalo: { url: 'https://zalo.me/brand' },
      viber: { url: 'https://viber.example/x' },
    };
    const items = sideMenuItems(cfg, { standalone: false });
    const ids = items.map((i) => i.id);
    expect(ids.slice(ids.indexOf('viber'), ids.indexOf('viber') + 4)).toEqual([
      'viber',
      'line',
      'zalo',
      'kakaotalk',
    ]);
    expect(items.find((i) => i.id === 'line')).toMatchObject({
      labelId: 'menu.line',
      label: 'LINE Official',
      href: 'https://line.me/R/ti/p/@brand',
    });
  });

  it('opens outside links in items with href, app routes with to', () => {
    const items = sideMenuItems(testConfig(), { standalone: false });
    expect(items.find((i) => i.id === 'deposit')?.to).toBe('/m/voucherCenter');
    expect(items.find((i) => i.id === 'bettingRecord')?.to).toBe('/m/gameRecord');
    expect(items.find((i) => i.id === 'youtube')?.href).toBe('https://youtube.example/t');
    expect(items.find((i) => i.id === 'customerService')?.action).toBe('customerService');
  });
});

describe('dividerAfter', () => {
  it.each([
    [2, []],
    [3, []],
    [4, [3]],
    [6, [3]],
    [7, [3, 6]],
    [9, [3, 6]],
    [10, [3, 6, 9]],
    [16, [3, 6, 9]],
  ])('%i items get dividers after %j', (n, expected) => {
    expect(dividerAfter(n)).toEqual(expected);
  });
});
