import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { balanceOf, playRound, roundOutcome } from '../game/rounds.ts';
import {
  returnToPlayer,
  STAKES,
  SYMBOLS,
  THREE_OF_A_KIND,
  TWO_CHERRIES,
  type SlotSymbol,
} from '../game/slot.ts';
import { fill, gameTexts } from '../game/texts.ts';
import { centsOf, toCents } from '../money/cents.ts';
import { expired, money, page, sessionFrom, type PageSession } from './gamePage.ts';
import { esc } from './kit.ts';
import { LOTTERY_PATH } from './lottery.ts';
import { protectionGate, protectionPanel } from './protection.ts';

// Symbols are drawn as inline SVG, so they look the same on every device (no emoji font needed).
const svg = (inner: string, size = 48): string =>
  `<svg viewBox="0 0 48 48" width="${size}" height="${size}" aria-hidden="true" focusable="false">${inner}</svg>`;
const GLYPH: Record<SlotSymbol, (size?: number) => string> = {
  cherry: (n) =>
    svg(
      '<path d="M17 30 C20 18 26 10 34 6 M31 30 C31 20 32 12 34 6" stroke="#2f7d32" stroke-width="3" fill="none"/><circle cx="15" cy="33" r="9" fill="#d62839"/><circle cx="32" cy="34" r="9" fill="#b5172c"/>',
      n,
    ),
  lemon: (n) =>
    svg('<ellipse cx="24" cy="25" rx="17" ry="13" fill="#f4c20d" stroke="#c99a00" stroke-width="2"/>', n),
  bell: (n) =>
    svg(
      '<path d="M24 7 C15 7 12 15 12 24 L10 34 H38 L36 24 C36 15 33 7 24 7 Z" fill="#f0a202" stroke="#a86a00" stroke-width="2"/><circle cx="24" cy="38" r="4" fill="#a86a00"/>',
      n,
    ),
  star: (n) =>
    svg(
      '<polygon points="24,4 29.9,17.5 44.5,18.9 33.5,28.6 36.7,43 24,35.5 11.3,43 14.5,28.6 3.5,18.9 18.1,17.5" fill="#ffb400" stroke="#b07800" stroke-width="2"/>',
      n,
    ),
  seven: (n) =>
    svg(
      '<path d="M10 9 H38 V15 L24 41 H16 L29 16 H10 Z" fill="#d62839" stroke="#8c0f1f" stroke-width="2"/>',
      n,
    ),
};
const RTP = (returnToPlayer() * 100).toFixed(2);

/** The slot page of a session: balance, reels (the round's line, if any), stakes and the pay table. */
export async function drawSlot(
  c: Context,
  deps: Deps,
  s: PageSession,
  notice?: { kind: 'won' | 'lost' | 'err'; text: string; line?: SlotSymbol[] },
): Promise<Response> {
  const t = gameTexts(s.language);
  const merchant = deps.merchants.fromCode(s.merchant);
  const balance = await balanceOf(deps, s.memberId);
  const line = notice?.line;
  const reels = [0, 1, 2]
    .map((i) => {
      const sym = line?.[i];
      return `<div class="reel" role="img" aria-label="${sym ? esc(t.symbols[sym]) : '?'}">${sym ? GLYPH[sym](56) : '?'}</div>`;
    })
    .join('');
  const chosen = Number(c.req.query('stake')) || STAKES[0];
  const stakes = STAKES.map(
    (v) =>
      `<label><input type="radio" name="stake" value="${v}"${v === chosen ? ' checked' : ''}><span>${esc(money(merchant, t, centsOf(v)))}</span></label>`,
  ).join('');
  const pays = SYMBOLS.map(
    (sym) =>
      `<tr><td><span class="mini">${GLYPH[sym](20).repeat(3)}</span> ${esc(t.symbols[sym])} ×3</td><td>×${THREE_OF_A_KIND[sym]}</td></tr>`,
  ).join('');
  const guard = await protectionPanel(
    deps,
    merchant,
    s,
    notice === undefined ? c.req.query('refused') : undefined,
  );
  const body = `${guard.dialog}<header><h1>${esc(s.gameName)}</h1>${s.trial ? `<span class="badge">${esc(t.freePlay)}</span>` : ''}<a href="/m/" data-back>${esc(t.back)}</a></header>
<main><div class="card bal"><span>${esc(t.balance)}</span><strong data-testid="balance">${esc(money(merchant, t, balance))}</strong></div>
${guard.status}<div class="card"><div class="reels">${reels}</div><p class="msg ${notice?.kind ?? (guard.refusal ? 'err' : '')}" role="status" aria-live="polite">${notice ? esc(notice.text) : esc(guard.refusal)}</p></div>
<form class="card" method="post" action="/wps/game/round" data-replace${guard.dialog ? ' hidden' : ''}><input type="hidden" name="key" value="${randomUUID()}"><fieldset><legend>${esc(t.stake)}</legend><div class="stakes">${stakes}</div></fieldset><button type="submit">${esc(t.spin)}</button></form>
<div class="card"><p class="muted">${esc(s.displayName)} · ${esc(fill(t.rtp, { rtp: RTP }))}</p><table aria-label="${esc(t.payTable)}"><caption class="muted">${esc(t.payTable)}</caption>${pays}<tr><td><span class="mini">${GLYPH.cherry(20).repeat(2)}</span> ${esc(t.twoCherries)}</td><td>×${TWO_CHERRIES}</td></tr></table></div></main>`;
  return page(c, 200, t, merchant, s.gameName, body, guard.style);
}

/**
 * The sandbox slot (a launch opens it: pages/launch.ts). Each spin is a form POST /wps/game/round carrying a fresh
 * idempotency key (a resubmitted form plays once), answered with a redirect to GET /wps/game/slot showing the round,
 * so a reload never plays again.
 */
export function mountSlotPage(app: Hono, deps: Deps): void {
  app.get('/wps/game/slot', async (c) => {
    const s = await sessionFrom(c, deps);
    if (!s) return expired(c, deps);
    if (s.lottery) return c.redirect(LOTTERY_PATH, 303);
    const t = gameTexts(s.language);
    const merchant = deps.merchants.fromCode(s.merchant);
    if (c.req.query('error') === 'balance') return drawSlot(c, deps, s, { kind: 'err', text: t.lowBalance });
    const roundId = c.req.query('round');
    if (roundId && roundId.length <= 40) {
      const r = await roundOutcome(deps, roundId, s.memberId);
      if (r) {
        const winCents = toCents(r.win);
        const line = r.result.split(',') as SlotSymbol[];
        return drawSlot(
          c,
          deps,
          s,
          winCents > 0
            ? { kind: 'won', text: fill(t.win, { amount: money(merchant, t, winCents) }), line }
            : { kind: 'lost', text: t.noWin, line },
        );
      }
    }
    return drawSlot(c, deps, s);
  });

  app.post('/wps/game/round', async (c) => {
    const s = await sessionFrom(c, deps);
    if (!s) return expired(c, deps);
    // A lottery session plays lottery bets only.
    if (s.lottery) return c.redirect(LOTTERY_PATH, 303);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const stake = Number(form.stake);
    const key = typeof form.key === 'string' ? form.key : '';
    if (!(STAKES as readonly number[]).includes(stake)) return c.redirect('/wps/game/slot', 303);
    // A reality check waiting for an answer holds play: the round is not played, the page shows the check.
    if (await protectionGate(deps, s)) return c.redirect(`/wps/game/slot?stake=${stake}`, 303);
    try {
      const round = await playRound(deps, s, centsOf(stake), key);
      return c.redirect(`/wps/game/slot?round=${round.roundId}&stake=${stake}`, 303);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE')
        return c.redirect(`/wps/game/slot?error=balance&stake=${stake}`, 303);
      // The page never offers a spin before the information is acknowledged; a forged one just shows it again.
      if (err instanceof ApiError && err.code === 'INFO_REQUIRED')
        return c.redirect(`/wps/game/slot?stake=${stake}`, 303);
      if (err instanceof ApiError && (err.code === 'LIMIT_REACHED' || err.code === 'EXCLUDED'))
        return c.redirect(`/wps/game/slot?refused=${err.messageKey.split('.').pop()}&stake=${stake}`, 303);
      throw err;
    }
  });
}
