import { isTrialType } from '@wl/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sha256 } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { balanceOf, playRound, type GameSession } from '../game/rounds.ts';
import {
  returnToPlayer,
  STAKES,
  SYMBOLS,
  THREE_OF_A_KIND,
  TWO_CHERRIES,
  type SlotSymbol,
} from '../game/slot.ts';
import { fill, gameTexts, type GameTexts } from '../game/texts.ts';
import {
  defaultPrizeMode,
  isLotteryType,
  isPlayType,
  isPrizeMode,
  type PlayType,
  type PrizeMode,
} from '../game/lottery.ts';
import { lotteryTexts } from '../game/lotteryTexts.ts';
import {
  drawLottery as drawLotteryPage,
  LOTTERY_PATH,
  mountLotteryPage,
  type GamePageKit,
} from './lottery.ts';
import type { GatewayMerchant } from '../merchants.ts';
import { centsOf, toCents } from '../money/cents.ts';
import { esc, htmlPage, shownMoney } from './kit.ts';
import { pageFonts } from './fonts.ts';
import { protectionGate, protectionPanel, mountProtectionForms, type GuardedSession } from './protection.ts';

const TICKET_TTL_MS = 2 * 60_000;
const GAME_SESSION_MS = 2 * 3_600_000;
const COOKIE = 'wl_game';
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

export interface PageSession extends Omit<GameSession, 'startedAt'>, GuardedSession {
  gameName: string;
  displayName: string;
  trial: boolean;
  /** Set when the session plays the lottery (pages/lottery.ts) rather than the slot. */
  lottery?: { playType: PlayType; prizeMode: PrizeMode };
}

const DEFAULT_COLORS = {
  primary: '#0b4fb3',
  onPrimary: '#ffffff',
  accent: '#ffc72c',
  onAccent: '#1a1a1a',
  background: '#eef2f8',
  surface: '#ffffff',
  text: '#14213d',
  textMuted: '#4a5568',
  border: '#cfd8e3',
  success: '#1b7f3b',
  danger: '#c1121f',
};

function css(merchant: GatewayMerchant | undefined): string {
  const c = { ...DEFAULT_COLORS, ...merchant?.theme?.color };
  const fonts = pageFonts(merchant);
  const scripts = fonts.families.map((f) => `"${f}",`).join('');
  return `${fonts.css}:root{color-scheme:light}*{box-sizing:border-box}body{margin:0;font:16px/1.45 ${scripts}system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:${c.background};color:${c.text}}
header{background:${c.primary};color:${c.onPrimary};padding:12px 16px;display:flex;align-items:center;gap:8px;min-height:56px}
header h1{font-size:18px;margin:0;flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}header a{color:${c.onPrimary};font-size:14px}
main{max-width:480px;margin:0 auto;padding:16px}.card{background:${c.surface};border:1px solid ${c.border};border-radius:12px;padding:16px;margin-bottom:12px}
.bal{display:flex;justify-content:space-between;align-items:baseline}.bal strong{font-size:22px}.muted{color:${c.textMuted};font-size:13px}
.badge{background:${c.accent};color:${c.onAccent};border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:4px 0 12px}.reel{aspect-ratio:1;display:grid;place-items:center;font-size:44px;font-weight:800;background:${c.background};border:2px solid ${c.border};border-radius:10px;color:${c.danger}}
.msg{min-height:1.5em;text-align:center;font-weight:600;margin:0}.won{color:${c.success}}.err{color:${c.danger}}
fieldset{border:0;padding:0;margin:0 0 12px}legend{font-weight:600;margin-bottom:8px}.stakes{display:flex;flex-wrap:wrap;gap:8px}
.stakes label{flex:1 0 56px}.stakes input{position:absolute;opacity:0}.stakes span{display:block;text-align:center;padding:10px 0;border:2px solid ${c.border};border-radius:8px;font-weight:600}
.stakes input:checked+span{border-color:${c.primary};background:${c.primary};color:${c.onPrimary}}.stakes input:focus-visible+span{outline:3px solid ${c.accent};outline-offset:2px}
button{width:100%;font:inherit;font-size:18px;font-weight:700;padding:14px;border:0;border-radius:10px;background:${c.accent};color:${c.onAccent};cursor:pointer}
button:focus-visible{outline:3px solid ${c.primary};outline-offset:2px}table{width:100%;border-collapse:collapse;font-size:14px}td{padding:4px 0;vertical-align:middle}.mini{display:inline-flex;gap:2px;vertical-align:middle;margin-right:6px}td:last-child{text-align:right}`;
}

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
    style: css(merchant) + extraStyle,
    body,
    frameAncestors: "'self'",
  });
}

export function money(merchant: GatewayMerchant | undefined, cents: number): string {
  return shownMoney(merchant?.manifest.currency.symbol ?? '', cents);
}

export function expired(c: Context, deps: Deps, language?: string): Response {
  const t = gameTexts(language);
  const merchant = deps.merchants.fromHost(c.req.header('host'));
  return page(
    c,
    410,
    t,
    merchant,
    t.expired,
    `<main><div class="card"><h1>${esc(t.expired)}</h1><p>${esc(t.expiredBody)}</p><p><a href="/m/">${esc(t.back)}</a></p></div></main>`,
  );
}

export async function sessionFrom(c: Context, deps: Deps): Promise<PageSession | undefined> {
  const token = getCookie(c, COOKIE);
  if (!token || token.length > 100) return undefined;
  const rows = await deps.db.query<{
    member_id: number;
    merchant: string;
    node_id: string;
    language: string;
    game_name: string;
    display_name: string;
    type: number;
    token_hash: string;
    created_at: number;
    reality_ack_at: number | null;
    play_type: string | null;
    prize_mode: string | null;
  }>(
    `SELECT s.member_id, s.merchant, s.node_id, s.language, g.game_name, g.display_name, m.type,
            s.token_hash, s.created_at, s.reality_ack_at, s.play_type, s.prize_mode
       FROM game_sessions s JOIN games g ON g.merchant = s.merchant AND g.node_id = s.node_id JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [sha256(token), deps.clock.now()],
  );
  const r = rows[0];
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

async function gamePage(
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
      `<label><input type="radio" name="stake" value="${v}"${v === chosen ? ' checked' : ''}><span>${esc(money(merchant, centsOf(v)))}</span></label>`,
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
  const body = `${guard.dialog}<header><h1>${esc(s.gameName)}</h1>${s.trial ? `<span class="badge">${esc(t.freePlay)}</span>` : ''}<a href="/m/">${esc(t.back)}</a></header>
<main><div class="card bal"><span>${esc(t.balance)}</span><strong data-testid="balance">${esc(money(merchant, balance))}</strong></div>
${guard.status}<div class="card"><div class="reels">${reels}</div><p class="msg ${notice?.kind ?? (guard.refusal ? 'err' : '')}" role="status" aria-live="polite">${notice ? esc(notice.text) : esc(guard.refusal)}</p></div>
<form class="card" method="post" action="/wps/game/round"${guard.dialog ? ' hidden' : ''}><input type="hidden" name="key" value="${randomUUID()}"><fieldset><legend>${esc(t.stake)}</legend><div class="stakes">${stakes}</div></fieldset><button type="submit">${esc(t.spin)}</button></form>
<div class="card"><p class="muted">${esc(s.displayName)} · ${esc(fill(t.rtp, { rtp: RTP }))}</p><table aria-label="${esc(t.payTable)}"><caption class="muted">${esc(t.payTable)}</caption>${pays}<tr><td><span class="mini">${GLYPH.cherry(20).repeat(2)}</span> ${esc(t.twoCherries)}</td><td>×${TWO_CHERRIES}</td></tr></table></div></main>`;
  return page(c, 200, t, merchant, s.gameName, body, guard.style);
}

/**
 * The sandbox game. GET /wps/game/play?ticket=… redeems a one-time launch ticket (from launchGame; the session never
 * travels in a URL) and opens a game session held in an HttpOnly cookie scoped to /wps/game. Each spin is a form
 * POST /wps/game/round carrying a fresh idempotency key (a resubmitted form plays once), answered with a redirect to
 * GET /wps/game/slot showing the round, so a reload never plays again.
 */
export function mountPlayPage(app: Hono, deps: Deps): void {
  mountProtectionForms(app, deps, sessionFrom);
  mountLotteryPage(app, deps, KIT);
  app.get('/wps/game/play', async (c) => {
    // The lottery's address parameters (spec section 2) are checked before the ticket is used, so a wrong link
    // costs the player nothing: unknown values are a 400 naming the parameter.
    const launch = launchParams(c);
    if (typeof launch === 'string') return badLaunch(c, deps, launch);
    const ticket = c.req.query('ticket') ?? '';
    const now = deps.clock.now();
    const rows = await deps.db.query<{
      member_id: number;
      merchant: string;
      node_id: string;
      language: string | null;
    }>(
      `UPDATE launch_tickets t SET used_at = $2
        WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.created_at > $3
        RETURNING t.member_id, t.merchant, t.node_id, t.language`,
      [sha256(ticket), now, now - TICKET_TTL_MS],
    );
    const row = rows[0];
    if (!row) return expired(c, deps);
    const language = row.language ?? deps.merchants.fromCode(row.merchant)?.manifest.defaultLang ?? 'EN';
    const game = await deps.db.query<{
      game_name: string;
      display_name: string;
      type: number;
      game_id: string;
      game_type: string;
      vendor_code: string;
      lotto_mode: string;
    }>(
      `SELECT g.game_name, g.display_name, m.type, g.game_id, g.game_type, g.vendor_code, g.lotto_mode
         FROM games g, members m WHERE g.merchant = $1 AND g.node_id = $2 AND m.id = $3`,
      [row.merchant, row.node_id, row.member_id],
    );
    const g = game[0];
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
    await deps.db.query(
      `INSERT INTO game_sessions (token_hash, member_id, merchant, node_id, language, created_at, expires_at, play_type, prize_mode)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        sha256(token),
        row.member_id,
        row.merchant,
        row.node_id,
        language,
        now,
        now + GAME_SESSION_MS,
        lottery?.playType ?? null,
        lottery?.prizeMode ?? null,
      ],
    );
    setCookie(c, COOKIE, token, {
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
    return lottery ? drawLotteryPage(c, deps, session, KIT) : gamePage(c, deps, session);
  });

  app.get('/wps/game/slot', async (c) => {
    const s = await sessionFrom(c, deps);
    if (!s) return expired(c, deps);
    if (s.lottery) return c.redirect(LOTTERY_PATH, 303);
    const t = gameTexts(s.language);
    const merchant = deps.merchants.fromCode(s.merchant);
    if (c.req.query('error') === 'balance') return gamePage(c, deps, s, { kind: 'err', text: t.lowBalance });
    const roundId = c.req.query('round');
    if (roundId && roundId.length <= 40) {
      const [r] = await deps.db.query<{ result: string; win: string }>(
        'SELECT result, win FROM game_rounds WHERE round_id = $1 AND member_id = $2',
        [roundId, s.memberId],
      );
      if (r) {
        const winCents = toCents(r.win);
        const line = r.result.split(',') as SlotSymbol[];
        return gamePage(
          c,
          deps,
          s,
          winCents > 0
            ? { kind: 'won', text: fill(t.win, { amount: money(merchant, winCents) }), line }
            : { kind: 'lost', text: t.noWin, line },
        );
      }
    }
    return gamePage(c, deps, s);
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

/** What the lottery pages (pages/lottery.ts) share with this page. */
const KIT: GamePageKit = { sessionFrom, page, money, expired };
