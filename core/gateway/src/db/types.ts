/** The database interfaces, kept apart from the drivers so migrations and callers import no implementation. */

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

/** A schema change. Ids are never reused or edited once released: add a new migration instead. */
export interface Migration {
  id: number;
  name: string;
  statements: string[];
}
