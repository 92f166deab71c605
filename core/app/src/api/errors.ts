import type { FailureDetail, MessageKey } from '@wl/contract';

/** Every failure of an API call, whatever went wrong: a catalogue id to show, plus what the server said. */
export class ApiError extends Error {
  /** Catalogue id of the message to show (error.no_internet, error.slow_connection, the envelope's messageKey…). */
  readonly key: MessageKey;
  /** The envelope's code, or NETWORK, TIMEOUT, BAD_RESPONSE, HTTP_<status> when there was no envelope. */
  readonly code: string;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The envelope's value (e.g. captcha: true after a failed login). */
  readonly value: FailureDetail | undefined;

  constructor(key: MessageKey, code: string, status: number, value?: FailureDetail, message?: string) {
    super(message ?? code);
    this.name = 'ApiError';
    this.key = key;
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

/** True for an ApiError. */
export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
