import type { Deps } from '../context.ts';

/**
 * The time player-protection rules read: the gateway's clock plus, in the sandbox only, an offset per player set
 * by POST /__sandbox/clock. Per player, not global, because every e2e spec shares one gateway: moving its clock a
 * day would end every other spec's session; moving one player's protection clock passes a cooling-off or a
 * reality-check interval for that player only.
 */
const offsets = new WeakMap<Deps, Map<number, number>>();

/** The protection time of a member, epoch ms. */
export function protectionNow(deps: Deps, memberId: number): number {
  const offset = deps.settings.mode === 'sandbox' ? (offsets.get(deps)?.get(memberId) ?? 0) : 0;
  return deps.clock.now() + offset;
}

/** Sandbox: sets a member's offset (0 removes it). */
export function setProtectionOffset(deps: Deps, memberId: number, offsetMs: number): void {
  if (deps.settings.mode !== 'sandbox') throw new Error('protection clock offsets are sandbox-only');
  let map = offsets.get(deps);
  if (!map) offsets.set(deps, (map = new Map()));
  if (offsetMs) map.set(memberId, offsetMs);
  else map.delete(memberId);
}
