import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { solvedCaptcha, startHarness, uniqueName } from './test/harness.ts';

/*
 * The DATABASE_URL path against a real PostgreSQL server. Runs when TEST_DATABASE_URL names a server where that role
 * may create databases (.ci/run starts Debian's PostgreSQL and sets it); each run gets its own database, dropped after.
 */
const admin = process.env.TEST_DATABASE_URL;
const name = `wl_test_${randomBytes(4).toString('hex')}`;
let url = '';

describe.runIf(admin)('on a PostgreSQL server (DATABASE_URL)', () => {
  beforeAll(async () => {
    const sql = postgres(admin!, { max: 1, onnotice: () => {} });
    await sql.unsafe(`CREATE DATABASE ${name}`);
    await sql.end();
    const u = new URL(admin!);
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    const sql = postgres(admin!, { max: 1, onnotice: () => {} });
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.end();
  });

  it('seeds the same content as the embedded database, keeps accounts across a restart, ends sessions', async () => {
    const user = uniqueName('pg');
    const first = await startHarness({ db: await openDatabase({ databaseUrl: url }) });
    await first.ok('register', {
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

    const second = await startHarness({ db: await openDatabase({ databaseUrl: url }) });
    const { token } = await second.ok('login', { type: 'username', username: user, password: 'Passw0rd' });
    expect((await second.ok('memberInfo', {}, { token })).account).toBe(user);
    await second.ok('logout', {}, { token });
    expect((await second.call('memberInfo', {}, { token })).status).toBe(401);
    expect(second.errors).toEqual([]);
    await second.db.close();
  });
});
