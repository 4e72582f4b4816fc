import { graphql } from '@/graphql/generated';

/** The active order as the flow needs it: which bike or items it holds. */
export const PurchaseActiveOrderQuery = graphql(`
  query PurchaseActiveOrder {
    activeOrder {
      id
      code
      state
      totalQuantity
      couponCodes
      lines {
        id
        quantity
        productVariant {
          id
          name
          product {
            id
            slug
          }
        }
      }
    }
  }
`);

export const PurchaseAddItemMutation = graphql(`
  mutation PurchaseAddItem($productVariantId: ID!, $quantity: Int!) {
    addItemToOrder(productVariantId: $productVariantId, quantity: $quantity) {
      __typename
      ... on Order {
        id
        code
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const PurchaseRemoveLineMutation = graphql(`
  mutation PurchaseRemoveLine($orderLineId: ID!) {
    removeOrderLine(orderLineId: $orderLineId) {
      __typename
      ... on Order {
        id
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** Signed-in customers: what step 1 can reuse from the profile and the identity documents. */
export const PurchaseProfileQuery = graphql(`
  query PurchaseProfile {
    profileCustomer {
      id
      name
      emailAddress
      phoneNumber
      emailVerified
    }
    customerDocuments {
      id
      type
      maskedNumber
      name
      address
      zipCode
      hasImage
    }
  }
`);

export const SetPurchaseOwnerMutation = graphql(`
  mutation SetPurchaseOwner($input: PurchaseOwnerInput!) {
    setPurchaseOwner(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

export const PurchaseDealerFragment = graphql(`
  fragment PurchaseDealer_dealer on PurchaseDealer {
    id
    code
    location
    address1
    address2
    city
    state
    country
    zipCode
    latitude
    longitude
    operatingHours
    distance
    distanceLabel
    default
  }
`);

export const PurchaseDealersQuery = graphql(`
  query PurchaseDealers($latitude: Float, $longitude: Float) {
    purchaseDealers(latitude: $latitude, longitude: $longitude) {
      ...PurchaseDealer_dealer
    }
  }
`);

export const CheckDeliveryAddressQuery = graphql(`
  query CheckDeliveryAddress($latitude: Float, $longitude: Float) {
    checkDeliveryAddress(latitude: $latitude, longitude: $longitude) {
      outcome
      distanceKm
      deliveryFee
      nearestDealer {
        ...PurchaseDealer_dealer
      }
    }
  }
`);

export const SetPurchaseDeliveryMutation = graphql(`
  mutation SetPurchaseDelivery($input: PurchaseDeliveryInput!) {
    setPurchaseDelivery(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on DeliveryAddressRefusedError {
        errorCode
        message
        outcome
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

export const SetPurchaseOptionsMutation = graphql(`
  mutation SetPurchaseOptions($input: PurchaseOptionsInput!) {
    setPurchaseOptions(input: $input) {
      __typename
      ... on Order {
        id
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

export const PurchaseApplyCouponMutation = graphql(`
  mutation PurchaseApplyCoupon($couponCode: String!) {
    applyCouponCode(couponCode: $couponCode) {
      __typename
      ... on Order {
        id
        couponCodes
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const PurchaseRemoveCouponMutation = graphql(`
  mutation PurchaseRemoveCoupon($couponCode: String!) {
    removeCouponCode(couponCode: $couponCode) {
      id
      couponCodes
    }
  }
`);

export const PurchaseQuoteFragment = graphql(`
  fragment PurchaseQuote_quote on PurchaseQuote {
    orderCode
    productSlug
    flow
    purchaseOrderType
    currencyCode
    lines {
      code
      label
      amount
      addsToTotal
    }
    promotions {
      name
      couponCode
      amount
    }
    total
    amountDueNow
    remainingAmount
    subscriptionMonthlyFee
    missing
  }
`);

export const PurchaseQuoteQuery = graphql(`
  query PurchaseQuote($paymentMethodCode: String) {
    purchaseQuote(paymentMethodCode: $paymentMethodCode) {
      ...PurchaseQuote_quote
    }
  }
`);

export const PurchasePaymentMethodsQuery = graphql(`
  query PurchasePaymentMethods {
    purchasePaymentMethods {
      code
      name
      category
      bank
      fee
      windowMinutes
    }
  }
`);

export const PurchasePaymentFragment = graphql(`
  fragment PurchasePayment_payment on PurchasePayment {
    orderCode
    purpose
    orderState
    purchaseOrderType
    bookingNumber
    paymentMethodCode
    category
    status
    amount
    currencyCode
    reference {
      vaNumber
      bank
      qrString
      deeplinkUrl
      accountNumber
      accountHolder
      transactionId
      sandboxUrl
    }
    expiresAt
    secondsLeft
    canRetry
    proofStatus
  }
`);

export const PlacePurchaseOrderMutation = graphql(`
  mutation PlacePurchaseOrder($input: PlacePurchaseOrderInput!) {
    placePurchaseOrder(input: $input) {
      __typename
      ... on PurchasePayment {
        ...PurchasePayment_payment
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

export const PurchasePaymentQuery = graphql(`
  query PurchasePayment($orderCode: String!) {
    purchasePayment(orderCode: $orderCode) {
      ...PurchasePayment_payment
    }
  }
`);

export const RetryPurchasePaymentMutation = graphql(`
  mutation RetryPurchasePayment($orderCode: String!, $paymentMethodCode: String!) {
    retryPurchasePayment(orderCode: $orderCode, paymentMethodCode: $paymentMethodCode) {
      __typename
      ... on PurchasePayment {
        ...PurchasePayment_payment
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

/** Sent as a GraphQL multipart request by XMLHttpRequest for upload progress: see upload-payment-proof.ts. */
export const SubmitPaymentProofMutation = graphql(`
  mutation SubmitPaymentProof($input: PaymentProofInput!, $file: Upload!) {
    submitPaymentProof(input: $input, file: $file) {
      __typename
      ... on PurchasePayment {
        ...PurchasePayment_payment
      }
      ... on PurchaseInputError {
        errorCode
        message
        fieldErrors {
          field
          code
        }
      }
      ... on PaymentProofFileError {
        errorCode
        message
        reason
      }
      ... on PurchaseOrderError {
        errorCode
        message
        missing
      }
    }
  }
`);

export const InsertSubscriptionMutation = graphql(`
  mutation InsertSubscription($orderCode: String!) {
    insertSubscription(orderCode: $orderCode) {
      __typename
      ... on BatterySubscription {
        id
        orderCode
        batteryCode
        monthlyFee
        currencyCode
        startDate
        nextDueDate
        status
      }
      ... on PurchaseOrderError {
        errorCode
        message
      }
    }
  }
`);

/** The battery pack added as a second line when the buyer asks for an additional battery. */
export const PurchaseBatteryPackQuery = graphql(`
  query PurchaseBatteryPack($slug: String!) {
    product(slug: $slug) {
      id
      variants {
        id
        stockLevel
      }
    }
  }
`);
