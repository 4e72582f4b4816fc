import { graphql } from '@/graphql/generated';

export const InstallmentApplicationFragment = graphql(`
  fragment InstallmentApplication_fields on InstallmentApplication {
    id
    createdAt
    reference
    provider
    providerName
    status
    downPaymentPercent
    tenorMonths
    flatRatePercent
    otrPrice
    downPayment
    adminFee
    insurance
    monthlyInstalment
    firstPayment
    totalPayment
    requirements
    decidedAt
    decisionReason
    rejectedBy
    contractSignedAt
  }
`);

/** Every active provider's offer for the active order, or (orderCode) a placed order after a rejection. */
export const InstallmentOffersQuery = graphql(`
  query InstallmentOffers(
    $orderCode: String
    $downPaymentPercent: Float
    $tenorMonths: Int
    $sort: InstallmentOfferSort
  ) {
    installmentOffers(
      orderCode: $orderCode
      downPaymentPercent: $downPaymentPercent
      tenorMonths: $tenorMonths
      sort: $sort
    ) {
      __typename
      ... on InstallmentOffers {
        orderCode
        currencyCode
        otrPrice
        downPaymentPercent
        tenorMonths
        downPaymentOptions
        tenors
        rejectedProviders
        offers {
          provider
          providerName
          tenorMonths
          downPaymentPercent
          downPayment
          flatRatePercent
          adminFee
          insurance
          monthlyInstalment
          firstPayment
          totalPayment
          costOfCredit
          requirements
          available
        }
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

export const OrderInstallmentFragment = graphql(`
  fragment OrderInstallment_fields on OrderInstallment {
    orderCode
    productSlug
    orderState
    currencyCode
    downPaymentPaid
    actions
    current {
      ...InstallmentApplication_fields
    }
    previous {
      ...InstallmentApplication_fields
    }
  }
`);

export const OrderInstallmentQuery = graphql(`
  query OrderInstallment($orderCode: String!) {
    orderInstallment(orderCode: $orderCode) {
      ...OrderInstallment_fields
    }
  }
`);

export const ApplyForInstallmentMutation = graphql(`
  mutation ApplyForInstallment($input: InstallmentApplicationInput!, $orderCode: String) {
    applyForInstallment(input: $input, orderCode: $orderCode) {
      __typename
      ... on OrderInstallment {
        ...OrderInstallment_fields
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
      ... on PurchaseOrderError {
        missing
      }
    }
  }
`);

/** What both payment starts answer: the payment (the page then shows it) or why it was refused. */
export const InstallmentPaymentResultFragment = graphql(`
  fragment InstallmentPaymentResult_fields on InstallmentPaymentResult {
    __typename
    ... on PurchasePayment {
      orderCode
      status
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
`);

export const PayInstallmentDownPaymentMutation = graphql(`
  mutation PayInstallmentDownPayment($orderCode: String!, $paymentMethodCode: String!) {
    payInstallmentDownPayment(orderCode: $orderCode, paymentMethodCode: $paymentMethodCode) {
      ...InstallmentPaymentResult_fields
    }
  }
`);

export const SwitchInstallmentToFullPaymentMutation = graphql(`
  mutation SwitchInstallmentToFullPayment($orderCode: String!, $paymentMethodCode: String!) {
    switchInstallmentToFullPayment(orderCode: $orderCode, paymentMethodCode: $paymentMethodCode) {
      ...InstallmentPaymentResult_fields
    }
  }
`);

/** The payment methods (codes and categories) the customer chooses from. */
export const InstallmentPaymentMethodsQuery = graphql(`
  query InstallmentPaymentMethods {
    purchasePaymentMethods {
      code
      name
      category
      bank
      windowMinutes
    }
  }
`);

/** Which of the provider's documents the signed-in customer has in their profile. */
export const ApplicantDocumentsQuery = graphql(`
  query ApplicantDocuments {
    customerDocuments {
      id
      type
      hasImage
    }
  }
`);
