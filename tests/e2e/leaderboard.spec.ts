import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  adminApi,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  LOCALES,
  localePath,
  messages,
  signIn,
  test,
  type Locale,
} from './fixtures';

/**
 * The rider leaderboard (issue 15) against the real stack: seeded riders (backend/src/seed/demo-accounts.ts), ride
 * data sent through recordRideTrips, the share image fetched and measured, and the opt-in from My EV. One seeded rider
 * per locale, so the two runs never meet.
 */
const RIDER: Record<Locale, { vin: string; name: string }> = {
  en: { vin: 'MH1ALVA0NE2025203', name: 'Yusuf H.' },
  id: { vin: 'MH1ALVACERV025204', name: 'Putri A.' },
};
/** Rides the most in Jakarta and has not opted in: never listed. */
const HIDDEN = { vin: 'MH1ALVA0NE2025207', name: 'Joko S.' };
const SECOND_OWNER = {
  email: 'owner2@alva.example',
  password: DEMO_PASSWORD,
  vin: 'MH1ALVA0NE2025101',
  name: 'Dewi L.',
};

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), text);

/** "1,082.3" (en) or "1.082,3" (id) as a number. */
const parseNumber = (text: string, locale: Locale) =>
  Number(locale === 'en' ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.'));

const riderKm = async (page: Page, locale: Locale) => {
  const text = (await page.getByTestId('leaderboard-rider').locator('p').nth(1).textContent()) ?? '';
  return parseNumber(text.split(' ')[0].trim(), locale);
};

async function recordTrip(vin: string, distanceKm: number) {
  const endedAt = new Date(Date.now() - 60_000);
  const { recordRideTrips } = await adminApi<{ recordRideTrips: { recorded: number } }>(
    `mutation ($trips: [RideTripInput!]!) { recordRideTrips(trips: $trips) { recorded } }`,
    {
      trips: [
        {
          vin,
          externalId: `e2e-${randomUUID()}`,
          startedAt: new Date(endedAt.getTime() - 40 * 60_000).toISOString(),
          endedAt: endedAt.toISOString(),
          distanceKm,
          energyWh: 400,
        },
      ],
    },
  );
  expect(recordRideTrips.recorded).toBe(1);
}

for (const locale of LOCALES) {
  test.describe(`rider leaderboard (${locale})`, () => {
    const t = messages[locale].Leaderboard;
    const rider = RIDER[locale];

    test('a rider’s page: ranked in the city, new trips counted, the share image made and measured', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await gotoHydrated(page, localePath(locale, `/leaderboard?vin=${rider.vin}&type=TOTAL_DISTANCE`));
      await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
      await expect(page.getByRole('link', { name: t.type.TOTAL_DISTANCE })).toHaveAttribute('aria-current', 'page');
      const card = page.getByTestId('leaderboard-rider');
      await expect(card).toContainText(rider.name);
      await expect(page.getByTestId('leaderboard-rider-rank')).toHaveText(
        new RegExp(`^${fill(t.riderRank, { rank: '\\d+', city: 'Jakarta' })}$`),
      );
      const table = page.getByTestId('leaderboard-table');
      await expect(table.locator('tr[aria-current="true"]')).toContainText(rider.name);
      await expect(table).not.toContainText(HIDDEN.name);
      await expect(table).not.toContainText('Rizky R.'); // Bandung
      await expectNoAxeViolations(page);

      // A trip sent through the ingest API is on the page at the next load.
      const before = await riderKm(page, locale);
      await recordTrip(rider.vin, 12.5);
      await page.reload();
      await expect.poll(() => riderKm(page, locale)).toBeCloseTo(before + 12.5, 1);

      // The social tags point at the share image; it is a 1200×630 PNG in the page's language.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toContain(`/api/og/leaderboard?vin=${rider.vin}&type=TOTAL_DISTANCE&locale=${locale}`);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const response = await request.get(new URL(image!).pathname + new URL(image!).search);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

      // Efficiency: the same rider, the other category, the link keeps the VIN.
      await page.getByRole('link', { name: t.type.EFFICIENCY }).click();
      await expect(page).toHaveURL(new RegExp(`type=EFFICIENCY`));
      await expect(page.getByRole('link', { name: t.type.EFFICIENCY })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('columnheader', { name: t.efficiency })).toBeVisible();
      await expect(page.getByTestId('leaderboard-table').locator('tr[aria-current="true"]')).toContainText(rider.name);
    });

    test('a bike whose owner has not opted in is not shown, not even by its VIN', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, `/leaderboard?vin=${HIDDEN.vin}`));
      await expect(page.getByText(t.riderNotListed)).toBeVisible();
      await expect(page.getByTestId('leaderboard-rider')).toHaveCount(0);
      await expect(page.getByTestId('leaderboard-table')).not.toContainText(HIDDEN.name);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /leaderboard\?type=/);
    });
  });
}

test('an owner puts the bike on the leaderboard from My EV and takes it off again (id)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const locale: Locale = 'id';
  const t = messages[locale].Leaderboard;
  await signIn(page, locale, SECOND_OWNER);
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/')}$`), { timeout: 20_000 });
  await gotoHydrated(page, localePath(locale, '/my-ev'));
  const card = page.getByTestId(`ev-${SECOND_OWNER.vin}`);
  const product = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const toggle = card.getByTestId('leaderboard-toggle');
  const control = toggle.getByRole('switch', { name: t.toggle.label });
  // Seeded off; a run cut short may have left it on.
  if (await control.isChecked()) await control.uncheck();
  await expect(control).not.toBeChecked();

  // Before: the owner alone is told the bike is not on it yet; the public sees nothing of it.
  await toggle.getByRole('link', { name: t.toggle.view }).click();
  await expect(page.getByTestId('leaderboard-own-off')).toBeVisible();
  await gotoHydrated(page, localePath(locale, '/my-ev'));

  await control.check();
  await expect(toggle.getByRole('status')).toHaveText(fill(t.toggle.on, { product }));
  await expect(control).toBeChecked();
  await toggle.getByRole('link', { name: t.toggle.view }).click();
  await expect(page.getByTestId('leaderboard-rider')).toContainText(SECOND_OWNER.name);
  const mine = page.getByTestId('leaderboard-table').locator('tr[aria-current="true"]');
  await expect(mine).toContainText(SECOND_OWNER.name);
  await expect(mine).toContainText(t.you);
  await expect(page.getByRole('button', { name: t.share })).toBeVisible();

  // Off again: gone for everyone, and the choice survives a reload.
  await gotoHydrated(page, localePath(locale, '/my-ev'));
  await expect(control).toBeChecked();
  await control.uncheck();
  await expect(control).not.toBeChecked();
  await expect(toggle.getByRole('status')).toHaveText(fill(t.toggle.off, { product }));
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await gotoHydrated(visitor, localePath(locale, `/leaderboard?vin=${SECOND_OWNER.vin}`));
  await expect(visitor.getByText(t.riderNotListed)).toBeVisible();
  await expect(visitor.getByTestId('leaderboard-table')).not.toContainText(SECOND_OWNER.name);
});
