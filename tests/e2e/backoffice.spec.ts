import type { Page } from '@playwright/test';
import { formatRupiah } from '../../src/lib/money';
import {
  adminApi,
  DASHBOARD,
  expect as siteExpect,
  gotoHydrated,
  LOCALES,
  localePath,
  messages,
  newStaffAccount,
  signIn,
  staffPage,
  test,
  type Locale,
} from './fixtures';

/**
 * The back office (Vendure's React dashboard at <vendure>/dashboard) against the real stack: staff work on what
 * customers did on the site, and what staff change shows on the site.
 */
// Each journey signs staff into the dashboard (a large single-page app) and checks the site after: on a 2-core
// machine running the whole stack that takes longer than the suite's default minute.
test.describe.configure({ timeout: 180_000 });
// For the same reason its checks wait longer than the suite's 10 s: a list's rows once took 12 s to show after the
// dashboard loaded (/financing/rates, during a full run).
const expect = siteExpect.configure({ timeout: 30_000 });

for (const locale of LOCALES) {
  const t = messages[locale].TestRide;

  test(`a product specialist confirms a site booking in the back office and the customer sees it (${locale})`, async ({
    page,
    browser,
    newUser,
  }) => {
    test.setTimeout(120_000); // two browsers, two apps
    // The customer books at an experience centre through the site.
    await signIn(page, locale, newUser);
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`));
    await gotoHydrated(page, localePath(locale, '/test-ride/select-bike'));
    await page.getByRole('radiogroup', { name: t.bikeGroup }).getByRole('radio').first().check();
    await page.getByRole('link', { name: t.continue }).click();
    await page.getByRole('radio', { name: /Alva Experience Center Surabaya/ }).check();
    await page
      .getByRole('group', { name: t.dateGroup })
      .getByRole('button')
      .nth(locale === 'en' ? 6 : 8)
      .click();
    await page.getByRole('group', { name: t.slotGroup }).getByRole('button', { disabled: false }).first().click();
    await page.getByLabel(t.phone).fill('81234567891');
    await page.getByRole('checkbox', { name: t.surveyAnswers.showroom }).check();
    await page.getByLabel(t.currentMotorcycle).selectOption('yamaha');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/test-ride/success')}$`));
    const code = (await page.getByTestId('booking-code').textContent())!.trim();

    // A product specialist finds it in the back office and confirms it.
    const staff = await staffPage(browser, 'ps@alva.example');
    await staff.getByRole('button', { name: 'Test rides' }).click();
    await staff.getByRole('link', { name: 'Bookings' }).click();
    await expect(staff.getByRole('heading', { name: 'Test-ride bookings' })).toBeVisible();
    // The list's search box (Vendure's ListPage) finds a booking by its code.
    await staff.getByPlaceholder('Filter...').fill(code);
    // A ListPage row opens its detail through Vendure's DetailPageButton (a link rendered as a button).
    await staff
      .getByRole('button', { name: code })
      .or(staff.getByRole('link', { name: code }))
      .first()
      .click();
    await expect(staff.getByRole('heading', { name: `Test ride ${code}` })).toBeVisible();
    await expect(staff.getByText('Alva Experience Center Surabaya', { exact: false })).toBeVisible();
    await expect(staff.getByText(newUser.email)).toBeVisible();
    await staff.getByRole('button', { name: 'Confirm' }).click();
    await expect(staff.getByRole('status')).toHaveText('Status changed to confirmed.');
    // Confirmed bookings move on to completed / no-show; a product specialist cannot edit schedules.
    await expect(staff.getByRole('button', { name: 'Mark completed' })).toBeVisible();
    await staff.goto(`${DASHBOARD}/test-ride-schedules`);
    await staff.getByPlaceholder('Filter...').fill('Surabaya');
    await staff
      .getByRole('button', { name: 'Alva Experience Center Surabaya' })
      .or(staff.getByRole('link', { name: 'Alva Experience Center Surabaya' }))
      .first()
      .click();
    await expect(staff.getByText('Only a product specialist coordinator can change schedules')).toBeVisible();
    await expect(staff.getByLabel('Seats per slot at the place')).toBeDisabled();
    await expect(staff.getByRole('button', { name: 'Save schedule' })).toHaveCount(0);
    await staff.context().close();

    // The customer's bookings page shows it confirmed.
    await gotoHydrated(page, localePath(locale, '/bookings'));
    const card = page.getByRole('listitem').filter({ hasText: code });
    await expect(card.getByText(t.status.CONFIRMED, { exact: true })).toBeVisible();
  });
}

// The product page now shows the on-the-road price of the buyer's area (issue 12), not the catalogue price this test
// edits, so its last step waits for a figure the page no longer shows. It needs an area-free view of the catalogue
// price (or to edit the area's price) before it can run again.
type Offer = { sku: string; price: number; availability: string };

/** The product page's schema.org offer of one variant (what search engines read of its catalogue price and stock). */
async function productOffer(page: Page, sku: string): Promise<Offer> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const text of scripts) {
    const json = JSON.parse(text) as { '@type'?: string; '@graph'?: { '@type': string }[] };
    const things = json['@graph'] ?? [json];
    const product = things.find((t) => t['@type'] === 'Product') as { offers?: { offers: Offer[] } } | undefined;
    const offer = product?.offers?.offers.find((o) => o.sku === sku);
    if (offer) return offer;
  }
  throw new Error(`The product page has no schema.org offer for ${sku}`);
}

test('the e-commerce admin changes a price and the stock in the back office and the product page follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // the back office and the site, each loading its app
  const { product } = await adminApi<{
    product: { variants: { id: string; sku: string; name: string; priceWithTax: number; stockOnHand: number }[] };
  }>('{ product(slug: "alva-n3") { variants { id sku name priceWithTax stockOnHand } } }');
  // The page opens on the first variant: the one edited here.
  const variant = product.variants[0];
  const newPrice = variant.priceWithTax / 100 - 1_250_000;
  // The price a customer reads is the on-the-road price of the chosen area (financing's OTR table, its own
  // back-office page); the catalogue price is the offer search engines read and the fallback of an area without one.
  await page.goto(localePath('en', '/product/alva-n3'));
  const shownPrice = (await page.getByTestId('variant-price').textContent())!.trim();
  expect(shownPrice).not.toBe(formatRupiah(newPrice * 100));
  try {
    const admin = await staffPage(browser, 'admin@alva.example');
    // The showroom's bookings are not this role's job: no test-ride menu, and a polite refusal by URL.
    await expect(admin.getByRole('button', { name: 'Test rides' })).toHaveCount(0);
    await admin.goto(`${DASHBOARD}/test-rides`);
    await expect(admin.getByRole('alert')).toContainText('Your role does not include test-ride bookings');

    await admin.goto(`${DASHBOARD}/product-variants/${variant.id}`);
    await expect(admin.getByRole('heading', { name: variant.name })).toBeVisible();
    // Vendure's money input has no accessible name: the text box after the "Price" caption.
    await admin.getByText('Price', { exact: true }).locator('xpath=following::input[1]').fill(String(newPrice));
    await admin.getByLabel('Stock level').fill('0');
    await admin.getByRole('button', { name: 'Update' }).click();
    await expect(admin.getByText(/updated/i).first()).toBeVisible();

    // Meta tags are content: the same role edits them (and puts them back).
    await admin.goto(`${DASHBOARD}/meta-tags`);
    await admin.getByPlaceholder('Filter...').fill('profile');
    await admin
      .getByRole('button', { name: 'profile', exact: true })
      .or(admin.getByRole('link', { name: 'profile', exact: true }))
      .first()
      .click();
    const title = admin.getByLabel('Title (English)', { exact: true });
    await expect(title).not.toHaveValue('');
    const original = await title.inputValue();
    await title.fill(`${original} · staff edit`);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await admin.reload();
    await expect(admin.getByLabel('Title (English)', { exact: true })).toHaveValue(`${original} · staff edit`);
    await admin.getByLabel('Title (English)', { exact: true }).fill(original);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await admin.context().close();

    // The back end asks the site to re-render the product's pages at once (on-demand revalidation), in both
    // locales: the variant is out of stock and cannot be bought, the offer carries the new catalogue price, and the
    // area's on-the-road price stays what that area's table says.
    for (const locale of LOCALES satisfies Locale[]) {
      const tp = messages[locale].Product;
      await expect(async () => {
        await page.goto(localePath(locale, '/product/alva-n3'));
        expect(await productOffer(page, variant.sku)).toMatchObject({
          price: newPrice,
          availability: 'https://schema.org/OutOfStock',
        });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByText(tp.outOfStock, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: tp.ctaBuy })).toBeDisabled();
      await expect(page.getByTestId('variant-price')).toHaveText(shownPrice);
    }
  } finally {
    // Leave the catalogue as the other specs expect it.
    await adminApi('mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
      input: [{ id: variant.id, price: variant.priceWithTax, stockOnHand: variant.stockOnHand }],
    });
  }
});

test('the e-commerce admin edits an FAQ answer in the back office and the site shows it in both locales at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000); // the back office and the site, each loading its app
  type Answer = {
    id: string;
    slug: string;
    translations: { languageCode: string; question: string; answer: string }[];
  };
  const { faqTopicRecords } = await adminApi<{
    faqTopicRecords: {
      items: {
        slug: string;
        position: number;
        translations: { languageCode: string; title: string }[];
        answers: Answer[];
      }[];
    };
  }>(
    '{ faqTopicRecords { items { slug position translations { languageCode title } answers { id slug translations { languageCode question answer } } } } }',
  );
  const topic = faqTopicRecords.items.find((t) => t.answers.length)!;
  const answer = topic.answers[0];
  const text = (code: string) => answer.translations.find((t) => t.languageCode === code)!;
  const stamp = Date.now().toString(36);
  const marker = { en: `Staff edit ${stamp}.`, id: `Suntingan staf ${stamp}.` };
  try {
    const admin = await staffPage(browser, 'admin@alva.example');
    await admin.getByRole('button', { name: 'Marketing' }).click();
    await admin.getByRole('link', { name: 'FAQ', exact: true }).click();
    // The topic list is Vendure's ListPage: its rows open through DetailPageButton.
    const topicTitle = topic.translations.find((t) => t.languageCode === 'en')!.title;
    await admin
      .getByRole('button', { name: topicTitle, exact: true })
      .or(admin.getByRole('link', { name: topicTitle, exact: true }))
      .first()
      .click();
    await admin.getByRole('link', { name: text('en').question }).click();
    for (const [code, label] of [
      ['en', 'English'],
      ['id', 'Indonesian'],
    ] as const) {
      const field = admin.getByLabel(`Answer (${label})`);
      await expect(field).toHaveValue(text(code).answer);
      await field.fill(`${text(code).answer}\n\n${marker[code]}`);
    }
    await admin.getByRole('button', { name: 'Save answer' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await admin.context().close();

    for (const locale of LOCALES satisfies Locale[]) {
      await expect(async () => {
        await page.goto(localePath(locale, `/support/${topic.slug}/${answer.slug}`));
        await expect(page.getByText(marker[locale])).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }

    // A product specialist has no content pages: no menu entry, and a polite refusal by URL.
    const ps = await staffPage(browser, 'ps@alva.example');
    await expect(ps.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);
    await expect(ps.getByRole('button', { name: 'Marketing' })).toHaveCount(0);
    await ps.goto(`${DASHBOARD}/faq`);
    await expect(ps.getByRole('alert')).toContainText('Your role does not include the FAQ');
    await ps.context().close();
  } finally {
    await adminApi('mutation ($input: UpdateFaqAnswerInput!) { updateFaqAnswer(input: $input) { id } }', {
      input: {
        id: answer.id,
        translations: answer.translations.map(({ languageCode, question, answer: a }) => ({
          languageCode,
          question,
          answer: a,
        })),
      },
    });
  }
});

test('the e-commerce admin edits an experience centre on its detail page, and the form refuses what the server would', async ({
  browser,
}) => {
  test.setTimeout(120_000); // the back office and the site, each loading its app
  const { experienceCenters } = await adminApi<{
    experienceCenters: { items: { id: string; location: string; operatingHours: string | null }[] };
  }>(
    '{ experienceCenters(options: { filter: { location: { contains: "Surabaya" } } }) { items { id location operatingHours } } }',
  );
  const centre = experienceCenters.items[0];
  const hours = `Mon–Sun 10:00–21:00 · ${Date.now().toString(36)}`;
  try {
    const admin = await staffPage(browser, 'admin@alva.example');
    await admin.goto(`${DASHBOARD}/experience-centres`);
    await admin.getByPlaceholder('Filter...').fill('Surabaya');
    await admin
      .getByRole('button', { name: centre.location, exact: true })
      .or(admin.getByRole('link', { name: centre.location, exact: true }))
      .first()
      .click();
    await expect(admin.getByRole('heading', { name: centre.location })).toBeVisible();
    await expect(admin.getByLabel('Opening hours (as shown on the site)')).toHaveValue(centre.operatingHours ?? '');

    // A name is required and a latitude is between -90 and 90: the field says so and nothing is sent.
    await admin.getByLabel('Name', { exact: true }).fill('');
    await admin.getByLabel('Latitude').fill('123');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText('This field is required')).toBeVisible();
    await expect(admin.getByText('A latitude between -90 and 90')).toBeVisible();
    await admin.reload();

    await admin.getByLabel('Opening hours (as shown on the site)').fill(hours);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await admin.reload();
    await expect(admin.getByLabel('Opening hours (as shown on the site)')).toHaveValue(hours);
    await admin.context().close();

    const { experienceCenter } = await adminApi<{ experienceCenter: { location: string; operatingHours: string } }>(
      'query ($id: ID!) { experienceCenter(id: $id) { location operatingHours } }',
      { id: centre.id },
    );
    expect(experienceCenter).toEqual({ location: centre.location, operatingHours: hours });
  } finally {
    await adminApi('mutation ($input: UpdateExperienceCenterInput!) { updateExperienceCenter(input: $input) { id } }', {
      input: { id: centre.id, operatingHours: centre.operatingHours },
    });
  }
});

const COORDINATOR = 'coordinator@alva.example';

test('a coordinator finds a place on the schedules list and changes its schedule; the form refuses what the server would', async ({
  browser,
}) => {
  // Denpasar is upcoming (not bookable): changing its schedule cannot take a seat another journey books.
  type Schedule = {
    placeId: string;
    weeklyHours: { day: number; open: string | null; close: string | null }[];
    closedDates: string[];
    slotMinutes: number;
    dealerCapacity: number;
    homeCapacity: number;
  };
  const { testRideSchedulePlaces } = await adminApi<{ testRideSchedulePlaces: { items: { id: string }[] } }>(
    '{ testRideSchedulePlaces(options: { filter: { city: { contains: "Denpasar" } } }) { items { id } } }',
    {},
    { as: COORDINATOR },
  );
  const placeId = testRideSchedulePlaces.items[0].id;
  const scheduleQuery =
    'query ($id: ID!) { testRideSchedule(id: $id) { placeId weeklyHours { day open close } closedDates slotMinutes dealerCapacity homeCapacity } }';
  const { testRideSchedule: before } = await adminApi<{ testRideSchedule: Schedule }>(
    scheduleQuery,
    { id: placeId },
    { as: COORDINATOR },
  );
  const closedDate = `${new Date().getUTCFullYear() + 1}-12-25`;
  try {
    const coordinator = await staffPage(browser, COORDINATOR);
    await coordinator.getByRole('button', { name: 'Test rides' }).click();
    await coordinator.getByRole('link', { name: 'Schedules' }).click();
    await expect(coordinator.getByRole('heading', { name: 'Test-ride schedules' })).toBeVisible();
    await coordinator.getByPlaceholder('Filter...').fill('Denpasar');
    await coordinator
      .getByRole('button', { name: 'Alva Experience Center Denpasar' })
      .or(coordinator.getByRole('link', { name: 'Alva Experience Center Denpasar' }))
      .first()
      .click();
    await expect(
      coordinator.getByRole('heading', { name: /^Schedule: Alva Experience Center Denpasar/ }),
    ).toBeVisible();
    await expect(coordinator.getByLabel('Slot length (minutes)')).toHaveValue(String(before.slotMinutes));

    // The rules the server checks, in the form first: nothing is sent.
    await coordinator.getByLabel('Monday opens').fill('18:00');
    await coordinator.getByLabel('Monday closes').fill('10:00');
    await coordinator.getByLabel('Slot length (minutes)').fill('5');
    await coordinator.getByLabel('Dates without test rides').fill('2026-02-30');
    await coordinator.getByRole('button', { name: 'Save schedule' }).click();
    await expect(coordinator.getByText('Closes after it opens.')).toBeVisible();
    await expect(coordinator.getByText('15 to 240 minutes.')).toBeVisible();
    await expect(coordinator.getByText('"2026-02-30" is not a date as YYYY-MM-DD.')).toBeVisible();
    await coordinator.reload();

    // Closed on Mondays, three seats, a holiday: saved and shown again after a reload.
    await coordinator.getByLabel('Monday opens').fill('');
    await coordinator.getByLabel('Monday closes').fill('');
    await coordinator.getByLabel('Seats per slot at the place').fill('3');
    await coordinator.getByLabel('Dates without test rides').fill(closedDate);
    await coordinator.getByRole('button', { name: 'Save schedule' }).click();
    await expect(coordinator.getByText(/^Saved\./)).toBeVisible();
    await coordinator.reload();
    await expect(coordinator.getByLabel('Seats per slot at the place')).toHaveValue('3');
    await expect(coordinator.getByLabel('Dates without test rides')).toHaveValue(closedDate);
    await expect(coordinator.getByLabel('Monday opens')).toHaveValue('');
    await coordinator.context().close();

    const { testRideSchedule: after } = await adminApi<{ testRideSchedule: Schedule }>(
      scheduleQuery,
      { id: placeId },
      { as: COORDINATOR },
    );
    expect(after).toMatchObject({ dealerCapacity: 3, closedDates: [closedDate], slotMinutes: before.slotMinutes });
    expect(after.weeklyHours[1]).toEqual({ day: 1, open: null, close: null });
    expect(after.weeklyHours[2]).toEqual(before.weeklyHours[2]);
  } finally {
    await adminApi(
      'mutation ($input: UpdateTestRideScheduleInput!) { updateTestRideSchedule(input: $input) { placeId } }',
      { input: before },
      { as: COORDINATOR },
    );
  }
});

test('the e-commerce admin keeps the financing parameters on list and detail pages, and the forms refuse what the server would', async ({
  browser,
}) => {
  test.setTimeout(120_000); // the back office is a large app; four pages, each loaded
  const run = Date.now().toString(36);
  const code = `test-${run}`;
  try {
    const admin = await staffPage(browser, 'admin@alva.example');

    // A new price area, hidden from the calculators while it is prepared (other journeys read the shown ones).
    await admin.goto(`${DASHBOARD}/financing/areas`);
    await expect(admin.getByRole('heading', { name: 'Price areas' })).toBeVisible();
    const jakarta = admin.getByRole('button', { name: 'DKI Jakarta', exact: true });
    await expect(jakarta.or(admin.getByRole('link', { name: 'DKI Jakarta', exact: true })).first()).toBeVisible();
    // The search box looks in the name and the code: "Bogor" is in a name whose code (bodetabek) does not have it.
    await admin.getByPlaceholder('Filter...').fill('Bogor');
    const bodetabek = admin.getByRole('button', { name: 'Bogor, Depok, Tangerang, Bekasi', exact: true });
    await expect(
      bodetabek.or(admin.getByRole('link', { name: 'Bogor, Depok, Tangerang, Bekasi' })).first(),
    ).toBeVisible();
    await expect(jakarta).toHaveCount(0);
    await admin
      .getByRole('link', { name: 'New area' })
      .or(admin.getByRole('button', { name: 'New area' }))
      .first()
      .click();
    await admin.getByLabel('Name', { exact: true }).fill(`Test area ${run}`);
    await admin.getByLabel('Code', { exact: true }).fill('Not OK');
    await admin.getByRole('switch', { name: 'Shown in the calculators' }).click();
    await admin.getByRole('button', { name: 'Create area' }).click();
    await expect(admin.getByText('Lower-case letters, digits and hyphens.')).toBeVisible();
    await admin.getByLabel('Code', { exact: true }).fill(code);
    await admin.getByRole('button', { name: 'Create area' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await expect(admin).toHaveURL(/\/financing\/areas\/\d+$/);

    const created = await adminApi<{ financingAreas: { items: { enabled: boolean }[] } }>(
      'query ($code: String!) { financingAreas(options: { filter: { code: { eq: $code } } }) { items { enabled } } }',
      { code },
    );
    expect(created.financingAreas.items).toEqual([{ enabled: false }]);

    // Its on-the-road prices: a price of nothing is refused under the field, a real one is listed in rupiah.
    await expect(admin.getByText(/No prices yet/)).toBeVisible();
    const setPrice = admin.getByRole('group', { name: 'Set a price' });
    await setPrice.getByLabel('Model').selectOption({ label: 'Alva N3' });
    await setPrice.getByLabel('Battery').selectOption({ label: 'Dual battery' });
    await setPrice.getByRole('button', { name: 'Set price' }).click();
    await expect(setPrice.getByText('Price: a positive amount in rupiah.')).toBeVisible();
    await setPrice.getByLabel('On-the-road price (Rp)').fill('31500000');
    await setPrice.getByRole('button', { name: 'Set price' }).click();
    const prices = admin.getByRole('table', { name: 'On-the-road prices' });
    await expect(prices.getByRole('row', { name: /Alva N3.*Dual battery.*Rp 31\.500\.000/ })).toBeVisible();

    // A new provider rate, typed as a percentage and stored in basis points; a taken provider and tenor is refused.
    await admin.goto(`${DASHBOARD}/financing/rates`);
    const adira = admin.getByRole('button', { name: 'Adira Finance', exact: true });
    await expect(adira.or(admin.getByRole('link', { name: 'Adira Finance', exact: true })).first()).toBeVisible();
    await admin
      .getByRole('link', { name: 'New rate' })
      .or(admin.getByRole('button', { name: 'New rate' }))
      .first()
      .click();
    await admin.getByLabel('Provider').selectOption({ label: 'BFI Finance' });
    await admin.getByLabel('Tenor (months)').fill('12');
    await admin.getByLabel('Flat rate a year (%)').fill('9.75');
    await admin.getByRole('switch', { name: 'Offered in the calculators' }).click();
    await admin.getByRole('button', { name: 'Create rate' }).click();
    await expect(
      admin.getByRole('alert').filter({ hasText: /^BFI Finance already has terms for 12 months$/ }),
    ).toBeVisible();
    await admin.getByLabel('Provider').selectOption({ label: 'Other' });
    await admin.getByLabel('Tenor (months)').fill('99');
    await admin.getByRole('button', { name: 'Create rate' }).click();
    await expect(admin.getByText(/^Saved\./)).toBeVisible();
    await expect(admin).toHaveURL(/\/financing\/rates\/\d+$/);
    const { financingRates } = await adminApi<{
      financingRates: { items: { flatRateBps: number; enabled: boolean }[] };
    }>(
      '{ financingRates(options: { filter: { provider: { eq: \"OTHER\" }, tenorMonths: { eq: 99 } } }) { items { flatRateBps enabled } } }',
    );
    expect(financingRates.items).toEqual([{ flatRateBps: 975, enabled: false }]);

    // The settings: a default down payment that is not one of the steps is refused under its field.
    await admin.goto(`${DASHBOARD}/financing`);
    await expect(admin.getByRole('heading', { name: 'Financing settings' })).toBeVisible();
    await admin.getByLabel('Default down payment (%)').fill('17');
    await admin.getByRole('button', { name: 'Save settings' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: /^One of the down-payment steps \(/ })).toBeVisible();
    await admin.context().close();
  } finally {
    const { financingAreas } = await adminApi<{ financingAreas: { items: { id: string }[] } }>(
      'query ($code: String!) { financingAreas(options: { filter: { code: { eq: $code } } }) { items { id } } }',
      { code },
    );
    for (const area of financingAreas.items)
      await adminApi('mutation ($id: ID!) { deleteFinancingArea(id: $id) { result } }', area);
    const { financingRates } = await adminApi<{ financingRates: { items: { id: string }[] } }>(
      '{ financingRates(options: { filter: { provider: { eq: \"OTHER\" }, tenorMonths: { eq: 99 } } }) { items { id } } }',
    );
    for (const rate of financingRates.items)
      await adminApi('mutation ($id: ID!) { deleteFinancingRate(id: $id) { result } }', rate);
  }
});

test('the e-commerce admin finds the guidebook versions on a list page; publishing checks the address and the version first', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { guidebookRecords } = await adminApi<{ guidebookRecords: { items: { version: string; title: string }[] } }>(
    '{ guidebookRecords(options: { take: 1 }) { items { version title } } }',
  );
  const current = guidebookRecords.items[0];
  const admin = await staffPage(browser, 'admin@alva.example');
  await admin.goto(`${DASHBOARD}/guidebook`);
  await expect(admin.getByRole('heading', { name: 'Guidebook versions' })).toBeVisible();
  const row = admin.getByRole('button', { name: current.version, exact: true });
  await row
    .or(admin.getByRole('link', { name: current.version, exact: true }))
    .first()
    .click();
  await expect(admin.getByRole('heading', { name: `Guidebook ${current.version}` })).toBeVisible();
  await expect(admin.getByLabel('Title')).toHaveValue(current.title);

  // Nothing is published here (other journeys read the current guidebook): both refusals come before a save.
  await admin.goto(`${DASHBOARD}/guidebook/new`);
  await admin.getByLabel('Version').fill(current.version);
  await admin.getByLabel('Title').fill('Guidebook');
  await admin.getByLabel('PDF address').fill('javascript:alert(1)');
  await admin.getByRole('button', { name: 'Publish version' }).click();
  await expect(
    admin.getByRole('alert').filter({ hasText: 'An http(s) address or a path on the site starting with /.' }),
  ).toBeVisible();
  await admin.getByLabel('PDF address').fill('/guidebook/copy.pdf');
  await admin.getByRole('button', { name: 'Publish version' }).click();
  // The server's refusal (the version exists) goes under the version field.
  await expect(
    admin.getByRole('alert').filter({ hasText: `Guidebook ${current.version} already exists` }),
  ).toBeVisible();
  await admin.context().close();
  const after = await adminApi<{ guidebookRecords: { totalItems: number; items: { version: string }[] } }>(
    '{ guidebookRecords(options: { take: 1 }) { totalItems items { version } } }',
  );
  expect(after.guidebookRecords.items[0].version).toBe(current.version);
});

test('a staff member who chooses Indonesian gets the back office in Indonesian, and keeps it after signing in again', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // An account of its own: the dashboard keeps a staff member's language on the server.
  const email = await newStaffAccount('admin-e-commerce');
  const staff = await staffPage(browser, email);
  await staff.getByText(email).click();
  await staff.getByText('Language', { exact: true }).click();
  await staff.getByRole('dialog').getByRole('combobox').first().click();
  await staff.getByRole('option', { name: /Indonesian/ }).click();
  await staff.keyboard.press('Escape');

  // A list: its menu entry, title and columns.
  await staff.goto(`${DASHBOARD}/payment-proofs`);
  await expect(staff.getByRole('heading', { name: 'Bukti pembayaran' })).toBeVisible();
  await expect(staff.getByRole('columnheader', { name: 'Pelanggan' })).toBeVisible();
  // The menu entry (the breadcrumb links to the list too).
  await expect(staff.locator('a[data-sidebar="menu-sub-button"]', { hasText: 'Bukti pembayaran' })).toBeVisible();
  // Vendure's own navigation and list controls too (dashboard-kit/i18n/vendure.id.po).
  await expect(staff.getByRole('button', { name: 'Penjualan' })).toBeVisible();
  await expect(staff.getByText('Baris per halaman')).toBeVisible();
  // The column settings name the list's fields in Indonesian too (Vendure's `fieldName.*` messages).
  await staff.getByTestId('dt-column-settings-trigger').click();
  await expect(staff.getByRole('menuitemcheckbox', { name: 'Tanggal pembayaran' })).toBeVisible();
  await expect(staff.getByRole('menuitemcheckbox', { name: 'Jumlah ditransfer' })).toBeVisible();
  await staff.keyboard.press('Escape');
  // A message with a value in it ("{months} bulan").
  await staff.goto(`${DASHBOARD}/financing/rates`);
  await expect(staff.getByRole('cell', { name: '12 bulan' }).first()).toBeVisible();
  // Dates in Indonesian too ("1 Okt 2026"), as Vendure's own screens show them.
  await staff.goto(`${DASHBOARD}/legal-pages`);
  await expect(
    staff.getByRole('cell', { name: /^\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}$/ }).first(),
  ).toBeVisible();
  // A form's rules refuse in Indonesian, before anything is sent.
  await staff.goto(`${DASHBOARD}/faq/new`);
  await expect(staff.getByRole('heading', { name: 'Topik FAQ baru' })).toBeVisible();
  await staff.getByLabel('Alamat (slug)').fill('Not A Slug');
  await staff.getByRole('button', { name: 'Buat topik' }).click();
  await expect(staff.getByText('Huruf kecil, angka, dan tanda hubung (bagian dari alamat halaman).')).toBeVisible();
  await expect(staff.getByText('Kolom ini wajib diisi').first()).toBeVisible();
  // A screen the role does not include says so in Indonesian.
  await staff.goto(`${DASHBOARD}/test-rides`);
  await expect(staff.getByRole('heading', { name: 'Tidak diizinkan' })).toBeVisible();
  await expect(staff.getByText('Peran Anda tidak mencakup pemesanan test ride.')).toBeVisible();
  await staff.context().close();

  // Signed in again (a new browser): still Indonesian.
  const again = await staffPage(browser, email);
  await again.goto(`${DASHBOARD}/payment-proofs`);
  await expect(again.getByRole('heading', { name: 'Bukti pembayaran' })).toBeVisible();
  await again.context().close();
});
