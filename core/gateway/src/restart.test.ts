import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName } from './test/harness.ts';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('persistence', () => {
  it('keeps accounts, favourites and content across a restart on the same data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wl-gateway-'));
    dirs.push(dataDir);
    const name = uniqueName('kept');

    const first = await startHarness({ dataDir });
    await first.ok('register', {
      ...ADULT,
      username: name,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(first)),
    });
    const token = (await first.ok('login', { type: 'username', username: name, password: 'Passw0rd' })).token;
    const { games } = await first.ok('gameList', { pageSize: 3 });
    await first.ok('addFavourite', { nodeId: games[0]!.nodeId }, { token });
    expect(first.errors).toEqual([]);
    await first.db.close();

    const second = await startHarness({ dataDir });
    // Migrations are recorded: running them again applies nothing.
    expect(await migrate(second.db)).toEqual([]);
    const again = await second.ok('login', { type: 'username', username: name, password: 'Passw0rd' });
    expect(again.firstTimeLogin).toBe(false);
    expect((await second.ok('favouriteIds', {}, { token: again.token })).list).toEqual([games[0]!.nodeId]);
    // The session from before the restart is still valid (it lives in the database, not in memory).
    expect((await second.call('memberInfo', {}, { token })).status).toBe(200);
    // Seeded content is the same, not seeded twice.
    expect((await second.ok('gameList', { pageSize: 3 })).games).toEqual(games);
    const [count] = await second.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE username = 'demo001'`,
    );
    // One seeded demo account per merchant, not two.
    expect(Number(count!.n)).toBe(second.merchants.length);
    expect(second.errors).toEqual([]);
    await second.db.close();
    // Two embedded databases open from disk: slow on a busy machine.
  }, 120_000);
});
