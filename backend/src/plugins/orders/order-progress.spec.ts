import { describe, expect, it } from 'vitest';

import {
    customerActions,
    plateStep,
    progressStep,
    statusMessage,
    timeline,
    TimelineHistoryEntry,
} from './order-progress';

describe('SPEC §4 progress step (full purchase), cell by cell', () => {
    it.each([
        ['Cancelled', 1],
        ['PaymentAuthorized', 1],
        ['PaymentSettled', 2],
        ['Allocated', 1],
        ['Shipped', 3],
        ['Shipping', 4],
        ['Delivered', 5],
        ['Completed', 6],
        ['InstallmentApproved', 1],
        ['InstallmentRejected', 0],
        ['InstallmentRequested', 0],
        ['ContractRejected', 0],
    ])('%s → %i', (state, step) => {
        expect(progressStep('FULL_PURCHASE', state)).toBe(step);
        expect(progressStep('INSTALLMENT', state)).toBe(step);
    });
});

describe('SPEC §4 progress step (booking), cell by cell', () => {
    it.each([
        ['Cancelled', 1],
        ['BookingFeeAuthorized', 0],
        ['BookingFeeSettled', 0],
        ['PaymentAuthorized', 0],
        ['PaymentSettled', 0],
        ['Allocated', 1],
        ['Shipped', 1],
        ['Shipping', 2],
        ['Delivered', 3],
        ['Completed', 4],
    ])('%s → %i', (state, step) => expect(progressStep('BOOKING', state)).toBe(step));
});

describe('plate step', () => {
    it('PROCESSING 0, READY 1, COLLECTED 3', () => {
        expect([plateStep('PROCESSING'), plateStep('READY'), plateStep('COLLECTED')]).toEqual([0, 1, 3]);
    });
});

describe('status message', () => {
    const msg = (state: string, over: Partial<Parameters<typeof statusMessage>[0]> = {}) =>
        statusMessage({
            kind: 'FULL_PURCHASE',
            state,
            deliveryType: 'DELIVER_TO_HOME',
            paidInFull: true,
            bookingConfirmation: null,
            ...over,
        });
    it.each([
        ['BookingFeeAuthorized', {}, 'WAITING_BOOKING_PAYMENT'],
        ['BookingFeeSettled', {}, 'BOOKING_CONFIRMED'],
        ['PaymentSettled', {}, 'PAYMENT_CONFIRMED'],
        ['Allocated', {}, 'MOTORCYCLE_READY'],
        ['Allocated', { kind: 'BOOKING', bookingConfirmation: 'CONFIRMED', paidInFull: false }, 'MOTORCYCLE_READY'],
        ['Allocated', { kind: 'BOOKING', bookingConfirmation: 'CONFIRMED', paidInFull: true }, 'PAYMENT_CONFIRMED'],
        ['Shipped', {}, 'ON_THE_WAY'],
        ['Shipping', {}, 'ON_THE_WAY'],
        ['Shipping', { deliveryType: 'PICKUP_AT_DEALER' }, 'READY_TO_COLLECT'],
        ['Delivered', {}, 'DELIVERED'],
        ['Completed', { deliveryType: 'PICKUP_AT_DEALER' }, 'COLLECTED'],
        ['InstallmentApproved', {}, 'INSTALLMENT_CONTRACT_SIGN_OFF'],
        ['InstallmentRejected', {}, 'INSTALLMENT_REJECTED'],
        ['PaymentAuthorized', {}, null],
        ['Cancelled', {}, null],
    ] as const)('%s %j → %s', (state, over, expected) => expect(msg(state, over as any)).toBe(expected));
});

describe('timeline from history entries', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m));
    const moved = (to: string, m: number): TimelineHistoryEntry => ({
        type: 'ORDER_STATE_TRANSITION',
        createdAt: at(m),
        data: { to },
    });
    const history = [moved('PaymentSettled', 1), moved('Allocated', 2), moved('Shipped', 3), moved('Shipping', 4)];

    it('full purchase: Paid, Processing → Processed, Delivery or Ready to Collect, Complete', () => {
        expect(timeline({ kind: 'FULL_PURCHASE', deliveryType: 'DELIVER_TO_HOME', history: [], paidAt: null })).toEqual(
            [
                { key: 'PAID', reachedAt: null },
                { key: 'PROCESSING', reachedAt: null },
                { key: 'DELIVERY', reachedAt: null },
                { key: 'COMPLETE', reachedAt: null },
            ],
        );
        expect(
            timeline({
                kind: 'FULL_PURCHASE',
                deliveryType: 'DELIVER_TO_HOME',
                history: history.slice(0, 2),
                paidAt: at(1),
            }),
        ).toEqual([
            { key: 'PAID', reachedAt: at(1) },
            { key: 'PROCESSING', reachedAt: at(2) },
            { key: 'DELIVERY', reachedAt: null },
            { key: 'COMPLETE', reachedAt: null },
        ]);
        expect(
            timeline({
                kind: 'FULL_PURCHASE',
                deliveryType: 'PICKUP_AT_DEALER',
                history: [...history, moved('Delivered', 5)],
                paidAt: at(1),
            }),
        ).toEqual([
            { key: 'PAID', reachedAt: at(1) },
            { key: 'PROCESSED', reachedAt: at(3) },
            { key: 'READY_TO_COLLECT', reachedAt: at(4) },
            { key: 'COMPLETE', reachedAt: at(5) },
        ]);
    });

    it('installment: Installment, Payment, Contract, Processing, Delivery or Collect with their intermediate stages', () => {
        expect(
            timeline({
                kind: 'INSTALLMENT',
                deliveryType: 'PICKUP_AT_DEALER',
                history: [moved('InstallmentRequested', 0), moved('InstallmentApproved', 1)],
                paidAt: null,
            }).map(s => s.key),
        ).toEqual(['INSTALLMENT_APPROVED', 'PAYMENT', 'CONTRACT', 'PROCESSING', 'COLLECT']);
        expect(
            timeline({ kind: 'INSTALLMENT', deliveryType: 'DELIVER_TO_HOME', history, paidAt: at(1) }).map(s => s.key),
        ).toEqual(['INSTALLMENT', 'PAID', 'CONTRACT', 'PROCESSED', 'DELIVERY']);
    });

    it('ignores entries that are not state transitions and takes the first time a state was reached', () => {
        const t = timeline({
            kind: 'FULL_PURCHASE',
            deliveryType: 'DELIVER_TO_HOME',
            history: [
                { type: 'ORDER_NOTE', createdAt: at(0), data: { to: 'Allocated' } },
                moved('Allocated', 7),
                moved('Allocated', 5),
            ],
            paidAt: null,
        });
        expect(t[1]).toEqual({ key: 'PROCESSING', reachedAt: at(5) });
    });
});

describe('customer actions', () => {
    const base = {
        kind: 'FULL_PURCHASE' as const,
        state: 'PaymentAuthorized',
        paymentDeadline: new Date('2026-01-02T00:00:00Z'),
        now: new Date('2026-01-01T00:00:00Z'),
        paidInFull: false,
        anySettledPayment: false,
        bookingConfirmation: null,
        canBuyAgain: true,
    };
    it('pay inside the window only, cancel until shipped', () => {
        expect(customerActions(base)).toEqual(['PAY', 'TRACK', 'CANCEL']);
        expect(customerActions({ ...base, now: new Date('2026-01-03T00:00:00Z') })).toEqual(['TRACK', 'CANCEL']);
        expect(customerActions({ ...base, state: 'Shipped', paidInFull: true, anySettledPayment: true })).toEqual([
            'TRACK',
            'RECEIPT',
        ]);
    });
    it('a pre-order: confirm when allocated, then pay the rest', () => {
        const booking = { ...base, kind: 'BOOKING' as const, state: 'Allocated', anySettledPayment: true };
        expect(customerActions({ ...booking, bookingConfirmation: 'PENDING' })).toEqual([
            'TRACK',
            'RECEIPT',
            'CANCEL',
            'CONFIRM_BOOKING',
        ]);
        expect(customerActions({ ...booking, bookingConfirmation: 'CONFIRMED' })).toEqual([
            'PAY',
            'TRACK',
            'RECEIPT',
            'CANCEL',
        ]);
    });
    it('hand-over while Shipping; buy again once closed', () => {
        expect(customerActions({ ...base, state: 'Shipping', anySettledPayment: true })).toContain('CONFIRM_HANDOVER');
        expect(customerActions({ ...base, state: 'Completed', anySettledPayment: true })).toContain('BUY_AGAIN');
        expect(customerActions({ ...base, state: 'Completed', canBuyAgain: false })).not.toContain('BUY_AGAIN');
    });
});
