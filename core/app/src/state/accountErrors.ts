/**
 * Reading failures of account calls. The API layer normalises every failure to an ApiError whose `key` is a
 * catalogue id; this module only reads that shape (duck-typed, so a plain Error still shows "Unknown error").
 */
import type { FailureDetail } from '@wl/contract';
import { DURATION, toast } from './ui.ts';
import { dataMessageId, type MessageId } from '../i18n/messageIds.ts';
import { failureValues } from './protection.ts';

/** Whether a thrown value is the API layer's failure (ApiError): screens read failures here, never from api/. */
export { isApiError } from '../api/errors.ts';

export interface AccountFailure {
  /** Catalogue id of the message to show. */
  key: MessageId;
  /** Machine-readable reason (e.g. CAPTCHA_REQUIRED), when the server sent one. */
  code?: string;
  value?: FailureDetail;
}

/** The catalogue key, code and detail of any thrown value. */
export function failureOf(e: unknown): AccountFailure {
  const x = e as Partial<AccountFailure> | null;
  if (x && typeof x === 'object' && typeof x.key === 'string')
    return { key: dataMessageId(x.key), code: x.code, value: x.value };
  return { key: 'error.unknown' };
}

/** Shows a failure's message as an error toast (3 s: long enough to read a sentence). */
export function toastFailure(e: unknown): AccountFailure {
  const f = failureOf(e);
  // A refusal that carries facts (an exclusion's end date, a limit) shows them, long enough to read.
  const values = failureValues(f.value);
  toast(values ? { id: f.key, values } : { id: f.key }, {
    kind: 'error',
    duration: f.value?.until !== undefined ? DURATION.long : DURATION.short,
  });
  return f;
}
