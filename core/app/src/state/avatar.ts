/**
 * The member's head icon: a PNG or JPG of at most 2 MB, checked here by size and first bytes before it is sent (a
 * text file renamed to .png is refused without a request); the gateway checks the content again and keeps the old
 * icon when it refuses. A stored icon updates the member info, so the header, side menu and member center show it.
 */
import { isApiError } from '../api/errors.ts';
import * as memberApi from '../api/member.ts';
import type { MessageId } from '../i18n/messageIds.ts';
import { dataMessageId } from '../i18n/messageIds.ts';
import { sniffKind } from './kyc.ts';
import { memberState } from './member.ts';

/** The gateway's limit (routes/avatar.ts). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export type AvatarVerdict = { ok: true } | { ok: false; id: MessageId };

/** Checks a chosen file as the app can: its size, then its first bytes. */
export async function checkAvatar(file: Blob): Promise<AvatarVerdict> {
  if (file.size > AVATAR_MAX_BYTES) return { ok: false, id: 'member.avatar.too_large' };
  if (file.size === 0) return { ok: false, id: 'member.avatar.not_image' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKind(head) ? { ok: true } : { ok: false, id: 'member.avatar.not_image' };
}

function base64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

/**
 * Sends a checked file. Answers null when stored (the member info then carries the new icon's URL), else the
 * message to show: the gateway's refusal, or a failure the player may retry.
 */
export async function uploadAvatar(file: Blob): Promise<MessageId | null> {
  try {
    const { avatarUrl } = await memberApi.avatarUpload({ data: await base64(file) });
    if (memberState.info) memberState.info = { ...memberState.info, avatarUrl };
    return null;
  } catch (err) {
    return isApiError(err) && err.key === 'error.avatar_file'
      ? dataMessageId(err.key)
      : 'member.avatar.failed';
  }
}
