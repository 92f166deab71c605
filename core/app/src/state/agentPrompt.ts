/**
 * Contract prompts (spec section 4): a member whose type is not 4, 40, 41 or 42 with a pending daily-wage, dividend
 * or hourly-wage contract request gets a confirm with Cancel and Go; Go opens the matching contract screen. Asked
 * once per session: Cancel leaves it for the next session.
 */
import { NO_CONTRACT_TYPES, type ContractKind } from '@wl/contract';
import { contractRequests } from '../api/system.ts';
import type { RouteId } from '../routes/paths.ts';
import { confirmDialog } from './ui.ts';
import { registerStore } from './kit/registry.ts';

/** The contract screen of each kind. */
export const CONTRACT_ROUTE = {
  daily: 'salaryContract',
  dividend: 'dividendContract',
  hourly: 'hourContract',
} as const satisfies Record<ContractKind, RouteId>;

const MESSAGE = {
  daily: 'agent.prompt.daily',
  dividend: 'agent.prompt.dividend',
  hourly: 'agent.prompt.hourly',
} as const;

let asked: string | null = null;

/** Whether an account type ever sees contract prompts. */
export const promptsContracts = (type: number): boolean =>
  !(NO_CONTRACT_TYPES as readonly number[]).includes(type);

/**
 * Asks about the session's pending contracts, one confirm per pending kind until one is taken; once per token.
 * @returns the route to open (Go), or null
 */
export async function askContracts(token: string, type: number): Promise<RouteId | null> {
  if (asked === token || !promptsContracts(type)) return null;
  asked = token;
  let pending;
  try {
    pending = await contractRequests({});
  } catch {
    asked = null; // Asked again on the next visit.
    return null;
  }
  const kinds: ContractKind[] = [
    ...(pending.dailysalreqtype ? (['daily'] as const) : []),
    ...(pending.divtypecompperiodreq ? (['dividend'] as const) : []),
    ...(pending.contracthoursalreq ? (['hourly'] as const) : []),
  ];
  for (const kind of kinds)
    if (await confirmDialog({ id: MESSAGE[kind] }, { id: 'agent.prompt.go' })) return CONTRACT_ROUTE[kind];
  return null;
}

/** Forgets that this page session asked (tests, logout). */
export function reset(): void {
  asked = null;
}

registerStore({ name: 'agentPrompt', reset });
