/**
 * Every amount on every merchant reads in the merchant's currency.format (issue: money has no single home): the
 * lobby's winners ticker and jackpot, the deposit screen (limits, presets, the amount field's range, orders), the
 * betting record's totals, the withdraw screen (balance, limits, range), the protection limits and history, and the
 * agent's contract tiers and profit and loss. On vn that is 50.000₫ (no decimals, symbol after, '.' grouping), on pk
 * ₨300, on ph ₱1,234.50 and on bd ৳ with Bengali digits in BN.
 *
 * The expected text is written here from the manifest's fields (decimals, symbolPosition, symbolSpace, grouping,
 * groupSeparator, decimalSeparator, digits) and the page language's own digits, separators and group sizes (read
 * from the locale data), not with the app's formatter; the amounts come from the gateway's own answers.
 */
import type { Page } from '@playwright/test';
import { calls } from '@wl/contract';
import { resolveCompliance, type ResolvedConfig } from '@wl/manifest';
import { expect, test } from '../fixtures.ts';
import { callAs, depositWithin, pageTag, paidDeposit } from './api.helpers.ts';
import { field, signedInMember, storedSession } from './account.helpers.ts';

/** The seeded demo accounts' password (core/gateway/src/seed/accounts.ts). */
const DEMO_PASSWORD = 'Sandbox123';

interface Conventions {
  digits: string[];
  group: string;
  decimal: string;
  /** Size of the group nearest the decimal point, and of the ones before it (2 in Bengali: 12,34,567). */
  primary: number;
  secondary: number;
}

/** A language's digits, separators and group sizes, from a probe number in its locale data. */
function conventions(tag: string, latin: boolean): Conventions {
  const opts: Intl.NumberFormatOptions = latin ? { numberingSystem: 'latn' } : {};
  const probe = new Intl.NumberFormat(tag, { ...opts, minimumFractionDigits: 1 }).formatToParts(123456789.5);
  const ints = probe.filter((p) => p.type === 'integer').map((p) => p.value.length);
  const plain = new Intl.NumberFormat(tag, { ...opts, useGrouping: false });
  return {
    digits: Array.from({ length: 10 }, (_, d) => plain.format(d)),
    group: probe.find((p) => p.type === 'group')?.value ?? ',',
    decimal: probe.find((p) => p.type === 'decimal')?.value ?? '.',
    primary: ints.at(-1) ?? 3,
    secondary: ints.length > 2 ? ints.at(-2)! : (ints.at(-1) ?? 3),
  };
}

/** An amount as the merchant's currency.format writes it, with all its decimals (the money screens' rule). */
function expected(merchant: ResolvedConfig, tag: string, amount: number): string {
  const f = merchant.currency.format ?? {};
  const decimals = f.decimals ?? 2;
  const c = conventions(tag, f.digits === 'latin');
  const [int, frac] = Math.abs(amount).toFixed(decimals).split('.') as [string, string | undefined];
  const groups: string[] = [];
  if (f.grouping ?? true) {
    let rest = int;
    let size = c.primary;
    while (rest.length > size) {
      groups.unshift(rest.slice(-size));
      rest = rest.slice(0, -size);
      size = c.secondary;
    }
    groups.unshift(rest);
  } else groups.push(int);
  const local = (s: string) => s.replace(/\d/g, (d) => c.digits[Number(d)]!);
  const number =
    local(groups.join('\u0000')).replaceAll('\u0000', f.groupSeparator ?? c.group) +
    (frac ? (f.decimalSeparator ?? c.decimal) + local(frac) : '');
  const gap = f.symbolSpace ? '\u00a0' : '';
  const sym = merchant.currency.symbol;
  const text = f.symbolPosition === 'after' ? `${number}${gap}${sym}` : `${sym}${gap}${number}`;
  return amount < 0 ? `-${text}` : text;
}

/** The expected text of `amount` in the page's current language. */
async function shown(page: Page, merchant: ResolvedConfig, amount: number): Promise<string> {
  return expected(merchant, await pageTag(page, merchant), amount);
}

test('the expected format is the issue’s own examples', () => {
  const vn = {
    currency: { symbol: '₫', format: { decimals: 0, symbolPosition: 'after', groupSeparator: '.' } },
  };
  expect(expected(vn as unknown as ResolvedConfig, 'en', 50000)).toBe('50.000₫');
  const ph = { currency: { symbol: '₱' } } as unknown as ResolvedConfig;
  expect(expected(ph, 'en', -1234567.5)).toBe('-₱1,234,567.50');
  expect(expected({ currency: { symbol: '৳' } } as unknown as ResolvedConfig, 'bn-BD', 1234567.5)).toBe(
    '৳১২,৩৪,৫৬৭.৫০',
  );
});

test('the lobby’s winners ticker and jackpot', async ({ page, merchant, sandbox }) => {
  const board = await sandbox.call<{ value: { list: { vo: { winAmount: number } }[] } }>(
    'GET',
    '/wps/content/winnerBoard?gameCategory=ALL&limitNum=20',
  );
  const wins = board.json.value.list.map((w) => w.vo.winAmount).sort((a, b) => b - a);
  await page.goto('/m/home');
  const jackpot = page.getByTestId('jackpot');
  await expect(jackpot).toHaveAttribute('data-amount', /\d/);
  // The amount and its text read together: the counter grows every few seconds.
  const [amount, text] = await jackpot.evaluate((el) => [
    Number(el.getAttribute('data-amount')),
    el.querySelector('.sr-only')?.textContent ?? '',
  ]);
  expect(text).toBe(await shown(page, merchant, amount as number));
  // The visible symbol sits on the merchant's side of the rolling digits.
  const symbolFirst = await jackpot.evaluate(
    (el, sym) => [...el.children].filter((c) => !c.classList.contains('sr-only'))[0]?.textContent === sym,
    merchant.currency.symbol,
  );
  expect(symbolFirst).toBe(merchant.currency.format?.symbolPosition !== 'after');

  if (wins.length === 0) return;
  const amounts = page.getByTestId('winner-amount');
  await expect(amounts.first()).toHaveText(await shown(page, merchant, wins[0]!));
  await expect(amounts.nth(1)).toHaveText(await shown(page, merchant, wins[1] ?? wins[0]!));
});

test('deposit, betting record, withdraw and protection screens', async ({ page, t, merchant, sandbox }) => {
  test.setTimeout(90_000);
  await signedInMember(page, merchant, sandbox);
  const token = (await storedSession(page))!.token;
  const { channels } = await callAs<{ channels: { min: number; max: number; presets: number[] }[] }>(
    sandbox,
    token,
    'depositChannels',
  );
  const channel = channels[0]!;
  // Large enough for a group separator wherever the channel allows it.
  const deposit = depositWithin(channel, 12345);
  await paidDeposit(page, sandbox, token, deposit);

  // --- Deposit: the channel's limits, its presets, the amount field's range, the paid order; the header balance.
  const money = (n: number) => shown(page, merchant, n);
  await expect(
    page.getByText(
      await t('wallet.limits', { min: await money(channel.min), max: await money(channel.max) }),
    ),
  ).toBeVisible();
  for (const p of channel.presets)
    await expect(page.getByRole('button', { name: await money(p), exact: true })).toBeVisible();
  await expect(await field(page, t, 'wallet.amount.label')).toHaveAttribute(
    'placeholder',
    `${await money(channel.min)} – ${await money(channel.max)}`,
  );
  await expect(page.getByTestId('deposit-orders').getByRole('listitem').first()).toContainText(
    await money(deposit),
  );
  await page.goto('/m/home');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(await money(deposit));

  // --- Betting record: the totals of a day without rounds.
  await page.goto('/m/gameRecord');
  await expect(page.getByTestId('record-totals').locator('dd')).toHaveText([
    await money(0),
    await money(0),
    await money(0),
  ]);

  // --- Withdraw: the balance, the limits and the range (payment password and payout account set beforehand).
  const pp = '246813';
  await callAs(sandbox, token, 'setPaymentPassword', { paymentPassword: pp, confirmPaymentPassword: pp });
  await callAs(sandbox, token, 'bindPayoutAccount', {
    payeeName: 'Juan Dela Cruz',
    kind: 'ewallet',
    provider: 'Wallet',
    accountNo: '09171234567',
  });
  const { withdrawal } = await callAs<{ withdrawal: { min: number; max: number } }>(
    sandbox,
    token,
    'payoutAccounts',
  );
  await page.goto('/m/withdraw');
  await expect(page.getByTestId('withdraw-balance')).toHaveText(await money(deposit));
  await expect(
    page.getByText(
      await t('wallet.limits', { min: await money(withdrawal.min), max: await money(withdrawal.max) }),
    ),
  ).toBeVisible();
  await expect(await field(page, t, 'wallet.amount.label')).toHaveAttribute(
    'placeholder',
    `${await money(withdrawal.min)} – ${await money(withdrawal.max)}`,
  );

  // --- Protection: a deposit limit as saved, and the deposit in the account history.
  const modules = resolveCompliance(merchant).modules;
  if (modules.depositLimits) {
    await page.goto('/m/responsibleGaming?tab=limits');
    const limit = Math.max(channel.max, 1234567);
    const daily = page.getByRole('form', { name: await t('protection.period.day') }).first();
    await daily.getByLabel(await t('protection.limit.new')).fill(String(limit));
    await daily.getByRole('button', { name: await t('protection.limit.save') }).click();
    await expect(daily.getByTestId('limit-deposit-day-value')).toHaveText(await money(limit));
  }
  if (modules.accountHistory) {
    await page.goto('/m/responsibleGaming?tab=history');
    const history = page.getByRole('region', { name: await t('protection.tab.history') });
    await history.getByRole('button', { name: await t('protection.history.type.deposit') }).click();
    await expect(history.getByRole('listitem').first()).toContainText(`+${await money(deposit)}`);
  }
});

test('the agent’s contract tiers and profit and loss', async ({ page, t, merchant, sandbox }) => {
  await page.goto('/m/agent/login');
  await (await field(page, t, 'account.field.username')).fill('agent001');
  await (await field(page, t, 'account.field.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: await t('agent.login.submit') }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/team$/, { timeout: 30_000 });
  const token = (await storedSession(page))!.token;
  const money = (n: number) => shown(page, merchant, n);

  const contract = await callAs<{ terms?: { tiers: { min: number }[] } }>(sandbox, token, 'agentContract', {
    kind: 'daily',
  });
  if (contract.terms) {
    await page.goto('/m/member/agent/getSalaryContract');
    const rows = page.getByTestId('contract-tiers').locator('tbody tr');
    await expect(rows).toHaveCount(contract.terms.tiers.length);
    for (const [i, tier] of contract.terms.tiers.entries())
      await expect(rows.nth(i)).toContainText(await money(tier.min));
  }

  // The totals exactly as the gateway answered the screen's own call.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === calls.agentProfitLoss.path);
  await page.goto('/m/member/agent/profitLoss');
  const pl = ((await (await answer).json()) as { value: { total: Record<string, number> } }).value;
  const totals = page.getByTestId('pl-total');
  for (const [k, v] of Object.entries(pl.total)) {
    const dd = totals.locator(`[data-figure="${k}"] dd`);
    if ((await dd.count()) > 0) await expect(dd, k).toHaveText(await money(v));
  }
});
