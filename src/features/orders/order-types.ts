import type { OrderSummary_FieldsFragment, OrderTracking_FieldsFragment } from '@/graphql/generated/graphql';

export type OrderSummary = OrderSummary_FieldsFragment;
export type OrderTracking = OrderTracking_FieldsFragment;

/** What the view does for "buy again" (it needs the purchase flow, which this feature may not import). */
export type BuyAgainHandler = (order: OrderSummary) => Promise<boolean>;

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 10;

/** Asia/Jakarta date and time, as every order time is shown (the customers are in WIB). */
export const JAKARTA_DATE_TIME = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' } as const;
export const JAKARTA_DATE = { dateStyle: 'long', timeZone: 'Asia/Jakarta' } as const;
