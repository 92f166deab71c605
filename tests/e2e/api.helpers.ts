/**
 * Shared by the money-moving specs: a call of the table as a player (set-up and reading the gateway's own records),
 * the page's language tag, and the money screens' amount pattern.
 */
import type { Page } from '@playwright/test';
import { calls, type CallName } from '@wl/contract';
import { languages, resolveCompliance, type ResolvedConfig } from '@wl/manifest';
import { expect, type Sandbox } from '../fixtures.ts';
import { merchantAmount } from './shell-helpers.ts';
import type { T } from './account.helpers.ts';

/** A call of the table with a session token (or none), checked to succeed; resolves with its value. */
export async function callAs<V>(
  sandbox: Sandbox,
  token: string | null,
  name: CallName,
  input?: Record<string, unknown>,
): Promise<V> {
  const c = calls[name];
  const query = c.method === 'GET' && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  const r = await sandbox.call<{ success: boolean; value: V }>(
    c.method,
    `${c.path}${query}`,
    c.method === 'GET' ? undefined : input,
    { moduleId: c.moduleId, ...(token ? { token } : {}) },
  );
  expect(r.json?.success, `${name}: ${JSON.stringify(r.json).slice(0, 300)}`).toBe(true);
  return r.json.value;
}

/** The first real-money H5 game of the RNG list, as a player with `token` sees it: the sandbox slot the specs play. */
export async function rngGame(sandbox: Sandbox, token: string): Promise<{ nodeId: string }> {
  const { games } = await callAs<{ games: { nodeId: string; isGameH5: string; freeplay?: boolean }[] }>(
    sandbox,
    token,
    'gameList',
    { gameType: 'RNG', pageSize: '50' },
  );
  const game = games.find((g) => g.isGameH5 === 'H5' && !g.freeplay);
  if (!game) throw new Error('no real-money H5 game in the RNG list');
  return game;
}

/**
 * A payment method's name as the deposit screen shows it in a language (the merchant's default unless given): its
 * manifest name in that language (payments[].titles), else its title.
 */
export function methodName(
  merchant: ResolvedConfig,
  method: ResolvedConfig['payments'][number],
  lang: string = merchant.defaultLang,
): string {
  return (method.titles as Record<string, string> | undefined)?.[lang] ?? method.title;
}

/**
 * An amount a deposit may be made with on `channel`: `wanted`, brought within the channel's minimum and maximum.
 * @example depositWithin(merchant.payments[0]!, merchant.withdrawal.min * 2)
 */
export function depositWithin(channel: { min: number; max: number }, wanted: number): number {
  return Math.min(channel.max, Math.max(channel.min, wanted));
}

/**
 * Money for a test player: a deposit order of the call table paid on the sandbox payment page (as a player pays a
 * real provider), which sends the browser back to the deposit screen.
 */
export async function paidDeposit(
  page: Page,
  sandbox: Sandbox,
  token: string,
  amount: number,
  channelId = 0,
): Promise<void> {
  const order = await callAs<{ payUrl: string }>(sandbox, token, 'createDeposit', {
    channelId,
    amount: String(amount),
    idempotencyKey: crypto.randomUUID(),
  });
  await page.goto(order.payUrl);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
}

/** The BCP 47 tag of the language the page shows (the merchant's default when unknown). */
export async function pageTag(page: Page, merchant: ResolvedConfig): Promise<string> {
  const tag = await page.evaluate(() => document.documentElement.lang);
  return languages[merchant.langList.find((l) => languages[l].tag === tag) ?? merchant.defaultLang].tag;
}

/**
 * An amount as every money screen shows it: the merchant's currency.format (pattern #,##0.00 by default) with all
 * its decimals, in the page language, a minus before the symbol when negative (merchantAmount reads the manifest).
 */
export async function money(page: Page, merchant: ResolvedConfig, amount: number): Promise<string> {
  const text = merchantAmount(merchant, await pageTag(page, merchant), Math.abs(amount), true);
  return amount < 0 ? `-${text}` : text;
}

/**
 * The header balance as the merchant's manifest says it is shown: pattern #,##0.00 (spec section 9) with
 * currency.format's decimals, grouping, separators, digits and symbol position, in the page language.
 */
export async function merchantMoney(page: Page, merchant: ResolvedConfig, amount: number): Promise<string> {
  return merchantAmount(merchant, await pageTag(page, merchant), amount, true);
}

/**
 * On a sandbox game page just opened: where the merchant's profile shows responsible-gaming information before the
 * first bet (infoBeforeFirstBet: MT-MGA, the pk fixture), a player who has not yet bet meets it and acknowledges it;
 * elsewhere, and once acknowledged, it never shows.
 */
export async function acknowledgeFirstBetInfo(
  page: Page,
  merchant: ResolvedConfig,
  firstGame = true,
): Promise<void> {
  const info = page.getByRole('alertdialog');
  if (firstGame && resolveCompliance(merchant).modules.infoBeforeFirstBet) {
    await expect(info).toBeVisible();
    await info.getByRole('button').click();
  }
  await expect(info).toHaveCount(0);
}

/** Opens the sandbox game from a launch URL, ready to spin (acknowledgeFirstBetInfo). */
export async function openGame(
  page: Page,
  merchant: ResolvedConfig,
  url: string,
  firstGame = true,
): Promise<void> {
  await page.goto(url);
  await acknowledgeFirstBetInfo(page, merchant, firstGame);
}

/** A message with a placeholder as a pattern (order numbers are the gateway's, not known in advance). */
export async function pattern(
  t: T,
  id: string,
  values: Record<string, string>,
  holes: Record<string, string>,
) {
  const text = await t(id, {
    ...values,
    ...Object.fromEntries(Object.keys(holes).map((k) => [k, `@@${k}@@`])),
  });
  let re = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [k, p] of Object.entries(holes)) re = re.replace(`@@${k}@@`, p);
  return new RegExp(re);
}
