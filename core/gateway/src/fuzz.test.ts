/**
 * Property-based fuzzing of every call of the call table (core/contract/src/calls.ts), logged out and logged in as
 * a trial player, a member and an agent (issue 31 item 6): odd values in every field, wrong types, unknown, missing
 * and repeated fields, `__proto__` keys, huge and unicode-tricky strings, malformed bodies. Whatever comes in, the
 * answer is a JSON envelope of the schema, never a 5xx, and never carries a stack trace, a source path or SQL text;
 * a request that is wrong by the call's schema gets a 4xx, and a 400 names the field. After the run the ledger sums
 * to every balance and the hostile walk changed no stored data.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList, type CallAuth, type CallDef } from '@wl/contract';
import { auditLedger } from './money/ledger.ts';
import { API_SCHEMAS, checkAnswer } from './schemas.ts';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { registeredMember, startHarness, uniqueName, type Harness } from './test/harness.ts';

type Who = 'guest' | 'trial' | 'member' | 'agent';

/** Who may make each kind of call (the contract's CallAuth); the others are refused before validation. */
const ALLOWED: Record<CallAuth, Who[]> = {
  none: ['guest', 'trial', 'member', 'agent'],
  session: ['trial', 'member', 'agent'],
  member: ['member', 'agent'],
  agent: ['agent'],
  contract: ['member', 'agent'],
};
const EVERYONE: Who[] = ['guest', 'trial', 'member', 'agent'];

let h: Harness;
const tokens: Partial<Record<Who, string>> = {};
let fiveHundreds = 0;
let requests = 0;
beforeAll(async () => {
  h = await startHarness();
  tokens.member = (await registeredMember(h, 'fuzz')).token;
  tokens.trial = (await h.ok('testPlay', {}, { ip: '10.31.0.9' })).token;
  const agent = await h.sandbox('sandboxAgent', { username: uniqueName('fa') });
  tokens.agent = (await h.ok('agentLogin', { username: agent.username, password: DEMO_PASSWORD })).token;
}, 120_000);
afterAll(async () => {
  // The figure the issue asks for: how many odd requests were sent, and how many got a 5xx (must be 0).
  console.info(`fuzz: ${requests} requests over ${callList.length} calls, ${fiveHundreds} answers of 5xx`);
  expect(h.errors).toEqual([]);
  await h.db.close();
});

interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  $ref?: string;
}
interface RequestSchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
  $ref?: string;
}

/** The request schema of a call, from schemas/api, with its local $defs resolved. */
function requestOf(call: CallDef): { fields: Record<string, FieldSchema>; required: string[] } {
  const doc = API_SCHEMAS[call.schema] as unknown as {
    properties: Record<string, { properties: { request: RequestSchema } }>;
    $defs?: Record<string, unknown>;
  };
  const deref = <T extends { $ref?: string }>(s: T): T =>
    s.$ref?.startsWith('#/$defs/') ? deref(doc.$defs![s.$ref.slice('#/$defs/'.length)] as T) : s;
  const request = deref(doc.properties[call.name]!.properties.request);
  const fields = Object.fromEntries(Object.entries(request.properties ?? {}).map(([k, v]) => [k, deref(v)]));
  return { fields, required: request.required ?? [] };
}
const fieldsOf = (call: CallDef): string[] => Object.keys(requestOf(call).fields);

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

/**
 * Unicode that looks like something else or changes how the text around it is read: one of them per field, in turn
 * (with ODD_VALUES' own lone surrogate and NUL in every field), to keep the run in seconds.
 */
const TRICKY_TEXT: string[] = [
  JSON.stringify('abc\u202edcba'),
  JSON.stringify('ad\u200bmin\u200d\ufeff'),
  JSON.stringify('a' + '\u0301'.repeat(2000)),
  JSON.stringify('１２３４５６'),
  JSON.stringify('👩‍👩‍👧‍👦'.repeat(50)),
  JSON.stringify('İSTANBUL ǅ ß'),
];

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
  rtlOverride: encodeURIComponent('abc\u202edcba'),
  fullwidthDigits: encodeURIComponent('１２３'),
  sqlish: "'%20OR%201=1%20--",
  empty: '',
};

/** Values of the wrong JSON type for a field of schema type `type` (no value of these can be valid). */
const WRONG_TYPE: Record<string, string[]> = {
  string: ['12', '[1,2]', '{"a":1}', 'true'],
  integer: ['"x"', '[1]', '{}', 'true', '2.5'],
  number: ['"x"', '[1]', '{}', 'false'],
  boolean: ['1', '"yes"', '[]', 'null'],
  array: ['"x"', '{}', '3'],
  object: ['"x"', '[]', '3'],
};
/** Query texts that are no value of a field of schema type `type`. */
const WRONG_QUERY: Record<string, string[]> = {
  // A number in a query is written in plain decimal digits: hex, binary, an exponent or padding are not one (a
  // loose conversion would read 0x10 as 16).
  integer: ['x', '2.5', '1-2', '0x10', '0b11', '1e2', '%2012', '12%20', '+5', '.5'],
  number: ['x', 'one', '0x10', '1e2', '%201.5', '1.'],
  boolean: ['maybe'],
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

const takesBody = (call: CallDef): boolean => call.method === 'POST' || call.method === 'PUT';

interface Sent {
  status: number;
  body: { success: boolean; code: string; message?: string; value?: { field?: string } };
  where: string;
}

/** Sends one request as `who`; every answer is checked: no 5xx, no leak, an envelope of the schema. */
async function send(
  call: CallDef,
  who: Who,
  fieldsText: string | undefined,
  query: string | undefined,
): Promise<Sent> {
  const url = `http://ph.localhost${call.path}${query !== undefined ? `?${query}` : ''}`;
  const token = tokens[who];
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
    ...(token ? { token } : {}),
    ...(takesBody(call) ? { 'content-type': 'application/json' } : {}),
  };
  requests++;
  const res = await h.gateway.request(url, {
    method: call.method,
    headers,
    ...(takesBody(call) && fieldsText !== undefined ? { body: fieldsText } : {}),
  });
  const text = await res.text();
  const where = `${who} ${call.method} ${call.path} ${(fieldsText ?? query ?? '').slice(0, 120)}`;
  if (res.status >= 500) fiveHundreds++;
  expect(res.status, `${where} → ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(text, where).not.toMatch(LEAK);
  const body = JSON.parse(text) as Sent['body'];
  expect(checkAnswer(call.name, res.status, body), where).toEqual([]);
  // A 400 says which field is wrong, in its value and in its message.
  if (res.status === 400 && body.code === 'INVALID_REQUEST') {
    // (A field may be named "" when the client sent a key that is empty.)
    expect(typeof body.value?.field, `${where} → ${text.slice(0, 300)}`).toBe('string');
    expect(body.message, where).toContain(body.value!.field!.slice(0, 100));
  }
  return { status: res.status, body, where };
}

/** A request wrong by the schema: refused with a 4xx; a caller who may make the call gets a 400 naming `fields`. */
function refusedNaming(a: Sent, call: CallDef, who: Who, fields: string[]): void {
  expect(a.status, `${a.where} → ${JSON.stringify(a.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(a.status, a.where).toBeLessThan(500);
  if (!ALLOWED[call.auth].includes(who)) {
    expect([401, 403], a.where).toContain(a.status);
    return;
  }
  expect(a.status, `${a.where} → ${JSON.stringify(a.body)}`).toBe(400);
  const field = a.body.value?.field ?? '';
  // A nested field is named by its path (a.0.0…): its first part is the field sent.
  const named = fields.some((f) => field === f || field.startsWith(`${f}.`));
  expect(named, `${a.where} → ${JSON.stringify(a.body)} should name one of ${fields.join(', ')}`).toBe(true);
}

/** Row counts of every table, to prove a walk of refused requests stored nothing. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await h.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, number> = {};
  for (const { name } of tables)
    out[name] = Number((await h.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`))[0]!.n);
  return out;
}

/**
 * Tables the walk may add rows to without any request being accepted: a captcha is issued by a GET whose bad
 * parameters are ignored by no one (kept as a guard in case), refused logins count against the address and the name
 * (login_guards), and every request counts against its address (rate_counters).
 */
const MAY_GROW = new Set(['captchas', 'login_guards', 'rate_counters']);

describe('fuzzing the call table', () => {
  it('refuses every wrong request to every call with a 4xx naming the field, for guests, trial, members and agents', async () => {
    const before = await tableCounts();
    const balances = await h.db.query('SELECT id, balance, held FROM members ORDER BY id');
    for (const call of callList) {
      const { fields, required } = requestOf(call);
      const allowed = ALLOWED[call.auth];
      const anyOf = (f: string): string[] => [f, ...required];
      // The callers who may not make the call are refused whatever they send.
      for (const who of EVERYONE.filter((w) => !allowed.includes(w))) {
        const a = takesBody(call)
          ? await send(call, who, '{"zzUnknown":"\\ud800","zzUnknown":1}', undefined)
          : await send(call, who, undefined, 'zzUnknown=%ff&zzUnknown=1');
        refusedNaming(a, call, who, []);
      }
      // Each field is sent by one of the callers who may make the call, in turn, so each appears.
      let turn = requests;
      const caller = (): Who => allowed[turn++ % allowed.length]!;
      for (const [f, schema] of Object.entries(fields)) {
        const type = typeof schema.type === 'string' ? schema.type : undefined;
        if (takesBody(call)) {
          for (const raw of type ? (WRONG_TYPE[type] ?? []) : []) {
            const who = caller();
            refusedNaming(
              await send(call, who, `{${JSON.stringify(f)}:${raw}}`, undefined),
              call,
              who,
              anyOf(f),
            );
          }
          if (schema.enum) {
            const who = caller();
            const a = await send(call, who, `{${JSON.stringify(f)}:"zz-not-one"}`, undefined);
            refusedNaming(a, call, who, anyOf(f));
          }
          // A key given twice is refused before anything else reads the body.
          const who = caller();
          refusedNaming(
            await send(call, who, `{${JSON.stringify(f)}:1,${JSON.stringify(f)}:2}`, undefined),
            call,
            who,
            [f],
          );
        } else {
          for (const text of [
            ...(type ? (WRONG_QUERY[type] ?? []) : []),
            ...(schema.enum ? ['zz-not-one'] : []),
          ]) {
            const who = caller();
            refusedNaming(
              await send(call, who, undefined, `${encodeURIComponent(f)}=${text}`),
              call,
              who,
              anyOf(f),
            );
          }
          const who = caller();
          refusedNaming(
            await send(call, who, undefined, `${encodeURIComponent(f)}=1&${encodeURIComponent(f)}=2`),
            call,
            who,
            [f],
          );
        }
      }
      // Unknown fields, prototype keys, missing fields.
      for (const odd of ['zzUnknown', '__proto__', 'constructor']) {
        const who = caller();
        const named = odd === 'zzUnknown' ? anyOf(odd) : [odd];
        const a = takesBody(call)
          ? await send(call, who, `{${JSON.stringify(odd)}:{"admin":true}}`, undefined)
          : await send(call, who, undefined, `${odd}=1`);
        refusedNaming(a, call, who, named);
      }
      if (required.length) {
        const who = caller();
        refusedNaming(
          await send(call, who, takesBody(call) ? '{}' : undefined, undefined),
          call,
          who,
          required,
        );
      }
      if (takesBody(call))
        for (const body of ['[]', 'null', '"x"', '{', '{"a":' + '['.repeat(100) + ']'.repeat(100) + '}']) {
          const who = caller();
          const a = await send(call, who, body, undefined);
          refusedNaming(a, call, who, ['body', 'a', ...required]);
        }
    }
    expect(fiveHundreds).toBe(0);
    // Nothing was accepted, so nothing was stored and no money moved.
    const after = await tableCounts();
    for (const t of Object.keys(before)) if (!MAY_GROW.has(t)) expect(after[t], t).toBe(before[t]);
    expect(await h.db.query('SELECT id, balance, held FROM members ORDER BY id')).toEqual(balances);
  }, 240_000);

  it('answers every odd value in every field of every call without a 5xx, whoever sends it', async () => {
    for (const call of callList) {
      const allowed = ALLOWED[call.auth];
      let turn = 0;
      for (const field of [...fieldsOf(call), 'unknownField', '__proto__', 'constructor']) {
        // Callers in turn, those who may make the call first: each field reaches validation as someone.
        const who = allowed[turn++ % allowed.length]!;
        if (takesBody(call))
          for (const raw of [...Object.values(ODD_VALUES), TRICKY_TEXT[turn % TRICKY_TEXT.length]!])
            await send(call, who, `{${JSON.stringify(field)}:${raw}}`, undefined);
        else
          for (const raw of Object.values(ODD_QUERY))
            await send(call, who, undefined, `${encodeURIComponent(field)}=${raw}`);
      }
      if (takesBody(call))
        for (const body of ['', '[]', 'null', '"x"', '{', '{"a":' + '['.repeat(100) + ']'.repeat(100) + '}'])
          await send(call, allowed[0]!, body, undefined);
    }
    expect(fiveHundreds).toBe(0);
  }, 240_000);

  it('answers random mixes of fields, values, repeats and callers without a 5xx (fast-check)', async () => {
    const oddText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom(
        '\u0000',
        'a\u0000',
        '\u007f',
        '\ud800',
        ' ',
        '%',
        '../',
        '<script>',
        '\u202e',
        '\ufeff',
      ),
    );
    const oddJson: fc.Arbitrary<string> = fc.oneof(
      fc.constantFrom(...Object.values(ODD_VALUES), ...TRICKY_TEXT),
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
            fc.constantFrom(...EVERYONE),
            // Keys may repeat: a repeated key must be refused, not read one way or the other.
            fc.array(
              fc.tuple(
                fc.oneof(fc.constantFrom(...fieldsOf(call), '__proto__', 'merchant'), oddText),
                oddJson,
              ),
              { maxLength: 5 },
            ),
          ),
        ),
        async ([call, who, pairs]) => {
          if (takesBody(call))
            await send(
              call,
              who,
              `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`,
              undefined,
            );
          else await send(call, who, undefined, pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
        },
      ),
      { numRuns: 600 },
    );
    expect(fiveHundreds).toBe(0);
    // Whatever the random requests did, the ledger still sums to every balance.
    expect(await auditLedger(h.db)).toEqual([]);
  }, 240_000);
});
