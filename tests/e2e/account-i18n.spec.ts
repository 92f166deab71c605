import { test, expect } from '../fixtures.ts';
import { languages } from '@wl/manifest/languages';

test.describe('account screens in every language of the merchant', () => {
  test('labels and validation messages are the language’s own', async ({ page, merchant, t }) => {
    for (const lang of merchant.langList) {
      await page.addInitScript((l) => localStorage.setItem('MC_LANG', l), lang);
      await page.goto('/m/login');
      await expect(page.locator('html')).toHaveAttribute('lang', languages[lang].tag);
      const username = page.getByLabel(await t('account.field.username', undefined, lang), { exact: true });
      await expect(username).toBeVisible();
      await page
        .getByRole('button', { name: await t('account.login.submit', undefined, lang), exact: true })
        .click();
      await expect(username).toBeFocused();
      // The rule set's message id, rendered from this language's catalogue.
      await expect(
        page.getByText(await t('validation.login_required', undefined, lang)).first(),
      ).toBeVisible();

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
