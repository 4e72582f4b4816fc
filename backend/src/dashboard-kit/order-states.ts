import { msg } from '@lingui/core/macro';

/**
 * Order states by name, in English and Indonesian: Vendure's dashboard looks a state up as `orderState.<state>` in
 * the message catalogues (its `useDynamicTranslations().getTranslatedOrderState`, used by its order list and order
 * page, and by our screens) and otherwise shows the state's code in Title Case ("Installment Requested"), in
 * Indonesian too. Vendure's own states are here as well: @vendure/dashboard has no Indonesian catalogue. Lingui
 * extracts these into the catalogues; nothing imports this list (like field-names.ts). A new order state (an
 * OrderProcess's transitions) gets its name here.
 */
export const ORDER_STATE_NAMES = [
    // Vendure's own.
    msg({ id: 'orderState.Created', message: 'Created' }),
    msg({ id: 'orderState.Draft', message: 'Draft' }),
    msg({ id: 'orderState.AddingItems', message: 'Adding items' }),
    msg({ id: 'orderState.ArrangingPayment', message: 'Arranging payment' }),
    msg({ id: 'orderState.ArrangingAdditionalPayment', message: 'Arranging additional payment' }),
    msg({ id: 'orderState.PaymentAuthorized', message: 'Payment authorized' }),
    msg({ id: 'orderState.PaymentSettled', message: 'Payment settled' }),
    msg({ id: 'orderState.PartiallyShipped', message: 'Partially shipped' }),
    msg({ id: 'orderState.Shipped', message: 'Shipped' }),
    msg({ id: 'orderState.PartiallyDelivered', message: 'Partially delivered' }),
    msg({ id: 'orderState.Delivered', message: 'Delivered' }),
    msg({ id: 'orderState.Modifying', message: 'Modifying' }),
    msg({ id: 'orderState.Cancelled', message: 'Cancelled' }),
    // The purchase process (plugins/purchase/config/order-process.ts).
    msg({ id: 'orderState.BookingFeeAuthorized', message: 'Booking fee authorized' }),
    msg({ id: 'orderState.BookingFeeSettled', message: 'Booking fee paid' }),
    msg({ id: 'orderState.Allocated', message: 'Motorcycle allocated' }),
    msg({ id: 'orderState.Shipping', message: 'On its way to the customer' }),
    msg({ id: 'orderState.Completed', message: 'Completed' }),
    // The installment process (plugins/installment/installment-order-process.ts).
    msg({ id: 'orderState.InstallmentRequested', message: 'Waiting for the installment provider' }),
    msg({ id: 'orderState.InstallmentApproved', message: 'Installment approved' }),
    msg({ id: 'orderState.InstallmentRejected', message: 'Installment rejected' }),
    msg({ id: 'orderState.ContractRejected', message: 'Contract not signed' }),
    msg({ id: 'orderState.ContractSigned', message: 'Contract signed' }),
];
