import { isTrialType } from '@wl/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { sha256 } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import { isPlayType, isPrizeMode, type PlayType, type PrizeMode } from '../game/lottery.ts';
import type { GameSession } from '../game/rounds.ts';
import { gameSessionOf } from '../game/sessions.ts';
import { gameTexts, type GameTexts } from '../game/texts.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { pageFonts } from './fonts.ts';
import { esc, htmlPage, moneyText } from './kit.ts';

/*
 * What the sandbox game pages (the slot, pages/slot.ts, and the lottery, pages/lottery.ts) share: the game session
 * held in a cookie, the pages' style in the merchant's theme, the page shell and the expired page.
 */

/** The game session's cookie, scoped to /wps/game. */
export const GAME_COOKIE = 'wl_game';

/** What the game page knows of its session that player protection needs (pages/protection.ts). */
export interface GuardedSession {
  tokenHash: string;
  startedAt: number;
  realityAckAt: number | null;
}

export interface PageSession extends Omit<GameSession, 'startedAt'>, GuardedSession {
  gameName: string;
  displayName: string;
  trial: boolean;
  /** Set when the session plays the lottery (pages/lottery.ts) rather than the slot. */
  lottery?: { playType: PlayType; prizeMode: PrizeMode };
}

/** The game pages' style: the merchant's script fonts first, every colour a theme token (pages/kit.ts). */
function gameStyle(merchant: GatewayMerchant | undefined): string {
  const fonts = pageFonts(merchant);
  const scripts = fonts.families.map((f) => `"${f}",`).join('');
  return `${fonts.css}*{box-sizing:border-box}body{margin:0;font:16px/1.45 ${scripts}system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:var(--color-background);color:var(--color-text)}
header{background:var(--color-primary);color:var(--color-on-primary);padding:12px 16px;display:flex;align-items:center;gap:8px;min-height:56px}
header h1{font-size:18px;margin:0;flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}header a{color:var(--color-on-primary);font-size:14px}
main{max-width:480px;margin:0 auto;padding:16px}.card{background:var(--color-surface);border:1px solid var(--color-border);border-radius:12px;padding:16px;margin-bottom:12px}
.bal{display:flex;justify-content:space-between;align-items:baseline}.bal strong{font-size:22px}.muted{color:var(--color-text-muted);font-size:13px}
.badge{background:var(--color-accent);color:var(--color-on-accent);border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:4px 0 12px}.reel{aspect-ratio:1;display:grid;place-items:center;font-size:44px;font-weight:800;background:var(--color-background);border:2px solid var(--color-border);border-radius:10px;color:var(--color-danger)}
.msg{min-height:1.5em;text-align:center;font-weight:600;margin:0}.won{color:var(--color-success)}.err{color:var(--color-danger)}
fieldset{border:0;padding:0;margin:0 0 12px}legend{font-weight:600;margin-bottom:8px}.stakes{display:flex;flex-wrap:wrap;gap:8px}
.stakes label{flex:1 0 56px}.stakes input{position:absolute;opacity:0}.stakes span{display:block;text-align:center;padding:10px 0;border:2px solid var(--color-border);border-radius:8px;font-weight:600}
.stakes input:checked+span{border-color:var(--color-primary);background:var(--color-primary);color:var(--color-on-primary)}.stakes input:focus-visible+span{outline:3px solid var(--color-accent);outline-offset:2px}
button{width:100%;font:inherit;font-size:18px;font-weight:700;padding:14px;border:0;border-radius:10px;background:var(--color-accent);color:var(--color-on-accent);cursor:pointer}
button:focus-visible{outline:3px solid var(--color-primary);outline-offset:2px}table{width:100%;border-collapse:collapse;font-size:14px}td{padding:4px 0;vertical-align:middle}.mini{display:inline-flex;gap:2px;vertical-align:middle;margin-right:6px}td:last-child{text-align:right}`;
}

/**
 * The game pages' one script (pages/kit.ts allows it by its hash). A round is a form POST answered with a redirect
 * to the round's page; played plainly, every round is a new history entry and the phone's back button steps back
 * through them all. With the script, a round form (and the protection answers: data-replace) is posted with fetch and the round's page replaces
 * the current entry. "Back to the app" (data-back) goes back in history to where the game was opened from, in the
 * app's frame too, rather than opening the app's home; a page opened on its own (no history) follows the link.
 * Without script both work as plain HTML.
 */
export const GAME_SCRIPT = `(()=>{for(const f of document.querySelectorAll('form[data-replace]'))f.addEventListener('submit',async e=>{e.preventDefault();const b=f.querySelector('button[type=submit]');if(b)b.disabled=true;try{const r=await fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f,e.submitter)),credentials:'same-origin'});location.replace(r.url)}catch{f.submit()}});for(const a of document.querySelectorAll('a[data-back]'))a.addEventListener('click',e=>{if(history.length>1){e.preventDefault();history.back()}})})()`;

/** A game page: the shell in the player's language, framable by the app, in the merchant's theme. */
export function page(
  c: Context,
  status: 200 | 400 | 404 | 410,
  t: GameTexts,
  merchant: GatewayMerchant | undefined,
  title: string,
  body: string,
  extraStyle = '',
): Response {
  return htmlPage(c, {
    status,
    lang: t.lang,
    title,
    merchant,
    style: gameStyle(merchant) + extraStyle,
    body,
    frameAncestors: "'self'",
    script: GAME_SCRIPT,
  });
}

/** An amount on a game page: the merchant's currency.format in the page's language. */
export function money(merchant: GatewayMerchant | undefined, t: GameTexts, cents: number): string {
  return moneyText(merchant, cents, t.lang);
}

/** The page of a ticket or session that is used up, expired or unknown. */
export function expired(c: Context, deps: Deps, language?: string): Response {
  const t = gameTexts(language);
  const merchant = deps.merchants.fromHost(c.req.header('host'));
  return page(
    c,
    410,
    t,
    merchant,
    t.expired,
    `<main><div class="card"><h1>${esc(t.expired)}</h1><p>${esc(t.expiredBody)}</p><p><a href="/m/" data-back>${esc(t.back)}</a></p></div></main>`,
  );
}

/** The game session of the request's cookie, if it is live. */
export async function sessionFrom(c: Context, deps: Deps): Promise<PageSession | undefined> {
  const token = getCookie(c, GAME_COOKIE);
  if (!token || token.length > 100) return undefined;
  const r = await gameSessionOf(deps.db, sha256(token), deps.clock.now());
  return r
    ? {
        memberId: Number(r.member_id),
        merchant: r.merchant,
        nodeId: r.node_id,
        language: r.language,
        gameName: r.game_name,
        displayName: r.display_name,
        trial: isTrialType(Number(r.type)),
        tokenHash: r.token_hash,
        startedAt: Number(r.created_at),
        realityAckAt: r.reality_ack_at === null ? null : Number(r.reality_ack_at),
        ...(isPlayType(r.play_type) && isPrizeMode(r.prize_mode)
          ? { lottery: { playType: r.play_type, prizeMode: r.prize_mode } }
          : {}),
      }
    : undefined;
}
