import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import type { Deps, Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { ApiError, fieldError } from '../errors.ts';
import { sniffImage } from '../auth/images.ts';
import { avatarByToken, avatarOf, saveAvatar } from '../member/avatars.ts';

type AvatarHandlers = Pick<Handlers, 'avatarUpload'>;

/** A head icon is one PNG or JPEG of at most 2 MB: the app checks the same before sending. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Smaller than this it would be a smudge even at the header's size; larger is not a photo a phone takes. */
export const AVATAR_MIN_SIDE = 32;
const AVATAR_MAX_SIDE = 12_000;
/** The JSON body of an upload: the base64 image (4/3 of the bytes) and a little room. */
export const AVATAR_BODY_BYTES = 3_000_000 + 16 * 1024;

const PATH = '/wps/member/avatar';
const TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Where a member's icon is served, or undefined when they have none. */
export async function avatarUrlOf(deps: Deps, db: Queryable, memberId: number): Promise<string | undefined> {
  const a = await avatarOf(db, memberId);
  return a ? `${deps.settings.publicBase}${PATH}/${a.token}.${a.kind}` : undefined;
}

/**
 * The head icon upload: the file is checked by its content (PNG or JPEG signature, the size its header declares)
 * before anything is stored; a refused file leaves the previous icon as it was. Each upload gets a new random token,
 * so the URL cannot be guessed from a member id and the old URL stops answering.
 */
export const avatarHandlers: AvatarHandlers = {
  avatarUpload: async (ctx) => {
    const s = sessionOf(ctx);
    const text = ctx.input.data.replace(/^data:[^,]*,/, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw fieldError('data', 'is not base64', 'error.avatar_file');
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === 0) throw fieldError('data', 'is empty', 'error.avatar_file');
    if (bytes.length > AVATAR_MAX_BYTES)
      throw fieldError('data', `is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB`, 'error.avatar_file');
    const info = sniffImage(bytes);
    if (!info) throw fieldError('data', 'is not a PNG or JPEG image', 'error.avatar_file');
    if (
      Math.min(info.width, info.height) < AVATAR_MIN_SIDE ||
      Math.max(info.width, info.height) > AVATAR_MAX_SIDE
    )
      throw fieldError(
        'data',
        `must be at least ${AVATAR_MIN_SIDE}×${AVATAR_MIN_SIDE} pixels (is ${info.width}×${info.height})`,
        'error.avatar_file',
      );
    const token = randomBytes(24).toString('base64url');
    await saveAvatar(ctx.deps.db, {
      memberId: s.memberId,
      token,
      kind: info.kind,
      bytes,
      width: info.width,
      height: info.height,
      at: ctx.deps.clock.now(),
    });
    return { avatarUrl: `${ctx.deps.settings.publicBase}${PATH}/${token}.${info.kind}` };
  },
};

/**
 * GET /wps/member/avatar/<token>.<png|jpg>: the icon, with its real content type (never sniffed), no script
 * power if opened directly, and cached privately for long (the URL changes with every upload).
 */
export function mountAvatars(app: Hono, deps: Deps): void {
  app.get(`${PATH}/:file`, async (c) => {
    const m = /^(.+)\.(png|jpg)$/.exec(c.req.param('file'));
    const token = m?.[1] ?? '';
    if (!m || !TOKEN.test(token)) throw new ApiError('NOT_FOUND', { message: 'no such head icon' });
    const a = await avatarByToken(deps.db, token);
    if (!a || a.kind !== m[2]) throw new ApiError('NOT_FOUND', { message: 'no such head icon' });
    const body = Buffer.from(a.data);
    return c.body(body, 200, {
      'Content-Type': TYPES[a.kind],
      'Content-Length': String(body.length),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'Cross-Origin-Resource-Policy': 'same-site',
    });
  });
}
