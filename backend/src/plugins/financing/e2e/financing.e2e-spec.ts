import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { populateFixtures } from '../../../e2e/fixtures';
import { initialData } from '../../../e2e/test-environment';
import { DEFAULT_FINANCING_SETTINGS } from '../default-settings';
import { compareRunningCosts, simulate } from '@alva/rules';
import { createFinancingEnvironment } from './financing-environment';

const PARAMS = gql`
    query Params {
        financingParameters {
            areas { code name enabled otrPrices { productSlug batteryOption price } }
            downPayment { minPercent maxPercent stepPercent defaultPercent options }
            tenors
            defaultTenorMonths
            defaultProvider
            providers { code name rates { tenorMonths flatRateBps flatRatePercent adminFee insuranceRateBps enabled } }
            runningCosts { petrolPricePerLitre petrolKmPerLitre electricityPricePerKwh evWhPerKm swapSubscriptionPerMonth daysPerMonth defaultKmPerDay }
        }
    }
`;
const SIMULATE = gql`
    query Simulate($input: SimulateFinancingInput!) {
        simulateFinancing(input: $input) {
            __typename
            ... on FinancingSimulation { otrPrice downPayment monthlyInstalment firstPayment totalPayment tenorMonths provider flatRatePercent }
            ... on FinancingValidationError { errorCode fieldErrors { field code } }
        }
    }
`;
const RUNNING = gql`
    query Running($km: Float!) {
        compareRunningCosts(kmPerDay: $km) { kmPerMonth savingPerMonth lines { kind totalPerMonth } }
    }
`;
const RATES = gql`
    query Rates($options: FinancingRateListOptions) {
        financingRates(options: $options) { totalItems items { id provider tenorMonths flatRateBps } }
    }
`;
const CREATE_RATE = gql`
    mutation CreateRate($input: CreateFinancingRateInput!) {
        createFinancingRate(input: $input) { id provider tenorMonths flatRateBps adminFee enabled }
    }
`;
const UPDATE_RATE = gql`
    mutation UpdateRate($input: UpdateFinancingRateInput!) {
        updateFinancingRate(input: $input) { id provider tenorMonths flatRateBps adminFee enabled }
    }
`;
const DELETE_RATE = gql`
    mutation DeleteRate($id: ID!) { deleteFinancingRate(id: $id) { result message } }
`;
const AREAS = gql`
    query Areas($options: FinancingAreaListOptions) {
        financingAreas(options: $options) { totalItems items { id code name enabled otrPrices { productSlug } } }
    }
`;
const CREATE_AREA = gql`
    mutation CreateArea($input: CreateFinancingAreaInput!) { createFinancingArea(input: $input) { id code name } }
`;
const UPDATE_AREA = gql`
    mutation UpdateArea($input: UpdateFinancingAreaInput!) { updateFinancingArea(input: $input) { id code name enabled } }
`;
const DELETE_AREA = gql`
    mutation DeleteArea($id: ID!) { deleteFinancingArea(id: $id) { result message } }
`;
const SETTINGS_RECORD = gql`
    query SettingsRecord { financingSettings { id tenors defaultTenorMonths defaultProvider petrolPricePerLitre } }
`;
const SET_PRICE = gql`
    mutation Price($input: SetFinancingOtrPriceInput!) {
        setFinancingOtrPrice(input: $input) { code otrPrices { productSlug batteryOption price } }
    }
`;
const SETTINGS = gql`
    mutation Settings($input: UpdateFinancingSettingsInput!) {
        updateFinancingSettings(input: $input) { downPayment { minPercent options } tenors }
    }
`;
const ADMIN_PARAMS = gql`
    query AdminParams { financingParameters { areas { code } providers { code rates { tenorMonths enabled } } } }
`;

describe('financing plugin', () => {
    const { server, shopClient, adminClient } = createFinancingEnvironment(3187);

    beforeAll(async () => {
        await server.init({ initialData, customerCount: 0 });
        await populateFixtures(server.app, { steps: ['financing'], firebaseUsers: false });
        await adminClient.asSuperAdmin();
    });
    afterAll(async () => {
        await server.destroy();
    });

    it('seeds the demo parameters once (idempotent) and serves them to the shop', async () => {
        const again = await populateFixtures(server.app, { steps: ['financing'], firebaseUsers: false });
        expect(again.created).toEqual([]);
        const { financingParameters: p } = await shopClient.query(PARAMS);
        expect(p.areas.map((a: { code: string }) => a.code)).toEqual([
            'jakarta',
            'bodetabek',
            'jawa-barat',
            'jawa-tengah',
            'jawa-timur',
            'bali',
        ]);
        const jakarta = p.areas[0];
        expect(jakarta.otrPrices).toHaveLength(9);
        // Jakarta OTR = catalogue price; the areas around cost more (registration and delivery).
        const one = (area: { otrPrices: Array<{ productSlug: string; batteryOption: string; price: number }> }) =>
            area.otrPrices.find(x => x.productSlug === 'alva-one-1-battery' && x.batteryOption === 'single')?.price;
        expect(one(jakarta)).toBe(35_900_000_00);
        expect(one(p.areas[5])).toBe(37_800_000_00);
        expect(p.downPayment).toEqual({ minPercent: 10, maxPercent: 50, stepPercent: 5, defaultPercent: 20, options: [10, 15, 20, 25, 30, 35, 40, 45, 50] });
        expect(p.tenors).toEqual([6, 12, 18, 24, 36]);
        expect(p.providers.map((x: { code: string }) => x.code)).toEqual(['ADIRA', 'BFI', 'CASHBAC_EASYPAY', 'PAPITUPI']);
        expect(p.runningCosts.electricityPricePerKwh).toBe(DEFAULT_FINANCING_SETTINGS.electricityPricePerKwh);
    });

    it('simulates with the shared math and the stored rate', async () => {
        const { simulateFinancing: s } = await shopClient.query(SIMULATE, {
            input: { productSlug: 'alva-one-1-battery', areaCode: 'jakarta', downPaymentPercent: 20, tenorMonths: 24, provider: 'ADIRA' },
        });
        const expected = simulate({
            otrPrice: 35_900_000_00,
            downPaymentPercent: 20,
            tenorMonths: 24,
            flatRateBps: 1650,
            adminFee: 500_000_00,
            insuranceRateBps: 200,
        });
        expect(s).toMatchObject({ __typename: 'FinancingSimulation', monthlyInstalment: expected.monthlyInstalment, flatRatePercent: 16.5 });
        // Hand check: DP 7.180.000; financed 28.720.000 + insurance 718.000 = 29.438.000; interest 16.5 % × 2 y =
        // 9.714.540; (29.438.000 + 9.714.540) / 24 = 1.631.355,8 → Rp 1.632.000.
        expect(s.downPayment).toBe(7_180_000_00);
        expect(s.monthlyInstalment).toBe(1_632_000_00);
        expect(s.firstPayment).toBe(7_680_000_00);
        expect(s.totalPayment).toBe(7_680_000_00 + 24 * 1_632_000_00);
    });

    it('refuses choices the parameters do not offer, with field codes', async () => {
        const cases: Array<[Record<string, unknown>, string, string]> = [
            [{ productSlug: 'honda-beat' }, 'productSlug', 'UNKNOWN_PRODUCT'],
            [{ areaCode: 'papua' }, 'areaCode', 'UNKNOWN_AREA'],
            [{ downPaymentPercent: 12 }, 'downPaymentPercent', 'DOWN_PAYMENT_NOT_ALLOWED'],
            [{ downPaymentPercent: 5 }, 'downPaymentPercent', 'DOWN_PAYMENT_NOT_ALLOWED'],
            [{ tenorMonths: 48 }, 'tenorMonths', 'TENOR_NOT_OFFERED'],
            [{ tenorMonths: 36, provider: 'CASHBAC_EASYPAY' }, 'tenorMonths', 'TENOR_NOT_OFFERED'],
            [{ batteryOption: 'triple' }, 'batteryOption', 'UNKNOWN_BATTERY'],
        ];
        for (const [override, field, code] of cases) {
            const { simulateFinancing: s } = await shopClient.query(SIMULATE, {
                input: { productSlug: 'alva-n3', areaCode: 'bali', downPaymentPercent: 20, tenorMonths: 12, ...override },
            });
            expect(s.__typename, JSON.stringify(override)).toBe('FinancingValidationError');
            expect(s.fieldErrors).toContainEqual({ field, code });
        }
    });

    it('compares running costs with the stored parameters', async () => {
        const { compareRunningCosts: c } = await shopClient.query(RUNNING, { km: 40 });
        expect(c).toEqual(JSON.parse(JSON.stringify({
            kmPerMonth: 1200,
            savingPerMonth: compareRunningCosts(40, DEFAULT_FINANCING_SETTINGS).savingPerMonth,
            lines: compareRunningCosts(40, DEFAULT_FINANCING_SETTINGS).lines.map(l => ({ kind: l.kind, totalPerMonth: l.totalPerMonth })),
        })));
        // 1200 km / 45 km/l × Rp 10.000 = Rp 266.666,67 → Rp 266.700 (estimates to Rp 100), + Rp 75.000 service.
        expect(c.lines[0].totalPerMonth).toBe(266_700_00 + 75_000_00);
    });

    it('lets a financing manager change rates, prices and settings; the shop follows', async () => {
        const { financingRates } = await adminClient.query(RATES, {
            options: { filter: { provider: { eq: 'BFI' }, tenorMonths: { eq: 12 } } },
        });
        expect(financingRates.totalItems).toBe(1);
        const bfi12 = financingRates.items[0];
        await adminClient.query(UPDATE_RATE, { input: { id: bfi12.id, flatRateBps: 0, adminFee: 0 } });
        const { simulateFinancing: s } = await shopClient.query(SIMULATE, {
            input: { productSlug: 'alva-cervo', areaCode: 'jakarta', downPaymentPercent: 50, tenorMonths: 12, provider: 'BFI' },
        });
        // 48.500.000 − 24.250.000 + 2 % insurance (970.000) = 25.220.000 / 12 = 2.101.666,7 → 2.102.000
        expect(s.monthlyInstalment).toBe(2_102_000_00);
        const { setFinancingOtrPrice } = await adminClient.query(SET_PRICE, {
            input: { areaCode: 'bali', productSlug: 'alva-n3', batteryOption: 'dual', price: 34_000_000_00 },
        });
        expect(setFinancingOtrPrice.otrPrices).toContainEqual({ productSlug: 'alva-n3', batteryOption: 'dual', price: 34_000_000_00 });
        const { updateFinancingSettings } = await adminClient.query(SETTINGS, {
            input: { downPaymentMinPercent: 15, downPaymentMaxPercent: 30, downPaymentStepPercent: 5, defaultDownPaymentPercent: 20 },
        });
        expect(updateFinancingSettings.downPayment.options).toEqual([15, 20, 25, 30]);
        await expect(adminClient.query(SETTINGS, { input: { defaultDownPaymentPercent: 17 } })).rejects.toThrow(/defaultDownPaymentPercent/);
        await expect(adminClient.query(UPDATE_RATE, { input: { id: bfi12.id, flatRateBps: -5 } })).rejects.toThrow(
            /flatRateBps: Flat rate: 0 to 100 %/,
        );
    });

    it('lists, creates, changes and deletes areas and rates by id; a taken key is refused', async () => {
        const { financingSettings } = await adminClient.query(SETTINGS_RECORD);
        expect(financingSettings.id).toBeTruthy();
        expect(financingSettings.tenors.split(',').map(Number)).toContain(financingSettings.defaultTenorMonths);

        const sorted = await adminClient.query(RATES, { options: { sort: { flatRateBps: 'DESC' }, take: 3 } });
        const rates = sorted.financingRates.items.map((r: { flatRateBps: number }) => r.flatRateBps);
        expect(rates).toEqual([...rates].sort((a, b) => b - a));

        const { createFinancingArea: area } = await adminClient.query(CREATE_AREA, {
            input: { code: 'lombok', name: 'Lombok', position: 9, enabled: false },
        });
        await expect(
            adminClient.query(CREATE_AREA, { input: { code: 'lombok', name: 'Again', position: 1, enabled: true } }),
        ).rejects.toThrow(/code: another area has the code "lombok"/);
        // Two saves of one new code at the same moment: one area, and the other told why under its field (whether
        // the check or the unique index caught it), never a database error.
        const race = await Promise.allSettled(
            ['Sumbawa', 'Sumbawa again'].map(name =>
                adminClient.query(CREATE_AREA, { input: { code: 'sumbawa', name, position: 9, enabled: false } }),
            ),
        );
        expect(race.filter(r => r.status === 'fulfilled')).toHaveLength(1);
        expect(String((race.find(r => r.status === 'rejected') as PromiseRejectedResult).reason)).toMatch(
            /code: another area has the code "sumbawa"/,
        );
        const winner = (race.find(r => r.status === 'fulfilled') as PromiseFulfilledResult<{ createFinancingArea: { id: string } }>)
            .value.createFinancingArea;
        await adminClient.query(DELETE_AREA, { id: winner.id });
        await expect(
            adminClient.query(CREATE_AREA, { input: { code: 'Not OK', name: 'X', position: 1, enabled: true } }),
        ).rejects.toThrow(/code: Lower-case letters, digits and hyphens/);
        const { updateFinancingArea } = await adminClient.query(UPDATE_AREA, { input: { id: area.id, name: 'Lombok (NTB)', enabled: true } });
        expect(updateFinancingArea).toMatchObject({ code: 'lombok', name: 'Lombok (NTB)', enabled: true });
        await expect(adminClient.query(UPDATE_AREA, { input: { id: area.id, name: '  ' } })).rejects.toThrow(/name: The name is required/);
        await expect(adminClient.query(UPDATE_AREA, { input: { id: area.id, code: 'jakarta' } })).rejects.toThrow(
            /code: another area has the code "jakarta"/,
        );
        await adminClient.query(SET_PRICE, {
            input: { areaCode: 'lombok', productSlug: 'alva-cervo', batteryOption: 'single', price: 40_000_000_00 },
        });
        await expect(
            adminClient.query(SET_PRICE, { input: { areaCode: 'lombok', productSlug: 'alva-cervo', batteryOption: 'single', price: 0 } }),
        ).rejects.toThrow(/price: Price: a positive amount/);
        const found = await adminClient.query(AREAS, { options: { filter: { code: { eq: 'lombok' } } } });
        expect(found.financingAreas.items[0].otrPrices).toHaveLength(1);
        expect((await adminClient.query(DELETE_AREA, { id: area.id })).deleteFinancingArea.result).toBe('DELETED');
        expect((await adminClient.query(DELETE_AREA, { id: area.id })).deleteFinancingArea.result).toBe('NOT_DELETED');

        const { createFinancingRate: rate } = await adminClient.query(CREATE_RATE, {
            input: { provider: 'OTHER', tenorMonths: 48, flatRateBps: 1500, adminFee: 500_000_00, insuranceRateBps: 0, enabled: false },
        });
        await expect(
            adminClient.query(CREATE_RATE, {
                input: { provider: 'OTHER', tenorMonths: 48, flatRateBps: 900, adminFee: 0, insuranceRateBps: 0, enabled: true },
            }),
        ).rejects.toThrow(/tenorMonths: Other already has terms for 48 months/);
        const { updateFinancingRate } = await adminClient.query(UPDATE_RATE, { input: { id: rate.id, tenorMonths: 60, enabled: true } });
        expect(updateFinancingRate).toMatchObject({ provider: 'OTHER', tenorMonths: 60, flatRateBps: 1500, enabled: true });
        await expect(adminClient.query(UPDATE_RATE, { input: { id: rate.id, provider: 'BFI', tenorMonths: 12 } })).rejects.toThrow(
            /tenorMonths: BFI Finance already has terms for 12 months/,
        );
        expect((await adminClient.query(DELETE_RATE, { id: rate.id })).deleteFinancingRate.result).toBe('DELETED');
    });

    it('guards the admin API with ManageFinancing', async () => {
        await adminClient.asAnonymousUser();
        await expect(adminClient.query(ADMIN_PARAMS)).rejects.toThrow(/not currently authorized/);
        await expect(
            adminClient.query(UPDATE_RATE, { input: { id: 1, flatRateBps: 0 } }),
        ).rejects.toThrow(/not currently authorized/);
        await adminClient.asSuperAdmin();
        const { financingParameters } = await adminClient.query(ADMIN_PARAMS);
        expect(financingParameters.areas).toHaveLength(6);
    });
});
