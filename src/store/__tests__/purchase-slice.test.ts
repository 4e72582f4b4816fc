import { describe, expect, it } from 'vitest';
import { initialPurchaseState, purchaseActions, purchaseSlice } from '@/features/purchase/purchase-slice';
import { initialTestDriveState } from '@/features/test-ride/test-ride-slice';
import { initialHomeUiState } from '@/features/home/home-ui-slice';

const reducer = purchaseSlice.reducer;
const capitalize = (k: string) => k[0].toUpperCase() + k.slice(1);

describe('purchase state', () => {
  it('has the defaults of SPEC §3 and §9', () => {
    expect(initialPurchaseState.stepActive).toBe(1);
    expect(initialPurchaseState.purchaseOrderType).toBe('Booking');
    expect(initialPurchaseState.haveNup).toBe('false');
    expect(initialPurchaseState.optionTrackNup).toBe('nup');
    expect(initialPurchaseState.benefitNup).toBe(1);
    expect(initialPurchaseState.userLocation).toEqual({ latitude: -6.2266, longitude: 106.8093 });
    expect(initialTestDriveState.productId).toBe(5);
    expect(initialTestDriveState.menuNavigator).toBe('guestbook');
    expect(initialHomeUiState).toEqual({
      uspActiveTab: 1,
      secondNavPosition: 1,
      secondNavActive: false,
      view360Accent: 'white-accent',
      view360Color: 'black',
    });
  });

  it('has a set and a reset action for every field', () => {
    const actions = purchaseActions as unknown as Record<string, (payload?: unknown) => { type: string }>;
    for (const key of Object.keys(initialPurchaseState)) {
      expect(actions[`set${capitalize(key)}`], `set${capitalize(key)}`).toBeTypeOf('function');
      expect(actions[`reset${capitalize(key)}`], `reset${capitalize(key)}`).toBeTypeOf('function');
    }
  });

  it('sets one field and resets it to its default without touching the others', () => {
    let state = reducer(undefined, purchaseActions.setStepActive(3));
    state = reducer(state, purchaseActions.setCoupon('HEMAT10'));
    expect(state.stepActive).toBe(3);
    state = reducer(state, purchaseActions.resetStepActive());
    expect(state.stepActive).toBe(1);
    expect(state.coupon).toBe('HEMAT10');
  });

  it('bulk reset clears delivery, coupon, salesOrder, paymentOption, booking ids and the pinpoint error only', () => {
    let state = reducer(
      undefined,
      purchaseActions.setDelivery({ type: 'PICKUP_AT_DEALER', dealer: null, home: null, owner: null }),
    );
    state = reducer(state, purchaseActions.setCoupon('HEMAT10'));
    state = reducer(state, purchaseActions.setSalesOrder({ id: 'SO-1' }));
    state = reducer(state, purchaseActions.setPaymentOption('INSTALLMENT'));
    state = reducer(state, purchaseActions.setBookingFeeID('BF-1'));
    state = reducer(state, purchaseActions.setBookingNumber('BN-1'));
    state = reducer(state, purchaseActions.setAddressPinpointError('too far'));
    state = reducer(state, purchaseActions.setStepActive(4));
    state = reducer(state, purchaseActions.setNameOwner('Siti'));

    state = reducer(state, purchaseActions.resetPurchaseFlow());

    expect(state.delivery).toEqual(initialPurchaseState.delivery);
    expect(state.coupon).toBeNull();
    expect(state.salesOrder).toBeNull();
    expect(state.paymentOption).toBeNull();
    expect(state.bookingFeeID).toBeNull();
    expect(state.bookingNumber).toBeNull();
    expect(state.addressPinpointError).toBeNull();
    expect(state.stepActive).toBe(4);
    expect(state.nameOwner).toBe('Siti');
  });
});

describe('session clearing', () => {
  it('logout (sessionCleared) resets purchase, installment and test-drive state', async () => {
    const { makeStore } = await import('@/store');
    const { sessionCleared } = await import('@/store/shared-actions');
    const { testDriveActions } = await import('@/features/test-ride/test-ride-slice');
    const { store } = makeStore();
    store.dispatch(purchaseActions.setStepActive(5));
    store.dispatch(testDriveActions.setIdLocation('dealer-1'));
    store.dispatch(sessionCleared());
    expect(store.getState().purchase.stepActive).toBe(1);
    expect(store.getState().testDrive.idLocation).toBeNull();
  });

  it('a visit without a session (purchaseCleared) keeps a guest test-ride draft', async () => {
    const { makeStore } = await import('@/store');
    const { purchaseCleared } = await import('@/store/shared-actions');
    const { testDriveActions } = await import('@/features/test-ride/test-ride-slice');
    const { store } = makeStore();
    store.dispatch(purchaseActions.setCoupon('HEMAT10'));
    store.dispatch(testDriveActions.setIdLocation('dealer-1'));
    store.dispatch(purchaseCleared());
    expect(store.getState().purchase.coupon).toBeNull();
    expect(store.getState().testDrive.idLocation).toBe('dealer-1');
  });
});
