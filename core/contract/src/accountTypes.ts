/**
 * Account types by name (spec sections 3, 4, 6): the one place their numbers are written. The app's route table and
 * session rules and the gateway's login, trial and contract rules all name these instead of bare numbers.
 */
import type { AccountType } from './generated/api.ts';

export const ACCOUNT_TYPE = {
  /** A plain member (what registration creates). */
  member: 0,
  /** An agent. */
  agent: 1,
  /** An agent of the second level. */
  agentLevel2: 2,
  /** A trial (free-play) account; also a guest's type. */
  trial: 4,
  /** Agent variants: no contract prompts or contract screens. */
  agentVariant40: 40,
  agentVariant41: 41,
  agentVariant42: 42,
} as const satisfies Record<string, AccountType>;

/** Real accounts (members and agents), the only ones allowed to deposit and withdraw (spec section 6). */
export const REAL_ACCOUNT_TYPES: readonly AccountType[] = [
  ACCOUNT_TYPE.member,
  ACCOUNT_TYPE.agent,
  ACCOUNT_TYPE.agentLevel2,
];

/** The agent variants 40, 41 and 42. */
export const AGENT_VARIANT_TYPES: readonly AccountType[] = [
  ACCOUNT_TYPE.agentVariant40,
  ACCOUNT_TYPE.agentVariant41,
  ACCOUNT_TYPE.agentVariant42,
];

/** Types that never see contract prompts or open contract screens: trial and the agent variants (spec section 4). */
export const NO_CONTRACT_TYPES: readonly AccountType[] = [ACCOUNT_TYPE.trial, ...AGENT_VARIANT_TYPES];

/** Whether an account type (a number from storage or the database) is the trial type. */
export function isTrialType(type: number | null | undefined): boolean {
  return type === ACCOUNT_TYPE.trial;
}

/** Whether an account type is one of the agent variants 40, 41, 42. */
export function isAgentVariant(type: number): boolean {
  return (AGENT_VARIANT_TYPES as readonly number[]).includes(type);
}

/** Agent accounts (spec section 6): the only types the agent login and the agent centre admit. */
export const AGENT_TYPES: readonly AccountType[] = [
  ACCOUNT_TYPE.agent,
  ACCOUNT_TYPE.agentLevel2,
  ACCOUNT_TYPE.agentVariant41,
  ACCOUNT_TYPE.agentVariant42,
];

/** Agent accounts that may log in only through the agent login ("Non-member account unable to login"). */
export const AGENT_ONLY_TYPES: readonly AccountType[] = [ACCOUNT_TYPE.agentVariant42];

/** Whether an account type is an agent (types 1, 2, 41, 42). */
export function isAgentType(type: number | null | undefined): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type ?? -1);
}
