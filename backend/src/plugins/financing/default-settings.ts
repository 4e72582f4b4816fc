/**
 * The financing settings used while none is stored (and the values the demo seed stores): DEMO figures,
 * not real tariffs. Minor units (IDR × 100) for money.
 */
export const DEFAULT_FINANCING_SETTINGS = {
    downPaymentMinPercent: 10,
    downPaymentMaxPercent: 50,
    downPaymentStepPercent: 5,
    defaultDownPaymentPercent: 20,
    tenors: '6,12,18,24,36',
    defaultTenorMonths: 24,
    defaultProvider: 'ADIRA',
    /** Rp 10.000 per litre (subsidised RON 90). */
    petrolPricePerLitre: 10_000 * 100,
    petrolKmPerLitre: 45,
    petrolServicePerMonth: 75_000 * 100,
    /** Rp 1.444,70 per kWh (household tariff). */
    electricityPricePerKwh: 144_470,
    evWhPerKm: 35,
    evServicePerMonth: 25_000 * 100,
    /** The catalogue's Battery Swap Pass (monthly). */
    swapSubscriptionPerMonth: 250_000 * 100,
    daysPerMonth: 30,
    defaultKmPerDay: 40,
};
