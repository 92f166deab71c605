import { describe, expect, it } from 'vitest';
import {
  encryptionHeader,
  EnvelopeError,
  generateEnvelopeKeys,
  importPrivateKey,
  importPublicKey,
  openEnvelope,
  parseEncryptionHeader,
  sealEnvelope,
} from './envelope.ts';

const keys = await generateEnvelopeKeys();
const pub = await importPublicKey(keys.publicKey);
const priv = await importPrivateKey(keys.privateKey);
const body = { username: 'demo001', password: 'Sandbox123 ü ৳', type: 'username' };

describe('request envelope', () => {
  it('round trip: what is sealed for a call opens for that call, and the password is not in the envelope', async () => {
    const env = await sealEnvelope(pub, 'POST', '/wps/session/login', body);
    expect(JSON.stringify(env)).not.toContain('Sandbox123');
    expect(JSON.parse(await openEnvelope(priv, 'post', '/wps/session/login', env))).toEqual(body);
    // A fresh AES key and iv every time.
    const again = await sealEnvelope(pub, 'POST', '/wps/session/login', body);
    expect(again.key).not.toBe(env.key);
    expect(again.iv).not.toBe(env.iv);
  });

  it('accepts the public key as PEM too', async () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${keys.publicKey.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
    const env = await sealEnvelope(await importPublicKey(pem), 'PUT', '/wps/member/register', body);
    expect(JSON.parse(await openEnvelope(priv, 'PUT', '/wps/member/register', env))).toEqual(body);
  });

  it('refuses an envelope for another call, altered data, another key, or not an envelope', async () => {
    const env = await sealEnvelope(pub, 'POST', '/wps/session/login', body);
    await expect(openEnvelope(priv, 'PUT', '/wps/member/register', env)).rejects.toThrow(
      /made for another call/,
    );
    const flipped = { ...env, data: `${env.data.startsWith('A') ? 'B' : 'A'}${env.data.slice(1)}` };
    await expect(openEnvelope(priv, 'POST', '/wps/session/login', flipped)).rejects.toThrow(EnvelopeError);
    const other = await generateEnvelopeKeys();
    const foreign = await sealEnvelope(
      await importPublicKey(other.publicKey),
      'POST',
      '/wps/session/login',
      body,
    );
    await expect(openEnvelope(priv, 'POST', '/wps/session/login', foreign)).rejects.toThrow(/public key/);
    await expect(openEnvelope(priv, 'POST', '/wps/session/login', body)).rejects.toThrow(
      /key must be a base64/,
    );
    await expect(openEnvelope(priv, 'POST', '/wps/session/login', [1])).rejects.toThrow(/must be an object/);
  });

  it('names the key in the Encryption header', () => {
    expect(encryptionHeader('k1')).toBe('RSA-OAEP-256+A256GCM; kid=k1');
    expect(parseEncryptionHeader('RSA-OAEP-256+A256GCM; kid=k1')).toEqual({ kid: 'k1' });
    expect(parseEncryptionHeader('AES; kid=k1')).toBeUndefined();
    expect(parseEncryptionHeader(undefined)).toBeUndefined();
  });
});
