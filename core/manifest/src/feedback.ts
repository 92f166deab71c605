/**
 * The feedback form's rules, shared by the app (checked as the player types) and the gateway (checked again before
 * storing): a word count between the manifest's limits, and up to 3 png/jpg images of at most 5 MB each.
 */
import type { Merchant } from './generated/merchant.ts';

/** The feedback form's word limits: the manifest's, else the defaults (5 to 300). */
export function feedbackWords(m: Pick<Merchant, 'feedback'>): { minWords: number; maxWords: number } {
  return { minWords: m.feedback?.minWords ?? 5, maxWords: m.feedback?.maxWords ?? 300 };
}

/**
 * Words in a text: runs of characters between whitespace (any script's spaces).
 * @example countWords('  Deposit  was slow\ntoday ') // 4
 */
export function countWords(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/u).length;
}

/** Spec sections 5 and 9: uploads are png or jpg, at most 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_MAX_CHARS = 2000;
