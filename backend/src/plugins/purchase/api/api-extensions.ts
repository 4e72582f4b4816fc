import gql from 'graphql-tag';

/**
 * The purchase API (issue 12; docs/purchase-api.md). Every amount is computed on the server: no input carries a
 * price. Every purchase field lives in an Order custom field that is `readonly` for Vendure's own
 * `setOrderCustomFields`, so it can only be set through the validated mutations below.
 */
const commonTypes = `
    "SPEC §3 order kinds: a pre-order paid with a booking fee, or the whole price."
    enum PurchaseOrderType {
        BOOKING
        FULL_PURCHASE
    }

    "SPEC §3 delivery types. The shop cart uses DELIVER_TO_HOME for the courier."
    enum PurchaseDeliveryType {
        DELIVER_TO_HOME
        PICKUP_AT_DEALER
    }

    "SPEC §3 payment types. INSTALLMENT is placed through the installment flow (its own issue), not placePurchaseOrder."
    enum PurchasePaymentOption {
        FULL_PAYMENT
        INSTALLMENT
    }

    enum PurchasePaymentCategory {
        VIRTUAL_ACCOUNT
        QRIS
        EWALLET
        BANK_TRANSFER
    }

    "PENDING: waiting for the customer; PROOF_SUBMITTED: a bank-transfer proof waits for staff; then SETTLED, DECLINED (gateway or staff refused; retry possible while the order is open), EXPIRED (the window passed) or CANCELLED (the order was cancelled)."
    enum PurchasePaymentStatus {
        PENDING
        PROOF_SUBMITTED
        SETTLED
        DECLINED
        EXPIRED
        CANCELLED
    }

    enum PaymentProofStatus {
        PENDING
        ACCEPTED
        REJECTED
    }

    "SPEC §5 proof form: the card the transfer was made from."
    enum PaymentProofCardType {
        DEBIT
        CREDIT
    }

    "SPEC §5 proof form: how the transfer was made."
    enum PaymentProofMethod {
        ATM
        INTERNET_BANKING
        MOBILE_BANKING
        TELLER
    }

    "SPEC §5 proof form: where the order was made."
    enum PaymentProofECommerce {
        ALVA_WEBSITE
        ALVA_APP
        TOKOPEDIA
        SHOPEE
        BLIBLI
        LAZADA
        TIKTOK_SHOP
    }
`;

export const purchaseShopApiExtensions = gql`
    ${commonTypes}

    extend enum ErrorCode {
        PURCHASE_INVALID_INPUT
        PURCHASE_INCOMPLETE
        DELIVERY_ADDRESS_REFUSED
        PAYMENT_PROOF_FILE_INVALID
        PAYMENT_NOT_RETRYABLE
        SUBSCRIPTION_NOT_AVAILABLE
    }

    "One refused field: field is the input's field name; code one of REQUIRED, TOO_SHORT, TOO_LONG, LETTERS_ONLY, EMAIL_FORMAT, PHONE_FORMAT, PHONE_COUNTRY, PHONE_LENGTH, NIK_LENGTH, NIK_INVALID, NUMBERS_ONLY, ADDRESS_FORMAT, ZIP_FORMAT, ID_FORMAT, INVALID_VALUE, COORDINATES, DATE_FORMAT, DATE_IN_FUTURE, DATE_TOO_OLD, NOMINAL_MISMATCH, ORDER_NUMBER_MISMATCH, TERMS_REQUIRED, DEALER_REQUIRED, DEALER_UNKNOWN."
    type PurchaseFieldError {
        field: String!
        code: String!
    }

    "A mutation's input broke a rule; nothing was stored."
    type PurchaseInputError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        fieldErrors: [PurchaseFieldError!]!
    }

    "PURCHASE_INCOMPLETE (missing: which step is missing: OWNER, DELIVERY, PAYMENT_OPTION, MOTORCYCLE, ITEMS), PAYMENT_NOT_RETRYABLE, SUBSCRIPTION_NOT_AVAILABLE, or one of Vendure's codes (NO_ACTIVE_ORDER_ERROR, INSUFFICIENT_STOCK_ERROR, INELIGIBLE_PAYMENT_METHOD_ERROR, INELIGIBLE_SHIPPING_METHOD_ERROR, ORDER_STATE_TRANSITION_ERROR, ORDER_PAYMENT_STATE_ERROR, PAYMENT_DECLINED_ERROR, PAYMENT_FAILED_ERROR)."
    type PurchaseOrderError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        missing: [String!]!
    }

    "DELIVERY_ADDRESS_REFUSED: the home-delivery point cannot be served (outcome LOCATION_UNDETERMINED or TOO_FAR)."
    type DeliveryAddressRefusedError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        outcome: DeliveryAddressOutcome!
    }

    "PAYMENT_PROOF_FILE_INVALID with reason FILE_TOO_LARGE (over 8 MB), FILE_TYPE (not jpg/jpeg/png/pdf by name and content), FILE_EMPTY, FILE_UNREADABLE (an image that cannot be decoded or is under 200 px a side) or TOO_MANY_UPLOADS."
    type PaymentProofFileError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
        reason: String!
    }

    "SPEC §3 dataOwner. The owner is the bike's registered owner (STNK); isBuyer=false means a separate buyer pays."
    input PurchaseOwnerInput {
        name: String!
        "NIK: 16 digits."
        identityCardNumber: String!
        email: String!
        "Indonesian mobile number (+62 / 08…), 11-15 characters."
        phoneNumber: String!
        address: String!
        provinceId: String!
        provinceName: String!
        cityId: String!
        cityName: String!
        zipCode: String
        isBuyer: Boolean!
        "Required when isBuyer is false (SPEC §3 nameOwner is the buyer's name field)."
        buyerName: String
        "Required when isBuyer is false."
        buyerEmail: String
    }

    input PurchaseDeliveryInput {
        type: PurchaseDeliveryType!
        "PICKUP_AT_DEALER: an id from purchaseDealers."
        dealerId: ID
        "DELIVER_TO_HOME: the map pinpoint."
        latitude: Float
        longitude: Float
        "DELIVER_TO_HOME: the address written on the parcel / where the bike goes."
        recipientName: String
        phoneNumber: String
        address: String
        provinceId: String
        provinceName: String
        cityId: String
        cityName: String
        zipCode: String
    }

    input PurchaseOptionsInput {
        purchaseOrderType: PurchaseOrderType!
        paymentOption: PurchasePaymentOption!
        "A referral code (letters, digits, - and _, at most 32); empty clears it."
        referralCode: String
    }

    input PlacePurchaseOrderInput {
        "A code from purchasePaymentMethods."
        paymentMethodCode: String!
        acceptTerms: Boolean!
        "A random string (16-64 of [A-Za-z0-9-_]) the page creates once per checkout: every call with the same key answers the same order and payment."
        idempotencyKey: String!
    }

    "SPEC §5 payment-proof form (the file is the separate Upload argument)."
    input PaymentProofInput {
        orderNumber: String!
        referenceNumber: String!
        cardType: PaymentProofCardType!
        bankName: String!
        "YYYY-MM-DD (Asia/Jakarta), not in the future, not before the order was placed."
        paymentDate: String!
        "The amount transferred in IDR minor units; must equal the amount due."
        nominal: Money!
        paymentMethod: PaymentProofMethod!
        eCommerce: PaymentProofECommerce!
    }

    enum DeliveryAddressOutcome {
        "Inside JABODETABEK and within reach of the nearest active dealer."
        OK
        "Outside JABODETABEK but within reach: the team calls about the extra delivery cost (SPEC §8)."
        OUTSIDE_JABODETABEK
        "No usable coordinates (SPEC §8 'The location cannot be determined.')."
        LOCATION_UNDETERMINED
        "Farther than the delivery radius from every active dealer (SPEC §8)."
        TOO_FAR
    }

    "SPEC §3 purchase-state dealer."
    type PurchaseDealer {
        id: ID!
        code: String!
        location: String!
        address1: String!
        address2: String
        city: String!
        state: String!
        country: String!
        zipCode: String
        latitude: Float!
        longitude: Float!
        operatingHours: String
        "Kilometres from the given point (null without one)."
        distance: Float
        "e.g. '3.4 km' (null without a point)."
        distanceLabel: String
        "The nearest one (the first) when a point was given."
        default: Boolean!
    }

    type DeliveryAddressCheck {
        outcome: DeliveryAddressOutcome!
        nearestDealer: PurchaseDealer
        distanceKm: Float
        "The home-delivery fee (IDR minor units) for an OK or OUTSIDE_JABODETABEK point."
        deliveryFee: Money
    }

    type PurchasePaymentMethod {
        code: String!
        name: String!
        category: PurchasePaymentCategory!
        "Bank of a virtual account or bank transfer (e.g. BCA), the e-wallet (e.g. GOPAY), null for QRIS."
        bank: String
        "Payment Fee (IDR minor units) this method adds."
        fee: Money!
        "How long the customer has to pay: 1440 (24 h) or 60 (QRIS/e-wallet)."
        windowMinutes: Int!
    }

    enum PurchaseChargeCode {
        "The bike or items at list price (tax included)."
        PRICE
        "Discounts of applied promotions (negative)."
        DISCOUNT
        "The PPN included in the total."
        TAX
        PAYMENT_FEE
        "Surcharge (document): registration documents (STNK/BPKB) of a motorcycle."
        SURCHARGE_DOCUMENT
        "delivery_fee (delivery surcharge): home delivery or courier."
        DELIVERY_FEE
    }

    type PurchaseChargeLine {
        code: PurchaseChargeCode!
        "The SPEC §3 label: Price, Discount, Tax, Payment Fee, Surcharge (document), delivery_fee."
        label: String!
        "IDR minor units."
        amount: Money!
        "False for TAX: shown for information, already inside PRICE."
        addsToTotal: Boolean!
    }

    type PurchasePromotion {
        name: String!
        couponCode: String
        "Negative, IDR minor units."
        amount: Money!
    }

    type PurchaseQuote {
        orderCode: String!
        "The motorcycle's product slug (null for a shop cart): its installment page lives under it."
        productSlug: String
        "MOTORCYCLE when the order holds a motorcycle; SHOP_CART otherwise (no owner step, courier or pick-up, full payment only)."
        flow: String!
        purchaseOrderType: PurchaseOrderType!
        currencyCode: CurrencyCode!
        lines: [PurchaseChargeLine!]!
        promotions: [PurchasePromotion!]!
        "Everything the order costs."
        total: Money!
        "What placePurchaseOrder charges now: total for FULL_PURCHASE, the booking fee for BOOKING."
        amountDueNow: Money!
        "BOOKING: paid when the bike is ready (total - amountDueNow); 0 otherwise."
        remainingAmount: Money!
        "Battery subscription rental: the monthly fee (null otherwise)."
        subscriptionMonthlyFee: Money
        "Steps still missing before placePurchaseOrder can succeed (OWNER, DELIVERY, PAYMENT_OPTION, MOTORCYCLE, ITEMS)."
        missing: [String!]!
    }

    "What the customer sees to pay: VA number, QR string, e-wallet deep link or the bank account for a transfer."
    type PurchasePaymentReference {
        vaNumber: String
        bank: String
        qrString: String
        deeplinkUrl: String
        "Bank transfer: the account to transfer to."
        accountNumber: String
        accountHolder: String
        "The gateway's transaction id (shown on the receipt)."
        transactionId: String
        "Local sandbox only: the page where a tester pays, fails or expires this payment."
        sandboxUrl: String
    }

    "What a payment pays: the whole order, a pre-order's booking fee, or the rest of a confirmed pre-order."
    enum PurchasePaymentPurpose {
        "An approved installment's first payment: the down payment and the provider's administration fee (issue 14)."
        DOWN_PAYMENT
        FULL
        BOOKING_FEE
        REMAINING
    }

    type PurchasePayment {
        orderCode: String!
        purpose: PurchasePaymentPurpose!
        "The Vendure order state (SPEC §4 names: ArrangingPayment, PaymentAuthorized, PaymentSettled, Cancelled, ...)."
        orderState: String!
        purchaseOrderType: PurchaseOrderType!
        bookingNumber: String
        paymentMethodCode: String!
        category: PurchasePaymentCategory!
        status: PurchasePaymentStatus!
        "IDR minor units being paid now."
        amount: Money!
        currencyCode: CurrencyCode!
        reference: PurchasePaymentReference
        expiresAt: DateTime
        "Seconds until expiresAt by the server's clock (0 when past); the page counts down from it."
        secondsLeft: Int!
        "True when retryPurchasePayment may start a new payment (DECLINED or EXPIRED and the order is still open)."
        canRetry: Boolean!
        proofStatus: PaymentProofStatus
    }

    type BatterySubscription {
        id: ID!
        orderCode: String!
        "The battery option code, subscription-rental."
        batteryCode: String!
        monthlyFee: Money!
        currencyCode: CurrencyCode!
        startDate: DateTime!
        nextDueDate: DateTime!
        status: String!
    }

    union SetPurchaseOwnerResult = Order | PurchaseInputError | PurchaseOrderError
    union SetPurchaseDeliveryResult = Order | PurchaseInputError | DeliveryAddressRefusedError | PurchaseOrderError
    union SetPurchaseOptionsResult = Order | PurchaseInputError | PurchaseOrderError
    union PlacePurchaseOrderResult = PurchasePayment | PurchaseInputError | PurchaseOrderError
    union SubmitPaymentProofResult = PurchasePayment | PurchaseInputError | PaymentProofFileError | PurchaseOrderError
    union InsertSubscriptionResult = BatterySubscription | PurchaseOrderError

    extend type Query {
        "Active dealers for pick-up, nearest to the point first (by city and name without a point)."
        purchaseDealers(latitude: Float, longitude: Float): [PurchaseDealer!]!
        "The home-delivery outcome of a pinpoint (SPEC §8 address messages), without changing the order."
        checkDeliveryAddress(latitude: Float, longitude: Float): DeliveryAddressCheck!
        "Payment methods for the active order (bank transfer only for signed-in customers)."
        purchasePaymentMethods: [PurchasePaymentMethod!]!
        "Every charge line of the active order, computed on the server; null without an active order. With paymentMethodCode, PAYMENT_FEE is that method's fee."
        purchaseQuote(paymentMethodCode: String): PurchaseQuote
        "The payment of an order this session placed (or of the signed-in customer's order); null for anybody else."
        purchasePayment(orderCode: String!): PurchasePayment
        "The signed-in customer's battery subscriptions."
        batterySubscriptions: [BatterySubscription!]!
    }

    extend type Mutation {
        "Step 1: the owner and buyer of the motorcycle on the active order."
        setPurchaseOwner(input: PurchaseOwnerInput!): SetPurchaseOwnerResult!
        "Step 2: home delivery (pinpoint checked, fee computed) or pick-up at a dealer; sets Vendure's shipping address and method."
        setPurchaseDelivery(input: PurchaseDeliveryInput!): SetPurchaseDeliveryResult!
        "Step 3: booking or full purchase, payment option, referral code. Coupons: Vendure's applyCouponCode/removeCouponCode."
        setPurchaseOptions(input: PurchaseOptionsInput!): SetPurchaseOptionsResult!
        "Step 4: places the active order and starts its payment. The same idempotencyKey always answers the same order."
        placePurchaseOrder(input: PlacePurchaseOrderInput!): PlacePurchaseOrderResult!
        "A new payment for an open order whose payment was declined or expired."
        retryPurchasePayment(orderCode: String!, paymentMethodCode: String!): PlacePurchaseOrderResult!
        "Bank transfer: the SPEC §5 proof (jpg/jpeg/png/pdf up to 8 MB, stored privately) for staff to review."
        submitPaymentProof(input: PaymentProofInput!, file: Upload!): SubmitPaymentProofResult!
        "Creates (once; later calls return it) the battery subscription of a paid order with subscription rental."
        insertSubscription(orderCode: String!): InsertSubscriptionResult!
    }
`;

export const purchaseAdminApiExtensions = gql`
    ${commonTypes}

    type PaymentProof implements Node {
        id: ID!
        createdAt: DateTime!
        updatedAt: DateTime!
        orderId: ID!
        orderCode: String!
        customerName: String
        paymentId: ID!
        amountDue: Money!
        status: PaymentProofStatus!
        orderNumber: String!
        referenceNumber: String!
        cardType: PaymentProofCardType!
        bankName: String!
        paymentDate: String!
        nominal: Money!
        paymentMethod: PaymentProofMethod!
        eCommerce: PaymentProofECommerce!
        fileMimeType: String!
        fileByteSize: Int!
        "GET with the admin bearer token: streams the file (each view logged)."
        filePath: String!
        reviewedAt: DateTime
        reviewedByUserId: ID
        rejectionReason: String
    }

    type PaymentProofList implements PaginatedList {
        items: [PaymentProof!]!
        totalItems: Int!
    }

    input PaymentProofListOptions

    extend type Query {
        "Requires ReviewPaymentProof."
        paymentProofs(options: PaymentProofListOptions): PaymentProofList!
        paymentProof(id: ID!): PaymentProof
    }

    extend type Mutation {
        "Settles the bank-transfer payment (the order moves to PaymentSettled). Only a PENDING proof."
        acceptPaymentProof(id: ID!): PaymentProof!
        "Declines the payment; the customer may send a new proof while the order is open."
        rejectPaymentProof(id: ID!, reason: String!): PaymentProof!
    }
`;
