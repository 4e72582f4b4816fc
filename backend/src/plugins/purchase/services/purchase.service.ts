import { Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    Customer,
    CustomerService,
    HistoryService,
    ID,
    isGraphQlErrorResult,
    Order,
    OrderService,
    Payment,
    PaymentMethod,
    PaymentService,
    ProductVariant,
    ProductVariantService,
    RequestContext,
    ShippingMethod,
    StockLevel,
    Surcharge,
    TransactionalConnection,
} from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import crypto from 'crypto';
import { In, IsNull } from 'typeorm';

import { ExperienceCenter } from '../../dealers/entities/experience-center.entity';
import {
    PURCHASE_PAYMENT_METHODS,
    PURCHASE_PRICES,
    PurchasePaymentMethodDef,
    SHIPPING_CODES,
    paymentFee,
    paymentWindowMinutes,
} from '../constants';
import { distanceKm, distanceLabel, inJabodetabek, isUsablePoint } from '../geo';
import { methodDef, PurchasePaymentMetadata } from '../payment/payment-handlers';
import { homeDeliveryFee } from '../config/shipping';
import {
    normalizeOwner,
    placePurchaseOrderSchema,
    purchaseDeliverySchema,
    purchaseOptionsSchema,
    purchaseOwnerSchema,
    PurchaseFieldError,
    validatePurchaseInput,
} from '@alva/rules';
import { motorcycleVariantIds, orderMotorcycle } from './motorcycle-lines';
import { PaymentProof } from '../entities/payment-proof.entity';

export type DeliveryOutcome = 'OK' | 'OUTSIDE_JABODETABEK' | 'LOCATION_UNDETERMINED' | 'TOO_FAR';
type Missing = 'CUSTOMER' | 'OWNER' | 'DELIVERY' | 'PAYMENT_OPTION' | 'ITEMS';

export const inputError = (errors: PurchaseFieldError[]) => ({
    __typename: 'PurchaseInputError' as const,
    errorCode: 'PURCHASE_INVALID_INPUT',
    message: 'Some fields are not valid.',
    fieldErrors: errors,
});

export const orderError = (errorCode: string, message: string, missing: string[] = []) => ({
    __typename: 'PurchaseOrderError' as const,
    errorCode,
    message,
    missing,
});

/** Sku of the surcharges this plugin owns on an order (the rest is Vendure's own lines). */
const SURCHARGE_SKU = { fee: 'PAYMENT_FEE', document: 'DOCUMENT_FEE', installment: 'INSTALLMENT_FEE' } as const;
const OUR_SKUS: string[] = Object.values(SURCHARGE_SKU);
/** States of a placed order that still waits for money (a payment can be retried, a proof sent). */
export const OPEN_STATES = ['PaymentAuthorized', 'BookingFeeAuthorized'];
export const ORDER_RELATIONS = [
    'lines',
    'lines.productVariant',
    'surcharges',
    'payments',
    'shippingLines',
    'shippingLines.shippingMethod',
    'promotions',
    'customer',
    'customer.user',
] as const;

/**
 * The purchase flow on Vendure's active order (SPEC §2 purchase screens, §3 purchase state): every step validates
 * with the shared yup rules and writes read-only order custom fields; amounts come from Vendure's order (lines,
 * promotions, shipping calculators) plus the two surcharges computed here. Placing the order goes through Vendure's
 * OrderService and PaymentService, so the order process, stock allocation and history entries are Vendure's own.
 */
@Injectable()
export class PurchaseService {
    constructor(
        private connection: TransactionalConnection,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private paymentService: PaymentService,
        private customerService: CustomerService,
        private historyService: HistoryService,
        private productVariantService: ProductVariantService,
    ) {}

    // ------------------------------------------------------------------ reading

    async activeOrder(ctx: RequestContext): Promise<Order | undefined> {
        // A first visit has no session yet, so no order either.
        if (!ctx.session) return undefined;
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        return active ? this.load(ctx, active.id) : undefined;
    }

    async load(ctx: RequestContext, id: ID): Promise<Order> {
        const order = await this.orderService.findOne(ctx, id, [...ORDER_RELATIONS]);
        if (!order) throw new Error(`Order ${id} not found`);
        return order;
    }

    async isMotorcycleOrder(ctx: RequestContext, order: Order): Promise<boolean> {
        return (
            (
                await motorcycleVariantIds(
                    ctx,
                    this.connection,
                    order.lines.map(l => l.productVariantId),
                )
            ).size > 0
        );
    }

    async missingSteps(ctx: RequestContext, order: Order): Promise<Missing[]> {
        const missing: Missing[] = [];
        const motorcycle = await this.isMotorcycleOrder(ctx, order);
        if (!order.lines.length) missing.push('ITEMS');
        if (!order.customerId) missing.push('CUSTOMER');
        if (motorcycle && !order.customFields.ownerName) missing.push('OWNER');
        if (!order.customFields.deliveryType || !order.shippingLines.length) missing.push('DELIVERY');
        if (motorcycle && !order.customFields.paymentOption) missing.push('PAYMENT_OPTION');
        return missing;
    }

    // ------------------------------------------------------------------ dealers and addresses

    async dealers(ctx: RequestContext, latitude?: number | null, longitude?: number | null) {
        const rows = await this.connection
            .getRepository(ctx, ExperienceCenter)
            .find({ where: { isActive: true, upcoming: false }, order: { city: 'ASC', location: 'ASC' } });
        const point = isUsablePoint(latitude, longitude) ? { latitude: latitude!, longitude: longitude! } : null;
        const dealers = rows.map(r => {
            const km = point ? distanceKm(point, r) : null;
            return {
                id: r.id,
                code: r.dealerSlug,
                location: r.location,
                address1: r.address1,
                address2: r.address2,
                city: r.city,
                state: r.state,
                country: r.country,
                zipCode: r.zipCode,
                latitude: r.latitude,
                longitude: r.longitude,
                operatingHours: r.operatingHours,
                distance: km == null ? null : Math.round(km * 10) / 10,
                distanceLabel: km == null ? null : distanceLabel(km),
                default: false,
            };
        });
        if (point) dealers.sort((a, b) => a.distance! - b.distance!);
        if (point && dealers.length) dealers[0].default = true;
        return dealers;
    }

    /** SPEC §8 address outcomes of a pinpoint: the nearest active dealer, the distance and the fee. */
    async checkAddress(ctx: RequestContext, latitude: unknown, longitude: unknown, motorcycle = true) {
        if (!isUsablePoint(latitude, longitude)) {
            return {
                outcome: 'LOCATION_UNDETERMINED' as DeliveryOutcome,
                nearestDealer: null,
                distanceKm: null,
                deliveryFee: null,
            };
        }
        const [nearest] = await this.dealers(ctx, latitude, longitude as number);
        if (!nearest)
            return { outcome: 'TOO_FAR' as DeliveryOutcome, nearestDealer: null, distanceKm: null, deliveryFee: null };
        const km = nearest.distance!;
        const outside = !inJabodetabek({ latitude, longitude: longitude as number });
        if (motorcycle && km > PURCHASE_PRICES.maxDeliveryKm) {
            return { outcome: 'TOO_FAR' as DeliveryOutcome, nearestDealer: nearest, distanceKm: km, deliveryFee: null };
        }
        return {
            outcome: (outside ? 'OUTSIDE_JABODETABEK' : 'OK') as DeliveryOutcome,
            nearestDealer: nearest,
            distanceKm: km,
            deliveryFee: homeDeliveryFee({ motorcycle, distanceKm: km, outsideJabodetabek: outside }),
        };
    }

    // ------------------------------------------------------------------ steps

    async setOwner(ctx: RequestContext, input: unknown) {
        const order = await this.activeOrder(ctx);
        if (!order) return orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        if (!(await this.isMotorcycleOrder(ctx, order))) {
            return orderError('PURCHASE_INCOMPLETE', 'The owner step is for a motorcycle order.', ['MOTORCYCLE']);
        }
        const checked = await validatePurchaseInput(purchaseOwnerSchema, input);
        if (!checked.ok) return inputError(checked.errors);
        const owner = normalizeOwner(checked.value);
        if (!ctx.activeUserId) {
            const refused = await this.linkGuestCustomer(ctx, order, owner);
            if (refused) return refused;
        }
        await this.orderService.updateCustomFields(ctx, order.id, owner);
        return this.orderService.findOne(ctx, order.id);
    }

    /**
     * A visitor buys as a guest (issue 12): the order gets the guest customer of the buyer's e-mail, created when
     * there is none (the page then asks the buyer to verify it and create the account). An e-mail that belongs to an
     * account must sign in first: a guest must not add orders to somebody's account, nor change its details, so an
     * existing record is linked as it is. A changed e-mail moves the order to that e-mail's guest customer.
     */
    private async linkGuestCustomer(ctx: RequestContext, order: Order, owner: ReturnType<typeof normalizeOwner>) {
        const emailAddress = owner.buyerEmail ?? owner.ownerEmail;
        if (order.customer && order.customer.emailAddress === emailAddress) return undefined;
        const existing = await this.connection.getRepository(ctx, Customer).findOne({
            where: { emailAddress, deletedAt: IsNull() },
            relations: ['user'],
        });
        if (existing?.user) {
            return orderError(
                'EMAIL_ADDRESS_CONFLICT_ERROR',
                'This e-mail address belongs to an account: sign in to buy with it.',
                ['CUSTOMER'],
            );
        }
        const [firstName, ...rest] = (owner.buyerName ?? owner.ownerName ?? '').split(' ');
        const customer =
            existing ??
            (await this.customerService.createOrUpdate(ctx, {
                emailAddress,
                firstName,
                lastName: rest.join(' '),
                phoneNumber: owner.ownerPhoneNumber ?? undefined,
            }));
        if (isGraphQlErrorResult(customer)) return orderError(customer.errorCode, customer.message, ['CUSTOMER']);
        await this.orderService.addCustomerToOrder(ctx, order.id, customer);
        return undefined;
    }

    async setDelivery(ctx: RequestContext, input: unknown) {
        const order = await this.activeOrder(ctx);
        if (!order) return orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        const checked = await validatePurchaseInput(purchaseDeliverySchema, input);
        if (!checked.ok) return inputError(checked.errors);
        const v = checked.value as Record<string, any>;
        const motorcycle = await this.isMotorcycleOrder(ctx, order);
        let fields: Partial<Order['customFields']>;
        let address: Parameters<OrderService['setShippingAddress']>[2];
        let methodCode: string;
        if (v.type === 'PICKUP_AT_DEALER') {
            const dealer = await this.connection
                .getRepository(ctx, ExperienceCenter)
                .findOne({ where: { id: v.dealerId, isActive: true, upcoming: false } });
            if (!dealer) return inputError([{ field: 'dealerId', code: 'INVALID_VALUE' }]);
            fields = {
                deliveryType: 'PICKUP_AT_DEALER',
                deliveryDealerId: String(dealer.id),
                deliveryLatitude: null,
                deliveryLongitude: null,
                deliveryDistanceKm: null,
                deliveryOutsideJabodetabek: null,
            };
            address = {
                fullName: dealer.location,
                company: 'Alva',
                streetLine1: dealer.address1,
                streetLine2: dealer.address2 ?? undefined,
                city: dealer.city,
                province: dealer.state,
                postalCode: dealer.zipCode ?? undefined,
                countryCode: 'ID',
            };
            methodCode = SHIPPING_CODES.pickup;
        } else {
            const check = await this.checkAddress(ctx, v.latitude, v.longitude, motorcycle);
            if (check.outcome === 'LOCATION_UNDETERMINED' || check.outcome === 'TOO_FAR') {
                return {
                    __typename: 'DeliveryAddressRefusedError' as const,
                    errorCode: 'DELIVERY_ADDRESS_REFUSED',
                    message:
                        check.outcome === 'TOO_FAR'
                            ? 'The address is too far to reach: change it, order from a nearby dealer, or pick up at the dealer.'
                            : 'The location cannot be determined.',
                    outcome: check.outcome,
                };
            }
            fields = {
                deliveryType: 'DELIVER_TO_HOME',
                deliveryDealerId: String(check.nearestDealer!.id),
                deliveryLatitude: v.latitude,
                deliveryLongitude: v.longitude,
                deliveryDistanceKm: check.distanceKm,
                deliveryOutsideJabodetabek: check.outcome === 'OUTSIDE_JABODETABEK',
            };
            address = {
                fullName: v.recipientName.trim(),
                streetLine1: v.address.trim(),
                city: v.cityName.trim(),
                province: v.provinceName.trim(),
                postalCode: v.zipCode?.trim() || undefined,
                phoneNumber: v.phoneNumber.trim(),
                countryCode: 'ID',
                customFields: undefined,
            };
            methodCode = SHIPPING_CODES.home;
        }
        const method = await this.connection
            .getRepository(ctx, ShippingMethod)
            .findOne({ where: { code: methodCode } });
        if (!method)
            return orderError('INELIGIBLE_SHIPPING_METHOD_ERROR', `Shipping method ${methodCode} is not set up.`);
        await this.orderService.updateCustomFields(ctx, order.id, fields);
        await this.orderService.setShippingAddress(ctx, order.id, address);
        const result = await this.orderService.setShippingMethod(ctx, order.id, [method.id]);
        if (isGraphQlErrorResult(result)) return orderError(result.errorCode, result.message);
        return result;
    }

    async setOptions(ctx: RequestContext, input: unknown) {
        const order = await this.activeOrder(ctx);
        if (!order) return orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        const checked = await validatePurchaseInput(purchaseOptionsSchema, input);
        if (!checked.ok) return inputError(checked.errors);
        const v = checked.value;
        const motorcycle = await this.isMotorcycleOrder(ctx, order);
        // The shop cart is paid in full, at once (issue 12).
        if (!motorcycle && (v.purchaseOrderType !== 'FULL_PURCHASE' || v.paymentOption !== 'FULL_PAYMENT')) {
            return inputError([
                {
                    field: v.purchaseOrderType !== 'FULL_PURCHASE' ? 'purchaseOrderType' : 'paymentOption',
                    code: 'INVALID_VALUE',
                },
            ]);
        }
        // A booking is a pre-order paid with a fee: the rest is paid in full later, so no installment on top.
        if (v.purchaseOrderType === 'BOOKING' && v.paymentOption === 'INSTALLMENT') {
            return inputError([{ field: 'paymentOption', code: 'INVALID_VALUE' }]);
        }
        await this.orderService.updateCustomFields(ctx, order.id, {
            purchaseOrderType: v.purchaseOrderType as 'BOOKING' | 'FULL_PURCHASE',
            paymentOption: v.paymentOption as 'FULL_PAYMENT' | 'INSTALLMENT',
            referralCode:
                typeof v.referralCode === 'string' && v.referralCode.trim()
                    ? v.referralCode.trim().toUpperCase()
                    : null,
        });
        return this.orderService.findOne(ctx, order.id);
    }

    // ------------------------------------------------------------------ money

    async paymentMethods(ctx: RequestContext, order?: Order) {
        const enabled = await this.connection
            .getRepository(ctx, PaymentMethod)
            .createQueryBuilder('pm')
            .innerJoin('pm.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .where('pm.enabled = :enabled', { enabled: true })
            .getMany();
        const codes = new Set(enabled.map(m => m.code));
        const base = order ? this.baseTotal(order) : 0;
        return (
            PURCHASE_PAYMENT_METHODS.filter(m => codes.has(m.code))
                // Bank transfer needs a signed-in customer: the proof is uploaded from the account.
                .filter(m => m.category !== 'BANK_TRANSFER' || !!ctx.activeUserId)
                .map(m => ({
                    code: m.code,
                    name: ctx.languageCode === 'id' ? m.name.id : m.name.en,
                    category: m.category,
                    bank: m.bank,
                    fee: paymentFee(m, base),
                    windowMinutes: paymentWindowMinutes(m.category),
                }))
        );
    }

    /** The order's total without the surcharges this plugin adds (they are recomputed, never summed twice). */
    private baseTotal(order: Order): number {
        const ours = order.surcharges.filter(s => OUR_SKUS.includes(s.sku)).reduce((n, s) => n + s.priceWithTax, 0);
        return order.totalWithTax - ours;
    }

    /** Every charge line (SPEC §3) of an order and what is due now. One computation for the quote and the payment. */
    async computeCharges(ctx: RequestContext, order: Order, method?: PurchasePaymentMethodDef) {
        const motorcycle = await this.isMotorcycleOrder(ctx, order);
        const type = motorcycle ? order.customFields.purchaseOrderType : 'FULL_PURCHASE';
        const price = order.lines.reduce((n, l) => n + l.linePriceWithTax, 0);
        const delivery = order.shippingWithTax;
        const base = this.baseTotal(order);
        const discount = base - price - delivery;
        const document = motorcycle ? PURCHASE_PRICES.documentSurcharge * 100 : 0;
        const booking = type === 'BOOKING';
        const chargedBase = booking ? PURCHASE_PRICES.bookingFee * 100 : base + document;
        const fee = method ? paymentFee(method, chargedBase) : 0;
        const total = base + document + fee;
        const tax = order.taxSummary.reduce((n, t) => n + t.taxTotal, 0);
        const amountDueNow = booking ? chargedBase + fee : total;
        return {
            motorcycle,
            purchaseOrderType: type,
            price,
            discount,
            tax,
            delivery,
            document,
            fee,
            total,
            amountDueNow,
            remainingAmount: total - amountDueNow,
        };
    }

    async quote(ctx: RequestContext, paymentMethodCode?: string | null) {
        const order = await this.activeOrder(ctx);
        if (!order) return null;
        const def = paymentMethodCode ? methodDef(paymentMethodCode) : undefined;
        const c = await this.computeCharges(ctx, order, def);
        const lines = chargeLines(c);
        const promotions = order.discounts.map(d => ({
            name: d.description,
            couponCode: order.promotions.find(p => `${p.id}` === d.adjustmentSource.split(':')[1])?.couponCode ?? null,
            amount: d.amountWithTax,
        }));
        const bikeIds = c.motorcycle
            ? await motorcycleVariantIds(
                  ctx,
                  this.connection,
                  order.lines.map(l => l.productVariantId),
              )
            : new Set<string>();
        const bikeLine = order.lines.find(l => bikeIds.has(String(l.productVariantId)));
        const product = bikeLine
            ? await this.productVariantService.getProductForVariant(ctx, bikeLine.productVariant)
            : null;
        return {
            orderCode: order.code,
            productSlug: product?.slug ?? null,
            flow: c.motorcycle ? 'MOTORCYCLE' : 'SHOP_CART',
            purchaseOrderType: c.purchaseOrderType,
            currencyCode: order.currencyCode,
            lines,
            promotions,
            total: c.total,
            amountDueNow: c.amountDueNow,
            remainingAmount: c.remainingAmount,
            subscriptionMonthlyFee:
                order.customFields.batteryCode === 'subscription-rental' ||
                (await orderMotorcycle(ctx, this.connection, order))?.batteryCode === 'subscription-rental'
                    ? PURCHASE_PRICES.batterySubscriptionMonthlyFee * 100
                    : null,
            missing: await this.missingSteps(ctx, order),
        };
    }

    /**
     * Replaces this plugin's surcharges by the current document surcharge and payment fee, and (an installment
     * purchase, issue 14) the financing provider's administration fee under the SPEC §3 label "Installment".
     */
    async applySurcharges(
        ctx: RequestContext,
        order: Order,
        charges: { document: number; fee: number; installment?: number },
    ) {
        for (const s of order.surcharges.filter(x => OUR_SKUS.includes(x.sku))) {
            await this.orderService.removeSurchargeFromOrder(ctx, order.id, s.id);
        }
        const add = (sku: string, description: string, price: number) =>
            price > 0
                ? this.orderService.addSurchargeToOrder(ctx, order.id, {
                      sku,
                      description,
                      listPrice: price,
                      listPriceIncludesTax: true,
                      taxLines: [],
                  } as Partial<Surcharge>)
                : undefined;
        await add(SURCHARGE_SKU.document, 'Surcharge (document)', charges.document);
        await add(SURCHARGE_SKU.fee, 'Payment Fee', charges.fee);
        await add(SURCHARGE_SKU.installment, 'Installment', charges.installment ?? 0);
    }

    // ------------------------------------------------------------------ placing and paying

    /**
     * Places the active order and starts its payment. Idempotent by key: a second call with the key of an order
     * already placed answers that order's payment (a double click, or a retry after a lost response).
     */
    async place(ctx: RequestContext, input: unknown) {
        const checked = await validatePurchaseInput(placePurchaseOrderSchema, input);
        if (!checked.ok) return inputError(checked.errors);
        const { paymentMethodCode, idempotencyKey } = checked.value as {
            paymentMethodCode: string;
            idempotencyKey: string;
        };

        let order = await this.activeOrder(ctx);
        // Locked before the key is looked up: a concurrent call with the same key waits and then finds it.
        if (order) order = await this.lockOrder(ctx, order);
        const earlier = await this.connection
            .getRepository(ctx, Order)
            .findOne({ where: { customFields: { purchaseIdempotencyKey: idempotencyKey } } as any });
        if (earlier && earlier.orderPlacedAt) {
            const placed = await this.orderForCaller(ctx, earlier.code);
            return placed
                ? this.paymentView(ctx, placed)
                : orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        }
        if (!order) return orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        if (earlier && !idsEqual(earlier.id, order.id))
            return inputError([{ field: 'idempotencyKey', code: 'INVALID_VALUE' }]);

        const missing = await this.missingSteps(ctx, order);
        if (missing.length) return orderError('PURCHASE_INCOMPLETE', 'Some purchase steps are not done yet.', missing);
        const def = methodDef(paymentMethodCode);
        const offered = await this.paymentMethods(ctx, order);
        if (!def || !offered.some(m => m.code === def.code)) {
            return orderError('INELIGIBLE_PAYMENT_METHOD_ERROR', 'This payment method cannot be used for this order.');
        }
        const motorcycle = await this.isMotorcycleOrder(ctx, order);
        if (motorcycle && order.customFields.paymentOption === 'INSTALLMENT') {
            return orderError(
                'INELIGIBLE_PAYMENT_METHOD_ERROR',
                'An installment purchase is placed through the installment application.',
            );
        }

        const stockError = await this.checkStock(ctx, order);
        if (stockError) return stockError;

        const booking = motorcycle && order.customFields.purchaseOrderType === 'BOOKING';
        await this.savePlacedDetails(ctx, order, motorcycle, {
            purchaseIdempotencyKey: idempotencyKey,
            paymentMethodCode: def.code,
            paymentCategory: def.category,
            purchaseOrderType: booking ? 'BOOKING' : 'FULL_PURCHASE',
            paymentOption: 'FULL_PAYMENT',
            bookingNumber: booking ? (order.customFields.bookingNumber ?? newBookingNumber()) : null,
        });
        order = await this.load(ctx, order.id);
        const charges = await this.computeCharges(ctx, order, def);
        await this.applySurcharges(ctx, order, charges);

        if (order.state === 'AddingItems') {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
            if (isGraphQlErrorResult(moved))
                return orderError('ORDER_STATE_TRANSITION_ERROR', moved.transitionError ?? moved.message);
        }
        const paid = await this.startPayment(ctx, order.id, def, booking ? charges.amountDueNow : null);
        if ('errorCode' in paid) return paid;
        return this.paymentView(ctx, await this.load(ctx, order.id));
    }

    /**
     * What placing writes on the order whatever the way of paying: the terms' acceptance time and the bike's
     * configuration as bought (battery, colours, extra battery packs), plus the caller's fields.
     */
    async savePlacedDetails(
        ctx: RequestContext,
        order: Order,
        motorcycle: boolean,
        fields: Partial<Order['customFields']>,
    ) {
        const bike = motorcycle ? await orderMotorcycle(ctx, this.connection, order) : null;
        const batteryPackLines = order.lines.length - (motorcycle ? 1 : 0);
        await this.orderService.updateCustomFields(ctx, order.id, {
            termsAcceptedAt: new Date(),
            batteryCode: bike?.batteryCode ?? null,
            colorName: bike?.colorName ?? null,
            colorAccentName: bike?.colorAccentName ?? null,
            additionalBattery: motorcycle ? batteryPackLines > 0 : null,
            ...fields,
        });
    }

    /**
     * Creates a payment. A full purchase goes through Vendure's addPaymentToOrder (which revalidates coupons and
     * moves the order to PaymentAuthorized); a booking charges only its fee, so the order moves to
     * BookingFeeAuthorized by our own transition.
     */
    private async startPayment(
        ctx: RequestContext,
        orderId: ID,
        def: PurchasePaymentMethodDef,
        bookingAmount: number | null,
    ) {
        let payment: Payment | undefined;
        if (bookingAmount == null) {
            const result = await this.orderService.addPaymentToOrder(ctx, orderId, { method: def.code, metadata: {} });
            if (isGraphQlErrorResult(result)) return orderError(result.errorCode, result.message);
            payment = latestPayment(await this.load(ctx, orderId));
        } else {
            const order = await this.load(ctx, orderId);
            const created = await this.addPartPayment(ctx, order, bookingAmount, def);
            if ('errorCode' in created) return created;
            if (order.state === 'ArrangingPayment') {
                const moved = await this.orderService.transitionToState(ctx, orderId, 'BookingFeeAuthorized');
                if (isGraphQlErrorResult(moved))
                    return orderError('ORDER_STATE_TRANSITION_ERROR', moved.transitionError ?? moved.message);
            }
            payment = created;
        }
        if (!payment) return orderError('PAYMENT_FAILED_ERROR', 'The payment failed.');
        const meta = payment.metadata as PurchasePaymentMetadata;
        await this.orderService.updateCustomFields(ctx, orderId, { paymentDeadline: new Date(meta.expiresAt) });
        return payment;
    }

    /**
     * A gateway payment of part of an order (a booking fee, a pre-order's rest, an installment's down payment):
     * created through Vendure's PaymentService (the handler talks to the gateway) and attached to the order, without
     * Vendure's "the total is covered" transition.
     */
    async addPartPayment(ctx: RequestContext, order: Order, amount: number, def: PurchasePaymentMethodDef) {
        const created = await this.paymentService.createPayment(ctx, order, amount, def.code, {});
        if (isGraphQlErrorResult(created)) return orderError(created.errorCode, created.message);
        await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder()
            .relation('payments')
            .of(order)
            .add(created);
        if (created.state === 'Error')
            return orderError('PAYMENT_FAILED_ERROR', created.errorMessage || 'The payment failed.');
        if (created.state === 'Declined')
            return orderError('PAYMENT_DECLINED_ERROR', created.errorMessage || 'The payment was declined.');
        return created;
    }

    /** A new payment on an open order whose last payment was declined or expired. */
    async retry(ctx: RequestContext, orderCode: string, paymentMethodCode: string) {
        const order = await this.orderForCaller(ctx, orderCode);
        if (!order) return orderError('PAYMENT_NOT_RETRYABLE', 'This order cannot be found.');
        const view = await this.paymentView(ctx, order);
        if (!view.canRetry) return orderError('PAYMENT_NOT_RETRYABLE', 'This payment cannot be retried.');
        const def = methodDef(paymentMethodCode);
        if (!def || !(await this.paymentMethods(ctx, order)).some(m => m.code === def.code)) {
            return orderError('INELIGIBLE_PAYMENT_METHOD_ERROR', 'This payment method cannot be used for this order.');
        }
        const remaining = remainingDue(order);
        const charges = await this.computeCharges(ctx, order, def);
        // The remaining payment of a pre-order keeps the charges it was placed with (the booking's payment fee is
        // paid already); it pays whatever settled money does not cover yet.
        if (!remaining) await this.applySurcharges(ctx, order, charges);
        const fresh = await this.load(ctx, order.id);
        await this.orderService.updateCustomFields(ctx, order.id, {
            paymentMethodCode: def.code,
            paymentCategory: def.category,
        });
        const amount =
            charges.purchaseOrderType === 'BOOKING' && !remaining
                ? charges.amountDueNow
                : fresh.totalWithTax - settledAmount(fresh);
        const created = await this.addPartPayment(ctx, fresh, amount, def);
        if ('errorCode' in created) return created;
        const meta = created.metadata as PurchasePaymentMetadata;
        await this.orderService.updateCustomFields(ctx, order.id, { paymentDeadline: new Date(meta.expiresAt) });
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Payment retried with ${def.code}` },
        });
        return this.paymentView(ctx, await this.load(ctx, order.id));
    }

    /** The order of this code if the caller may see it: its signed-in customer, or (guest orders) whoever has the code. */
    async orderForCaller(ctx: RequestContext, orderCode: string): Promise<Order | undefined> {
        if (typeof orderCode !== 'string' || !/^[A-Za-z0-9]{1,32}$/.test(orderCode)) return undefined;
        const order = await this.orderService.findOneByCode(ctx, orderCode, [...ORDER_RELATIONS]);
        if (!order || !order.customer) return undefined;
        if (ctx.activeUserId) {
            const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
            return customer && idsEqual(customer.id, order.customerId!) ? order : undefined;
        }
        // A guest's order: the 16-character random code is the key, for two days after placing (the payment window).
        const fresh = order.orderPlacedAt && Date.now() - order.orderPlacedAt.getTime() < 48 * 3600_000;
        return !order.customer.user && fresh ? order : undefined;
    }

    async paymentView(ctx: RequestContext, order: Order) {
        const payment = latestPayment(order);
        const meta = (payment?.metadata ?? {}) as Partial<PurchasePaymentMetadata>;
        const def = methodDef(meta.methodCode ?? order.customFields.paymentMethodCode ?? '');
        const expiresAt = meta.expiresAt ? new Date(meta.expiresAt) : order.customFields.paymentDeadline;
        const secondsLeft = expiresAt ? Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) : 0;
        const proof = payment
            ? await this.connection
                  .getRepository(ctx, PaymentProof)
                  .findOne({ where: { paymentId: payment.id as string }, order: { createdAt: 'DESC' } })
            : null;
        let status: string;
        if (order.state === 'Cancelled') status = 'CANCELLED';
        else if (!payment) status = 'PENDING';
        else if (payment.state === 'Settled') status = 'SETTLED';
        else if (payment.state === 'Cancelled' || payment.state === 'Declined' || payment.state === 'Error') {
            status = meta.gatewayStatus === 'expire' ? 'EXPIRED' : 'DECLINED';
        } else if (proof?.status === 'PENDING') status = 'PROOF_SUBMITTED';
        else if (secondsLeft === 0) status = 'EXPIRED';
        else status = 'PENDING';
        const open = OPEN_STATES.includes(order.state);
        // A confirmed pre-order whose bike is ready: the remaining amount is due (issue 13), a new payment is offered.
        if (remainingDue(order) && (status === 'SETTLED' || status === 'EXPIRED' || status === 'DECLINED'))
            status = 'PENDING';
        return {
            __typename: 'PurchasePayment' as const,
            orderCode: order.code,
            orderState: order.state,
            purchaseOrderType: order.customFields.purchaseOrderType,
            // A pre-order is confirmed only after its booking fee is paid: every payment after that is the rest.
            purpose:
                order.customFields.paymentOption === 'INSTALLMENT'
                    ? 'DOWN_PAYMENT'
                    : order.customFields.purchaseOrderType !== 'BOOKING'
                      ? 'FULL'
                      : order.customFields.bookingConfirmation === 'CONFIRMED'
                        ? 'REMAINING'
                        : 'BOOKING_FEE',
            bookingNumber: order.customFields.bookingNumber,
            paymentMethodCode: meta.methodCode ?? order.customFields.paymentMethodCode ?? '',
            category: def?.category ?? 'VIRTUAL_ACCOUNT',
            status,
            amount: payment?.amount ?? 0,
            currencyCode: order.currencyCode,
            reference: meta.public ?? null,
            expiresAt: expiresAt ?? null,
            secondsLeft,
            canRetry:
                (remainingDue(order) && (!payment || payment.state !== 'Authorized' || secondsLeft === 0)) ||
                (open &&
                    (status === 'DECLINED' ||
                        (status === 'EXPIRED' &&
                            !!order.customFields.paymentDeadline &&
                            order.customFields.paymentDeadline.getTime() > Date.now()))),
            proofStatus: proof?.status ?? null,
        };
    }

    // ------------------------------------------------------------------ concurrency

    /** PostgreSQL: the order row is locked for the rest of the transaction (SQLite transactions are immediate). */
    async lockOrder(ctx: RequestContext, order: Order): Promise<Order> {
        if (this.connection.rawConnection.options.type === 'postgres') {
            await this.connection
                .getRepository(ctx, Order)
                .createQueryBuilder('o')
                .setLock('pessimistic_write')
                .where('o.id = :id', { id: order.id })
                .getOne();
            return this.load(ctx, order.id);
        }
        return order;
    }

    /**
     * The last bike: stock rows of the order's variants are locked (PostgreSQL; SQLite serialises writers) and the
     * saleable level re-read inside the placing transaction, so of two buyers racing for it only one is placed.
     */
    async checkStock(ctx: RequestContext, order: Order) {
        const ids = order.lines.map(l => l.productVariantId);
        if (this.connection.rawConnection.options.type === 'postgres') {
            await this.connection
                .getRepository(ctx, StockLevel)
                .createQueryBuilder('sl')
                .setLock('pessimistic_write')
                .where('sl.productVariantId IN (:...ids)', { ids })
                .getMany();
        }
        const variants = await this.connection.getRepository(ctx, ProductVariant).find({ where: { id: In(ids) } });
        for (const line of order.lines) {
            const variant = variants.find(v => idsEqual(v.id, line.productVariantId));
            if (!variant) continue;
            const saleable = await this.productVariantService.getSaleableStockLevel(ctx, variant);
            if (saleable < line.quantity) {
                return orderError('INSUFFICIENT_STOCK_ERROR', 'This item is no longer in stock.');
            }
        }
        return null;
    }
}

export type Charges = Awaited<ReturnType<PurchaseService['computeCharges']>>;

/** The SPEC §3 charge lines of computed charges: the quote's lines, and the receipt's (issue 13). */
export function chargeLines(c: Charges) {
    const line = (code: string, label: string, amount: number, addsToTotal = true) => ({
        code,
        label,
        amount,
        addsToTotal,
    });
    return [
        line('PRICE', 'Price', c.price),
        ...(c.discount ? [line('DISCOUNT', 'Discount', c.discount)] : []),
        line('TAX', 'Tax', c.tax, false),
        line('PAYMENT_FEE', 'Payment Fee', c.fee),
        ...(c.motorcycle ? [line('SURCHARGE_DOCUMENT', 'Surcharge (document)', c.document)] : []),
        line('DELIVERY_FEE', 'delivery_fee', c.delivery),
    ];
}

export const idsEqual = (a: ID, b: ID) => String(a) === String(b);

export function latestPayment(order: Order): Payment | undefined {
    return [...(order.payments ?? [])]
        .sort((a, b) => Number(a.id) - Number(b.id) || a.createdAt.getTime() - b.createdAt.getTime())
        .at(-1);
}

/**
 * A pre-order in Allocated that its buyer confirmed and that settled money does not cover yet: the remaining amount
 * is paid through retryPurchasePayment (docs/orders-api.md).
 */
export const remainingDue = (order: Order) =>
    order.state === 'Allocated' &&
    order.customFields.purchaseOrderType === 'BOOKING' &&
    order.customFields.bookingConfirmation === 'CONFIRMED' &&
    settledAmount(order) < order.totalWithTax;

export const settledAmount = (order: Order) =>
    (order.payments ?? []).filter(p => p.state === 'Settled').reduce((n, p) => n + p.amount, 0);

export function newBookingNumber(): string {
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    return `BK-${day}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
}
