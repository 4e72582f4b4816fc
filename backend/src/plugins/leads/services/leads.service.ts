import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    Type,
} from '@vendure/core';
import { createHash } from 'crypto';
import { MoreThan, ObjectLiteral, Repository } from 'typeorm';

import { FINANCED_PRODUCTS, FINANCING_PROVIDERS, BATTERY_OPTIONS } from '../../financing/constants';
import { FinancingService } from '../../financing/services/financing.service';
import { isKmPerDay } from '@alva/rules';
import { LEADS_PLUGIN_OPTIONS, loggerCtx, ResolvedLeadsOptions } from '../constants';
import { ContactMessage } from '../entities/contact-message.entity';
import { MarketingLead } from '../entities/marketing-lead.entity';
import {
    contactMessageInputSchema,
    type FieldError,
    fieldErrorsOf,
    marketingLeadInputSchema,
    normalizeEmail,
    normalizeText,
    toE164,
} from '@alva/rules';

export interface MarketingLeadInput {
    idempotencyKey?: string | null;
    fullName?: string | null;
    phone?: string | null;
    city?: string | null;
    source?: string | null;
    productSlug?: string | null;
    batteryOption?: string | null;
    areaCode?: string | null;
    downPaymentPercent?: number | null;
    tenorMonths?: number | null;
    provider?: string | null;
    kmPerDay?: number | null;
    languageCode?: string | null;
}

export interface ContactMessageInput {
    idempotencyKey?: string | null;
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    topic?: string | null;
    message?: string | null;
    languageCode?: string | null;
}

export interface LeadReceipt {
    __typename: 'LeadReceipt';
    id: ID;
    createdAt: Date;
}
export interface LeadValidationErrorDto {
    __typename: 'LeadValidationError';
    errorCode: 'LEAD_INVALID_INPUT';
    message: string;
    fieldErrors: FieldError[];
}
export interface LeadRateLimitErrorDto {
    __typename: 'LeadRateLimitError';
    errorCode: 'LEAD_RATE_LIMITED';
    message: string;
    retryAfterSeconds: number;
}
export type SubmitResult = LeadReceipt | LeadValidationErrorDto | LeadRateLimitErrorDto;

const invalid = (fieldErrors: FieldError[]): LeadValidationErrorDto => ({
    __typename: 'LeadValidationError',
    errorCode: 'LEAD_INVALID_INPUT',
    message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
    fieldErrors,
});

const receipt = (row: { id: ID; createdAt: Date }): LeadReceipt => ({ __typename: 'LeadReceipt', id: row.id, createdAt: row.createdAt });

@Injectable()
export class LeadsService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
        private moduleRef: ModuleRef,
        @Inject(LEADS_PLUGIN_OPTIONS) private options: ResolvedLeadsOptions,
    ) {}

    /** Overridable clock (tests). */
    now(): Date {
        return new Date();
    }

    clientHash(ctx: RequestContext): string {
        const req = ctx.req;
        const address = req?.ip || req?.socket?.remoteAddress || 'unknown';
        return createHash('sha256').update(`${this.options.addressSalt}:${address}`).digest('hex');
    }

    async submitMarketingLead(ctx: RequestContext, input: MarketingLeadInput): Promise<SubmitResult> {
        // The person's fields, the source and the request fields: the same schema the site's form resolves with.
        const errors = fieldErrorsOf(marketingLeadInputSchema, input);
        const source = input.source ?? '';
        const optional = <T>(field: string, value: T | null | undefined, ok: (v: T) => boolean) => {
            if (value !== null && value !== undefined && !ok(value)) errors.push({ field, code: 'INVALID_VALUE' });
        };
        optional('productSlug', input.productSlug, v => (FINANCED_PRODUCTS as readonly string[]).includes(v));
        optional('batteryOption', input.batteryOption, v => (BATTERY_OPTIONS as readonly string[]).includes(v));
        optional('areaCode', input.areaCode, v => /^[a-z0-9][a-z0-9-]{0,63}$/.test(v));
        optional('downPaymentPercent', input.downPaymentPercent, v => Number.isFinite(v) && v >= 0 && v <= 100);
        optional('tenorMonths', input.tenorMonths, v => Number.isInteger(v) && v >= 1 && v <= 120);
        optional('provider', input.provider, v => (FINANCING_PROVIDERS as readonly string[]).includes(v));
        optional('kmPerDay', input.kmPerDay, v => isKmPerDay(v));
        if (errors.length) return invalid(errors);
        const common = this.requestFields(input.idempotencyKey, input.languageCode);

        const clientHash = this.clientHash(ctx);
        const repo = this.connection.getRepository(ctx, MarketingLead);
        const phone = toE164(input.phone);
        if (common.key) {
            const existing = await repo.findOne({ where: { idempotencyKey: common.key } });
            if (existing) return existing.phone === phone ? receipt(existing) : invalid([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
        }
        const limited = await this.rateLimited(ctx, repo, clientHash);
        if (limited) return limited;

        const quote = await this.quote(ctx, input);
        await repo
            .createQueryBuilder()
            .insert()
            .into(MarketingLead)
            .values({
                fullName: normalizeText(input.fullName),
                phone,
                city: normalizeText(input.city),
                source,
                productSlug: input.productSlug ?? null,
                batteryOption: input.batteryOption ?? null,
                areaCode: input.areaCode ?? null,
                downPaymentPercent: input.downPaymentPercent ?? null,
                tenorMonths: input.tenorMonths ?? null,
                provider: input.provider ?? null,
                kmPerDay: input.kmPerDay ?? null,
                otrPrice: quote?.otrPrice ?? null,
                monthlyInstalment: quote?.monthlyInstalment ?? null,
                languageCode: common.languageCode,
                customerId: ctx.activeUserId ? await this.customerIdOf(ctx) : null,
                idempotencyKey: common.key,
                clientHash,
            } as any)
            // A concurrent double submit with the same key: the second insert is skipped, both get the first row.
            .orIgnore()
            .execute();
        const saved = common.key
            ? await repo.findOne({ where: { idempotencyKey: common.key } })
            : await repo.findOne({ where: { clientHash, phone }, order: { id: 'DESC' } });
        if (!saved) throw new Error('Marketing lead was not stored');
        Logger.verbose(`Marketing lead ${saved.id} from ${source}`, loggerCtx);
        return receipt(saved);
    }

    async submitContactMessage(ctx: RequestContext, input: ContactMessageInput): Promise<SubmitResult> {
        const errors = fieldErrorsOf(contactMessageInputSchema, input);
        if (errors.length) return invalid(errors);
        const common = this.requestFields(input.idempotencyKey, input.languageCode);
        const clientHash = this.clientHash(ctx);
        const repo = this.connection.getRepository(ctx, ContactMessage);
        const email = normalizeEmail(input.email);
        if (common.key) {
            const existing = await repo.findOne({ where: { idempotencyKey: common.key } });
            if (existing) return existing.email === email ? receipt(existing) : invalid([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);
        }
        const limited = await this.rateLimited(ctx, repo, clientHash);
        if (limited) return limited;
        await repo
            .createQueryBuilder()
            .insert()
            .into(ContactMessage)
            .values({
                name: normalizeText(input.name),
                email,
                phone: toE164(input.phone),
                topic: input.topic as string,
                message: (input.message ?? '').trim(),
                languageCode: common.languageCode,
                customerId: ctx.activeUserId ? await this.customerIdOf(ctx) : null,
                idempotencyKey: common.key,
                clientHash,
            } as any)
            .orIgnore()
            .execute();
        const saved = common.key
            ? await repo.findOne({ where: { idempotencyKey: common.key } })
            : await repo.findOne({ where: { clientHash, email }, order: { id: 'DESC' } });
        if (!saved) throw new Error('Contact message was not stored');
        return receipt(saved);
    }

    /** The idempotency key and language of a request the schema has accepted. */
    private requestFields(key: string | null | undefined, languageCode: string | null | undefined) {
        return { key: key?.trim() || null, languageCode: languageCode ?? 'id' };
    }

    private async rateLimited<T extends ObjectLiteral>(
        ctx: RequestContext,
        repo: Repository<T>,
        clientHash: string,
    ): Promise<LeadRateLimitErrorDto | null> {
        const since = new Date(this.now().getTime() - this.options.windowMinutes * 60_000);
        const recent = await repo.find({
            where: { clientHash, createdAt: MoreThan(since) } as any,
            order: { createdAt: 'ASC' } as any,
            take: this.options.maxPerWindow,
        });
        if (recent.length < this.options.maxPerWindow) return null;
        const oldest = (recent[0] as unknown as { createdAt: Date }).createdAt;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest.getTime() + this.options.windowMinutes * 60_000 - this.now().getTime()) / 1000));
        return {
            __typename: 'LeadRateLimitError',
            errorCode: 'LEAD_RATE_LIMITED',
            message: 'Too many submissions from this address. Please try again later.',
            retryAfterSeconds,
        };
    }

    private async quote(ctx: RequestContext, input: MarketingLeadInput) {
        if (!input.productSlug || !input.areaCode || input.downPaymentPercent == null || input.tenorMonths == null) return null;
        let financing: FinancingService;
        try {
            financing = this.moduleRef.get(FinancingService, { strict: false });
        } catch {
            return null;
        }
        const result = await financing.simulate(ctx, {
            productSlug: input.productSlug,
            batteryOption: input.batteryOption,
            areaCode: input.areaCode,
            downPaymentPercent: input.downPaymentPercent,
            tenorMonths: input.tenorMonths,
            provider: input.provider,
        });
        return result.__typename === 'FinancingSimulation' ? result : null;
    }

    private async customerIdOf(ctx: RequestContext): Promise<ID | null> {
        const row = await this.connection.rawConnection
            .getRepository('Customer')
            .createQueryBuilder('c')
            .select('c.id', 'id')
            .where('c.userId = :userId', { userId: ctx.activeUserId })
            .getRawOne<{ id: ID }>();
        return row?.id ?? null;
    }

    /** The back office's lists: the standard list options, newest first unless sorted otherwise. */
    listLeads(ctx: RequestContext, options?: ListQueryOptions<MarketingLead>): Promise<PaginatedList<MarketingLead>> {
        return this.list(ctx, MarketingLead, options);
    }

    listContactMessages(ctx: RequestContext, options?: ListQueryOptions<ContactMessage>): Promise<PaginatedList<ContactMessage>> {
        return this.list(ctx, ContactMessage, options);
    }

    private async list<T extends MarketingLead | ContactMessage>(
        ctx: RequestContext,
        entity: Type<T>,
        options?: ListQueryOptions<T>,
    ): Promise<PaginatedList<T>> {
        const [items, totalItems] = await this.listQueryBuilder
            .build(entity, options, { ctx, orderBy: { createdAt: 'DESC' } as never })
            .getManyAndCount();
        return { items, totalItems };
    }

    findLead(ctx: RequestContext, id: ID) {
        return this.connection.getRepository(ctx, MarketingLead).findOne({ where: { id } });
    }

    findContactMessage(ctx: RequestContext, id: ID) {
        return this.connection.getRepository(ctx, ContactMessage).findOne({ where: { id } });
    }
}
