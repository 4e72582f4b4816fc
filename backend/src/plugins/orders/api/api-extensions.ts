/** The orders API (issue 13): exactly the shapes of docs/orders-api.md. */
const commonTypes = /* GraphQL */ `
    enum PlateStatus {
        PROCESSING
        READY
        COLLECTED
    }
`;

export const ordersShopApiExtensions = /* GraphQL */ `
    ${commonTypes}
    enum CustomerOrderKind {
        BOOKING
        FULL_PURCHASE
        INSTALLMENT
        SHOP
    }
    enum CustomerOrderAction {
        PAY
        TRACK
        RECEIPT
        BUY_AGAIN
        CANCEL
        CONFIRM_BOOKING
        CONFIRM_HANDOVER
    }
    enum OrderStatusMessage {
        WAITING_BOOKING_PAYMENT
        BOOKING_CONFIRMED
        INSTALLMENT_CONTRACT_SIGN_OFF
        INSTALLMENT_REJECTED
        PAYMENT_CONFIRMED
        MOTORCYCLE_READY
        ON_THE_WAY
        READY_TO_COLLECT
        DELIVERED
        COLLECTED
    }
    enum OrderCancellationReason {
        MODIFY_CUSTOMIZATION
        CHANGE_DELIVERY_ADDRESS
        CHANGE_PAYMENT_OPTION
        CHANGE_VOUCHER
        FOUND_CHEAPER
        NO_LONGER_WANTED
        OTHER
    }
    enum OrderRefundStatus {
        PENDING
        SETTLED
        FAILED
    }
    enum BookingConfirmationStatus {
        PENDING
        CONFIRMED
        CANCELLED
    }
    enum OrderTimelineStageKey {
        INSTALLMENT
        INSTALLMENT_APPROVED
        PAYMENT
        PAID
        CONTRACT
        CONTRACT_SIGNED
        PROCESSING
        PROCESSED
        DELIVERY
        READY_TO_COLLECT
        COLLECT
        COMPLETE
    }

    type CustomerOrderSummary {
        code: String!
        kind: CustomerOrderKind!
        state: String!
        totalWithTax: Money!
        currencyCode: CurrencyCode!
        placedAt: DateTime
        "First motorcycle line, else the first line: what the row shows."
        productName: String!
        previewUrl: String
        "For BUY_AGAIN: the product's slug and the variant to put into a new purchase."
        productSlug: String
        productVariantId: ID
        paymentDeadline: DateTime
        actions: [CustomerOrderAction!]!
        refundStatus: OrderRefundStatus
    }
    type CustomerOrderList {
        items: [CustomerOrderSummary!]!
        totalItems: Int!
    }

    type OrderTimelineStage {
        key: OrderTimelineStageKey!
        reachedAt: DateTime
    }
    type OrderPlateProgress {
        status: PlateStatus!
        step: Int!
        estimatedAt: DateTime
        readyAt: DateTime
        collectedAt: DateTime
        delayReason: String
    }
    type OrderRefund {
        status: OrderRefundStatus!
        amount: Money!
        createdAt: DateTime!
        settledAt: DateTime
    }
    type OrderCancellation {
        reason: OrderCancellationReason!
        otherReason: String
        cancelledAt: DateTime!
        refund: OrderRefund
    }
    type OrderTrackingLine {
        name: String!
        quantity: Int!
        linePriceWithTax: Money!
    }

    type OrderTracking {
        summary: CustomerOrderSummary!
        deliveryType: PurchaseDeliveryType
        dealerName: String
        "SPEC §4 progress step of the kind's table (booking or full purchase), and that table's last step."
        progressStep: Int!
        progressStepCount: Int!
        statusMessage: OrderStatusMessage
        "Built from the order's history entries; stages not reached yet have reachedAt null."
        timeline: [OrderTimelineStage!]!
        plate: OrderPlateProgress
        bookingConfirmation: BookingConfirmationStatus
        cancellation: OrderCancellation
        lines: [OrderTrackingLine!]!
        "The SPEC §3 charge lines of the order as placed, as the checkout's quote and the receipt list them."
        charges: [PurchaseChargeLine!]!
    }

    extend type Query {
        "The signed-in customer's placed orders, newest first."
        myPurchaseOrders(skip: Int, take: Int): CustomerOrderList!
        "null when the order is not the caller's."
        myPurchaseOrder(code: String!): OrderTracking
    }

    extend enum ErrorCode {
        ORDER_NOT_CANCELLABLE
        BOOKING_NOT_CONFIRMABLE
        HANDOVER_NOT_EXPECTED
        HANDOVER_CODE_INVALID
        HANDOVER_CODE_LOCKED
    }

    "ORDER_NOT_CANCELLABLE / BOOKING_NOT_CONFIRMABLE / HANDOVER_NOT_EXPECTED, or HANDOVER_CODE_INVALID (wrong code; 5 tries then locked for 15 min: HANDOVER_CODE_LOCKED)."
    type OrderActionError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union OrderActionResult = OrderTracking | OrderActionError | PurchaseInputError

    extend type Mutation {
        "otherReason required (3-500 chars) when reason is OTHER; PurchaseInputError fieldErrors otherwise."
        cancelPurchaseOrder(code: String!, reason: OrderCancellationReason!, otherReason: String): OrderActionResult!
        "A pre-order in Allocated: confirm (then pay the rest at /purchase?order=CODE) or cancel (refund as above)."
        respondToBookingConfirmation(code: String!, confirm: Boolean!): OrderActionResult!
        confirmOrderHandover(code: String!, handoverCode: String!): OrderActionResult!
    }
`;

export const ordersAdminApiExtensions = /* GraphQL */ `
    ${commonTypes}
    extend type Mutation {
        setOrderPlateProgress(orderId: ID!, status: PlateStatus!, estimatedAt: DateTime, delayReason: String): Order!
        "17 characters (ISO 3779), unique across orders and vehicles; before Shipped."
        assignOrderVin(orderId: ID!, vin: String!): Order!
    }
`;
