import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName } from './test/harness.ts';
import { freshPostgresDatabase, PG_ADMIN_URL } from './test/postgres.ts';

/*
 * The DATABASE_URL path against a real PostgreSQL server. Runs when TEST_DATABASE_URL names a server where that role
 * may create databases (.ci/run starts Debian's PostgreSQL and sets it); each run gets its own database, dropped after.
 */
describe.runIf(PG_ADMIN_URL)('on a PostgreSQL server (DATABASE_URL)', () => {
  const databaseUrl = freshPostgresDatabase('wl_test');

  it('seeds the same content as the embedded database, keeps accounts across a restart, ends sessions', async () => {
    const user = uniqueName('pg');
    const first = await startHarness({ db: await openDatabase({ databaseUrl: databaseUrl() }) });
    await first.ok('register', {
      ...ADULT,
      username: user,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(first)),
    });
    const page = await first.ok('gameList', { pageSize: 30 });
    expect(page.totalCount).toBeGreaterThanOrEqual(600);
    expect(first.errors).toEqual([]);
    await first.db.close();

    // Same seed on both engines: the first page of games is identical to the embedded database's.
    const embedded = await startHarness();
    expect((await embedded.ok('gameList', { pageSize: 30 })).games).toEqual(page.games);
    await embedded.db.close();

    const second = await startHarness({ db: await openDatabase({ databaseUrl: databaseUrl() }) });
    const { token } = await second.ok('login', { type: 'username', username: user, password: 'Passw0rd' });
    expect((await second.ok('memberInfo', {}, { token })).account).toBe(user);
    await second.ok('logout', {}, { token });
    expect((await second.call('memberInfo', {}, { token })).status).toBe(401);
    expect(second.errors).toEqual([]);
    await second.db.close();
  });
});
