/**
 * Feedback (/m/feedback): the captcha, sending a feedback and the member's history. The form's own rules (words,
 * images) are checked by the screen with the manifest's limits before anything is sent; the gateway checks again.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import * as account from '../api/account.ts';
import * as content from '../api/content.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';

export type FeedbackItem = ValueOf<'feedbackHistory'>['list'][number];
export type FeedbackCategory = FeedbackItem['category'];
export const FEEDBACK_CATEGORIES: readonly FeedbackCategory[] = [
  'suggestion',
  'bug',
  'deposit',
  'withdraw',
  'game',
  'other',
];

const INITIAL = {
  history: [] as FeedbackItem[],
  historyLoad: 'idle' as LoadStatus,
  captcha: null as { key: string; image: string; length: number } | null,
  captchaLoad: 'idle' as LoadStatus,
};

export const feedbackState = proxy(structuredClone(INITIAL));

let historyQuery = 0;

/** Loads the member's feedback history, newest first. */
export async function loadHistory(): Promise<void> {
  const q = ++historyQuery;
  if (feedbackState.historyLoad !== 'ready') feedbackState.historyLoad = 'loading';
  try {
    const v = await content.feedbackHistory({});
    if (q !== historyQuery) return;
    feedbackState.history = v.list;
    feedbackState.historyLoad = 'ready';
  } catch {
    if (q === historyQuery) feedbackState.historyLoad = 'error';
  }
}

/** Fetches a new captcha image (on open, on tap and after every attempt: one image gives one guess). */
export async function loadCaptcha(): Promise<void> {
  feedbackState.captchaLoad = 'loading';
  try {
    const v = await account.captcha({});
    feedbackState.captcha = { key: v.captchaKey, image: v.image, length: v.length };
    feedbackState.captchaLoad = 'ready';
  } catch {
    feedbackState.captchaLoad = 'error';
  }
}

export interface FeedbackForm {
  content: string;
  category: FeedbackCategory;
  images: { name: string; data: string }[];
  captcha: string;
}

/**
 * Sends a feedback; on success the history is reloaded so it shows at the top. Whatever the answer, the captcha
 * is renewed. Rejects with the ApiError of a refusal.
 */
export async function sendFeedback(form: FeedbackForm): Promise<number> {
  try {
    const { id } = await content.feedback({
      content: form.content.trim(),
      category: form.category,
      ...(form.images.length > 0 ? { images: form.images } : {}),
      captcha: form.captcha,
      captchaKey: feedbackState.captcha?.key ?? '',
    });
    void loadHistory();
    return id;
  } finally {
    void loadCaptcha();
  }
}

/** Back to a first visit (and on logout: another member's history is never shown). */
export function reset(): void {
  historyQuery++;
  Object.assign(feedbackState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'feedback', reset, states: [feedbackState], perSession: true });
