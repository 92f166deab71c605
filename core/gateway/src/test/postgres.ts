import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';

/**
 * A PostgreSQL server where the test role may create databases (.ci/run starts Debian's and sets it); tests that
 * need one are skipped without it (`describe.runIf(PG_ADMIN_URL)`).
 */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL;

/**
 * Gives the calling describe block its own database on that server, created before its tests and dropped after.
 * Returns a function answering the database's URL (valid once the tests run).
 */
export function freshPostgresDatabase(prefix: string): () => string {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  let url = '';
  const admin = () => postgres(PG_ADMIN_URL!, { max: 1, onnotice: () => {} });
  beforeAll(async () => {
    const sql = admin();
    await sql.unsafe(`CREATE DATABASE ${name}`);
    await sql.end();
    const u = new URL(PG_ADMIN_URL!);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    const sql = admin();
    await sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await sql.end();
  });
  return () => url;
}
