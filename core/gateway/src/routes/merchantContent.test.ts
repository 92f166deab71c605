import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contentSchema from '../../../../schemas/content.schema.json' with { type: 'json' };
import { ACTIVITIES, ANNOUNCEMENTS } from '../seed/texts.ts';
import { seedVersionOf, SEED_VERSION } from '../seed/index.ts';
import { startHarness, workspaceMerchants, type Harness } from '../test/harness.ts';

/*
 * An operator's sandbox content (merchants/<code>/content/<lang>.json, issue 29): served in its language over the
 * seed's, item by item; what it leaves out stays as seeded. Here ph's TY content is replaced in part.
 */
let h: Harness;
beforeAll(async () => {
  // A copy of ph with the content: the loaded merchants are shared by the test files of a worker.
  const content = {
    TY: {
      banners: { 'm_home-1': 'Bonus sa unang deposito ng {brand}' },
      notices: [{ title: 'Mabuhay sa {brand}', body: '<p>Operator: {invitees} kaibigan, {reward}.</p>' }],
      promotions: [{ title: 'Unang deposito', body: '<p>Operator promo</p>' }],
      help: [{ tag: 'about', title: 'Tungkol sa {brand}', content: '<p>Edad {age} pataas.</p>' }],
    },
  };
  const merchants = (await workspaceMerchants()).map((m) => (m.code === 'ph' ? { ...m, content } : m));
  h = await startHarness({ merchants });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const ty = { headers: { language: 'TY' } };

describe("an operator's content per language", () => {
  it('serves its banners, notices and promotions in that language, the rest as seeded', async () => {
    const all = await h.ok('announcements', { types: 'B,PL,PU,PR,A' }, ty);
    const home1 = all.banners.find((b) => b.groupName === 'm_home')!;
    expect(home1.title).toBe('Bonus sa unang deposito ng LuzonPlay');
    expect(all.playerNotices[0]!.title).toBe('Mabuhay sa LuzonPlay');
    // The placeholders filled as the seed fills them: ph's referral, 1 invitee and ₱200.
    expect(all.playerNotices[0]!.content).toBe('<p>Operator: 1 kaibigan, ₱200.</p>');
    // The second notice is not in the file: the seed's own Tagalog text.
    expect(all.playerNotices[1]!.title).toBe('Mag-imbita ng kaibigan');
    const activities = await h.ok('activities', {}, ty);
    expect(activities.list[0]!.title).toBe('Unang deposito');
    // English is untouched.
    const en = await h.ok('announcements', { types: 'PL' }, { headers: { language: 'EN' } });
    expect(en.playerNotices[0]!.title).toBe('Welcome to LuzonPlay');
  });

  it('serves its help topics for that language, replacing the seeded ones', async () => {
    const help = await h.ok('helpCenter', { lang: 'TY' });
    expect(help.list.map((t) => [t.tag, t.title, t.content])).toEqual([
      ['about', 'Tungkol sa LuzonPlay', '<p>Edad 21 pataas.</p>'],
    ]);
    expect((await h.ok('helpCenter', { lang: 'EN' })).list.length).toBeGreaterThan(1);
  });

  it('re-seeds when the files change, and the schema allows as many items as the seed has', async () => {
    const ph = { ...(await workspaceMerchants()).find((m) => m.code === 'ph')!, content: undefined };
    expect(seedVersionOf(ph)).toBe(SEED_VERSION);
    const a = seedVersionOf({ ...ph, content: { TY: { banners: { 'm_home-1': 'a' } } } });
    const b = seedVersionOf({ ...ph, content: { TY: { banners: { 'm_home-1': 'b' } } } });
    expect(a).not.toBe(SEED_VERSION);
    expect(b).not.toBe(a);
    expect(contentSchema.properties.notices.maxItems).toBe(ANNOUNCEMENTS.length);
    expect(contentSchema.properties.promotions.maxItems).toBe(ACTIVITIES.length);
  });
});
