import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADULT, solvedCaptcha, startHarness, uniqueName, type Harness } from '../test/harness.ts';

/** A PNG as far as its header goes: signature, IHDR with the given size, then `pad` bytes. */
function png(width: number, height: number, pad = 64): Buffer {
  const b = Buffer.alloc(33 + pad);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

const b64 = (b: Buffer) => b.toString('base64');
const TEXT = 'The deposit page was slow today';

describe('feedback', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    expect(h.errors).toEqual([]);
    await h.db.close();
  });

  async function member() {
    const username = uniqueName('f');
    await h.ok('register', {
      ...ADULT,
      username,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      ...(await solvedCaptcha(h)),
    });
    return (await h.ok('login', { type: 'username', username, password: 'Passw0rd' })).token;
  }

  it('stores a feedback with its images and lists it in the history, newest first, for its member only', async () => {
    const token = await member();
    const first = await h.ok(
      'feedback',
      { content: TEXT, category: 'deposit', ...(await solvedCaptcha(h)) },
      { token },
    );
    const second = await h.ok(
      'feedback',
      {
        content: `  ${TEXT} again  `,
        category: 'bug',
        images: [
          { name: 'a.png', data: b64(png(300, 200)) },
          { name: 'b.png', data: `data:image/png;base64,${b64(png(10, 10))}` },
        ],
        ...(await solvedCaptcha(h)),
      },
      { token },
    );
    const { list } = await h.ok('feedbackHistory', {}, { token });
    expect(list.map((f) => [f.id, f.category, f.content, f.images])).toEqual([
      [second.id, 'bug', `${TEXT} again`, 2],
      [first.id, 'deposit', TEXT, 0],
    ]);
    const other = await member();
    expect((await h.ok('feedbackHistory', {}, { token: other })).list).toEqual([]);
  });

  it('refuses too few or too many words, bad images and a wrong captcha, storing nothing', async () => {
    const token = await member();
    type Body = { content: string; images?: { name: string; data: string }[] };
    const cases: [string, Body, RegExp, string][] = [
      [
        '4 words',
        { content: 'Too short to count' },
        /^content: must have 5 to 300 words \(has 4\)/,
        'error.invalid_request',
      ],
      ['301 words', { content: Array(301).fill('w').join(' ') }, /has 301/, 'error.invalid_request'],
      [
        '6 MB',
        { content: TEXT, images: [{ name: 'big.png', data: b64(png(1000, 1000, 6 * 1024 * 1024)) }] },
        /^images\/0: is larger than 5 MB/,
        'error.kyc_file',
      ],
      [
        'renamed text',
        { content: TEXT, images: [{ name: 'shot.png', data: b64(Buffer.from('not an image at all')) }] },
        /^images\/0: is not a PNG or JPEG image/,
        'error.kyc_file',
      ],
    ];
    for (const [label, body, message, key] of cases) {
      const a = await h.call('feedback', { ...body, ...(await solvedCaptcha(h)) }, { token });
      expect(a.status, label).toBe(400);
      expect(a.body.message, label).toMatch(message);
      expect(a.body.messageKey, label).toBe(key);
    }
    const four = await h.call(
      'feedback',
      {
        content: TEXT,
        images: Array(4).fill({ name: 'a.png', data: b64(png(20, 20)) }),
        ...(await solvedCaptcha(h)),
      },
      { token },
    );
    expect(four.status).toBe(400);
    const noCaptcha = await h.call('feedback', { content: TEXT }, { token });
    expect(noCaptcha.body.code).toBe('CAPTCHA_REQUIRED');
    const wrong = await h.call(
      'feedback',
      { content: TEXT, ...(await solvedCaptcha(h)), captcha: '000000x' },
      { token },
    );
    expect(wrong.body.code).toBe('CAPTCHA_INVALID');
    expect((await h.ok('feedbackHistory', {}, { token })).list).toEqual([]);
  });

  it('needs a real account: guests get not-logged-in, trial players free_reject', async () => {
    expect((await h.call('feedbackHistory', {})).status).toBe(401);
    const { token } = await h.ok('testPlay', {});
    expect((await h.call('feedbackHistory', {}, { token })).body.messageKey).toBe('free_reject');
  });
});
