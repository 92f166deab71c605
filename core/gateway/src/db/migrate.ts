import type { Db } from './types.ts';
import { migrations } from './migrations/index.ts';

/**
 * Applies every migration not yet recorded in the migrations table, in order, each in its own transaction.
 * Safe to run on every start: applied migrations are skipped.
 */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const done = new Set(
    (await db.query<{ id: number }>('SELECT id FROM migrations')).map((r) => Number(r.id)),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      for (const statement of m.statements) await tx.query(statement);
      await tx.query('INSERT INTO migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    });
    applied.push(m.id);
  }
  return applied;
}
