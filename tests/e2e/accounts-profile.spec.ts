import { mkdirSync } from 'node:fs';
import {
  confirmPhoneWithCode,
  expect,
  expectNoAxeViolations,
  fillProfileDetails,
  gotoHydrated,
  localePath,
  LOCALES,
  messages,
  signIn,
  test,
} from './fixtures';

// A 64×64 magenta PNG (re-encoded by the back end to a 512 px JPEG).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDKub0VW70rIh7hIFCBKSh4etpohuwAdUrsgv1LtEN2IDqFdmFepfoBmxA9YrsQr1LdAM2oHpFdqHeJboBG1C9IrtQ7xLdgA2oXpFdqHeJbsAGVK/ILtS7RDdgA6pXZBfqXaIbsAHVK7IL9S7RDdiA6hXZhXqX6AZsQPWK7EK9S3QDNqB6RXah3iW6ARtQveIfHoCqgUvLmJY7AAAAAElFTkSuQmCC',
  'base64',
);

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), template);

for (const locale of LOCALES) {
  test(`complete the profile, add an address, upload a photo; all kept after reload (${locale})`, async ({
    page,
    newUser,
  }) => {
    test.setTimeout(120_000);
    const tP = messages[locale].Profile;
    const tF = messages[locale].ProfileForm;
    const tA = messages[locale].Addresses;
    const tE = messages[locale].FormErrors;
    const err = (code: keyof typeof tE, field: string) => fill(tE[code], { field });
    // A number of its own per run: a phone number belongs to one account.
    const phone = `81${String(Date.now()).slice(-8)}${locale === 'en' ? '1' : '2'}`;

    await signIn(page, locale, newUser);
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`));
    await gotoHydrated(page, localePath(locale, '/profile'));
    const details = page.getByRole('form', { name: tF.formLabel });
    await expect(details.getByLabel(tP.name)).toHaveValue(newUser.displayName);

    // --- A sample of bad input, each with its translated message. ---
    await details.getByLabel(tP.name).fill('<script>alert(1)</script>');
    await details.getByLabel(tP.phone).fill('+6591234567');
    await details.getByLabel(tF.day, { exact: true }).selectOption('31');
    await details.getByLabel(tF.month, { exact: true }).selectOption('2');
    await details.getByLabel(tF.year, { exact: true }).selectOption('1990');
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByText(err('LETTERS_ONLY', tP.name))).toBeVisible();
    await expect(details.getByText(tE.PHONE_COUNTRY)).toBeVisible();
    await expect(details.getByText(tE.BIRTH_DATE_INVALID)).toBeVisible();
    await expect(details.getByText(tE.OCCUPATION_REQUIRED)).toBeVisible();
    await expect(details.getByText(err('REQUIRED', tP.gender))).toBeVisible();
    await expect(details.getByLabel(tP.name)).toBeFocused();

    await details.getByLabel(tP.name).fill('Dewi 😀');
    await details.getByLabel(tP.phone).fill('0812abc45678');
    await details.getByLabel(tF.day, { exact: true }).selectOption('');
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByText(err('LETTERS_ONLY', tP.name))).toBeVisible();
    await expect(details.getByText(err('PHONE_FORMAT', tP.phone))).toBeVisible();
    await expect(details.getByText(tE.BIRTH_DATE_INCOMPLETE)).toBeVisible();

    // --- The valid profile. ---
    await details.getByLabel(tP.name).fill("Dewi Lestari-O'Neil");
    await details.getByLabel(tP.phone).fill(phone);
    // A new number is attached only after the code sent to it.
    await confirmPhoneWithCode(details, locale, `+62${phone}`);
    await fillProfileDetails(details, locale, { gender: 'FEMALE', birth: ['12', '3', '1990'] });
    await details.getByRole('button', { name: tF.save }).click();
    await expect(details.getByRole('status').filter({ hasText: tF.saved })).toBeVisible();

    // --- Photo, with the progress shown while it uploads. ---
    await page.getByLabel(tF.uploadPhoto).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(tF.photoSaved)).toBeVisible();
    const photo = page.getByRole('img', { name: fill(tF.photoAlt, { name: "Dewi Lestari-O'Neil" }) });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    // A file of the wrong type is refused before it is sent.
    await page
      .getByLabel(tF.changePhoto)
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: tF.photoErrors.FILE_TYPE })).toBeVisible();

    // --- Delivery address: bad input first, then a good one. ---
    await page.getByRole('button', { name: tA.add }).click();
    const form = page.getByRole('form', { name: tA.addTitle });
    await expect(form.getByLabel(tA.name)).toHaveValue("Dewi Lestari-O'Neil");
    await form.getByRole('textbox', { name: tA.address, exact: true }).fill('   ');
    await form.getByLabel(tA.province).selectOption('31');
    await form.getByLabel(tA.city).selectOption('3173');
    await form.getByLabel(tA.zipCode).fill('1022');
    await form.getByRole('button', { name: tA.save }).click();
    await expect(form.getByText(err('EMPTY', tA.address))).toBeVisible();
    await expect(form.getByText(err('ZIP_FORMAT', tA.zipCode))).toBeVisible();
    await form.getByRole('textbox', { name: tA.address, exact: true }).fill('Jl. Sudirman <b>5</b>');
    await form.getByLabel(tA.zipCode).fill('40111');
    await form.getByRole('button', { name: tA.save }).click();
    await expect(form.getByText(err('INVALID_CHARACTERS', tA.address))).toBeVisible();
    await expect(form.getByText(tE.ZIP_PROVINCE)).toBeVisible();
    await form.getByRole('textbox', { name: tA.address, exact: true }).fill('Jl. Jend. Sudirman No. 5, RT 01/RW 02');
    await form.getByLabel(tA.zipCode).fill('10220');
    await form.getByRole('button', { name: tA.save }).click();
    await expect(page.getByText(tA.added)).toBeVisible();
    const list = page.getByRole('list', { name: tA.listLabel });
    await expect(list.getByText('Kota Jakarta Pusat, DKI Jakarta 10220')).toBeVisible();

    await expectNoAxeViolations(page);

    // --- Reload: everything was stored. ---
    await gotoHydrated(page, localePath(locale, '/profile'));
    await expect(details.getByLabel(tP.name)).toHaveValue("Dewi Lestari-O'Neil");
    await expect(details.getByLabel(tP.phone)).toHaveValue(`${phone}`);
    await expect(details.getByRole('radio', { name: tP.genders.FEMALE })).toBeChecked();
    await expect(details.getByLabel(tF.day, { exact: true })).toHaveValue('12');
    await expect(details.getByLabel(tF.month, { exact: true })).toHaveValue('3');
    await expect(details.getByLabel(tF.year, { exact: true })).toHaveValue('1990');
    await expect(details.getByLabel(tP.occupation)).toHaveValue('ENTREPRENEUR');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await expect(list.getByText('Jl. Jend. Sudirman No. 5, RT 01/RW 02')).toBeVisible();
    await expect(list.getByText(tA.default)).toBeVisible();

    // The photo route answers its owner only.
    const src = (await photo.getAttribute('src'))!;
    expect((await page.request.get(src)).status()).toBe(200);
    const anonymous = await page.context().browser()!.newContext();
    expect((await anonymous.request.get(new URL(src, page.url()).toString())).status()).toBe(401);
    await anonymous.close();

    // Settings (account menu key): the section with the language choice.
    await gotoHydrated(page, `${localePath(locale, '/profile')}#settings`);
    await expect(page.getByRole('heading', { name: tP.settingsTitle })).toBeVisible();
    await expect(page.getByRole('radio', { name: messages[locale].LanguageSwitcher[locale] })).toBeChecked();

    mkdirSync('test-results/screenshots', { recursive: true });
    for (const width of [390, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, localePath(locale, '/profile'));
      await page.screenshot({ path: `test-results/screenshots/profile-${locale}-${width}.png`, fullPage: true });
    }
  });
}

test('changing the language in settings switches the site and is kept', async ({ page, newUser }) => {
  const tF = messages.en.ProfileForm;
  await signIn(page, 'en', newUser);
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/profile#settings');
  await page.getByRole('radio', { name: messages.en.LanguageSwitcher.id }).check();
  await page.getByRole('button', { name: tF.saveSettings }).click();
  await expect(page).toHaveURL(/\/id\/profile#settings$/);
  await expect(page.getByRole('heading', { name: messages.id.Profile.settingsTitle })).toBeVisible();
  await expect(page.getByRole('radio', { name: messages.id.LanguageSwitcher.id })).toBeChecked();
});
