import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import {
  adminApi,
  DASHBOARD,
  expect,
  gotoHydrated,
  LOCALES,
  localePath,
  mailsTo,
  messages,
  signIn,
  stackSecret,
  staffPage,
  test,
  type Locale,
  type TestUser,
} from './fixtures';
import {
  fill,
  fillOwner,
  configureAndBuy,
  pickUpAtNearestDealer,
  rx,
  sandboxAction,
  uploadKtpPhoto,
} from './purchase-journey';

/**
 * Issue 14 against the real stack: a buyer compares the providers' offers, applies, and the provider's decision
 * arrives from staff (the back office in English, the admin API in Indonesian) or from the provider's own signed
 * webhook; the down payment is paid in the sandbox gateway; a rejection leads to another provider with nothing
 * typed again.
 */

const VENDURE = DASHBOARD.replace(/\/dashboard$/, '');

/** The purchase flow up to step 3, then "Installment" and its link to the offers. */
async function reachOffers(page: Page, locale: Locale, user: TestUser) {
  const p = messages[locale].Purchase;
  await signIn(page, locale, user);
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 20_000 });
  await configureAndBuy(page, locale);
  await uploadKtpPhoto(page, locale);
  await fillOwner(page, locale);
  await pickUpAtNearestDealer(page, locale);
  await page.getByRole('radio', { name: rx(p.installment) }).check();
  await page.getByRole('link', { name: p.installmentLink }).click();
  await expect(page).toHaveURL(
    new RegExp(`${localePath(locale, '/product/alva-one-1-battery/customize/payment/installment')}$`),
  );
  await expect(page.getByRole('heading', { name: messages[locale].Installment.offersTitle })).toBeVisible({
    timeout: 20_000,
  });
}

const monthlyAmounts = async (page: Page) =>
  (await page.locator('[data-testid^="offer-"] p').allTextContents())
    .filter((t) => t.startsWith('Rp'))
    .map((t) => Number(t.replace(/\D/g, '')));

async function uploadDocument(page: Page, locale: Locale, type: string) {
  const section = page.getByRole('region', { name: new RegExp(messages[locale].Installment.applyTitle.split('{')[0]) });
  await section.getByTestId(`document-file-${type}`).setInputFiles({
    name: `${type.toLowerCase()}.png`,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 800, height: 500, channels: 3, background: '#7a9b5c' } })
      .png()
      .toBuffer(),
  });
  await section.getByRole('button', { name: messages[locale].Documents.upload }).first().click();
  await expect(section.getByText(`✓ ${messages[locale].Installment.documents[type as 'TAX_CARD']}`)).toBeVisible({
    timeout: 20_000,
  });
}

async function applyWith(page: Page, locale: Locale, providerName: string, missing: string[]) {
  const t = messages[locale].Installment;
  await page.getByRole('button', { name: fill(t.choose, { provider: providerName }) }).click();
  for (const type of missing) await uploadDocument(page, locale, type);
  await page.getByRole('checkbox', { name: fill(t.agreeRequirements, { provider: providerName }) }).check();
  await page.getByRole('checkbox', { name: rx(fill(t.consentToShare, { provider: providerName })) }).check();
  await page.getByRole('button', { name: t.apply }).click();
  await expect(page).toHaveURL(/\/purchase\/orders\/[A-Za-z0-9]+$/, { timeout: 30_000 });
  return page.url().split('/').pop()!;
}

interface Application {
  id: string;
  reference: string;
  status: string;
}
async function applicationOf(code: string): Promise<Application> {
  const { installmentApplications } = await adminApi<{
    installmentApplications: { items: (Application & { orderCode: string })[] };
  }>(
    `query { installmentApplications(options: { sort: { createdAt: DESC }, take: 50 }) { items { id reference status orderCode } } }`,
  );
  const found = installmentApplications.items.find((a) => a.orderCode === code);
  expect(found, `an application of ${code}`).toBeTruthy();
  return found!;
}

const decide = (id: string, decision: string, reason?: string) =>
  adminApi(
    `mutation ($id: ID!, $d: InstallmentDecision!, $r: String) { decideInstallmentApplication(id: $id, decision: $d, reason: $r) { id status } }`,
    { id, d: decision, r: reason ?? null },
  );

/** The provider's shared secret: the stack's generated one (production mode), else the development default. */
function webhookSecret(provider: string) {
  return stackSecret(`INSTALLMENT_WEBHOOK_SECRET_${provider}`) ?? `alva-local-${provider.toLowerCase()}-webhook-secret`;
}

/** The provider posts its decision itself, signed with its shared secret. */
async function providerWebhook(provider: string, body: Record<string, string>) {
  const signed = [body.sentAt, body.eventId, body.applicationReference, body.decision, body.reason ?? ''].join('.');
  const signature = `sha256=${createHmac('sha256', webhookSecret(provider)).update(signed).digest('hex')}`;
  return fetch(`${VENDURE}/installment-webhooks/${provider.toLowerCase()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-alva-signature': signature },
    body: JSON.stringify(body),
  });
}

for (const locale of LOCALES) {
  const t = messages[locale].Installment;
  const o = messages[locale].Orders;

  test.describe(`installment (${locale})`, () => {
    test.describe.configure({ timeout: 300_000 });

    test('compare offers, apply to BFI, approved, down payment paid in the sandbox, contract signed, processing', async ({
      page,
      browser,
      newUser,
    }) => {
      await reachOffers(page, locale, newUser);
      // Side by side, cheapest month first; sorting by total paid reorders them.
      const cards = page.locator('[data-testid^="offer-"]');
      expect(await cards.count()).toBeGreaterThanOrEqual(3);
      const monthly = await monthlyAmounts(page);
      expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
      await page.getByLabel(t.sortBy).selectOption('TOTAL');
      await expect(cards.first().getByText(t.lowestTotal)).toBeVisible();
      await page.getByLabel(t.sortBy).selectOption('MONTHLY');
      await page.getByLabel(t.tenor).selectOption('24');
      await expect(cards.first()).toContainText(/24/);

      // Agreeing to the requirements is required (SPEC §5): refused with the message until ticked.
      await page.getByRole('button', { name: fill(t.choose, { provider: 'BFI Finance' }) }).click();
      await page.getByRole('button', { name: /\(2/ }).click();
      await expect(page.getByText(messages[locale].FormErrors.REQUIREMENTS_NOT_AGREED)).toBeVisible();
      const code = await applyWith(page, locale, 'BFI Finance', ['TAX_CARD', 'PROOF_OF_INCOME']);
      await expect(page.getByTestId('installment-status')).toHaveText(
        fill(t.status.REQUESTED, { provider: 'BFI Finance' }),
      );
      // Progress step 0 (SPEC §4): the tracking says the application is in review instead of a stepper.
      await expect(page.getByText(o.inReview)).toBeVisible();

      const application = await applicationOf(code);
      if (locale === 'en') {
        // Staff record the provider's approval in the back office's queue.
        const staff = await staffPage(browser, 'admin@alva.example');
        await staff.goto(`${DASHBOARD}/installment-applications`);
        await staff.getByText(application.reference).first().click();
        await expect(staff.getByText('Waiting for the provider').first()).toBeVisible({ timeout: 20_000 });
        await expect(staff.getByText('Identity card (KTP)').or(staff.getByText('KTP')).first()).toBeVisible();
        await staff.getByRole('button', { name: 'Record approval' }).click();
        await expect(staff.getByText('Recorded. The customer is told by e-mail and SMS/WhatsApp.')).toBeVisible();
        await staff.context().close();
      } else {
        await decide(application.id, 'APPROVED');
      }

      // Told by e-mail (the job queue sends it; SMS/WhatsApp goes to the outbox the same way).
      await expect
        .poll(() => mailsTo(newUser.email).some((m) => m.body.includes(code) && /approved|disetujui/.test(m.body)), {
          timeout: 30_000,
        })
        .toBe(true);
      await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
      await expect(page.getByTestId('installment-status')).toHaveText(
        fill(t.status.APPROVED, { provider: 'BFI Finance' }),
      );
      await expect(page.getByTestId('order-status')).toHaveText(o.status.INSTALLMENT_CONTRACT_SIGN_OFF);
      await expect(page.getByTestId('order-progress-step')).toHaveText(fill(o.progressStep, { step: 1, count: 6 }));
      await page.getByRole('button', { name: rx(t.payDownPayment.split('(')[0].trim()) }).click();
      await page.getByRole('radio', { name: locale === 'en' ? 'BCA Virtual Account' : 'Virtual Account BCA' }).check();
      await page.getByRole('button', { name: t.continueToPay }).click();
      await expect(page).toHaveURL(/[?&]order=/);
      await expect(page.getByText(messages[locale].Purchase.downPaymentNow)).toBeVisible();
      await sandboxAction(browser, page, locale, /^Pay$/);
      await expect(page.getByText(messages[locale].Purchase.paidDownPayment)).toBeVisible({ timeout: 20_000 });

      await decide(application.id, 'CONTRACT_SIGNED');
      const { orders } = await adminApi<{ orders: { items: { id: string; state: string }[] } }>(
        `query ($c: String!) { orders(options: { filter: { code: { eq: $c } } }) { items { id state } } }`,
        { c: code },
      );
      expect(orders.items[0].state).toBe('ContractSigned');
      await adminApi(`mutation ($id: ID!) { transitionOrderToState(id: $id, state: "Allocated") { __typename } }`, {
        id: orders.items[0].id,
      });
      await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
      await expect(page.getByTestId('installment-status')).toHaveText(
        fill(t.status.CONTRACT_SIGNED, { provider: 'BFI Finance' }),
      );
      const reached = page.getByTestId('order-timeline').locator('li[data-reached="true"]');
      await expect(reached).toHaveCount(4);
      await expect(reached.filter({ hasText: o.stage.CONTRACT_SIGNED })).toHaveCount(1);
      await expect(reached.filter({ hasText: o.stage.PROCESSING })).toHaveCount(1);
    });

    test('rejected by ADIRA through its webhook, then another provider with everything kept', async ({
      page,
      newUser,
    }) => {
      await reachOffers(page, locale, newUser);
      const code = await applyWith(page, locale, 'Adira Finance', ['FAMILY_CARD', 'PROOF_OF_INCOME']);
      const application = await applicationOf(code);
      const body = {
        eventId: `adira-${application.reference}`,
        applicationReference: application.reference,
        decision: 'REJECTED',
        reason: 'Income below our minimum',
        sentAt: new Date().toISOString(),
      };
      expect((await providerWebhook('ADIRA', body)).status).toBe(200);
      // Sent twice by the provider: nothing changes.
      expect((await providerWebhook('ADIRA', body)).status).toBe(200);

      await gotoHydrated(page, localePath(locale, `/purchase/orders/${code}`));
      await expect(page.getByTestId('installment-status')).toHaveText(
        fill(t.status.REJECTED, { provider: 'Adira Finance' }),
      );
      await expect(page.getByText(rx(fill(t.reason, { reason: 'Income below our minimum' })))).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText(o.status.INSTALLMENT_REJECTED);
      await page.getByRole('link', { name: t.applyAgain }).click();
      await expect(page).toHaveURL(new RegExp(`installment\\?order=${code}$`));
      await expect(page.getByTestId('offer-ADIRA').getByText(t.declinedBefore)).toBeVisible({ timeout: 20_000 });
      // Papitupi asks for the KTP and the family card, both already in the profile: nothing to type or upload again.
      await page.getByRole('button', { name: fill(t.choose, { provider: 'Papitupi' }) }).click();
      await expect(page.getByText(`✓ ${t.documents.IDENTITY_CARD}`)).toBeVisible();
      await expect(page.getByText(`✓ ${t.documents.FAMILY_CARD}`)).toBeVisible();
      await page.getByRole('checkbox', { name: fill(t.agreeRequirements, { provider: 'Papitupi' }) }).check();
      await page.getByRole('checkbox', { name: rx(fill(t.consentToShare, { provider: 'Papitupi' })) }).check();
      await page.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(new RegExp(`/purchase/orders/${code}$`), { timeout: 30_000 });
      await expect(page.getByTestId('installment-status')).toHaveText(
        fill(t.status.REQUESTED, { provider: 'Papitupi' }),
      );
      await page.locator('details summary').click();
      await expect(
        page.getByText(rx(`Adira Finance: ${fill(t.status.REJECTED, { provider: 'Adira Finance' })}`)),
      ).toBeVisible();
    });
  });
}
