import { graphql } from '@/graphql/generated';

export const OrderSummaryFragment = graphql(`
  fragment OrderSummary_fields on CustomerOrderSummary {
    code
    kind
    state
    totalWithTax
    currencyCode
    placedAt
    productName
    previewUrl
    productSlug
    productVariantId
    paymentDeadline
    actions
    refundStatus
  }
`);

/** The signed-in customer's placed orders, newest first, one page at a time. */
export const MyPurchaseOrdersQuery = graphql(`
  query MyPurchaseOrders($skip: Int, $take: Int) {
    myPurchaseOrders(skip: $skip, take: $take) {
      totalItems
      items {
        ...OrderSummary_fields
      }
    }
  }
`);

export const OrderTrackingFragment = graphql(`
  fragment OrderTracking_fields on OrderTracking {
    summary {
      ...OrderSummary_fields
    }
    deliveryType
    dealerName
    progressStep
    progressStepCount
    statusMessage
    timeline {
      key
      reachedAt
    }
    plate {
      status
      step
      estimatedAt
      readyAt
      collectedAt
      delayReason
    }
    bookingConfirmation
    cancellation {
      reason
      otherReason
      cancelledAt
      refund {
        status
        amount
        createdAt
        settledAt
      }
    }
    lines {
      name
      quantity
      linePriceWithTax
    }
    charges {
      code
      amount
      addsToTotal
    }
  }
`);

/** One order's progress; null when it is not the caller's (or does not exist). */
export const MyPurchaseOrderQuery = graphql(`
  query MyPurchaseOrder($code: String!) {
    myPurchaseOrder(code: $code) {
      ...OrderTracking_fields
    }
  }
`);

export const CancelPurchaseOrderMutation = graphql(`
  mutation CancelPurchaseOrder($code: String!, $reason: OrderCancellationReason!, $otherReason: String) {
    cancelPurchaseOrder(code: $code, reason: $reason, otherReason: $otherReason) {
      __typename
      ... on OrderTracking {
        ...OrderTracking_fields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on PurchaseInputError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);

export const RespondToBookingConfirmationMutation = graphql(`
  mutation RespondToBookingConfirmation($code: String!, $confirm: Boolean!) {
    respondToBookingConfirmation(code: $code, confirm: $confirm) {
      __typename
      ... on OrderTracking {
        ...OrderTracking_fields
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const ConfirmOrderHandoverMutation = graphql(`
  mutation ConfirmOrderHandover($code: String!, $handoverCode: String!) {
    confirmOrderHandover(code: $code, handoverCode: $handoverCode) {
      __typename
      ... on OrderTracking {
        ...OrderTracking_fields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on PurchaseInputError {
        fieldErrors {
          field
          code
        }
      }
    }
  }
`);
