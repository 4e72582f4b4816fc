// PREPARE module for scripts/lighthouse.mjs: takes a guest through /purchase up to PURCHASE_STEP (owner, delivery,
// options, review, or payment: an order placed by virtual account; owner by default) as the purchase e2e journey does,
// so that the measured load of /purchase opens that step from the persisted state (issue 19: "every step of
// /purchase"). The payment step places a real order in the stack's database each time it prepares a profile.
//   PREPARE=scripts/lighthouse-purchase-step.mjs PURCHASE_STEP=review node scripts/lighthouse.mjs <base> /purchase
import { readFileSync } from 'node:fs';

const en = JSON.parse(readFileSync(new URL('../messages/en.json', import.meta.url), 'utf8'));
const t = en.Purchase;
const STEPS = ['owner', 'delivery', 'options', 'review', 'payment'];
const exact = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** @param {import('playwright').Page} page */
export default async function prepare(page, base) {
  const step = STEPS.indexOf(process.env.PURCHASE_STEP || 'owner');
  if (step < 0) throw new Error(`PURCHASE_STEP is one of ${STEPS.join(', ')}`);
  await page.goto(`${base}/alva-one`, { waitUntil: 'networkidle' });
  await page.getByRole('radio', { name: en.Product.batteryOptions.single }).check();
  await page.getByRole('button', { name: en.Product.ctaBuy }).click();
  await page.waitForURL((url) => url.pathname === '/purchase');
  const continueButton = page.getByRole('button', { name: t.continue });
  if (step >= 1) {
    await page.getByLabel(t.fields.ownerName).fill('Dewi Lestari');
    await page.getByLabel(t.fields.identityCardNumber).fill('3171011205900001');
    await page.getByLabel(t.fields.email).fill('dewi.lighthouse@alva.example');
    await page.getByLabel(t.fields.phoneNumber).fill('081234567890');
    await page.getByLabel(t.fields.address).fill('Jl. Jend. Sudirman No. 1, Setiabudi');
    await page.getByLabel(t.fields.province).selectOption({ label: 'DKI Jakarta' });
    await page.getByLabel(t.fields.city).selectOption({ index: 1 });
    await continueButton.click();
  }
  if (step >= 2) {
    await page.getByRole('radio', { name: exact(t.pickup) }).check();
    await page.getByRole('group', { name: t.dealerQuestion }).getByRole('radio').first().check();
    await continueButton.click();
  }
  if (step >= 3) {
    await page.getByRole('radio', { name: exact(t.fullPayment) }).check();
    await continueButton.click();
    await page.getByRole('checkbox', { name: exact(t.termsLabel) }).waitFor();
  }
  if (step >= 4) {
    await page.locator('input[name=method]').first().check();
    await page.getByRole('checkbox', { name: exact(t.termsLabel) }).check();
    await page.getByRole('button', { name: new RegExp(`^${exact(t.pay.replace('{amount}', '')).source}Rp`) }).click();
    await page.waitForURL(/[?&]order=/, { timeout: 60_000 });
  }
  // The step reached is in the persisted state (redux-persist writes it to localStorage shortly after a change).
  await page.waitForTimeout(1500);
}
