/**
 * Property-based fuzzing of every call of the call table (core/contract/src/calls.ts): odd values in every field,
 * odd fields, odd bodies. Whatever comes in, the answer is a JSON envelope of the schema, never a 5xx, and never
 * carries a stack trace, a source path or SQL text.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList, type CallDef } from '@wl/contract';
import { API_SCHEMAS, checkAnswer } from './schemas.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from './test/harness.ts';

let h: Harness;
let token: string;
let fiveHundreds = 0;
let requests = 0;
beforeAll(async () => {
  h = await startHarness();
  const username = uniqueName('fuzz');
  const reg = await h.call('register', {
    ...ADULT,
    username,
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    ...(await solvedCaptcha(h)),
  });
  token = reg.body.value!.token;
});
afterAll(async () => {
  // The figure the issue asks for: how many odd requests were sent, and how many got a 5xx (must be 0).
  console.info(`fuzz: ${requests} requests over ${callList.length} calls, ${fiveHundreds} answers of 5xx`);
  expect(h.errors).toEqual([]);
  await h.db.close();
});

/** The request fields of a call, from its schema in schemas/api. */
function fieldsOf(call: CallDef): string[] {
  const doc = API_SCHEMAS[call.schema] as unknown as {
    properties: Record<string, { properties: { request: Record<string, unknown> } }>;
    $defs?: Record<string, unknown>;
  };
  let request = doc.properties[call.name]!.properties.request as { $ref?: string; properties?: object };
  if (request.$ref) request = doc.$defs![request.$ref.replace('#/$defs/', '')] as typeof request;
  return Object.keys(request.properties ?? {});
}

/** Raw JSON texts for a field's value: some cannot be made by JSON.stringify (1e400 parses to Infinity). */
const ODD_VALUES: Record<string, string> = {
  nul: JSON.stringify('a\u0000b'),
  nulOnly: JSON.stringify('\u0000'),
  control: JSON.stringify('x\u0001\u001b[2J'),
  huge: '1e400',
  hugeNegative: '-1e400',
  big: '1e20',
  aboveSafe: String(2 ** 53 + 1),
  negative: '-1',
  zero: '0',
  fraction: '1.5',
  longText: JSON.stringify('x'.repeat(100 * 1024)),
  longDigits: JSON.stringify('9'.repeat(5000)),
  loneSurrogate: '"\\ud800"',
  sqlish: JSON.stringify("' OR 1=1 --"),
  array: '[1,2]',
  object: '{"a":1}',
  proto: '{"__proto__":{"admin":true}}',
  null: 'null',
  true: 'true',
  empty: '""',
};

/** Query texts for the same idea (a query is text: no types but strings). */
const ODD_QUERY: Record<string, string> = {
  nul: 'a%00b',
  huge: '1e400',
  big: '1e20',
  aboveSafe: String(2 ** 53 + 1),
  negative: '-1',
  fraction: '1.5',
  nan: 'NaN',
  infinity: 'Infinity',
  longText: 'x'.repeat(100 * 1024),
  badEscape: '%E0%A4%A',
  overlong: '%c0%ae',
  invalidByte: '%ff',
  sqlish: "'%20OR%201=1%20--",
  empty: '',
};

const LEAK =
  /\bat .+:\d+:\d+|\.ts:\d+|node_modules|\bSELECT\b|\bINSERT\b|\bUPDATE\b.+\bSET\b|syntax error|invalid byte sequence|pglite|postgres/i;

/** Percent-encodes any text; a lone surrogate goes out as its (invalid) UTF-8 bytes, as a hostile client would. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

async function send(call: CallDef, fieldsText: string | undefined, query: string | undefined): Promise<void> {
  const takesBody = call.method === 'POST' || call.method === 'PUT';
  const url = `http://ph.localhost${call.path}${query !== undefined ? `?${query}` : ''}`;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
    ...(call.auth === 'none' ? {} : { token }),
    ...(takesBody ? { 'content-type': 'application/json' } : {}),
  };
  requests++;
  const res = await h.gateway.request(url, {
    method: call.method,
    headers,
    ...(takesBody && fieldsText !== undefined ? { body: fieldsText } : {}),
  });
  const text = await res.text();
  const where = `${call.method} ${call.path} ${(fieldsText ?? query ?? '').slice(0, 120)}`;
  if (res.status >= 500) fiveHundreds++;
  expect(res.status, `${where} → ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, where).not.toMatch(LEAK);
  expect(checkAnswer(call.name, res.status, JSON.parse(text)), where).toEqual([]);
}

describe('fuzzing the call table', () => {
  it('answers every odd value in every field of every call without a 5xx', async () => {
    for (const call of callList) {
      const takesBody = call.method === 'POST' || call.method === 'PUT';
      for (const field of [...fieldsOf(call), 'unknownField', '__proto__', 'constructor'])
        if (takesBody)
          for (const raw of Object.values(ODD_VALUES))
            await send(call, `{${JSON.stringify(field)}:${raw}}`, undefined);
        else
          for (const raw of Object.values(ODD_QUERY))
            await send(call, undefined, `${encodeURIComponent(field)}=${raw}`);
      if (takesBody)
        for (const body of ['', '[]', 'null', '"x"', '{', '{"a":' + '['.repeat(100) + ']'.repeat(100) + '}'])
          await send(call, body, undefined);
    }
    expect(fiveHundreds).toBe(0);
  }, 240_000);

  it('answers random mixes of fields and values without a 5xx (fast-check)', async () => {
    const oddText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('\u0000', 'a\u0000', '\u007f', '\ud800', ' ', '%', '../', '<script>'),
    );
    const oddJson: fc.Arbitrary<string> = fc.oneof(
      fc.constantFrom(...Object.values(ODD_VALUES)),
      fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
      oddText.map((s) => JSON.stringify(s)),
      fc.double().map((d) => (Number.isFinite(d) ? String(d) : '1e400')),
      fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    );
    const callArb = fc.constantFrom(...callList);
    await fc.assert(
      fc.asyncProperty(
        callArb.chain((call) =>
          fc.tuple(
            fc.constant(call),
            fc.uniqueArray(
              fc.tuple(
                fc.oneof(fc.constantFrom(...fieldsOf(call), '__proto__', 'merchant'), oddText),
                oddJson,
              ),
              { maxLength: 5, selector: ([k]) => k },
            ),
          ),
        ),
        async ([call, pairs]) => {
          const takesBody = call.method === 'POST' || call.method === 'PUT';
          if (takesBody)
            await send(call, `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`, undefined);
          else await send(call, undefined, pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
        },
      ),
      { numRuns: 600 },
    );
    expect(fiveHundreds).toBe(0);
  }, 240_000);
});
