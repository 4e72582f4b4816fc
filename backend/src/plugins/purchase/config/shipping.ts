import {
    Injector,
    LanguageCode,
    Order,
    ShippingCalculator,
    ShippingEligibilityChecker,
    TransactionalConnection,
} from '@vendure/core';

import { PURCHASE_PRICES } from '../constants';
import { motorcycleVariantIds } from '../services/motorcycle-lines';

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];
const TAX_RATE = 11;

/**
 * Home delivery of a motorcycle, priced by the distance from the nearest active dealer (set on the order by
 * setPurchaseDelivery): a base fee covers the first km, then a fee per km, plus a surcharge outside JABODETABEK.
 * The shop cart's courier goes through the same method at a flat fee. Prices include PPN like the catalogue.
 */
export function homeDeliveryFee(input: { motorcycle: boolean; distanceKm: number; outsideJabodetabek: boolean }): number {
    const p = PURCHASE_PRICES;
    if (!input.motorcycle) return (input.outsideJabodetabek ? p.courierFeeOutsideJabodetabek : p.courierFee) * 100;
    const extraKm = Math.max(0, Math.ceil(input.distanceKm - p.homeDeliveryIncludedKm));
    const rupiah = p.homeDeliveryBaseFee + extraKm * p.homeDeliveryPerKm + (input.outsideJabodetabek ? p.outsideJabodetabekSurcharge : 0);
    return rupiah * 100;
}

let connection: TransactionalConnection;

async function hasMotorcycle(ctx: Parameters<ShippingCalculator['calculate']>[0], order: Order): Promise<boolean> {
    const ids = order.lines.map(l => l.productVariantId).filter(Boolean);
    return (await motorcycleVariantIds(ctx, connection, ids)).size > 0;
}

export const homeDeliveryEligibility = new ShippingEligibilityChecker({
    code: 'purchase-home-delivery',
    description: en('Home delivery / courier chosen in the purchase flow, within reach of a dealer'),
    args: {},
    init(injector: Injector) {
        connection = injector.get(TransactionalConnection);
    },
    async check(ctx, order) {
        const f = order.customFields;
        if (f?.deliveryType !== 'DELIVER_TO_HOME' || f.deliveryDistanceKm == null) return false;
        // A courier reaches everywhere; a motorcycle truck only up to maxDeliveryKm from a dealer.
        return f.deliveryDistanceKm <= PURCHASE_PRICES.maxDeliveryKm || !(await hasMotorcycle(ctx, order));
    },
});

export const dealerPickupEligibility = new ShippingEligibilityChecker({
    code: 'purchase-dealer-pickup',
    description: en('Pick-up at the dealer chosen in the purchase flow'),
    args: {},
    check(_ctx, order) {
        return order.customFields?.deliveryType === 'PICKUP_AT_DEALER' && !!order.customFields.deliveryDealerId;
    },
});

export const homeDeliveryCalculator = new ShippingCalculator({
    code: 'purchase-home-delivery-fee',
    description: en('Distance from the nearest dealer, JABODETABEK surcharge (motorcycles); flat courier fee (shop)'),
    args: {},
    init(injector: Injector) {
        connection = injector.get(TransactionalConnection);
    },
    async calculate(ctx, order) {
        const f = order.customFields;
        const price = homeDeliveryFee({
            motorcycle: await hasMotorcycle(ctx, order),
            distanceKm: f?.deliveryDistanceKm ?? 0,
            outsideJabodetabek: !!f?.deliveryOutsideJabodetabek,
        });
        return { price, priceIncludesTax: true, taxRate: TAX_RATE, metadata: { distanceKm: f?.deliveryDistanceKm ?? null } };
    },
});

export const dealerPickupCalculator = new ShippingCalculator({
    code: 'purchase-dealer-pickup-fee',
    description: en('Pick-up at a dealer: free'),
    args: {},
    calculate() {
        return { price: 0, priceIncludesTax: true, taxRate: TAX_RATE };
    },
});
