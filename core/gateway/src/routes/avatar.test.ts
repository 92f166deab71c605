import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredMember, startHarness, type Harness } from '../test/harness.ts';
import { AVATAR_MAX_BYTES } from './avatar.ts';

/** A PNG as far as its header goes: signature, IHDR with the given size, then `pad` bytes. */
function png(width: number, height: number, pad = 64): Buffer {
  const b = Buffer.alloc(33 + pad);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b[24] = 8;
  b[25] = 2;
  return b;
}

/** A JPEG as far as its headers go: SOI, an APP0 segment, then a baseline frame header of the given size. */
function jpeg(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0, 0,
  ];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...Array(12).fill(0), 0xff, 0xd9]);
}

const b64 = (b: Buffer) => b.toString('base64');

describe('head icon', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  const member = () => registeredMember(h, 'a');
  const get = (url: string) => h.gateway.request(`http://ph.localhost${url}`);
  const stored = async (id: number) =>
    h.db.query<{ token: string; bytes: number }>(
      'SELECT token, bytes FROM member_avatars WHERE member_id = $1',
      [id],
    );

  it('stores a PNG, names it in member info and serves it at an unguessable URL with its type and nosniff', async () => {
    const m = await member();
    expect((await h.ok('memberInfo', {}, { token: m.token })).avatarUrl).toBeUndefined();
    const image = png(400, 300);
    const { avatarUrl } = await h.ok('avatarUpload', { data: b64(image) }, { token: m.token });
    expect(avatarUrl).toMatch(/^\/wps\/member\/avatar\/[A-Za-z0-9_-]{32}\.png$/);
    expect((await h.ok('memberInfo', {}, { token: m.token })).avatarUrl).toBe(avatarUrl);
    // Served without a session (an <img> sends none): the random token is the secret, not the member id.
    const res = await get(avatarUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(Buffer.from(await res.arrayBuffer()).equals(image)).toBe(true);
    // A guessed or altered token, or the wrong extension, is a 404.
    // (The last character of the token is changed, never kept: a token that ends in "x" becomes "…y".)
    const altered = avatarUrl.replace(
      /(.)(\.png)$/,
      (_, c: string, ext: string) => (c === 'x' ? 'y' : 'x') + ext,
    );
    expect(altered).not.toBe(avatarUrl);
    expect((await get(altered)).status).toBe(404);
    expect((await get(avatarUrl.replace('.png', '.jpg'))).status).toBe(404);
    expect((await get(`/wps/member/avatar/${m.id}.png`)).status).toBe(404);

    // A new upload (a JPEG) replaces it under a new URL; the old one stops answering.
    const next = await h.ok('avatarUpload', { data: b64(jpeg(640, 640)) }, { token: m.token });
    expect(next.avatarUrl).toMatch(/\.jpg$/);
    expect(next.avatarUrl).not.toBe(avatarUrl);
    expect((await get(avatarUrl)).status).toBe(404);
    const served = await get(next.avatarUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(await stored(m.id)).toHaveLength(1);
  });

  it('refuses a file over 2 MB, a renamed text file, a tiny image and bad base64, keeping the icon it had', async () => {
    const m = await member();
    const first = await h.ok('avatarUpload', { data: b64(png(200, 200)) }, { token: m.token });
    const before = await stored(m.id);
    const cases: [string, string, RegExp][] = [
      ['over 2 MB', b64(png(1000, 1000, AVATAR_MAX_BYTES)), /^data: is larger than 2 MB/],
      ['text', b64(Buffer.from('I am a text file renamed to me.png')), /^data: is not a PNG or JPEG image/],
      ['tiny', b64(png(16, 16)), /^data: must be at least 32×32 pixels \(is 16×16\)/],
      ['not base64', '%%%not base64%%%', /^data: is not base64/],
    ];
    for (const [label, data, message] of cases) {
      const a = await h.call('avatarUpload', { data }, { token: m.token });
      expect(a.status, label).toBe(400);
      expect(a.body.message, label).toMatch(message);
      expect(a.body.messageKey, label).toBe('error.avatar_file');
    }
    expect(await stored(m.id)).toEqual(before);
    expect((await h.ok('memberInfo', {}, { token: m.token })).avatarUrl).toBe(first.avatarUrl);
    expect((await get(first.avatarUrl)).status).toBe(200);
  });

  it('needs a real member: no session is refused, a trial account gets free_reject', async () => {
    const none = await h.call('avatarUpload', { data: b64(png(200, 200)) });
    expect(none.status).toBe(401);
    const trial = await h.ok('testPlay', {}, { ip: '10.7.1.9' });
    const refused = await h.call('avatarUpload', { data: b64(png(200, 200)) }, { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.messageKey).toBe('free_reject');
  });
});
