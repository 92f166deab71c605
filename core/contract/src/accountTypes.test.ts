import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE,
  AGENT_VARIANT_TYPES,
  NO_CONTRACT_TYPES,
  REAL_ACCOUNT_TYPES,
  isAgentVariant,
  isTrialType,
} from './accountTypes.ts';

/** Spec section 3: "Session type values: 0, 1, 2 (members and agents), 4 (guest or trial), 40, 41, 42 (agent variants)". */
describe('account types', () => {
  it('names every session type value of the spec once', () => {
    expect(Object.values(ACCOUNT_TYPE).sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 40, 41, 42]);
  });

  it('groups them as the spec does', () => {
    expect(REAL_ACCOUNT_TYPES).toEqual([0, 1, 2]);
    expect(AGENT_VARIANT_TYPES).toEqual([40, 41, 42]);
    // Spec section 4: contract prompts apply only to types other than 4, 40, 41, 42.
    expect([...NO_CONTRACT_TYPES].sort((a, b) => a - b)).toEqual([4, 40, 41, 42]);
  });

  it('tells trial and agent variants apart from the rest', () => {
    expect([0, 1, 2, 4, 40, 41, 42].filter(isTrialType)).toEqual([4]);
    expect(isTrialType(null)).toBe(false);
    expect([0, 1, 2, 4, 40, 41, 42].filter(isAgentVariant)).toEqual([40, 41, 42]);
  });
});
