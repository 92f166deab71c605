import { test, expect } from '../fixtures.ts';
import {
  dialog,
  field,
  loginByUsername,
  logoutViaMenu,
  registerMember,
  storedSession,
  valueFor,
  ruleSet,
  openUsernameTab,
} from './account.helpers.ts';

test.describe('login, logout, password change', () => {
  test.setTimeout(120_000);

  test('log out, fail a login (captcha appears), log in with the captcha, change the password, log in with the new one', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    const account = await registerMember(page, t, merchant, sandbox);

    await test.step('log out', () => logoutViaMenu(page, t));

    await test.step('a failed login makes the captcha appear', async () => {
      await page.goto('/m/login');
      const captcha = await field(page, t, 'account.captcha.label');
      await expect(captcha).toHaveCount(0);
      const submit = page.getByRole('button', { name: await t('account.login.submit'), exact: true });
      await openUsernameTab(page, t);
      await (await field(page, t, 'account.field.username')).fill(account.username);
      for (let attempt = 0; attempt < 5 && !(await captcha.isVisible()); attempt++) {
        await (await field(page, t, 'account.field.password')).fill(`${account.password}x`);
        await submit.click();
        await expect(
          page
            .getByText(await t('error.login_failed'))
            .or(captcha)
            .first(),
        ).toBeVisible();
      }
      await expect(captcha).toBeVisible();
      await expect(captcha).toHaveAttribute('inputmode', 'numeric');
      await expect(captcha).toHaveAttribute('maxlength', /^[1-6]$/);
    });

    await test.step('tapping the image fetches a new captcha', async () => {
      const image = page.getByRole('button', { name: await t('account.captcha.refresh') }).locator('img');
      await expect(image).toBeVisible();
      const before = await image.getAttribute('src');
      await page.getByRole('button', { name: await t('account.captcha.refresh') }).click();
      await expect(image).not.toHaveAttribute('src', before ?? '');
    });

    await test.step('log in with the captcha', async () => {
      await loginByUsername(page, t, account.username, account.password, { sandbox });
      await expect(page).toHaveURL(/\/m\/home$/);
      expect((await storedSession(page))?.userName).toBe(account.username);
    });

    const rules = await ruleSet(sandbox);
    const newPassword = valueFor('password', rules, merchant);
    await test.step('change the password', async () => {
      await page.goto('/m/changePsw');
      await expect(await field(page, t, 'account.field.username')).toHaveValue(account.username);
      await expect(await field(page, t, 'account.field.username')).toHaveAttribute('readonly', '');
      // Same as the old one: popup.
      await (await field(page, t, 'account.field.oldPassword')).fill(account.password);
      await (await field(page, t, 'account.field.newPassword')).fill(account.password);
      await (await field(page, t, 'account.field.confirmNewPassword')).fill(account.password);
      await page.getByRole('button', { name: await t('account.change.submit'), exact: true }).click();
      const modal = dialog(page);
      await expect(modal.getByText(await t('same_password'))).toBeVisible();
      await modal.getByRole('button', { name: await t('action.ok'), exact: true }).click();

      await (await field(page, t, 'account.field.newPassword')).fill(newPassword);
      await (await field(page, t, 'account.field.confirmNewPassword')).fill(newPassword);
      await page.getByRole('button', { name: await t('account.change.submit'), exact: true }).click();
      await expect(page.getByText(await t('in_chang_saved'))).toBeVisible();
      await expect(page).toHaveURL(/\/m\/home$/);
    });

    await test.step('log in with the new password', async () => {
      await logoutViaMenu(page, t);
      await page.goto('/m/login');
      await loginByUsername(page, t, account.username, newPassword, { sandbox });
      expect((await storedSession(page))?.userName).toBe(account.username);
    });
  });

  test('remember me keeps no form of the password in any browser storage', async ({
    page,
    merchant,
    t,
    sandbox,
  }) => {
    const account = await registerMember(page, t, merchant, sandbox);
    await logoutViaMenu(page, t);
    await loginByUsername(page, t, account.username, account.password, { remember: true, sandbox });

    const dump = await page.evaluate(async () => {
      const out: string[] = [];
      for (const s of [localStorage, sessionStorage])
        for (let i = 0; i < s.length; i++) out.push(`${s.key(i)}=${s.getItem(s.key(i)!)}`);
      out.push(document.cookie);
      for (const info of await indexedDB.databases()) {
        if (!info.name) continue;
        const db = await new Promise<IDBDatabase>((ok, ko) => {
          const r = indexedDB.open(info.name!);
          r.onsuccess = () => ok(r.result);
          r.onerror = () => ko(r.error);
        });
        for (const store of Array.from(db.objectStoreNames)) {
          const rows = await new Promise<unknown[]>((ok) => {
            const r = db.transaction(store).objectStore(store).getAll();
            r.onsuccess = () => ok(r.result);
            r.onerror = () => ok([]);
          });
          out.push(JSON.stringify(rows));
        }
        db.close();
      }
      return out.join('\n');
    });
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    const forms = [
      account.password,
      b64(account.password),
      b64(b64(account.password)),
      encodeURIComponent(account.password),
      b64(account.password).replace(/=+$/, ''),
    ];
    for (const f of forms) expect(dump, `storage must not contain ${f}`).not.toContain(f);
    expect(dump).toContain(account.username); // the identifier is remembered

    // The remembered identifier pre-fills the form next time, with the box still ticked.
    await logoutViaMenu(page, t);
    await page.goto('/m/login');
    await expect(await field(page, t, 'account.field.username')).toHaveValue(account.username);
    await expect(page.getByLabel(await t('account.login.remember'))).toBeChecked();
    await expect(await field(page, t, 'account.field.password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });
});
