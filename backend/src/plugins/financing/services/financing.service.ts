import { Injectable } from '@nestjs/common';
import { ID, Logger, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';

import { BATTERY_OPTIONS, FINANCED_PRODUCTS, FINANCING_PROVIDERS, loggerCtx, PROVIDER_NAMES } from '../constants';
import { DEFAULT_FINANCING_SETTINGS } from '../default-settings';
import { FinancingArea } from '../entities/financing-area.entity';
import { FinancingOtrPrice } from '../entities/financing-otr-price.entity';
import { FinancingRate } from '../entities/financing-rate.entity';
import { FinancingSettings } from '../entities/financing-settings.entity';
import { compareRunningCosts, downPaymentSteps, MAX_KM_PER_DAY, simulate, SimulationResult } from '../financing-math';

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
    constructor(private connection: TransactionalConnection) {}

    /** The settings row, or the demo defaults while none is stored. */
    async settings(ctx: RequestContext): Promise<SettingsValues> {
        const row = await this.connection.getRepository(ctx, FinancingSettings).findOne({ where: {}, order: { id: 'ASC' } });
        return row ?? ({ ...DEFAULT_FINANCING_SETTINGS } as SettingsValues);
    }

    tenorsOf(s: SettingsValues): number[] {
        return s.tenors
            .split(',')
            .map(t => Number(t.trim()))
            .filter(t => Number.isInteger(t) && t > 0)
            .sort((a, b) => a - b);
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
            areas: areas.map(a => ({
                id: a.id,
                code: a.code,
                name: a.name,
                position: a.position,
                enabled: a.enabled,
                otrPrices: [...(a.otrPrices ?? [])]
                    .sort((x, y) => x.productSlug.localeCompare(y.productSlug) || x.batteryOption.localeCompare(y.batteryOption))
                    .map(p => ({ id: p.id, productSlug: p.productSlug, batteryOption: p.batteryOption, price: p.price })),
            })),
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

    /** Validates the choice against the stored parameters (enabled ones only) and computes it with financing-math. */
    async simulate(ctx: RequestContext, input: SimulateFinancingInput): Promise<SimulationDto | FinancingValidationErrorDto> {
        const errors: FinancingFieldError[] = [];
        const s = await this.settings(ctx);
        const productSlug = (input.productSlug ?? '').trim();
        const batteryOption = (input.batteryOption ?? 'single').trim();
        const areaCode = (input.areaCode ?? '').trim();
        const provider = (input.provider ?? s.defaultProvider).trim();
        if (!productSlug) errors.push({ field: 'productSlug', code: 'REQUIRED' });
        else if (!FINANCED_PRODUCTS.includes(productSlug)) errors.push({ field: 'productSlug', code: 'UNKNOWN_PRODUCT' });
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

    async updateSettings(ctx: RequestContext, input: Partial<SettingsValues>) {
        const current = await this.settings(ctx);
        const next = { ...current, ...stripNullish(input) } as SettingsValues;
        const tenors = this.tenorsOf(next);
        const problems: string[] = [];
        const intIn = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi;
        if (!intIn(next.downPaymentMinPercent, 0, 90)) problems.push('downPaymentMinPercent 0–90');
        if (!intIn(next.downPaymentMaxPercent, next.downPaymentMinPercent, 95)) problems.push('downPaymentMaxPercent ≥ min, ≤ 95');
        if (!intIn(next.downPaymentStepPercent, 1, 50)) problems.push('downPaymentStepPercent 1–50');
        const steps = downPaymentSteps(next.downPaymentMinPercent, next.downPaymentMaxPercent, next.downPaymentStepPercent);
        if (!steps.includes(next.defaultDownPaymentPercent)) problems.push('defaultDownPaymentPercent must be one of the steps');
        if (!tenors.length || tenors.some(t => t > 120)) problems.push('tenors: months 1–120, comma-separated');
        if (!tenors.includes(next.defaultTenorMonths)) problems.push('defaultTenorMonths must be one of the tenors');
        if (!(FINANCING_PROVIDERS as readonly string[]).includes(next.defaultProvider)) problems.push('defaultProvider');
        for (const key of [
            'petrolPricePerLitre',
            'petrolServicePerMonth',
            'electricityPricePerKwh',
            'evServicePerMonth',
            'swapSubscriptionPerMonth',
        ] as const) {
            if (!Number.isInteger(next[key]) || next[key] < 0) problems.push(`${key} ≥ 0`);
        }
        if (!(next.petrolKmPerLitre > 0 && next.petrolKmPerLitre < 200)) problems.push('petrolKmPerLitre 0–200');
        if (!(next.evWhPerKm > 0 && next.evWhPerKm < 500)) problems.push('evWhPerKm 0–500');
        if (!intIn(next.daysPerMonth, 1, 31)) problems.push('daysPerMonth 1–31');
        if (!intIn(next.defaultKmPerDay, 0, MAX_KM_PER_DAY)) problems.push(`defaultKmPerDay 0–${MAX_KM_PER_DAY}`);
        if (problems.length) throw new UserInputError(`Invalid financing settings: ${problems.join('; ')}`);
        next.tenors = tenors.join(',');
        const repo = this.connection.getRepository(ctx, FinancingSettings);
        const { id: _id, updatedAt: _u, ...values } = next as SettingsValues & { createdAt?: Date };
        delete (values as { createdAt?: Date }).createdAt;
        if (current.id) await repo.update({ id: current.id }, values);
        else await repo.save(new FinancingSettings(values));
        return this.parameters(ctx, true);
    }

    async upsertArea(ctx: RequestContext, input: { code: string; name: string; position?: number | null; enabled?: boolean | null }) {
        const code = (input.code ?? '').trim();
        const name = (input.name ?? '').trim();
        if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(code)) throw new UserInputError('Area code: lower-case letters, digits and hyphens');
        if (!name || name.length > 120) throw new UserInputError('Area name: 1–120 characters');
        const repo = this.connection.getRepository(ctx, FinancingArea);
        const existing = await repo.findOne({ where: { code } });
        const saved = await repo.save(
            Object.assign(existing ?? new FinancingArea({ code, otrPrices: [] }), {
                name,
                position: input.position ?? existing?.position ?? 0,
                enabled: input.enabled ?? existing?.enabled ?? true,
            }),
        );
        return saved.id;
    }

    async deleteArea(ctx: RequestContext, code: string): Promise<boolean> {
        const repo = this.connection.getRepository(ctx, FinancingArea);
        const area = await repo.findOne({ where: { code } });
        if (!area) return false;
        await this.connection.getRepository(ctx, FinancingOtrPrice).delete({ areaId: area.id });
        await repo.delete({ id: area.id });
        return true;
    }

    async setOtrPrice(ctx: RequestContext, input: { areaCode: string; productSlug: string; batteryOption: string; price: number }) {
        const area = await this.connection.getRepository(ctx, FinancingArea).findOne({ where: { code: input.areaCode } });
        if (!area) throw new UserInputError(`Unknown area ${input.areaCode}`);
        if (!FINANCED_PRODUCTS.includes(input.productSlug)) throw new UserInputError(`Unknown product ${input.productSlug}`);
        if (!(BATTERY_OPTIONS as readonly string[]).includes(input.batteryOption)) throw new UserInputError(`Unknown battery option`);
        if (!Number.isInteger(input.price) || input.price <= 0) throw new UserInputError('Price: a positive amount in minor units');
        const repo = this.connection.getRepository(ctx, FinancingOtrPrice);
        const where = { areaId: area.id, productSlug: input.productSlug, batteryOption: input.batteryOption };
        const existing = await repo.findOne({ where });
        if (existing) await repo.update({ id: existing.id }, { price: input.price });
        else await repo.save(new FinancingOtrPrice({ ...where, price: input.price }));
    }

    async deleteOtrPrice(ctx: RequestContext, input: { areaCode: string; productSlug: string; batteryOption: string }) {
        const area = await this.connection.getRepository(ctx, FinancingArea).findOne({ where: { code: input.areaCode } });
        if (!area) return false;
        const result = await this.connection
            .getRepository(ctx, FinancingOtrPrice)
            .delete({ areaId: area.id, productSlug: input.productSlug, batteryOption: input.batteryOption });
        return (result.affected ?? 0) > 0;
    }

    async upsertRate(
        ctx: RequestContext,
        input: { provider: string; tenorMonths: number; flatRateBps: number; adminFee: number; insuranceRateBps?: number | null; enabled?: boolean | null },
    ) {
        if (!(FINANCING_PROVIDERS as readonly string[]).includes(input.provider)) throw new UserInputError('Unknown provider');
        if (!Number.isInteger(input.tenorMonths) || input.tenorMonths < 1 || input.tenorMonths > 120) throw new UserInputError('Tenor: 1–120 months');
        if (!Number.isInteger(input.flatRateBps) || input.flatRateBps < 0 || input.flatRateBps > 10_000) throw new UserInputError('Flat rate: 0–10000 bps');
        if (!Number.isInteger(input.adminFee) || input.adminFee < 0) throw new UserInputError('Admin fee ≥ 0');
        const repo = this.connection.getRepository(ctx, FinancingRate);
        const existing = await repo.findOne({ where: { provider: input.provider, tenorMonths: input.tenorMonths } });
        const insurance = input.insuranceRateBps ?? existing?.insuranceRateBps ?? 0;
        if (!Number.isInteger(insurance) || insurance < 0 || insurance > 5_000) throw new UserInputError('Insurance: 0–5000 bps');
        const saved = await repo.save(
            Object.assign(existing ?? new FinancingRate({ provider: input.provider, tenorMonths: input.tenorMonths }), {
                flatRateBps: input.flatRateBps,
                adminFee: input.adminFee,
                insuranceRateBps: insurance,
                enabled: input.enabled ?? existing?.enabled ?? true,
            }),
        );
        return this.rateDto(saved);
    }

    async deleteRate(ctx: RequestContext, provider: string, tenorMonths: number): Promise<boolean> {
        const result = await this.connection.getRepository(ctx, FinancingRate).delete({ provider, tenorMonths });
        return (result.affected ?? 0) > 0;
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

function stripNullish<T extends object>(value: T): Partial<T> {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as Partial<T>;
}

const invalid = (fieldErrors: FinancingFieldError[]): FinancingValidationErrorDto => ({
    __typename: 'FinancingValidationError',
    errorCode: 'FINANCING_INVALID_INPUT',
    message: `Invalid input: ${fieldErrors.map(e => `${e.field} ${e.code}`).join(', ')}`,
    fieldErrors,
});
