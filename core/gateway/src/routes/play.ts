import { isTrialType } from '@wl/contract';
import type { Hono } from 'hono';
import { sha256 } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';

const TICKET_TTL_MS = 2 * 60_000;
const esc = (t: string): string => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The sandbox "game": GET /wps/game/play?ticket=… redeems a one-time launch ticket (from launchGame) and shows a
 * page naming the game. Tickets stand in for the session in the URL, which must never carry a token.
 */
export function mountPlayPage(app: Hono, deps: Deps): void {
  app.get('/wps/game/play', async (c) => {
    const ticket = c.req.query('ticket') ?? '';
    const now = deps.clock.now();
    const rows = await deps.db.query<{
      game_name: string;
      display_name: string;
      balance: string;
      type: number;
    }>(
      `UPDATE launch_tickets t SET used_at = $2 FROM games g, members m
        WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.created_at > $3 AND g.merchant = t.merchant AND g.node_id = t.node_id AND m.id = t.member_id
        RETURNING g.game_name, g.display_name, m.balance, m.type`,
      [sha256(ticket), now, now - TICKET_TTL_MS],
    );
    const row = rows[0];
    const body = row
      ? `<h1>${esc(row.game_name)}</h1><p>${esc(row.display_name)} · sandbox game${isTrialType(Number(row.type)) ? ' · free play' : ''}</p><p>Balance: ${esc(String(row.balance))}</p>`
      : '<h1>Game session expired</h1><p>Open the game again from the app.</p>';
    return c.html(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Game</title><body>${body}</body></html>`,
      row ? 200 : 410,
      {
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'no-store',
      },
    );
  });
}
