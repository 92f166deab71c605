/**
 * The embedded lottery's address (spec section 2): the gateway's one-time launch address plus mui, playType,
 * gameId, merchant, stylesheet and prize_mode. The session token is never added: the launch ticket carries it.
 */
export interface FrameParams {
  playType: 'trad' | 'ent';
  gameId: string;
  prizeMode: string;
  merchant: string;
  /** Only an address on this origin is embedded (the gateway's). */
  allowedOrigin: string;
}

/** The frame address, or null when the gateway's answer is not an allowed address. */
export function lotteryFrameUrl(launchUrl: string, p: FrameParams): string | null {
  let u: URL;
  try {
    u = new URL(launchUrl, p.allowedOrigin);
  } catch {
    return null;
  }
  const allowed = u.origin === p.allowedOrigin && (u.protocol === 'https:' || isLoopback(u.hostname));
  if (!allowed) return null;
  u.searchParams.set('mui', '1');
  u.searchParams.set('playType', p.playType);
  if (p.gameId) u.searchParams.set('gameId', p.gameId);
  u.searchParams.set('merchant', p.merchant);
  u.searchParams.set('stylesheet', p.merchant.toLowerCase());
  u.searchParams.set('prize_mode', p.prizeMode);
  return u.toString();
}

/** The sandbox and tests serve the gateway over plain http on loopback (*.localhost is loopback, RFC 6761). */
const isLoopback = (host: string) =>
  host === '127.0.0.1' || host === 'localhost' || host.endsWith('.localhost') || host === '[::1]';
