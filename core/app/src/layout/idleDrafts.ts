/**
 * What the player was typing when the idle logout came (issue 28 section 3): the screen's non-secret fields are
 * kept for this tab (session storage) and put back when the player logs in again and the same screen shows its
 * form. Never a password, a payment password, a one-time or captcha code: those fields are left out, so they are
 * never written anywhere.
 */

const KEY = 'MC_IDLE_DRAFT';
/** A draft older than this is not restored (the player may have moved on). */
const MAX_AGE_MS = 60 * 60_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface Draft {
  path: string;
  at: number;
  fields: Record<string, string | boolean>;
}

const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);
const SECRET_NAME = /pass|pwd|captcha|otp|sms|verif|code|pin|cvv|card/i;

/** Whether a field may be kept: not a secret by its type, autocomplete hint, name or a data-secret mark. */
export function keepable(el: Field): boolean {
  if (el.disabled || el.closest('[data-secret]')) return false;
  if (el instanceof HTMLInputElement && SKIPPED_TYPES.has(el.type)) return false;
  const hint = el.getAttribute('autocomplete') ?? '';
  if (/password|one-time-code|cc-/.test(hint)) return false;
  return !SECRET_NAME.test(`${el.name} ${el.id}`);
}

function fieldsOf(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')];
}

/** A field's key: its name, else its position among the screen's fields (ids from useId may differ next time). */
const keyOf = (el: Field, i: number) => (el.name ? `name:${el.name}` : `#${i}`);

/** What the screen's fields hold now (the non-secret ones with something in them), or null. */
export function readDraft(
  path: string,
  root: ParentNode = document.getElementById('main') ?? document,
): Draft | null {
  const fields: Draft['fields'] = {};
  fieldsOf(root).forEach((el, i) => {
    if (!keepable(el)) return;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked) fields[keyOf(el, i)] = true;
    } else if (el.value !== '') fields[keyOf(el, i)] = el.value;
  });
  return Object.keys(fields).length ? { path, at: Date.now(), fields } : null;
}

export function saveDraft(draft: Draft | null): void {
  if (!draft) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    /* storage blocked: nothing is kept */
  }
}

/** The kept draft for `path`, if any and recent. */
export function pendingDraft(path: string, now = Date.now()): Draft | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Draft | null;
    return d && d.path === path && now - d.at < MAX_AGE_MS ? d : null;
  } catch {
    return null;
  }
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

/** Sets a field as typing would, so React's controlled inputs take the value. */
function setValue(el: Field, value: string | boolean): void {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== value) el.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, String(value));
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Puts a draft back into the screen's fields; true once every kept field was found (the form may render after its
 * data loads, so the caller tries again until then).
 */
export function restoreDraft(
  draft: Draft,
  root: ParentNode = document.getElementById('main') ?? document,
): boolean {
  const fields = fieldsOf(root);
  let found = 0;
  fields.forEach((el, i) => {
    const value = draft.fields[keyOf(el, i)];
    if (value === undefined || !keepable(el)) return;
    found++;
    setValue(el, value);
  });
  return found === Object.keys(draft.fields).length;
}
