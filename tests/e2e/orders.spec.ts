import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  adminApi,
  DASHBOARD,
  expect,
  gotoHydrated,
  LOCALES,
  localePath,
  messages,
  mailsTo,
  signIn,
  staffPage,
  test,
  type Locale,
  type TestUser,
} from './fixtures';
import {
  chooseOption,
  configureAndBuy,
  fill,
  fillOwner,
  payWith,
  pickUpAtNearestDealer,
  rx,
  sandboxAction,
  uploadKtpPhoto,
} from './purchase-journey';

/**
 * Issue 13 against the real stack: a signed-in customer's orders after the purchase, moved by staff through the
 * admin API (transitionOrderToState, assignOrderVin, setOrderPlateProgress, settleRefund; docs/orders-api.md) with
 * what the customer sees checked at each step.
 */

/** A signed-in customer places an order in the purchase flow and pays it (or its booking fee) in the sandbox. */
async function placePaidOrder(
  page: Page,
  browser: Browser,
  locale: Locale,
  user: TestUser,
  option: 'fullPayment' | 'preOrder',
): Promise<string> {
  const p = messages[locale].Purchase;
  await signIn(page, locale, user);
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 20_000 });
  await configureAndBuy(page, locale);
  await uploadKtpPhoto(page, locale);
  await fillOwner(page, locale);
  await pickUpAtNearestDealer(page, locale);
  await chooseOption(page, locale, option);
  await payWith(page, locale, rx(fill(p.methodCategory.VIRTUAL_ACCOUNT, { bank: 'BCA' })));
  const code = new URL(page.url()).searchParams.get('order')!;
  await sandboxAction(browser, page, locale, /^Pay$/);
  await expect(page.getByText(option === 'preOrder' ? p.paidBooking : p.paidFull).first()).toBeVisible({
    timeout: 20_000,
  });
  return code;
}

interface AdminOrder {
  id: string;
  state: string;
  customFields: { handoverCode: string | null };
  payments: { refunds: { id: string; state: string }[] }[];
}

async function adminOrder(code: string): Promise<AdminOrder> {
  const { orders } = await adminApi<{ orders: { items: AdminOrder[] } }>(
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) {
      items { id state customFields { handoverCode } payments { refunds { id state } } } } }`,
    { code },
  );
  expect(orders.items).toHaveLength(1);
  return orders.items[0];
}

async function transition(code: string, state: string) {
  const { id } = await adminOrder(code);
  const { transitionOrderToState } = await adminApi<{
    transitionOrderToState: { __typename: string; state?: string; transitionError?: string };
  }>(
    `mutation ($id: ID!, $state: String!) { transitionOrderToState(id: $id, state: $state) {
      __typename ... on Order { state } ... on OrderStateTransitionError { transitionError } } }`,
    { id, state },
  );
  expect(transitionOrderToState, JSON.stringify(transitionOrderToState)).toMatchObject({ state });
}

/** A VIN no other run has used (ISO 3779: 17 of digits and capitals without I, O, Q). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const uniqueVin = () =>
  'MHALV' + Array.from({ length: 12 }, () => VIN_CHARS[Math.floor(Math.random() * VIN_CHARS.length)]).join('');

/**
 * Opens the track page and checks the step of SPEC §4's table (`step` of `count`) and the status message. The page
 * counts the steps it draws: the full purchase's table runs 1–count, a booking's 0–count (one step more, from 1).
 */
async function expectProgress(
  page: Page,
  locale: Locale,
  code: string,
  step: number,
  count: number,
  status: keyof (typeof messages)['en']['Orders']['status'] | null,
  table: 'full' | 'booking' = 'full',
) {
  const t = messages[locale].Orders;
  const shown = table === 'booking' ? { step: step + 1, count: count + 1 } : { step, count };
  await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
  await expect(page.getByTestId('order-progress-step')).toHaveText(fill(t.progressStep, shown));
  if (status) await expect(page.getByTestId('order-status')).toHaveText(t.status[status]);
}

/** The timeline's stages reached so far, by label, each with a time. */
async function reachedStages(page: Page) {
  const reached = page.getByTestId('order-timeline').locator('li[data-reached="true"]');
  await expect(reached.first()).toBeVisible();
  for (const item of await reached.all()) await expect(item.locator('time')).toHaveText(/\d{1,2}[.:]\d{2}/);
  return reached.count();
}

for (const locale of LOCALES) {
  const t = messages[locale].Orders;

  test.describe(`orders (${locale})`, () => {
    // A purchase through the sandbox, then staff steps and the customer's pages after each: several minutes.
    test.describe.configure({ timeout: 300_000 });

    test('a full purchase walked by staff through every state, the customer following each step', async ({
      page,
      browser,
      newUser,
    }) => {
      const code = await placePaidOrder(page, browser, locale, newUser, 'fullPayment');

      // The account menu's "purchase" entry opens the list: the paid order with its kind, state and actions.
      await gotoHydrated(page, localePath(locale, '/'));
      const tMenu = messages[locale].AccountMenu;
      await page.getByRole('button', { name: fill(tMenu.open, { name: newUser.displayName }) }).click();
      await page.getByRole('menuitem', { name: tMenu.purchase }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/purchase/orders')}$`));
      const row = page.getByTestId(`order-${code}`);
      await expect(row.getByText(t.kind.FULL_PURCHASE)).toBeVisible();
      await expect(row.getByTestId('order-state')).toHaveText(t.state.PaymentSettled);
      await expect(row.getByTestId('order-amount')).toHaveText(/^Rp [\d.]+$/);
      await expect(
        row.getByRole('link', { name: fill(t.actionLabel, { action: t.actions.TRACK, code }) }),
      ).toBeVisible();
      await expect(row.getByRole('link', { name: rx(t.actions.PAY) })).toHaveCount(0);

      await expectProgress(page, locale, code, 2, 6, 'PAYMENT_CONFIRMED');
      let reached = await reachedStages(page);
      await expect(page.getByTestId('order-plate')).toContainText(t.plateNotStarted);
      // The order's amounts: the checkout's document surcharge and payment fee between the motorcycle and the total.
      await expect(page.locator('[data-charge="SURCHARGE_DOCUMENT"]')).toHaveText(
        `${t.charges.SURCHARGE_DOCUMENT}Rp 1.500.000`,
      );
      await expect(page.locator('[data-charge="PAYMENT_FEE"]')).toContainText(t.charges.PAYMENT_FEE);
      await expect(page.locator('[data-charge="TAX"]')).toContainText(t.includedInPrice);

      await transition(code, 'Allocated');
      await expectProgress(page, locale, code, 1, 6, 'MOTORCYCLE_READY');

      const { id } = await adminOrder(code);
      if (locale === 'en') {
        // Staff use the order page's "Delivery and registration" block in the back office (English only).
        const staff = await staffPage(browser, 'admin@alva.example');
        await staff.goto(`${DASHBOARD}/orders/${id}`);
        const vinField = staff.getByLabel('Assign a VIN');
        await vinField.fill('MH1SHORT');
        await staff.getByRole('button', { name: 'Save VIN' }).click();
        await expect(staff.getByText('A VIN has exactly 17 characters.')).toBeVisible();
        await vinField.fill(uniqueVin());
        await staff.getByRole('button', { name: 'Save VIN' }).click();
        await expect(staff.getByText('VIN saved.')).toBeVisible();
        await staff.getByRole('region', { name: 'Plate (STNK/BPKB)' }).getByLabel('Status').selectOption('PROCESSING');
        await staff.getByLabel('Estimated ready date').fill('2027-01-15');
        await staff.getByLabel('Delay reason (shown to the customer)').fill('Samsat Jakarta Selatan backlog');
        await staff.getByRole('button', { name: 'Save plate progress' }).click();
        await expect(staff.getByText('Plate progress saved; the customer is told.')).toBeVisible();
        await staff.context().close();
      } else {
        await adminApi(`mutation ($id: ID!, $vin: String!) { assignOrderVin(orderId: $id, vin: $vin) { id } }`, {
          id,
          vin: uniqueVin(),
        });
        await adminApi(
          `mutation ($id: ID!, $at: DateTime, $reason: String) {
          setOrderPlateProgress(orderId: $id, status: PROCESSING, estimatedAt: $at, delayReason: $reason) { id } }`,
          { id, at: '2027-01-15T03:00:00.000Z', reason: 'Samsat Jakarta Selatan backlog' },
        );
      }
      // The customer is told by e-mail too (the job queue sends it), about this order's plate.
      await expect
        .poll(() => mailsTo(newUser.email).some((m) => m.body.includes(code) && m.body.includes('STNK/BPKB')), {
          timeout: 30_000,
        })
        .toBe(true);
      await transition(code, 'Shipped');
      await expectProgress(page, locale, code, 3, 6, null);
      expect(await reachedStages(page)).toBeGreaterThan(reached);
      reached = await reachedStages(page);
      await expect(page.getByTestId('plate-delay')).toHaveText(
        fill(t.plateDelay, { reason: 'Samsat Jakarta Selatan backlog' }),
      );
      await expect(page.getByTestId('plate-status')).toContainText(rx(t.plate.PROCESSING.split('{')[0]));

      // Pick-up: "Shipping" reads ready to collect; the customer confirms with the dealer's code.
      await transition(code, 'Shipping');
      await expectProgress(page, locale, code, 4, 6, 'READY_TO_COLLECT');
      await expect(page.getByTestId('order-state')).toHaveText(t.stateShippingPickup);
      const handover = page.getByTestId('handover');
      const { customFields } = await adminOrder(code);
      expect(customFields.handoverCode).toMatch(/^\d{6}$/);
      const wrong = customFields.handoverCode === '000000' ? '111111' : '000000';
      await handover.getByLabel(t.handoverCode).fill(wrong);
      await handover.getByRole('button', { name: t.handoverSubmit }).click();
      await expect(handover.getByText(messages[locale].FormErrors.HANDOVER_CODE_INVALID)).toBeVisible();
      await handover.getByLabel(t.handoverCode).fill(customFields.handoverCode!);
      await handover.getByRole('button', { name: t.handoverSubmit }).click();
      await expect(page.getByTestId('order-status')).toHaveText(t.status.COLLECTED);
      await expect(page.getByTestId('order-progress-step')).toHaveText(fill(t.progressStep, { step: 5, count: 6 }));
      expect((await adminOrder(code)).state).toBe('Delivered');
      expect(await reachedStages(page)).toBeGreaterThan(reached);

      await adminApi(`mutation ($id: ID!) { setOrderPlateProgress(orderId: $id, status: READY) { id } }`, { id });
      await transition(code, 'Completed');
      await expectProgress(page, locale, code, 6, 6, null);
      await expect(page.getByTestId('plate-status')).toContainText(rx(t.plate.READY.split('{')[0]));
      await expect(page.getByTestId('plate-delay')).toHaveCount(0);
    });

    test('a pre-order: the bike is ready, the customer confirms and pays the rest', async ({
      page,
      browser,
      newUser,
    }) => {
      const code = await placePaidOrder(page, browser, locale, newUser, 'preOrder');
      await expectProgress(page, locale, code, 0, 4, 'BOOKING_CONFIRMED', 'booking');
      await transition(code, 'Allocated');
      await expectProgress(page, locale, code, 1, 4, 'MOTORCYCLE_READY', 'booking');
      const booking = page.getByTestId('booking-confirmation');
      await booking.getByRole('button', { name: t.bookingConfirm }).click();
      await expect(booking).toHaveCount(0);
      const pay = page.getByRole('link', { name: t.payRemaining });
      await expect(pay).toHaveAttribute('href', new RegExp(`/purchase\\?order=${code}$`));
      await pay.click();
      await expect(page).toHaveURL(new RegExp(`[?&]order=${code}`));
      // The purchase flow's payment step offers a new payment of the remaining amount (retryPurchasePayment).
      const retry = page.getByRole('button', { name: messages[locale].Purchase.retryPayment });
      await retry.click();
      // The sandbox link must be the new payment's: wait until the page shows it (the retry form goes away).
      await expect(retry).toHaveCount(0);
      await expect(page.locator('[data-payment-status="PENDING"]')).toBeVisible();
      await expect(page.getByText(messages[locale].Purchase.remainingNow)).toBeVisible();
      await sandboxAction(browser, page, locale, /^Pay$/);
      await expect(page.locator('[data-payment-status="SETTLED"]')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(messages[locale].Purchase.paidRemaining)).toBeVisible();
      await expectProgress(page, locale, code, 1, 4, 'PAYMENT_CONFIRMED', 'booking');
      // Paid in full: staff can now ship it.
      const { id } = await adminOrder(code);
      await adminApi(`mutation ($id: ID!, $vin: String!) { assignOrderVin(orderId: $id, vin: $vin) { id } }`, {
        id,
        vin: uniqueVin(),
      });
      await transition(code, 'Shipped');
    });

    test('a pre-order cancelled when the bike is ready: booking cancelled, booking fee refunded', async ({
      page,
      browser,
      newUser,
    }) => {
      const code = await placePaidOrder(page, browser, locale, newUser, 'preOrder');
      await transition(code, 'Allocated');
      await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
      const booking = page.getByTestId('booking-confirmation');
      await booking.getByRole('button', { name: t.bookingCancel }).click();
      await expect(booking.getByText(t.bookingCancelConfirm)).toBeVisible();
      await booking.getByRole('button', { name: t.bookingCancel }).click();
      await expect(page.getByTestId('order-state')).toHaveText(t.state.Cancelled);
      await expect(page.getByTestId('refund')).toContainText(t.refund.PENDING);
    });

    test('cancel with a reason from the list, then staff settle the refund', async ({ page, browser, newUser }) => {
      const code = await placePaidOrder(page, browser, locale, newUser, 'fullPayment');
      await gotoHydrated(page, localePath(locale, '/purchase/orders'));
      const row = page.getByTestId(`order-${code}`);
      await row.getByRole('button', { name: fill(t.actionLabel, { action: t.actions.CANCEL, code }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(t.cancelTitle, { code }) });
      // "Others" needs the customer's own words.
      await dialog.getByRole('radio', { name: t.reasons.OTHER }).check();
      await dialog.getByRole('button', { name: t.cancelSubmit }).click();
      await expect(
        dialog.getByText(fill(messages[locale].FormErrors.REQUIRED, { field: t.cancelOther })),
      ).toBeVisible();
      const reason = locale === 'en' ? 'FOUND_CHEAPER' : 'CHANGE_PAYMENT_OPTION';
      await dialog.getByRole('radio', { name: t.reasons[reason] }).check();
      await dialog.getByRole('button', { name: t.cancelSubmit }).click();
      await expect(dialog).toHaveCount(0);
      await expect(row.getByTestId('order-state')).toHaveText(t.state.Cancelled);
      await expect(row.getByText(t.refund.PENDING)).toBeVisible();
      await expect(row.getByRole('button', { name: rx(t.actions.CANCEL) })).toHaveCount(0);

      const order = await adminOrder(code);
      const refund = order.payments.flatMap((p) => p.refunds)[0];
      expect(refund.state).toBe('Pending');
      await adminApi(
        `mutation ($id: ID!) { settleRefund(input: { id: $id, transactionId: "e2e-refund" }) { __typename } }`,
        { id: refund.id },
      );
      await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
      const cancellation = page.getByTestId('order-cancellation');
      await expect(cancellation).toContainText(fill(t.cancelledReason, { reason: t.reasons[reason] }));
      await expect(cancellation.getByTestId('refund')).toContainText(t.refund.SETTLED);
    });

    test('the receipt downloads as a PDF with the order lines; another customer sees none of it', async ({
      page,
      browser,
      newUser,
      otherUser,
    }) => {
      const code = await placePaidOrder(page, browser, locale, newUser, 'fullPayment');
      await gotoHydrated(page, localePath(locale, '/purchase/orders'));
      const row = page.getByTestId(`order-${code}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('link', { name: fill(t.actionLabel, { action: t.actions.RECEIPT, code }) }).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      expect(text).toContain(code);
      expect(text).toContain('Alva One');
      // Every charge line of SPEC §3 in the customer's language, and the amounts in rupiah.
      const charges = messages[locale].Purchase.charges;
      for (const label of [charges.PRICE, charges.TAX, charges.PAYMENT_FEE]) expect(text).toContain(label);
      expect(text).toMatch(/Rp\s?[\d.]+/);

      // A second customer: no row, a 404 track page, a 404 receipt.
      const baseURL = test.info().project.use.baseURL;
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await signIn(otherPage, locale, otherUser);
      await expect(otherPage).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 20_000 });
      await gotoHydrated(otherPage, localePath(locale, '/purchase/orders'));
      await expect(otherPage.getByText(t.empty)).toBeVisible();
      await expect(otherPage.getByTestId(`order-${code}`)).toHaveCount(0);
      const track = await otherPage.goto(localePath(locale, `/purchase/orders/${code}`));
      expect(track?.status()).toBe(404);
      await expect(otherPage.getByText(code)).toHaveCount(0);
      const receipt = await otherPage.request.get(`/api/orders/${code}/receipt?lang=${locale}`);
      expect(receipt.status()).toBe(404);
      expect(receipt.headers()['content-type']).not.toContain('pdf');
      // Signed out: the list goes to the login page.
      const anonymous = await browser.newContext({ baseURL });
      const anonymousPage = await anonymous.newPage();
      await anonymousPage.goto(localePath(locale, '/purchase/orders'));
      await expect(anonymousPage).toHaveURL(new RegExp(`${localePath(locale, '/login')}$`));
      expect((await anonymousPage.request.get(`/api/orders/${code}/receipt`)).status()).toBe(401);
      await other.close();
      await anonymous.close();
    });
  });
}
