import { Injectable } from '@nestjs/common';
import { DeletionResponse, DeletionResult } from '@vendure/common/lib/generated-types';
import {
    ID,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    PaginatedList,
    RequestContext,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import type { z } from 'zod/v3';

import { BATTERY_OPTIONS, FINANCED_PRODUCTS, FINANCING_PROVIDERS, FinancingProvider, loggerCtx, PROVIDER_NAMES } from '../constants';
import {
    describeProblems,
    financingAreaFields,
    financingOtrPriceFields,
    financingRateFields,
    financingSettingsFields,
} from '../financing-rules';
import { checked } from '../../../common/checked-input';
import { isUniqueViolation } from '../../../common/unique-violation';
import { DEFAULT_FINANCING_SETTINGS } from '../default-settings';
import { FinancingArea } from '../entities/financing-area.entity';
import { FinancingOtrPrice } from '../entities/financing-otr-price.entity';
import { FinancingRate } from '../entities/financing-rate.entity';
import { FinancingSettings } from '../entities/financing-settings.entity';
import { compareRunningCosts, downPaymentSteps, MAX_KM_PER_DAY, simulate, SimulationResult } from '@alva/rules';

/** What seedParameters() stores; money of areas and rates in whole rupiah, OTR prices in minor units. */
export interface FinancingSeedParameters {
    settings: Omit<SettingsValues, 'id' | 'updatedAt'>;
    areas: Array<{ code: string; name: string; surchargeIdr: number }>;
    otrPrices: Array<{ areaCode: string; productSlug: string; batteryOption: string; price: number }>;
    rates: Array<{ provider: string; tenorMonths: number; flatRateBps: number; adminFeeIdr: number; insuranceRateBps: number }>;
}

export interface SimulateFinancingInput {
    productSlug: string;
    batteryOption?: string | null;
    areaCode: string;
    downPaymentPercent: number;
    tenorMonths: number;
    provider?: string | null;
}

export interface FinancingFieldError {
    field: string;
    /** REQUIRED, UNKNOWN_PRODUCT, UNKNOWN_AREA, NO_PRICE, DOWN_PAYMENT_NOT_ALLOWED, TENOR_NOT_OFFERED, UNKNOWN_PROVIDER, OUT_OF_RANGE */
    code: string;
}

export interface FinancingValidationErrorDto {
    __typename: 'FinancingValidationError';
    errorCode: 'FINANCING_INVALID_INPUT';
    message: string;
    fieldErrors: FinancingFieldError[];
}

export type SimulationDto = SimulationResult & {
    __typename: 'FinancingSimulation';
    productSlug: string;
    batteryOption: string;
    areaCode: string;
    provider: string;
    flatRatePercent: number;
};

type SettingsValues = Omit<FinancingSettings, 'id' | 'createdAt' | 'updatedAt'> & { id?: ID; updatedAt?: Date };

const pct = (bps: number) => bps / 100;

@Injectable()
export class FinancingService {
    constructor(
        private connection: TransactionalConnection,
        private listQueryBuilder: ListQueryBuilder,
    ) {}

    /** The settings row, or the demo defaults while none is stored. */
    async settings(ctx: RequestContext): Promise<SettingsValues> {
        const row = await this.connection.getRepository(ctx, FinancingSettings).findOne({ where: {}, order: { id: 'ASC' } });
        return row ?? ({ ...DEFAULT_FINANCING_SETTINGS } as SettingsValues);
    }

    tenorsOf(s: SettingsValues): number[] {
        const months = s.tenors
            .split(',')
            .map(t => Number(t.trim()))
            .filter(t => Number.isInteger(t) && t > 0);
        return [...new Set(months)].sort((a, b) => a - b);
    }

    async parameters(ctx: RequestContext, includeDisabled = false) {
        const [s, areas, rates] = await Promise.all([
            this.settings(ctx),
            this.connection.getRepository(ctx, FinancingArea).find({
                where: includeDisabled ? {} : { enabled: true },
                relations: { otrPrices: true },
                order: { position: 'ASC', name: 'ASC' },
            }),
            this.connection.getRepository(ctx, FinancingRate).find({
                where: includeDisabled ? {} : { enabled: true },
                order: { provider: 'ASC', tenorMonths: 'ASC' },
            }),
        ]);
        const tenors = this.tenorsOf(s);
        const providers = FINANCING_PROVIDERS.map(code => ({
            code,
            name: PROVIDER_NAMES[code],
            rates: rates
                .filter(r => r.provider === code && (includeDisabled || tenors.includes(r.tenorMonths)))
                .map(r => this.rateDto(r)),
        })).filter(p => includeDisabled || p.rates.length > 0);
        return {
            areas: areas.map(areaDto),
            downPayment: {
                minPercent: s.downPaymentMinPercent,
                maxPercent: s.downPaymentMaxPercent,
                stepPercent: s.downPaymentStepPercent,
                defaultPercent: s.defaultDownPaymentPercent,
                options: downPaymentSteps(s.downPaymentMinPercent, s.downPaymentMaxPercent, s.downPaymentStepPercent),
            },
            tenors,
            defaultTenorMonths: s.defaultTenorMonths,
            defaultProvider: s.defaultProvider,
            providers,
            runningCosts: {
                petrolPricePerLitre: s.petrolPricePerLitre,
                petrolKmPerLitre: s.petrolKmPerLitre,
                petrolServicePerMonth: s.petrolServicePerMonth,
                electricityPricePerKwh: s.electricityPricePerKwh,
                evWhPerKm: s.evWhPerKm,
                evServicePerMonth: s.evServicePerMonth,
                swapSubscriptionPerMonth: s.swapSubscriptionPerMonth,
                daysPerMonth: s.daysPerMonth,
                defaultKmPerDay: s.defaultKmPerDay,
                maxKmPerDay: MAX_KM_PER_DAY,
            },
            updatedAt: s.updatedAt ?? null,
        };
    }

    private rateDto(r: FinancingRate) {
        return {
            id: r.id,
            provider: r.provider,
            tenorMonths: r.tenorMonths,
            flatRateBps: r.flatRateBps,
            flatRatePercent: pct(r.flatRateBps),
            adminFee: r.adminFee,
            insuranceRateBps: r.insuranceRateBps,
            insuranceRatePercent: pct(r.insuranceRateBps),
            enabled: r.enabled,
        };
    }

    /** Validates the choice against the stored parameters (enabled ones only) and computes it with @alva/rules' simulate(). */
    async simulate(ctx: RequestContext, input: SimulateFinancingInput): Promise<SimulationDto | FinancingValidationErrorDto> {
        const errors: FinancingFieldError[] = [];
        const s = await this.settings(ctx);
        const productSlug = (input.productSlug ?? '').trim();
        const batteryOption = (input.batteryOption ?? 'single').trim();
        const areaCode = (input.areaCode ?? '').trim();
        const provider = (input.provider ?? s.defaultProvider).trim();
        if (!productSlug) errors.push({ field: 'productSlug', code: 'REQUIRED' });
        else if (!(FINANCED_PRODUCTS as readonly string[]).includes(productSlug)) errors.push({ field: 'productSlug', code: 'UNKNOWN_PRODUCT' });
        if (!(BATTERY_OPTIONS as readonly string[]).includes(batteryOption)) errors.push({ field: 'batteryOption', code: 'UNKNOWN_BATTERY' });
        const area = areaCode
            ? await this.connection.getRepository(ctx, FinancingArea).findOne({ where: { code: areaCode, enabled: true } })
            : null;
        if (!areaCode) errors.push({ field: 'areaCode', code: 'REQUIRED' });
        else if (!area) errors.push({ field: 'areaCode', code: 'UNKNOWN_AREA' });
        const steps = downPaymentSteps(s.downPaymentMinPercent, s.downPaymentMaxPercent, s.downPaymentStepPercent);
        if (!Number.isFinite(input.downPaymentPercent) || !steps.includes(input.downPaymentPercent)) {
            errors.push({ field: 'downPaymentPercent', code: 'DOWN_PAYMENT_NOT_ALLOWED' });
        }
        if (!(FINANCING_PROVIDERS as readonly string[]).includes(provider)) errors.push({ field: 'provider', code: 'UNKNOWN_PROVIDER' });
        const rate =
            Number.isInteger(input.tenorMonths) && this.tenorsOf(s).includes(input.tenorMonths)
                ? await this.connection
                      .getRepository(ctx, FinancingRate)
                      .findOne({ where: { provider, tenorMonths: input.tenorMonths, enabled: true } })
                : null;
        if (!rate && !errors.some(e => e.field === 'provider')) errors.push({ field: 'tenorMonths', code: 'TENOR_NOT_OFFERED' });
        let price: FinancingOtrPrice | null = null;
        if (area && !errors.some(e => e.field === 'productSlug' || e.field === 'batteryOption')) {
            price = await this.connection
                .getRepository(ctx, FinancingOtrPrice)
                .findOne({ where: { areaId: area.id, productSlug, batteryOption } });
            if (!price) errors.push({ field: 'batteryOption', code: 'NO_PRICE' });
        }
        if (errors.length || !rate || !price) return invalid(errors);
        return {
            __typename: 'FinancingSimulation',
            productSlug,
            batteryOption,
            areaCode,
            provider,
            flatRatePercent: pct(rate.flatRateBps),
            ...simulate({
                otrPrice: price.price,
                downPaymentPercent: input.downPaymentPercent,
                tenorMonths: input.tenorMonths,
                flatRateBps: rate.flatRateBps,
                adminFee: rate.adminFee,
                insuranceRateBps: rate.insuranceRateBps,
            }),
        };
    }

    async runningCosts(ctx: RequestContext, kmPerDay: number) {
        if (!Number.isFinite(kmPerDay) || kmPerDay < 0 || kmPerDay > MAX_KM_PER_DAY) {
            throw new UserInputError(`kmPerDay must be between 0 and ${MAX_KM_PER_DAY}`);
        }
        const s = await this.settings(ctx);
        return compareRunningCosts(kmPerDay, s);
    }

    // -----------------------------------------------------------------------------------------
    // Admin
    // -----------------------------------------------------------------------------------------

    /** The settings as the back office edits them (the stored row, or the demo defaults while none is stored). */
    async settingsRecord(ctx: RequestContext) {
        const s = await this.settings(ctx);
        return { ...s, id: s.id ?? 'default', updatedAt: s.updatedAt ?? null };
    }

    async updateSettings(ctx: RequestContext, input: Partial<SettingsValues>) {
        const current = await this.settings(ctx);
        const next = { ...current, ...stripNullish(input) } as SettingsValues;
        const { id: _id, updatedAt: _u, ...values } = next as SettingsValues & { createdAt?: Date };
        delete (values as { createdAt?: Date }).createdAt;
        const checked = financingSettingsFields.safeParse(values);
        const problems = checked.success ? [] : [describeProblems(checked.error)];
        // The checks across fields (the form checks each field; these need the steps and tenors worked out).
        const tenors = this.tenorsOf(next);
        if (next.downPaymentMaxPercent < next.downPaymentMinPercent) problems.push('downPaymentMaxPercent: Not below the lowest down payment.');
        const steps = downPaymentSteps(next.downPaymentMinPercent, next.downPaymentMaxPercent, next.downPaymentStepPercent);
        if (!steps.includes(next.defaultDownPaymentPercent)) {
            problems.push(`defaultDownPaymentPercent: One of the down-payment steps (${steps.join(', ')} %).`);
        }
        const typedTenors = next.tenors.split(',').map(t => Number(t.trim()));
        if (!typedTenors.length || typedTenors.some(t => !Number.isInteger(t) || t < 1 || t > 120)) {
            problems.push('tenors: Months 1 to 120, comma-separated.');
        }
        if (!tenors.includes(next.defaultTenorMonths)) problems.push('defaultTenorMonths: One of the tenors.');
        if (next.defaultKmPerDay > MAX_KM_PER_DAY) problems.push(`defaultKmPerDay: 0 to ${MAX_KM_PER_DAY} km.`);
        if (problems.length) throw new UserInputError(`Invalid financing settings: ${problems.join('; ')}`);
        values.tenors = tenors.join(',');
        const repo = this.connection.getRepository(ctx, FinancingSettings);
        if (current.id) await repo.update({ id: current.id }, values);
        else await repo.save(new FinancingSettings(values));
        return this.parameters(ctx, true);
    }

    /** The back office's list of price areas (the standard list options), each with its prices. */
    async findAreas(ctx: RequestContext, options?: ListQueryOptions<FinancingArea>): Promise<PaginatedList<AreaDto>> {
        const [rows, totalItems] = await this.listQueryBuilder
            .build(FinancingArea, options, { ctx, relations: ['otrPrices'], orderBy: { position: 'ASC', name: 'ASC' } })
            .getManyAndCount();
        return { items: rows.map(areaDto), totalItems };
    }

    async findArea(ctx: RequestContext, id: ID): Promise<AreaDto | null> {
        const row = await this.connection
            .getRepository(ctx, FinancingArea)
            .findOne({ where: { id }, relations: { otrPrices: true } });
        return row ? areaDto(row) : null;
    }

    async createArea(ctx: RequestContext, input: z.input<typeof financingAreaFields>): Promise<AreaDto> {
        const values = checked(financingAreaFields, input, 'Invalid area');
        await this.refuseTakenAreaCode(ctx, values.code);
        const saved = await refusingTaken(
            () => this.connection.getRepository(ctx, FinancingArea).save(new FinancingArea({ ...values, otrPrices: [] })),
            () => takenAreaCode(values.code),
        );
        return areaDto(saved);
    }

    async updateArea(
        ctx: RequestContext,
        input: { id: ID; code?: string | null; name?: string | null; position?: number | null; enabled?: boolean | null },
    ) {
        const repo = this.connection.getRepository(ctx, FinancingArea);
        const area = await repo.findOne({ where: { id: input.id } });
        if (!area) throw new UserInputError(`Unknown area ${input.id}`);
        const { id: _id, ...changes } = input;
        const values = checked(financingAreaFields, { ...area, ...stripNullish(changes) }, 'Invalid area');
        if (values.code !== area.code) await this.refuseTakenAreaCode(ctx, values.code);
        await refusingTaken(
            () => repo.update({ id: area.id }, values),
            () => takenAreaCode(values.code),
        );
        return (await this.findArea(ctx, area.id)) as AreaDto;
    }

    private async refuseTakenAreaCode(ctx: RequestContext, code: string) {
        if (await this.connection.getRepository(ctx, FinancingArea).exists({ where: { code } })) {
            throw takenAreaCode(code);
        }
    }

    async deleteArea(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const repo = this.connection.getRepository(ctx, FinancingArea);
        const area = await repo.findOne({ where: { id } });
        if (!area) return { result: DeletionResult.NOT_DELETED, message: `Unknown area ${id}` };
        await this.connection.getRepository(ctx, FinancingOtrPrice).delete({ areaId: area.id });
        await repo.delete({ id: area.id });
        return { result: DeletionResult.DELETED };
    }

    /** Sets (or changes) one on-the-road price; returns the area with its prices. */
    async setOtrPrice(
        ctx: RequestContext,
        input: { areaCode: string; productSlug: string; batteryOption: string; price: number },
    ): Promise<AreaDto> {
        const area = await this.connection.getRepository(ctx, FinancingArea).findOne({ where: { code: input.areaCode } });
        if (!area) throw new UserInputError(`Unknown area ${input.areaCode}`);
        const { productSlug, batteryOption, price } = checked(financingOtrPriceFields, input, 'Invalid price');
        const repo = this.connection.getRepository(ctx, FinancingOtrPrice);
        const where = { areaId: area.id, productSlug, batteryOption };
        const existing = await repo.findOne({ where });
        if (existing) await repo.update({ id: existing.id }, { price });
        else await repo.save(new FinancingOtrPrice({ ...where, price }));
        return (await this.findArea(ctx, area.id)) as AreaDto;
    }

    async deleteOtrPrice(ctx: RequestContext, input: { areaCode: string; productSlug: string; batteryOption: string }) {
        const area = await this.connection.getRepository(ctx, FinancingArea).findOne({ where: { code: input.areaCode } });
        if (!area) return false;
        const result = await this.connection
            .getRepository(ctx, FinancingOtrPrice)
            .delete({ areaId: area.id, productSlug: input.productSlug, batteryOption: input.batteryOption });
        return (result.affected ?? 0) > 0;
    }

    /** The back office's list of provider terms (the standard list options). */
    async findRates(ctx: RequestContext, options?: ListQueryOptions<FinancingRate>) {
        const [rows, totalItems] = await this.listQueryBuilder
            .build(FinancingRate, options, { ctx, orderBy: { provider: 'ASC', tenorMonths: 'ASC' } })
            .getManyAndCount();
        return { items: rows, totalItems };
    }

    findRate(ctx: RequestContext, id: ID): Promise<FinancingRate | null> {
        return this.connection.getRepository(ctx, FinancingRate).findOne({ where: { id } });
    }

    async createRate(ctx: RequestContext, input: z.input<typeof financingRateFields>) {
        const values = checked(financingRateFields, input, 'Invalid rate');
        await this.refuseTakenTerms(ctx, values);
        return refusingTaken(
            () => this.connection.getRepository(ctx, FinancingRate).save(new FinancingRate(values)),
            () => takenTerms(values),
        );
    }

    async updateRate(ctx: RequestContext, input: { id: ID } & Partial<z.input<typeof financingRateFields>>) {
        const repo = this.connection.getRepository(ctx, FinancingRate);
        const rate = await repo.findOne({ where: { id: input.id } });
        if (!rate) throw new UserInputError(`Unknown rate ${input.id}`);
        const { id: _id, ...changes } = input;
        const values = checked(financingRateFields, { ...rate, ...stripNullish(changes) }, 'Invalid rate');
        if (values.provider !== rate.provider || values.tenorMonths !== rate.tenorMonths) await this.refuseTakenTerms(ctx, values);
        await refusingTaken(
            () => repo.update({ id: rate.id }, values),
            () => takenTerms(values),
        );
        return (await this.findRate(ctx, rate.id))!;
    }

    /** A provider has one set of terms per tenor. */
    private async refuseTakenTerms(ctx: RequestContext, terms: { provider: FinancingProvider; tenorMonths: number }) {
        const taken = await this.connection
            .getRepository(ctx, FinancingRate)
            .exists({ where: { provider: terms.provider, tenorMonths: terms.tenorMonths } });
        if (taken) throw takenTerms(terms);
    }

    async deleteRate(ctx: RequestContext, id: ID): Promise<DeletionResponse> {
        const result = await this.connection.getRepository(ctx, FinancingRate).delete({ id });
        return (result.affected ?? 0) > 0
            ? { result: DeletionResult.DELETED }
            : { result: DeletionResult.NOT_DELETED, message: `Unknown rate ${id}` };
    }

    /** Idempotent seed (the demo data comes from seed/financing-data.ts): creates what is missing, never overwrites an edited value. */
    async seedParameters(ctx: RequestContext, params: FinancingSeedParameters): Promise<string[]> {
        const created: string[] = [];
        const settingsRepo = this.connection.getRepository(ctx, FinancingSettings);
        if (!(await settingsRepo.count())) {
            await settingsRepo.save(new FinancingSettings({ ...params.settings }));
            created.push('financing settings');
        }
        const areaRepo = this.connection.getRepository(ctx, FinancingArea);
        const priceRepo = this.connection.getRepository(ctx, FinancingOtrPrice);
        const areas = new Map<string, FinancingArea>();
        for (const [i, a] of params.areas.entries()) {
            let area = await areaRepo.findOne({ where: { code: a.code } });
            if (!area) {
                area = await areaRepo.save(new FinancingArea({ code: a.code, name: a.name, position: i, enabled: true }));
                created.push(`financing area ${a.code}`);
            }
            areas.set(a.code, area);
        }
        let prices = 0;
        for (const p of params.otrPrices) {
            const area = areas.get(p.areaCode) as FinancingArea;
            const where = { areaId: area.id, productSlug: p.productSlug, batteryOption: p.batteryOption };
            if (await priceRepo.exists({ where })) continue;
            await priceRepo.save(new FinancingOtrPrice({ ...where, price: p.price }));
            prices++;
        }
        if (prices) created.push(`${prices} OTR prices`);
        const rateRepo = this.connection.getRepository(ctx, FinancingRate);
        let rateCount = 0;
        for (const r of params.rates) {
            if (await rateRepo.exists({ where: { provider: r.provider, tenorMonths: r.tenorMonths } })) continue;
            await rateRepo.save(
                new FinancingRate({
                    provider: r.provider,
                    tenorMonths: r.tenorMonths,
                    flatRateBps: r.flatRateBps,
                    adminFee: r.adminFeeIdr * 100,
                    insuranceRateBps: r.insuranceRateBps,
                    enabled: true,
                }),
            );
            rateCount++;
        }
        if (rateCount) created.push(`${rateCount} financing rates`);
        if (created.length) Logger.info(`Seeded ${created.join(', ')}`, loggerCtx);
        return created;
    }
}

type AreaDto = ReturnType<typeof areaDto>;

function areaDto(a: FinancingArea) {
    return {
        id: a.id,
        code: a.code,
        name: a.name,
        position: a.position,
        enabled: a.enabled,
        otrPrices: [...(a.otrPrices ?? [])]
            .sort((x, y) => x.productSlug.localeCompare(y.productSlug) || x.batteryOption.localeCompare(y.batteryOption))
            .map(p => ({ id: p.id, productSlug: p.productSlug, batteryOption: p.batteryOption, price: p.price })),
    };
}

/** The value as the schema reads it, or a UserInputError "<title>: field: message; …" (the back office maps it back). */
const takenAreaCode = (code: string) => new UserInputError(`Invalid area: code: another area has the code "${code}"`);
const takenTerms = (terms: { provider: FinancingProvider; tenorMonths: number }) =>
    new UserInputError(
        `Invalid rate: tenorMonths: ${PROVIDER_NAMES[terms.provider]} already has terms for ${terms.tenorMonths} months`,
    );

/** A write behind a "taken?" check: when a save at the same moment wins the unique index, the same refusal. */
async function refusingTaken<T>(write: () => Promise<T>, refusal: () => Error): Promise<T> {
    try {
        return await write();
    } catch (error) {
        if (isUniqueViolation(error)) throw refusal();
        throw error;
    }
}

function stripNullish<T extends object>(value: T): Partial<T> {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

const invalid = (fieldErrors: FinancingFieldError[]): FinancingValidationErrorDto => ({
    __typename: 'FinancingValidationError',
    errorCode: 'FINANCING_INVALID_INPUT',
    message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
    fieldErrors,
});
