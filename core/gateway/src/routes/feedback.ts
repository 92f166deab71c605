import { countWords, FEEDBACK_MAX_BYTES, feedbackWords } from '@wl/manifest/feedback';
import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import { sniffImage, type ImageInfo } from '../auth/images.ts';
import { fieldError } from '../errors.ts';
import { feedbackHistory, saveFeedback } from '../member/feedback.ts';

type FeedbackHandlers = Pick<Handlers, 'feedback' | 'feedbackHistory'>;

/** The JSON body of a feedback: three base64 images of 5 MB and the text. */
export const FEEDBACK_BODY_BYTES = 3 * 9_000_000 + 16 * 1024;
/** How many feedback the history lists. */
export const FEEDBACK_HISTORY_LIMIT = 50;

/** Decodes and checks one image by its content, the same checks as identity documents (auth/images.ts). */
function imageOf(data: string, field: string): { bytes: Buffer; info: ImageInfo } {
  const text = data.replace(/^data:[^,]*,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw fieldError(field, 'is not base64', 'error.kyc_file');
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length === 0) throw fieldError(field, 'is empty', 'error.kyc_file');
  if (bytes.length > FEEDBACK_MAX_BYTES)
    throw fieldError(field, `is larger than ${FEEDBACK_MAX_BYTES / 1024 / 1024} MB`, 'error.kyc_file');
  const info = sniffImage(bytes);
  if (!info) throw fieldError(field, 'is not a PNG or JPEG image', 'error.kyc_file');
  return { bytes, info };
}

/**
 * Feedback from a member: a text within the merchant's word limits, up to three png/jpg images and a captcha,
 * all checked before anything is stored; stored with its images in one transaction; listed back in the history.
 */
export const feedbackHandlers: FeedbackHandlers = {
  feedback: async (ctx) => {
    const s = sessionOf(ctx);
    const { input, merchant, deps } = ctx;
    const { minWords, maxWords } = feedbackWords(merchant.manifest);
    const words = countWords(input.content);
    if (words < minWords || words > maxWords)
      throw fieldError('content', `must have ${minWords} to ${maxWords} words (has ${words})`);
    const images = (input.images ?? []).map((img, i) => imageOf(img.data, `images/${i}`));
    await checkCaptcha(deps, merchant.code, input.captchaKey, input.captcha);
    const now = deps.clock.now();
    const id = await deps.db.transaction((tx) =>
      saveFeedback(tx, {
        merchant: merchant.code,
        memberId: s.memberId,
        category: input.category ?? 'other',
        content: input.content.trim(),
        at: now,
        images,
      }),
    );
    return { id };
  },

  feedbackHistory: async (ctx) => {
    const s = sessionOf(ctx);
    const rows = await feedbackHistory(ctx.deps.db, ctx.merchant.code, s.memberId, FEEDBACK_HISTORY_LIMIT);
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        category: r.category,
        content: r.content,
        images: Number(r.images),
        createdAt: Number(r.created_at),
      })),
    };
  },
};
