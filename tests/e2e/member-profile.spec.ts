/**
 * The member center's personal info and security settings (issue 28 section 2; spec section 7 lists "personal
 * info", "security settings" and the email call): one fresh member per merchant changes the nickname, binds an
 * email (refused with a wrong login password), sets the payee name once and binds a mobile number with the SMS
 * code the sandbox outbox shows. Texts come from the catalogue; the masked forms are the ones this spec writes
 * down: the mailbox's first letter and the domain, a number's last 4 digits.
 */
import { resolveCompliance } from '@wl/manifest/compliance';
import { expect, test } from '../fixtures.ts';
import { field, registerMember, requestSmsCode, ruleSet, smsCode, valueFor } from './account.helpers.ts';
import { merchantDigits, trialSession, useSession } from './shell-helpers.ts';

test('personal info and security settings: nickname, email, payee name and mobile number', async ({
  page,
  t,
  merchant,
  sandbox,
}) => {
  test.setTimeout(90_000);
  const rules = await ruleSet(sandbox);
  const { username, password } = await registerMember(page, t, merchant, sandbox);
  const saved = page.getByText(await t('in_chang_saved'));

  // Personal info, from the member center's row.
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: await t('route.personalInfo') }).click();
  await expect(page).toHaveURL(/\/m\/member\/info$/);
  await expect(page.getByTestId('info-account')).toHaveText(username);
  const nickname = valueFor('nickname', rules, merchant);
  await (await field(page, t, 'account.field.nickname')).fill(nickname);
  const nicknameForm = page.getByRole('form', { name: await t('member.info.nicknameForm') });
  await nicknameForm.getByRole('button', { name: await t('member.info.save') }).click();
  await expect(saved).toBeVisible();
  // A merchant that opens accounts without a date of birth lets the player give it here, once (spec section 9).
  const dobForm = page.getByRole('form', { name: await t('protection.dob.label') });
  if (!resolveCompliance(merchant).modules.dateOfBirth) {
    const born = `${new Date().getFullYear() - merchant.ageLimit - 10}-03-04`;
    await dobForm.getByLabel(await t('protection.dob.label')).fill(born);
    await dobForm.getByRole('button', { name: await t('member.info.saveBirthDate') }).click();
    await expect(page.getByTestId('info-birthDate')).toContainText(await t('member.info.birthDateFixed'));
  }
  await expect(dobForm).toHaveCount(0);
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-name')).toHaveText(nickname);

  // Security settings: the email needs the login password.
  await page.getByRole('link', { name: await t('route.securitySettings') }).click();
  await expect(page).toHaveURL(/\/m\/member\/security$/);
  const email = page.getByTestId('security-email');
  await expect(page.getByTestId('security-email-value')).toHaveText(await t('member.security.notBound'));
  await email.getByRole('button').click();
  const address = valueFor('email', rules, merchant);
  await (await field(page, t, 'member.security.newEmail')).fill(address);
  const confirm = await field(page, t, 'member.security.confirmPassword');
  await confirm.fill(`${password}x`);
  await email.getByRole('button', { name: await t('member.security.save') }).click();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await confirm.fill(password);
  await email.getByRole('button', { name: await t('member.security.save') }).click();
  await expect(page.getByTestId('security-email-value')).toHaveText(
    `${address[0]}***${address.slice(address.indexOf('@'))}`,
  );

  // The payee name: set once, then only customer service changes it.
  const payee = page.getByTestId('security-payee');
  await payee.getByRole('button').click();
  const name = valueFor('payeeName', rules, merchant);
  await (await field(page, t, 'account.field.payeeName')).fill(name);
  await payee.getByRole('button', { name: await t('member.security.save') }).click();
  await expect(page.getByTestId('security-payee-value')).toHaveText(name);
  await expect(payee.getByRole('button')).toHaveCount(0);
  await expect(payee.getByText(await t('member.security.payeeFixed'))).toBeVisible();

  // A mobile number, with the code the logged-in SMS call sent to it.
  const mobileRow = page.getByTestId('security-mobile');
  await mobileRow.getByRole('button').click();
  const mobile = valueFor('mobileNum', rules, merchant);
  await (await field(page, t, 'member.security.newMobile')).fill(mobile);
  await requestSmsCode(page, t, sandbox);
  await (await field(page, t, 'account.field.verificationCode')).fill(await smsCode(sandbox, mobile));
  await mobileRow.getByRole('button', { name: await t('member.security.save') }).click();
  const tag = await page.evaluate(() => document.documentElement.lang);
  const masked = `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}`;
  await expect(page.getByTestId('security-mobile-value')).toHaveText(
    merchantDigits(merchant, tag, `+${merchant.phone.dialingCode} ${masked}`),
  );
});

test('a free-play account is refused the security settings with free_reject (spec section 6: no member center)', async ({
  page,
  t,
  sandbox,
  merchant,
}) => {
  await useSession(page, merchant, await trialSession(sandbox));
  await page.goto('/m/member/security');
  await expect(page.getByRole('alertdialog')).toContainText(await t('free_reject'));
  await expect(page.getByTestId('security-email')).toHaveCount(0);
});
