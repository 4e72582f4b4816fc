import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
    CustomerService,
    EventBus,
    HistoryService,
    ID,
    isGraphQlErrorResult,
    ListQueryBuilder,
    ListQueryOptions,
    Logger,
    Order,
    OrderService,
    OrderStateTransitionEvent,
    Payment,
    ProductVariantService,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';
import crypto from 'crypto';
import { In } from 'typeorm';

import {
    DECISION_FROM,
    DECISION_ORDER_STATE,
    decisionNeedsReason,
    downPaymentSteps,
    installmentApplicationSchema,
    InstallmentDecision,
    InstallmentDocument,
    InstallmentProvider,
    INSTALLMENT_PROVIDERS,
    PROVIDER_REQUIREMENTS,
    simulate,
    validatePurchaseInput,
} from '@alva/rules';
import { FinancingRate } from '../../financing/entities/financing-rate.entity';
import { PROVIDER_NAMES } from '../../financing/constants';
import { FinancingService } from '../../financing/services/financing.service';
import { CustomerDocument } from '../../identity-documents/entities/customer-document.entity';
import { OrderCustomerNoticeEvent } from '../../orders/order-events';
import { paymentFee } from '../../purchase/constants';
import { methodDef, PurchasePaymentMetadata } from '../../purchase/payment/payment-handlers';
import { motorcycleVariantIds } from '../../purchase/services/motorcycle-lines';
import {
    idsEqual,
    inputError,
    latestPayment,
    orderError,
    PurchaseService,
    settledAmount,
} from '../../purchase/services/purchase.service';
import { DISBURSEMENT_METHOD, loggerCtx } from '../constants';
import { InstallmentApplication } from '../entities/installment-application.entity';
import { InstallmentEvent, InstallmentEventType } from '../entities/installment-event.entity';

/** Order states in which the customer may apply again (another provider) or switch to full payment. */
const REAPPLY_STATES = ['InstallmentRejected', 'ContractRejected'];
/** Application statuses that end when the order is cancelled. */
const OPEN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'CONTRACT_REJECTED'];

export type OfferSort = 'MONTHLY' | 'TOTAL';

export interface InstallmentOffer {
    provider: InstallmentProvider;
    otrPrice: number;
    providerName: string;
    tenorMonths: number;
    downPaymentPercent: number;
    downPayment: number;
    flatRatePercent: number;
    adminFee: number;
    insurance: number;
    principal: number;
    interest: number;
    monthlyInstalment: number;
    firstPayment: number;
    totalPayment: number;
    costOfCredit: number;
    flatRateBps: number;
    requirements: InstallmentDocument[];
}

const newReference = () => `INS-${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Installment through a financing provider (issue 14, docs/installment-api.md): the offers of every active provider
 * computed from the financing plugin's parameters with the same `simulate()` as /monthly-cost, the application
 * (placing the order in InstallmentRequested), the provider's decisions from staff or its signed webhook, the down
 * payment through the purchase flow's gateway, the contract (with the provider's disbursement recorded as a payment)
 * and the way back after a rejection: another provider or full payment. Every change writes an InstallmentEvent and
 * moves the order through its guarded process, which writes the order's history.
 */
@Injectable()
export class InstallmentService implements OnApplicationBootstrap {
    constructor(
        private connection: TransactionalConnection,
        private moduleRef: ModuleRef,
        private orderService: OrderService,
        private customerService: CustomerService,
        private historyService: HistoryService,
        private listQueryBuilder: ListQueryBuilder,
        private eventBus: EventBus,
        private productVariantService: ProductVariantService,
    ) {}

    private get purchase() {
        return this.moduleRef.get(PurchaseService, { strict: false });
    }

    private get financing() {
        return this.moduleRef.get(FinancingService, { strict: false });
    }

    onApplicationBootstrap() {
        // A cancelled order withdraws its open application (the provider is told through the event log).
        this.eventBus.ofType(OrderStateTransitionEvent).subscribe(e => {
            if (e.toState !== 'Cancelled' || e.order.customFields?.paymentOption !== 'INSTALLMENT') return;
            void this.withdrawOpen(e.order.id).catch(err =>
                Logger.error(`Withdrawing the application of ${e.order.code}: ${String(err)}`, loggerCtx),
            );
        });
    }

    private async withdrawOpen(orderId: ID) {
        const repo = this.connection.rawConnection.getRepository(InstallmentApplication);
        const open = await repo.find({ where: { orderId, status: In(OPEN_STATUSES) } as any });
        for (const application of open) {
            await repo.update({ id: application.id }, { status: 'WITHDRAWN' });
            const event = new InstallmentEvent({ applicationId: application.id, type: 'WITHDRAWN', actor: 'SYSTEM' });
            event.data = { reason: 'ORDER_CANCELLED' };
            await this.connection.rawConnection.getRepository(InstallmentEvent).save(event);
        }
    }

    // ------------------------------------------------------------------ offers

    /** The order the caller applies with: the active order, or (orderCode) their placed order after a rejection. */
    private async orderToApplyWith(ctx: RequestContext, orderCode?: string | null) {
        if (orderCode) {
            const order = await this.purchase.orderForCaller(ctx, orderCode);
            if (!order || !ctx.activeUserId) return orderError('NO_ACTIVE_ORDER_ERROR', 'This order cannot be found.');
            if (!REAPPLY_STATES.includes(order.state))
                return orderError('INSTALLMENT_NOT_ALLOWED', 'This order cannot apply for an installment now.');
            return order;
        }
        const order = await this.purchase.activeOrder(ctx);
        if (!order) return orderError('NO_ACTIVE_ORDER_ERROR', 'There is no active order.');
        if (!(await this.purchase.isMotorcycleOrder(ctx, order)))
            return orderError('INSTALLMENT_NOT_ALLOWED', 'Only a motorcycle can be bought in instalments.');
        return order;
    }

    async offers(
        ctx: RequestContext,
        input: {
            orderCode?: string | null;
            downPaymentPercent?: number | null;
            tenorMonths?: number | null;
            sort?: OfferSort | null;
        },
    ) {
        const order = await this.orderToApplyWith(ctx, input.orderCode);
        if ('errorCode' in order) return order;
        const s = await this.financing.settings(ctx);
        const steps = downPaymentSteps(s.downPaymentMinPercent, s.downPaymentMaxPercent, s.downPaymentStepPercent);
        const tenors = this.financing.tenorsOf(s);
        const downPaymentPercent = input.downPaymentPercent ?? s.defaultDownPaymentPercent;
        const tenorMonths = input.tenorMonths ?? s.defaultTenorMonths;
        const errors = [
            ...(steps.includes(downPaymentPercent)
                ? []
                : [{ field: 'downPaymentPercent', code: 'INVALID_VALUE' as const }]),
            ...(tenors.includes(tenorMonths) ? [] : [{ field: 'tenorMonths', code: 'INVALID_VALUE' as const }]),
        ];
        if (errors.length) return inputError(errors);
        // The price financed: the order's own total (bike, delivery, registration documents) without fees.
        const otrPrice = (await this.purchase.computeCharges(ctx, order)).total;
        const rejected = await this.rejectedProviders(ctx, order.id);
        const offers = (await this.computeOffers(ctx, otrPrice, downPaymentPercent, tenorMonths)).sort((a, b) =>
            input.sort === 'TOTAL'
                ? a.totalPayment - b.totalPayment || a.monthlyInstalment - b.monthlyInstalment
                : a.monthlyInstalment - b.monthlyInstalment || a.totalPayment - b.totalPayment,
        );
        return {
            __typename: 'InstallmentOffers' as const,
            orderCode: order.code,
            currencyCode: order.currencyCode,
            otrPrice,
            downPaymentPercent,
            tenorMonths,
            downPaymentOptions: steps,
            tenors,
            rejectedProviders: rejected,
            offers: offers.map(o => ({ ...o, available: !rejected.includes(o.provider) })),
        };
    }

    /** Every provider with an enabled rate for the tenor, computed with the calculators' simulate(). */
    private async computeOffers(
        ctx: RequestContext,
        otrPrice: number,
        downPaymentPercent: number,
        tenorMonths: number,
    ) {
        const rates = await this.connection
            .getRepository(ctx, FinancingRate)
            .find({ where: { tenorMonths, enabled: true, provider: In([...INSTALLMENT_PROVIDERS]) } });
        return rates.map((rate): InstallmentOffer => {
            const provider = rate.provider as InstallmentProvider;
            const result = simulate({
                otrPrice,
                downPaymentPercent,
                tenorMonths,
                flatRateBps: rate.flatRateBps,
                adminFee: rate.adminFee,
                insuranceRateBps: rate.insuranceRateBps,
            });
            return {
                ...result,
                provider,
                providerName: PROVIDER_NAMES[provider],
                flatRateBps: rate.flatRateBps,
                flatRatePercent: rate.flatRateBps / 100,
                requirements: PROVIDER_REQUIREMENTS[provider],
            };
        });
    }

    private async rejectedProviders(ctx: RequestContext, orderId: ID): Promise<InstallmentProvider[]> {
        const rows = await this.connection
            .getRepository(ctx, InstallmentApplication)
            .find({ where: { orderId, status: In(['REJECTED', 'CONTRACT_REJECTED']) } as any });
        return [...new Set(rows.map(r => r.provider))];
    }

    async latest(ctx: RequestContext, orderId: ID) {
        return this.connection
            .getRepository(ctx, InstallmentApplication)
            .findOne({ where: { orderId }, order: { createdAt: 'DESC', id: 'DESC' } });
    }

    // ------------------------------------------------------------------ applying

    /**
     * Applies with one provider. The first application places the active order (InstallmentRequested, the bike's
     * stock held); after a rejection the same order applies again with another provider, keeping everything else.
     */
    async apply(ctx: RequestContext, rawInput: unknown, orderCode?: string | null) {
        if (!ctx.activeUserId)
            return orderError(
                'INSTALLMENT_SIGN_IN_REQUIRED',
                'Sign in to apply: the documents come from your profile.',
            );
        const checked = await validatePurchaseInput(installmentApplicationSchema, rawInput);
        if (!checked.ok) return inputError(checked.errors);
        const input = checked.value as {
            provider: InstallmentProvider;
            downPaymentPercent: number;
            tenorMonths: number;
        };
        let order = await this.orderToApplyWith(ctx, orderCode);
        if ('errorCode' in order) return order;
        order = await this.purchase.lockOrder(ctx, order);
        const placed = !!order.orderPlacedAt;

        if (!placed) {
            const missing = (await this.purchase.missingSteps(ctx, order)).filter(m => m !== 'PAYMENT_OPTION');
            if (missing.length)
                return orderError('PURCHASE_INCOMPLETE', 'Some purchase steps are not done yet.', missing);
            const stockError = await this.purchase.checkStock(ctx, order);
            if (stockError) return stockError;
        } else if ((await this.rejectedProviders(ctx, order.id)).includes(input.provider)) {
            return inputError([{ field: 'provider', code: 'INVALID_VALUE' }]);
        }

        const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
        if (!customer || !idsEqual(customer.id, order.customerId ?? ''))
            return orderError('NO_ACTIVE_ORDER_ERROR', 'This order cannot be found.');
        const required = PROVIDER_REQUIREMENTS[input.provider];
        const docs = await this.connection
            .getRepository(ctx, CustomerDocument)
            .find({ where: { customerId: customer.id, type: In(required) } as any });
        const missingDocs = required.filter(t => !docs.some(d => d.type === t && d.fileKey));
        if (missingDocs.length)
            return orderError(
                'INSTALLMENT_DOCUMENTS_MISSING',
                'Upload the documents this provider asks for first.',
                missingDocs,
            );

        const s = await this.financing.settings(ctx);
        const steps = downPaymentSteps(s.downPaymentMinPercent, s.downPaymentMaxPercent, s.downPaymentStepPercent);
        if (!steps.includes(input.downPaymentPercent))
            return inputError([{ field: 'downPaymentPercent', code: 'INVALID_VALUE' }]);
        // The price financed, as the offers computed it: the order's total without fees.
        const charges = await this.purchase.computeCharges(ctx, order);
        const offer = (await this.computeOffers(ctx, charges.total, input.downPaymentPercent, input.tenorMonths)).find(
            o => o.provider === input.provider,
        );
        if (!offer || !this.financing.tenorsOf(s).includes(input.tenorMonths))
            return inputError([{ field: 'tenorMonths', code: 'INVALID_VALUE' }]);

        if (!placed) {
            await this.purchase.savePlacedDetails(ctx, order, true, {
                purchaseOrderType: 'FULL_PURCHASE',
                paymentOption: 'INSTALLMENT',
                paymentMethodCode: null,
                paymentCategory: null,
            });
        }
        order = await this.purchase.load(ctx, order.id);
        // The Installment line is the chosen provider's administration fee; a payment fee already paid stays.
        const paidFee = order.surcharges.find(x => x.sku === 'PAYMENT_FEE')?.priceWithTax ?? 0;
        await this.purchase.applySurcharges(ctx, order, {
            document: charges.document,
            fee: placed ? paidFee : 0,
            installment: offer.adminFee,
        });

        const now = new Date();
        const application = await this.connection.getRepository(ctx, InstallmentApplication).save(
            new InstallmentApplication({
                reference: newReference(),
                orderId: order.id,
                customerId: customer.id,
                provider: input.provider,
                status: 'REQUESTED',
                downPaymentPercent: offer.downPaymentPercent,
                tenorMonths: offer.tenorMonths,
                flatRateBps: offer.flatRateBps,
                otrPrice: offer.otrPrice,
                downPayment: offer.downPayment,
                adminFee: offer.adminFee,
                insurance: offer.insurance,
                principal: offer.principal,
                interest: offer.interest,
                monthlyInstalment: offer.monthlyInstalment,
                firstPayment: offer.firstPayment,
                totalPayment: offer.totalPayment,
                documents: required.map(type => ({ type, documentId: String(docs.find(d => d.type === type)!.id) })),
                requirementsAgreedAt: now,
                consentToShareAt: now,
                decidedAt: null,
                decisionReason: null,
                decidedBy: null,
                contractSignedAt: null,
            }),
        );
        const actor = `CUSTOMER:${customer.id}`;
        await this.log(ctx, application, 'REQUESTED', actor, {
            provider: input.provider,
            tenorMonths: input.tenorMonths,
            downPaymentPercent: input.downPaymentPercent,
        });
        // What leaves the system for the provider (SPEC §7 third parties): logged with the fields and documents sent.
        await this.log(ctx, application, 'DATA_SHARED', actor, {
            provider: input.provider,
            fields: ['name', 'identityCardNumber', 'email', 'phoneNumber', 'address', 'motorcycle', 'offer'],
            documents: application.documents,
        });

        if (order.state === 'AddingItems') {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'ArrangingPayment');
            if (isGraphQlErrorResult(moved)) throw new Error(moved.transitionError ?? moved.message);
        }
        const requested = await this.orderService.transitionToState(ctx, order.id, 'InstallmentRequested');
        if (isGraphQlErrorResult(requested)) throw new Error(requested.transitionError ?? requested.message);
        return this.customerView(ctx, await this.purchase.load(ctx, order.id));
    }

    // ------------------------------------------------------------------ decisions

    /**
     * A provider's decision, from staff (back office) or the provider's webhook. Refused unless the application is
     * the order's current one and in the status the decision follows; a contract needs the down payment settled.
     * Runs in the caller's transaction: a refused order transition undoes the whole decision.
     */
    async decide(
        ctx: RequestContext,
        applicationId: ID,
        decision: InstallmentDecision,
        reason: string | null | undefined,
        actor: string,
        externalEventId?: string,
    ): Promise<{ ok: true; application: InstallmentApplication } | { ok: false; message: string }> {
        const repo = this.connection.getRepository(ctx, InstallmentApplication);
        const application = await repo.findOne({ where: { id: applicationId } });
        if (!application) return { ok: false, message: 'This application does not exist.' };
        const current = await this.latest(ctx, application.orderId);
        if (!current || !idsEqual(current.id, application.id))
            return { ok: false, message: 'A newer application replaced this one.' };
        if (application.status !== DECISION_FROM[decision])
            return { ok: false, message: `A ${application.status} application cannot be ${decision}.` };
        const why = (reason ?? '').trim();
        if (decisionNeedsReason(decision) && why.length < 3)
            return { ok: false, message: 'Give the reason the customer will see (at least 3 characters).' };
        if (why.length > 500) return { ok: false, message: 'The reason is at most 500 characters.' };
        let order = await this.purchase.load(ctx, application.orderId);
        order = await this.purchase.lockOrder(ctx, order);

        if (decision === 'CONTRACT_SIGNED') {
            const downPaid = this.downPaymentSettled(order, application);
            if (!downPaid) return { ok: false, message: 'The down payment is not paid yet.' };
            const financed = order.totalWithTax - settledAmount(order);
            if (financed > 0) await this.recordDisbursement(ctx, order, application, financed);
        }
        if (decision === 'CONTRACT_REJECTED') {
            // A down payment still waiting at the gateway is withdrawn: the customer pays in full or elsewhere now.
            for (const p of order.payments.filter(x => x.state === 'Authorized')) {
                const cancelled = await this.orderService.cancelPayment(ctx, p.id);
                if (isGraphQlErrorResult(cancelled)) throw new Error(cancelled.message);
            }
        }
        const now = new Date();
        application.status = decision;
        application.decidedAt = decision === 'CONTRACT_SIGNED' ? application.decidedAt : now;
        application.decidedBy = actor.slice(0, 40);
        if (decisionNeedsReason(decision)) application.decisionReason = why;
        if (decision === 'CONTRACT_SIGNED') application.contractSignedAt = now;
        await repo.save(application);
        await this.log(ctx, application, decision, actor, why ? { reason: why } : null, externalEventId);
        const fresh = await this.purchase.load(ctx, order.id);
        const moved = await this.orderService.transitionToState(ctx, order.id, DECISION_ORDER_STATE[decision] as any);
        if (isGraphQlErrorResult(moved)) throw new Error(moved.transitionError ?? moved.message);
        await this.eventBus.publish(new OrderCustomerNoticeEvent(ctx, fresh, 'INSTALLMENT', decision));
        return { ok: true, application };
    }

    /** The down payment counts as paid when settled customer money covers the first payment. */
    private downPaymentSettled(order: Order, application: InstallmentApplication) {
        const customerMoney = (order.payments ?? [])
            .filter(p => p.state === 'Settled' && p.method !== DISBURSEMENT_METHOD)
            .reduce((n, p) => n + p.amount, 0);
        return customerMoney >= application.firstPayment;
    }

    /** The provider pays the rest to the dealer: a settled payment of its own method, with an order history entry. */
    private async recordDisbursement(
        ctx: RequestContext,
        order: Order,
        application: InstallmentApplication,
        amount: number,
    ) {
        const disbursement = new Payment({
            amount,
            method: DISBURSEMENT_METHOD,
            state: 'Settled',
            transactionId: application.reference,
        });
        disbursement.metadata = { provider: application.provider, reference: application.reference };
        const payment = await this.connection.getRepository(ctx, Payment).save(disbursement);
        await this.connection
            .getRepository(ctx, Order)
            .createQueryBuilder()
            .relation('payments')
            .of(order)
            .add(payment);
        await this.historyService.createHistoryEntryForOrder({
            ctx,
            orderId: order.id,
            type: HistoryEntryType.ORDER_NOTE,
            data: { note: `Financing disbursement by ${application.provider} (${application.reference}) recorded` },
        });
    }

    // ------------------------------------------------------------------ paying

    /** The approved installment's first payment (down payment + admin fee + the method's fee) through the gateway. */
    async payDownPayment(ctx: RequestContext, orderCode: string, paymentMethodCode: string) {
        const order = await this.purchase.orderForCaller(ctx, orderCode);
        if (!order || !ctx.activeUserId) return orderError('NO_ACTIVE_ORDER_ERROR', 'This order cannot be found.');
        const application = await this.latest(ctx, order.id);
        if (order.state !== 'InstallmentApproved' || application?.status !== 'APPROVED')
            return orderError('PAYMENT_NOT_RETRYABLE', 'There is no approved installment to pay a down payment for.');
        if (this.downPaymentSettled(order, application))
            return orderError('PAYMENT_NOT_RETRYABLE', 'The down payment is paid already.');
        const open = latestPayment(order);
        const openMeta = open?.metadata as Partial<PurchasePaymentMetadata> | undefined;
        if (open?.state === 'Authorized' && openMeta?.expiresAt && new Date(openMeta.expiresAt).getTime() > Date.now())
            return this.purchase.paymentView(ctx, order);
        const def = methodDef(paymentMethodCode);
        if (!def || !(await this.purchase.paymentMethods(ctx, order)).some(m => m.code === def.code))
            return orderError('INELIGIBLE_PAYMENT_METHOD_ERROR', 'This payment method cannot be used for this order.');
        const fee = paymentFee(def, application.firstPayment);
        const charges = await this.purchase.computeCharges(ctx, order);
        await this.purchase.applySurcharges(ctx, order, {
            document: charges.document,
            fee,
            installment: application.adminFee,
        });
        const fresh = await this.purchase.load(ctx, order.id);
        const amount = application.firstPayment + fee - settledAmount(fresh);
        if (amount <= 0) return orderError('PAYMENT_NOT_RETRYABLE', 'The down payment is paid already.');
        const payment = await this.purchase.addPartPayment(ctx, fresh, amount, def);
        if ('errorCode' in payment) return payment;
        await this.orderService.updateCustomFields(ctx, order.id, {
            paymentMethodCode: def.code,
            paymentCategory: def.category,
            paymentDeadline: new Date((payment.metadata as PurchasePaymentMetadata).expiresAt),
        });
        await this.log(ctx, application, 'DOWN_PAYMENT_STARTED', `CUSTOMER:${order.customerId}`, {
            method: def.code,
            amount,
        });
        return this.purchase.paymentView(ctx, await this.purchase.load(ctx, order.id));
    }

    /** After a rejection: the order is paid in full instead (the Installment line goes, the method's fee comes). */
    async switchToFullPayment(ctx: RequestContext, orderCode: string, paymentMethodCode: string) {
        const order = await this.purchase.orderForCaller(ctx, orderCode);
        if (!order || !ctx.activeUserId) return orderError('NO_ACTIVE_ORDER_ERROR', 'This order cannot be found.');
        if (!REAPPLY_STATES.includes(order.state))
            return orderError('PAYMENT_NOT_RETRYABLE', 'Only a rejected installment can switch to full payment.');
        const def = methodDef(paymentMethodCode);
        if (!def || !(await this.purchase.paymentMethods(ctx, order)).some(m => m.code === def.code))
            return orderError('INELIGIBLE_PAYMENT_METHOD_ERROR', 'This payment method cannot be used for this order.');
        await this.orderService.updateCustomFields(ctx, order.id, {
            paymentOption: 'FULL_PAYMENT',
            paymentMethodCode: def.code,
            paymentCategory: def.category,
        });
        const withoutInstallment = await this.purchase.load(ctx, order.id);
        const charges = await this.purchase.computeCharges(ctx, withoutInstallment, def);
        await this.purchase.applySurcharges(ctx, withoutInstallment, { document: charges.document, fee: charges.fee });
        const fresh = await this.purchase.load(ctx, order.id);
        const amount = fresh.totalWithTax - settledAmount(fresh);
        const payment = await this.purchase.addPartPayment(ctx, fresh, amount, def);
        if ('errorCode' in payment) return payment;
        await this.orderService.updateCustomFields(ctx, order.id, {
            paymentDeadline: new Date((payment.metadata as PurchasePaymentMetadata).expiresAt),
        });
        // Vendure moves an order whose total is covered by the new payment itself; otherwise it is moved here.
        if (REAPPLY_STATES.includes((await this.purchase.load(ctx, order.id)).state)) {
            const moved = await this.orderService.transitionToState(ctx, order.id, 'PaymentAuthorized');
            if (isGraphQlErrorResult(moved)) throw new Error(moved.transitionError ?? moved.message);
        }
        const application = await this.latest(ctx, order.id);
        if (application)
            await this.log(ctx, application, 'WITHDRAWN', `CUSTOMER:${order.customerId}`, {
                reason: 'SWITCHED_TO_FULL_PAYMENT',
            });
        return this.purchase.paymentView(ctx, await this.purchase.load(ctx, order.id));
    }

    // ------------------------------------------------------------------ reading

    /** The customer's view of their order's installment: the current application, the earlier ones, what they can do. */
    async customerView(ctx: RequestContext, order: Order) {
        const applications = await this.connection
            .getRepository(ctx, InstallmentApplication)
            .find({ where: { orderId: order.id }, order: { createdAt: 'DESC', id: 'DESC' } });
        const [current, ...previous] = applications;
        const actions: string[] = [];
        const downPaymentPaid = !!current && this.downPaymentSettled(order, current);
        if (order.state === 'InstallmentApproved' && current?.status === 'APPROVED' && !downPaymentPaid)
            actions.push('PAY_DOWN_PAYMENT');
        if (REAPPLY_STATES.includes(order.state)) actions.push('APPLY_AGAIN', 'SWITCH_TO_FULL_PAYMENT');
        const bikes = await motorcycleVariantIds(
            ctx,
            this.connection,
            order.lines.map(l => l.productVariantId),
        );
        const bikeLine = order.lines.find(l => bikes.has(String(l.productVariantId)));
        const product = bikeLine
            ? await this.productVariantService.getProductForVariant(ctx, bikeLine.productVariant)
            : null;
        return {
            __typename: 'OrderInstallment' as const,
            orderCode: order.code,
            productSlug: product?.slug ?? null,
            orderState: order.state,
            currencyCode: order.currencyCode,
            current: current ? this.dto(current) : null,
            previous: previous.map(a => this.dto(a)),
            downPaymentPaid,
            actions,
        };
    }

    /** Null for anybody but the order's signed-in customer, and for an order that never applied. */
    async customerViewByCode(ctx: RequestContext, orderCode: string) {
        const order = await this.purchase.orderForCaller(ctx, orderCode);
        if (!order || !ctx.activeUserId || !(await this.latest(ctx, order.id))) return null;
        return this.customerView(ctx, order);
    }

    dto(a: InstallmentApplication) {
        return {
            ...a,
            providerName: PROVIDER_NAMES[a.provider],
            flatRatePercent: a.flatRateBps / 100,
            requirements: a.documents.map(d => d.type),
            // SPEC §3 installmentRejectedBy: the provider that refused the application or the contract.
            rejectedBy: a.status === 'REJECTED' || a.status === 'CONTRACT_REJECTED' ? a.provider : null,
        };
    }

    // ------------------------------------------------------------------ back office

    async list(ctx: RequestContext, options?: ListQueryOptions<InstallmentApplication>) {
        const [items, totalItems] = await this.listQueryBuilder
            .build(InstallmentApplication, options ?? {}, { ctx, relations: ['order', 'order.customer'] })
            .getManyAndCount();
        return { items, totalItems };
    }

    async findOne(ctx: RequestContext, id: ID) {
        return this.connection
            .getRepository(ctx, InstallmentApplication)
            .findOne({ where: { id }, relations: { order: { customer: true } } });
    }

    async findByReference(ctx: RequestContext, reference: string) {
        return this.connection.getRepository(ctx, InstallmentApplication).findOne({ where: { reference } });
    }

    async events(ctx: RequestContext, applicationId: ID) {
        return this.connection
            .getRepository(ctx, InstallmentEvent)
            .find({ where: { applicationId }, order: { createdAt: 'ASC', id: 'ASC' } });
    }

    async webhookEventSeen(ctx: RequestContext, provider: string, eventId: string) {
        return this.connection
            .getRepository(ctx, InstallmentEvent)
            .exists({ where: { provider, externalEventId: eventId } });
    }

    async log(
        ctx: RequestContext,
        application: InstallmentApplication | null,
        type: InstallmentEventType,
        actor: string,
        data: Record<string, unknown> | null,
        externalEventId?: string,
    ) {
        const event = new InstallmentEvent({
            applicationId: application?.id ?? null,
            type,
            actor: actor.slice(0, 40),
            provider: externalEventId ? (application?.provider ?? null) : null,
            externalEventId: externalEventId ?? null,
        });
        event.data = data;
        await this.connection.getRepository(ctx, InstallmentEvent).save(event);
    }
}
