import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import {
    EventBus,
    ID,
    JobQueue,
    JobQueueService,
    Logger,
    ProcessContext,
    ProductEvent,
    ProductTranslation,
    ProductVariant,
    ProductVariantEvent,
    ProductVariantPriceEvent,
    RequestContext,
    StockMovementEvent,
    TransactionalConnection,
    Type,
    VendureEvent,
} from '@vendure/core';
import { In } from 'typeorm';

import {
    loggerCtx,
    ResolvedSiteRevalidationOptions,
    SITE_REVALIDATION_OPTIONS,
    SITE_REVALIDATION_QUEUE,
    SITE_REVALIDATION_RETRIES,
    SiteChanges,
} from './constants';
import { SiteChangedEvent } from './site-changed.event';
import { skipsSiteRevalidation } from './skip-site-revalidation';

/** One call to one site instance: its endpoint and what changed. The secret is not stored: the worker has it. */
type RevalidationJob = { url: string; changes: SiteChanges };

/**
 * Tells the site to re-render its statically generated pages when the catalogue changes (product, variant, price,
 * stock), instead of waiting for their `revalidate` interval: an edit in the back office shows on the site within
 * a second or two. The server process (where admin edits happen) collects the changes and works out the pages; each
 * instance's call is a job on the `site-revalidation` queue, sent by a worker and retried when the instance is down
 * or answers an error (a restart, a deploy). Failures are logged, never thrown to the edit, and the pages' own
 * `revalidate: 60` stays as the fallback.
 */
@Injectable()
export class SiteRevalidationService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
    private pendingProductIds = new Set<string>();
    private pendingVariantIds = new Set<string>();
    /** Other changes (SiteChangedEvent), merged; kept as JSON keys so duplicates collapse. */
    private pendingOther = new Map<keyof SiteChanges, Set<string>>();
    private timer: NodeJS.Timeout | undefined;
    /** Batches are worked out one after another, so their jobs are queued in order. */
    private inFlight: Promise<void> = Promise.resolve();
    private queue: JobQueue<RevalidationJob>;

    constructor(
        private eventBus: EventBus,
        private connection: TransactionalConnection,
        private processContext: ProcessContext,
        private jobQueueService: JobQueueService,
        @Inject(SITE_REVALIDATION_OPTIONS) private options: ResolvedSiteRevalidationOptions,
    ) {}

    async onModuleInit() {
        this.queue = await this.jobQueueService.createQueue<RevalidationJob>({
            name: SITE_REVALIDATION_QUEUE,
            process: async job => {
                const { url, changes } = job.data;
                if (!this.options.secret) {
                    // Retrying would not help: this process (a worker) was started without the site's secret.
                    Logger.warn(
                        `REVALIDATE_SECRET is not set in this process: ${url} is not asked to refresh`,
                        loggerCtx,
                    );
                    return;
                }
                try {
                    await this.send(url, changes);
                } catch (e) {
                    // Not listening: the instance is (re)starting, and it renders fresh pages when it starts.
                    // Anything else is worth a warning.
                    const refused = (e as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
                    const last = job.attempts > job.retries;
                    const attempt = `attempt ${job.attempts} of ${job.retries + 1}${last ? ', the last' : ''}`;
                    const message = `Could not ask ${url} to refresh its pages (${attempt}): ${(e as Error).message}`;
                    if (refused) Logger.verbose(message, loggerCtx);
                    else Logger.warn(message, loggerCtx);
                    throw e;
                }
            },
        });
    }

    onApplicationBootstrap() {
        if (!this.processContext.isServer) return;
        if (!this.options.secret) {
            Logger.info('REVALIDATE_SECRET is not set: the site refreshes its pages on its own schedule', loggerCtx);
            return;
        }
        this.on(ProductEvent, e => this.queueProducts([e.product.id]));
        this.on(ProductVariantEvent, e => this.queueProducts(e.variants.map(v => v.productId)));
        this.on(ProductVariantPriceEvent, e => this.queueVariants(e.entity.map(p => p.variant?.id ?? (p as any).variantId)));
        this.on(SiteChangedEvent, e => this.queueChanges(e.changes));
        this.on(StockMovementEvent, e => this.queueVariants(e.stockMovements.map(m => m.productVariant?.id ?? (m as any).productVariantId)));
    }

    /** Handles the events of a type, except those of a context marked by withoutSiteRevalidation (the seed's). */
    private on<T extends VendureEvent & { ctx: RequestContext }>(type: Type<T>, handle: (event: T) => void) {
        this.eventBus.ofType(type).subscribe(event => {
            if (!skipsSiteRevalidation(event.ctx)) handle(event);
        });
    }

    onModuleDestroy() {
        if (this.timer) clearTimeout(this.timer);
    }

    private queueProducts(ids: Array<ID | undefined>) {
        for (const id of ids) if (id != null) this.pendingProductIds.add(String(id));
        this.schedule();
    }

    private queueVariants(ids: Array<ID | undefined>) {
        for (const id of ids) if (id != null) this.pendingVariantIds.add(String(id));
        this.schedule();
    }

    /** Queues a change directly (SiteChangedEvent does the same after its transaction commits). */
    queueChanges(changes: SiteChanges) {
        for (const [key, values] of Object.entries(changes) as Array<[keyof SiteChanges, unknown[] | undefined]>) {
            if (!Array.isArray(values) || !values.length) continue;
            const set = this.pendingOther.get(key) ?? new Set<string>();
            for (const v of values) set.add(JSON.stringify(v));
            this.pendingOther.set(key, set);
        }
        this.schedule();
    }

    private schedule() {
        if (this.timer) return;
        this.timer = setTimeout(() => {
            this.timer = undefined;
            this.inFlight = this.inFlight.then(() => this.flush());
        }, this.options.debounceMs);
    }

    private async flush() {
        const productIds = new Set(this.pendingProductIds);
        const variantIds = [...this.pendingVariantIds];
        const other = new Map(this.pendingOther);
        this.pendingProductIds.clear();
        this.pendingVariantIds.clear();
        this.pendingOther.clear();
        try {
            const changes: SiteChanges = {};
            for (const [key, set] of other) (changes as Record<string, unknown[]>)[key] = [...set].map(v => JSON.parse(v)).sort(byJson);
            if (variantIds.length) {
                const variants = await this.connection.rawConnection
                    .getRepository(ProductVariant)
                    .find({ where: { id: In(variantIds) }, select: { id: true, productId: true }, withDeleted: true });
                for (const v of variants) productIds.add(String(v.productId));
            }
            if (productIds.size) {
                const translations = await this.connection.rawConnection
                    .getRepository(ProductTranslation)
                    .find({ where: { base: { id: In([...productIds]) } }, select: { id: true, slug: true } });
                const products = [...new Set([...(changes.products ?? []), ...translations.map(t => t.slug).filter(Boolean)])].sort();
                if (products.length) changes.products = products;
                const shopItems = await this.shopItemsOf([...productIds], products);
                if (shopItems.length) changes.shopItems = shopItems;
            }
            if (Object.keys(changes).length) await Promise.all(this.options.urls.map(url => this.enqueue(url, changes)));
        } catch (e) {
            Logger.warn(`Could not work out which pages to refresh: ${(e as Error).message}`, loggerCtx);
        }
    }

    /** The shop item pages of the products: one per collection (shop category) a variant is in. */
    private async shopItemsOf(productIds: string[], slugs: string[]): Promise<Array<{ category: string; slug: string }>> {
        if (!slugs.length) return [];
        const variants = await this.connection.rawConnection.getRepository(ProductVariant).find({
            where: { productId: In(productIds) },
            relations: { collections: { translations: true }, product: { translations: true } },
            withDeleted: true,
        });
        const items = new Set<string>();
        for (const v of variants) {
            const productSlugs = new Set((v.product?.translations ?? []).map(t => t.slug).filter(Boolean));
            const categories = new Set(v.collections.flatMap(c => c.translations.map(t => t.slug)).filter(Boolean));
            for (const category of categories) for (const slug of productSlugs) items.add(JSON.stringify({ category, slug }));
        }
        return [...items].map(i => JSON.parse(i)).sort(byJson);
    }

    /** Queues the call to one site instance (a job); a job that cannot be stored is logged. */
    private async enqueue(url: string, changes: SiteChanges) {
        try {
            await this.queue.add({ url, changes }, { retries: SITE_REVALIDATION_RETRIES });
        } catch (e) {
            Logger.warn(`Could not queue the refresh of ${url}: ${(e as Error).message}`, loggerCtx);
        }
    }

    /** Asks one site instance (in a job); throws when it is down or answers an error, so the job is retried. */
    private async send(url: string, changes: SiteChanges) {
        const res = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-revalidate-secret': this.options.secret },
            body: JSON.stringify(changes),
            signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        Logger.verbose(`${url} refreshed pages of ${JSON.stringify(changes)}`, loggerCtx);
    }
}

function byJson(a: unknown, b: unknown): number {
    const x = JSON.stringify(a);
    const y = JSON.stringify(b);
    return x < y ? -1 : x > y ? 1 : 0;
}
