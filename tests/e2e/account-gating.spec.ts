import { test, expect } from '../fixtures.ts';
import { dialog, loginByUsername, logoutViaMenu, registerMember, storedSession } from './account.helpers.ts';

test.describe('trial and guest gating', () => {
  test.setTimeout(90_000);

  test('a trial player is refused the member center (register-now) and deposit', async ({ page, t }) => {
    await page.goto('/m/trail');
    // Creating the trial account hashes a password server-side: allow for a busy sandbox.
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 30_000 });
    await expect.poll(async () => (await storedSession(page))?.type).toBe(4);

    await page.goto('/m/member/home');
    const modal = dialog(page);
    await expect(modal.getByText(await t('free_reject'))).toBeVisible();
    await modal.getByRole('button', { name: await t('action.register_now'), exact: true }).click();
    await expect(page).toHaveURL(/\/m\/register$/);

    await page.goto('/m/voucherCenter');
    await expect(dialog(page).getByText(await t('error.real_account_only'))).toBeVisible();
  });

  test('a guest opening /m/webEmail logs in and comes back to it', async ({ page, merchant, t, sandbox }) => {
    const account = await registerMember(page, t, merchant, sandbox);
    await logoutViaMenu(page, t);

    await page.goto('/m/webEmail');
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
    await loginByUsername(page, t, account.username, account.password, { sandbox });
    await expect(page).toHaveURL(/\/m\/webEmail$/);
  });
});
