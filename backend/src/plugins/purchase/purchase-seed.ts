import { INestApplicationContext } from '@nestjs/common';
import {
    LanguageCode,
    PaymentMethod,
    PaymentMethodService,
    Promotion,
    PromotionService,
    RequestContext,
    ShippingMethod,
    ShippingMethodService,
    TransactionalConnection,
    isGraphQlErrorResult,
} from '@vendure/core';

import { dealerPickupCalculator, dealerPickupEligibility, homeDeliveryCalculator, homeDeliveryEligibility } from './config/shipping';
import { PURCHASE_PAYMENT_METHODS, SHIPPING_CODES } from './constants';
import { bankTransferPaymentHandler, midtransPaymentHandler } from './payment/payment-handlers';

/** DEMO coupons (SPEC §8 coupon errors): one valid, one expired, one whose uses are all taken. */
export const DEMO_COUPONS = {
    valid: 'ALVAHEMAT',
    expired: 'ALVALAMA',
    usedUp: 'ALVAHABIS',
} as const;
/** The valid coupon's discount, IDR. */
export const DEMO_COUPON_DISCOUNT = 500_000;

const names = (en: string, id: string) => [
    { languageCode: LanguageCode.en, name: en, description: '' },
    { languageCode: LanguageCode.id, name: id, description: '' },
];

/**
 * Shipping methods on the purchase calculators, the payment methods of the purchase flow and the demo coupons.
 * Idempotent: what exists (by code) is brought up to date or left alone; returns what it created or changed.
 */
export async function seedPurchaseSetup(app: INestApplicationContext, ctx: RequestContext): Promise<string[]> {
    const connection = app.get(TransactionalConnection);
    const done: string[] = [];

    const shipping = [
        { code: SHIPPING_CODES.home, checker: homeDeliveryEligibility.code, calculator: homeDeliveryCalculator.code, en: 'Deliver to home', id: 'Antar ke rumah' },
        { code: SHIPPING_CODES.pickup, checker: dealerPickupEligibility.code, calculator: dealerPickupCalculator.code, en: 'Pickup at dealer', id: 'Ambil di dealer' },
    ];
    for (const def of shipping) {
        const existing = await connection.getRepository(ctx, ShippingMethod).findOne({ where: { code: def.code } });
        const checker = { code: def.checker, arguments: [] };
        const calculator = { code: def.calculator, arguments: [] };
        if (!existing) {
            await app.get(ShippingMethodService).create(ctx, {
                code: def.code,
                fulfillmentHandler: 'manual-fulfillment',
                checker,
                calculator,
                translations: names(def.en, def.id),
            });
            done.push(`shipping method ${def.code}`);
        } else if (existing.checker.code !== def.checker || existing.calculator.code !== def.calculator) {
            await app.get(ShippingMethodService).update(ctx, { id: existing.id, checker, calculator, translations: names(def.en, def.id) });
            done.push(`shipping method ${def.code} → purchase calculators`);
        }
    }

    for (const def of PURCHASE_PAYMENT_METHODS) {
        const existing = await connection.getRepository(ctx, PaymentMethod).findOne({ where: { code: def.code } });
        if (existing) continue;
        const handler = def.category === 'BANK_TRANSFER' ? bankTransferPaymentHandler : midtransPaymentHandler;
        await app.get(PaymentMethodService).create(ctx, {
            code: def.code,
            enabled: true,
            handler: { code: handler.code, arguments: [] },
            translations: names(def.name.en, def.name.id),
        });
        done.push(`payment method ${def.code}`);
    }

    const day = 24 * 3600_000;
    const coupons = [
        { code: DEMO_COUPONS.valid, en: 'Rp 500.000 off (demo)', id: 'Potongan Rp 500.000 (demo)', endsAt: undefined, usageLimit: undefined },
        {
            code: DEMO_COUPONS.expired,
            en: 'Expired promotion (demo)',
            id: 'Promo kedaluwarsa (demo)',
            endsAt: new Date(Date.now() - 30 * day),
            usageLimit: undefined,
        },
        // usageLimit 0: every use is taken, so applying it answers COUPON_CODE_LIMIT_ERROR.
        { code: DEMO_COUPONS.usedUp, en: 'Fully used promotion (demo)', id: 'Promo habis (demo)', endsAt: undefined, usageLimit: 0 },
    ];
    for (const c of coupons) {
        if (await connection.getRepository(ctx, Promotion).findOne({ where: { couponCode: c.code } })) continue;
        const result = await app.get(PromotionService).createPromotion(ctx, {
            enabled: true,
            couponCode: c.code,
            startsAt: c.endsAt ? new Date(c.endsAt.getTime() - 60 * day) : undefined,
            endsAt: c.endsAt,
            usageLimit: c.usageLimit,
            conditions: [],
            actions: [{ code: 'order_fixed_discount', arguments: [{ name: 'discount', value: String(DEMO_COUPON_DISCOUNT * 100) }] }],
            translations: [
                { languageCode: LanguageCode.en, name: c.en },
                { languageCode: LanguageCode.id, name: c.id },
            ],
        });
        if (isGraphQlErrorResult(result)) throw new Error(`Promotion ${c.code}: ${result.message}`);
        done.push(`promotion ${c.code}`);
    }
    return done;
}
