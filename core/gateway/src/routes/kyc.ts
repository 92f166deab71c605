import type { Deps, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import { fieldError } from '../errors.ts';
import { sniffImage } from '../auth/images.ts';
import { kycOf, submitDocuments } from '../member/kyc.ts';

type KycHandlers = Pick<Handlers, 'kycStatus' | 'kycUpload'>;

/** Limits of an identity document: the same the app checks before sending. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_MAX_FILES = 3;
/** Smaller than this, a document cannot be read by a reviewer. */
export const KYC_MIN_SIDE = 100;
const KYC_MAX_SIDE = 20_000;
/** The JSON body of an upload: three base64 files and their names. */
export const KYC_BODY_BYTES = 3 * 9_000_000 + 16 * 1024;

async function state(deps: Deps, memberId: number) {
  const { member: m, documents: docs } = await kycOf(deps.db, memberId);
  return {
    status: m?.kyc_status ?? 'none',
    documents: docs.map((d) => ({
      id: Number(d.id),
      kind: d.kind,
      bytes: Number(d.bytes),
      width: Number(d.width),
      height: Number(d.height),
      uploadedAt: Number(d.created_at),
    })),
    ...(m?.kyc_status === 'rejected' && m.kyc_reason ? { reason: m.kyc_reason } : {}),
  };
}

/** Identity verification: every file is checked by its content before any is stored; all or nothing. */
export const kycHandlers: KycHandlers = {
  kycStatus: async (ctx) => state(ctx.deps, sessionOf(ctx).memberId),

  kycUpload: async (ctx) => {
    const s = sessionOf(ctx);
    const current = await state(ctx.deps, s.memberId);
    if (current.status === 'pending' || current.status === 'verified')
      throw fieldError(
        'images',
        current.status === 'pending' ? 'are already under review' : 'are already verified',
        'error.kyc_pending',
      );
    const files = ctx.input.images.map((img, i) => {
      const field = `images/${i}`;
      const text = img.data.replace(/^data:[^,]*,/, '');
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw fieldError(field, 'is not base64', 'error.kyc_file');
      const bytes = Buffer.from(text, 'base64');
      if (bytes.length === 0) throw fieldError(field, 'is empty', 'error.kyc_file');
      if (bytes.length > KYC_MAX_BYTES)
        throw fieldError(field, `is larger than ${KYC_MAX_BYTES / 1024 / 1024} MB`, 'error.kyc_file');
      const info = sniffImage(bytes);
      if (!info) throw fieldError(field, 'is not a PNG or JPEG image', 'error.kyc_file');
      if (
        Math.min(info.width, info.height) < KYC_MIN_SIDE ||
        Math.max(info.width, info.height) > KYC_MAX_SIDE
      )
        throw fieldError(
          field,
          `must be at least ${KYC_MIN_SIDE}×${KYC_MIN_SIDE} pixels (is ${info.width}×${info.height})`,
          'error.kyc_file',
        );
      return { bytes, info };
    });
    const now = ctx.deps.clock.now();
    await ctx.deps.db.transaction((tx) => submitDocuments(tx, s.memberId, files, now, ctx.language));
    return state(ctx.deps, s.memberId);
  },
};
