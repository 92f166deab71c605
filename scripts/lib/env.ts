/** Environment of the scripts, read and checked in one place (the gateway's own is core/gateway/src/env.ts). */
function int(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name}=${raw}: must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return n;
}

export const env = {
  /** Port `npm start` listens on. */
  port: int('PORT', 8080, 0, 65535),
  /** Address to bind; loopback by default. */
  host: process.env.HOST || '127.0.0.1',
  /** Set to 1 to serve dist/ as it is, without building first. */
  skipBuild: process.env.SKIP_BUILD === '1',
};
