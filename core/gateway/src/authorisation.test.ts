import { callList, type CallAuth, type CallDef } from '@wl/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { registeredMember, startHarness, uniqueName, type Harness } from './test/harness.ts';

/*
 * Authorisation before validation (issue 31): the call table is walked with no token, a trial, a member, an agent
 * and an agent variant (41), each call sent with bodies or queries that would fail validation (an unknown field,
 * malformed JSON, nothing). Whoever may not make a call gets the same 401 or 403 whatever it sent.
 */
type Who = 'guest' | 'trial' | 'member' | 'agent' | 'variant';

/**
 * The refusal each kind of caller gets for each kind of call, from the contract's rules (calls.ts CallAuth): the
 * agent centre admits agents 1, 2, 41 and 42; contracts are not offered to trial or to the variants 40-42.
 */
const EXPECTED: Record<CallAuth, Partial<Record<Who, [number, string]>>> = {
  none: {},
  session: { guest: [401, 'NOT_LOGGED_IN'] },
  member: { guest: [401, 'NOT_LOGGED_IN'], trial: [403, 'TRIAL_REJECTED'] },
  agent: {
    guest: [401, 'NOT_LOGGED_IN'],
    trial: [403, 'TRIAL_REJECTED'],
    member: [403, 'NO_PERMISSION'],
  },
  contract: {
    guest: [401, 'NOT_LOGGED_IN'],
    trial: [403, 'TRIAL_REJECTED'],
    variant: [403, 'NO_PERMISSION'],
  },
};

describe('authorisation comes before validation on every call', () => {
  let h: Harness;
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    h = await startHarness();
    tokens.trial = (await h.ok('testPlay', {}, { ip: '10.31.0.1' })).token;
    tokens.member = (await registeredMember(h, 'authz')).token;
    const agent = await h.sandbox('sandboxAgent', { username: uniqueName('ag') });
    tokens.agent = (await h.ok('agentLogin', { username: agent.username, password: DEMO_PASSWORD })).token;
    tokens.variant = (await h.ok('agentLogin', { username: 'agent041', password: DEMO_PASSWORD })).token;
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  /** Requests a caller could send that fail validation, or send nothing. */
  function invalidRequests(call: CallDef): { path: string; body?: string }[] {
    if (call.method === 'GET' || call.method === 'DELETE')
      return [{ path: `${call.path}?zzUnknown=1` }, { path: call.path }];
    return [
      { path: call.path, body: '{"zzUnknown":1}' },
      { path: call.path, body: '{"amount":' },
      { path: call.path, body: '{}' },
    ];
  }

  it('refuses every caller who may not make a call with the same 401 or 403, whatever the request', async () => {
    const checked: string[] = [];
    for (const call of callList) {
      for (const [who, refusal] of Object.entries(EXPECTED[call.auth]) as [Who, [number, string]][]) {
        for (const req of invalidRequests(call)) {
          const res = await h.gateway.request(`http://ph.localhost${req.path}`, {
            method: call.method,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': '10.31.1.1',
              ...(who === 'guest' ? {} : { token: tokens[who]! }),
            },
            ...(req.body === undefined ? {} : { body: req.body }),
          });
          const body = (await res.json()) as { code: string };
          expect([res.status, body.code], `${who} → ${call.name} ${req.body ?? req.path}`).toEqual(refusal);
        }
        checked.push(`${call.name}:${who}`);
      }
    }
    // The walk covered every guarded call, and each kind of refusal at least once.
    expect(checked.length).toBeGreaterThan(60);
    for (const who of ['guest', 'trial', 'member', 'variant'] as const)
      expect(checked.some((c) => c.endsWith(`:${who}`))).toBe(true);
  });

  it('lets each caller through to validation where the call is theirs', async () => {
    // An agent may open its team (the refusal is about the request now, not the caller), a member a contract.
    const team = await h.call('agentTeam', { zzUnknown: 1 } as never, { token: tokens.agent });
    expect(team.status).toBe(400);
    const contract = await h.call('agentContract', { zzUnknown: 1 } as never, { token: tokens.member });
    expect(contract.status).toBe(400);
  });
});
