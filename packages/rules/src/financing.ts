/**
 * The financing and running-cost arithmetic, in ONE pure module (no imports): the back end uses it for the
 * `simulateFinancing` query and to record the quoted instalment with a lead; the site's calculators use the same
 * functions so they answer instantly in the browser and the first result is in the static HTML. Amounts are Vendure money: minor units, IDR × 100.
 */

/** One rupiah in minor units. */
export const RUPIAH = 100;
/** Instalments and down payments are quoted in whole thousands of rupiah (rounded up, as leasing firms do). */
export const ROUNDING_UNIT = 1_000 * RUPIAH;

export interface FinancingRateInput {
  /** Flat interest per year on the amount financed, in basis points (1150 = 11.5 % p.a.). */
  flatRateBps: number;
  /** One-time administration fee, paid with the down payment (minor units). */
  adminFee: number;
  /** Vehicle insurance for the whole tenor, in basis points of the OTR price, added to the amount financed. */
  insuranceRateBps: number;
}

export interface SimulationInput extends FinancingRateInput {
  /** On-the-road price in the buyer's area (minor units). */
  otrPrice: number;
  /** Down-payment share of the OTR price, in percent. */
  downPaymentPercent: number;
  tenorMonths: number;
}

export interface SimulationResult {
  otrPrice: number;
  downPaymentPercent: number;
  downPayment: number;
  insurance: number;
  adminFee: number;
  /** OTR − down payment + insurance. */
  principal: number;
  /** Flat interest over the whole tenor. */
  interest: number;
  tenorMonths: number;
  monthlyInstalment: number;
  /** Paid up front: down payment + administration fee. */
  firstPayment: number;
  /** Everything paid: first payment + all instalments. */
  totalPayment: number;
  /** totalPayment − otrPrice. */
  costOfCredit: number;
}

const roundUpTo = (value: number, unit: number) => Math.ceil(value / unit - 1e-9) * unit;
const roundTo = (value: number, unit: number) => Math.round(value / unit) * unit;

export function simulate(input: SimulationInput): SimulationResult {
  const { otrPrice, downPaymentPercent, tenorMonths, flatRateBps, adminFee, insuranceRateBps } = input;
  const downPayment = Math.min(otrPrice, roundUpTo((otrPrice * downPaymentPercent) / 100, ROUNDING_UNIT));
  const insurance = roundTo((otrPrice * insuranceRateBps) / 10_000, RUPIAH);
  const principal = otrPrice - downPayment + insurance;
  const interest = roundTo((principal * flatRateBps * tenorMonths) / (10_000 * 12), RUPIAH);
  const monthlyInstalment = principal > 0 ? roundUpTo((principal + interest) / tenorMonths, ROUNDING_UNIT) : 0;
  const firstPayment = downPayment + adminFee;
  const totalPayment = firstPayment + monthlyInstalment * tenorMonths;
  return {
    otrPrice,
    downPaymentPercent,
    downPayment,
    insurance,
    adminFee,
    principal,
    interest,
    tenorMonths,
    monthlyInstalment,
    firstPayment,
    totalPayment,
    costOfCredit: totalPayment - otrPrice,
  };
}

/** The allowed down-payment shares: min, min + step, …, max (percent). */
export function downPaymentSteps(minPercent: number, maxPercent: number, stepPercent: number): number[] {
  const steps: number[] = [];
  if (!(stepPercent > 0) || minPercent > maxPercent) return steps;
  for (let p = minPercent; p <= maxPercent + 1e-9; p += stepPercent) steps.push(Math.round(p * 100) / 100);
  return steps;
}

export interface RunningCostParameters {
  /** Minor units per litre. */
  petrolPricePerLitre: number;
  petrolKmPerLitre: number;
  /** Servicing of a typical petrol motorcycle (oil, belts, tune-up), minor units per month. */
  petrolServicePerMonth: number;
  /** Household tariff, minor units per kWh. */
  electricityPricePerKwh: number;
  evWhPerKm: number;
  evServicePerMonth: number;
  /** Battery-swap subscription, minor units per month (unlimited swaps). */
  swapSubscriptionPerMonth: number;
  /** Days a month used to turn a daily distance into a monthly one. */
  daysPerMonth: number;
}

export interface RunningCostLine {
  /** PETROL, EV_HOME (charging at home), EV_SWAP (battery-swap subscription). */
  kind: 'PETROL' | 'EV_HOME' | 'EV_SWAP';
  energyPerMonth: number;
  servicePerMonth: number;
  totalPerMonth: number;
  totalPerYear: number;
}

export interface RunningCostComparison {
  kmPerMonth: number;
  lines: RunningCostLine[];
  /** Petrol minus the cheaper electric option, per month and per year (≥ 0 when electric is cheaper). */
  savingPerMonth: number;
  savingPerYear: number;
}

export function compareRunningCosts(kmPerDay: number, p: RunningCostParameters): RunningCostComparison {
  const km = Math.max(0, kmPerDay) * p.daysPerMonth;
  const line = (kind: RunningCostLine['kind'], energy: number, service: number): RunningCostLine => {
    const energyPerMonth = roundTo(energy, RUPIAH);
    const totalPerMonth = energyPerMonth + service;
    return { kind, energyPerMonth, servicePerMonth: service, totalPerMonth, totalPerYear: totalPerMonth * 12 };
  };
  const petrol = line(
    'PETROL',
    p.petrolKmPerLitre > 0 ? (km / p.petrolKmPerLitre) * p.petrolPricePerLitre : 0,
    p.petrolServicePerMonth,
  );
  const home = line('EV_HOME', ((km * p.evWhPerKm) / 1000) * p.electricityPricePerKwh, p.evServicePerMonth);
  const swap = line('EV_SWAP', km > 0 ? p.swapSubscriptionPerMonth : 0, p.evServicePerMonth);
  const bestEv = Math.min(home.totalPerMonth, swap.totalPerMonth);
  return {
    kmPerMonth: km,
    lines: [petrol, home, swap],
    savingPerMonth: petrol.totalPerMonth - bestEv,
    savingPerYear: (petrol.totalPerMonth - bestEv) * 12,
  };
}

/** Distances the calculator accepts, km per day. */
export const MAX_KM_PER_DAY = 500;

/** A distance per day the calculator and a lead take: 0 to `max` km (never more than MAX_KM_PER_DAY). */
export const isKmPerDay = (km: number, max = MAX_KM_PER_DAY) =>
  Number.isFinite(km) && km >= 0 && km <= Math.min(max, MAX_KM_PER_DAY);

/** km/day as typed into the calculator ("12", "12,5", "7.25"): the distance, or null when it is not one. */
export function parseKmPerDay(raw: string, max = MAX_KM_PER_DAY): number | null {
  const text = raw.trim();
  if (!/^\d{1,4}([.,]\d{1,2})?$/.test(text)) return null;
  const km = Number(text.replace(',', '.'));
  return isKmPerDay(km, max) ? km : null;
}
