import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffImage } from '../auth/images.ts';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';

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

describe('sniffImage', () => {
  it('reads the kind and size from the bytes, not the name', () => {
    expect(sniffImage(png(800, 600))).toEqual({ kind: 'png', width: 800, height: 600 });
    expect(sniffImage(jpeg(1024, 768))).toEqual({ kind: 'jpg', width: 1024, height: 768 });
    expect(sniffImage(Buffer.from('just text, named id.png'))).toBeUndefined();
    expect(sniffImage(png(800, 600).subarray(0, 20))).toBeUndefined();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeUndefined();
    expect(sniffImage(Buffer.from('GIF89a....................'))).toBeUndefined();
  });
});

describe('identity verification (KYC)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  async function member() {
    const username = uniqueName('k');
    await h.ok('register', {
      ...ADULT,
      username,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(h)),
    });
    const { token } = await h.ok('login', { type: 'username', username, password: 'Passw0rd' });
    return { username, token };
  }
  const stored = async (username: string) =>
    (
      await h.db.query(
        'SELECT d.id FROM kyc_documents d JOIN members m ON m.id = d.member_id WHERE m.username = $1',
        [username],
      )
    ).length;

  it('refuses a 6 MB file, a renamed text file, a tiny image and a bad one among good ones, storing nothing', async () => {
    const { username, token } = await member();
    const cases: [string, Buffer[], RegExp][] = [
      ['6 MB', [png(1000, 1000, 6 * 1024 * 1024)], /^images\/0: is larger than 5 MB/],
      [
        'text',
        [Buffer.from('I am a text file renamed to passport.png')],
        /^images\/0: is not a PNG or JPEG image/,
      ],
      ['tiny', [png(40, 40)], /^images\/0: must be at least 100×100 pixels \(is 40×40\)/],
      [
        'mixed',
        [png(800, 600), jpeg(1200, 900), Buffer.from('%PDF-1.7')],
        /^images\/2: is not a PNG or JPEG/,
      ],
    ];
    for (const [label, files, message] of cases) {
      const a = await h.call(
        'kycUpload',
        { images: files.map((f, i) => ({ name: `doc${i}.png`, data: b64(f) })) },
        { token },
      );
      expect(a.status, label).toBe(400);
      expect(a.body.message, label).toMatch(message);
      expect(a.body.messageKey, label).toBe('error.kyc_file');
    }
    const four = await h.call(
      'kycUpload',
      { images: Array(4).fill({ name: 'a.png', data: b64(png(800, 600)) }) },
      { token },
    );
    expect(four.status).toBe(400);
    expect(await stored(username)).toBe(0);
    expect(await h.ok('kycStatus', {}, { token })).toEqual({ status: 'none', documents: [] });
  });

  it('goes pending, rejected with a reason, pending again, verified; then large withdrawals pass', async () => {
    const { username, token } = await member();
    const first = await h.ok(
      'kycUpload',
      {
        images: [
          { name: 'front.jpg', data: b64(jpeg(1200, 800)) },
          { name: 'back.png', data: b64(png(1200, 800)) },
        ],
      },
      { token },
    );
    expect(first.status).toBe('pending');
    expect(first.documents.map((d) => [d.kind, d.width, d.height])).toEqual([
      ['jpg', 1200, 800],
      ['png', 1200, 800],
    ]);
    const again = await h.call(
      'kycUpload',
      { images: [{ name: 'x.png', data: b64(png(800, 800)) }] },
      { token },
    );
    expect(again.body.messageKey).toBe('error.kyc_pending');

    expect(
      (await h.sandbox('sandboxKyc', { username, decision: 'reject', reason: 'Blurred photo' })).status,
    ).toBe('rejected');
    expect(await h.ok('kycStatus', {}, { token })).toMatchObject({
      status: 'rejected',
      reason: 'Blurred photo',
    });
    const second = await h.ok(
      'kycUpload',
      { images: [{ name: 'new.png', data: b64(png(1600, 1000)) }] },
      { token },
    );
    expect(second.status).toBe('pending');
    expect(second.documents).toHaveLength(1);
    expect(await stored(username)).toBe(1);
    expect((await h.sandbox('sandboxKyc', { username, decision: 'approve' })).status).toBe('verified');
    expect((await h.ok('payoutAccounts', {}, { token })).kycVerified).toBe(true);
  });

  it('takes an upload of three 5 MB files, but no other call a large body', async () => {
    const { token } = await member();
    const big = png(2000, 2000, 5 * 1024 * 1024 - 200);
    const res = await h.ok(
      'kycUpload',
      { images: [0, 1, 2].map((i) => ({ name: `p${i}.png`, data: b64(big) })) },
      { token },
    );
    expect(res.documents).toHaveLength(3);
    const other = await h.raw('POST', '/wps/member/paymentPassword', {
      body: JSON.stringify({
        paymentPassword: '123456',
        confirmPaymentPassword: '123456',
        pad: 'x'.repeat(100_000),
      }),
      headers: { 'content-type': 'application/json', token },
    });
    expect(other.status).toBe(413);
  });
});
