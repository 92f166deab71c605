/**
 * Answers a handler hands out again and again (the same object for the same question, such as a page of the game
 * list from the in-memory catalogue) are serialised once: runCall keeps the encoded success envelope of a value
 * marked here beside the value itself, so a repeated answer costs neither building, JSON.stringify nor UTF-8
 * encoding. The bytes live as long as the value does (a WeakMap), so dropping the value from its cache drops them.
 */
const marked = new WeakSet<object>();
const answers = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/** Marks a value as handed out unchanged to every caller who asks the same; freezes it so no caller can change it. */
export function reusable<T extends object>(value: T): T {
  marked.add(Object.freeze(value));
  return value;
}

/**
 * The success answer of a reusable value as UTF-8 bytes, exactly what JSON.stringify of
 * `{ success: true, code: 'OK', value }` gives (built once), or undefined for any other value.
 */
export function reusedAnswer(value: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (value === null || typeof value !== 'object' || !marked.has(value)) return undefined;
  let bytes = answers.get(value);
  if (bytes === undefined) {
    bytes = new TextEncoder().encode(JSON.stringify({ success: true, code: 'OK', value }));
    answers.set(value, bytes);
  }
  return bytes;
}
