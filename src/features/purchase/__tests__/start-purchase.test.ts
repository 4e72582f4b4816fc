import { describe, expect, it } from 'vitest';
import { initialPurchaseState, purchaseActions, purchaseSlice, type BikeConfiguration } from '../purchase-slice';

const reducer = purchaseSlice.reducer;
const bike: BikeConfiguration = {
  productId: '1',
  variantId: '11',
  color: { attributeId: 'c1', variantId: '11', name: 'Black', img: '/a.png', images: ['/a.png'] },
  colorAccent: { attributeId: 'a1', variantId: '11', name: 'White accent', img: '/a.png', images: ['/a.png'] },
  battery: { code: 'single', name: 'Single', category: 'alva-one-1-battery' },
  productPrice: { minPrice: 37_800_000_00, otrArea: 'bali' },
  additionalBattery: true,
};

describe('startPurchase and startCartCheckout', () => {
  it('"Buy" starts a new purchase of the configured bike at step 1, keeping the owner typed earlier', () => {
    let state = reducer(
      initialPurchaseState,
      purchaseActions.setDataOwner({ ...initialPurchaseState.dataOwner, name: 'Dewi' }),
    );
    state = reducer(state, purchaseActions.setOrderCode('OLD1'));
    state = reducer(state, purchaseActions.setStepActive(4));
    state = reducer(state, purchaseActions.setCoupon('ALVAHEMAT'));
    state = reducer(state, purchaseActions.setDelivery({ ...state.delivery, type: 'PICKUP_AT_DEALER' }));
    state = reducer(state, purchaseActions.startPurchase(bike));
    expect(state.stepActive).toBe(1);
    expect(state.orderCode).toBeNull();
    expect(state.coupon).toBeNull();
    expect(state.delivery.type).toBeNull();
    expect(state.variantColor).toBe('11');
    expect(state.productPrice).toEqual({ minPrice: 37_800_000_00, otrArea: 'bali' });
    expect(state.additionalBattery).toBe(true);
    expect(state.dataOwner.name).toBe('Dewi');
  });

  it('the cart checkout has no bike and starts at delivery', () => {
    let state = reducer(initialPurchaseState, purchaseActions.startPurchase(bike));
    state = reducer(state, purchaseActions.startCartCheckout());
    expect(state.variantColor).toBeNull();
    expect(state.battery.code).toBe('');
    expect(state.additionalBattery).toBe(false);
    expect(state.stepActive).toBe(2);
  });
});
