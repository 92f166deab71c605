/**
 * Vitest global setup of the node project: one migrated in-memory database, dumped to a file that every test's
 * harness loads (test/harness.ts) instead of creating a cluster and applying the migrations again.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedTemplate } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's dump (database.ts migratedTemplate). */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wl-db-template-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
