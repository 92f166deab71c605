import { isTrialType } from '@wl/contract';
import { randomBytes } from 'node:crypto';
import type { Deps } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { toCents } from '../money/cents.ts';
import { once, post } from '../money/ledger.ts';
import { protectionNow } from '../protection/clock.ts';
import { refuseExcluded } from '../protection/exclusion.ts';
import { refuseBeforeInfo } from '../protection/firstBet.ts';
import { checkBet } from '../protection/limits.ts';
import { BIG_WIN_MULTIPLIER, spin, type SlotSymbol } from './slot.ts';

export interface GameSession {
  memberId: number;
  merchant: string;
  nodeId: string;
  language: string;
  /** When the game session opened (epoch ms): the session time limit counts from here. */
  startedAt?: number;
}

export interface RoundResult {
  roundId: string;
  line: SlotSymbol[];
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

/** Winners list names are masked like the seeded ones: first two letters, ***, last two characters. */
export const maskName = (username: string): string => `${username.slice(0, 2)}***${username.slice(-2)}`;

/**
 * Plays one round for a game session: in one transaction the stake is debited and the win credited through the
 * ledger, and the round is recorded (and a big win enters the merchant's winners list). A stake above the balance
 * is refused with INSUFFICIENT_BALANCE and nothing is recorded. `key` makes a resubmitted form play once.
 */
export async function playRound(
  deps: Deps,
  session: GameSession,
  stakeCents: number,
  key: string,
  pick?: (n: number) => number,
): Promise<RoundResult> {
  let line: SlotSymbol[] = [];
  const settled = await settleRound(deps, session, stakeCents, key, { scope: 'round' }, () => {
    const spun = spin(stakeCents, pick);
    line = spun.line;
    return { result: spun.line.join(','), winCents: spun.winCents };
  });
  // A replayed key answers the first round: its line is read back from the recorded result.
  const { result, ...rest } = settled as SettledRound & { line?: SlotSymbol[] };
  return { ...rest, line: line.length ? line : (rest.line ?? (result.split(',') as SlotSymbol[])) };
}

/** What settleRound answers: the recorded round. */
export interface SettledRound {
  roundId: string;
  /** The round's outcome as recorded in game_rounds.result. */
  result: string;
  stakeCents: number;
  winCents: number;
  balanceCents: number;
}

/**
 * The money side of every sandbox game (the slot and the lottery): in one transaction it refuses an excluded player
 * or a stake over a protection limit, debits the stake through the ledger (INSUFFICIENT_BALANCE above the balance),
 * draws the outcome, credits the win, records the round for the betting record and a big win in the winners list.
 * `key` (an idempotency key, per `scope`) makes a resubmitted bet settle once: a replay answers the first round.
 * `request` is what the key is bound to besides the stake and game (a replay with other choices is refused).
 */
export async function settleRound(
  deps: Deps,
  session: GameSession,
  stakeCents: number,
  key: string,
  request: { scope: string; [k: string]: unknown },
  draw: () => { result: string; winCents: number },
): Promise<SettledRound> {
  const now = deps.clock.now();
  const { scope, ...choices } = request;
  return once(
    deps.db,
    {
      memberId: session.memberId,
      key,
      scope,
      request: { stakeCents, nodeId: session.nodeId, ...choices },
      at: now,
    },
    async (tx) => {
      const [game] = await tx.query<{ game_name: string; vendor_code: string; game_type: string }>(
        'SELECT game_name, vendor_code, game_type FROM games WHERE merchant = $1 AND node_id = $2',
        [session.merchant, session.nodeId],
      );
      if (!game) throw new Error(`game session for a game that no longer exists: ${session.nodeId}`);
      // Player protection, in the round's transaction: an exclusion, or a stake over the player's wager or loss
      // limit or past the session time limit, refuses the round before any money moves.
      const merchant = deps.merchants.fromCode(session.merchant);
      if (merchant) {
        const [m] = await tx.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
          session.memberId,
        ]);
        await refuseExcluded(deps, tx, merchant, { memberId: session.memberId, username: m!.username });
        await refuseBeforeInfo(tx, merchant, session.memberId);
        const at = protectionNow(deps, session.memberId);
        await checkBet(tx, merchant, session.memberId, stakeCents, at, session.startedAt ?? now);
      }
      const roundId = `R${Math.floor(now).toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
      let after = await post(tx, {
        memberId: session.memberId,
        kind: 'bet',
        amountCents: -stakeCents,
        ref: roundId,
        at: now,
      });
      const { result, winCents } = draw();
      if (winCents > 0)
        after = await post(tx, {
          memberId: session.memberId,
          kind: 'win',
          amountCents: winCents,
          ref: roundId,
          at: now,
        });
      await tx.query(
        `INSERT INTO game_rounds (round_id, member_id, merchant, node_id, game_name, vendor_code, game_type, stake, win, result, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric / 100, $9::numeric / 100, $10, $11)`,
        [
          roundId,
          session.memberId,
          session.merchant,
          session.nodeId,
          game.game_name,
          game.vendor_code,
          game.game_type,
          stakeCents,
          winCents,
          result,
          now,
        ],
      );
      if (winCents >= stakeCents * BIG_WIN_MULTIPLIER) {
        const [m] = await tx.query<{ username: string; type: number }>(
          'SELECT username, type FROM members WHERE id = $1',
          [session.memberId],
        );
        // Play money is not a win worth announcing: trial rounds stay out of the winners list.
        if (m && !isTrialType(Number(m.type)))
          await tx.query(
            'INSERT INTO winners (merchant, customer_name, win_amount, node_id, won_at) VALUES ($1, $2, $3::numeric / 100, $4, $5)',
            [session.merchant, maskName(m.username), winCents, session.nodeId, now],
          );
      }
      return { roundId, result, stakeCents, winCents, balanceCents: after.balanceCents };
    },
  );
}

/** The balance of a member in cents. */
export async function balanceOf(deps: Deps, memberId: number): Promise<number> {
  const [row] = await deps.db.query<{ balance: string }>('SELECT balance FROM members WHERE id = $1', [
    memberId,
  ]);
  return toCents(row?.balance ?? 0);
}

/** A member's recorded round: its outcome text and its win (numeric text), or undefined for another's or none. */
export async function roundOutcome(
  deps: Deps,
  roundId: string,
  memberId: number,
): Promise<{ result: string; win: string } | undefined> {
  const [r] = await deps.db.query<{ result: string; win: string }>(
    'SELECT result, win FROM game_rounds WHERE round_id = $1 AND member_id = $2',
    [roundId, memberId],
  );
  return r;
}

/** A settled round as the betting record lists it; amounts are numeric text. */
export type RoundRecordRow = {
  round_id: string;
  game_name: string;
  vendor_code: string;
  game_type: string;
  stake: string;
  win: string;
  created_at: number;
};

/**
 * One page of a member's rounds in [start, end) (of one game type when given), newest first, with the count and
 * the sums of stakes and wins over the whole range.
 */
export async function roundRecords(
  db: Queryable,
  q: {
    memberId: number;
    start: number;
    end: number;
    gameType: string | null;
    pageSize: number;
    offset: number;
  },
): Promise<{ rows: RoundRecordRow[]; count: number; stake: string | null; win: string | null }> {
  const params: unknown[] = [q.memberId, q.start, q.end, q.gameType];
  const where =
    'member_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR game_type = $4)';
  const rows = await db.query<RoundRecordRow>(
    `SELECT round_id, game_name, vendor_code, game_type, stake, win, created_at FROM game_rounds
        WHERE ${where} ORDER BY created_at DESC, round_id DESC LIMIT $5 OFFSET $6`,
    [...params, q.pageSize, q.offset],
  );
  const [sum] = await db.query<{ n: string; stake: string | null; win: string | null }>(
    `SELECT count(*) AS n, sum(stake) AS stake, sum(win) AS win FROM game_rounds WHERE ${where}`,
    params,
  );
  return { rows, count: Number(sum?.n ?? 0), stake: sum?.stake ?? null, win: sum?.win ?? null };
}
