import type { Migration } from '../types.ts';

/**
 * Lottery launches (issue 12): a game session opened for a lottery keeps the play type (trad or ent) and prize mode
 * (Lott, ZY, Elott, SEA) it was launched with, so every bet of the session is played and recorded under them. Both
 * are NULL for the sandbox slot.
 */
export const lotterySessions: Migration = {
  id: 16,
  name: 'lottery_sessions',
  statements: [
    `ALTER TABLE game_sessions ADD COLUMN play_type text CHECK (play_type IN ('trad', 'ent'))`,
    `ALTER TABLE game_sessions ADD COLUMN prize_mode text CHECK (prize_mode IN ('Lott', 'ZY', 'Elott', 'SEA'))`,
  ],
};
