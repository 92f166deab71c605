import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { migrate } from './migrate.ts';

/** A row as the driver returns it. Column names are snake_case as in the migrations. */
export type Row = Record<string, unknown>;

/** What the gateway needs from a database: parameterised queries and transactions, on PGlite or PostgreSQL alike. */
export interface Queryable {
  /** Runs one statement with $1, $2... parameters and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `fn` in a transaction: everything it does is committed together or not at all. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** Where the data lives, for logs: a folder, "memory" or the server host. */
  readonly location: string;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded database (created when missing). Ignored when databaseUrl is set. */
  dataDir?: string;
  /** postgres://… URL of a PostgreSQL server; takes precedence over dataDir. */
  databaseUrl?: string;
  /** Keep the embedded database in memory only (tests). */
  memory?: boolean;
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
  if (opts.memory) pg = await PGlite.create();
  else {
    location = path.resolve(opts.dataDir ?? '.data/gateway');
    await mkdir(location, { recursive: true });
    pg = await PGlite.create({ dataDir: location });
  }
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
