import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { draw, NUMBERS, readTicket, resultText, returnToPlayer, STAKES } from '../game/lottery.ts';
import { lotteryTexts } from '../game/lotteryTexts.ts';
import { balanceOf, roundOutcome, settleRound } from '../game/rounds.ts';
import { fill, gameTexts } from '../game/texts.ts';
import { centsOf, toCents } from '../money/cents.ts';
import { protectionGate, protectionPanel } from './protection.ts';
import { expired, money, page, sessionFrom, type PageSession } from './gamePage.ts';
import { esc } from './kit.ts';

/** Where a lottery session's page is (GET) and where its bets go (POST). */
export const LOTTERY_PATH = '/wps/game/lottery';
const BET_PATH = '/wps/game/lottery/bet';

// The number and side choices look like the stake choices (pages/gamePage.ts, in the merchant's colours): only the grid is
// the lottery's own.
const STYLE = `.tags{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 12px}.tag{border:1px solid currentColor;border-radius:999px;padding:2px 10px;font-size:13px}
.balls{display:flex;gap:8px;justify-content:center;margin:4px 0 12px;min-height:48px}.ball{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;font-size:20px;font-weight:800;border:2px solid currentColor}
.ball.hit{outline:3px solid currentColor;outline-offset:2px}
.stakes.picks{display:grid;grid-template-columns:repeat(5,1fr)}.stakes.sides{grid-template-columns:1fr 1fr}.picks label{position:relative}`;

type Notice = { kind: 'won' | 'lost' | 'err'; text: string; drawn?: number[]; picked?: string };

/** The lottery page of a session: balance, play type and prize mode, the last draw, and the bet form. */
export async function drawLottery(
  c: Context,
  deps: Deps,
  s: PageSession,
  notice?: Notice,
): Promise<Response> {
  const t = gameTexts(s.language);
  const lt = lotteryTexts(s.language);
  const { playType, prizeMode } = s.lottery!;
  const merchant = deps.merchants.fromCode(s.merchant);
  const balance = await balanceOf(deps, s.memberId);
  const guard = await protectionPanel(
    deps,
    merchant,
    s,
    notice === undefined ? c.req.query('refused') : undefined,
  );
  const chosen = Number(c.req.query('stake')) || STAKES[0];
  const stakes = STAKES.map(
    (v) =>
      `<label><input type="radio" name="stake" value="${v}"${v === chosen ? ' checked' : ''}><span>${esc(money(merchant, t, centsOf(v)))}</span></label>`,
  ).join('');
  const pickedNumbers = new Set((notice?.picked ?? '').split(',').map(Number));
  const choices =
    playType === 'trad'
      ? `<fieldset><legend>${esc(lt.pickNumbers)}</legend><div class="stakes picks">${NUMBERS.map(
          (n) =>
            `<label><input type="checkbox" name="n" value="${n}"${pickedNumbers.has(n) ? ' checked' : ''}><span>${n}</span></label>`,
        ).join('')}</div></fieldset>`
      : `<fieldset><legend>${esc(lt.pickSide)}</legend><div class="stakes picks sides">${(
          ['big', 'small'] as const
        )
          .map(
            (side) =>
              `<label><input type="radio" name="side" value="${side}"${notice?.picked === side ? ' checked' : ''}><span>${esc(lt[side])}</span></label>`,
          )
          .join('')}</div></fieldset>`;
  const balls = (notice?.drawn ?? [])
    .map((n) => `<span class="ball${pickedNumbers.has(n) ? ' hit' : ''}" data-testid="drawn">${n}</span>`)
    .join('');
  const pickText =
    notice?.picked === undefined
      ? ''
      : playType === 'ent'
        ? lt[notice.picked as 'big' | 'small']
        : notice.picked;
  const rtp = (returnToPlayer(playType) * 100).toFixed(2);
  const body = `${guard.dialog}<header><h1>${esc(s.gameName)}</h1>${s.trial ? `<span class="badge">${esc(t.freePlay)}</span>` : ''}<a href="/m/" data-back>${esc(t.back)}</a></header>
<main><div class="card bal"><span>${esc(t.balance)}</span><strong data-testid="balance">${esc(money(merchant, t, balance))}</strong></div>
<div class="tags"><span class="tag" data-testid="play-type">${esc(lt.playType)}: ${esc(lt.playTypes[playType])}</span><span class="tag" data-testid="prize-mode">${esc(lt.prizeMode)}: ${esc(lt.prizeModes[prizeMode])}</span></div>
${guard.status}<div class="card"><div class="balls" role="img" aria-label="${esc(fill(lt.drawn, { numbers: (notice?.drawn ?? []).join(', ') || '–' }))}">${balls}</div>${pickText ? `<p class="muted">${esc(fill(lt.yourPick, { pick: pickText }))}</p>` : ''}<p class="msg ${notice?.kind ?? (guard.refusal ? 'err' : '')}" role="status" aria-live="polite" data-testid="outcome">${notice ? esc(notice.text) : esc(guard.refusal)}</p></div>
<form class="card" method="post" action="${BET_PATH}" data-replace${guard.dialog ? ' hidden' : ''}><input type="hidden" name="key" value="${randomUUID()}">${choices}<fieldset><legend>${esc(t.stake)}</legend><div class="stakes">${stakes}</div></fieldset><button type="submit">${esc(lt.bet)}</button></form>
<div class="card"><p class="muted">${esc(s.displayName)} · ${esc(fill(lt.rules[playType], { rtp }))}</p></div></main>`;
  return page(c, 200, t, merchant, s.gameName, body, STYLE + guard.style);
}

/**
 * The sandbox lottery's pages. GET /wps/game/lottery shows the session's lottery (and the bet named by ?round=);
 * each bet is a form POST /wps/game/lottery/bet with a fresh idempotency key (a resubmitted form bets once) whose
 * stake is debited and win credited in one transaction (game/rounds.ts settleRound), answered with a redirect to
 * the page showing the draw, so a reload never bets again.
 */
export function mountLotteryPage(app: Hono, deps: Deps): void {
  app.get(LOTTERY_PATH, async (c) => {
    const s = await sessionFrom(c, deps);
    if (!s) return expired(c, deps);
    if (!s.lottery) return c.redirect('/wps/game/slot', 303);
    const t = gameTexts(s.language);
    const lt = lotteryTexts(s.language);
    const merchant = deps.merchants.fromCode(s.merchant);
    const error = c.req.query('error');
    if (error === 'balance') return drawLottery(c, deps, s, { kind: 'err', text: t.lowBalance });
    if (error === 'ticket')
      return drawLottery(c, deps, s, { kind: 'err', text: lt.badTicket[s.lottery.playType] });
    const roundId = c.req.query('round');
    if (roundId && roundId.length <= 40) {
      const r = await roundOutcome(deps, roundId, s.memberId);
      // "trad Lott 2,5,9 → 1,5,9" (game/lottery.ts resultText).
      const m = r && /^(trad|ent) \S+ (\S+) → ([\d,]+)$/.exec(r.result);
      if (r && m) {
        const winCents = toCents(r.win);
        const drawn = m[3]!.split(',').map(Number);
        return drawLottery(c, deps, s, {
          kind: winCents > 0 ? 'won' : 'lost',
          text: winCents > 0 ? fill(t.win, { amount: money(merchant, t, winCents) }) : t.noWin,
          drawn,
          picked: m[2]!,
        });
      }
    }
    return drawLottery(c, deps, s);
  });

  app.post(BET_PATH, async (c) => {
    const s = await sessionFrom(c, deps);
    if (!s) return expired(c, deps);
    if (!s.lottery) return c.redirect('/wps/game/slot', 303);
    const { playType, prizeMode } = s.lottery;
    const form = await c.req.parseBody({ all: true }).catch(() => ({}) as Record<string, unknown>);
    const stake = Number(form.stake);
    const key = typeof form.key === 'string' ? form.key : '';
    const numbers = ([] as unknown[]).concat(form.n ?? []).filter((v): v is string => typeof v === 'string');
    const ticket = readTicket(playType, numbers, typeof form.side === 'string' ? form.side : undefined);
    if (!(STAKES as readonly number[]).includes(stake)) return c.redirect(LOTTERY_PATH, 303);
    if (typeof ticket === 'string') return c.redirect(`${LOTTERY_PATH}?error=ticket&stake=${stake}`, 303);
    // A reality check waiting for an answer holds play: the bet is not placed, the page shows the check.
    if (await protectionGate(deps, s)) return c.redirect(`${LOTTERY_PATH}?stake=${stake}`, 303);
    try {
      const round = await settleRound(
        deps,
        s,
        centsOf(stake),
        key,
        { scope: 'lottery', playType, prizeMode, ticket },
        () => {
          const d = draw(ticket, centsOf(stake));
          return { result: resultText(prizeMode, ticket, d.drawn), winCents: d.winCents };
        },
      );
      return c.redirect(`${LOTTERY_PATH}?round=${round.roundId}&stake=${stake}`, 303);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INSUFFICIENT_BALANCE')
        return c.redirect(`${LOTTERY_PATH}?error=balance&stake=${stake}`, 303);
      // Information the player must acknowledge before a first bet (where the protection profile asks for it): the
      // page never offers a bet before it, a forged one just shows it again.
      if (err instanceof ApiError && (err.code as string) === 'INFO_REQUIRED')
        return c.redirect(`${LOTTERY_PATH}?stake=${stake}`, 303);
      if (err instanceof ApiError && (err.code === 'LIMIT_REACHED' || err.code === 'EXCLUDED'))
        return c.redirect(`${LOTTERY_PATH}?refused=${err.messageKey.split('.').pop()}&stake=${stake}`, 303);
      throw err;
    }
  });
}
