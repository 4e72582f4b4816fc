import { expect, expectNoAxeViolations, gotoHydrated, LOCALES, localePath, messages, signIn, test } from './fixtures';

for (const locale of LOCALES) {
  test.describe(`sign-in and profile (${locale})`, () => {
    test('a wrong password shows the credentials message and signs nobody in', async ({ page, newUser }) => {
      await signIn(page, locale, { email: newUser.email, password: 'not-the-password' });
      // Next's route announcer is an alert too, so find ours by its text.
      await expect(
        page.getByRole('alert').filter({ hasText: messages[locale].Login.invalidCredentials }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login/email')}$`));
    });

    test('empty and malformed input is rejected before anything is sent', async ({ page }) => {
      const t = messages[locale].Login;
      await gotoHydrated(page, localePath(locale, '/login/email'));
      await page.getByRole('button', { name: t.submit }).click();
      const tE = messages[locale].FormErrors;
      await expect(page.getByText(tE.REQUIRED.replace('{field}', t.email))).toBeVisible();
      await page.getByLabel(t.email).fill('budi@alva');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(tE.EMAIL_FORMAT.replace('{field}', t.email))).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('sign in, see the account menu and the profile, sign out @phone', async ({ page, newUser, isMobile }) => {
      const tMenu = messages[locale].AccountMenu;
      await signIn(page, locale, newUser);
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`));

      if (isMobile) {
        await page.getByRole('button', { name: messages[locale].Nav.openMenu }).click();
        await page.getByRole('link', { name: tMenu.profile }).click();
      } else {
        await page.getByRole('button', { name: tMenu.open.replace('{name}', newUser.displayName) }).click();
        const items = page.getByRole('menuitem');
        await expect(items).toHaveText([
          tMenu.profile,
          tMenu.ev,
          tMenu.bookings,
          tMenu.purchase,
          tMenu.support,
          tMenu.settings,
          tMenu.logout,
        ]);
        await page.getByRole('menuitem', { name: tMenu.profile }).click();
      }

      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile')}$`));
      await expect(page.getByRole('heading', { name: messages[locale].Profile.title, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(newUser.email)).toBeVisible();
      await expect(page.getByRole('main').getByText(newUser.displayName)).toBeVisible();
      if (!isMobile) await expectNoAxeViolations(page);

      // Something in the persisted purchase state, which logout must remove.
      await page.evaluate(() => localStorage.setItem('persist:alva', '{"purchase":"{\\"stepActive\\":3}"}'));

      if (isMobile) {
        await page.getByRole('button', { name: messages[locale].Nav.openMenu }).click();
        await page.getByRole('button', { name: tMenu.logout }).click();
      } else {
        await page.getByRole('button', { name: tMenu.open.replace('{name}', newUser.displayName) }).click();
        await page.getByRole('menuitem', { name: tMenu.logout }).click();
      }
      await expect(page.getByRole('link', { name: messages[locale].Nav.login })).toBeVisible();
      // Polled: the browser's cookie store can trail the page by a moment after /api/logout answers.
      const cookieNames = async () => (await page.context().cookies()).map((c) => c.name);
      await expect.poll(cookieNames).not.toContain('vendure_auth_token');
      await expect.poll(cookieNames).not.toContain('customer_id');
      await expect.poll(cookieNames).not.toContain('alva.AuthUser');
      await expect.poll(cookieNames).not.toContain('alva.AuthUserTokens');
      // Removed, or rewritten by redux-persist with the initial state: either way the old flow state is gone.
      expect((await page.evaluate(() => localStorage.getItem('persist:alva'))) ?? '').not.toContain('"stepActive\\":3');

      await page.goto(localePath(locale, '/profile'));
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login')}$`));
    });

    test('signed out, /profile sends the visitor to /login', async ({ page }) => {
      await page.goto(localePath(locale, '/profile'));
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/login')}$`));
      await expect(page.getByRole('heading', { name: messages[locale].Login.title, exact: true })).toBeVisible();
    });
  });
}

test('the seeded demo customer can sign in and sees their profile', async ({ page }) => {
  await signIn(page, 'en', { email: 'customer@alva.example', password: 'AlvaDemo#2026' });
  await expect(page).toHaveURL(new RegExp(`localhost:${process.env.PORT || 3000}/$`));
  await page.goto('/profile');
  await expect(page.getByRole('main').getByText('customer@alva.example')).toBeVisible();
});
