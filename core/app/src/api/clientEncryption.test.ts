import { describe, expect, it, vi } from 'vitest';
import { generateEnvelopeKeys, importPrivateKey, openEnvelope } from '@wl/contract';
import { createApiClient, type ApiClientOptions } from './client.ts';

/* The encrypted request body (spec section 7) as the app sends it, opened with the platform's private key. */

const keys = await generateEnvelopeKeys();
const priv = await importPrivateKey(keys.privateKey);
const ok = (value: unknown): Response =>
  new Response(JSON.stringify({ success: true, code: 'OK', value }), {
    headers: { 'content-type': 'application/json' },
  });

function setup(encryption: ApiClientOptions['encryption'], answers: Response[]) {
  const sent: { url: string; method: string; headers: Headers; body: string }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    sent.push({ url: req.url, method: req.method, headers: req.headers, body: await req.clone().text() });
    return answers.shift() ?? ok({});
  });
  const client = createApiClient({
    baseUrl: 'http://bd.localhost',
    getToken: () => null,
    getLanguage: () => 'BN',
    device: () => 'MOBILE',
    fetch: fetchMock as unknown as typeof fetch,
    encryption,
  });
  return { client, sent };
}

const login = { type: 'username', username: 'demo001', password: 'Sandbox123' } as const;

describe('encrypted request body', () => {
  it('asks the platform for its key once, then sends login as an envelope the platform opens', async () => {
    const key = { scheme: 'RSA-OAEP-256+A256GCM', keyId: 'k1', publicKey: keys.publicKey };
    const { client, sent } = setup({}, [ok(key), ok({ token: 't' }), ok({ token: 't2' })]);
    await client.call('login', login);
    await client.call('login', login);
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /wps/system/encryptionKey',
      'POST /wps/session/login',
      'POST /wps/session/login',
    ]);
    const req = sent[1]!;
    expect(req.headers.get('Encryption')).toBe('RSA-OAEP-256+A256GCM; kid=k1');
    expect(req.headers.get('content-type')).toMatch(/^application\/json/);
    expect(req.body).not.toContain('Sandbox123');
    expect(JSON.parse(await openEnvelope(priv, 'POST', '/wps/session/login', JSON.parse(req.body)))).toEqual(
      login,
    );
  });

  it('uses a pinned key without asking, and leaves other calls plain', async () => {
    const { client, sent } = setup({ publicKey: keys.publicKey, keyId: 'pinned-1' }, [ok({}), ok({})]);
    await client.call('setPasswordPhone', { mobileNum: '1712345678' } as never);
    await client.call('feedback', { content: 'hello there' } as never);
    expect(sent[0]!.headers.get('Encryption')).toBe('RSA-OAEP-256+A256GCM; kid=pinned-1');
    expect(
      JSON.parse(await openEnvelope(priv, 'POST', '/wps/member/setPasswordPhone', JSON.parse(sent[0]!.body))),
    ).toEqual({
      mobileNum: '1712345678',
    });
    expect(sent[1]!.headers.get('Encryption')).toBeNull();
    expect(JSON.parse(sent[1]!.body)).toEqual({ content: 'hello there' });
  });

  it('off, nothing changes: login is plain JSON with no Encryption header', async () => {
    const { client, sent } = setup(undefined, [ok({ token: 't' })]);
    await client.call('login', login);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('Encryption')).toBeNull();
    expect(JSON.parse(sent[0]!.body)).toEqual(login);
  });
});
