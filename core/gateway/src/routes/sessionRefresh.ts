import type { Handlers } from '../context.ts';
import { sessionOf } from '../context.ts';

/*
 * Stay signed in (issue 28 section 3): the answer to the app's idle-logout warning. Authenticating the call already
 * restarted the session's idle time (auth/sessions.ts); the answer says how long that is and when the session ends
 * at the latest, so the app's warning follows the platform's rule.
 */
export const sessionRefreshHandlers: Pick<Handlers, 'sessionRefresh'> = {
  async sessionRefresh(ctx) {
    const s = sessionOf(ctx);
    const [row] = await ctx.deps.db.query<{ expires_at: number }>(
      'SELECT expires_at FROM sessions WHERE token_hash = $1',
      [s.tokenHash],
    );
    return {
      idleSeconds: Math.round(ctx.deps.settings.sessionIdleMs / 1000),
      expiresAt: Number(row?.expires_at ?? 0),
    };
  },
};
