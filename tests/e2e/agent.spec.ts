/**
 * The agent centre end to end on every merchant (issue 15): the agent login refuses members ("Non-agents cannot log
 * in") and the member login refuses agent-only accounts ("Non-member account unable to login"); a seeded agent logs
 * in, is prompted about its pending daily-wage contract on home and signs it; a player registers through the agent's
 * invite link, deposits through the sandbox payment page and plays a round of the sandbox game; the agent's team, its
 * profit and loss and the agent's daily wage move by the amounts the deposit, the round and the contract terms give.
 *
 * Expected amounts come from the test's own deposit, the gateway's record of the round (its win is random) and the
 * contract terms the gateway offers; the wage is computed here from those terms (highest tier reached, rounded down
 * to the cent), not read from the screen under test.
 */
import type { Page } from '@playwright/test';
import { calls } from '@wl/contract';
import { expect, test } from '../fixtures.ts';
import { callAs, rngGame, depositWithin, money, openGame, pageTag, paidDeposit } from './api.helpers.ts';
import { dialog, field, registerMember, storedSession, type T } from './account.helpers.ts';

/** Seeded accounts (README, sandbox gateway): agent001 (type 1, daily and dividend requests pending), agent042. */
const DEMO_PASSWORD = 'Sandbox123';

/** Forgets the page's session (as a new visitor on this device). */
async function leave(page: Page) {
  await page.evaluate(() => {
    localStorage.removeItem('MC_SESSION_INFO');
    sessionStorage.removeItem('MC_SESSION_INFO');
  });
}

async function agentLoginUi(page: Page, t: T, username: string) {
  await page.goto('/m/agent/login');
  await (await field(page, t, 'account.field.username')).fill(username);
  await (await field(page, t, 'account.field.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: await t('agent.login.submit') }).click();
}

type Figures = Record<
  'deposits' | 'withdrawals' | 'validBets' | 'wins' | 'bonuses' | 'rebates' | 'net',
  number
>;
interface Terms {
  period: string;
  basis: string;
  tiers: { min: number; rate: number }[];
}

/** The daily wage the terms give for a day's team valid bets: the highest tier reached, rounded down to the cent. */
function wage(terms: Terms, validBets: number): number {
  const cents = Math.round(validBets * 100);
  const tier = terms.tiers.filter((x) => cents >= Math.round(x.min * 100)).pop();
  return tier ? Math.floor((cents * Math.round(tier.rate * 100)) / 10_000) / 100 : 0;
}

test('refuses a member on the agent login and an agent-only account on the member login, with the spec messages', async ({
  page,
  t,
}) => {
  await agentLoginUi(page, t, 'demo001');
  // The first call of a fresh server waits for the gateway's seeding (it may be this spec's first request).
  await expect(page.getByText(await t('error.non_agent_login'))).toBeVisible({ timeout: 30_000 });
  expect(await t('error.non_agent_login', {}, 'EN')).toBe('Non-agents cannot log in');
  await expect(page).toHaveURL(/\/m\/agent\/login$/);
  expect(await storedSession(page)).toBeNull();

  await page.goto('/m/login');
  const tab = page.getByRole('button', { name: await t('account.method.username'), exact: true });
  if (await tab.isVisible()) await tab.click();
  await (await field(page, t, 'account.field.username')).fill('agent042');
  await (await field(page, t, 'account.field.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: await t('account.login.submit'), exact: true }).click();
  await expect(page.getByText(await t('error.non_member_login'))).toBeVisible();
  expect(await t('error.non_member_login', {}, 'EN')).toBe('Non-member account unable to login');
  expect(await storedSession(page)).toBeNull();
  // The member login leads to the agent login, where the same account gets in.
  await page.getByRole('link', { name: await t('agent.login.link') }).click();
  await expect(page).toHaveURL(/\/m\/agent\/login$/);
  await agentLoginUi(page, t, 'agent042');
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
  expect((await storedSession(page))?.type).toBe(42);
});

test('a seeded agent signs its contract; its invited player deposits and plays; team, profit and loss and wage follow', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(150_000);
  // --- Agent login, then the contract prompt on home: Go opens the daily-wage contract.
  await agentLoginUi(page, t, 'agent001');
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
  const agentToken = (await storedSession(page))!.token;
  await page.goto('/m/home');
  const prompt = dialog(page);
  await expect(prompt).toContainText(await t('agent.prompt.daily'));
  await expect(prompt.getByRole('button', { name: await t('action.cancel') })).toBeVisible();
  await prompt.getByRole('button', { name: await t('agent.prompt.go') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);

  // --- The offered terms as the gateway states them, then Accept: the signed contract.
  const offered = await callAs<{ status: string; terms: Terms }>(sandbox, agentToken, 'agentContract', {
    kind: 'daily',
  });
  expect(offered.status).toBe('pending');
  const tiers = page.getByTestId('contract-tiers').locator('tbody tr');
  await expect(tiers).toHaveCount(offered.terms.tiers.length);
  const pct = (rate: number) =>
    pageTag(page, merchant).then((tag) =>
      new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(rate / 100),
    );
  for (const [i, tier] of offered.terms.tiers.entries()) {
    await expect(tiers.nth(i)).toContainText(await money(page, merchant, tier.min));
    await expect(tiers.nth(i)).toContainText(await pct(tier.rate));
  }
  await page.getByRole('button', { name: await t('agent.contract.accept') }).click();
  await expect(page.getByTestId('contract-status')).toContainText(
    (await t('agent.contract.signed', { date: '@' })).split('@')[0]!,
  );
  await expect(page.getByRole('button', { name: await t('agent.contract.accept') })).toHaveCount(0);
  const signed = await callAs<{ status: string; terms: Terms }>(sandbox, agentToken, 'agentContract', {
    kind: 'daily',
  });
  expect(signed).toMatchObject({ status: 'signed', terms: offered.terms });

  // --- The invite link on the team screen, and today's figures before the player arrives.
  await page
    .getByRole('navigation', { name: await t('agent.nav') })
    .getByRole('link', { name: await t('route.agentTeam') })
    .click();
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveText(/affiliateCode=AF/);
  const invite = new URL((await link.getAttribute('href'))!);
  const before = await callAs<{ total: Figures; salary: number }>(sandbox, agentToken, 'agentProfitLoss', {
    period: 'today',
  });

  // --- A new player registers through the link (on this device, logged out).
  await leave(page);
  const player = await registerMember(page, t, merchant, sandbox, {
    path: `${invite.pathname}${invite.search}`,
  });
  const playerToken = (await storedSession(page))!.token;

  // Deposit through the sandbox payment page.
  const { channels } = await callAs<{ channels: { channelId: number; min: number; max: number }[] }>(
    sandbox,
    playerToken,
    'depositChannels',
  );
  const channel = channels[0]!;
  const deposit = depositWithin(channel, 100);
  await paidDeposit(page, sandbox, playerToken, deposit, channel.channelId);

  // One round of the sandbox game at stake 1 (launched with a ticket, as in money.spec.ts).
  const game = await rngGame(sandbox, playerToken);
  const launch = await callAs<{ url: string }>(sandbox, playerToken, 'launchGame', { nodeId: game.nodeId });
  await openGame(page, merchant, launch.url);
  await page.locator('input[name="stake"][value="1"]').check();
  await page.getByRole('button').last().click();
  await expect(page).toHaveURL(/\/wps\/game\/slot\?round=/);
  const now = Date.now();
  const played = await callAs<{ list: { stake: number; win: number }[] }>(
    sandbox,
    playerToken,
    'gameRecords',
    {
      startTime: String(now - 3_600_000),
      endTime: String(now + 60_000),
    },
  );
  expect(played.list).toHaveLength(1);
  const round = played.list[0]!;

  // --- Back as the agent: the player is in the team with the deposit and the valid bet.
  await page.goto('/m/home');
  await leave(page);
  await agentLoginUi(page, t, 'agent001');
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
  const row = page.getByTestId('team').getByRole('listitem').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(
    await t('agent.team.deposits', { amount: await money(page, merchant, deposit) }),
  );
  await expect(row).toContainText(
    await t('agent.team.validBets', { amount: await money(page, merchant, 1) }),
  );
  await page.getByLabel(await t('agent.team.search')).fill(player.username.slice(0, -1).toUpperCase());
  await page.getByRole('button', { name: await t('agent.team.find') }).click();
  await expect(page.getByTestId('team').getByRole('listitem')).toContainText([player.username]);

  // --- Today's profit and loss moved by the deposit and the round; the wage by the contract terms.
  await page
    .getByRole('navigation', { name: await t('agent.nav') })
    .getByRole('link', { name: await t('route.agentProfitLoss') })
    .click();
  await expect(page.getByRole('button', { name: await t('agent.period.today') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const after: Figures = {
    ...before.total,
    deposits: before.total.deposits + deposit,
    validBets: before.total.validBets + round.stake,
    wins: before.total.wins + round.win,
    net: before.total.net + round.win - round.stake,
  };
  const totals = page.getByTestId('pl-total');
  for (const [k, v] of Object.entries(after))
    await expect(totals.locator(`[data-figure="${k}"] dd`), k).toHaveText(await money(page, merchant, v));
  const expectedWage = wage(signed.terms, after.validBets);
  expect(expectedWage).toBeGreaterThan(before.salary);
  await expect(page.getByTestId('pl-earnings').locator('[data-figure="salary"] dd')).toHaveText(
    await money(page, merchant, expectedWage),
  );
  const member = page.getByTestId('pl-members').getByRole('listitem').filter({ hasText: player.username });
  await expect(member).toContainText(await money(page, merchant, round.win - round.stake));
  const record = page.getByTestId('salary-records').getByRole('listitem').first();
  await expect(record).toContainText(await money(page, merchant, expectedWage));
  await expect(record).toContainText(await t('agent.payout.accruing'));
  // Yesterday had none of it.
  await page.getByRole('button', { name: await t('agent.period.yesterday') }).click();
  await expect(page.getByRole('button', { name: await t('agent.period.yesterday') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(totals.locator('[data-figure="validBets"] dd')).toHaveText(await money(page, merchant, 0));
});

test('a member cannot open the agent centre, and an agent variant sees no contracts', async ({
  page,
  t,
  sandbox,
  merchant,
}) => {
  const r = await sandbox.call<{
    value: { token: string; userName: string; type: number; firstTimeLogin: boolean };
  }>(
    'POST',
    calls.login.path,
    { type: 'username', username: 'demo001', password: DEMO_PASSWORD },
    { moduleId: calls.login.moduleId },
  );
  await page.goto('/m/home');
  await page.evaluate(
    ([v, code]) =>
      localStorage.setItem(
        'MC_SESSION_INFO',
        JSON.stringify({
          token: v.token,
          merchantCode: code,
          userName: v.userName,
          type: v.type,
          firstTimeLogin: false,
        }),
      ),
    [r.json.value, merchant.platformMerchantCode] as const,
  );
  await page.goto('/m/member/agent/team');
  await expect(dialog(page)).toContainText(await t('error.no_permission'));
  await expect(page.getByTestId('team')).toHaveCount(0);

  await page.goto('/m/home');
  await leave(page);
  await agentLoginUi(page, t, 'agent042');
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/);
  const nav = page.getByRole('navigation', { name: await t('agent.nav') });
  await expect(nav.getByRole('link', { name: await t('route.agentProfitLoss') })).toBeVisible();
  await expect(nav.getByRole('link', { name: await t('route.salaryContract') })).toHaveCount(0);
});
