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
export async function readInput(
  c: Context,
  takesBody: boolean,
  /** Turns the body as sent into the JSON text of the parameters (an encrypted body: auth/envelope.ts). */
  open?: (text: string) => Promise<string>,
): Promise<RawInput> {
  const query = readQuery(c.req.url);
  // GET and HEAD carry no body (see app.ts); reading one would only build a fetch Request to find it empty.
  const sent = c.req.method === 'GET' || c.req.method === 'HEAD' ? '' : await c.req.text();
  const text = open ? await open(sent) : sent;
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
  const odd = findUnsafeValue(data, '', 0);
  if (odd) throw refused(where, odd.path, odd.reason);
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
  // JSON.parse keeps the last of two equal keys, another reader may keep the first: like a repeated query field,
  // a repeated key is refused rather than guessed.
  const repeated = findRepeatedKey(text);
  if (repeated !== undefined) throw refused('body', repeated, 'is given more than once');
  return parsed as Record<string, unknown>;
}

/**
 * The path of the first key given twice in one object of a JSON text that JSON.parse accepted (so the scan can
 * trust its syntax), or undefined.
 */
export function findRepeatedKey(text: string): string | undefined {
  type Frame = { keys: Set<string> | undefined; path: string; keyNext: boolean; lastKey: string };
  const stack: Frame[] = [];
  const childPath = (): string => {
    const top = stack[stack.length - 1];
    if (!top) return '';
    if (!top.keys) return top.path;
    return top.path ? `${top.path}.${top.lastKey}` : top.lastKey;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const top = stack[stack.length - 1];
    if (ch === '{' || ch === '[') {
      stack.push({ keys: ch === '{' ? new Set() : undefined, path: childPath(), keyNext: true, lastKey: '' });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',') {
      if (top) top.keyNext = true;
    } else if (ch === ':') {
      if (top) top.keyNext = false;
    } else if (ch === '"') {
      // The closing quote is the first one not preceded by an odd number of backslashes.
      let end = text.indexOf('"', i + 1);
      for (;;) {
        let slashes = 0;
        while (text[end - 1 - slashes] === '\\') slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (top?.keys && top.keyNext) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) return top.path ? `${top.path}.${key}` : key;
        top.keys.add(key);
        top.lastKey = key;
      }
      i = end;
    }
  }
  return undefined;
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

/**
 * Values no call accepts, whatever its schema says: a NUL byte (PostgreSQL refuses it in text, so it must not get
 * that far), other control characters in a name, and numbers outside the doubles that are exact integers
 * (1e400 parses to Infinity). The schemas bound each field; this is the floor under all of them.
 */
function findUnsafeValue(
  value: unknown,
  path: string,
  depth: number,
): { path: string; reason: string } | undefined {
  const field = path || 'body';
  if (typeof value === 'string')
    return value.includes('\0') ? { path: field, reason: 'must not contain a NUL character' } : undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : { path: field, reason: `must be a finite number within ±${Number.MAX_SAFE_INTEGER}` };
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(key))
      return { path: JSON.stringify(here), reason: 'is not a valid field name' };
    const found = findUnsafeValue((value as Record<string, unknown>)[key], here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Validates parameters against a compiled schema; the first problem becomes a 400 naming the field. */
/** How a number is written in a query: decimal digits, an optional minus sign and fraction (no 0x10, 1e2, ' 12'). */
const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

export function check(
  validate: ValidateFunction,
  data: Record<string, unknown>,
  where: 'query' | 'body',
): void {
  // Query text is converted to numbers by the schema; what the text was is kept to check how it was written.
  const texts = where === 'query' ? { ...data } : undefined;
  if (validate(data)) {
    if (texts)
      for (const [key, text] of Object.entries(texts))
        if (typeof text === 'string' && typeof data[key] === 'number' && !DECIMAL.test(text))
          throw refused(where, key, 'must be a number written in decimal digits');
    // Ajv lets '1e400' through as Infinity: check again.
    const odd = findUnsafeValue(data, '', 0);
    if (odd) throw refused(where, odd.path, odd.reason);
    return;
  }
  const e = validate.errors?.[0];
  if (!e) throw new ApiError('INVALID_REQUEST');
  const { field, reason } = describe(e);
  throw refused(where, field || where, reason);
}

function refused(where: 'query' | 'body', name: string, reason: string): ApiError {
  // A field name is the client's text: long ones are cut so an answer never grows with the request.
  const field = name.length > 100 ? `${name.slice(0, 100)}…` : name;
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
      return {
        field: base,
        reason: String(p.pattern).startsWith('^[^\\u0000-')
          ? 'must not contain control characters'
          : 'has an invalid format',
      };
    default:
      return { field: base, reason: e.message ?? 'is not valid' };
  }
}
