import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness.ts';

/*
 * The sandbox status switch shared by gateway processes on one database (issue 30): two gateways on one database
 * stand for two processes; a switch made through either holds on both within the table's reading interval.
 */
describe('a status switch shared through the database', () => {
  let a: Harness;
  let b: Harness;
  beforeAll(async () => {
    a = await startHarness({ shareStatus: true });
    b = await a.variant({ shareStatus: true });
  });
  afterAll(() => {
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  const vendors = async (h: Harness, cookie?: string) =>
    (await h.call('vendors', {}, cookie ? { headers: { cookie } } : {})).status;

  it('one merchant under maintenance through one gateway is under maintenance on the other', async () => {
    await a.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph' });
    expect(await vendors(a)).toBe(503);
    await expect.poll(() => vendors(b), { timeout: 4000, interval: 100 }).toBe(503);
    expect((await b.call('vendors', {}, { host: 'bd.localhost' })).status).toBe(200);
    await b.sandbox('sandboxStatus', { status: 'normal', merchantCode: 'ph' });
    expect(await vendors(b)).toBe(200);
    await expect.poll(() => vendors(a), { timeout: 4000, interval: 100 }).toBe(200);
  });

  it("a test browser's own switch stays its own, on every gateway", async () => {
    const mine = 'wl_sandbox_scope=scope-shared-1';
    await b.sandbox('sandboxStatus', { status: 'region_restricted', scope: 'scope-shared-1' });
    expect(await vendors(b, mine)).toBe(403);
    await expect.poll(() => vendors(a, mine), { timeout: 4000, interval: 100 }).toBe(403);
    expect(await vendors(a)).toBe(200);
    await a.sandbox('sandboxStatus', { status: 'normal', scope: 'scope-shared-1' });
    await expect.poll(() => vendors(b, mine), { timeout: 4000, interval: 100 }).toBe(200);
  });

  it('without sharing, a gateway keeps its own switch (the harness default)', async () => {
    const alone = await a.variant({ shareStatus: false });
    await alone.sandbox('sandboxStatus', { status: 'maintenance', merchantCode: 'ph' });
    expect(await vendors(alone)).toBe(503);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await vendors(a)).toBe(200);
    await alone.sandbox('sandboxStatus', { status: 'normal', merchantCode: 'ph' });
  });
});
