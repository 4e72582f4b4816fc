import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_USER_LOCATION } from '@/config/geo';
import { fieldReducers } from '@/store/field-reducers';
import { purchaseCleared, sessionCleared } from '@/store/shared-actions';
import type {
  BatteryChoice,
  ColorChoice,
  DataOwner,
  Delivery,
  FinancingProvider,
  GeoPoint,
  OrderKind,
  PaymentType,
  ProductPrice,
} from './purchase-types';

const emptyColor: ColorChoice = { attributeId: null, variantId: null, name: '', img: '', images: [] };

export const initialPurchaseState = {
  dataOwner: {
    address: '',
    cityId: null,
    cityName: '',
    identityCardImage: '',
    identityCardNumber: '',
    name: '',
    provinceId: null,
    provinceName: '',
    email: '',
    phoneNumber: '',
    isbuyer: true,
  } as DataOwner,
  nameOwner: '',
  emailBuyer: '',
  isNewAccount: false,
  delivery: { type: null, dealer: null, home: null, owner: null } as Delivery,
  battery: { code: '', name: '', category: '' } as BatteryChoice,
  color: emptyColor,
  colorAccent: emptyColor,
  productPrice: { minPrice: 0, otrArea: '' } as ProductPrice,
  paymentOption: null as PaymentType | null,
  paymentMethod: null as string | null,
  paymentCategory: null as string | null,
  purchaseOrderType: 'Booking' as OrderKind,
  bookingFeeID: null as string | null,
  bookingNumber: null as string | null,
  preOrder: false,
  variantColor: null as string | null,
  installmentMethods: null as FinancingProvider | null,
  fullPayment: null as number | null,
  ownerDetail: false,
  orderCode: null as string | null,
  salesOrder: null as Record<string, unknown> | null,
  salesOrderID: null as string | null,
  salesOrderNumber: null as string | null,
  coupon: null as string | null,
  changePayment: false,
  fullOrder: null as Record<string, unknown> | null,
  installmentRejectedBy: null as FinancingProvider | null,
  userLocation: { ...DEFAULT_USER_LOCATION } as GeoPoint,
  submitLeadsMarketing: false,
  submitLeadsMarketingDpSimulation: false,
  addressPinpointError: null as string | null,
  productId: null as string | null,
  stepActive: 1,
  selectedPromo: [] as string[],
  selectedPromoName: [] as string[],
  selectedPromoReferral: null as string | null,
  trackMyN3: false,
  haveNup: 'false',
  optionTrackNup: 'nup',
  idPesanan: '',
  benefitNup: 1,
  additionalBattery: false,
  valueTags: [] as string[],
  dealerID: null as string | null,
  continuePurchase: false,
  isReferralFromBF: false,
};

export type PurchaseState = typeof initialPurchaseState;

/** What "Buy" on the product page carries into the flow. */
export interface BikeConfiguration {
  productId: string;
  variantId: string;
  color: ColorChoice;
  colorAccent: ColorChoice;
  battery: BatteryChoice;
  productPrice: ProductPrice;
  additionalBattery: boolean;
}

/** The configured bike: a shop-cart checkout has none. */
const BIKE_FIELDS = [
  'productId',
  'variantColor',
  'color',
  'colorAccent',
  'battery',
  'productPrice',
  'additionalBattery',
] as const satisfies readonly (keyof PurchaseState)[];

/** Fields of an earlier purchase that must not leak into a new one (the order, its payment and its promotions). */
const NEW_PURCHASE_RESETS = [
  'paymentMethod',
  'paymentCategory',
  'purchaseOrderType',
  'preOrder',
  'fullPayment',
  'orderCode',
  'salesOrderID',
  'salesOrderNumber',
  'changePayment',
  'fullOrder',
  'selectedPromo',
  'selectedPromoName',
  'selectedPromoReferral',
] as const satisfies readonly (keyof PurchaseState)[];

/** Fields the bulk reset clears (SPEC §4). */
const BULK_RESET_FIELDS = [
  'delivery',
  'coupon',
  'salesOrder',
  'paymentOption',
  'bookingFeeID',
  'bookingNumber',
  'addressPinpointError',
] as const satisfies readonly (keyof PurchaseState)[];

export const purchaseSlice = createSlice({
  name: 'purchase',
  initialState: initialPurchaseState,
  reducers: {
    ...fieldReducers(initialPurchaseState),
    resetPurchaseFlow(state) {
      for (const key of BULK_RESET_FIELDS) {
        (state as Record<string, unknown>)[key] = structuredClone(initialPurchaseState[key]);
      }
    },
    resetPurchase: () => initialPurchaseState,
    /** "Buy": a new purchase of this bike from step 1; the owner's details typed earlier stay. */
    startPurchase(state, action: PayloadAction<BikeConfiguration>) {
      const c = action.payload;
      for (const key of [...BULK_RESET_FIELDS, ...NEW_PURCHASE_RESETS]) {
        (state as Record<string, unknown>)[key] = structuredClone(initialPurchaseState[key]);
      }
      state.productId = c.productId;
      state.variantColor = c.variantId;
      state.color = c.color;
      state.colorAccent = c.colorAccent;
      state.battery = c.battery;
      state.productPrice = c.productPrice;
      state.additionalBattery = c.additionalBattery;
      state.stepActive = 1;
      state.continuePurchase = true;
    },
    /** Checkout of the shop cart: no bike, no owner step (the flow starts at delivery). */
    startCartCheckout(state) {
      for (const key of [...BULK_RESET_FIELDS, ...NEW_PURCHASE_RESETS, ...BIKE_FIELDS]) {
        (state as Record<string, unknown>)[key] = structuredClone(initialPurchaseState[key]);
      }
      state.stepActive = 2;
      state.continuePurchase = true;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(sessionCleared, () => initialPurchaseState).addCase(purchaseCleared, () => initialPurchaseState),
});

export const purchaseActions = purchaseSlice.actions;

/** The installment state holds a single installment string (SPEC §3). */
export const installmentSlice = createSlice({
  name: 'installment',
  initialState: { installment: '' },
  reducers: { ...fieldReducers({ installment: '' }), resetInstallmentState: () => ({ installment: '' }) },
  extraReducers: (builder) =>
    builder.addCase(sessionCleared, () => ({ installment: '' })).addCase(purchaseCleared, () => ({ installment: '' })),
});

export const installmentActions = installmentSlice.actions;
