/**
 * The agent KPI in the agent centre (issue 28, spec section 7 "agent KPI"): a fresh agent adds a member, and the
 * team screen's KPI shows a team of one direct, new member today and this month, in the page language's digits.
 */
import { expect, test } from '../fixtures.ts';
import { callAs, pageTag } from './api.helpers.ts';
import { freshAccount } from './issue28.helpers.ts';

test('team screen: the KPI counts the member the agent just added, today and this month', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  const { token } = await freshAccount(page, sandbox, merchant);
  await callAs(sandbox, token, 'addDownline', {
    username: `kd${Date.now().toString(36)}`,
    password: 'Passw0rd',
  });
  await page.goto('/m/member/agent/team');
  const kpi = page.getByTestId('team-kpi');
  const one = new Intl.NumberFormat(await pageTag(page, merchant)).format(1);
  const zero = new Intl.NumberFormat(await pageTag(page, merchant)).format(0);
  const expectCounts = async () => {
    for (const k of ['teamSize', 'directSize', 'newMembers'])
      await expect(kpi.locator(`[data-kpi="${k}"] dd`)).toHaveText(one);
    for (const k of ['activeMembers', 'depositors', 'firstDepositors'])
      await expect(kpi.locator(`[data-kpi="${k}"] dd`)).toHaveText(zero);
  };
  await expect(page.getByRole('button', { name: await t('agent.period.today') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectCounts();
  await page.getByRole('button', { name: await t('agent.period.month') }).click();
  await expect(page.getByRole('button', { name: await t('agent.period.month') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectCounts();
});
