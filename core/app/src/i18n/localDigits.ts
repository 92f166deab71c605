/**
 * Numbers given to a message's plain placeholders, in the language's digits. ICU writes a number given to `{n}`
 * (no `number` format) with String(), in Latin digits whatever the language: "VIP {level}" read "ভিআইপি 0" in
 * Bengali. Rather than every caller formatting every count, the app's intl object formats them: a number value of
 * a plain placeholder goes through the intl's own number format (the locale carries the merchant's digit setting);
 * numbers a message selects on (plural, select) or formats itself stay numbers.
 */
import type { IntlShape } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The parser's element types (its TYPE enum), written out so that no parser code ships to the browser: the packs
 * arrive compiled.
 */
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** Names of a message's plain placeholders, found once per message (the packs hold compiled messages). */
const plainCache = new WeakMap<object, ReadonlySet<string>>();

function plainArguments(ast: readonly MessageFormatElement[]): ReadonlySet<string> {
  let names = plainCache.get(ast);
  if (names) return names;
  const found = new Set<string>();
  const walk = (els: readonly MessageFormatElement[]): void => {
    for (const el of els) {
      if (el.type === ARGUMENT) found.add(el.value);
      else if (el.type === TAG) walk(el.children);
      else if (el.type === PLURAL || el.type === SELECT)
        for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(ast);
  names = found;
  plainCache.set(ast, names);
  return names;
}

/** The values with every number of a plain placeholder formatted; the same object when nothing needs it. */
export function localValues<V>(
  ast: unknown,
  values: Record<string, V> | undefined,
  format: (n: number) => string,
): Record<string, V | string> | undefined {
  if (!values || !Array.isArray(ast)) return values;
  let out: Record<string, V | string> | undefined;
  for (const name of plainArguments(ast as MessageFormatElement[])) {
    const v = values[name];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    out ??= { ...values };
    out[name] = format(v);
  }
  return out ?? values;
}

/** The intl object with formatMessage (and $t) writing plain placeholders' numbers in its locale's digits. */
export function withLocalDigits(intl: IntlShape): IntlShape {
  const base = intl.formatMessage;
  const format = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 6 });
  const messages = intl.messages as Record<string, unknown>;
  const call = base as (descriptor: { id?: string }, values?: object, opts?: object) => unknown;
  const formatMessage = ((descriptor: { id?: string }, values?: Record<string, unknown>, opts?: object) =>
    call(
      descriptor,
      localValues(descriptor.id === undefined ? undefined : messages[descriptor.id], values, format),
      opts,
    )) as IntlShape['formatMessage'];
  return { ...intl, formatMessage, $t: formatMessage };
}
