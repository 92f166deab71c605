import type { ContractKind } from '@wl/contract';
import type { Queryable } from '../db/types.ts';
import { OFFERED_TERMS } from './terms.ts';

/*
 * Agents' contracts: the requests the platform makes (table contract_requests: one flag per kind still waiting for
 * an answer) and the answers given (table agent_contracts: signed or declined, with the terms of the day).
 */

export type ContractRequests = Record<ContractKind, boolean>;

/** A contract as the agent centre shows it: pending, none, or answered with its terms. */
export async function contractOf(db: Queryable, memberId: number, kind: ContractKind) {
  const [answered] = await db.query<{ status: 'signed' | 'declined'; terms: unknown; answered_at: number }>(
    'SELECT status, terms, answered_at FROM agent_contracts WHERE member_id = $1 AND kind = $2',
    [memberId, kind],
  );
  const req = await requestsOf(db, memberId);
  const pending = Boolean(req?.[kind]);
  if (answered && !pending)
    return {
      kind,
      status: answered.status,
      terms: (typeof answered.terms === 'string'
        ? JSON.parse(answered.terms)
        : answered.terms) as typeof OFFERED_TERMS.daily,
      answeredAt: Number(answered.answered_at),
    };
  return {
    kind,
    status: pending ? ('pending' as const) : ('none' as const),
    terms: OFFERED_TERMS[kind],
    answeredAt: null,
  };
}

/** The contracts waiting for a member's answer, if any were ever requested. */
export async function requestsOf(db: Queryable, memberId: number): Promise<ContractRequests | undefined> {
  const [req] = await db.query<ContractRequests>(
    'SELECT daily, dividend, hourly FROM contract_requests WHERE member_id = $1',
    [memberId],
  );
  return req;
}

/** The same, with the row locked until `tx` ends: two answers at once sign (or decline) once. */
export async function lockRequests(tx: Queryable, memberId: number): Promise<ContractRequests | undefined> {
  const [req] = await tx.query<ContractRequests>(
    'SELECT daily, dividend, hourly FROM contract_requests WHERE member_id = $1 FOR UPDATE',
    [memberId],
  );
  return req;
}

/** Records an answer to a pending request with the offered terms, and clears the request. */
export async function answer(
  tx: Queryable,
  memberId: number,
  kind: ContractKind,
  accept: boolean,
  at: number,
): Promise<void> {
  // The column is one of three fixed names, never the caller's text.
  const column = { daily: 'daily', dividend: 'dividend', hourly: 'hourly' }[kind];
  await tx.query(`UPDATE contract_requests SET ${column} = false WHERE member_id = $1`, [memberId]);
  await tx.query(
    `INSERT INTO agent_contracts (member_id, kind, status, terms, answered_at) VALUES ($1, $2, $3, $4::text::jsonb, $5)
       ON CONFLICT (member_id, kind) DO UPDATE SET status = EXCLUDED.status, terms = EXCLUDED.terms, answered_at = EXCLUDED.answered_at`,
    [memberId, kind, accept ? 'signed' : 'declined', JSON.stringify(OFFERED_TERMS[kind]), at],
  );
}

/** Asks an agent to answer contracts of these kinds. */
export async function requestContracts(
  db: Queryable,
  memberId: number,
  kinds: readonly ContractKind[],
): Promise<void> {
  await db.query(
    'INSERT INTO contract_requests (member_id, daily, dividend, hourly) VALUES ($1, $2, $3, $4)',
    [memberId, kinds.includes('daily'), kinds.includes('dividend'), kinds.includes('hourly')],
  );
}

/** The merchant's agents with at least one signed contract, by id. */
export function agentsWithSignedContracts(
  db: Queryable,
  merchant: string,
): Promise<{ id: number; username: string }[]> {
  return db.query<{ id: number; username: string }>(
    `SELECT DISTINCT m.id, m.username FROM agent_contracts a JOIN members m ON m.id = a.member_id
        WHERE m.merchant = $1 AND a.status = 'signed' ORDER BY m.id`,
    [merchant],
  );
}
