/**
 * Identity verification (KYC): the member's status and the upload. Files are checked here before anything is
 * sent (spec section 5: png or jpg only, at most 5 MB each, at most 3): by size and by their first bytes, so a text
 * file renamed to .png is refused in the app; the gateway checks the content again and stores nothing it refuses.
 */
import type { ValueOf } from '@wl/contract';
import { proxy } from 'valtio';
import { isApiError } from '../api/errors.ts';
import * as rewardsApi from '../api/rewards.ts';
import type { MessageId } from '../i18n/messageIds.ts';
import { dataMessageId } from '../i18n/messageIds.ts';
import type { LoadStatus } from './kit/loadStatus.ts';
import { registerStore } from './kit/registry.ts';

export type KycState = ValueOf<'kycStatus'>;

/** Spec sections 5 and 9: at most 3 images of at most 5 MB each. */
export const KYC_MAX_FILES = 3;
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

const INITIAL = {
  status: null as KycState | null,
  load: 'idle' as LoadStatus,
  uploading: false,
};

export const kycState = proxy(structuredClone(INITIAL));

/** What a file's first bytes say it is: a PNG or JPEG signature, else nothing (whatever its name or type). */
export function sniffKind(head: Uint8Array): 'png' | 'jpg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

export type FileVerdict = { ok: true } | { ok: false; id: MessageId };

/** Checks one chosen file as the app can: its size, then its first bytes. */
export async function checkFile(file: Blob): Promise<FileVerdict> {
  if (file.size > KYC_MAX_BYTES) return { ok: false, id: 'member.kyc.too_large' };
  if (file.size === 0) return { ok: false, id: 'member.kyc.not_image' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKind(head) ? { ok: true } : { ok: false, id: 'member.kyc.not_image' };
}

function base64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsDataURL(file);
  });
}

/** Loads the member's verification status. */
export async function loadKyc(): Promise<void> {
  kycState.load = 'loading';
  try {
    kycState.status = await rewardsApi.kycStatus();
    kycState.load = 'ready';
  } catch {
    kycState.load = 'error';
  }
}

/**
 * Sends 1 to 3 checked files for review. Answers null when sent, else the message to show (the gateway's
 * refusal, e.g. an image too small to read).
 */
export async function uploadKyc(files: File[]): Promise<MessageId | null> {
  if (kycState.uploading) return null;
  kycState.uploading = true;
  try {
    const images = await Promise.all(
      files.map(async (f) => ({ name: f.name.slice(0, 120), data: await base64(f) })),
    );
    kycState.status = await rewardsApi.kycUpload({ images });
    return null;
  } catch (err) {
    return isApiError(err) ? dataMessageId(err.key) : 'error.unknown';
  } finally {
    kycState.uploading = false;
  }
}

/** Back to a first visit. */
export function reset(): void {
  Object.assign(kycState, structuredClone(INITIAL));
}

// Another session's data is never shown to the next one (state/sessionReactor.ts).
registerStore({ name: 'kyc', reset, states: [kycState], perSession: true });
