import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/** Keys that could reach an object's prototype if some code merged the input: refused anywhere in a request. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 16;

/** The request's parameters before schema validation, and the merchant field pulled out of them. */
export interface RawInput {
  data: Record<string, unknown>;
  merchantField: string | undefined;
}

/**
 * Reads a request's parameters: the query for GET/DELETE, the JSON body for POST/PUT.
 * Refuses malformed JSON, a non-object body, repeated query fields, parameters in the wrong place and
 * prototype-polluting keys, each with a message naming the field. The body size limit is enforced before this.
 * `merchant` is accepted on every call (it selects the merchant when the host does not) and removed here.
 */
export async function readInput(c: Context, takesBody: boolean): Promise<RawInput> {
  const query = readQuery(c.req.url);
  const text = await c.req.text();
  let data: Record<string, unknown>;
  if (takesBody) {
    const extra = Object.keys(query).find((k) => k !== 'merchant');
    if (extra !== undefined)
      throw refused('query', extra, 'is not accepted here: this call takes a JSON body');
    data = parseBody(text, c.req.header('content-type'));
  } else {
    if (text.trim() !== '')
      throw refused('body', 'body', 'must be empty: this call takes its parameters in the query');
    data = query;
  }
  const where = takesBody ? 'body' : 'query';
  const merchantField = data.merchant ?? query.merchant;
  if (merchantField !== undefined && typeof merchantField !== 'string')
    throw refused(where, 'merchant', 'must be a string');
  const { merchant: _merchant, ...rest } = data;
  return { data: rest, merchantField };
}

function readQuery(url: string): Record<string, unknown> {
  const params = new URL(url).searchParams;
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (FORBIDDEN_KEYS.has(key)) throw refused('query', key, 'is a forbidden key');
    if (Object.hasOwn(out, key)) throw refused('query', key, 'is given more than once');
    out[key] = value;
  }
  return out;
}

function parseBody(text: string, contentType: string | undefined): Record<string, unknown> {
  if (text.trim() === '') return {};
  if (!contentType || !/^application\/json\b/i.test(contentType))
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', {
      detail: { field: 'body', reason: 'must be sent as application/json' },
    });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const reason = `is not valid JSON (${(err as Error).message})`;
    throw new ApiError('MALFORMED_JSON', { message: `body ${reason}`, detail: { field: 'body', reason } });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw refused('body', 'body', 'must be a JSON object');
  const bad = findForbidden(parsed, '', 0);
  if (bad) throw refused('body', bad.path, bad.reason);
  return parsed as Record<string, unknown>;
}

function findForbidden(
  value: unknown,
  path: string,
  depth: number,
): { path: string; reason: string } | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH)
    return { path: path || 'body', reason: `is nested more than ${MAX_DEPTH} levels deep` };
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return { path: here, reason: 'is a forbidden key' };
    const found = findForbidden((value as Record<string, unknown>)[key], here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Validates parameters against a compiled schema; the first problem becomes a 400 naming the field. */
export function check(
  validate: ValidateFunction,
  data: Record<string, unknown>,
  where: 'query' | 'body',
): void {
  if (validate(data)) return;
  const e = validate.errors?.[0];
  if (!e) throw new ApiError('INVALID_REQUEST');
  const { field, reason } = describe(e);
  throw refused(where, field || where, reason);
}

function refused(where: 'query' | 'body', field: string, reason: string): ApiError {
  return new ApiError('INVALID_REQUEST', {
    message: `${where} field "${field}" ${reason}`,
    detail: { field, reason },
  });
}

function describe(e: ErrorObject): { field: string; reason: string } {
  const base = e.instancePath.slice(1).replaceAll('/', '.');
  const join = (k: string): string => (base ? `${base}.${k}` : k);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return { field: join(String(p.additionalProperty)), reason: 'is not a known field' };
    case 'required':
      return { field: join(String(p.missingProperty)), reason: 'is required' };
    case 'type':
      return {
        field: base,
        reason: `must be ${[p.type]
          .flat()
          .map((t) => (/^[aeiou]/.test(String(t)) ? `an ${t}` : `a ${t}`))
          .join(' or ')}`,
      };
    case 'enum':
      return {
        field: base,
        reason: `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { field: base, reason: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'maxLength':
      return { field: base, reason: `must be at most ${String(p.limit)} characters` };
    case 'minLength':
      return { field: base, reason: `must be at least ${String(p.limit)} characters` };
    case 'minimum':
    case 'maximum':
      return {
        field: base,
        reason: `must be ${e.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}`,
      };
    case 'pattern':
      return { field: base, reason: 'has an invalid format' };
    default:
      return { field: base, reason: e.message ?? 'is not valid' };
  }
}
