import { expect, expectNoAxeViolations, gotoHydrated, LOCALES, localePath, messages, test } from './fixtures';

const MODELS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'];
const BLOCKS = ['column-slider', 'main-body', 'colors', 'specification', 'battery'];

for (const locale of LOCALES) {
  const t = messages[locale];

  test.describe(`home, product pages and experience centres (${locale})`, () => {
    test('home: USP tabs, second navigation, 360 view colour change, calls to action, Organization JSON-LD @phone', async ({
      page,
    }) => {
      await gotoHydrated(page, localePath(locale, '/'));
      await expect(page).toHaveTitle(t.Seo.rootTitle);
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.map((text) => JSON.parse(text)['@type'])).toContain('Organization');

      // Second navigation bar: marks the section scrolled to and sticks once the hero is gone.
      const subNav = page.getByRole('navigation', { name: t.HomePage.subNavLabel });
      // Over the hero no section is marked; scrolled back to the top, none stays marked.
      const current = subNav.locator('[aria-current="true"]');
      await expect(subNav).toHaveAttribute('data-active', 'false');
      await expect(current).toHaveCount(0);
      await subNav.getByRole('link', { name: t.HomePage.subNav.view360 }).click();
      await expect(subNav).toHaveAttribute('data-active', 'true');
      await expect(subNav.getByRole('link', { name: t.HomePage.subNav.view360 })).toHaveAttribute('aria-current', 'true');
      await expect(subNav).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(subNav).toHaveAttribute('data-active', 'false');
      await expect(current).toHaveCount(0);
      await subNav.getByRole('link', { name: t.HomePage.subNav.view360 }).click();
      await expect(subNav).toHaveAttribute('data-active', 'true');

      // Unique selling points: a tablist, first tab active, arrow keys move.
      const tablist = page.getByRole('tablist', { name: t.HomePage.uspTabsLabel });
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await tabs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText(t.HomePage.usp['2'].title);

      // 360 view: defaults black + white accent; keys turn it; the colour radios repaint it.
      const slider = page.getByRole('slider', { name: t.HomePage.view360Label });
      const frame = page.getByRole('img', { name: new RegExp(t.HomePage.colours.black) });
      await expect(frame).toHaveAttribute('src', '/images/360/black-white-accent/0.webp');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', '30');
      await page.getByRole('radio', { name: t.HomePage.colours.white }).check();
      const white = page.getByRole('img', { name: new RegExp(t.HomePage.colours.white) });
      await expect(white).toHaveAttribute('src', '/images/360/white-white-accent/1.webp');
      await expect.poll(() => white.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
      await page.getByRole('radio', { name: t.HomePage.accents['black-accent'] }).check();
      await expect(page.getByRole('img', { name: new RegExp(t.HomePage.colours.white) })).toHaveAttribute(
        'src',
        '/images/360/white-black-accent/1.webp',
      );

      // Calls to action.
      const ride = page.locator('#ride');
      await expect(ride.getByRole('link', { name: t.Home.ctaTestRide })).toHaveAttribute(
        'href',
        localePath(locale, '/test-ride/select-bike'),
      );
      await expect(ride.getByRole('link', { name: t.Home.ctaBuy })).toHaveAttribute('href', localePath(locale, '/product'));
      await expectNoAxeViolations(page);
    });

    test('each product page has the content blocks, battery options with prices, and Product JSON-LD', async ({ page }) => {
      for (const slug of MODELS) {
        await gotoHydrated(page, localePath(locale, `/product/${slug}`));
        for (const block of BLOCKS) await expect(page.locator(`[data-block="${block}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { name: t.ProductPage.specificationTitle })).toBeVisible();
        const cards = page.locator('[data-block="battery"] li');
        await expect(cards).toHaveCount(3);
        for (const text of await cards.allTextContents()) expect(text).toMatch(/Rp\s?[\d.]+/);

        const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((x) => JSON.parse(x));
        const graph = ld.flatMap((x) => x['@graph'] ?? [x]);
        const product = graph.find((x) => x['@type'] === 'Product');
        // Every variant's offer; the range starts at the listing's "From" price (issue 18 point 10).
        expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'IDR' });
        expect(product.offers.offers.length).toBe(product.offers.offerCount);
        expect(product.offers.lowPrice).toBe(Math.min(...product.offers.offers.map((o: { price: number }) => o.price)));
        expect(product.offers.lowPrice).toBeGreaterThan(1_000_000);
        expect(graph.find((x) => x['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
      }
      // Choosing the dual battery in the battery block selects that variant in the picker.
      const dualCard = page.locator('[data-battery="dual"]');
      await dualCard.getByRole('button').click();
      await expect(dualCard.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('radio', { name: t.Product.batteryOptions.dual, exact: true })).toBeChecked();
      await expect(page.getByTestId('variant-price')).toHaveText((await dualCard.locator('p').last().textContent()) ?? '');
      // The column slider steps with its buttons.
      await page.getByRole('button', { name: t.ProductPage.next }).click();
      await expect(page.locator('[data-block="column-slider"]')).toContainText(
        t.ProductPage.slideOf.replace('{index}', '2').replace('{count}', '4'),
      );
      await expectNoAxeViolations(page);
    });

    test('the shortcuts open Alva One and Alva Cervo with their fixed variant @phone', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, '/alva-cervo'));
      await expect(page.getByRole('heading', { level: 2, name: 'Alva Cervo' })).toBeVisible();
      await expect(page.getByRole('radio', { name: t.Product.batteryOptions.dual, exact: true })).toBeChecked();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/alva-cervo$/);
      await gotoHydrated(page, localePath(locale, '/alva-one'));
      await expect(page.getByRole('heading', { level: 2, name: 'Alva One' })).toBeVisible();
      await expect(page.getByRole('radio', { name: t.Product.batteryOptions.single, exact: true })).toBeChecked();
      await expect(page.locator('[data-block="battery"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('experience centres: filter by city, nearest first with a shared location', async ({ browser }) => {
      // Bandung: the Bandung dealer is nearest, then the Jakarta-area ones.
      const context = await browser.newContext({
        geolocation: { latitude: -6.8915, longitude: 107.6107 },
        permissions: ['geolocation'],
        locale: locale === 'id' ? 'id-ID' : 'en-US',
      });
      const page = await context.newPage();
      await gotoHydrated(page, localePath(locale, '/experience-center'));
      const e = t.ExperienceCenter;
      const list = page.getByRole('list', { name: e.listLabel });
      const names = () => list.getByRole('heading', { level: 3 }).allTextContents();
      await expect(list.getByRole('listitem')).toHaveCount(7);
      const map = page.getByRole('region', { name: e.mapLabel });
      await expect(map).toBeVisible();
      // Without a tile server the map draws the coasts (the land outline) and says it is simplified.
      await expect(map.locator('.leaflet-overlay-pane path')).not.toHaveCount(0);
      await expect(page.getByText(t.Map.simplified).first()).toBeVisible();
      // Directions open Google Maps.
      await expect(list.getByRole('link', { name: /Google Maps/ }).first()).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
      );
      await expect(list.getByRole('listitem').filter({ hasText: e.upcoming })).toHaveCount(1);

      await page.getByLabel(e.cityLabel, { exact: true }).selectOption('Jakarta Selatan');
      await expect(list.getByRole('listitem')).toHaveCount(2);
      expect(await names()).toEqual(['Alva Experience Center Kemang', 'Alva Experience Center Senopati']);
      await page.getByLabel(e.cityLabel, { exact: true }).selectOption('');

      await page.getByRole('button', { name: e.useLocation }).click();
      await expect(page.getByText(e.sortedByDistance)).toBeVisible();
      const ordered = await names();
      expect(ordered[0]).toBe('Alva Dealer Bandung Dago');
      expect(ordered.at(-1)).toBe('Alva Experience Center Denpasar');
      await expect(list.getByRole('listitem').first()).toContainText(/km/);
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
}

test('experience centres: a refused location keeps the list and says why', async ({ browser }) => {
  const context = await browser.newContext({ permissions: [] });
  const page = await context.newPage();
  await gotoHydrated(page, '/experience-center');
  await page.getByRole('button', { name: messages.en.ExperienceCenter.useLocation }).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.en.ExperienceCenter.locationDenied })).toBeVisible();
  await expect(page.getByRole('list', { name: messages.en.ExperienceCenter.listLabel }).getByRole('listitem')).toHaveCount(7);
  await context.close();
});
