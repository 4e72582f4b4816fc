import type { Page } from '@playwright/test';
import { simulate } from '../../backend/src/plugins/financing/financing-math';
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  LOCALES,
  localePath,
  messages,
  test,
  type Locale,
} from './fixtures';

// Leads are written to SQLite: one worker for this file keeps the writes in sequence.
test.describe.configure({ mode: 'default' });

const ADMIN_API = `http://localhost:${process.env.VENDURE_PORT || 3001}/admin-api`;
/** The seeded e-commerce admin (a Vendure administrator whose role has ReadLeads). */
const ADMIN = { username: 'admin@alva.example', password: 'AlvaDemo#2026' };
let adminToken: string | null = null;

async function adminApi<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  if (!adminToken) {
    const res = await fetch(ADMIN_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }',
        variables: { u: ADMIN.username, p: ADMIN.password },
      }),
    });
    adminToken = res.headers.get('vendure-auth-token');
    if (!adminToken) throw new Error(`admin login failed: ${await res.text()}`);
  }
  const res = await fetch(ADMIN_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** A letters-only name no other run has used (names accept letters only). */
const uniqueName = (first: string) =>
  `${first} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const idr = (n: number) => n * 100;
const rupiah = (minor: number) => `Rp ${Math.round(minor / 100).toLocaleString('id-ID')}`.replace(/\u00a0/g, ' ');

/** The seeded demo parameters (backend/src/plugins/financing/financing-demo-data.ts). */
const ADIRA = { adminFee: idr(500_000), insuranceRateBps: 200 };
const ADIRA_BPS: Record<number, number> = { 6: 1400, 12: 1450, 18: 1550, 24: 1650, 36: 1800 };

async function fillLead(page: Page, locale: Locale, values: { name: string; phone: string; city: string }) {
  const t = messages[locale].Leads;
  const form = page.getByRole('form', { name: t.formLabel });
  await form.getByLabel(t.fullName).fill(values.name);
  await form.getByLabel(t.phone).fill(values.phone);
  await form.getByLabel(t.city).fill(values.city);
  return form;
}

/** Bad input is refused in the browser with translated messages; good input is stored and listed for staff. */
async function leadFormJourney(page: Page, locale: Locale, source: 'monthly-cost' | 'dp-simulation') {
  const t = messages[locale].Leads;
  const e = messages[locale].FormErrors;
  const form = page.getByRole('form', { name: t.formLabel });
  await form.getByRole('button', { name: t.submit }).click();
  for (const label of [t.fullName, t.phone, t.city]) {
    await expect(form.getByText(e.REQUIRED.replace('{field}', label))).toBeVisible();
  }
  await fillLead(page, locale, { name: 'Budi 99', phone: '0812-abc', city: 'Bandung' });
  await form.getByRole('button', { name: t.submit }).click();
  await expect(form.getByText(e.LETTERS_ONLY.replace('{field}', t.fullName))).toBeVisible();
  await expect(form.getByText(e.PHONE_FORMAT.replace('{field}', t.phone))).toBeVisible();

  const name = uniqueName('Dewi');
  await fillLead(page, locale, { name, phone: '812 3456 7890', city: 'Bandung' });
  await form.getByRole('button', { name: t.submit }).click();
  await expect(page.getByText(t.success.replace('{name}', 'Dewi'))).toBeVisible();

  const { marketingLeads } = await adminApi<{
    marketingLeads: { items: Array<Record<string, unknown>> };
  }>(
    `query($o: MarketingLeadListOptions) { marketingLeads(options: $o) { items { fullName phone city source productSlug areaCode downPaymentPercent tenorMonths languageCode } } }`,
    { o: { search: name } },
  );
  expect(marketingLeads.items).toHaveLength(1);
  expect(marketingLeads.items[0]).toMatchObject({
    fullName: name,
    phone: '+6281234567890',
    city: 'Bandung',
    source,
    languageCode: locale,
  });
  return marketingLeads.items[0];
}

for (const locale of LOCALES) {
  const m = messages[locale];
  const t = m.Financing;

  test(`monthly cost: instalment, electric vs petrol and the lead form (${locale})`, async ({ page, request }) => {
    // The first result is in the static HTML.
    const html = await (await request.get(localePath(locale, '/monthly-cost'))).text();
    expect(html.replace(/\u00a0/g, ' ')).toContain('Rp 1.632.000');

    await gotoHydrated(page, localePath(locale, '/monthly-cost'));
    await expect(page.getByRole('heading', { level: 2, name: t.monthlyTitle })).toBeVisible();
    const instalment = page.getByTestId('monthly-instalment');
    await expect(instalment).toContainText('Rp 1.632.000');

    // Bali, Alva Cervo, 30 % down, 36 months with ADIRA.
    await page.getByLabel(t.area, { exact: true }).selectOption('bali');
    await page.getByLabel(t.model, { exact: true }).selectOption('alva-cervo');
    await page.getByLabel(t.downPaymentShare, { exact: true }).selectOption('30');
    await page.getByLabel(t.tenor, { exact: true }).selectOption('36');
    const cervoBali = simulate({
      otrPrice: idr(48_500_000 + 1_900_000),
      downPaymentPercent: 30,
      tenorMonths: 36,
      flatRateBps: 1800,
      ...ADIRA,
    });
    await expect(instalment).toContainText(rupiah(cervoBali.monthlyInstalment));
    await expect(page.getByText(rupiah(cervoBali.totalPayment)).first()).toBeVisible();

    // Electric vs petrol at 20 km a day: petrol Rp 208.333, home charging Rp 55.339 a month.
    const km = page.getByLabel(t.running.kmPerDay);
    await km.fill('20');
    await expect(page.getByTestId('running-saving')).toContainText('Rp 152.994');
    await expect(
      page.getByRole('img', { name: new RegExp(t.running.chartTitle.replace('{km, number}', '20')) }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(t.running.kinds.PETROL) })).toContainText('Rp 208.333');
    await km.fill('9999');
    await expect(page.getByText(t.running.kmInvalid.replace('{max}', '500'))).toBeVisible();
    await km.fill('20');

    await expectNoAxeViolations(page);
    const lead = await leadFormJourney(page, locale, 'monthly-cost');
    expect(lead).toMatchObject({
      productSlug: 'alva-cervo',
      areaCode: 'bali',
      downPaymentPercent: 30,
      tenorMonths: 36,
    });
  });

  test(`down-payment simulation: tenor table and the lead form (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, '/dp-simulation'));
    await expect(page.getByRole('heading', { level: 2, name: t.dpTitle })).toBeVisible();
    const table = page.getByRole('table');
    const row = (months: number) =>
      table.getByRole('row', { name: new RegExp(`^${months} ${locale === 'en' ? 'months' : 'bulan'}`) });
    await expect(row(24)).toContainText('Rp 1.632.000');

    // Jawa Timur, Alva N3 with dual battery, 40 % down: every tenor of ADIRA.
    await page.getByLabel(t.area, { exact: true }).selectOption('jawa-timur');
    await page.getByLabel(t.model, { exact: true }).selectOption('alva-n3');
    await page.getByLabel(t.battery, { exact: true }).selectOption('dual');
    await page.getByLabel(t.downPaymentShare, { exact: true }).selectOption('40');
    const otr = idr(27_500_000 + 5_500_000 + 1_450_000);
    await expect(page.getByTestId('dp-otr')).toHaveText(rupiah(otr));
    for (const months of [6, 12, 18, 24, 36]) {
      const r = simulate({
        otrPrice: otr,
        downPaymentPercent: 40,
        tenorMonths: months,
        flatRateBps: ADIRA_BPS[months],
        ...ADIRA,
      });
      await expect(row(months)).toContainText(rupiah(r.monthlyInstalment));
      await expect(row(months)).toContainText(rupiah(r.totalPayment));
    }
    await expect(page.getByTestId('dp-amount')).toHaveText(rupiah(idr(13_780_000)));

    // A provider without long tenors says so in the table.
    await page.getByLabel(t.provider, { exact: true }).selectOption('CASHBAC_EASYPAY');
    await expect(table.getByText(t.tenorNotOffered)).toHaveCount(3);

    await expectNoAxeViolations(page);
    const lead = await leadFormJourney(page, locale, 'dp-simulation');
    expect(lead).toMatchObject({
      productSlug: 'alva-n3',
      areaCode: 'jawa-timur',
      downPaymentPercent: 40,
      tenorMonths: null,
    });
  });

  test(`contact us: WhatsApp link, places and the contact form (${locale})`, async ({ page }) => {
    const c = m.Contact;
    const e = m.FormErrors;
    await gotoHydrated(page, localePath(locale, '/contact-us'));
    await expect(page.getByRole('heading', { level: 2, name: c.title })).toBeVisible();
    await expect(page.getByRole('link', { name: c.whatsappLink })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d{10,15}\?text=/,
    );
    await expect(page.getByRole('heading', { name: 'Alva Experience Center Senopati' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: c.formLabel });
    await form.getByRole('button', { name: c.submit }).click();
    for (const label of [c.name, c.email, c.phone, c.topic, c.message]) {
      await expect(form.getByText(e.REQUIRED.replace('{field}', label))).toBeVisible();
    }
    const name = uniqueName('Rudi');
    await form.getByLabel(c.name, { exact: false }).first().fill(name);
    await form.getByLabel(c.email).fill('rudi@example');
    await form.getByLabel(c.phone).fill('81298765432');
    await form.getByLabel(c.topic).selectOption('battery');
    await form.getByLabel(c.message, { exact: false }).last().fill('Hi');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(form.getByText(e.EMAIL_FORMAT.replace('{field}', c.email))).toBeVisible();
    await expect(form.getByText(e.TOO_SHORT.replace('{field}', c.message))).toBeVisible();

    await form.getByLabel(c.email).fill('Rudi@Example.com');
    await form.getByLabel(c.message, { exact: false }).last().fill('How much does the monthly battery swap pass cost?');
    await form.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.success)).toBeVisible();

    const { contactMessages } = await adminApi<{ contactMessages: { items: Array<Record<string, unknown>> } }>(
      `query($o: ContactMessageListOptions) { contactMessages(options: $o) { items { name email phone topic message languageCode } } }`,
      { o: { search: name } },
    );
    expect(contactMessages.items).toEqual([
      {
        name,
        email: 'rudi@example.com',
        phone: '+6281298765432',
        topic: 'battery',
        message: 'How much does the monthly battery swap pass cost?',
        languageCode: locale,
      },
    ]);
  });
}
