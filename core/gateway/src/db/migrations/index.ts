import { init } from './001_init.ts';

/** A schema change. Ids are never reused or edited once released: add a new migration instead. */
export interface Migration {
  id: number;
  name: string;
  statements: string[];
}

/** Every migration, in the order they apply. */
export const migrations: Migration[] = [init];
