/**
 * A bounded loopback probe of the per-address captcha limit (issue 9): run `npm start` first, then
 *   PORT=8080 npx tsx scripts/probe-limits.ts
 * For 3 s each, with 8 requests in flight: captchas asked from one address (127.0.0.2), then each from a fresh
 * loopback address (127.0.1.1, 127.0.1.2, ...: what the server can draw when no address is over its limit).
 * Prints answers per second by status. It only ever connects to 127.0.0.1.
 */
import { request } from 'node:http';
import { env } from './lib/env.ts';

const SECONDS = 3;
const IN_FLIGHT = 8;

function captcha(from: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: env.port,
        localAddress: from,
        path: '/wps/captcha',
        headers: { host: 'ph.localhost' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

async function probe(label: string, address: (n: number) => string): Promise<void> {
  const counts = new Map<number, number>();
  const end = Date.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (Date.now() < end) {
        const status = await captcha(address(n++));
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  const rate = [...counts].map(([s, c]) => `${s}: ${(c / SECONDS).toFixed(0)}/s (${c})`).join(', ');
  console.log(`${label.padEnd(28)} ${rate}`);
}

await probe('one address (127.0.0.2)', () => '127.0.0.2');
await probe('a fresh address per request', (n) => `127.0.${1 + ((n >> 8) % 200)}.${1 + (n % 250)}`);
