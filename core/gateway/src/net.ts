import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** Addresses of proxies whose X-Forwarded-For is believed ('true' in the options means a proxy on loopback). */
export type TrustProxy = boolean | readonly string[];

const LOOPBACK = ['127.0.0.1', '::1'];

/** '::ffff:10.0.0.1' → '10.0.0.1', so one client has one spelling whatever the socket family. */
export function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/** The trusted proxy list of an option value: false → none, true → loopback, else the given addresses. */
export function trustedProxies(trust: TrustProxy): ReadonlySet<string> {
  if (trust === false) return new Set();
  return new Set((trust === true ? LOOPBACK : trust).map(normalizeAddress));
}

/**
 * The socket address of a request as @hono/node-server hands it over (the `env` of `fetch(request, env)`).
 * A request made in-process (`gateway.request()` in tests, or a caller that forgot to pass `env`) has no socket: it
 * comes from this process, which is loopback.
 */
export function peerAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return normalizeAddress(address);
  } catch {
    // No incoming socket in c.env.
  }
  return '127.0.0.1';
}

/**
 * The part of an address that limits count: IPv4 as it is, IPv6 reduced to its /64 (the block one subscriber gets,
 * so rotating through it does not dodge a per-address limit). Anything unparseable is kept as it is.
 */
export function addressBucket(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? left.length !== 8 : missing < 0) return address;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The caller's address. X-Forwarded-For is only believed when the request comes from a trusted proxy, and then
 * the right-most entry that is not itself a trusted proxy is taken (entries to its left are whatever the client
 * wrote). Believing it from anyone would let every client pick a fresh address per request and walk around the
 * per-address limits. IPv6 callers are their /64 (see addressBucket).
 */
export function clientIp(c: Context, trusted: ReadonlySet<string>): string {
  return addressBucket(forwardedOrPeer(c, trusted));
}

function forwardedOrPeer(c: Context, trusted: ReadonlySet<string>): string {
  const peer = peerAddress(c);
  if (!trusted.has(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((h) => normalizeAddress(h))
    .filter((h) => h !== '');
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i]!)) return hops[i]!.slice(0, 64);
  return peer;
}

/**
 * Adds a request header to the answer's Vary, once, on the answer's own headers. Not through c.header() after the
 * route: on a finished answer that turns the node server's ready bytes back into a stream (a quarter of a game-list
 * request's time, measured with node --cpu-prof).
 */
export function varyOn(res: Response, field: string): void {
  const vary = res.headers.get('Vary');
  if (vary === '*' || (vary ?? '').split(',').some((f) => f.trim().toLowerCase() === field.toLowerCase()))
    return;
  res.headers.set('Vary', vary ? `${vary}, ${field}` : field);
}
