import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  codeFromOutbox,
  expect,
  fillProfileDetails,
  gotoHydrated,
  linkFromMailbox,
  type Locale,
  localePath,
  LOCALES,
  messages,
  test,
} from './fixtures';

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

/** Signs a new phone-only account in with the code from the SMS outbox; returns its number. */
async function phoneSignUp(page: Page, locale: Locale, national: string) {
  const t = messages[locale].PhoneLogin;
  await gotoHydrated(page, localePath(locale, '/login'));
  await page.getByLabel(t.phone).fill(national);
  const since = Date.now();
  await page.getByRole('button', { name: t.sendCode }).click();
  await expect(page.getByText(t.notRegistered)).toBeVisible();
  await page.getByLabel(t.code).fill(await codeFromOutbox(`+62${national}`, since));
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });
}

for (const locale of LOCALES) {
  test(`a phone-only account saves its profile without an e-mail, adds one, sets a password and signs in with it (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const tP = messages[locale].Profile;
    const tF = messages[locale].ProfileForm;
    const tPw = messages[locale].Password;
    const tL = messages[locale].Login;
    const national = `817${String(Date.now()).slice(-7)}${locale === 'en' ? '1' : '2'}`;
    const email = `phone-pw-${locale}-${randomUUID().slice(0, 8)}@alva.example`;
    const password = `Sandi${Date.now() % 100000}ok`;

    await phoneSignUp(page, locale, national);

    // No password and no e-mail yet: "set a password" says to add an address first (no current password asked).
    await gotoHydrated(page, localePath(locale, '/profile'));
    const setSection = page.getByRole('region', { name: tPw.setTitle });
    await expect(setSection.getByText(tPw.setNeedsEmail)).toBeVisible();
    await expect(page.getByLabel(tPw.currentPassword)).toHaveCount(0);

    // The details save without an e-mail address.
    const details = page.getByRole('form', { name: tF.formLabel });
    await expect(details.getByLabel(tP.email)).toHaveValue('');
    await details.getByLabel(tP.name).fill(locale === 'en' ? 'Budi Santoso' : 'Putu Ayu');
    await fillProfileDetails(details, locale, { gender: 'MALE', birth: ['5', '8', '1992'] });
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByRole('status').filter({ hasText: tF.saved })).toBeVisible();

    // Then an e-mail address, confirmed from the mailbox.
    await details.getByLabel(tP.email).fill(email);
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByRole('status')).toBeVisible();
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(setSection.getByText(fill(tPw.setNeedsConfirmation, { email }))).toBeVisible();
    await gotoHydrated(page, await linkFromMailbox(email, '/verify-email'));
    await expect(page.getByText(messages[locale].VerifyEmail.success)).toBeVisible();

    // Now "set a password": the new one twice, checked first.
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(setSection.getByText(fill(tPw.setSubtitle, { email }))).toBeVisible();
    const newPassword = setSection.getByLabel(new RegExp(`^${tPw.newPassword}`));
    const retype = setSection.getByLabel(new RegExp(`^${tPw.retypePassword}`));
    await newPassword.fill(password);
    await retype.fill(`${password}x`);
    await setSection.getByRole('button', { name: tPw.setSubmit }).click();
    await expect(setSection.getByText(messages[locale].FormErrors.PASSWORD_MISMATCH)).toBeVisible();
    await retype.fill(password);
    await setSection.getByRole('button', { name: tPw.setSubmit }).click();
    await expect(setSection.getByRole('status')).toHaveText(fill(tPw.setDone, { email }));

    // The next load offers "change password"; signed out, the e-mail and the password sign in.
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(page.getByRole('heading', { name: tPw.changeTitle, level: 3 })).toBeVisible();
    await page.context().clearCookies();
    await gotoHydrated(page, localePath(locale, '/login/email'));
    await page.getByLabel(new RegExp(`^${tL.email}`)).fill(email);
    await page.getByLabel(new RegExp(`^${tL.password}`)).fill(password);
    await page.getByRole('button', { name: tL.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(page.getByRole('form', { name: tF.formLabel }).getByLabel(tP.phone)).toHaveValue(national);
  });
}
