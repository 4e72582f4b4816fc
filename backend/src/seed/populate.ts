/**
 * The seed's population code: idempotent steps (each checks before it creates, so it is safe on every start) that
 * write whatever data set they are given. The demo data set lives in demo-data.ts (seed.ts runs it on start and in
 * `npm run seed`); the e2e specs run the same steps with their own fixtures (src/e2e/fixtures).
 */
import { INestApplicationContext } from '@nestjs/common';
import { CurrencyCode, GlobalFlag, LanguageCode, Permission } from '@vendure/common/lib/generated-types';
import {
    Administrator,
    AdministratorService,
    Asset,
    AssetService,
    ChannelService,
    CollectionService,
    ConfigService,
    Country,
    Customer,
    ProductVariant,
    CustomerService,
    Facet,
    FacetService,
    FacetValueService,
    GlobalSettingsService,
    ID,
    InitialData,
    isGraphQlErrorResult,
    Logger,
    ProductOptionGroupService,
    ProductOptionService,
    ProductService,
    ProductTranslation,
    ProductVariantService,
    RequestContext,
    RequestContextService,
    Role,
    RoleService,
    SearchService,
    TransactionalConnection,
    User,
} from '@vendure/core';
import fs from 'fs';
import os from 'os';
import path from 'path';
import sharp from 'sharp';

import { PRODUCT_CONTENT_FIELD } from '../plugins/catalogue/constants';
import { ExperienceCenterService } from '../plugins/dealers/services/experience-center.service';
import { BlogService } from '../plugins/content/services/blog.service';
import { FaqService } from '../plugins/content/services/faq.service';
import { GuidebookService } from '../plugins/content/services/guidebook.service';
import { LegalPageService } from '../plugins/content/services/legal-page.service';
import { MetaTagService } from '../plugins/content/services/meta-tag.service';
import { FinancingService } from '../plugins/financing/services/financing.service';
import { seedPurchaseSetup } from '../plugins/purchase/purchase-seed';
import { withoutSiteRevalidation } from '../plugins/site-revalidation/skip-site-revalidation';
import { TestRideSchedule } from '../plugins/test-rides/entities/test-ride-schedule.entity';
import { TestRideSlotService } from '../plugins/test-rides/services/test-ride-slot.service';
import type { ExperienceCenterInput } from '../plugins/dealers/services/experience-center.service';
import type { CreateMetaTagInput } from '../plugins/content/services/meta-tag.service';
import type { FinancingSeedParameters } from '../plugins/financing/services/financing.service';
import type { CollectionCode, Localized, MotorcycleDef, OptionGroupDef, ShopItemDef } from './catalog-data';
import type { BlogPostDef, LegalPageDef } from './content-pages-data';
import type { DemoAccount, DemoRider, DemoRiding, DemoVehicle, StaffRoleCode } from './demo-accounts';
import type { FaqTopicDef, L10n } from './faq-data';
import { WARRANTY_YEARS } from '../plugins/vehicles/constants';
import { LeaderboardService } from '../plugins/vehicles/services/leaderboard.service';
import { Vehicle } from '../plugins/vehicles/vehicle.entity';
import { ensureEmulatorUsers } from './firebase-users';
import { batterySvg, itemSvg, scooterSvg } from './svg-art';

const loggerCtx = 'Seed';
const CATEGORY_FACET = 'category';

export type SeedStep =
    | 'initial-data'
    | 'catalog'
    | 'content'
    | 'dealers'
    | 'test-rides'
    | 'financing'
    | 'purchase'
    | 'accounts';

export type { CollectionCode, Localized, MotorcycleDef, OptionDef, OptionGroupDef, ShopItemDef } from './catalog-data';
export type { BlogPostDef, LegalPageDef } from './content-pages-data';
export type { DemoAccount, DemoRider, DemoRiding, DemoVehicle, StaffRoleCode } from './demo-accounts';
export type { FaqAnswerDef, FaqTopicDef, L10n } from './faq-data';

/** Everything the steps write. Each step reads only its part, so a data set for some steps may stub the rest. */
export interface SeedData {
    /** Zones, countries, tax, shipping and payment methods of a fresh database (Vendure's populate()). */
    initialData: InitialData;
    catalog: {
        collections: Array<{ code: CollectionCode; name: Localized; description: Localized }>;
        /** The battery option group every motorcycle gets, and each option's price on top of the base price (IDR). */
        batteryOptions: OptionGroupDef;
        batteryPriceDelta: Record<string, number>;
        motorcycles: MotorcycleDef[];
        shopItems: ShopItemDef[];
        /** The product pages' content blocks (JSON) by product slug and language. */
        productContent: Record<string, { en: string; id: string }>;
    };
    content: {
        metaTags: CreateMetaTagInput[];
        faqTopics: FaqTopicDef[];
        blogPosts: BlogPostDef[];
        legalPages: LegalPageDef[];
        guidebook: { version: string; title: string; pdfUrl: string };
    };
    places: ExperienceCenterInput[];
    financing: FinancingSeedParameters;
    /** Customer and staff accounts, riders without a sign-in, and their bikes with their riding. */
    accounts: {
        accounts: DemoAccount[];
        riders: DemoRider[];
        vehicles: DemoVehicle[];
        /** Days of riding each bike with `riding` gets (one trip a day). */
        rideDays: number;
    };
}

export interface SeedOptions {
    /** Run only these steps (default: all). */
    steps?: SeedStep[];
    /** Create missing demo users in the Firebase Auth Emulator (default true; needs FIREBASE_AUTH_EMULATOR_HOST). */
    firebaseUsers?: boolean;
}

export interface SeedReport {
    created: string[];
}

const translations = (value: Localized) => [
    { languageCode: LanguageCode.en, ...pick(value, 'en') },
    { languageCode: LanguageCode.id, ...pick(value, 'id') },
];
function pick(value: Localized, lang: keyof Localized) {
    return { name: value[lang] };
}

/** Runs the steps (all by default) with this data set. */
export async function populate(
    app: INestApplicationContext,
    data: SeedData,
    options: SeedOptions = {},
): Promise<SeedReport> {
    const steps = new Set<SeedStep>(
        options.steps ?? [
            'initial-data',
            'catalog',
            'content',
            'dealers',
            'test-rides',
            'financing',
            'purchase',
            'accounts',
        ],
    );
    const report: SeedReport = { created: [] };
    const started = Date.now();

    if (steps.has('initial-data')) await seedInitialData(app, data.initialData, report);
    // The context is made after the channel switch so prices are created in IDR.
    const ctx = await superadminContext(app);
    if (steps.has('catalog')) await seedCatalog(app, ctx, data.catalog, report);
    if (steps.has('content')) {
        await seedMetaTags(app, ctx, data.content.metaTags, report);
        await seedContentPages(app, ctx, data.content, report);
    }
    if (steps.has('dealers')) await seedDealers(app, ctx, data.places, report);
    if (steps.has('test-rides')) await seedTestRideSchedules(app, ctx, data.places, report);
    if (steps.has('financing')) await seedFinancing(app, ctx, data.financing, report);
    if (steps.has('purchase')) await seedPurchase(app, ctx, report);
    if (steps.has('accounts')) await seedAccounts(app, ctx, data.accounts, report, options.firebaseUsers !== false);

    Logger.info(
        report.created.length
            ? `Seed created ${report.created.length} records in ${Date.now() - started} ms`
            : `Seed: nothing to do (${Date.now() - started} ms)`,
        loggerCtx,
    );
    return report;
}

/** The context every step runs with. Its edits queue no site revalidation: the site renders fresh pages when it starts. */
async function superadminContext(app: INestApplicationContext): Promise<RequestContext> {
    const connection = app.get(TransactionalConnection);
    const identifier = app.get(ConfigService).authOptions.superadminCredentials.identifier;
    const user = await connection.rawConnection.getRepository(User).findOne({
        where: { identifier },
        relations: { roles: { channels: true } },
    });
    const ctx = await app.get(RequestContextService).create({
        apiType: 'admin',
        languageCode: LanguageCode.en,
        user: user ?? undefined,
    });
    return withoutSiteRevalidation(ctx);
}

// ---------------------------------------------------------------------------------------------
// Initial data and channel
// ---------------------------------------------------------------------------------------------

async function seedInitialData(app: INestApplicationContext, initialData: InitialData, report: SeedReport) {
    const connection = app.get(TransactionalConnection);
    const countries = await connection.rawConnection.getRepository(Country).count();
    if (countries === 0) {
        const { populateInitialData } = await import('@vendure/core/cli');
        await populateInitialData(app, initialData);
        report.created.push('initial data (zones, countries, tax, shipping, payment)');
    }
    const ctx = await superadminContext(app);
    const settings = app.get(GlobalSettingsService);
    const global = await settings.getSettings(ctx);
    const languages = [LanguageCode.en, LanguageCode.id];
    if (!languages.every(l => global.availableLanguages.includes(l))) {
        await settings.updateSettings(ctx, {
            availableLanguages: Array.from(new Set([...global.availableLanguages, ...languages])),
        });
        report.created.push('global languages en, id');
    }
    // populate() leaves the default channel in USD (DESIGN §2): switch it to IDR, prices incl. PPN.
    const channelService = app.get(ChannelService);
    const channel = await channelService.getDefaultChannel(ctx);
    const needsUpdate =
        channel.defaultCurrencyCode !== CurrencyCode.IDR ||
        channel.availableCurrencyCodes.join() !== CurrencyCode.IDR ||
        !languages.every(l => channel.availableLanguageCodes?.includes(l));
    if (needsUpdate) {
        const result = await channelService.update(ctx, {
            id: channel.id,
            defaultCurrencyCode: CurrencyCode.IDR,
            availableCurrencyCodes: [CurrencyCode.IDR],
            defaultLanguageCode: LanguageCode.en,
            availableLanguageCodes: languages,
            pricesIncludeTax: true,
        });
        if (isGraphQlErrorResult(result)) throw new Error(`Could not update the default channel: ${result.message}`);
        report.created.push('default channel → IDR, en + id');
    }
}

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

type CatalogData = SeedData['catalog'];

async function seedCatalog(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: CatalogData,
    report: SeedReport,
) {
    const facetValueIds = await ensureCategoryFacet(app, ctx, catalog, report);
    const productService = app.get(ProductService);
    const connection = app.get(TransactionalConnection);
    let createdProducts = 0;

    for (const bike of catalog.motorcycles) {
        if (await productService.findOneBySlug(ctx, bike.slug)) continue;
        await connection.withTransaction(ctx, txCtx =>
            createMotorcycle(app, txCtx, catalog, bike, facetValueIds.motorcycles),
        );
        report.created.push(`product ${bike.slug}`);
        createdProducts++;
    }
    for (const item of catalog.shopItems) {
        if (await productService.findOneBySlug(ctx, item.slug)) continue;
        await connection.withTransaction(ctx, txCtx =>
            createShopItem(app, txCtx, item, facetValueIds[item.collection]),
        );
        report.created.push(`product ${item.slug}`);
        createdProducts++;
    }
    await ensureCollections(app, ctx, catalog, facetValueIds, report);
    await ensureProductContent(app, ctx, catalog.productContent, report);
    if (createdProducts > 0) {
        // Processed by the worker (the search index is not updated without it).
        await app.get(SearchService).reindex(ctx);
    }
}

/** Fills the motorcycles' page content blocks where a language has none (also on databases seeded before they existed). */
async function ensureProductContent(
    app: INestApplicationContext,
    ctx: RequestContext,
    productContent: CatalogData['productContent'],
    report: SeedReport,
) {
    const repo = app.get(TransactionalConnection).getRepository(ctx, ProductTranslation);
    for (const [slug, content] of Object.entries(productContent)) {
        const product = await app.get(ProductService).findOneBySlug(ctx, slug);
        if (!product) continue;
        const rows = await repo.find({ where: { base: { id: product.id } } });
        for (const row of rows) {
            const lang =
                row.languageCode === LanguageCode.id ? 'id' : row.languageCode === LanguageCode.en ? 'en' : null;
            const fields = row.customFields as Record<string, unknown>;
            if (!lang || fields[PRODUCT_CONTENT_FIELD]) continue;
            await repo.update({ id: row.id }, { customFields: { ...fields, [PRODUCT_CONTENT_FIELD]: content[lang] } });
            report.created.push(`page content ${slug} (${lang})`);
        }
    }
}

async function ensureCategoryFacet(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: CatalogData,
    report: SeedReport,
): Promise<Record<CollectionCode, string>> {
    const connection = app.get(TransactionalConnection);
    let facet = await connection.getRepository(ctx, Facet).findOne({
        where: { code: CATEGORY_FACET },
        relations: { values: true },
    });
    if (!facet) {
        await app.get(FacetService).create(ctx, {
            code: CATEGORY_FACET,
            isPrivate: false,
            translations: [
                { languageCode: LanguageCode.en, name: 'Category' },
                { languageCode: LanguageCode.id, name: 'Kategori' },
            ],
        });
        report.created.push('facet category');
        facet = await connection.getRepository(ctx, Facet).findOneOrFail({
            where: { code: CATEGORY_FACET },
            relations: { values: true },
        });
    }
    for (const c of catalog.collections) {
        if (facet.values.some(v => v.code === c.code)) continue;
        const value = await app.get(FacetValueService).create(ctx, facet, {
            code: c.code,
            translations: translations(c.name),
        });
        facet.values.push(value);
    }
    const ids = {} as Record<CollectionCode, string>;
    for (const c of catalog.collections) {
        const value = facet.values.find(v => v.code === c.code);
        if (!value) throw new Error(`Facet value ${c.code} is missing from facet ${CATEGORY_FACET}`);
        ids[c.code] = String(value.id);
    }
    return ids;
}

async function ensureCollections(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: CatalogData,
    facetValueIds: Record<CollectionCode, string>,
    report: SeedReport,
) {
    const collectionService = app.get(CollectionService);
    for (const c of catalog.collections) {
        if (await collectionService.findOneBySlug(ctx, c.code)) continue;
        await collectionService.create(ctx, {
            isPrivate: false,
            translations: (['en', 'id'] as const).map(lang => ({
                languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.id,
                name: c.name[lang],
                // Same slug in both languages: the front end routes by these codes.
                slug: c.code,
                description: c.description[lang],
            })),
            filters: [
                {
                    code: 'facet-value-filter',
                    arguments: [
                        { name: 'facetValueIds', value: JSON.stringify([facetValueIds[c.code]]) },
                        { name: 'containsAny', value: 'false' },
                        { name: 'combineWithAnd', value: 'true' },
                    ],
                },
            ],
            customFields: {},
        });
        report.created.push(`collection ${c.code}`);
    }
}

const tmpDir = () => {
    const dir = path.join(os.tmpdir(), 'alva-seed-assets');
    fs.mkdirSync(dir, { recursive: true });
    return dir;
};

/** Rasterises an SVG illustration to PNG and imports it as an Asset. */
async function importSvgAsset(
    app: INestApplicationContext,
    ctx: RequestContext,
    svg: string,
    name: string,
): Promise<Asset> {
    const file = path.join(tmpDir(), `${name}.png`);
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(file);
    const asset = await app.get(AssetService).createFromFileStream(fs.createReadStream(file), file, ctx);
    fs.rmSync(file, { force: true });
    if (isGraphQlErrorResult(asset)) throw new Error(`Asset ${name}: ${asset.message}`);
    return asset as Asset;
}

async function createOptionGroup(
    app: INestApplicationContext,
    ctx: RequestContext,
    productId: string,
    def: OptionGroupDef,
) {
    const group = await app.get(ProductOptionGroupService).create(ctx, {
        code: def.code,
        translations: translations(def.name),
    });
    const options: Record<string, ID> = {};
    for (const option of def.options) {
        const created = await app.get(ProductOptionService).create(ctx, group, {
            code: option.code,
            translations: translations(option.name),
        });
        options[option.code] = created.id;
    }
    await app.get(ProductService).addOptionGroupToProduct(ctx, productId, group.id);
    return options;
}

function productTranslations(slug: string, name: Localized, description: Localized) {
    return (['en', 'id'] as const).map(lang => ({
        languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.id,
        name: name[lang],
        slug,
        description: description[lang],
    }));
}

async function createMotorcycle(
    app: INestApplicationContext,
    ctx: RequestContext,
    catalog: CatalogData,
    bike: MotorcycleDef,
    facetValueId: string,
) {
    // One picture per colour × accent; the first is the product's featured asset.
    const art: Record<string, Asset> = {};
    for (const color of bike.colors) {
        for (const accent of bike.accents) {
            art[`${color.code}/${accent.code}`] = await importSvgAsset(
                app,
                ctx,
                scooterSvg(bike.shape, color.code, accent.code, bike.name.en.toUpperCase()),
                `${bike.slug}-${color.code}-${accent.code}`,
            );
        }
    }
    const assets = Object.values(art);
    const product = await app.get(ProductService).create(ctx, {
        enabled: true,
        translations: productTranslations(bike.slug, bike.name, bike.description),
        featuredAssetId: assets[0].id,
        assetIds: assets.map(a => a.id),
        facetValueIds: [facetValueId],
    });
    const productId = String(product.id);
    const colorIds = await createOptionGroup(app, ctx, productId, {
        code: 'color',
        name: { en: 'Colour', id: 'Warna' },
        options: bike.colors,
    });
    const accentIds = await createOptionGroup(app, ctx, productId, {
        code: 'accent',
        name: { en: 'Accent', id: 'Aksen' },
        options: bike.accents,
    });
    const batteryIds = await createOptionGroup(app, ctx, productId, catalog.batteryOptions);

    const variants = [];
    for (const color of bike.colors) {
        for (const accent of bike.accents) {
            for (const battery of catalog.batteryOptions.options) {
                const price = (bike.basePrice + catalog.batteryPriceDelta[battery.code]) * 100;
                variants.push({
                    productId,
                    sku: `${bike.slug}-${color.code}-${accent.code}-${battery.code}`.toUpperCase(),
                    price,
                    optionIds: [colorIds[color.code], accentIds[accent.code], batteryIds[battery.code]],
                    featuredAssetId: art[`${color.code}/${accent.code}`].id,
                    assetIds: [art[`${color.code}/${accent.code}`].id],
                    stockOnHand: bike.stock,
                    trackInventory: GlobalFlag.TRUE,
                    translations: (['en', 'id'] as const).map(lang => ({
                        languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.id,
                        name: `${bike.name[lang]} ${color.name[lang]} · ${accent.name[lang]} · ${battery.name[lang]}`,
                    })),
                });
            }
        }
    }
    await app.get(ProductVariantService).create(ctx, variants);
}

async function createShopItem(
    app: INestApplicationContext,
    ctx: RequestContext,
    item: ShopItemDef,
    facetValueId: string,
) {
    const svg =
        item.art.kind === 'battery'
            ? batterySvg(item.name.en, item.art.capacity, item.art.cells)
            : itemSvg(item.art.icon, item.name.en, item.art.color);
    const asset = await importSvgAsset(app, ctx, svg, item.slug);
    const product = await app.get(ProductService).create(ctx, {
        enabled: true,
        translations: productTranslations(item.slug, item.name, item.description),
        featuredAssetId: asset.id,
        assetIds: [asset.id],
        facetValueIds: [facetValueId],
    });
    const productId = String(product.id);
    const common = {
        productId,
        price: item.price * 100,
        stockOnHand: item.stock,
        trackInventory: GlobalFlag.TRUE,
        featuredAssetId: asset.id,
    };
    if (item.sizes?.length) {
        const sizeIds = await createOptionGroup(app, ctx, productId, {
            code: 'size',
            name: { en: 'Size', id: 'Ukuran' },
            options: item.sizes.map(s => ({ code: s.toLowerCase(), name: { en: s, id: s } })),
        });
        await app.get(ProductVariantService).create(
            ctx,
            item.sizes.map(size => ({
                ...common,
                sku: `${item.slug}-${size}`.toUpperCase(),
                optionIds: [sizeIds[size.toLowerCase()]],
                translations: (['en', 'id'] as const).map(lang => ({
                    languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.id,
                    name: `${item.name[lang]} ${size}`,
                })),
            })),
        );
    } else {
        await app.get(ProductVariantService).create(ctx, [
            {
                ...common,
                sku: item.slug.toUpperCase(),
                translations: (['en', 'id'] as const).map(lang => ({
                    languageCode: lang === 'en' ? LanguageCode.en : LanguageCode.id,
                    name: item.name[lang],
                })),
            },
        ]);
    }
}

// ---------------------------------------------------------------------------------------------
// Content and dealers
// ---------------------------------------------------------------------------------------------

async function seedMetaTags(
    app: INestApplicationContext,
    ctx: RequestContext,
    metaTags: CreateMetaTagInput[],
    report: SeedReport,
) {
    const service = app.get(MetaTagService);
    for (const tag of metaTags) {
        if (await service.findByPageName(ctx, tag.pageName)) continue;
        await service.create(ctx, tag);
        report.created.push(`meta tags ${tag.pageName}`);
    }
}

const both = <K extends string>(fields: Record<K, L10n>) =>
    (['en', 'id'] as const).map(languageCode => ({
        languageCode,
        ...(Object.fromEntries(Object.entries<L10n>(fields).map(([k, v]) => [k, v[languageCode]])) as Record<
            K,
            string
        >),
    }));

/** FAQ topics and answers, blog posts, legal pages and the guidebook; each created only when its slug is missing. */
async function seedContentPages(
    app: INestApplicationContext,
    ctx: RequestContext,
    content: SeedData['content'],
    report: SeedReport,
) {
    const faq = app.get(FaqService);
    for (const [index, def] of content.faqTopics.entries()) {
        const existing = await faq.findTopicBySlug(ctx, def.slug);
        let topic = existing ? await faq.findTopic(ctx, existing.id) : null;
        if (!topic) {
            topic = await faq.createTopic(ctx, {
                slug: def.slug,
                position: (index + 1) * 10,
                translations: both({ title: def.title }),
            });
            report.created.push(`FAQ topic ${def.slug}`);
        }
        for (const [position, answer] of def.answers.entries()) {
            if (topic.answers?.some(a => a.slug === answer.slug)) continue;
            await faq.createAnswer(ctx, {
                topicId: topic.id,
                slug: answer.slug,
                position: (position + 1) * 10,
                translations: both({ question: answer.question, answer: answer.answer }),
            });
            report.created.push(`FAQ answer ${def.slug}/${answer.slug}`);
        }
    }
    const blog = app.get(BlogService);
    for (const post of content.blogPosts) {
        if (await blog.findBySlug(ctx, post.slug)) continue;
        await blog.create(ctx, {
            slug: post.slug,
            author: post.author,
            coverImageUrl: post.coverImageUrl,
            publishedAt: new Date(post.publishedAt),
            translations: both({ title: post.title, excerpt: post.excerpt, body: post.body }).map(t => ({
                ...t,
                tags: post.tags[t.languageCode],
            })),
        });
        report.created.push(`blog post ${post.slug}`);
    }
    const legal = app.get(LegalPageService);
    for (const page of content.legalPages) {
        if (await legal.findBySlug(ctx, page.slug)) continue;
        await legal.create(ctx, {
            slug: page.slug,
            lastUpdated: new Date(page.lastUpdated),
            translations: both({ title: page.title, body: page.body }),
        });
        report.created.push(`legal page ${page.slug}`);
    }
    const guidebooks = app.get(GuidebookService);
    const guidebook = content.guidebook;
    if (!(await guidebooks.findByVersion(ctx, guidebook.version))) {
        await guidebooks.create(ctx, guidebook);
        report.created.push(`guidebook ${guidebook.version}`);
    }
}

async function seedDealers(
    app: INestApplicationContext,
    ctx: RequestContext,
    places: ExperienceCenterInput[],
    report: SeedReport,
) {
    const service = app.get(ExperienceCenterService);
    for (const location of places) {
        if (await service.findBySlug(ctx, location.dealerSlug as string)) continue;
        await service.create(ctx, location);
        report.created.push(`location ${location.dealerSlug}`);
    }
}

/** Test-ride schedules (the plugin's defaults) for the seeded places; skipped when the plugin is not loaded. */
async function seedTestRideSchedules(
    app: INestApplicationContext,
    ctx: RequestContext,
    places: ExperienceCenterInput[],
    report: SeedReport,
) {
    let slots: TestRideSlotService;
    try {
        slots = app.get(TestRideSlotService, { strict: false });
    } catch {
        return;
    }
    const connection = app.get(TransactionalConnection);
    const dealers = app.get(ExperienceCenterService);
    for (const location of places) {
        const place = await dealers.findBySlug(ctx, location.dealerSlug as string);
        if (!place) continue;
        if (await connection.getRepository(ctx, TestRideSchedule).exists({ where: { placeId: place.id } })) continue;
        // The defaults, saved as the place's own (unset fields keep the current, i.e. default, values).
        await slots.saveSchedule(ctx, { placeId: place.id });
        report.created.push(`test-ride schedule ${location.dealerSlug}`);
    }
}

/** Financing parameters (areas, OTR prices, rates, running costs); skipped when the plugin is not loaded. */
async function seedFinancing(
    app: INestApplicationContext,
    ctx: RequestContext,
    parameters: FinancingSeedParameters,
    report: SeedReport,
) {
    let financing: FinancingService;
    try {
        financing = app.get(FinancingService, { strict: false });
    } catch {
        return;
    }
    report.created.push(...(await financing.seedParameters(ctx, parameters)));
}

/** Purchase shipping and payment methods and the demo coupons; skipped when the purchase plugin is not loaded. */
async function seedPurchase(app: INestApplicationContext, ctx: RequestContext, report: SeedReport) {
    const loaded = app.get(ConfigService).paymentOptions.paymentMethodHandlers.some(h => h.code === 'midtrans-gateway');
    if (loaded) report.created.push(...(await seedPurchaseSetup(app, ctx)));
}

// ---------------------------------------------------------------------------------------------
// Demo accounts
// ---------------------------------------------------------------------------------------------

/**
 * Staff roles (SPEC §6) as Vendure roles: each gets exactly what the job needs, and the server checks it
 * (DESIGN §3). A product specialist handles test-ride bookings (list, confirm, complete, no-show, cancel) and
 * may read the schedules; the coordinator also edits schedules and capacity; the e-commerce admin runs the
 * catalogue (products, prices, stock), orders, customers, promotions and the site's content (meta tags,
 * experience centres), but not the showroom's bookings. ReadChannel lets the dashboard show the active channel.
 */
interface StaffRoleDef {
    code: StaffRoleCode;
    description: string;
    permissions: string[];
    /** Permissions an earlier seed gave this role and it must no longer have. */
    revoke?: string[];
}

export const STAFF_ROLES: StaffRoleDef[] = [
    {
        code: 'product-specialist',
        description: 'Product Specialist',
        permissions: [Permission.ReadChannel, 'ManageTestRides'],
    },
    {
        code: 'product-specialist-coordinator',
        description: 'Product Specialist Coordinator',
        permissions: [Permission.ReadChannel, 'ManageTestRides', 'ManageTestRideSchedules'],
    },
    {
        code: 'admin-e-commerce',
        description: 'Admin E-Commerce',
        permissions: [
            Permission.ReadCatalog,
            Permission.CreateCatalog,
            Permission.UpdateCatalog,
            Permission.DeleteCatalog,
            Permission.ReadOrder,
            Permission.CreateOrder,
            Permission.UpdateOrder,
            Permission.DeleteOrder,
            Permission.ReadCustomer,
            Permission.CreateCustomer,
            Permission.UpdateCustomer,
            Permission.DeleteCustomer,
            Permission.ReadCustomerGroup,
            Permission.UpdateCustomerGroup,
            Permission.ReadPromotion,
            Permission.CreatePromotion,
            Permission.UpdatePromotion,
            Permission.ReadShippingMethod,
            Permission.ReadPaymentMethod,
            Permission.ReadStockLocation,
            Permission.ReadSettings,
            Permission.ReadChannel,
            Permission.ReadCountry,
            Permission.ReadZone,
            Permission.ReadTaxCategory,
            Permission.ReadTaxRate,
            'ManageContent',
            'ManageDealers',
            // Staff may send ride data by hand (recordRideTrips); the app's back end uses an API key of its own role.
            'RecordRideData',
            'ManageFinancing',
            'ReadLeads',
            // Identity documents (KTP/KITAS, NPWP): verifying a buyer's documents; every view is logged.
            'ReadCustomerDocument',
            // Bank-transfer proofs: accepting settles the payment, rejecting declines it.
            'ReviewPaymentProof',
            // Installment applications: recording a financing provider's decision and the signed contract.
            'DecideInstallment',
            // Orders after the purchase: plate (STNK/BPKB) progress and the VIN.
            'UpdateOrderProgress',
        ],
        revoke: ['ManageTestRides'],
    },
];

/** The role's permissions that this configuration knows (a plugin that is not loaded has none). */
function knownPermissions(app: INestApplicationContext, permissions: string[]): string[] {
    const custom = new Set(app.get(ConfigService).authOptions.customPermissions.map(p => p.Permission as string));
    const builtIn = new Set<string>(Object.values(Permission));
    return permissions.filter(p => builtIn.has(p) || custom.has(p));
}

async function ensureStaffRole(
    app: INestApplicationContext,
    ctx: RequestContext,
    def: StaffRoleDef,
    report: SeedReport,
): Promise<Role> {
    const connection = app.get(TransactionalConnection);
    const existing = await connection.getRepository(ctx, Role).findOne({ where: { code: def.code } });
    if (existing) {
        // Permissions of plugins added after the role was made are added, revoked ones removed; others stay as edited.
        const missing = knownPermissions(app, def.permissions).filter(
            p => !existing.permissions.includes(p as Permission),
        );
        const revoked = (def.revoke ?? []).filter(p => existing.permissions.includes(p as Permission));
        if (!missing.length && !revoked.length) return existing;
        const updated = await app.get(RoleService).update(ctx, {
            id: existing.id,
            permissions: [...existing.permissions.filter(p => !revoked.includes(p)), ...(missing as Permission[])],
        });
        report.created.push(
            `role ${def.code}: ${[...missing.map(p => `+${p}`), ...revoked.map(p => `-${p}`)].join(', ')}`,
        );
        return updated;
    }
    const channel = await app.get(ChannelService).getDefaultChannel(ctx);
    const role = await app.get(RoleService).create(ctx, {
        code: def.code,
        description: def.description,
        permissions: knownPermissions(app, def.permissions) as Permission[],
        channelIds: [channel.id],
    });
    report.created.push(`role ${def.code}`);
    return role;
}

async function ensureCustomer(
    app: INestApplicationContext,
    ctx: RequestContext,
    account: DemoAccount,
    report: SeedReport,
) {
    const connection = app.get(TransactionalConnection);
    const repo = connection.getRepository(ctx, Customer);
    const existing = await repo.findOne({ where: { emailAddress: account.email } });
    // An existing account is left as it is: whatever was edited since (profile, role, branch) stays.
    if (existing) return;
    const result = await app.get(CustomerService).create(
        ctx,
        {
            emailAddress: account.email,
            firstName: account.firstName,
            lastName: account.lastName,
            phoneNumber: account.phoneNumber,
        },
        account.password,
    );
    if (isGraphQlErrorResult(result)) throw new Error(`Customer ${account.email}: ${result.message}`);
    const customer = await repo.findOneOrFail({ where: { id: result.id }, relations: { user: true } });
    Object.assign(customer.customFields, {
        isPS: account.isPS,
        role: account.role,
        branchLocation: account.branchLocation ?? null,
        gender: account.gender,
        occupation: account.occupation ?? null,
        emailVerified: true,
        selectedLanguage: 'id',
        allowedCompany: account.isPS ? ['alva'] : [],
    });
    await repo.save(customer, { reload: false });
    if (customer.user && !customer.user.verified) {
        await connection.getRepository(ctx, User).update({ id: customer.user.id }, { verified: true });
    }
    report.created.push(`customer ${account.email}`);
}

async function ensureAdministrator(
    app: INestApplicationContext,
    ctx: RequestContext,
    account: DemoAccount,
    role: Role,
    report: SeedReport,
) {
    const connection = app.get(TransactionalConnection);
    const existing = await connection
        .getRepository(ctx, Administrator)
        .findOne({ where: { emailAddress: account.email, deletedAt: undefined } });
    if (existing) return;
    await app.get(AdministratorService).create(ctx, {
        emailAddress: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        password: account.password,
        roleIds: [role.id],
    });
    report.created.push(`administrator ${account.email}`);
}

async function seedAccounts(
    app: INestApplicationContext,
    ctx: RequestContext,
    data: SeedData['accounts'],
    report: SeedReport,
    firebaseUsers: boolean,
) {
    if (process.env.NODE_ENV === 'production' && process.env.SEED_DEMO_ACCOUNTS !== 'true') {
        Logger.info(
            'NODE_ENV=production: demo accounts are not seeded (set SEED_DEMO_ACCOUNTS=true to force)',
            loggerCtx,
        );
        return;
    }
    const roles = new Map<StaffRoleCode, Role>();
    for (const def of STAFF_ROLES) roles.set(def.code, await ensureStaffRole(app, ctx, def, report));
    for (const account of data.accounts) {
        await ensureCustomer(app, ctx, account, report);
        if (account.administratorRole)
            await ensureAdministrator(app, ctx, account, roles.get(account.administratorRole)!, report);
    }
    await ensureVehicles(app, ctx, data, report);
    if (firebaseUsers) await ensureEmulatorUsers(data.accounts);
}

/**
 * The demo bikes of "my EV" and the leaderboard (issue 15): the demo accounts' bikes and the demo riders' (customers
 * without a sign-in). A new bike gets its riding as trips through the leaderboard's own ingest; real vehicles come from
 * hand-overs (issue 13) and real trips from recordRideTrips.
 */
async function ensureVehicles(
    app: INestApplicationContext,
    ctx: RequestContext,
    data: SeedData['accounts'],
    report: SeedReport,
) {
    const connection = app.get(TransactionalConnection);
    // Integration specs that boot without the orders plugin have no Vehicle table: nothing to seed there.
    if (!connection.rawConnection.hasMetadata(Vehicle)) return;
    const customers = connection.getRepository(ctx, Customer);
    for (const rider of data.riders) {
        if (await customers.findOne({ where: { emailAddress: rider.email } })) continue;
        const { email, firstName, lastName, phoneNumber } = rider;
        await customers.save(
            new Customer({ emailAddress: email, firstName, lastName, phoneNumber, channels: [ctx.channel] }),
        );
        report.created.push(`rider ${rider.email}`);
    }
    const vehicles = connection.getRepository(ctx, Vehicle);
    for (const bike of data.vehicles) {
        if (await vehicles.findOne({ where: { vin: bike.vin } })) continue;
        const owner = await customers.findOne({ where: { emailAddress: bike.owner } });
        if (!owner) continue;
        const variant = await connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.product', 'product')
            .innerJoin('product.translations', 'translation', 'translation.slug = :slug', { slug: bike.productSlug })
            .where('variant.deletedAt IS NULL')
            .orderBy('variant.id', 'ASC')
            .getOne();
        const delivered = new Date(bike.deliveryDate);
        const warrantyValidUntil = new Date(delivered);
        warrantyValidUntil.setFullYear(warrantyValidUntil.getFullYear() + WARRANTY_YEARS);
        await vehicles.save(
            new Vehicle({
                vin: bike.vin,
                customerId: owner.id,
                orderId: null,
                productVariantId: variant?.id ?? null,
                registrationPlate: bike.registrationPlate,
                city: bike.city,
                purchaseDate: new Date(bike.purchaseDate),
                arrivedDate: new Date(bike.arrivedDate),
                deliveryDate: delivered,
                warrantyValidUntil,
                leaderboardOptInAt: bike.riding?.optedIn ? delivered : null,
            }),
        );
        if (bike.riding)
            await app
                .get(LeaderboardService)
                .recordTrips(ctx, rideTrips(bike.vin, bike.riding, data.rideDays, new Date()));
        report.created.push(`vehicle ${bike.vin}`);
    }
}

/** One trip a day over the last `days` days, varied from day to day by a fixed pattern (no randomness). */
function rideTrips(vin: string, riding: DemoRiding, days: number, now: Date) {
    return Array.from({ length: days }, (_, index) => {
        const day = index + 1;
        const endedAt = new Date(now.getTime() - day * 86_400_000);
        const minutes = Math.round(riding.dailyKm * 2.4);
        const distanceKm = Math.round(riding.dailyKm * (0.75 + ((day * 37 + vin.charCodeAt(16)) % 50) / 100) * 10) / 10;
        const kmPerKwh = riding.kmPerKwh * (0.93 + ((day * 13) % 15) / 100);
        return {
            vin,
            externalId: `seed-${vin}-${day}`,
            startedAt: new Date(endedAt.getTime() - minutes * 60_000).toISOString(),
            endedAt: endedAt.toISOString(),
            distanceKm,
            energyWh: Math.round((distanceKm / kmPerKwh) * 1000),
        };
    });
}
