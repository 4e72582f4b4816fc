import { randomUUID } from 'node:crypto';
import {
  codeFromOutbox,
  confirmPhoneWithCode,
  expect,
  fillProfileDetails,
  gotoHydrated,
  linkFromMailbox,
  localePath,
  LOCALES,
  messages,
  signIn,
  test,
} from './fixtures';

// Issue 21: changing the e-mail address or the phone number must never lose anyone their account.

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), template);

for (const locale of LOCALES) {
  test(`an e-mail change counts only once the new address is confirmed; the old address can undo it (${locale})`, async ({
    page,
    browser,
    newUser,
  }) => {
    test.setTimeout(300_000);
    const tP = messages[locale].Profile;
    const tF = messages[locale].ProfileForm;
    const newEmail = `changed-${locale}-${randomUUID().slice(0, 8)}@alva.example`;
    await signIn(page, locale, newUser);
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });

    // A new address on the profile: saved as pending, the account keeps the current one.
    await gotoHydrated(page, localePath(locale, '/profile'));
    const details = page.getByRole('form', { name: tF.formLabel });
    await details.getByLabel(tP.email).fill(newEmail);
    const national = `815${String(Date.now()).slice(-7)}${locale === 'en' ? '5' : '6'}`;
    await details.getByLabel(tP.phone).fill(national);
    await confirmPhoneWithCode(details, locale, `+62${national}`);
    await fillProfileDetails(details, locale, { gender: 'FEMALE', birth: ['12', '3', '1990'] });
    await details.getByRole('button', { name: tF.save }).click();
    await expect(
      details
        .getByRole('status')
        .filter({ hasText: fill(tF.savedEmailChanged, { email: newEmail, current: newUser.email }) }),
    ).toBeVisible();

    // The next load: still signed in, the current address in the field, the pending one named.
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile')}$`));
    await expect(details.getByLabel(tP.email)).toHaveValue(newUser.email);
    await expect(details.getByText(fill(tF.emailPendingHint, { email: newEmail }))).toBeVisible();

    // The old address still signs in (another device), and it was told, with an undo link.
    const other = await browser.newPage();
    await signIn(other, locale, newUser);
    await expect(other).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });
    const undo = await linkFromMailbox(newUser.email, '/undo-email-change');
    expect(undo.startsWith(localePath(locale, '/undo-email-change?token='))).toBe(true);

    // The link sent to the new address makes the change; this session goes on with the new address.
    const confirm = await linkFromMailbox(newEmail, '/verify-email');
    await gotoHydrated(page, confirm);
    await expect(page.getByText(messages[locale].VerifyEmail.success)).toBeVisible();
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(details.getByLabel(tP.email)).toHaveValue(newEmail);
    await other.context().clearCookies();
    await signIn(other, locale, { email: newEmail, password: newUser.password });
    await expect(other).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });

    // "This was not me": the old address is back and every session ends.
    await gotoHydrated(other, undo);
    await expect(other.getByText(messages[locale].UndoEmailChange.success)).toBeVisible();
    await page.goto(localePath(locale, '/profile'));
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login')}`), { timeout: 30_000 });
    await other.context().clearCookies();
    await signIn(other, locale, newUser);
    await expect(other).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });
    await gotoHydrated(other, localePath(locale, '/profile'));
    await expect(other.getByRole('form', { name: tF.formLabel }).getByLabel(tP.email)).toHaveValue(newUser.email);
    await other.close();
  });

  test(`a phone number is attached only with its code, and SMS sign-in with it opens that account (${locale})`, async ({
    page,
    newUser,
  }) => {
    test.setTimeout(300_000);
    const tP = messages[locale].Profile;
    const tF = messages[locale].ProfileForm;
    const tL = messages[locale].PhoneLogin;
    const national = `813${String(Date.now()).slice(-7)}${locale === 'en' ? '3' : '4'}`;
    await signIn(page, locale, newUser);
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });

    await gotoHydrated(page, localePath(locale, '/profile'));
    const details = page.getByRole('form', { name: tF.formLabel });
    await details.getByLabel(tP.phone).fill(national);
    await fillProfileDetails(details, locale, { gender: 'MALE', birth: ['2', '7', '1988'] });
    // Not without the code.
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByText(messages[locale].FormErrors.PHONE_NOT_VERIFIED)).toBeVisible();
    const profileCodeSentAt = Date.now();
    await confirmPhoneWithCode(details, locale, `+62${national}`);
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByRole('status').filter({ hasText: tF.saved })).toBeVisible();
    // A number gets a new code only a minute after the last one (the resend countdown).
    await page.waitForTimeout(Math.max(0, profileCodeSentAt + 62_000 - Date.now()));

    // Signed out, the SMS sign-in with that number opens this account (not a new, empty one).
    await page.context().clearCookies();
    await gotoHydrated(page, localePath(locale, '/login'));
    await page.getByLabel(new RegExp(tL.phone)).fill(national);
    const since = Date.now();
    await page.getByRole('button', { name: tL.sendCode }).click();
    await expect(page.getByText(tL.registered)).toBeVisible();
    await page.getByLabel(tL.code).fill(await codeFromOutbox(`+62${national}`, since));
    await page.getByRole('button', { name: tL.verify }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 30_000 });
    await gotoHydrated(page, localePath(locale, '/profile'));
    const form = page.getByRole('form', { name: tF.formLabel });
    await expect(form.getByLabel(tP.email)).toHaveValue(newUser.email);
    await expect(form.getByLabel(tP.phone)).toHaveValue(national);
  });
}
