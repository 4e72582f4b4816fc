import { Injector, OrderProcess } from '@vendure/core';

import { InstallmentStatus } from '@alva/rules';
import { settledAmount } from '../purchase/services/purchase.service';
import { InstallmentService } from './services/installment.service';

declare module '@vendure/core/dist/service/helpers/order-state-machine/order-state' {
    interface CustomOrderStates {
        /** SPEC §4: an installment application waits for the financing provider. */
        InstallmentRequested: never;
        /** SPEC §4: the provider approved; the customer pays the down payment and signs the contract. */
        InstallmentApproved: never;
        /** SPEC §4: the provider refused; the customer may apply elsewhere or pay in full. */
        InstallmentRejected: never;
        /** SPEC §4: the contract was not signed; the same choices as a rejection. */
        ContractRejected: never;
        /** The contract is signed and the provider's disbursement recorded (timeline "Contract Signed"). */
        ContractSigned: never;
    }
}

type InstallmentState =
    | 'InstallmentRequested'
    | 'InstallmentApproved'
    | 'InstallmentRejected'
    | 'ContractRejected'
    | 'ContractSigned';

/** The application status each installment state needs (the decision is recorded before the order moves). */
const STATE_NEEDS: Record<InstallmentState, InstallmentStatus> = {
    InstallmentRequested: 'REQUESTED',
    InstallmentApproved: 'APPROVED',
    InstallmentRejected: 'REJECTED',
    ContractRejected: 'CONTRACT_REJECTED',
    ContractSigned: 'CONTRACT_SIGNED',
};

let installments: InstallmentService;

/**
 * The installment states (SPEC §4) on top of the purchase process (merged). Every move is guarded by the order's
 * latest application: no InstallmentRequested without an application, no decision state the application does not
 * hold, no contract before the down payment is settled, no processing (Allocated) before the provider's disbursement
 * covers the order. After a rejection the order goes back to InstallmentRequested (another provider) or to the
 * full-payment states; Vendure writes the history entry of every transition.
 */
export const installmentOrderProcess: OrderProcess<InstallmentState> = {
    transitions: {
        ArrangingPayment: { to: ['InstallmentRequested'], mergeStrategy: 'merge' },
        InstallmentRequested: { to: ['InstallmentApproved', 'InstallmentRejected', 'Cancelled'] },
        InstallmentApproved: { to: ['ContractSigned', 'ContractRejected', 'Cancelled'] },
        InstallmentRejected: { to: ['InstallmentRequested', 'PaymentAuthorized', 'PaymentSettled', 'Cancelled'] },
        ContractRejected: { to: ['InstallmentRequested', 'PaymentAuthorized', 'PaymentSettled', 'Cancelled'] },
        ContractSigned: { to: ['Allocated'] },
    },
    init(injector: Injector) {
        installments = injector.get(InstallmentService);
    },
    async onTransitionStart(fromState, toState, { ctx, order }) {
        const installmentTarget = toState in STATE_NEEDS;
        const fromInstallment = fromState in STATE_NEEDS;
        if (!installmentTarget && !fromInstallment) return;
        if (installmentTarget && order.customFields?.paymentOption !== 'INSTALLMENT') {
            return 'The order is not an installment purchase';
        }
        if (installmentTarget) {
            const latest = await installments.latest(ctx, order.id);
            const needed = STATE_NEEDS[toState as InstallmentState];
            if (!latest || latest.status !== needed) {
                return `The installment application is not ${needed.toLowerCase().replace('_', ' ')}`;
            }
            if (toState === 'ContractSigned' && settledAmount(order) < order.totalWithTax) {
                return 'The down payment and the provider disbursement do not cover the order';
            }
        }
        if ((toState === 'PaymentAuthorized' || toState === 'PaymentSettled') && fromInstallment) {
            if (order.customFields?.paymentOption !== 'FULL_PAYMENT') return 'Switch the order to full payment first';
        }
    },
};
