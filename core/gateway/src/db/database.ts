import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { migrate } from './migrate.ts';

export type { Db, Queryable, Row } from './types.ts';
import type { Db, Queryable, Row } from './types.ts';

export interface OpenDatabaseOptions {
  /** Folder of the embedded database (created when missing). Ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… URL of a PostgreSQL server; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Keep the embedded database in memory only (tests). */
  memory?: boolean;
  /**
   * An in-memory database starts from this copy of a migrated one ({@link migratedTemplate}) instead of an empty
   * cluster: loading it takes about 0.6 s where creating a cluster and migrating it takes 2 to 3.5 s (tests open a
   * database each, so the unit suite makes the template once).
   */
  template?: Blob;
}

/**
 * Opens the gateway database and brings its schema up to date (numbered migrations, each applied once).
 * PGlite in `dataDir` by default (.data/gateway when nothing is given); a PostgreSQL server when `databaseUrl` is set.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const db = opts.databaseUrl ? openServer(opts.databaseUrl) : await openEmbedded(opts);
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

async function openEmbedded(opts: OpenDatabaseOptions): Promise<Db> {
  let pg: PGlite;
  let location = 'memory';
  if (opts.memory) pg = await PGlite.create(opts.template ? { loadDataDir: opts.template } : {});
  else {
    location = path.resolve(opts.dataDir ?? '.data/gateway');
    await mkdir(location, { recursive: true });
    pg = await PGlite.create({ dataDir: location });
  }
  return wrapEmbedded(pg, location);
}

function wrapEmbedded(pg: PGlite, location: string): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T extends Row>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows,
  });
  return {
    ...wrap(pg),
    location,
    // PGlite runs one statement at a time, so its transaction callback is the whole unit of work.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/** A dump of an in-memory database with every migration applied: the `template` of later in-memory databases. */
export async function migratedTemplate(): Promise<Blob> {
  const pg = await PGlite.create();
  try {
    await migrate(wrapEmbedded(pg, 'memory'));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}

function openServer(url: string): Db {
  // Numeric and bigint columns come back as strings from both drivers; callers convert with Number().
  const sql = postgres(url, { max: 10, onnotice: () => {}, prepare: true });
  const wrap = (q: postgres.Sql | postgres.TransactionSql): Queryable => ({
    query: async <T extends Row>(text: string, params: unknown[] = []) =>
      (await q.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as T[],
  });
  return {
    ...wrap(sql),
    location: new URL(url).host,
    transaction: async (fn) => (await sql.begin((tx) => fn(wrap(tx)))) as Awaited<ReturnType<typeof fn>>,
    exec: async (text) => {
      await sql.unsafe(text).simple();
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
