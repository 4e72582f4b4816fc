import type { GetServerSideProps } from 'next';
import { publicEnv } from '@/config/env';
import { routes } from '@/config/routes';
import { MOTORCYCLE_SLUGS } from '@/features/catalogue/constants';
import { BlogPostsQuery, FaqTopicsQuery } from '@/features/content/graphql/content';
import { SHOP_CATEGORIES, shopPaths } from '@/features/shop/constants';
import { ShopCatalogueQuery } from '@/features/shop/graphql/shop';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { defaultLocale } from '@/lib/i18n';
import { buildSitemapXml, type SitemapEntry } from '@/lib/sitemap';

/** Public pages with a fixed path; signed-in, staff and flow pages (cart, test-ride steps after the first) stay out. */
const STATIC_PATHS = [
  routes.home,
  routes.product,
  routes.shop,
  ...SHOP_CATEGORIES.map(shopPaths.category),
  routes.monthlyCost,
  routes.dpSimulation,
  routes.experienceCenter,
  routes.testRide,
  routes.support,
  routes.rechargeAndSwap,
  routes.contactUs,
  routes.blog,
  routes.about,
  routes.myAlvaApp,
  routes.leaderboard(),
  '/privacy-policy-term-of-use',
  '/refund-return-warranty',
  '/conditions-for-orders-outside-jabodetabek-area',
  '/warranty',
];

/** Every public URL (SPEC §2) from the catalogue and the content service; one failing source leaves the rest. */
async function sitemapEntries(): Promise<SitemapEntry[]> {
  const client = createServerApolloClient(defaultLocale);
  const entries: SitemapEntry[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...MOTORCYCLE_SLUGS.map((slug) => ({ path: routes.productDetail(slug) })),
  ];
  const [shop, faq, blog] = await Promise.allSettled([
    client.query({ query: ShopCatalogueQuery, variables: { slugs: [...SHOP_CATEGORIES] } }),
    client.query({ query: FaqTopicsQuery, variables: { locale: defaultLocale }, context: { clientName: 'content' } }),
    client.query({
      query: BlogPostsQuery,
      variables: { locale: defaultLocale, take: 50 },
      context: { clientName: 'content' },
    }),
  ]);
  if (shop.status === 'fulfilled') {
    for (const collection of shop.value.data?.collections.items ?? []) {
      for (const variant of collection.productVariants.items) {
        entries.push({ path: shopPaths.item(collection.slug, variant.product.slug) });
      }
    }
  }
  if (faq.status === 'fulfilled') {
    for (const topic of faq.value.data?.faqTopics ?? []) {
      entries.push({ path: routes.supportTopic(topic.slug) });
      for (const answer of topic.answers) entries.push({ path: routes.supportAnswer(topic.slug, answer.slug) });
    }
  }
  if (blog.status === 'fulfilled') {
    for (const post of blog.value.data?.blogPosts.items ?? []) {
      entries.push({ path: routes.blogPost(post.slug), lastModified: post.publishedAt });
    }
  }
  for (const failed of [shop, faq, blog].filter((r) => r.status === 'rejected')) {
    console.error('sitemap.xml: a source failed', (failed as PromiseRejectedResult).reason);
  }
  return entries;
}

export default function SitemapXml() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  const xml = buildSitemapXml(publicEnv.siteUrl, await sitemapEntries());
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  // Crawlers may cache it for an hour; products and posts added in the back office appear after that.
  res.setHeader('Cache-Control', 'public, max-age=3600, stale-while-revalidate=600');
  res.end(xml);
  return { props: {} };
};
