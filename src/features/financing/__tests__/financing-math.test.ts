import { describe, expect, it } from 'vitest';
import { defaultChoice, financedModels, normalizeChoice, simulateChoice } from '../choice';
import { compareRunningCosts, downPaymentSteps, simulate } from '@alva/rules';
import { models, params } from './fixtures';

const idr = (n: number) => n * 100;

describe('simulate (flat-rate instalment)', () => {
  it('computes the seeded Alva One / Jakarta / ADIRA 24 months case by hand', () => {
    const r = simulate({
      otrPrice: idr(35_900_000),
      downPaymentPercent: 20,
      tenorMonths: 24,
      flatRateBps: 1650,
      adminFee: idr(500_000),
      insuranceRateBps: 200,
    });
    // DP 7.180.000; financed 28.720.000 + insurance 718.000 = 29.438.000; interest 29.438.000 × 16.5 % × 2 =
    // 9.714.540; (29.438.000 + 9.714.540) / 24 = 1.631.355,83 → rounded up to Rp 1.632.000.
    expect(r).toEqual({
      otrPrice: idr(35_900_000),
      downPaymentPercent: 20,
      downPayment: idr(7_180_000),
      insurance: idr(718_000),
      adminFee: idr(500_000),
      principal: idr(29_438_000),
      interest: idr(9_714_540),
      tenorMonths: 24,
      monthlyInstalment: idr(1_632_000),
      firstPayment: idr(7_680_000),
      totalPayment: idr(7_680_000 + 24 * 1_632_000),
      costOfCredit: idr(7_680_000 + 24 * 1_632_000 - 35_900_000),
    });
  });

  it('rounds the down payment and the instalment up to whole thousands of rupiah', () => {
    const r = simulate({
      otrPrice: idr(27_555_555),
      downPaymentPercent: 15,
      tenorMonths: 12,
      flatRateBps: 0,
      adminFee: 0,
      insuranceRateBps: 0,
    });
    expect(r.downPayment).toBe(idr(4_134_000)); // 4.133.333,25 ↑
    expect(r.principal).toBe(idr(27_555_555 - 4_134_000));
    expect(r.monthlyInstalment).toBe(idr(1_952_000)); // 23.421.555 / 12 = 1.951.796,25 ↑
    expect(r.monthlyInstalment % 100_000).toBe(0);
  });

  it('charges no interest at 0 % and nothing monthly when everything is paid up front', () => {
    const zero = simulate({
      otrPrice: idr(12_000_000),
      downPaymentPercent: 50,
      tenorMonths: 6,
      flatRateBps: 0,
      adminFee: idr(750_000),
      insuranceRateBps: 0,
    });
    expect(zero.interest).toBe(0);
    expect(zero.monthlyInstalment).toBe(idr(1_000_000));
    expect(zero.costOfCredit).toBe(idr(750_000));
    const cash = simulate({
      otrPrice: idr(12_000_000),
      downPaymentPercent: 100,
      tenorMonths: 6,
      flatRateBps: 1500,
      adminFee: 0,
      insuranceRateBps: 0,
    });
    expect(cash.monthlyInstalment).toBe(0);
    expect(cash.totalPayment).toBe(idr(12_000_000));
  });

  it('costs more in total with a longer tenor and less per month', () => {
    const at = (tenorMonths: number, bps: number) =>
      simulate({
        otrPrice: idr(48_500_000),
        downPaymentPercent: 20,
        tenorMonths,
        flatRateBps: bps,
        adminFee: 0,
        insuranceRateBps: 0,
      });
    expect(at(36, 1800).monthlyInstalment).toBeLessThan(at(12, 1450).monthlyInstalment);
    expect(at(36, 1800).totalPayment).toBeGreaterThan(at(12, 1450).totalPayment);
  });
});

describe('downPaymentSteps', () => {
  it('lists min..max by step', () => {
    expect(downPaymentSteps(10, 50, 5)).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
    expect(downPaymentSteps(10, 12, 5)).toEqual([10]);
    expect(downPaymentSteps(10, 50, 0)).toEqual([]);
  });
});

describe('compareRunningCosts', () => {
  it('compares petrol, home charging and the swap subscription per month and year', () => {
    const c = compareRunningCosts(40, params.runningCosts);
    expect(c.kmPerMonth).toBe(1200);
    // petrol: 1200 / 45 × Rp 10.000 = Rp 266.666,67 → Rp 266.700 a month (estimates to Rp 100) + Rp 75.000 service;
    // a year is Rp 3.200.000 (Rp 266.666,67 × 12, to Rp 1.000) + Rp 900.000, not Rp 341.667 × 12 = Rp 4.100.004
    expect(c.lines[0]).toEqual({
      kind: 'PETROL',
      energyPerMonth: idr(266_700),
      servicePerMonth: idr(75_000),
      totalPerMonth: idr(341_700),
      totalPerYear: idr(4_100_000),
    });
    // home: 1200 km × 35 Wh = 42 kWh × Rp 1.444,70 = Rp 60.677,40 → Rp 60.700 + Rp 25.000 service;
    // a year: Rp 728.128,80 → Rp 728.000 + Rp 300.000
    expect(c.lines[1]).toMatchObject({ totalPerMonth: idr(85_700), totalPerYear: idr(1_028_000) });
    expect(c.lines[2].totalPerMonth).toBe(idr(275_000));
    expect(c.savingPerMonth).toBe(idr(341_700 - 85_700));
    expect(c.savingPerYear).toBe(idr(4_100_000 - 1_028_000));
  });

  it('costs only the service at 0 km (no swap subscription needed)', () => {
    const c = compareRunningCosts(0, params.runningCosts);
    expect(c.lines.map((l) => l.totalPerMonth)).toEqual([idr(75_000), idr(25_000), idr(25_000)]);
  });
});

describe('calculator choice', () => {
  it('starts from the parameters defaults with a priced model', () => {
    expect(financedModels(params, models).map((m) => m.slug)).toEqual(['alva-one-1-battery', 'alva-n3']);
    const choice = defaultChoice(params, models);
    expect(choice).toEqual({
      productSlug: 'alva-one-1-battery',
      batteryOption: 'single',
      areaCode: 'jakarta',
      provider: 'ADIRA',
      downPaymentPercent: 20,
      tenorMonths: 24,
    });
    expect(simulateChoice(params, choice!)?.monthlyInstalment).toBe(idr(1_632_000));
  });

  it('keeps a choice valid: nearest offered tenor, a battery priced in the area', () => {
    const choice = defaultChoice(params, models)!;
    expect(normalizeChoice(params, { ...choice, provider: 'CASHBAC_EASYPAY' }).tenorMonths).toBe(12);
    expect(normalizeChoice(params, { ...choice, batteryOption: 'dual', areaCode: 'bali' }).batteryOption).toBe(
      'single',
    );
    expect(normalizeChoice(params, { ...choice, downPaymentPercent: 12 }).downPaymentPercent).toBe(10);
    expect(simulateChoice(params, { ...choice, provider: 'CASHBAC_EASYPAY' })).toBeNull();
  });
});
