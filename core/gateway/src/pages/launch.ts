import { isTrialType } from '@wl/contract';
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { sha256 } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import {
  defaultPrizeMode,
  isLotteryType,
  isPlayType,
  isPrizeMode,
  type PlayType,
  type PrizeMode,
} from '../game/lottery.ts';
import { lotteryTexts } from '../game/lotteryTexts.ts';
import { launchedGame, openGameSession, redeemLaunchTicket } from '../game/sessions.ts';
import { gameTexts } from '../game/texts.ts';
import { expired, GAME_COOKIE, page, type PageSession } from './gamePage.ts';
import { esc } from './kit.ts';
import { drawLottery } from './lottery.ts';
import { drawSlot } from './slot.ts';

/** How long a launch ticket may wait to be opened, and how long the game session it opens lasts. */
const TICKET_TTL_MS = 2 * 60_000;
const GAME_SESSION_MS = 2 * 3_600_000;

/**
 * Opening a game. GET /wps/game/play?ticket=… redeems a one-time launch ticket (from launchGame; the session never
 * travels in a URL) and opens a game session held in an HttpOnly cookie scoped to /wps/game, then draws the slot or,
 * for a lottery, the lottery under the launch's play type and prize mode.
 */
export function mountLaunch(app: Hono, deps: Deps): void {
  app.get('/wps/game/play', async (c) => {
    // The lottery's address parameters (spec section 2) are checked before the ticket is used, so a wrong link
    // costs the player nothing: unknown values are a 400 naming the parameter.
    const launch = launchParams(c);
    if (typeof launch === 'string') return badLaunch(c, deps, launch);
    const ticket = c.req.query('ticket') ?? '';
    const now = deps.clock.now();
    const row = await redeemLaunchTicket(deps.db, sha256(ticket), now, TICKET_TTL_MS);
    if (!row) return expired(c, deps);
    const language = row.language ?? deps.merchants.fromCode(row.merchant)?.manifest.defaultLang ?? 'EN';
    const g = await launchedGame(deps.db, row.merchant, row.node_id, row.member_id);
    if (!g) return expired(c, deps, language);
    // A lottery (LOTT or ELOTTO) opens the sandbox lottery with the launch's play type and prize mode; the address's
    // game and merchant must be the ticket's own.
    const lottery = isLotteryType(g.game_type) ? lotteryOf(launch, g) : undefined;
    if (typeof lottery === 'string') return badLaunch(c, deps, lottery, language);
    if (lottery) {
      const merchantCode = row.merchant.toLowerCase();
      if (launch.merchant !== undefined && launch.merchant.toLowerCase() !== merchantCode)
        return badLaunch(c, deps, `merchant must be ${row.merchant}, the merchant of the launch`, language);
      if (launch.stylesheet !== undefined && launch.stylesheet !== merchantCode)
        return badLaunch(c, deps, `stylesheet must be ${merchantCode}, the merchant's style`, language);
    }
    const token = randomBytes(24).toString('base64url');
    await openGameSession(deps.db, {
      tokenHash: sha256(token),
      memberId: row.member_id,
      merchant: row.merchant,
      nodeId: row.node_id,
      language,
      at: now,
      expiresAt: now + GAME_SESSION_MS,
      playType: lottery?.playType ?? null,
      prizeMode: lottery?.prizeMode ?? null,
    });
    setCookie(c, GAME_COOKIE, token, {
      path: '/wps/game',
      httpOnly: true,
      sameSite: 'Strict',
      secure: new URL(c.req.url).protocol === 'https:',
      maxAge: GAME_SESSION_MS / 1000,
    });
    const session: PageSession = {
      tokenHash: sha256(token),
      startedAt: now,
      realityAckAt: null,
      memberId: Number(row.member_id),
      merchant: row.merchant,
      nodeId: row.node_id,
      language,
      gameName: g.game_name,
      displayName: g.display_name,
      trial: isTrialType(Number(g.type)),
      ...(lottery ? { lottery } : {}),
    };
    // The new cookie only comes back with the next request: this page is drawn from the ticket's row.
    return lottery ? drawLottery(c, deps, session) : drawSlot(c, deps, session);
  });
}

/** What the lottery's address says (spec section 2): each optional, each checked against its known values. */
interface LaunchParams {
  playType?: PlayType;
  prizeMode?: PrizeMode;
  gameId?: string;
  merchant?: string;
  stylesheet?: string;
}

/** Reads the address parameters a lottery launch carries, or says what is wrong with one. */
function launchParams(c: Context): LaunchParams | string {
  const q = (name: string): string | undefined => c.req.query(name);
  const playType = q('playType');
  const prizeMode = q('prize_mode');
  const mui = q('mui');
  if (playType !== undefined && !isPlayType(playType))
    return `playType must be trad or ent, not "${playType.slice(0, 32)}"`;
  if (prizeMode !== undefined && !isPrizeMode(prizeMode))
    return `prize_mode must be Lott, ZY, Elott or SEA, not "${prizeMode.slice(0, 32)}"`;
  if (mui !== undefined && mui !== '0' && mui !== '1') return `mui must be 0 or 1, not "${mui.slice(0, 32)}"`;
  return {
    ...(playType !== undefined ? { playType } : {}),
    ...(prizeMode !== undefined ? { prizeMode } : {}),
    ...pick('gameId', q('gameId')),
    ...pick('merchant', q('merchant')),
    ...pick('stylesheet', q('stylesheet')),
  };
}

const pick = <K extends string>(k: K, v: string | undefined): { [P in K]?: string } =>
  (v === undefined ? {} : { [k]: v.slice(0, 64) }) as { [P in K]?: string };

/**
 * The play type and prize mode of a lottery launch: the address's, else the tile's (ent when its lotto mode says
 * Entertainment, spec section 4) and the vendor's (SEA for TCG_SEA, else Lott). A gameId naming another game is
 * refused.
 */
function lotteryOf(
  launch: LaunchParams,
  g: { game_id: string; vendor_code: string; lotto_mode: string },
): { playType: PlayType; prizeMode: PrizeMode } | string {
  if (launch.gameId !== undefined && launch.gameId !== '' && launch.gameId !== g.game_id)
    return `gameId must be ${g.game_id}, the game of the launch`;
  return {
    playType: launch.playType ?? (g.lotto_mode.includes('Entertainment') ? 'ent' : 'trad'),
    prizeMode: launch.prizeMode ?? defaultPrizeMode(g.vendor_code),
  };
}

function badLaunch(c: Context, deps: Deps, reason: string, language?: string): Response {
  const t = gameTexts(language);
  const lt = lotteryTexts(language);
  const merchant = deps.merchants.fromHost(c.req.header('host'));
  return page(
    c,
    400,
    t,
    merchant,
    lt.badLaunch,
    `<main><div class="card"><h1>${esc(lt.badLaunch)}</h1><p data-testid="reason">${esc(reason)}</p><p><a href="/m/">${esc(t.back)}</a></p></div></main>`,
  );
}
