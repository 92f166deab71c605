import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

describe('games', () => {
  it('serves small deterministic SVG icons for every tile', async () => {
    const { games } = await h.ok('gameList', { pageSize: 5 });
    const url = games[0]!.iconUrl;
    const a = await h.gateway.request(`http://ph.localhost${url}`);
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    const svg = await a.text();
    expect(svg.length).toBeLessThan(2048);
    expect(await (await h.gateway.request(`http://bd.localhost${url}`)).text()).toBe(svg);
    expect((await h.gateway.request('http://ph.localhost/wps/static/icons/..%2Fsecret.svg')).status).toBe(
      404,
    );
  });
});
