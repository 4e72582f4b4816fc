import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, gotoHydrated, localePath, messages, type Locale } from './fixtures';

/**
 * Steps of the purchase flow (issue 12) as a buyer takes them, for the specs that need a placed or paid order
 * (purchase.spec.ts, orders.spec.ts).
 */
export const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);
export const rx = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// A valid NIK (province 31, born 12-05-90) and an Indonesian mobile number.
export const OWNER = {
  name: 'Dewi Lestari',
  nik: '3171011205900001',
  email: 'dewi.e2e@alva.example',
  phone: '081234567890',
  address: 'Jl. Jend. Sudirman No. 1, Setiabudi',
};

export async function configureAndBuy(
  page: Page,
  locale: Locale,
  battery: 'single' | 'subscription-rental' = 'single',
) {
  const t = messages[locale].Product;
  await gotoHydrated(page, localePath(locale, '/alva-one'));
  await page.getByRole('radio', { name: t.batteryOptions[battery] }).check();
  const clickedBuy = Date.now();
  await page.getByRole('button', { name: t.ctaBuy }).click();
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/purchase')}$`));
  return clickedBuy;
}

export async function fillOwner(page: Page, locale: Locale) {
  const t = messages[locale].Purchase;
  await page.getByLabel(t.fields.ownerName).fill(OWNER.name);
  await page.getByLabel(t.fields.identityCardNumber).fill(OWNER.nik);
  await page.getByLabel(t.fields.email).fill(OWNER.email);
  await page.getByLabel(t.fields.phoneNumber).fill(OWNER.phone);
  await page.getByLabel(t.fields.address).fill(OWNER.address);
  await page.getByLabel(t.fields.province).selectOption({ label: 'DKI Jakarta' });
  await page.getByLabel(t.fields.city).selectOption({ index: 1 });
  await page.getByRole('button', { name: t.continue }).click();
}

export async function pickUpAtNearestDealer(page: Page, locale: Locale) {
  const t = messages[locale].Purchase;
  await page.getByRole('radio', { name: rx(t.pickup) }).check();
  const dealers = page.getByRole('group', { name: t.dealerQuestion });
  await dealers.getByRole('radio').first().check();
  await expect(dealers.getByText(rx(t.openingHours.split('{')[0].trim())).first()).toBeVisible();
  await page.getByRole('button', { name: t.continue }).click();
}

export async function chooseOption(page: Page, locale: Locale, option: 'fullPayment' | 'preOrder') {
  const t = messages[locale].Purchase;
  await page.getByRole('radio', { name: rx(t[option]) }).check();
  await page.getByRole('button', { name: t.continue }).click();
}

/** The pay button ("Pay Rp …"), not the stepper's "Payment option". */
export const payButton = (page: Page, locale: Locale) =>
  page.getByRole('button', {
    name: new RegExp(`^${rx(fill(messages[locale].Purchase.pay, { amount: '' })).source}Rp`),
  });

export async function payWith(page: Page, locale: Locale, method: RegExp) {
  const t = messages[locale].Purchase;
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('checkbox', { name: rx(t.termsLabel) }).check();
  await payButton(page, locale).click();
  // Placing the order and opening the payment at the gateway: the first one on a cold cluster (two servers,
  // PostgreSQL and Redis sharing two cores with the browsers) has taken over 10 s.
  await expect(page).toHaveURL(/[?&]order=/, { timeout: 30_000 });
}

/** Opens the sandbox gateway's page of this payment and presses one of its buttons (Pay, Fail, Let it expire). */
export async function sandboxAction(browser: Browser, page: Page, locale: Locale, button: RegExp) {
  const href = await page.getByRole('link', { name: messages[locale].Purchase.sandboxLink }).getAttribute('href');
  const sandbox = await browser.newPage();
  await sandbox.goto(href!);
  await sandbox.getByRole('button', { name: button }).click();
  await sandbox.close();
}

/** A new customer has no KTP photo on file: the owner step asks for one before the owner fields. */
export async function uploadKtpPhoto(page: Page, locale: Locale) {
  const t = messages[locale].Purchase;
  const ktpPhoto = page.getByRole('region', { name: t.ktpPhotoTitle });
  await ktpPhoto.getByTestId('document-file-IDENTITY_CARD').setInputFiles({
    name: 'ktp.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background: '#5b8fd6' } })
      .png()
      .toBuffer(),
  });
  await ktpPhoto.getByRole('button', { name: messages[locale].Documents.upload }).click();
  await expect(page.getByText(t.ktpPhotoOnFile)).toBeVisible();
}
