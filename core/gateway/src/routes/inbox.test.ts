import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness();
  token = (await h.ok('login', { type: 'username', username: 'demo001', password: DEMO_PASSWORD })).token;
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('inbox', () => {
  it('lists, reads and deletes a member’s own messages, with the unread count following', async () => {
    const before = await h.ok('inboxList', {}, { token });
    expect(before.list.length).toBeGreaterThan(0);
    const sent = await h.sandbox('sandboxInbox', {
      username: 'DEMO001',
      title: 'Your bonus',
      content: '<p>Bonus credited</p>',
    });
    const after = await h.ok('inboxList', {}, { token });
    expect(after.list[0]).toMatchObject({ id: sent.id, title: 'Your bonus', read: false });
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect((await h.ok('inboxUnreadCount', {}, { token })).unreadCount).toBe(after.unreadCount);

    expect((await h.ok('inboxRead', { id: sent.id }, { token })).unreadCount).toBe(before.unreadCount);
    // Reading again changes nothing.
    expect((await h.ok('inboxRead', { id: sent.id }, { token })).unreadCount).toBe(before.unreadCount);
    expect((await h.ok('inboxList', {}, { token })).list[0]).toMatchObject({ id: sent.id, read: true });

    await h.ok('inboxDelete', { id: sent.id }, { token });
    expect((await h.ok('inboxList', {}, { token })).list.map((m) => m.id)).not.toContain(sent.id);
    expect((await h.call('inboxDelete', { id: sent.id }, { token })).status).toBe(404);
  });

  it('never shows, reads or deletes another member’s message; trial accounts have no inbox', async () => {
    const other = (await h.ok('login', { type: 'username', username: 'agent001', password: DEMO_PASSWORD }))
      .token;
    const sent = await h.sandbox('sandboxInbox', { username: 'demo001', title: 'Private', content: 'x' });
    expect((await h.ok('inboxList', {}, { token: other })).list.map((m) => m.id)).not.toContain(sent.id);
    expect((await h.call('inboxRead', { id: sent.id }, { token: other })).status).toBe(404);
    expect((await h.call('inboxDelete', { id: sent.id }, { token: other })).status).toBe(404);
    expect((await h.ok('inboxList', {}, { token })).list.map((m) => m.id)).toContain(sent.id);
    const trial = (await h.ok('testPlay', {})).token;
    expect((await h.call('inboxList', {}, { token: trial })).body.code).toBe('TRIAL_REJECTED');
    expect((await h.call('inboxList', {})).status).toBe(401);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 3; i++)
      await h.sandbox('sandboxInbox', { username: 'agent041', title: `m${i}`, content: 'x' });
    const t3 = (await h.ok('login', { type: 'username', username: 'agent041', password: DEMO_PASSWORD }))
      .token;
    const p1 = await h.ok('inboxList', { pageNo: 1, pageSize: 2 }, { token: t3 });
    expect(p1.list.map((m) => m.title)).toEqual(['m2', 'm1']);
    expect(p1.totalPages).toBe(Math.ceil((p1.list.length + 2) / 2));
  });

  it('refuses a sandbox message to an unknown member', async () => {
    const r = await h.raw('POST', '/__sandbox/inbox', {
      body: JSON.stringify({ username: 'nobody-here', title: 't', content: 'c' }),
      headers: { 'content-type': 'application/json' },
      name: 'sandboxInbox',
    });
    expect(r.status).toBe(404);
  });
});
