import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { callList, sandboxCalls, type CallSchema } from '@wl/contract';
import account from '../../../schemas/api/account.json' with { type: 'json' };
import agent from '../../../schemas/api/agent.json' with { type: 'json' };
import common from '../../../schemas/api/common.json' with { type: 'json' };
import content from '../../../schemas/api/content.json' with { type: 'json' };
import game from '../../../schemas/api/game.json' with { type: 'json' };
import kyc from '../../../schemas/api/kyc.json' with { type: 'json' };
import member from '../../../schemas/api/member.json' with { type: 'json' };
import protection from '../../../schemas/api/protection.json' with { type: 'json' };
import profile from '../../../schemas/api/profile.json' with { type: 'json' };
import rewards from '../../../schemas/api/rewards.json' with { type: 'json' };
import sandbox from '../../../schemas/api/sandbox.json' with { type: 'json' };
import system from '../../../schemas/api/system.json' with { type: 'json' };
import wallet from '../../../schemas/api/wallet.json' with { type: 'json' };

/** Every schema of schemas/api by file name (without .json). */
export const API_SCHEMAS = {
  account,
  agent,
  common,
  content,
  game,
  kyc,
  member,
  sandbox,
  system,
  wallet,
  protection,
  rewards,
  profile,
} as const;
const BASE = 'https://schemas.whitelabel.local/api/';

export interface CallValidators {
  /** Checks (and, for queries, converts from strings) a request's parameters. */
  request: ValidateFunction;
  /** Checks a success value (tests use it on every answer). */
  value: ValidateFunction;
}

function newAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: false, allowUnionTypes: true, coerceTypes: coerce });
  for (const schema of Object.values(API_SCHEMAS)) ajv.addSchema(schema);
  return ajv;
}

function pointer(file: CallSchema | 'sandbox', name: string, part: 'request' | 'value'): { $ref: string } {
  return { $ref: `${BASE}${file}.json#/properties/${name}/properties/${part}` };
}

let compiled:
  Map<string, { query: ValidateFunction; body: ValidateFunction; value: ValidateFunction }> | undefined;
let envelopes: { success: ValidateFunction; failure: ValidateFunction } | undefined;

/**
 * Compiles every call's request and value schema once (the first call pays, later calls reuse).
 * Queries get a converting validator (query strings are text), bodies a strict one.
 */
export function validators(): Map<
  string,
  { query: ValidateFunction; body: ValidateFunction; value: ValidateFunction }
> {
  if (compiled) return compiled;
  const strict = newAjv(false);
  const coercing = newAjv(true);
  const out = new Map<string, { query: ValidateFunction; body: ValidateFunction; value: ValidateFunction }>();
  const entries: [string, CallSchema | 'sandbox'][] = [
    ...callList.map((c): [string, CallSchema] => [c.name, c.schema]),
    ...Object.keys(sandboxCalls).map((n): [string, 'sandbox'] => [n, 'sandbox']),
  ];
  for (const [name, file] of entries)
    out.set(name, {
      query: coercing.compile(pointer(file, name, 'request')),
      body: strict.compile(pointer(file, name, 'request')),
      value: strict.compile(pointer(file, name, 'value')),
    });
  envelopes = {
    success: strict.compile({ $ref: `${BASE}common.json#/$defs/ApiSuccess` }),
    failure: strict.compile({ $ref: `${BASE}common.json#/$defs/ApiFailure` }),
  };
  compiled = out;
  return out;
}

/** Validators for one call; throws for a name that is not in the call table. */
export function validatorsFor(name: string): {
  query: ValidateFunction;
  body: ValidateFunction;
  value: ValidateFunction;
} {
  const v = validators().get(name);
  if (!v) throw new Error(`no schema for call "${name}"`);
  return v;
}

/**
 * Checks a whole answer against schemas/api: the envelope, and for a success the call's value schema.
 * Returns what is wrong, or an empty list. Used by the tests on every answer.
 */
export function checkAnswer(name: string, status: number, body: unknown): string[] {
  validators();
  const env = envelopes!;
  const ok = (body as { success?: unknown } | null)?.success === true;
  const problems: string[] = [];
  if (ok) {
    if (status !== 200) problems.push(`success envelope with HTTP ${status}`);
    if (!env.success(body)) problems.push(...format('envelope', env.success.errors));
    const value = validatorsFor(name).value;
    if (!value((body as { value: unknown }).value)) problems.push(...format('value', value.errors));
  } else {
    if (status < 400) problems.push(`failure envelope with HTTP ${status}`);
    if (!env.failure(body)) problems.push(...format('failure', env.failure.errors));
  }
  return problems;
}

function format(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${where}${e.instancePath}: ${e.message} ${JSON.stringify(e.params)}`);
}
