import type { Migration } from '../types.ts';

/*
 * Feedback screenshots: up to three png/jpg images per feedback, kept in the database (never served back as files),
 * checked by content before anything is stored. The history lists feedback by member, newest first.
 */
export const feedbackImages: Migration = {
  id: 10,
  name: 'feedback_images',
  statements: [
    `CREATE TABLE feedback_images (
      id serial PRIMARY KEY,
      feedback_id integer NOT NULL REFERENCES feedback(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('png', 'jpg')),
      bytes integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      data bytea NOT NULL
    )`,
    `CREATE INDEX feedback_images_feedback ON feedback_images (feedback_id)`,
    `CREATE INDEX feedback_member ON feedback (member_id, created_at)`,
  ],
};
