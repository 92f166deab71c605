import type { Migration } from '../types.ts';
import { init } from './001_init.ts';
import { abuseLimits } from './002_abuse_limits.ts';

export type { Migration } from '../types.ts';

/** Every migration, in the order they apply. */
export const migrations: Migration[] = [init, abuseLimits];
