import type { Page } from '@playwright/test';
import {
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

const CATEGORIES = ['battery', 'accessories', 'spare-parts', 'apparel'];
const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);
/** "Rp 1.750.000" → 1750000 */
const rupiah = (text: string) => Number(text.replace(/[^\d]/g, ''));
const cardNames = (page: Page) => page.getByRole('main').locator('ul li h3').allTextContents();
const cardPrices = async (page: Page) => (await page.getByTestId('item-price').allTextContents()).map(rupiah);

const ADDED_TWO = { en: '2 items added to your cart.', id: '2 barang ditambahkan ke keranjang Anda.' };

for (const locale of LOCALES) {
  const t = messages[locale].Shop;

  test.describe(`shop (${locale})`, () => {
    test('every shop page is server-rendered with items and has no axe violations', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/shop'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].Seo.headings.shop);
      await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
      expect((await cardNames(page)).length).toBeGreaterThanOrEqual(14);
      await expectNoAxeViolations(page);
      for (const category of CATEGORIES) {
        const res = await page.goto(localePath(locale, `/shop/${category}`));
        expect(res?.status()).toBe(200);
        const nav = page.getByRole('navigation', { name: t.categoriesLabel });
        await expect(nav.locator('[aria-current="page"]')).toHaveAttribute(
          'href',
          localePath(locale, `/shop/${category}`),
        );
        expect((await cardNames(page)).length).toBeGreaterThan(0);
        await expect(page.getByTestId('item-price').first()).toHaveText(/Rp\s?[\d.]+/);
        await expectNoAxeViolations(page);
      }
    });

    test('filter and sort come from the URL and work without JavaScript @phone', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localePath(locale, '/shop/accessories?sort=price-desc'));
      const desc = await cardPrices(page);
      expect(desc.length).toBe(4);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      // A canonical link names the unfiltered page.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/accessories$/);

      await page.getByRole('link', { name: t.sort['price-asc'] }).click();
      await expect(page).toHaveURL(/sort=price-asc/);
      const asc = await cardPrices(page);
      expect(asc).toEqual([...desc].reverse());
      await expect(page.getByRole('link', { name: t.sort['price-asc'] })).toHaveAttribute('aria-current', 'true');

      await page.getByRole('link', { name: fill(t.price['under-250k'], { max: 'Rp 250.000' }) }).click();
      await expect(page).toHaveURL(/price=under-250k/);
      for (const price of await cardPrices(page)) expect(price).toBeLessThan(250_000);

      // Apparel has sizes; nothing costs over a million there: the empty state offers a way back.
      await page.goto(localePath(locale, '/shop/apparel?size=m&price=over-1m&stock=in'));
      await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
      await page.getByRole('link', { name: t.clearFilters }).first().click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/shop/apparel')}$`));
      expect((await cardNames(page)).length).toBe(3);
      await page.getByRole('link', { name: 'XL', exact: true }).click();
      await expect(page).toHaveURL(/size=xl/);
      expect(await cardNames(page)).toHaveLength(2);
      await context.close();
    });

    test('unknown categories and items answer 404', async ({ page }) => {
      for (const path of ['/shop/no-such-category', '/shop/apparel/no-such-item', '/shop/apparel/alva-top-box-30l']) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status()).toBe(404);
      }
      await expect(page.getByRole('heading', { level: 2, name: messages[locale].Errors.notFoundTitle })).toBeVisible();
    });
  });
}

/** Adds an item from its page; returns nothing, the page shows the outcome. */
async function addFromItemPage(page: Page, locale: Locale, path: string, quantity: number, size?: string) {
  const t = messages[locale].Shop;
  await gotoHydrated(page, localePath(locale, path));
  if (size) await page.getByRole('radio', { name: size, exact: true }).check();
  await page.getByRole('spinbutton', { name: t.quantity }).fill(String(quantity));
  await page.getByRole('button', { name: t.addToCart }).click();
}

for (const locale of LOCALES) {
  const t = messages[locale].Shop;
  const tCart = messages[locale].Cart;

  test(`item page, guest cart across reloads, quantities, stock refusal, removal (${locale}) @phone`, async ({
    page,
  }) => {
    const jacket = { path: '/shop/apparel/alva-riding-jacket', stock: 20 };
    await gotoHydrated(page, localePath(locale, jacket.path));
    // Structured data: a Product with IDR offers and the breadcrumb.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    const things = jsonLd['@graph'] ?? [jsonLd];
    const product = things.find((thing: { '@type': string }) => thing['@type'] === 'Product');
    expect(product.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'IDR', price: '899000' });
    expect(product.offers[0].availability).toMatch(/^https:\/\/schema\.org\//);
    expect(things.some((thing: { '@type': string }) => thing['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.getByText(t.stock.in).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await addFromItemPage(page, locale, jacket.path, 2, 'M');
    await expect(page.getByRole('status').filter({ hasText: ADDED_TWO[locale] })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${tCart.link}, 2`) })).toBeVisible();

    // A guest's cart lives in Vendure's anonymous session: it survives a reload.
    await gotoHydrated(page, localePath(locale, '/cart'));
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const name = locale === 'en' ? 'Alva Riding Jacket M' : 'Jaket Berkendara Alva M';
    const quantity = page.getByRole('spinbutton', { name: fill(tCart.quantityOf, { name }) });
    await expect(quantity).toHaveValue('2');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: fill(tCart.increase, { name }) }).click();
    await expect(quantity).toHaveValue('3');
    await expect(page.getByRole('status').filter({ hasText: tCart.updated })).toBeVisible();

    // More than the stock: the server sets the most it has and the message says so.
    await quantity.fill('50');
    await quantity.press('Enter');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: fill(tCart.errors.insufficientStockAdjusted, { count: jacket.stock }) }),
    ).toBeVisible();
    await expect(quantity).toHaveValue(String(jacket.stock));
    await expect(page.getByRole('link', { name: tCart.checkout })).toHaveAttribute(
      'href',
      localePath(locale, '/purchase?flow=cart'),
    );

    await page.getByRole('button', { name: fill(tCart.removeItem, { name }) }).click();
    await expect(page.getByText(tCart.empty)).toBeVisible();
    await expect(page.getByRole('link', { name: tCart.link, exact: true })).toBeVisible();
  });
}

test('adding more than the stock from the item page is refused with the translated message', async ({ page }) => {
  const locale = 'id';
  // Top Box 30 L: 35 in stock (seed).
  await addFromItemPage(page, locale, '/shop/accessories/alva-top-box-30l', 40);
  await expect(
    page.getByRole('status').filter({ hasText: fill(messages.id.Cart.errors.insufficientStockAdded, { count: 35 }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: messages.id.Shop.addToCart }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.id.Cart.errors.insufficientStockNone }),
  ).toBeVisible();
  await page.getByRole('spinbutton', { name: messages.id.Shop.quantity }).fill('100');
  await page.getByRole('button', { name: messages.id.Shop.addToCart }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: fill(messages.id.Shop.quantityInvalid, { max: 99 }) }),
  ).toBeVisible();
});

test('a signed-in customer keeps the cart they filled as a guest', async ({ page, newUser }) => {
  const t = messages.en;
  await addFromItemPage(page, 'en', '/shop/spare-parts/alva-brake-pad-set', 3);
  await expect(page.getByRole('link', { name: /^Cart, 3/ })).toBeVisible();
  await signIn(page, 'en', newUser);
  await expect(page).toHaveURL(/\/$/);
  await gotoHydrated(page, '/cart');
  await expect(
    page.getByRole('spinbutton', { name: fill(t.Cart.quantityOf, { name: 'Front Brake Pad Set' }) }),
  ).toHaveValue('3');
  await expect(page.getByRole('link', { name: /^Cart, 3/ })).toBeVisible();
});
