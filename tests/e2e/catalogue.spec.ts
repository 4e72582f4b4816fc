import { expect, expectNoAxeViolations, gotoHydrated, LOCALES, localePath, messages, test } from './fixtures';

const MODELS = ['alva-one-1-battery', 'alva-cervo', 'alva-n3'];
const SITE = `http://localhost:${process.env.PORT || 3000}`;

for (const locale of LOCALES) {
  test.describe(`catalogue (${locale})`, () => {
    test('home is server-rendered with the three motorcycles and rupiah prices, without JavaScript @phone', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(localePath(locale, '/'));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(messages[locale].Seo.rootTitle);
      await expect(page.getByRole('heading', { name: messages[locale].Home.modelsTitle })).toBeVisible();
      for (const slug of MODELS) {
        await expect(page.locator(`a[href="${localePath(locale, `/product/${slug}`)}"]`)).toHaveCount(1);
      }
      const prices = page.getByTestId('model-price');
      await expect(prices).toHaveCount(3);
      for (const text of await prices.allTextContents()) expect(text).toMatch(/Rp\s?[\d.]+/);
      await context.close();
    });

    test('SEO head: canonical, hreflang alternates, description and social tags', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${SITE}${locale === 'en' ? '' : '/id'}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', SITE);
      await expect(page.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute('href', `${SITE}/id`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expect(page.locator('meta[property="og:title"]').first()).toHaveAttribute('content', /.+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].Seo.headings.home);
    });

    test('product page shows colour, accent and battery options and prices each variant @phone', async ({ page }) => {
      const t = messages[locale].Product;
      await gotoHydrated(page, localePath(locale, '/product/alva-cervo'));
      await expect(page.getByRole('group', { name: t.colour, exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: t.accent, exact: true })).toBeVisible();
      await expect(page.getByRole('group', { name: t.battery, exact: true })).toBeVisible();
      const single = page.getByRole('radio', { name: t.batteryOptions.single, exact: true });
      const dual = page.getByRole('radio', { name: t.batteryOptions.dual, exact: true });
      await expect(page.getByRole('radio', { name: t.batteryOptions['subscription-rental'] })).toBeVisible();
      await expect(single).toBeChecked();
      const singlePrice = await page.getByTestId('variant-price').textContent();
      await dual.check();
      await expect(dual).toBeChecked();
      await expect(page.getByTestId('variant-price')).not.toHaveText(singlePrice ?? '');
      await expect(page.getByTestId('variant-price')).toHaveText(/Rp\s?[\d.]+/);
    });

    test('an unknown product answers 404 with a way home', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/product/no-such-bike'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 2, name: messages[locale].Errors.notFoundTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: messages[locale].Common.backHome })).toBeVisible();
    });

    test('home and product pages have no axe violations', async ({ page }) => {
      await page.goto(localePath(locale, '/'));
      await expectNoAxeViolations(page);
      await page.goto(localePath(locale, '/product/alva-n3'));
      await expectNoAxeViolations(page);
    });
  });
}

test('the language switcher moves between English and Indonesian on the same page', async ({ page }) => {
  await gotoHydrated(page, '/product/alva-n3');
  await page.getByRole('button', { name: `${messages.en.LanguageSwitcher.label}: English` }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Indonesia' }).click();
  await expect(page).toHaveURL(/\/id\/product\/alva-n3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('group', { name: messages.id.Product.battery, exact: true })).toBeVisible();

  // The choice is remembered: the English home page now sends this visitor to the Indonesian one.
  await page.goto('/');
  await expect(page).toHaveURL(/\/id$/);
});

test('public pages load without console errors or CSP violations', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/id', '/product/alva-cervo', '/id/product/alva-n3', '/login']) {
    await gotoHydrated(page, path);
    // Not 'networkidle': Next's low-priority prefetches of linked pages can stay open in headless Chromium.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
  }
  expect(problems).toEqual([]);
});
