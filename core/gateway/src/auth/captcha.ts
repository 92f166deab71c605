import { randomBytes, randomInt } from 'node:crypto';
import type { CaptchaValue } from '@wl/contract';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { sameText } from './passwords.ts';

// Seven-segment strokes per digit (a b c d e f g); drawn as paths with jitter rather than <text>, so the answer
// is not sitting in the markup as plain digits.
const SEGMENTS: Record<string, string> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abged',
  '3': 'abgcd',
  '4': 'fgbc',
  '5': 'afgcd',
  '6': 'afgedc',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcfgd',
};
const STROKE: Record<string, [number, number, number, number]> = {
  a: [0, 0, 1, 0],
  b: [1, 0, 1, 1],
  c: [1, 1, 1, 2],
  d: [0, 2, 1, 2],
  e: [0, 1, 0, 2],
  f: [0, 0, 0, 1],
  g: [0, 1, 1, 1],
};

function render(answer: string): string {
  const w = 28 + answer.length * 26;
  const j = (): number => randomInt(-2, 3);
  const parts: string[] = [];
  [...answer].forEach((digit, i) => {
    const x0 = 16 + i * 26 + j();
    const y0 = 8 + j();
    const d = [...(SEGMENTS[digit] ?? '')]
      .map((s) => {
        const [x1, y1, x2, y2] = STROKE[s]!;
        return `M${x0 + x1 * 14 + j()} ${y0 + y1 * 12 + j()}L${x0 + x2 * 14 + j()} ${y0 + y2 * 12 + j()}`;
      })
      .join('');
    parts.push(
      `<path d="${d}" stroke="hsl(${randomInt(0, 360)} 60% 35%)" stroke-width="3" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let k = 0; k < 4; k++)
    parts.push(
      `<path d="M${randomInt(0, w)} ${randomInt(0, 40)}L${randomInt(0, w)} ${randomInt(0, 40)}" stroke="#999" stroke-width="1"/>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="40" viewBox="0 0 ${w} 40"><rect width="100%" height="100%" fill="#f2f2f2"/>${parts.join('')}</svg>`;
}

/** Issues a numeric captcha; its answer is kept server-side until checked once or expired. */
export async function issueCaptcha(deps: Deps, merchant: string): Promise<CaptchaValue> {
  const length = deps.settings.captchaLength;
  const answer = Array.from({ length }, () => randomInt(0, 10)).join('');
  const key = randomBytes(16).toString('base64url');
  const now = deps.clock.now();
  await deps.db.query(
    'INSERT INTO captchas (key, merchant, answer, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
    [key, merchant, answer, now, now + deps.settings.captchaTtlMs],
  );
  return {
    captchaKey: key,
    image: `data:image/svg+xml;base64,${Buffer.from(render(answer)).toString('base64')}`,
    length,
  };
}

/**
 * Checks a captcha answer and uses the captcha up, right or wrong, so one image gives one guess.
 * Throws CAPTCHA_REQUIRED when no answer is given and CAPTCHA_INVALID when it is wrong, unknown or expired.
 */
export async function checkCaptcha(
  deps: Deps,
  merchant: string,
  key: string | undefined,
  answer: string | undefined,
  withCaptchaFlag = false,
): Promise<void> {
  const detail = withCaptchaFlag ? { captcha: true, field: 'captcha' } : { field: 'captcha' };
  if (!answer || !key)
    throw new ApiError('CAPTCHA_REQUIRED', { detail: { ...detail, reason: 'is required' } });
  const now = deps.clock.now();
  const rows = await deps.db.query<{ answer: string }>(
    `UPDATE captchas SET used_at = $3 WHERE key = $1 AND merchant = $2 AND used_at IS NULL AND expires_at > $3 RETURNING answer`,
    [key, merchant, now],
  );
  const row = rows[0];
  if (!row || !sameText(row.answer, answer))
    throw new ApiError('CAPTCHA_INVALID', { detail: { ...detail, reason: 'is wrong or expired' } });
}
