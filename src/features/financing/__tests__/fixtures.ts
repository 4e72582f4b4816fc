import type { FinancingParameters } from '../choice';

const price = (productSlug: string, batteryOption: string, idr: number) => ({
  productSlug,
  batteryOption,
  price: idr * 100,
});
const rate = (tenorMonths: number, flatRateBps: number, adminFeeIdr: number, insuranceRateBps: number) => ({
  tenorMonths,
  flatRateBps,
  flatRatePercent: flatRateBps / 100,
  adminFee: adminFeeIdr * 100,
  insuranceRateBps,
});

/** The seed's demo parameters (the back end's seed/financing-data.ts), two areas of them. */
export const params: FinancingParameters = {
  areas: [
    {
      code: 'jakarta',
      name: 'DKI Jakarta',
      otrPrices: [
        price('alva-one-1-battery', 'single', 35_900_000),
        price('alva-one-1-battery', 'dual', 41_400_000),
        price('alva-n3', 'single', 27_500_000),
      ],
    },
    {
      code: 'bali',
      name: 'Bali',
      otrPrices: [price('alva-one-1-battery', 'single', 37_800_000), price('alva-n3', 'single', 29_400_000)],
    },
  ],
  downPayment: {
    minPercent: 10,
    maxPercent: 50,
    stepPercent: 5,
    defaultPercent: 20,
    options: [10, 15, 20, 25, 30, 35, 40, 45, 50],
  },
  tenors: [6, 12, 18, 24, 36],
  defaultTenorMonths: 24,
  defaultProvider: 'ADIRA',
  providers: [
    {
      code: 'ADIRA',
      name: 'Adira Finance',
      rates: [
        rate(6, 1400, 500_000, 200),
        rate(12, 1450, 500_000, 200),
        rate(18, 1550, 500_000, 200),
        rate(24, 1650, 500_000, 200),
        rate(36, 1800, 500_000, 200),
      ],
    },
    {
      code: 'CASHBAC_EASYPAY',
      name: 'Cashbac EasyPay',
      rates: [rate(6, 0, 750_000, 0), rate(12, 990, 750_000, 0)],
    },
  ],
  runningCosts: {
    petrolPricePerLitre: 1_000_000,
    petrolKmPerLitre: 45,
    petrolServicePerMonth: 7_500_000,
    electricityPricePerKwh: 144_470,
    evWhPerKm: 35,
    evServicePerMonth: 2_500_000,
    swapSubscriptionPerMonth: 25_000_000,
    daysPerMonth: 30,
    defaultKmPerDay: 40,
    maxKmPerDay: 500,
  },
};

export const models = [
  { slug: 'alva-one-1-battery', name: 'Alva One' },
  { slug: 'alva-cervo', name: 'Alva Cervo' },
  { slug: 'alva-n3', name: 'Alva N3' },
];
