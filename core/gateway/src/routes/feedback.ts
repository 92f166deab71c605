import { countWords, FEEDBACK_MAX_BYTES, feedbackWords } from '@wl/manifest/feedback';
import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { checkCaptcha } from '../auth/captcha.ts';
import { sniffImage, type ImageInfo } from '../auth/images.ts';
import { fieldError } from '../errors.ts';

type FeedbackHandlers = Pick<Handlers, 'feedback' | 'feedbackHistory'>;
type Category = 'suggestion' | 'bug' | 'deposit' | 'withdraw' | 'game' | 'other';

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
    return deps.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO feedback (merchant, member_id, category, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [merchant.code, s.memberId, input.category ?? 'other', input.content.trim(), now],
      );
      const id = Number(rows[0]!.id);
      for (const f of images)
        await tx.query(
          `INSERT INTO feedback_images (feedback_id, kind, bytes, width, height, data)
           VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))`,
          // As base64 text, like identity documents: PGlite decodes it far faster than a bytea parameter.
          [id, f.info.kind, f.bytes.length, f.info.width, f.info.height, f.bytes.toString('base64')],
        );
      return { id };
    });
  },

  feedbackHistory: async (ctx) => {
    const s = sessionOf(ctx);
    const rows = await ctx.deps.db.query<{
      id: number;
      category: Category;
      content: string;
      created_at: number;
      images: number;
    }>(
      `SELECT f.id, f.category, f.content, f.created_at,
              (SELECT count(*) FROM feedback_images i WHERE i.feedback_id = f.id)::int AS images
         FROM feedback f WHERE f.member_id = $1 AND f.merchant = $2
        ORDER BY f.created_at DESC, f.id DESC LIMIT $3`,
      [s.memberId, ctx.merchant.code, FEEDBACK_HISTORY_LIMIT],
    );
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
