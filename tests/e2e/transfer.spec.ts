/**
 * Wallet transfer (issue 28, spec section 7: getMerchantWallet and wallet transfer) on every merchant: a funded
 * player opens /m/transfer from the member center's menu, sees the main wallet and the game wallets holding money
 * (every wallet of the merchant's setup one tap away), moves an amount from the main wallet to a game wallet and sees both balances and the header's balance change by
 * it. Expected amounts are the test's own deposit and transfer in the manifest's money format; the wallet list is
 * the gateway's answer.
 */
import { expect, test } from '../fixtures.ts';
import { callAs, depositWithin, merchantMoney, money, paidDeposit } from './api.helpers.ts';
import { field } from './account.helpers.ts';
import { freshAccount } from './issue28.helpers.ts';

test('main wallet to a game wallet: the wallets, then the balances after the transfer', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  const { token } = await freshAccount(page, sandbox, merchant);
  const channel = merchant.payments[0]!;
  const deposit = depositWithin(channel, 20);
  const moved = Math.floor(deposit / 2);
  await paidDeposit(page, sandbox, token, deposit);
  const setup = await callAs<{ wallets: { walletId: string; name: string }[] }>(
    sandbox,
    null,
    'merchantWallet',
  );
  const game = setup.wallets[1]!;

  await page.goto('/m/member/home');
  await page.getByRole('link', { name: await t('route.transfer') }).click();
  await expect(page).toHaveURL(/\/m\/transfer$/);
  const wallets = page.getByTestId('transfer-wallets');
  // A fresh player's game wallets are empty: the main wallet shows, the empty ones are one tap away.
  await expect(wallets.locator('dd')).toHaveCount(1);
  await expect(wallets.locator('[data-wallet="MAIN"]')).toHaveText(await money(page, merchant, deposit));
  await expect(wallets.getByText(await t('transfer.gamesEmpty'))).toBeVisible();
  const games = setup.wallets.length - 1;
  const showAll = wallets.getByRole('button', { name: await t('transfer.showAll', { count: games }) });
  await expect(showAll).toHaveAttribute('aria-expanded', 'false');
  await showAll.click();
  await expect(wallets.locator('dd')).toHaveCount(setup.wallets.length);
  await expect(wallets.locator(`[data-wallet="${game.walletId}"]`)).toHaveText(
    await money(page, merchant, 0),
  );
  await wallets.getByRole('button', { name: await t('transfer.showHolding') }).click();
  await expect(wallets.locator('dd')).toHaveCount(1);
  await expect(page.getByLabel(await t('transfer.game'))).toHaveValue(game.walletId);

  await (await field(page, t, 'wallet.amount.label')).fill(String(deposit + 1));
  await page.getByRole('button', { name: await t('transfer.submit') }).click();
  await expect(page.getByText(await t('error.insufficient_balance'))).toBeVisible();
  await (await field(page, t, 'wallet.amount.label')).fill(String(moved));
  await page.getByRole('button', { name: await t('transfer.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: await money(page, merchant, moved) }),
  ).toBeVisible();
  await expect(wallets.locator('[data-wallet="MAIN"]')).toHaveText(
    await money(page, merchant, deposit - moved),
  );
  // The game wallet that received money is listed without asking for all of them.
  await expect(wallets.locator('dd')).toHaveCount(2);
  await expect(wallets.locator(`[data-wallet="${game.walletId}"]`)).toHaveText(
    await money(page, merchant, moved),
  );
  // The header shows the main wallet's balance, re-read after the transfer (home, reached without a reload).
  await page
    .getByRole('navigation', { name: await t('shell.mainMenu') })
    .getByRole('link', { name: await t('nav.home') })
    .click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(
    await merchantMoney(page, merchant, deposit - moved),
  );
});
