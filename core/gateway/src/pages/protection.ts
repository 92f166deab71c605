import type { Hono } from 'hono';
import type { ResolvedCompliance } from '@wl/manifest';
import { deleteCookie } from 'hono/cookie';
import { endMemberSessions } from '../auth/sessions.ts';
import type { Deps } from '../context.ts';
import { endGameSessions } from '../game/sessions.ts';
import { gameTexts } from '../game/texts.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { acknowledgeInfo, infoPending } from '../protection/firstBet.ts';
import { acknowledgeReality, playStatus, type PlaySession } from '../protection/reality.ts';
import { complianceOf } from '../protection/rules.ts';
import { protectionTexts, type ProtectionTexts } from '../protection/texts.ts';
import { GAME_COOKIE, sessionFrom } from './gamePage.ts';
import { esc, signedMoneyText } from './kit.ts';

type Session = PlaySession & { merchant: string; language: string };

/** Where "view history" goes: the app's responsible-gaming screen, history tab. */
export const HISTORY_PATH = '/m/responsibleGaming?tab=history';
/** Where the information before the first bet sends a player who wants limits first. */
export const TOOLS_PATH = '/m/responsibleGaming';

// Colours are the merchant's theme tokens (pages/kit.ts), like the rest of the game page.
const STYLE = `.rc-back{position:fixed;inset:0;background:var(--color-overlay);display:grid;place-items:center;padding:16px;z-index:9}
.rc{background:var(--color-surface);color:var(--color-text);border-radius:14px;max-width:420px;width:100%;padding:20px;box-shadow:0 8px 30px #0006}
.rc h2{margin:0 0 8px;font-size:20px}.rc p{margin:0 0 8px}.rc .fig{font-size:20px;font-weight:700}
.rc form{display:block;margin-top:10px}.rc a.inline{display:inline;padding:0;margin:0}.rc a{display:block;text-align:center;padding:12px;margin-top:10px;font-weight:600;color:inherit}
.rc .quiet{background:var(--color-surface-alt);color:var(--color-text)}
.status{display:flex;justify-content:space-between;gap:12px;font-size:14px}.status strong{font-variant-numeric:tabular-nums}
.amount,.status strong{white-space:nowrap}`;

const duration = (t: ProtectionTexts, ms: number): string => {
  const min = Math.floor(ms / 60_000);
  return t.duration.replace('{h}', String(Math.floor(min / 60))).replace('{m}', String(min % 60));
};

const REFUSALS: Record<string, Exclude<keyof ProtectionTexts, 'infoBody'>> = {
  wager_limit: 'wagerLimit',
  loss_limit: 'lossLimit',
  session_limit: 'sessionLimit',
  timeout: 'timeout',
  self_excluded: 'excluded',
};

/**
 * The game page's protection parts: the reality-check dialog when one is due (play is held until the player
 * answers), the elapsed time and net position when the profile requires them, and the words of a refused round.
 */
export async function protectionPanel(
  deps: Deps,
  merchant: GatewayMerchant | undefined,
  s: Session,
  refused: string | undefined,
): Promise<{ dialog: string; status: string; refusal: string; style: string }> {
  const t = protectionTexts(s.language);
  const refusalKey = refused ? REFUSALS[refused] : undefined;
  const refusal = refusalKey ? t[refusalKey] : '';
  if (!merchant) return { dialog: '', status: '', refusal, style: '' };
  const p = await playStatus(deps, merchant, s);
  const played = duration(t, p.elapsedMs);
  // In the page's language, as the balance above it.
  const net = signedMoneyText(merchant, p.netCents, gameTexts(s.language).lang);
  const status = p.showStatus
    ? `<div class="card status" data-testid="play-status"><span>${esc(t.elapsed)} <strong>${esc(played)}</strong></span><span>${esc(t.net)} <strong>${esc(net)}</strong></span></div>`
    : '';
  const dialog = (await infoPending(deps.db, merchant, s.memberId))
    ? infoDialog(t, complianceOf(merchant).helpline)
    : p.realityDue
      ? `<div class="rc-back"><section class="rc" role="alertdialog" aria-modal="true" aria-labelledby="rc-title" aria-describedby="rc-body">
<h2 id="rc-title">${esc(t.realityTitle)}</h2><div id="rc-body"><p>${esc(t.realityPlayed.replace('{time}', played))}</p>
<p class="fig" data-testid="reality-net">${esc(t.realityNet).replace('{amount}', `<bdi class="amount">${esc(net)}</bdi>`)}</p></div>
<form method="post" action="/wps/game/reality" data-replace><button type="submit" autofocus>${esc(t.continue)}</button></form>
<a href="${HISTORY_PATH}">${esc(t.history)}</a>
<form method="post" action="/wps/game/logout"><button class="quiet" type="submit">${esc(t.logout)}</button></form></section></div>`
      : '';
  return { dialog, status, refusal, style: STYLE };
}

/** The responsible-gaming information before the first bet, with the helpline (https only) and the way to limits. */
function infoDialog(t: ProtectionTexts, helpline: ResolvedCompliance['helpline']): string {
  const help =
    helpline && helpline.url.startsWith('https://')
      ? `<p>${esc(t.infoHelp)} <a class="inline" href="${esc(helpline.url)}" target="_blank" rel="noopener noreferrer">${esc(helpline.label)}</a></p>`
      : '';
  return `<div class="rc-back"><section class="rc" role="alertdialog" aria-modal="true" aria-labelledby="rg-title" aria-describedby="rg-body" data-testid="rg-info">
<h2 id="rg-title">${esc(t.infoTitle)}</h2><div id="rg-body">${t.infoBody.map((x) => `<p>${esc(x)}</p>`).join('')}${help}</div>
<form method="post" action="/wps/game/info" data-replace><button type="submit" autofocus>${esc(t.infoAck)}</button></form>
<a href="${TOOLS_PATH}">${esc(t.infoTools)}</a></section></div>`;
}

/**
 * True while the responsible-gaming information waits for its acknowledgement or a reality check for the player's
 * answer (no round may be played).
 */
export async function protectionGate(deps: Deps, s: Session): Promise<boolean> {
  const merchant = deps.merchants.fromCode(s.merchant);
  if (!merchant) return false;
  return (
    (await infoPending(deps.db, merchant, s.memberId)) || (await playStatus(deps, merchant, s)).realityDue
  );
}

/**
 * The reality check's answers: POST /wps/game/reality (continue: the next check is one interval away) and
 * POST /wps/game/logout (ends the game session and every app session of the player, then back to the app).
 */
export function mountProtectionForms(app: Hono, deps: Deps): void {
  app.post('/wps/game/reality', async (c) => {
    const s = await sessionFrom(c, deps);
    if (s) await acknowledgeReality(deps, s);
    return c.redirect(s ? '/wps/game/slot' : '/m/', 303);
  });
  app.post('/wps/game/info', async (c) => {
    const s = await sessionFrom(c, deps);
    if (s) await acknowledgeInfo(deps, s.memberId);
    return c.redirect(s ? '/wps/game/slot' : '/m/', 303);
  });
  app.post('/wps/game/logout', async (c) => {
    const s = await sessionFrom(c, deps);
    if (s) {
      await endMemberSessions(deps, deps.db, s.memberId);
      await endGameSessions(deps.db, s.memberId);
    }
    deleteCookie(c, GAME_COOKIE, { path: '/wps/game' });
    return c.redirect('/m/home', 303);
  });
}
