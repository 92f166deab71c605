import type { AccountType } from '@wl/contract';
import { ACCOUNT_TYPE } from '@wl/contract';
import { findByUsername, insertMember } from '../auth/members.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Deps } from '../context.ts';
import type { GatewayMerchant } from '../merchants.ts';

/** Password of every seeded account (documented in the README; sandbox only). */
export const DEMO_PASSWORD = 'Sandbox123';

interface DemoAccount {
  username: string;
  type: AccountType;
  nickname: string;
  balance: number;
  /** Number of invitation codes owned (agents). */
  codes: number;
  contracts?: { daily: boolean; dividend: boolean; hourly: boolean };
  /** The agent above (its username, seeded before): the account is in that agent's team. */
  parent?: string;
}

/** A seeded team member: a plain member under a seeded agent, so the agent centre shows a team at first login. */
const teamMember = (username: string, nickname: string, parent: string, balance: number): DemoAccount => ({
  username,
  type: ACCOUNT_TYPE.member,
  nickname,
  balance,
  codes: 0,
  parent,
});

const DEMO: DemoAccount[] = [
  { username: 'demo001', type: ACCOUNT_TYPE.member, nickname: 'Demo Player', balance: 1288.5, codes: 0 },
  {
    username: 'agent001',
    type: ACCOUNT_TYPE.agent,
    nickname: 'Demo Agent',
    balance: 5000,
    codes: 3,
    contracts: { daily: true, dividend: true, hourly: false },
  },
  {
    username: 'agent041',
    type: ACCOUNT_TYPE.agentVariant41,
    nickname: 'Demo Sub-agent',
    balance: 800,
    codes: 0,
    parent: 'agent001',
  },
  // Agent-only: refused by the member login ("Non-member account unable to login"), admitted by the agent login.
  {
    username: 'agent042',
    type: ACCOUNT_TYPE.agentVariant42,
    nickname: 'Demo Agent 42',
    balance: 0,
    codes: 0,
  },
  // Teams: agent001 has agent041 and three players directly (and agent041's two below), agent042 one.
  teamMember('team101', 'Marco', 'agent001', 350),
  teamMember('team102', 'Liza', 'agent001', 1200),
  teamMember('team103', 'Jomar', 'agent001', 0),
  teamMember('team411', 'Rina', 'agent041', 640),
  teamMember('team412', 'Paolo', 'agent041', 75.5),
  teamMember('team421', 'Nadia', 'agent042', 220),
];

/** Invitation codes of a merchant's seeded agent: AF<CODE>01, AF<CODE>02... (upper case, from the manifest code). */
export function affiliateCodes(merchant: GatewayMerchant, count = 3): string[] {
  return Array.from(
    { length: count },
    (_, i) => `AF${merchant.code.toUpperCase().slice(0, 8)}${String(i + 1).padStart(2, '0')}`,
  );
}

/**
 * Creates the merchant's demo accounts when missing (never overwrites them, so a changed password stays changed).
 * demo001 has the mobile number 9…01 with the merchant's digit count. agent041 is in agent001's team, and each
 * agent has a few seeded players below it.
 */
export async function seedAccounts(deps: Deps, merchant: GatewayMerchant): Promise<void> {
  const digits = merchant.manifest.phone.digits;
  for (const demo of DEMO) {
    if (await findByUsername(deps.db, merchant.code, demo.username)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, deps.settings.scryptCost);
    const parent = demo.parent ? await findByUsername(deps.db, merchant.code, demo.parent) : undefined;
    await deps.db.transaction(async (tx) => {
      const id = await insertMember(deps, tx, merchant, {
        username: demo.username,
        passwordHash,
        type: demo.type,
        merchantCode: merchant.manifest.platformMerchantCode,
        nickname: demo.nickname,
        balance: demo.balance,
        parentId: parent ? Number(parent.id) : null,
        // demo001 only: a mobile number is unique, and the seeded team members need none.
        ...(demo.type === ACCOUNT_TYPE.member && !demo.parent
          ? {
              dialingCode: merchant.manifest.phone.dialingCode,
              mobileNum: `9${'0'.repeat(Math.max(0, digits - 2))}1`,
            }
          : {}),
      });
      for (const code of affiliateCodes(merchant, demo.codes))
        await tx.query(
          'INSERT INTO affiliate_codes (merchant, code, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [merchant.code, code, id],
        );
      if (demo.contracts)
        await tx.query(
          'INSERT INTO contract_requests (member_id, daily, dividend, hourly) VALUES ($1, $2, $3, $4)',
          [id, demo.contracts.daily, demo.contracts.dividend, demo.contracts.hourly],
        );
    });
  }
}
