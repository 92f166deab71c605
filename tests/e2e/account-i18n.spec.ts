import { test, expect } from '../fixtures.ts';
import { calls } from '@wl/contract';
import { languages } from '@wl/manifest/languages';

test.describe('account screens in every language of the merchant', () => {
  test('labels and validation messages are the language’s own', async ({ page, merchant, t }) => {
    for (const lang of merchant.langList) {
      await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
      // The message checked below comes from the gateway's rule set: wait until the page has it.
      const rulesPath = calls.regValidata.path;
      const rules = page.waitForResponse((r) => new URL(r.url()).pathname === rulesPath && r.ok());
      await page.goto('/m/login');
      await (await rules).finished();
      await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
      const submit = page.getByRole('button', {
        name: await t('account.login.submit', undefined, lang),
        exact: true,
      });
      await expect(submit).toBeVisible();
      // A mobile-only merchant opens on the mobile tab (issue 29): the username method is a tab away.
      const tab = page.getByRole('button', {
        name: await t('account.method.username', undefined, lang),
        exact: true,
      });
      if (await tab.isVisible()) await tab.click();
      const username = page.getByLabel(await t('account.field.username', undefined, lang), { exact: true });
      await expect(username).toBeVisible();
      const required = page.getByText(await t('validation.login_required', undefined, lang)).first();
      // The rule set's message id, rendered from this language's catalogue. The response is in, but the form
      // may apply the rules a render later: submit again until the rule's message shows (not a fixed wait).
      await expect(async () => {
        await submit.click();
        await expect(username).toBeFocused();
        await expect(required).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });

      await page.goto('/m/register');
      await expect(
        page.getByRole('button', { name: await t('account.register.submit', undefined, lang), exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(
          await t(
            'account.register.currencyTip',
            { currency: merchant.currency.iso, symbol: merchant.currency.symbol },
            lang,
          ),
        ),
      ).toBeVisible();
    }
  });
});
