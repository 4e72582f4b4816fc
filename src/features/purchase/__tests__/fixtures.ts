import type { PurchaseQuote_QuoteFragment } from '@/graphql/generated/graphql';

export const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, String(value)), template);

/** A full-purchase quote of Alva One (minor units, IDR × 100). */
export function quote(overrides: Partial<PurchaseQuote_QuoteFragment> = {}) {
  return {
    __typename: 'PurchaseQuote' as const,
    orderCode: 'ORD123',
    productSlug: 'alva-one-1-battery' as string | null,
    flow: 'MOTORCYCLE',
    purchaseOrderType: 'FULL_PURCHASE' as const,
    currencyCode: 'IDR' as const,
    lines: [
      {
        __typename: 'PurchaseChargeLine' as const,
        code: 'PRICE' as const,
        label: 'Price',
        amount: 37_500_000_00,
        addsToTotal: true,
      },
      {
        __typename: 'PurchaseChargeLine' as const,
        code: 'TAX' as const,
        label: 'Tax',
        amount: 3_716_216_00,
        addsToTotal: false,
      },
      {
        __typename: 'PurchaseChargeLine' as const,
        code: 'PAYMENT_FEE' as const,
        label: 'Payment Fee',
        amount: 4_000_00,
        addsToTotal: true,
      },
      {
        __typename: 'PurchaseChargeLine' as const,
        code: 'SURCHARGE_DOCUMENT' as const,
        label: 'Surcharge (document)',
        amount: 1_250_000_00,
        addsToTotal: true,
      },
      {
        __typename: 'PurchaseChargeLine' as const,
        code: 'DELIVERY_FEE' as const,
        label: 'delivery_fee',
        amount: 350_000_00,
        addsToTotal: true,
      },
    ],
    promotions: [],
    total: 39_104_000_00,
    amountDueNow: 39_104_000_00,
    remainingAmount: 0,
    subscriptionMonthlyFee: null,
    missing: [],
    ...overrides,
  };
}

export const methods = [
  {
    __typename: 'PurchasePaymentMethod',
    code: 'va-bca',
    name: 'BCA VA',
    category: 'VIRTUAL_ACCOUNT',
    bank: 'BCA',
    fee: 4_000_00,
    windowMinutes: 1440,
  },
  {
    __typename: 'PurchasePaymentMethod',
    code: 'qris',
    name: 'QRIS',
    category: 'QRIS',
    bank: null,
    fee: 0,
    windowMinutes: 60,
  },
  {
    __typename: 'PurchasePaymentMethod',
    code: 'bank-transfer',
    name: 'Bank transfer',
    category: 'BANK_TRANSFER',
    bank: 'BCA',
    fee: 0,
    windowMinutes: 1440,
  },
];

export function payment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PurchasePayment',
    orderCode: 'ORD123',
    orderState: 'PaymentAuthorized',
    purchaseOrderType: 'FULL_PURCHASE',
    purpose: 'FULL',
    bookingNumber: null,
    paymentMethodCode: 'va-bca',
    category: 'VIRTUAL_ACCOUNT',
    status: 'PENDING',
    amount: 39_104_000_00,
    currencyCode: 'IDR',
    reference: {
      __typename: 'PurchasePaymentReference',
      vaNumber: '12345678901',
      bank: 'BCA',
      qrString: null,
      deeplinkUrl: null,
      accountNumber: null,
      accountHolder: null,
      transactionId: 'tx-1',
      sandboxUrl: null,
    },
    expiresAt: '2026-11-24T15:00:00.000Z',
    secondsLeft: 86_399,
    canRetry: false,
    proofStatus: null,
    ...overrides,
  };
}
