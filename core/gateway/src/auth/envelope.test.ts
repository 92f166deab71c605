import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  encryptionHeader,
  generateEnvelopeKeys,
  importPublicKey,
  sealEnvelope,
  type CallName,
} from '@wl/contract';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { startHarness, workspaceMerchants, type Harness } from '../test/harness.ts';

/*
 * The encrypted request body (spec section 7; issue 28): bd's platform requires it here (its manifest with
 * gateway.encryption switched on), ph's does not.
 */

let h: Harness;
beforeAll(async () => {
  const merchants = (await workspaceMerchants()).map((m) =>
    m.code === 'bd'
      ? { ...m, manifest: { ...m.manifest, gateway: { ...m.manifest.gateway, encryption: {} } } }
      : m,
  );
  h = await startHarness({ merchants });
});
afterAll(async () => {
  expect(h.errors).toEqual([]);
  await h.db.close();
});

const BD = 'bd.localhost';
const login = { type: 'username', username: 'demo001', password: DEMO_PASSWORD };

async function sealed(
  name: CallName,
  body: unknown,
  opts: { kid?: string; publicKey?: string; as?: CallName } = {},
) {
  const key = await h.ok('encryptionKey', {}, { host: BD });
  const def = calls[opts.as ?? name];
  const env = await sealEnvelope(
    await importPublicKey(opts.publicKey ?? key.publicKey),
    def.method,
    def.path,
    body,
  );
  return h.raw(calls[name].method, calls[name].path, {
    host: BD,
    name,
    body: JSON.stringify(env),
    headers: { 'content-type': 'application/json', Encryption: encryptionHeader(opts.kid ?? key.keyId) },
  });
}

describe('encrypted request body', () => {
  it('publishes one key, the same on every call (kept in the database)', async () => {
    const a = await h.ok('encryptionKey', {}, { host: BD });
    expect(a.scheme).toBe('RSA-OAEP-256+A256GCM');
    expect(await h.ok('encryptionKey', {}, { host: 'ph.localhost' })).toEqual(a);
    const [row] = await h.db.query<{ value: string }>(
      `SELECT value FROM gateway_secrets WHERE name = 'envelope'`,
    );
    expect(JSON.parse(row!.value).publicKey).toBe(a.publicKey);
  });

  it('logs in with an envelope on a platform that requires it', async () => {
    const r = await sealed('login', login);
    expect(r.status).toBe(200);
    expect((r.body as { value: { userName: string } }).value.userName).toBe('demo001');
  });

  it('refuses a plain body there, and every wrong envelope, with a 400 naming the Encryption header', async () => {
    const plain = await h.call('login', login as never, { host: BD });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toMatch(/^Encryption: is required/);

    const cases: [Promise<{ status: number; body: unknown }>, RegExp][] = [
      [sealed('login', login, { kid: 'old-key' }), /names key old-key/],
      [sealed('login', login, { publicKey: (await generateEnvelopeKeys()).publicKey }), /public key/],
      // Made for the registration call, replayed on login.
      [sealed('login', login, { as: 'register' }), /made for another call/],
      [
        h.raw('POST', calls.login.path, {
          host: BD,
          name: 'login',
          body: JSON.stringify(login),
          headers: { 'content-type': 'application/json', Encryption: encryptionHeader('x') },
        }),
        /names key x|key must be a base64/,
      ],
      [
        h.raw('POST', calls.login.path, {
          host: BD,
          name: 'login',
          body: '{}',
          headers: { 'content-type': 'application/json', Encryption: 'AES-CBC' },
        }),
        /must be "RSA-OAEP-256\+A256GCM; kid=<key id>"/,
      ],
    ];
    for (const [pending, want] of cases) {
      const r = await pending;
      expect(r.status).toBe(400);
      const body = r.body as { message: string; value: { field: string } };
      expect(body.message).toMatch(/^Encryption: /);
      expect(body.message).toMatch(want);
      expect(body.value.field).toBe('Encryption');
    }
  });

  it('changes nothing where the manifest does not switch it on', async () => {
    expect((await h.call('login', login as never, { host: 'ph.localhost' })).status).toBe(200);
    // Only login, register and setPasswordPhone are encrypted: other calls stay plain on bd.
    expect((await h.call('captcha', {}, { host: BD })).status).toBe(200);
  });
});
