/**
 * The demo data set: what `npm run dev` and `npm run seed` write (seed.ts). ALL catalogue prices, specifications,
 * locations and accounts are DEMO DATA. Built on each call so that the meta tags take SITE_URL at seed time.
 */
import { BATTERY_OPTIONS, BATTERY_PRICE_DELTA, COLLECTIONS, MOTORCYCLES, SHOP_ITEMS } from './catalog-data';
import { BLOG_POSTS, GUIDEBOOK, LEGAL_PAGES } from './content-pages-data';
import { EXPERIENCE_CENTERS } from './dealers-data';
import { DEMO_ACCOUNTS, DEMO_RIDE_DAYS, DEMO_RIDERS, DEMO_VEHICLES } from './demo-accounts';
import { FAQ_TOPICS } from './faq-data';
import { demoFinancingParameters } from './financing-data';
import { initialData } from './initial-data';
import { metaTags } from './meta-tags-data';
import type { SeedData } from './populate';
import { PRODUCT_CONTENT } from './product-content-data';

export function demoSeedData(): SeedData {
    return {
        initialData,
        catalog: {
            collections: COLLECTIONS,
            batteryOptions: BATTERY_OPTIONS,
            batteryPriceDelta: BATTERY_PRICE_DELTA,
            motorcycles: MOTORCYCLES,
            shopItems: SHOP_ITEMS,
            productContent: PRODUCT_CONTENT,
        },
        content: {
            metaTags: metaTags(),
            faqTopics: FAQ_TOPICS,
            blogPosts: BLOG_POSTS,
            legalPages: LEGAL_PAGES,
            guidebook: GUIDEBOOK,
        },
        places: EXPERIENCE_CENTERS,
        financing: demoFinancingParameters(),
        accounts: { accounts: DEMO_ACCOUNTS, riders: DEMO_RIDERS, vehicles: DEMO_VEHICLES, rideDays: DEMO_RIDE_DAYS },
    };
}
