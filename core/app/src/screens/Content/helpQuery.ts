/** Which help topic and sub-topic /m/help opens (spec section 2): tag, else p, else i; c picks the sub-topic. */

const whole = (v: string | null): number | null => (v !== null && /^\d{1,4}$/.test(v) ? Number(v) : null);

/**
 * The selected topic index and sub-topic index for a query, clamped to the topics there are.
 * - tag: the topic whose tag matches (case-insensitive);
 * - p: the topic index (with c, the sub-topic index);
 * - i: the topic index (the footer's help menu links);
 * anything absent, unknown or out of range falls back to the first topic and no sub-topic.
 * @example helpSelection(new URLSearchParams('i=2'), topics) // { topic: 2, sub: null }
 */
export function helpSelection(
  params: URLSearchParams,
  topics: readonly { tag: string; items?: readonly unknown[] }[],
): { topic: number; sub: number | null } {
  if (topics.length === 0) return { topic: 0, sub: null };
  const tag = params.get('tag')?.toLowerCase();
  const byTag = tag ? topics.findIndex((t) => t.tag.toLowerCase() === tag) : -1;
  const p = whole(params.get('p'));
  const i = whole(params.get('i'));
  const inRange = (n: number | null) => n !== null && n < topics.length;
  const topic = byTag >= 0 ? byTag : inRange(p) ? p! : inRange(i) ? i! : 0;
  const c = whole(params.get('c'));
  const subs = topics[topic]?.items?.length ?? 0;
  return { topic, sub: c !== null && c < subs ? c : null };
}
