import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, LOCALES, localePath, messages, test } from './fixtures';

const SITE = `http://localhost:${process.env.PORT || 3000}`;

const LEGAL = [
  'privacy-policy-term-of-use',
  'refund-return-warranty',
  'conditions-for-orders-outside-jabodetabek-area',
  'warranty',
] as const;

/** Every page of the content feature (and the error page), checked in both locales. */
const PAGES = [
  '/support',
  '/support/charging',
  '/support/charging/charge-at-home',
  '/support/re-charge-and-swap',
  '/blog',
  '/blog/five-habits-for-a-longer-battery-life',
  ...LEGAL.map((slug) => `/${slug}`),
  '/about',
  '/my-alva-app',
  '/not-found',
];

/** The structured data of the page, parsed (fails the test when a block is not valid JSON). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data['@graph'] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

for (const locale of LOCALES) {
  const m = messages[locale];

  test.describe(`content pages (${locale})`, () => {
    for (const path of PAGES) {
      test(`${path} is server-rendered with its SEO head and passes axe`, async ({ page }) => {
        const response = await gotoHydrated(page, localePath(locale, path));
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(await page.title()).toMatch(/Alva/);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toBe(`${SITE}${localePath(locale, path)}`);
        await expectNoAxeViolations(page);
      });
    }

    test('the charging guide quotes each model’s charge time and range from its product page (one source)', async ({
      page,
    }) => {
      await gotoHydrated(page, localePath(locale, '/product/alva-cervo'));
      const spec = page.locator('[data-block="specification"]');
      const figure = async (label: RegExp) =>
        (await spec.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();
      const charge = await figure(locale === 'en' ? /^Home charge/ : /^Pengisian di rumah/);
      const range = await figure(locale === 'en' ? /^Range, single/ : /^Jarak tempuh, satu/);

      await gotoHydrated(page, localePath(locale, '/support/re-charge-and-swap'));
      const row = page.getByRole('row', { name: /Alva Cervo/ });
      await expect(row.getByRole('cell')).toHaveText([charge, range]);
    });

    test('FAQ search finds an answer in the page language and opens it @phone', async ({ page }) => {
      const query = locale === 'en' ? 'overnight' : 'semalaman';
      const question =
        locale === 'en'
          ? 'Is it safe to leave the battery charging overnight?'
          : 'Apakah aman mengecas baterai semalaman?';
      await gotoHydrated(page, localePath(locale, '/support'));
      const search = page.getByRole('searchbox', { name: m.Faq.searchLabel });
      await search.fill(query);
      const results = page.getByRole('list', { name: m.Faq.resultsLabel });
      await expect(results.getByRole('link', { name: question })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toContainText(query);
      // The topics give way to the results while searching.
      await expect(page.getByRole('navigation', { name: m.Faq.topicsNav })).toHaveCount(0);

      await search.fill('zzqx nothing matches');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        m.Faq.noResults.replace('{query}', 'zzqx nothing matches'),
      );
      await search.fill(query);
      await results.getByRole('link', { name: question }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/support/charging/charge-overnight')}$`));
      await expect(page.getByRole('heading', { level: 2, name: question })).toBeVisible();
    });

    test('FAQ: topics and answers have their own routes, titles and FAQPage data', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, '/support'));
      const topicTitle = locale === 'en' ? 'Battery swap' : 'Tukar baterai';
      // Answers open in place.
      const question = locale === 'en' ? 'How does battery swap work?' : 'Bagaimana cara kerja tukar baterai?';
      await page.locator('summary', { hasText: question }).click();
      await expect(
        page.getByRole('link', { name: m.Faq.openAnswerNamed.replace('{question}', question) }),
      ).toBeVisible();
      const faq = (await jsonLd(page)).find((thing) => thing['@type'] === 'FAQPage');
      expect((faq?.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(15);

      await page.getByRole('navigation', { name: m.Faq.topicsNav }).getByRole('link', { name: topicTitle }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/support/battery-swap')}$`));
      await expect(page.getByRole('heading', { level: 2, name: topicTitle, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${topicTitle} — ${m.Faq.title} \\| Alva$`));
      const topicData = await jsonLd(page);
      expect(topicData.map((thing) => thing['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);

      await page.getByRole('heading', { level: 3, name: question }).getByRole('link').click();
      await expect(page).toHaveURL(
        new RegExp(`${localePath(locale, '/support/battery-swap/how-battery-swap-works')}$`),
      );
      await expect(page).toHaveTitle(`${question} | Alva`);
      const breadcrumb = page.getByRole('navigation', { name: m.Content.breadcrumb });
      await expect(breadcrumb.getByRole('link', { name: topicTitle })).toHaveAttribute(
        'href',
        localePath(locale, '/support/battery-swap'),
      );
    });

    test('blog lists posts newest first and a post has BlogPosting and BreadcrumbList data', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, '/blog'));
      const list = page.getByRole('list', { name: m.Blog.listLabel });
      const dates = await list.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
      expect(dates.length).toBeGreaterThanOrEqual(3);
      expect([...dates].sort().reverse()).toEqual(dates);

      const title = locale === 'en' ? 'Riding electric in the rainy season' : 'Berkendara motor listrik di musim hujan';
      await list.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/blog/riding-electric-in-the-rainy-season')}$`));
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Alva`);
      const data = await jsonLd(page);
      const posting = data.find((thing) => thing['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: title, datePublished: expect.stringMatching(/^2026-10-20/) });
      expect(data.find((thing) => thing['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
      // Markdown headings come out as real headings under the post title.
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    });

    test('legal pages show their text, the last-updated date and links to each other', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, '/conditions-for-orders-outside-jabodetabek-area'));
      await expect(page.getByText(m.LegalPage.lastUpdated)).toBeVisible();
      await expect(
        page.getByText(locale === 'en' ? 'extra delivery cost' : 'biaya pengiriman tambahan').first(),
      ).toBeVisible();
      const nav = page.getByRole('navigation', { name: m.LegalPage.otherPages });
      for (const slug of LEGAL) {
        await expect(nav.getByRole('link', { name: m.LegalPage.names[slug], exact: true })).toHaveAttribute(
          'href',
          localePath(locale, `/${slug}`),
        );
      }
      await nav.getByRole('link', { name: m.LegalPage.names.warranty, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/warranty')}$`));
      await expect(
        page.getByRole('heading', { level: 2, name: locale === 'en' ? 'Warranty' : 'Garansi' }),
      ).toBeVisible();
    });

    test('unknown blog posts, topics, answers and root slugs answer 404', async ({ page }) => {
      for (const path of [
        '/blog/no-such-post',
        '/support/no-such-topic',
        '/support/charging/no-such-answer',
        '/no-such-policy',
      ]) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 2, name: m.Errors.notFoundTitle })).toBeVisible();
      }
    });

    test('the app page links to both stores', async ({ page }) => {
      await page.goto(localePath(locale, '/my-alva-app'));
      await expect(page.getByRole('link', { name: m.MyAlvaApp.appStore })).toHaveAttribute('href', /^https:\/\//);
      await expect(page.getByRole('link', { name: m.MyAlvaApp.googlePlay })).toHaveAttribute('href', /^https:\/\//);
    });
  });
}
