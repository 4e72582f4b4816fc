/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BookingConfirmationStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'PENDING';

export type CreateGuestbookEntryInput = {
  city?: string | null | undefined;
  dealerId?: string | number | null | undefined;
  email?: string | null | undefined;
  followUpDate?: string | null | undefined;
  fullName?: string | null | undefined;
  /** Client-generated per form fill (8–100 of A–Z a–z 0–9 _ -): the same key returns the same entry. */
  idempotencyKey?: string | null | undefined;
  leadSource?: string | null | undefined;
  leadSourceLocation?: string | null | undefined;
  phone?: string | null | undefined;
  priority?: string | null | undefined;
  productSlug?: string | null | undefined;
};

export type CreateTestRideBookingInput = {
  address?: string | null | undefined;
  currentMotorcycle?: string | null | undefined;
  email?: string | null | undefined;
  /** Client-generated (e.g. a UUID per form): the same key returns the same booking. */
  idempotencyKey?: string | null | undefined;
  /** en or id (default id): language of the confirmation and reminders. */
  languageCode?: string | null | undefined;
  latitude?: number | null | undefined;
  locationType: TestRideLocationType;
  longitude?: number | null | undefined;
  /** Default to the signed-in customer's. */
  name?: string | null | undefined;
  notificationChannel?: TestRideNotificationChannel | null | undefined;
  phone?: string | null | undefined;
  placeId?: string | number | null | undefined;
  productSlug?: string | null | undefined;
  slotStart?: string | null | undefined;
  surveyAnswers?: Array<string> | null | undefined;
};

/**
 * @description
 * ISO 4217 currency code
 *
 * @docsCategory common
 */
export type CurrencyCode =
  /** United Arab Emirates dirham */
  | 'AED'
  /** Afghan afghani */
  | 'AFN'
  /** Albanian lek */
  | 'ALL'
  /** Armenian dram */
  | 'AMD'
  /** Netherlands Antillean guilder */
  | 'ANG'
  /** Angolan kwanza */
  | 'AOA'
  /** Argentine peso */
  | 'ARS'
  /** Australian dollar */
  | 'AUD'
  /** Aruban florin */
  | 'AWG'
  /** Azerbaijani manat */
  | 'AZN'
  /** Bosnia and Herzegovina convertible mark */
  | 'BAM'
  /** Barbados dollar */
  | 'BBD'
  /** Bangladeshi taka */
  | 'BDT'
  /** Bulgarian lev */
  | 'BGN'
  /** Bahraini dinar */
  | 'BHD'
  /** Burundian franc */
  | 'BIF'
  /** Bermudian dollar */
  | 'BMD'
  /** Brunei dollar */
  | 'BND'
  /** Boliviano */
  | 'BOB'
  /** Brazilian real */
  | 'BRL'
  /** Bahamian dollar */
  | 'BSD'
  /** Bhutanese ngultrum */
  | 'BTN'
  /** Botswana pula */
  | 'BWP'
  /** Belarusian ruble */
  | 'BYN'
  /** Belize dollar */
  | 'BZD'
  /** Canadian dollar */
  | 'CAD'
  /** Congolese franc */
  | 'CDF'
  /** Swiss franc */
  | 'CHF'
  /** Chilean peso */
  | 'CLP'
  /** Renminbi (Chinese) yuan */
  | 'CNY'
  /** Colombian peso */
  | 'COP'
  /** Costa Rican colon */
  | 'CRC'
  /** Cuban convertible peso */
  | 'CUC'
  /** Cuban peso */
  | 'CUP'
  /** Cape Verde escudo */
  | 'CVE'
  /** Czech koruna */
  | 'CZK'
  /** Djiboutian franc */
  | 'DJF'
  /** Danish krone */
  | 'DKK'
  /** Dominican peso */
  | 'DOP'
  /** Algerian dinar */
  | 'DZD'
  /** Egyptian pound */
  | 'EGP'
  /** Eritrean nakfa */
  | 'ERN'
  /** Ethiopian birr */
  | 'ETB'
  /** Euro */
  | 'EUR'
  /** Fiji dollar */
  | 'FJD'
  /** Falkland Islands pound */
  | 'FKP'
  /** Pound sterling */
  | 'GBP'
  /** Georgian lari */
  | 'GEL'
  /** Ghanaian cedi */
  | 'GHS'
  /** Gibraltar pound */
  | 'GIP'
  /** Gambian dalasi */
  | 'GMD'
  /** Guinean franc */
  | 'GNF'
  /** Guatemalan quetzal */
  | 'GTQ'
  /** Guyanese dollar */
  | 'GYD'
  /** Hong Kong dollar */
  | 'HKD'
  /** Honduran lempira */
  | 'HNL'
  /** Croatian kuna */
  | 'HRK'
  /** Haitian gourde */
  | 'HTG'
  /** Hungarian forint */
  | 'HUF'
  /** Indonesian rupiah */
  | 'IDR'
  /** Israeli new shekel */
  | 'ILS'
  /** Indian rupee */
  | 'INR'
  /** Iraqi dinar */
  | 'IQD'
  /** Iranian rial */
  | 'IRR'
  /** Icelandic króna */
  | 'ISK'
  /** Jamaican dollar */
  | 'JMD'
  /** Jordanian dinar */
  | 'JOD'
  /** Japanese yen */
  | 'JPY'
  /** Kenyan shilling */
  | 'KES'
  /** Kyrgyzstani som */
  | 'KGS'
  /** Cambodian riel */
  | 'KHR'
  /** Comoro franc */
  | 'KMF'
  /** North Korean won */
  | 'KPW'
  /** South Korean won */
  | 'KRW'
  /** Kuwaiti dinar */
  | 'KWD'
  /** Cayman Islands dollar */
  | 'KYD'
  /** Kazakhstani tenge */
  | 'KZT'
  /** Lao kip */
  | 'LAK'
  /** Lebanese pound */
  | 'LBP'
  /** Sri Lankan rupee */
  | 'LKR'
  /** Liberian dollar */
  | 'LRD'
  /** Lesotho loti */
  | 'LSL'
  /** Libyan dinar */
  | 'LYD'
  /** Moroccan dirham */
  | 'MAD'
  /** Moldovan leu */
  | 'MDL'
  /** Malagasy ariary */
  | 'MGA'
  /** Macedonian denar */
  | 'MKD'
  /** Myanmar kyat */
  | 'MMK'
  /** Mongolian tögrög */
  | 'MNT'
  /** Macanese pataca */
  | 'MOP'
  /** Mauritanian ouguiya */
  | 'MRU'
  /** Mauritian rupee */
  | 'MUR'
  /** Maldivian rufiyaa */
  | 'MVR'
  /** Malawian kwacha */
  | 'MWK'
  /** Mexican peso */
  | 'MXN'
  /** Malaysian ringgit */
  | 'MYR'
  /** Mozambican metical */
  | 'MZN'
  /** Namibian dollar */
  | 'NAD'
  /** Nigerian naira */
  | 'NGN'
  /** Nicaraguan córdoba */
  | 'NIO'
  /** Norwegian krone */
  | 'NOK'
  /** Nepalese rupee */
  | 'NPR'
  /** New Zealand dollar */
  | 'NZD'
  /** Omani rial */
  | 'OMR'
  /** Panamanian balboa */
  | 'PAB'
  /** Peruvian sol */
  | 'PEN'
  /** Papua New Guinean kina */
  | 'PGK'
  /** Philippine peso */
  | 'PHP'
  /** Pakistani rupee */
  | 'PKR'
  /** Polish złoty */
  | 'PLN'
  /** Paraguayan guaraní */
  | 'PYG'
  /** Qatari riyal */
  | 'QAR'
  /** Romanian leu */
  | 'RON'
  /** Serbian dinar */
  | 'RSD'
  /** Russian ruble */
  | 'RUB'
  /** Rwandan franc */
  | 'RWF'
  /** Saudi riyal */
  | 'SAR'
  /** Solomon Islands dollar */
  | 'SBD'
  /** Seychelles rupee */
  | 'SCR'
  /** Sudanese pound */
  | 'SDG'
  /** Swedish krona/kronor */
  | 'SEK'
  /** Singapore dollar */
  | 'SGD'
  /** Saint Helena pound */
  | 'SHP'
  /** Sierra Leonean leone */
  | 'SLL'
  /** Somali shilling */
  | 'SOS'
  /** Surinamese dollar */
  | 'SRD'
  /** South Sudanese pound */
  | 'SSP'
  /** São Tomé and Príncipe dobra */
  | 'STN'
  /** Salvadoran colón */
  | 'SVC'
  /** Syrian pound */
  | 'SYP'
  /** Swazi lilangeni */
  | 'SZL'
  /** Thai baht */
  | 'THB'
  /** Tajikistani somoni */
  | 'TJS'
  /** Turkmenistan manat */
  | 'TMT'
  /** Tunisian dinar */
  | 'TND'
  /** Tongan paʻanga */
  | 'TOP'
  /** Turkish lira */
  | 'TRY'
  /** Trinidad and Tobago dollar */
  | 'TTD'
  /** New Taiwan dollar */
  | 'TWD'
  /** Tanzanian shilling */
  | 'TZS'
  /** Ukrainian hryvnia */
  | 'UAH'
  /** Ugandan shilling */
  | 'UGX'
  /** United States dollar */
  | 'USD'
  /** Uruguayan peso */
  | 'UYU'
  /** Uzbekistan som */
  | 'UZS'
  /** Venezuelan bolívar soberano */
  | 'VES'
  /** Vietnamese đồng */
  | 'VND'
  /** Vanuatu vatu */
  | 'VUV'
  /** Samoan tala */
  | 'WST'
  /** CFA franc BEAC */
  | 'XAF'
  /** East Caribbean dollar */
  | 'XCD'
  /** CFA franc BCEAO */
  | 'XOF'
  /** CFP franc (franc Pacifique) */
  | 'XPF'
  /** Yemeni rial */
  | 'YER'
  /** South African rand */
  | 'ZAR'
  /** Zambian kwacha */
  | 'ZMW'
  /** Zimbabwean dollar */
  | 'ZWL';

export type CustomerDocumentType =
  /** Kartu Keluarga, asked for by financing providers (issue 14). */
  | 'FAMILY_CARD'
  | 'IDENTITY_CARD'
  /** A pay slip or bank statement, asked for by financing providers (issue 14). */
  | 'PROOF_OF_INCOME'
  | 'TAX_CARD';

/** Empty numbers leave the stored ones alone; holder fields left out stay as stored, null or empty clears them. */
export type CustomerIdentityCardNumberInput = {
  address?: string | null | undefined;
  cityId?: string | null | undefined;
  cityName?: string | null | undefined;
  /** NIK (KTP: 16 digits, numbers only) or KITAS number. */
  identityCardNumber?: string | null | undefined;
  /** Required with identityCardNumber. */
  kind?: IdentityCardKind | null | undefined;
  name?: string | null | undefined;
  provinceId?: string | null | undefined;
  provinceName?: string | null | undefined;
  /** NPWP: 15 or 16 digits; dots, hyphens and spaces are dropped. */
  taxCardNumber?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type CustomerOrderAction =
  | 'BUY_AGAIN'
  | 'CANCEL'
  | 'CONFIRM_BOOKING'
  | 'CONFIRM_HANDOVER'
  | 'PAY'
  | 'RECEIPT'
  | 'TRACK';

export type CustomerOrderKind =
  | 'BOOKING'
  | 'FULL_PURCHASE'
  | 'INSTALLMENT'
  | 'SHOP';

export type CustomerRegistrationInput = {
  emailAddress: string;
  /** Letters (Latin script), spaces, apostrophes, dots and hyphens; 2 to 100 characters (contact-rules.ts). */
  name: string;
  /** 8–128 characters with a letter and a digit. */
  password: string;
  /** +62 only; at least 11 digits, at most 15 characters (0812…, 62812… and +62 812-… are accepted). */
  phoneNumber: string;
  /** The sessionInfo of a code sent to phoneNumber and confirmed with verifyOtp: a number is attached only with proof. */
  phoneSessionInfo?: string | null | undefined;
  referralCode?: string | null | undefined;
  referralLink?: string | null | undefined;
  /** Default WEBSITE. */
  sourceRegistration?: RegistrationSource | null | undefined;
};

export type DeletionResult =
  /** The entity was successfully deleted */
  | 'DELETED'
  /** Deletion did not take place, reason given in message */
  | 'NOT_DELETED';

export type DeliveryAddressInput = {
  address?: string | null | undefined;
  cityId?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  name?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  provinceId?: string | null | undefined;
  /** 5 digits, within the province */
  zipCode?: string | null | undefined;
};

export type DeliveryAddressOutcome =
  /** No usable coordinates (SPEC §8 'The location cannot be determined.'). */
  | 'LOCATION_UNDETERMINED'
  /** Inside JABODETABEK and within reach of the nearest active dealer. */
  | 'OK'
  /** Outside JABODETABEK but within reach: the team calls about the extra delivery cost (SPEC §8). */
  | 'OUTSIDE_JABODETABEK'
  /** Farther than the delivery radius from every active dealer (SPEC §8). */
  | 'TOO_FAR';

export type EmailVerificationState =
  | 'NOT_VERIFIED'
  | 'VERIFIED';

export type ErrorCode =
  | 'ACCOUNT_INPUT_ERROR'
  | 'ACCOUNT_RATE_LIMITED_ERROR'
  | 'ALREADY_LOGGED_IN_ERROR'
  | 'BOOKING_NOT_CHANGEABLE'
  | 'BOOKING_NOT_CONFIRMABLE'
  | 'BOOKING_NOT_FOUND'
  | 'COUPON_CODE_EXPIRED_ERROR'
  | 'COUPON_CODE_INVALID_ERROR'
  | 'COUPON_CODE_LIMIT_ERROR'
  | 'COUPON_REMOVED_DURING_CHECKOUT_ERROR'
  | 'CUSTOMER_NOT_FOUND'
  | 'DELIVERY_ADDRESS_NOT_FOUND'
  | 'DELIVERY_ADDRESS_NOT_FOUND_ERROR'
  | 'DELIVERY_ADDRESS_REFUSED'
  | 'DELIVERY_ADDRESS_REFUSED_ERROR'
  | 'DOCUMENT_FILE_TOO_LARGE'
  | 'DOCUMENT_FILE_TYPE'
  | 'DOCUMENT_IMAGE_INVALID'
  | 'DOCUMENT_IMAGE_TOO_SMALL'
  | 'DOCUMENT_INVALID_INPUT'
  | 'DOCUMENT_TOO_MANY_UPLOADS'
  | 'DOCUMENT_UPLOAD_ERROR'
  | 'DOCUMENT_VALIDATION_ERROR'
  | 'EMAIL_ACCOUNT_INVALID_INPUT'
  | 'EMAIL_ACCOUNT_RATE_LIMITED'
  | 'EMAIL_ADDRESS_CONFLICT_ERROR'
  | 'FINANCING_INVALID_INPUT'
  | 'FINANCING_VALIDATION_ERROR'
  | 'GUESTBOOK_DUPLICATE'
  | 'GUESTBOOK_INVALID_INPUT'
  | 'GUESTBOOK_NOT_CHANGEABLE'
  | 'GUESTBOOK_NOT_FOUND'
  | 'GUEST_CHECKOUT_ERROR'
  | 'HANDOVER_CODE_INVALID'
  | 'HANDOVER_CODE_LOCKED'
  | 'HANDOVER_NOT_EXPECTED'
  | 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
  | 'INELIGIBLE_PAYMENT_METHOD_ERROR'
  | 'INELIGIBLE_SHIPPING_METHOD_ERROR'
  | 'INSTALLMENT_DOCUMENTS_MISSING'
  | 'INSTALLMENT_NOT_ALLOWED'
  | 'INSTALLMENT_SIGN_IN_REQUIRED'
  | 'INSUFFICIENT_STOCK_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'INVALID_INPUT'
  | 'LEAD_INVALID_INPUT'
  | 'LEAD_RATE_LIMITED'
  | 'LEAD_RATE_LIMIT_ERROR'
  | 'LEAD_VALIDATION_ERROR'
  | 'LOCATION_UNDETERMINED'
  | 'LOOKUP_INVALID_INPUT'
  | 'MISSING_PASSWORD_ERROR'
  | 'MY_EV_ERROR'
  | 'NATIVE_AUTH_STRATEGY_ERROR'
  | 'NEGATIVE_QUANTITY_ERROR'
  | 'NOT_VERIFIED_ERROR'
  | 'NO_ACTIVE_ORDER_ERROR'
  | 'ORDER_INTERCEPTOR_ERROR'
  | 'ORDER_LIMIT_ERROR'
  | 'ORDER_MODIFICATION_ERROR'
  | 'ORDER_NOT_CANCELLABLE'
  | 'ORDER_PAYMENT_STATE_ERROR'
  | 'ORDER_STATE_TRANSITION_ERROR'
  | 'OUTSIDE_SERVICE_AREA'
  | 'PASSWORD_ALREADY_SET_ERROR'
  | 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'
  | 'PASSWORD_RESET_TOKEN_INVALID_ERROR'
  | 'PASSWORD_VALIDATION_ERROR'
  | 'PAYMENT_DECLINED_ERROR'
  | 'PAYMENT_FAILED_ERROR'
  | 'PAYMENT_NOT_RETRYABLE'
  | 'PAYMENT_PROOF_FILE_ERROR'
  | 'PAYMENT_PROOF_FILE_INVALID'
  | 'PROFILE_INVALID_INPUT'
  | 'PROFILE_PHOTO_ERROR'
  | 'PROFILE_PHOTO_INVALID'
  | 'PROFILE_VALIDATION_ERROR'
  | 'PURCHASE_INCOMPLETE'
  | 'PURCHASE_INPUT_ERROR'
  | 'PURCHASE_INVALID_INPUT'
  | 'PURCHASE_ORDER_ERROR'
  | 'SLOT_FULL'
  | 'SLOT_UNAVAILABLE'
  | 'SUBSCRIPTION_NOT_AVAILABLE'
  | 'TEST_RIDE_LOCATION_UNDETERMINED_ERROR'
  | 'TEST_RIDE_NOT_CHANGEABLE_ERROR'
  | 'TEST_RIDE_NOT_FOUND_ERROR'
  | 'TEST_RIDE_OUTSIDE_SERVICE_AREA_ERROR'
  | 'TEST_RIDE_SLOT_FULL_ERROR'
  | 'TEST_RIDE_SLOT_UNAVAILABLE_ERROR'
  | 'TEST_RIDE_TOO_MANY_ATTEMPTS_ERROR'
  | 'TEST_RIDE_VALIDATION_ERROR'
  | 'TOO_MANY_ATTEMPTS'
  | 'TRANSFER_OWNERSHIP_ERROR'
  | 'UNKNOWN_ERROR'
  | 'VERIFICATION_TOKEN_EXPIRED_ERROR'
  | 'VERIFICATION_TOKEN_INVALID_ERROR';

export type EvShareStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'REVOKED'
  | 'SCHEDULED';

export type ExperienceCenterType =
  | 'DEALER'
  | 'EXPERIENCE_CENTER';

export type FinancingProvider =
  | 'ADIRA'
  | 'BFI'
  | 'CASHBAC_EASYPAY'
  | 'OTHER'
  | 'PAPITUPI';

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type GoogleSignInErrorCode =
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_TOKEN'
  | 'NOT_GOOGLE_ACCOUNT'
  | 'REFERRAL_CODE_INVALID'
  | 'REFERRAL_LINK_INVALID'
  | 'SOURCE_INVALID'
  | 'SYSTEM_ERROR'
  | 'TOO_MANY_ATTEMPTS';

export type GuestbookFollowUpInput = {
  followUpDate?: string | null | undefined;
  note?: string | null | undefined;
  /** Completes the entry. */
  outcome?: string | null | undefined;
};

export type GuestbookListInput = {
  /** Local (Jakarta) day the entries were logged, YYYY-MM-DD. */
  date?: string | null | undefined;
  /** MINE (default) or TEAM (coordinators and admins) */
  scope?: string | null | undefined;
  /** ASC: Assigned first (default); DESC: Completed first. */
  sort?: string | null | undefined;
  /** ASSIGNED or COMPLETED */
  status?: string | null | undefined;
};

export type IdentityCardKind =
  | 'KITAS'
  | 'KTP';

export type InstallmentApplicationInput = {
  agreeRequirements?: boolean | null | undefined;
  consentToShare?: boolean | null | undefined;
  downPaymentPercent?: number | null | undefined;
  provider?: InstallmentProvider | null | undefined;
  tenorMonths?: number | null | undefined;
};

export type InstallmentOfferSort =
  | 'MONTHLY'
  | 'TOTAL';

/** SPEC §3 financing providers. */
export type InstallmentProvider =
  | 'ADIRA'
  | 'BFI'
  | 'CASHBAC_EASYPAY'
  | 'OTHER'
  | 'PAPITUPI';

export type InstallmentStatus =
  | 'APPROVED'
  | 'CONTRACT_REJECTED'
  | 'CONTRACT_SIGNED'
  | 'REJECTED'
  | 'REQUESTED'
  | 'WITHDRAWN';

export type LeaderboardType =
  | 'EFFICIENCY'
  | 'TOTAL_DISTANCE';

export type OrderCancellationReason =
  | 'CHANGE_DELIVERY_ADDRESS'
  | 'CHANGE_PAYMENT_OPTION'
  | 'CHANGE_VOUCHER'
  | 'FOUND_CHEAPER'
  | 'MODIFY_CUSTOMIZATION'
  | 'NO_LONGER_WANTED'
  | 'OTHER';

export type OrderRefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SETTLED';

export type OrderStatusMessage =
  | 'BOOKING_CONFIRMED'
  | 'COLLECTED'
  | 'DELIVERED'
  | 'INSTALLMENT_CONTRACT_SIGN_OFF'
  | 'INSTALLMENT_REJECTED'
  | 'MOTORCYCLE_READY'
  | 'ON_THE_WAY'
  | 'PAYMENT_CONFIRMED'
  | 'READY_TO_COLLECT'
  | 'WAITING_BOOKING_PAYMENT';

export type OrderTimelineStageKey =
  | 'COLLECT'
  | 'COMPLETE'
  | 'CONTRACT'
  | 'CONTRACT_SIGNED'
  | 'DELIVERY'
  | 'INSTALLMENT'
  | 'INSTALLMENT_APPROVED'
  | 'PAID'
  | 'PAYMENT'
  | 'PROCESSED'
  | 'PROCESSING'
  | 'READY_TO_COLLECT';

/** SPEC §5 proof form: the card the transfer was made from. */
export type PaymentProofCardType =
  | 'CREDIT'
  | 'DEBIT';

/** SPEC §5 proof form: where the order was made. */
export type PaymentProofECommerce =
  | 'ALVA_APP'
  | 'ALVA_WEBSITE'
  | 'BLIBLI'
  | 'LAZADA'
  | 'SHOPEE'
  | 'TIKTOK_SHOP'
  | 'TOKOPEDIA';

/** SPEC §5 payment-proof form (the file is the separate Upload argument). */
export type PaymentProofInput = {
  bankName: string;
  cardType: PaymentProofCardType;
  eCommerce: PaymentProofECommerce;
  /** The amount transferred in IDR minor units; must equal the amount due. */
  nominal: number;
  orderNumber: string;
  /** YYYY-MM-DD (Asia/Jakarta), not in the future, not before the order was placed. */
  paymentDate: string;
  paymentMethod: PaymentProofMethod;
  referenceNumber: string;
};

/** SPEC §5 proof form: how the transfer was made. */
export type PaymentProofMethod =
  | 'ATM'
  | 'INTERNET_BANKING'
  | 'MOBILE_BANKING'
  | 'TELLER';

export type PaymentProofStatus =
  | 'ACCEPTED'
  | 'PENDING'
  | 'REJECTED';

export type PhoneAuthErrorCode =
  /** The code is 6 digits. */
  | 'CODE_INVALID_FORMAT'
  | 'CODE_REQUIRED'
  /** Incorrect or expired verification code. */
  | 'INVALID_CODE'
  | 'PHONE_ALREADY_REGISTERED'
  /** Invalid Phone Number format. (+62 only; at least 11 digits, at most 15 characters) */
  | 'PHONE_INVALID_FORMAT'
  /** Invalid {field} format. Please use only numbers. */
  | 'PHONE_NOT_NUMERIC'
  /** autoLoginByPhoneNumber without a session verified by verifyOtp moments ago. */
  | 'PHONE_NOT_VERIFIED'
  /** This field is required */
  | 'PHONE_REQUIRED'
  /** Please check google recaptcha */
  | 'RECAPTCHA_FAILED'
  | 'REFERRAL_CODE_INVALID'
  | 'REFERRAL_LINK_INVALID'
  /** A new code for this number only after retryAfterSeconds. */
  | 'RESEND_TOO_SOON'
  | 'SOURCE_INVALID'
  /** System error. Please try again later. */
  | 'SYSTEM_ERROR'
  | 'TOO_MANY_ATTEMPTS';

export type PlacePurchaseOrderInput = {
  acceptTerms: boolean;
  /** A random string (16-64 of [A-Za-z0-9-_]) the page creates once per checkout: every call with the same key answers the same order and payment. */
  idempotencyKey: string;
  /** A code from purchasePaymentMethods. */
  paymentMethodCode: string;
};

export type PlateStatus =
  | 'COLLECTED'
  | 'PROCESSING'
  | 'READY';

export type PurchaseChargeCode =
  /** delivery_fee (delivery surcharge): home delivery or courier. */
  | 'DELIVERY_FEE'
  /** Discounts of applied promotions (negative). */
  | 'DISCOUNT'
  | 'PAYMENT_FEE'
  /** The bike or items at list price (tax included). */
  | 'PRICE'
  /** Surcharge (document): registration documents (STNK/BPKB) of a motorcycle. */
  | 'SURCHARGE_DOCUMENT'
  /** The PPN included in the total. */
  | 'TAX';

export type PurchaseDeliveryInput = {
  address?: string | null | undefined;
  cityId?: string | null | undefined;
  cityName?: string | null | undefined;
  /** PICKUP_AT_DEALER: an id from purchaseDealers. */
  dealerId?: string | number | null | undefined;
  /** DELIVER_TO_HOME: the map pinpoint. */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  phoneNumber?: string | null | undefined;
  provinceId?: string | null | undefined;
  provinceName?: string | null | undefined;
  /** DELIVER_TO_HOME: the address written on the parcel / where the bike goes. */
  recipientName?: string | null | undefined;
  type: PurchaseDeliveryType;
  zipCode?: string | null | undefined;
};

/** SPEC §3 delivery types. The shop cart uses DELIVER_TO_HOME for the courier. */
export type PurchaseDeliveryType =
  | 'DELIVER_TO_HOME'
  | 'PICKUP_AT_DEALER';

export type PurchaseOptionsInput = {
  paymentOption: PurchasePaymentOption;
  purchaseOrderType: PurchaseOrderType;
  /** A referral code (letters, digits, - and _, at most 32); empty clears it. */
  referralCode?: string | null | undefined;
};

/** SPEC §3 order kinds: a pre-order paid with a booking fee, or the whole price. */
export type PurchaseOrderType =
  | 'BOOKING'
  | 'FULL_PURCHASE';

/** SPEC §3 dataOwner. The owner is the bike's registered owner (STNK); isBuyer=false means a separate buyer pays. */
export type PurchaseOwnerInput = {
  address: string;
  /** Required when isBuyer is false. */
  buyerEmail?: string | null | undefined;
  /** Required when isBuyer is false (SPEC §3 nameOwner is the buyer's name field). */
  buyerName?: string | null | undefined;
  cityId: string;
  cityName: string;
  email: string;
  /** NIK: 16 digits. */
  identityCardNumber: string;
  isBuyer: boolean;
  name: string;
  /** Indonesian mobile number (+62 / 08…), 11-15 characters. */
  phoneNumber: string;
  provinceId: string;
  provinceName: string;
  zipCode?: string | null | undefined;
};

export type PurchasePaymentCategory =
  | 'BANK_TRANSFER'
  | 'EWALLET'
  | 'QRIS'
  | 'VIRTUAL_ACCOUNT';

/** SPEC §3 payment types. INSTALLMENT is placed through the installment flow (its own issue), not placePurchaseOrder. */
export type PurchasePaymentOption =
  | 'FULL_PAYMENT'
  | 'INSTALLMENT';

/** What a payment pays: the whole order, a pre-order's booking fee, or the rest of a confirmed pre-order. */
export type PurchasePaymentPurpose =
  | 'BOOKING_FEE'
  /** An approved installment's first payment: the down payment and the provider's administration fee (issue 14). */
  | 'DOWN_PAYMENT'
  | 'FULL'
  | 'REMAINING';

/** PENDING: waiting for the customer; PROOF_SUBMITTED: a bank-transfer proof waits for staff; then SETTLED, DECLINED (gateway or staff refused; retry possible while the order is open), EXPIRED (the window passed) or CANCELLED (the order was cancelled). */
export type PurchasePaymentStatus =
  | 'CANCELLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'PENDING'
  | 'PROOF_SUBMITTED'
  | 'SETTLED';

/** Where an account was registered (registerCustomer, registerCustomerWithGoogle, autoLoginByPhoneNumber). */
export type RegistrationSource =
  | 'ANDROID'
  | 'IOS'
  | 'WEBSITE';

export type SubmitContactMessageInput = {
  email?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  languageCode?: string | null | undefined;
  message?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** product, purchase, test-ride, service, battery, partnership, other */
  topic?: string | null | undefined;
};

export type SubmitMarketingLeadInput = {
  areaCode?: string | null | undefined;
  batteryOption?: string | null | undefined;
  city?: string | null | undefined;
  downPaymentPercent?: number | null | undefined;
  fullName?: string | null | undefined;
  /** Client-generated per form fill (8–100 of A–Z a–z 0–9 _ -): the same key returns the same receipt. */
  idempotencyKey?: string | null | undefined;
  kmPerDay?: number | null | undefined;
  /** en or id (default id) */
  languageCode?: string | null | undefined;
  /** +62… (a leading 0 or 62 is accepted and normalised) */
  phone?: string | null | undefined;
  /** The calculator's inputs when the visitor left the lead. */
  productSlug?: string | null | undefined;
  provider?: FinancingProvider | null | undefined;
  /** monthly-cost or dp-simulation */
  source?: string | null | undefined;
  tenorMonths?: number | null | undefined;
};

export type TestRideLocationType =
  | 'DEALER'
  | 'HOME'
  | 'OWNER';

export type TestRideNotificationChannel =
  | 'SMS'
  | 'WHATSAPP';

export type TestRideSlotsInput = {
  /** Asia/Jakarta date, YYYY-MM-DD. */
  date: string;
  /** Required for HOME and OWNER: the address pinpoint. */
  latitude?: number | null | undefined;
  locationType: TestRideLocationType;
  longitude?: number | null | undefined;
  /** Required for DEALER. */
  placeId?: string | number | null | undefined;
};

export type TestRideStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'NO_SHOW'
  | 'REQUESTED';

export type TransferOwnershipState =
  | 'APPROVED'
  | 'DENIED'
  | 'EXPIRED'
  | 'REQUESTED';

export type UpdateProfileCustomerInput = {
  /** YYYY-MM-DD; a missing part (1990--07) is BIRTH_DATE_INCOMPLETE */
  birthDate?: string | null | undefined;
  emailAddress?: string | null | undefined;
  /** MALE or FEMALE */
  gender?: string | null | undefined;
  name?: string | null | undefined;
  /** WHATSAPP or SMS: where order updates go besides e-mail */
  notificationChannel?: string | null | undefined;
  /** One of profileFormOptions.occupations */
  occupation?: string | null | undefined;
  /** +62… (a leading 0 or 62 is accepted and normalised) */
  phoneNumber?: string | null | undefined;
  /** Needed when phoneNumber changes: the sessionInfo of a code sent to the new number and confirmed (verifyOtp). */
  phoneSessionInfo?: string | null | undefined;
  /** en or id */
  selectedLanguage?: string | null | undefined;
};

export type MetaTagsQueryVariables = Exact<{
  locale: string;
  pageName: string;
}>;


export type MetaTagsQuery = { metaTags: Array<{ page_name: string, title: string, description: string, og: Array<{ title: string | null, description: string | null, site_name: string | null, image: { url: string } | null }> }> };

export type DocumentsSection_DocumentFragment = { id: string, type: CustomerDocumentType, kind: IdentityCardKind | null, maskedNumber: string | null, name: string | null, address: string | null, zipCode: string | null, hasImage: boolean, imageUrl: string | null, imageByteSize: number | null, imageWidth: number | null, imageHeight: number | null, imageUploadedAt: string | null, updatedAt: string };

export type CustomerDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDocumentsQuery = { customerDocuments: Array<{ id: string, type: CustomerDocumentType, kind: IdentityCardKind | null, maskedNumber: string | null, name: string | null, address: string | null, zipCode: string | null, hasImage: boolean, imageUrl: string | null, imageByteSize: number | null, imageWidth: number | null, imageHeight: number | null, imageUploadedAt: string | null, updatedAt: string }> };

export type CustomerUpdateIdentityCardNumberMutationVariables = Exact<{
  input: CustomerIdentityCardNumberInput;
}>;


export type CustomerUpdateIdentityCardNumberMutation = { customerUpdateIdentityCardNumber:
    | { __typename: 'CustomerDocumentList', items: Array<{ id: string, type: CustomerDocumentType, kind: IdentityCardKind | null, maskedNumber: string | null, name: string | null, address: string | null, zipCode: string | null, hasImage: boolean, imageUrl: string | null, imageByteSize: number | null, imageWidth: number | null, imageHeight: number | null, imageUploadedAt: string | null, updatedAt: string }> }
    | { __typename: 'DocumentValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type CustomerUploadDocumentImageMutationVariables = Exact<{
  type: CustomerDocumentType;
  file: File;
  kind?: IdentityCardKind | null | undefined;
}>;


export type CustomerUploadDocumentImageMutation = { customerUploadDocumentImage:
    | { __typename: 'CustomerDocument', id: string, type: CustomerDocumentType, kind: IdentityCardKind | null, maskedNumber: string | null, name: string | null, address: string | null, zipCode: string | null, hasImage: boolean, imageUrl: string | null, imageByteSize: number | null, imageWidth: number | null, imageHeight: number | null, imageUploadedAt: string | null, updatedAt: string }
    | { __typename: 'DocumentUploadError', retryAfterSeconds: number | null, errorCode: ErrorCode, message: string }
   };

export type CustomerDeleteDocumentMutationVariables = Exact<{
  type: CustomerDocumentType;
}>;


export type CustomerDeleteDocumentMutation = { customerDeleteDocument: { result: DeletionResult, message: string | null } };

export type ProfileCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileCustomerQuery = { profileCustomer: { id: string, name: string, emailAddress: string, phoneNumber: string | null, branchLocation: string | null, selectedLanguage: string | null, notificationChannel: string, statusAffiliator: boolean, photoURL: string | null, birthDate: string | null, gender: Gender | null, emailVerified: boolean, isGoogleAccount: boolean, persona: string | null, isPS: boolean, role: string | null, allowedCompany: Array<string>, occupation: string | null, pendingEmailAddress: string | null } };

export type AuthenticateMutationVariables = Exact<{
  idToken: string;
  rememberMe?: boolean | null | undefined;
}>;


export type AuthenticateMutation = { authenticate:
    | { __typename: 'CurrentUser', id: string, identifier: string }
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode, message: string, authenticationError: string }
    | { __typename: 'NotVerifiedError', errorCode: ErrorCode, message: string }
   };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

type AccountFailure_Fields_AccountInputError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_AccountRateLimitedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_AlreadyLoggedInError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_CouponCodeExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_CouponCodeInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_CouponCodeLimitError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_CouponRemovedDuringCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_DeliveryAddressNotFoundError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_DeliveryAddressRefusedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_DocumentUploadError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_DocumentValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_EmailAddressConflictError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_FinancingValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_GuestCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_GuestbookDuplicateError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_GuestbookNotChangeableError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_GuestbookNotFoundError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_GuestbookValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_IdentifierChangeTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_IdentifierChangeTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_IneligiblePaymentMethodError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_IneligibleShippingMethodError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_InsufficientStockError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_InvalidCredentialsError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_LeadRateLimitError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_LeadValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_MissingPasswordError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_MyEvError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_NativeAuthStrategyError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_NegativeQuantityError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_NoActiveOrderError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_NotVerifiedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderActionError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderInterceptorError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderLimitError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderModificationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderPaymentStateError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_OrderStateTransitionError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PasswordAlreadySetError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PasswordResetTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PasswordResetTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PasswordValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PaymentDeclinedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PaymentFailedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PaymentProofFileError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_ProfilePhotoError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_ProfileValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PurchaseInputError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_PurchaseOrderError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_StaffLookupNotFoundError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_StaffLookupValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideLocationUndeterminedError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideNotChangeableError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideNotFoundError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideOutsideServiceAreaError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideSlotFullError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideSlotUnavailableError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideTooManyAttemptsError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TestRideValidationError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_TransferOwnershipError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_VerificationTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type AccountFailure_Fields_VerificationTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

export type AccountFailure_FieldsFragment =
  | AccountFailure_Fields_AccountInputError_Fragment
  | AccountFailure_Fields_AccountRateLimitedError_Fragment
  | AccountFailure_Fields_AlreadyLoggedInError_Fragment
  | AccountFailure_Fields_CouponCodeExpiredError_Fragment
  | AccountFailure_Fields_CouponCodeInvalidError_Fragment
  | AccountFailure_Fields_CouponCodeLimitError_Fragment
  | AccountFailure_Fields_CouponRemovedDuringCheckoutError_Fragment
  | AccountFailure_Fields_DeliveryAddressNotFoundError_Fragment
  | AccountFailure_Fields_DeliveryAddressRefusedError_Fragment
  | AccountFailure_Fields_DocumentUploadError_Fragment
  | AccountFailure_Fields_DocumentValidationError_Fragment
  | AccountFailure_Fields_EmailAddressConflictError_Fragment
  | AccountFailure_Fields_FinancingValidationError_Fragment
  | AccountFailure_Fields_GuestCheckoutError_Fragment
  | AccountFailure_Fields_GuestbookDuplicateError_Fragment
  | AccountFailure_Fields_GuestbookNotChangeableError_Fragment
  | AccountFailure_Fields_GuestbookNotFoundError_Fragment
  | AccountFailure_Fields_GuestbookValidationError_Fragment
  | AccountFailure_Fields_IdentifierChangeTokenExpiredError_Fragment
  | AccountFailure_Fields_IdentifierChangeTokenInvalidError_Fragment
  | AccountFailure_Fields_IneligiblePaymentMethodError_Fragment
  | AccountFailure_Fields_IneligibleShippingMethodError_Fragment
  | AccountFailure_Fields_InsufficientStockError_Fragment
  | AccountFailure_Fields_InvalidCredentialsError_Fragment
  | AccountFailure_Fields_LeadRateLimitError_Fragment
  | AccountFailure_Fields_LeadValidationError_Fragment
  | AccountFailure_Fields_MissingPasswordError_Fragment
  | AccountFailure_Fields_MyEvError_Fragment
  | AccountFailure_Fields_NativeAuthStrategyError_Fragment
  | AccountFailure_Fields_NegativeQuantityError_Fragment
  | AccountFailure_Fields_NoActiveOrderError_Fragment
  | AccountFailure_Fields_NotVerifiedError_Fragment
  | AccountFailure_Fields_OrderActionError_Fragment
  | AccountFailure_Fields_OrderInterceptorError_Fragment
  | AccountFailure_Fields_OrderLimitError_Fragment
  | AccountFailure_Fields_OrderModificationError_Fragment
  | AccountFailure_Fields_OrderPaymentStateError_Fragment
  | AccountFailure_Fields_OrderStateTransitionError_Fragment
  | AccountFailure_Fields_PasswordAlreadySetError_Fragment
  | AccountFailure_Fields_PasswordResetTokenExpiredError_Fragment
  | AccountFailure_Fields_PasswordResetTokenInvalidError_Fragment
  | AccountFailure_Fields_PasswordValidationError_Fragment
  | AccountFailure_Fields_PaymentDeclinedError_Fragment
  | AccountFailure_Fields_PaymentFailedError_Fragment
  | AccountFailure_Fields_PaymentProofFileError_Fragment
  | AccountFailure_Fields_ProfilePhotoError_Fragment
  | AccountFailure_Fields_ProfileValidationError_Fragment
  | AccountFailure_Fields_PurchaseInputError_Fragment
  | AccountFailure_Fields_PurchaseOrderError_Fragment
  | AccountFailure_Fields_StaffLookupNotFoundError_Fragment
  | AccountFailure_Fields_StaffLookupValidationError_Fragment
  | AccountFailure_Fields_TestRideLocationUndeterminedError_Fragment
  | AccountFailure_Fields_TestRideNotChangeableError_Fragment
  | AccountFailure_Fields_TestRideNotFoundError_Fragment
  | AccountFailure_Fields_TestRideOutsideServiceAreaError_Fragment
  | AccountFailure_Fields_TestRideSlotFullError_Fragment
  | AccountFailure_Fields_TestRideSlotUnavailableError_Fragment
  | AccountFailure_Fields_TestRideTooManyAttemptsError_Fragment
  | AccountFailure_Fields_TestRideValidationError_Fragment
  | AccountFailure_Fields_TransferOwnershipError_Fragment
  | AccountFailure_Fields_VerificationTokenExpiredError_Fragment
  | AccountFailure_Fields_VerificationTokenInvalidError_Fragment
;

export type AccountInputError_FieldsFragment = { fieldErrors: Array<{ field: string, code: string }> };

export type AccountRateLimited_FieldsFragment = { retryAfterSeconds: number };

export type RegisterCustomerMutationVariables = Exact<{
  input: CustomerRegistrationInput;
}>;


export type RegisterCustomerMutation = { registerCustomer:
    | { __typename: 'AccountInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'EmailAddressConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'RegisterCustomerSuccess', success: boolean, emailAddress: string }
   };

export type CustomerCheckIfEmailIsNotRegisteredMutationVariables = Exact<{
  email: string;
}>;


export type CustomerCheckIfEmailIsNotRegisteredMutation = { customerCheckIfEmailIsNotRegistered: { success: boolean, message: string, errorCode: string | null } };

export type CustomerSendEmailVerificationMutationVariables = Exact<{
  emailAddress?: string | null | undefined;
}>;


export type CustomerSendEmailVerificationMutation = { customerSendEmailVerification:
    | { __typename: 'AccountActionSuccess', success: boolean }
    | { __typename: 'AccountInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
   };

export type CustomerVerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type CustomerVerifyEmailMutation = { customerVerifyEmail:
    | { __typename: 'AccountActionSuccess', success: boolean, customToken: string | null }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'VerificationTokenExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'VerificationTokenInvalidError', replacedByNewerLink: boolean | null, errorCode: ErrorCode, message: string }
   };

export type UndoEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type UndoEmailChangeMutation = { undoEmailChange:
    | { __typename: 'AccountActionSuccess', success: boolean }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'EmailAddressConflictError', errorCode: ErrorCode, message: string }
    | { __typename: 'VerificationTokenExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'VerificationTokenInvalidError', errorCode: ErrorCode, message: string }
   };

export type IsEmailVerifiedMutationVariables = Exact<{ [key: string]: never; }>;


export type IsEmailVerifiedMutation = { isEmailVerified: { success: boolean, message: string, status: EmailVerificationState } };

export type RequestToResetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type RequestToResetPasswordMutation = { requestToResetPassword:
    | { __typename: 'AccountActionSuccess', success: boolean }
    | { __typename: 'AccountInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
   };

export type ResetPasswordWithTokenMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordWithTokenMutation = { resetPasswordWithToken:
    | { __typename: 'AccountActionSuccess', success: boolean }
    | { __typename: 'AccountInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'PasswordResetTokenExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'PasswordResetTokenInvalidError', replacedByNewerLink: boolean | null, errorCode: ErrorCode, message: string }
   };

export type ResetOldPasswordMutationVariables = Exact<{
  oldPassword: string;
  newPassword: string;
}>;


export type ResetOldPasswordMutation = { resetOldPassword:
    | { __typename: 'AccountActionSuccess', success: boolean }
    | { __typename: 'AccountInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', errorCode: ErrorCode, message: string, retryAfterSeconds: number }
    | { __typename: 'InvalidCredentialsError', errorCode: ErrorCode, message: string }
   };

export type SetAccountPasswordMutationVariables = Exact<{
  newPassword: string;
}>;


export type SetAccountPasswordMutation = { setAccountPassword:
    | { __typename: 'AccountActionSuccess', success: boolean, customToken: string | null }
    | { __typename: 'AccountInputError', fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'AccountRateLimitedError', retryAfterSeconds: number }
   };

export type SendOtpMutationVariables = Exact<{
  phoneNumber: string;
  recaptchaToken?: string | null | undefined;
}>;


export type SendOtpMutation = { sendOtp: { success: boolean, errorCode: PhoneAuthErrorCode | null, field: string | null, retryAfterSeconds: number | null, sessionInfo: string | null, expiresInSeconds: number | null, resendAfterSeconds: number | null } };

export type VerifyOtpMutationVariables = Exact<{
  sessionInfo: string;
  code: string;
}>;


export type VerifyOtpMutation = { verifyOtp: { success: boolean, errorCode: PhoneAuthErrorCode | null, field: string | null, retryAfterSeconds: number | null, phoneNumber: string | null } };

export type AutoLoginByPhoneNumberMutationVariables = Exact<{
  phoneNumber: string;
  sessionInfo: string;
  referralLink?: string | null | undefined;
  referralCode?: string | null | undefined;
  sourceRegistration?: RegistrationSource | null | undefined;
}>;


export type AutoLoginByPhoneNumberMutation = { autoLoginByPhoneNumber: { success: boolean, errorCode: PhoneAuthErrorCode | null, field: string | null, retryAfterSeconds: number | null, customToken: string | null, isNewCustomer: boolean | null } };

export type CustomerCheckIfPhoneNumberIsNotRegisteredQueryVariables = Exact<{
  phoneNumber: string;
}>;


export type CustomerCheckIfPhoneNumberIsNotRegisteredQuery = { customerCheckIfPhoneNumberIsNotRegistered: { success: boolean, errorCode: PhoneAuthErrorCode | null, retryAfterSeconds: number | null, isRegistered: boolean | null } };

export type RegisterCustomerWithGoogleMutationVariables = Exact<{
  idToken: string;
  referralLink?: string | null | undefined;
  referralCode?: string | null | undefined;
  sourceRegistration?: RegistrationSource | null | undefined;
}>;


export type RegisterCustomerWithGoogleMutation = { registerCustomerWithGoogle: { success: boolean, errorCode: GoogleSignInErrorCode | null, field: string | null, retryAfterSeconds: number | null, isNewCustomer: boolean | null } };

export type ProfileForm_ProfileFragment = { id: string, name: string, emailAddress: string, phoneNumber: string | null, selectedLanguage: string | null, notificationChannel: string, photoURL: string | null, birthDate: string | null, gender: Gender | null, emailVerified: boolean, pendingEmailAddress: string | null, isGoogleAccount: boolean, occupation: string | null };

export type UpdateProfileCustomerMutationVariables = Exact<{
  input: UpdateProfileCustomerInput;
}>;


export type UpdateProfileCustomerMutation = { updateProfileCustomer:
    | { __typename: 'ProfileCustomerUpdated', emailChanged: boolean, profile: { id: string, name: string, emailAddress: string, phoneNumber: string | null, selectedLanguage: string | null, notificationChannel: string, photoURL: string | null, birthDate: string | null, gender: Gender | null, emailVerified: boolean, pendingEmailAddress: string | null, isGoogleAccount: boolean, occupation: string | null } }
    | { __typename: 'ProfileValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type DeleteProfilePhotoMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteProfilePhotoMutation = { deleteProfilePhoto: { id: string, name: string, emailAddress: string, phoneNumber: string | null, selectedLanguage: string | null, notificationChannel: string, photoURL: string | null, birthDate: string | null, gender: Gender | null, emailVerified: boolean, pendingEmailAddress: string | null, isGoogleAccount: boolean, occupation: string | null } };

export type UploadProfilePhotoMutationVariables = Exact<{
  file: File;
}>;


export type UploadProfilePhotoMutation = { uploadProfilePhoto:
    | { __typename: 'ProfileCustomerUpdated', profile: { id: string, name: string, emailAddress: string, phoneNumber: string | null, selectedLanguage: string | null, notificationChannel: string, photoURL: string | null, birthDate: string | null, gender: Gender | null, emailVerified: boolean, pendingEmailAddress: string | null, isGoogleAccount: boolean, occupation: string | null } }
    | { __typename: 'ProfilePhotoError', code: string, maxBytes: number, retryAfterSeconds: number | null, errorCode: ErrorCode, message: string }
   };

export type Addresses_AddressFragment = { id: string, name: string, phoneNumber: string | null, address: string, provinceId: string, provinceName: string, cityId: string, cityName: string, zipCode: string, isDefault: boolean };

export type DeliveryAddressCustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryAddressCustomerQuery = { deliveryAddressCustomer: Array<{ id: string, name: string, phoneNumber: string | null, address: string, provinceId: string, provinceName: string, cityId: string, cityName: string, zipCode: string, isDefault: boolean }> };

export type CreateDeliveryAddressCustomerMutationVariables = Exact<{
  input: DeliveryAddressInput;
}>;


export type CreateDeliveryAddressCustomerMutation = { createDeliveryAddressCustomer:
    | { __typename: 'DeliveryAddress', id: string, name: string, phoneNumber: string | null, address: string, provinceId: string, provinceName: string, cityId: string, cityName: string, zipCode: string, isDefault: boolean }
    | { __typename: 'DeliveryAddressNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProfileValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type UpdateDeliveryAddressCustomerMutationVariables = Exact<{
  id: string | number;
  input: DeliveryAddressInput;
}>;


export type UpdateDeliveryAddressCustomerMutation = { updateDeliveryAddressCustomer:
    | { __typename: 'DeliveryAddress', id: string, name: string, phoneNumber: string | null, address: string, provinceId: string, provinceName: string, cityId: string, cityName: string, zipCode: string, isDefault: boolean }
    | { __typename: 'DeliveryAddressNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'ProfileValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type DeleteDeliveryAddressCustomerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDeliveryAddressCustomerMutation = { deleteDeliveryAddressCustomer:
    | { __typename: 'DeliveryAddressDeleted', id: string }
    | { __typename: 'DeliveryAddressNotFoundError', errorCode: ErrorCode, message: string }
   };

export type ProfilePasswordQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePasswordQuery = { profileCustomer: { id: string, hasPassword: boolean } };

export type ModelCard_ProductFragment = { id: string, name: string, slug: string, description: string, featuredAsset: { id: string, preview: string } | null, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> };

export type MotorcyclesQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type MotorcyclesQuery = { products: { items: Array<{ id: string, name: string, slug: string, description: string, featuredAsset: { id: string, preview: string } | null, variants: Array<{ id: string, priceWithTax: number, currencyCode: CurrencyCode }> }> } };

export type ProductDetailQueryVariables = Exact<{
  slug: string;
}>;


export type ProductDetailQuery = { product: { id: string, name: string, slug: string, description: string, featuredAsset: { id: string, preview: string } | null, assets: Array<{ id: string, preview: string, name: string }>, optionGroups: Array<{ id: string, code: string, name: string, options: Array<{ id: string, code: string, name: string }> }>, content: { tagline: string, columnSlider: Array<{ title: string, body: string }>, specification: Array<{ key: string | null, label: string, value: string }>, colors: { title: string, body: string }, mainBody: { title: string, body: string, highlights: Array<{ title: string, body: string }> }, battery: { title: string, body: string, options: Array<{ code: string, title: string, body: string, range: string, charging: string }> } } | null, variants: Array<{ id: string, name: string, sku: string, priceWithTax: number, currencyCode: CurrencyCode, stockLevel: string, featuredAsset: { id: string, preview: string } | null, options: Array<{ id: string, code: string, name: string, groupId: string }> }> } | null };

export type ProductAreaPricesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductAreaPricesQuery = { financingParameters: { areas: Array<{ code: string, name: string, otrPrices: Array<{ productSlug: string, batteryOption: string, price: number }> }> } };

export type MotorcycleSpecsQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type MotorcycleSpecsQuery = { products: { items: Array<{ id: string, name: string, slug: string, content: { specification: Array<{ key: string | null, label: string, value: string }> } | null }> } };

export type FaqTopic_FieldsFragment = { id: string, slug: string, title: string, answers: Array<{ id: string, slug: string, topicSlug: string, question: string, answer: string }> };

export type FaqTopicsQueryVariables = Exact<{
  locale: string;
}>;


export type FaqTopicsQuery = { faqTopics: Array<{ id: string, slug: string, title: string, answers: Array<{ id: string, slug: string, topicSlug: string, question: string, answer: string }> }> };

export type FaqTopicQueryVariables = Exact<{
  locale: string;
  slug: string;
}>;


export type FaqTopicQuery = { faqTopic: { id: string, slug: string, title: string, answers: Array<{ id: string, slug: string, topicSlug: string, question: string, answer: string }> } | null };

export type BlogPostSummary_FieldsFragment = { id: string, slug: string, title: string, excerpt: string, coverImageUrl: string | null, author: string, publishedAt: string, tags: Array<string> };

export type BlogPostsQueryVariables = Exact<{
  locale: string;
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type BlogPostsQuery = { blogPosts: { totalItems: number, items: Array<{ id: string, slug: string, title: string, excerpt: string, coverImageUrl: string | null, author: string, publishedAt: string, tags: Array<string> }> } };

export type BlogPostQueryVariables = Exact<{
  locale: string;
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { body: string, id: string, slug: string, title: string, excerpt: string, coverImageUrl: string | null, author: string, publishedAt: string, tags: Array<string> } | null };

export type LegalPageQueryVariables = Exact<{
  locale: string;
  slug: string;
}>;


export type LegalPageQuery = { legalPage: { id: string, slug: string, title: string, body: string, lastUpdated: string } | null };

export type GuidebookQueryVariables = Exact<{ [key: string]: never; }>;


export type GuidebookQuery = { guidebook: { id: string, version: string, title: string, pdfUrl: string } | null };

export type ExperienceCenterCard_CenterFragment = { id: string, location: string, address1: string, address2: string | null, city: string, state: string, zipCode: string | null, country: string, latitude: number, longitude: number, is_active: boolean, upcoming: boolean, dealerSlug: string, gmapsLink: string, type: ExperienceCenterType, operatingHours: string | null };

export type ExperienceCenterQueryVariables = Exact<{ [key: string]: never; }>;


export type ExperienceCenterQuery = { experienceCenters: Array<{ id: string, location: string, address1: string, address2: string | null, city: string, state: string, zipCode: string | null, country: string, latitude: number, longitude: number, is_active: boolean, upcoming: boolean, dealerSlug: string, gmapsLink: string, type: ExperienceCenterType, operatingHours: string | null }> };

export type FinancingParametersQueryVariables = Exact<{ [key: string]: never; }>;


export type FinancingParametersQuery = { financingParameters: { tenors: Array<number>, defaultTenorMonths: number, defaultProvider: FinancingProvider, areas: Array<{ code: string, name: string, otrPrices: Array<{ productSlug: string, batteryOption: string, price: number }> }>, downPayment: { minPercent: number, maxPercent: number, stepPercent: number, defaultPercent: number, options: Array<number> }, providers: Array<{ code: FinancingProvider, name: string, rates: Array<{ tenorMonths: number, flatRateBps: number, flatRatePercent: number, adminFee: number, insuranceRateBps: number }> }>, runningCosts: { petrolPricePerLitre: number, petrolKmPerLitre: number, petrolServicePerMonth: number, electricityPricePerKwh: number, evWhPerKm: number, evServicePerMonth: number, swapSubscriptionPerMonth: number, daysPerMonth: number, defaultKmPerDay: number, maxKmPerDay: number } } };

export type InstallmentApplication_FieldsFragment = { id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null };

export type InstallmentOffersQueryVariables = Exact<{
  orderCode?: string | null | undefined;
  downPaymentPercent?: number | null | undefined;
  tenorMonths?: number | null | undefined;
  sort?: InstallmentOfferSort | null | undefined;
}>;


export type InstallmentOffersQuery = { installmentOffers:
    | { __typename: 'InstallmentOffers', orderCode: string, currencyCode: CurrencyCode, otrPrice: number, downPaymentPercent: number, tenorMonths: number, downPaymentOptions: Array<number>, tenors: Array<number>, rejectedProviders: Array<InstallmentProvider>, offers: Array<{ provider: InstallmentProvider, providerName: string, tenorMonths: number, downPaymentPercent: number, downPayment: number, flatRatePercent: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, costOfCredit: number, requirements: Array<string>, available: boolean }> }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string }
   };

export type OrderInstallment_FieldsFragment = { orderCode: string, productSlug: string | null, orderState: string, currencyCode: CurrencyCode, downPaymentPaid: boolean, actions: Array<string>, current: { id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null } | null, previous: Array<{ id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null }> };

export type OrderInstallmentQueryVariables = Exact<{
  orderCode: string;
}>;


export type OrderInstallmentQuery = { orderInstallment: { orderCode: string, productSlug: string | null, orderState: string, currencyCode: CurrencyCode, downPaymentPaid: boolean, actions: Array<string>, current: { id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null } | null, previous: Array<{ id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null }> } | null };

export type ApplyForInstallmentMutationVariables = Exact<{
  input: InstallmentApplicationInput;
  orderCode?: string | null | undefined;
}>;


export type ApplyForInstallmentMutation = { applyForInstallment:
    | { __typename: 'OrderInstallment', orderCode: string, productSlug: string | null, orderState: string, currencyCode: CurrencyCode, downPaymentPaid: boolean, actions: Array<string>, current: { id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null } | null, previous: Array<{ id: string, createdAt: string, reference: string, provider: InstallmentProvider, providerName: string, status: InstallmentStatus, downPaymentPercent: number, tenorMonths: number, flatRatePercent: number, otrPrice: number, downPayment: number, adminFee: number, insurance: number, monthlyInstalment: number, firstPayment: number, totalPayment: number, requirements: Array<string>, decidedAt: string | null, decisionReason: string | null, rejectedBy: InstallmentProvider | null, contractSignedAt: string | null }> }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
   };

type InstallmentPaymentResult_Fields_PurchaseInputError_Fragment = { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string };

type InstallmentPaymentResult_Fields_PurchaseOrderError_Fragment = { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string };

type InstallmentPaymentResult_Fields_PurchasePayment_Fragment = { __typename: 'PurchasePayment', orderCode: string, status: PurchasePaymentStatus };

export type InstallmentPaymentResult_FieldsFragment =
  | InstallmentPaymentResult_Fields_PurchaseInputError_Fragment
  | InstallmentPaymentResult_Fields_PurchaseOrderError_Fragment
  | InstallmentPaymentResult_Fields_PurchasePayment_Fragment
;

export type PayInstallmentDownPaymentMutationVariables = Exact<{
  orderCode: string;
  paymentMethodCode: string;
}>;


export type PayInstallmentDownPaymentMutation = { payInstallmentDownPayment:
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'PurchasePayment', orderCode: string, status: PurchasePaymentStatus }
   };

export type SwitchInstallmentToFullPaymentMutationVariables = Exact<{
  orderCode: string;
  paymentMethodCode: string;
}>;


export type SwitchInstallmentToFullPaymentMutation = { switchInstallmentToFullPayment:
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string }
    | { __typename: 'PurchasePayment', orderCode: string, status: PurchasePaymentStatus }
   };

export type InstallmentPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstallmentPaymentMethodsQuery = { purchasePaymentMethods: Array<{ code: string, name: string, category: PurchasePaymentCategory, bank: string | null, windowMinutes: number }> };

export type ApplicantDocumentsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicantDocumentsQuery = { customerDocuments: Array<{ id: string, type: CustomerDocumentType, hasImage: boolean }> };

export type SubmitMarketingLeadMutationVariables = Exact<{
  input: SubmitMarketingLeadInput;
}>;


export type SubmitMarketingLeadMutation = { submitMarketingLead:
    | { __typename: 'LeadRateLimitError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
    | { __typename: 'LeadReceipt', id: string, createdAt: string }
    | { __typename: 'LeadValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type SubmitContactMessageMutationVariables = Exact<{
  input: SubmitContactMessageInput;
}>;


export type SubmitContactMessageMutation = { submitContactMessage:
    | { __typename: 'LeadRateLimitError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
    | { __typename: 'LeadReceipt', id: string, createdAt: string }
    | { __typename: 'LeadValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type ContactPlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPlacesQuery = { experienceCenters: Array<{ id: string, location: string, address1: string, address2: string | null, city: string, state: string, zipCode: string | null, operatingHours: string | null, gmapsLink: string, type: ExperienceCenterType, upcoming: boolean }> };

export type EvListQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type EvListQuery = { evList: { perPage: number, totalPage: number, totalRecord: number, last: number, current: number, items: Array<{ vin: string, productName: string, previewUrl: string | null, registrationPlate: string | null, purchaseDate: string | null, arrivedDate: string | null, deliveryDate: string | null, warrantyValid: string | null, own: boolean, shareEndsAt: string | null, city: string | null, leaderboardOptIn: boolean, user: { name: string, own: boolean } }> } };

export type ShareListQueryVariables = Exact<{
  vin: string;
}>;


export type ShareListQuery = { shareList: Array<{ shareId: string, customerID: string, name: string, loanStart: string, loanEnd: string | null, status: EvShareStatus }> };

export type ShareHistoryQueryVariables = Exact<{
  vin: string;
}>;


export type ShareHistoryQuery = { shareEVHistoryList: Array<{ id: string, guestFullname: string, loanStart: string, loanEnd: string | null, revokedAt: string | null, status: EvShareStatus }> };

export type SearchBikeSharingQueryVariables = Exact<{
  phoneNumber: string;
}>;


export type SearchBikeSharingQuery = { searchCustomerBikeSharing:
    | { __typename: 'BikeSharingCustomer', customerID: string, name: string }
    | { __typename: 'MyEvError', code: string, field: string | null }
   };

export type ShareEvMutationVariables = Exact<{
  vin: string;
  uID: string | number;
  loanStart?: string | null | undefined;
  loanEnd?: string | null | undefined;
}>;


export type ShareEvMutation = { shareEv:
    | { __typename: 'MyEvError', code: string, field: string | null }
    | { __typename: 'ShareListUser', shareId: string, name: string, loanEnd: string | null }
   };

export type RevokeShareEvMutationVariables = Exact<{
  vin: string;
  uID: string | number;
}>;


export type RevokeShareEvMutation = { revokeShareEv:
    | { __typename: 'MyEvError', code: string }
    | { __typename: 'ShareListUser', shareId: string }
   };

export type TransferOwnershipListQueryVariables = Exact<{
  vin: string;
}>;


export type TransferOwnershipListQuery = { transferOwnershipList: Array<{ id: string, requesterOdooID: string, name: string, requestedAt: string, expiresAt: string }> };

export type MyTransferRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTransferRequestsQuery = { myTransferOwnershipRequests: Array<{ id: string, vin: string, productName: string | null, state: TransferOwnershipState, requestedAt: string, expiresAt: string, decidedAt: string | null }> };

export type CreateTransferOwnershipMutationVariables = Exact<{
  vin: string;
  isTransfer?: boolean | null | undefined;
}>;


export type CreateTransferOwnershipMutation = { createTransferOwnership:
    | { __typename: 'TransferOwnershipError', code: string, field: string | null }
    | { __typename: 'TransferOwnershipStatus', vin: string, productName: string, isAlreadyRequest: boolean, totalAttempts: number, maxAttempts: number, ownerData: { name: string, phoneNumber: string | null }, request: { id: string, state: TransferOwnershipState, expiresAt: string } | null }
   };

export type ApproveTransferMutationVariables = Exact<{
  vin: string;
  requester: string | number;
}>;


export type ApproveTransferMutation = { approveTransferOwnership:
    | { __typename: 'TransferOwnershipError', code: string }
    | { __typename: 'TransferRequest', id: string, state: TransferOwnershipState }
   };

export type DenyTransferMutationVariables = Exact<{
  vin: string;
  requester: string | number;
}>;


export type DenyTransferMutation = { denyTransferOwnership:
    | { __typename: 'TransferOwnershipError', code: string }
    | { __typename: 'TransferRequest', id: string, state: TransferOwnershipState }
   };

export type SetLeaderboardOptInMutationVariables = Exact<{
  vin: string;
  optIn: boolean;
}>;


export type SetLeaderboardOptInMutation = { setLeaderboardOptIn:
    | { __typename: 'LeaderboardOptIn', vin: string, optedIn: boolean }
    | { __typename: 'MyEvError', code: string, field: string | null }
   };

export type LeaderboardQueryVariables = Exact<{
  vin?: string | null | undefined;
  leaderboardType?: LeaderboardType | null | undefined;
  limit?: number | null | undefined;
}>;


export type LeaderboardQuery = { leaderboard: { leaderboardType: LeaderboardType, city: string | null, totalRiders: number, entries: Array<{ rank: number, fullname: string, totalTrip: number, efficiency: number | null, imageFile: string | null, productName: string, isActive: boolean, isRider: boolean, isMine: boolean }>, rider: { rank: number | null, fullname: string, totalTrip: number, efficiency: number | null, imageFile: string | null, productName: string, city: string | null, optedIn: boolean, own: boolean } | null } };

export type OrderSummary_FieldsFragment = { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null };

export type MyPurchaseOrdersQueryVariables = Exact<{
  skip?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type MyPurchaseOrdersQuery = { myPurchaseOrders: { totalItems: number, items: Array<{ code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }> } };

export type OrderTracking_FieldsFragment = { deliveryType: PurchaseDeliveryType | null, dealerName: string | null, progressStep: number, progressStepCount: number, statusMessage: OrderStatusMessage | null, bookingConfirmation: BookingConfirmationStatus | null, summary: { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }, timeline: Array<{ key: OrderTimelineStageKey, reachedAt: string | null }>, plate: { status: PlateStatus, step: number, estimatedAt: string | null, readyAt: string | null, collectedAt: string | null, delayReason: string | null } | null, cancellation: { reason: OrderCancellationReason, otherReason: string | null, cancelledAt: string, refund: { status: OrderRefundStatus, amount: number, createdAt: string, settledAt: string | null } | null } | null, lines: Array<{ name: string, quantity: number, linePriceWithTax: number }>, charges: Array<{ code: PurchaseChargeCode, amount: number, addsToTotal: boolean }> };

export type MyPurchaseOrderQueryVariables = Exact<{
  code: string;
}>;


export type MyPurchaseOrderQuery = { myPurchaseOrder: { deliveryType: PurchaseDeliveryType | null, dealerName: string | null, progressStep: number, progressStepCount: number, statusMessage: OrderStatusMessage | null, bookingConfirmation: BookingConfirmationStatus | null, summary: { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }, timeline: Array<{ key: OrderTimelineStageKey, reachedAt: string | null }>, plate: { status: PlateStatus, step: number, estimatedAt: string | null, readyAt: string | null, collectedAt: string | null, delayReason: string | null } | null, cancellation: { reason: OrderCancellationReason, otherReason: string | null, cancelledAt: string, refund: { status: OrderRefundStatus, amount: number, createdAt: string, settledAt: string | null } | null } | null, lines: Array<{ name: string, quantity: number, linePriceWithTax: number }>, charges: Array<{ code: PurchaseChargeCode, amount: number, addsToTotal: boolean }> } | null };

export type CancelPurchaseOrderMutationVariables = Exact<{
  code: string;
  reason: OrderCancellationReason;
  otherReason?: string | null | undefined;
}>;


export type CancelPurchaseOrderMutation = { cancelPurchaseOrder:
    | { __typename: 'OrderActionError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderTracking', deliveryType: PurchaseDeliveryType | null, dealerName: string | null, progressStep: number, progressStepCount: number, statusMessage: OrderStatusMessage | null, bookingConfirmation: BookingConfirmationStatus | null, summary: { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }, timeline: Array<{ key: OrderTimelineStageKey, reachedAt: string | null }>, plate: { status: PlateStatus, step: number, estimatedAt: string | null, readyAt: string | null, collectedAt: string | null, delayReason: string | null } | null, cancellation: { reason: OrderCancellationReason, otherReason: string | null, cancelledAt: string, refund: { status: OrderRefundStatus, amount: number, createdAt: string, settledAt: string | null } | null } | null, lines: Array<{ name: string, quantity: number, linePriceWithTax: number }>, charges: Array<{ code: PurchaseChargeCode, amount: number, addsToTotal: boolean }> }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type RespondToBookingConfirmationMutationVariables = Exact<{
  code: string;
  confirm: boolean;
}>;


export type RespondToBookingConfirmationMutation = { respondToBookingConfirmation:
    | { __typename: 'OrderActionError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderTracking', deliveryType: PurchaseDeliveryType | null, dealerName: string | null, progressStep: number, progressStepCount: number, statusMessage: OrderStatusMessage | null, bookingConfirmation: BookingConfirmationStatus | null, summary: { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }, timeline: Array<{ key: OrderTimelineStageKey, reachedAt: string | null }>, plate: { status: PlateStatus, step: number, estimatedAt: string | null, readyAt: string | null, collectedAt: string | null, delayReason: string | null } | null, cancellation: { reason: OrderCancellationReason, otherReason: string | null, cancelledAt: string, refund: { status: OrderRefundStatus, amount: number, createdAt: string, settledAt: string | null } | null } | null, lines: Array<{ name: string, quantity: number, linePriceWithTax: number }>, charges: Array<{ code: PurchaseChargeCode, amount: number, addsToTotal: boolean }> }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string }
   };

export type ConfirmOrderHandoverMutationVariables = Exact<{
  code: string;
  handoverCode: string;
}>;


export type ConfirmOrderHandoverMutation = { confirmOrderHandover:
    | { __typename: 'OrderActionError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderTracking', deliveryType: PurchaseDeliveryType | null, dealerName: string | null, progressStep: number, progressStepCount: number, statusMessage: OrderStatusMessage | null, bookingConfirmation: BookingConfirmationStatus | null, summary: { code: string, kind: CustomerOrderKind, state: string, totalWithTax: number, currencyCode: CurrencyCode, placedAt: string | null, productName: string, previewUrl: string | null, productSlug: string | null, productVariantId: string | null, paymentDeadline: string | null, actions: Array<CustomerOrderAction>, refundStatus: OrderRefundStatus | null }, timeline: Array<{ key: OrderTimelineStageKey, reachedAt: string | null }>, plate: { status: PlateStatus, step: number, estimatedAt: string | null, readyAt: string | null, collectedAt: string | null, delayReason: string | null } | null, cancellation: { reason: OrderCancellationReason, otherReason: string | null, cancelledAt: string, refund: { status: OrderRefundStatus, amount: number, createdAt: string, settledAt: string | null } | null } | null, lines: Array<{ name: string, quantity: number, linePriceWithTax: number }>, charges: Array<{ code: PurchaseChargeCode, amount: number, addsToTotal: boolean }> }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type StaffProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffProfileQuery = { staffProfile: { id: string, name: string, emailAddress: string, isPS: boolean, role: string, capabilities: Array<string>, regionId: string | null, region: string | null, dealer: { id: string, location: string, dealerSlug: string, city: string } | null, channel: { code: string, name: string } } };

export type CustomerCheckIsPsQueryVariables = Exact<{
  email: string;
}>;


export type CustomerCheckIsPsQuery = { customerCheckIsPS: { success: boolean, message: string, errorCode: string | null, role: string | null } };

export type GuestbookFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GuestbookFormOptionsQuery = { guestbookFormOptions: { priorities: Array<string>, leadSources: Array<string>, outcomes: Array<string>, products: Array<string> } };

export type GuestbookEntry_EntryFragment = { id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null };

export type GuestbookEntriesQueryVariables = Exact<{
  options?: GuestbookListInput | null | undefined;
}>;


export type GuestbookEntriesQuery = { guestbookEntries: Array<{ id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null }> };

export type GuestbookDuplicatesQueryVariables = Exact<{
  phone?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type GuestbookDuplicatesQuery = { guestbookDuplicates: Array<{ kind: string, id: string, name: string, matchedBy: string, createdAt: string }> };

export type CreateGuestbookEntryMutationVariables = Exact<{
  input: CreateGuestbookEntryInput;
}>;


export type CreateGuestbookEntryMutation = { createGuestbookEntry:
    | { __typename: 'GuestbookDuplicateError', errorCode: ErrorCode, message: string, existing: { id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null } }
    | { __typename: 'GuestbookEntry', id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null }
    | { __typename: 'GuestbookValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type UpdateGuestbookFollowUpMutationVariables = Exact<{
  id: string | number;
  input: GuestbookFollowUpInput;
}>;


export type UpdateGuestbookFollowUpMutation = { updateGuestbookFollowUp:
    | { __typename: 'GuestbookEntry', id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null }
    | { __typename: 'GuestbookNotChangeableError', errorCode: ErrorCode, message: string }
    | { __typename: 'GuestbookNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'GuestbookValidationError', errorCode: ErrorCode, message: string }
   };

export type StaffBooking_BookingFragment = { id: string, code: string, status: TestRideStatus, productSlug: string, localDate: string, localTime: string, name: string, phone: string, email: string, place: { id: string, location: string } };

export type ProfileCustomerByPsQueryVariables = Exact<{
  query?: string | null | undefined;
  customerId?: string | number | null | undefined;
}>;


export type ProfileCustomerByPsQuery = { profileCustomerByPS:
    | { __typename: 'StaffCustomerProfile', phone: string | null, email: string | null, documentsShown: boolean, customer: { id: string, name: string, emailAddress: string, phoneNumber: string | null, persona: string | null, createdAt: string } | null, bookings: Array<{ id: string, code: string, status: TestRideStatus, productSlug: string, localDate: string, localTime: string, name: string, phone: string, email: string, place: { id: string, location: string } }>, leads: Array<{ id: string, fullName: string, city: string, source: string, productSlug: string | null, createdAt: string }>, guestbook: Array<{ id: string, createdAt: string, fullName: string, phone: string, email: string, city: string, priority: string, dealerId: string, leadSource: string, leadSourceLocation: string, productSlug: string, followUpDate: string | null, status: string, outcome: string | null, outcomeNote: string | null, completedAt: string | null, customerId: string | null }>, orders: Array<{ id: string, code: string, state: string, totalWithTax: number, currencyCode: string, orderPlacedAt: string | null }>, documents: Array<{ type: string, kind: string | null, maskedNumber: string | null, hasImage: boolean }> }
    | { __typename: 'StaffLookupNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StaffLookupValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type StaffTestRidesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTestRidesQuery = { staffTestRides: Array<{ id: string, code: string, status: TestRideStatus, productSlug: string, localDate: string, localTime: string, name: string, phone: string, email: string, place: { id: string, location: string } }> };

export type JobRecordQueryVariables = Exact<{ [key: string]: never; }>;


export type JobRecordQuery = { jobRecord: Array<{ kind: string, refId: string, title: string, startedAt: string, settledAt: string | null }> };

export type CreateBookingByPsMutationVariables = Exact<{
  input: CreateTestRideBookingInput;
  customerId?: string | number | null | undefined;
  guestbookEntryId?: string | number | null | undefined;
}>;


export type CreateBookingByPsMutation = { createBookingByPS:
    | { __typename: 'GuestbookNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'StaffLookupNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, localDate: string, localTime: string, name: string, phone: string, email: string, place: { id: string, location: string } }
    | { __typename: 'TestRideLocationUndeterminedError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideOutsideServiceAreaError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type PsGuidebookQueryVariables = Exact<{ [key: string]: never; }>;


export type PsGuidebookQuery = { guidebook: { id: string, version: string, title: string, pdfUrl: string } | null };

export type PurchaseActiveOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseActiveOrderQuery = { activeOrder: { id: string, code: string, state: string, totalQuantity: number, couponCodes: Array<string>, lines: Array<{ id: string, quantity: number, productVariant: { id: string, name: string, product: { id: string, slug: string } } }> } | null };

export type PurchaseAddItemMutationVariables = Exact<{
  productVariantId: string | number;
  quantity: number;
}>;


export type PurchaseAddItemMutation = { addItemToOrder:
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, code: string }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type PurchaseRemoveLineMutationVariables = Exact<{
  orderLineId: string | number;
}>;


export type PurchaseRemoveLineMutation = { removeOrderLine:
    | { __typename: 'Order', id: string }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type PurchaseProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseProfileQuery = { profileCustomer: { id: string, name: string, emailAddress: string, phoneNumber: string | null, emailVerified: boolean }, customerDocuments: Array<{ id: string, type: CustomerDocumentType, maskedNumber: string | null, name: string | null, address: string | null, zipCode: string | null, hasImage: boolean }> };

export type SetPurchaseOwnerMutationVariables = Exact<{
  input: PurchaseOwnerInput;
}>;


export type SetPurchaseOwnerMutation = { setPurchaseOwner:
    | { __typename: 'Order', id: string }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
   };

export type PurchaseDealer_DealerFragment = { id: string, code: string, location: string, address1: string, address2: string | null, city: string, state: string, country: string, zipCode: string | null, latitude: number, longitude: number, operatingHours: string | null, distance: number | null, distanceLabel: string | null, default: boolean };

export type PurchaseDealersQueryVariables = Exact<{
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type PurchaseDealersQuery = { purchaseDealers: Array<{ id: string, code: string, location: string, address1: string, address2: string | null, city: string, state: string, country: string, zipCode: string | null, latitude: number, longitude: number, operatingHours: string | null, distance: number | null, distanceLabel: string | null, default: boolean }> };

export type CheckDeliveryAddressQueryVariables = Exact<{
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type CheckDeliveryAddressQuery = { checkDeliveryAddress: { outcome: DeliveryAddressOutcome, distanceKm: number | null, deliveryFee: number | null, nearestDealer: { id: string, code: string, location: string, address1: string, address2: string | null, city: string, state: string, country: string, zipCode: string | null, latitude: number, longitude: number, operatingHours: string | null, distance: number | null, distanceLabel: string | null, default: boolean } | null } };

export type SetPurchaseDeliveryMutationVariables = Exact<{
  input: PurchaseDeliveryInput;
}>;


export type SetPurchaseDeliveryMutation = { setPurchaseDelivery:
    | { __typename: 'DeliveryAddressRefusedError', errorCode: ErrorCode, message: string, outcome: DeliveryAddressOutcome }
    | { __typename: 'Order', id: string }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
   };

export type SetPurchaseOptionsMutationVariables = Exact<{
  input: PurchaseOptionsInput;
}>;


export type SetPurchaseOptionsMutation = { setPurchaseOptions:
    | { __typename: 'Order', id: string }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
   };

export type PurchaseApplyCouponMutationVariables = Exact<{
  couponCode: string;
}>;


export type PurchaseApplyCouponMutation = { applyCouponCode:
    | { __typename: 'CouponCodeExpiredError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeInvalidError', errorCode: ErrorCode, message: string }
    | { __typename: 'CouponCodeLimitError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, couponCodes: Array<string> }
   };

export type PurchaseRemoveCouponMutationVariables = Exact<{
  couponCode: string;
}>;


export type PurchaseRemoveCouponMutation = { removeCouponCode: { id: string, couponCodes: Array<string> } | null };

export type PurchaseQuote_QuoteFragment = { orderCode: string, productSlug: string | null, flow: string, purchaseOrderType: PurchaseOrderType, currencyCode: CurrencyCode, total: number, amountDueNow: number, remainingAmount: number, subscriptionMonthlyFee: number | null, missing: Array<string>, lines: Array<{ code: PurchaseChargeCode, label: string, amount: number, addsToTotal: boolean }>, promotions: Array<{ name: string, couponCode: string | null, amount: number }> };

export type PurchaseQuoteQueryVariables = Exact<{
  paymentMethodCode?: string | null | undefined;
}>;


export type PurchaseQuoteQuery = { purchaseQuote: { orderCode: string, productSlug: string | null, flow: string, purchaseOrderType: PurchaseOrderType, currencyCode: CurrencyCode, total: number, amountDueNow: number, remainingAmount: number, subscriptionMonthlyFee: number | null, missing: Array<string>, lines: Array<{ code: PurchaseChargeCode, label: string, amount: number, addsToTotal: boolean }>, promotions: Array<{ name: string, couponCode: string | null, amount: number }> } | null };

export type PurchasePaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchasePaymentMethodsQuery = { purchasePaymentMethods: Array<{ code: string, name: string, category: PurchasePaymentCategory, bank: string | null, fee: number, windowMinutes: number }> };

export type PurchasePayment_PaymentFragment = { orderCode: string, purpose: PurchasePaymentPurpose, orderState: string, purchaseOrderType: PurchaseOrderType, bookingNumber: string | null, paymentMethodCode: string, category: PurchasePaymentCategory, status: PurchasePaymentStatus, amount: number, currencyCode: CurrencyCode, expiresAt: string | null, secondsLeft: number, canRetry: boolean, proofStatus: PaymentProofStatus | null, reference: { vaNumber: string | null, bank: string | null, qrString: string | null, deeplinkUrl: string | null, accountNumber: string | null, accountHolder: string | null, transactionId: string | null, sandboxUrl: string | null } | null };

export type PlacePurchaseOrderMutationVariables = Exact<{
  input: PlacePurchaseOrderInput;
}>;


export type PlacePurchaseOrderMutation = { placePurchaseOrder:
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
    | { __typename: 'PurchasePayment', orderCode: string, purpose: PurchasePaymentPurpose, orderState: string, purchaseOrderType: PurchaseOrderType, bookingNumber: string | null, paymentMethodCode: string, category: PurchasePaymentCategory, status: PurchasePaymentStatus, amount: number, currencyCode: CurrencyCode, expiresAt: string | null, secondsLeft: number, canRetry: boolean, proofStatus: PaymentProofStatus | null, reference: { vaNumber: string | null, bank: string | null, qrString: string | null, deeplinkUrl: string | null, accountNumber: string | null, accountHolder: string | null, transactionId: string | null, sandboxUrl: string | null } | null }
   };

export type PurchasePaymentQueryVariables = Exact<{
  orderCode: string;
}>;


export type PurchasePaymentQuery = { purchasePayment: { orderCode: string, purpose: PurchasePaymentPurpose, orderState: string, purchaseOrderType: PurchaseOrderType, bookingNumber: string | null, paymentMethodCode: string, category: PurchasePaymentCategory, status: PurchasePaymentStatus, amount: number, currencyCode: CurrencyCode, expiresAt: string | null, secondsLeft: number, canRetry: boolean, proofStatus: PaymentProofStatus | null, reference: { vaNumber: string | null, bank: string | null, qrString: string | null, deeplinkUrl: string | null, accountNumber: string | null, accountHolder: string | null, transactionId: string | null, sandboxUrl: string | null } | null } | null };

export type RetryPurchasePaymentMutationVariables = Exact<{
  orderCode: string;
  paymentMethodCode: string;
}>;


export type RetryPurchasePaymentMutation = { retryPurchasePayment:
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
    | { __typename: 'PurchasePayment', orderCode: string, purpose: PurchasePaymentPurpose, orderState: string, purchaseOrderType: PurchaseOrderType, bookingNumber: string | null, paymentMethodCode: string, category: PurchasePaymentCategory, status: PurchasePaymentStatus, amount: number, currencyCode: CurrencyCode, expiresAt: string | null, secondsLeft: number, canRetry: boolean, proofStatus: PaymentProofStatus | null, reference: { vaNumber: string | null, bank: string | null, qrString: string | null, deeplinkUrl: string | null, accountNumber: string | null, accountHolder: string | null, transactionId: string | null, sandboxUrl: string | null } | null }
   };

export type SubmitPaymentProofMutationVariables = Exact<{
  input: PaymentProofInput;
  file: File;
}>;


export type SubmitPaymentProofMutation = { submitPaymentProof:
    | { __typename: 'PaymentProofFileError', errorCode: ErrorCode, message: string, reason: string }
    | { __typename: 'PurchaseInputError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string, missing: Array<string> }
    | { __typename: 'PurchasePayment', orderCode: string, purpose: PurchasePaymentPurpose, orderState: string, purchaseOrderType: PurchaseOrderType, bookingNumber: string | null, paymentMethodCode: string, category: PurchasePaymentCategory, status: PurchasePaymentStatus, amount: number, currencyCode: CurrencyCode, expiresAt: string | null, secondsLeft: number, canRetry: boolean, proofStatus: PaymentProofStatus | null, reference: { vaNumber: string | null, bank: string | null, qrString: string | null, deeplinkUrl: string | null, accountNumber: string | null, accountHolder: string | null, transactionId: string | null, sandboxUrl: string | null } | null }
   };

export type InsertSubscriptionMutationVariables = Exact<{
  orderCode: string;
}>;


export type InsertSubscriptionMutation = { insertSubscription:
    | { __typename: 'BatterySubscription', id: string, orderCode: string, batteryCode: string, monthlyFee: number, currencyCode: CurrencyCode, startDate: string, nextDueDate: string, status: string }
    | { __typename: 'PurchaseOrderError', errorCode: ErrorCode, message: string }
   };

export type PurchaseBatteryPackQueryVariables = Exact<{
  slug: string;
}>;


export type PurchaseBatteryPackQuery = { product: { id: string, variants: Array<{ id: string, stockLevel: string }> } | null };

export type ShopItem_VariantFragment = { id: string, name: string, sku: string, priceWithTax: number, currencyCode: CurrencyCode, stockLevel: string, createdAt: string, options: Array<{ id: string, code: string, name: string, group: { id: string, code: string } }>, product: { id: string, slug: string, name: string, createdAt: string, featuredAsset: { id: string, preview: string } | null } };

export type ShopCatalogueQueryVariables = Exact<{
  slugs: Array<string> | string;
}>;


export type ShopCatalogueQuery = { collections: { items: Array<{ id: string, slug: string, name: string, description: string, productVariants: { items: Array<{ id: string, name: string, sku: string, priceWithTax: number, currencyCode: CurrencyCode, stockLevel: string, createdAt: string, options: Array<{ id: string, code: string, name: string, group: { id: string, code: string } }>, product: { id: string, slug: string, name: string, createdAt: string, featuredAsset: { id: string, preview: string } | null } }> } }> } };

export type ShopItemQueryVariables = Exact<{
  slug: string;
}>;


export type ShopItemQuery = { product: { id: string, name: string, slug: string, description: string, featuredAsset: { id: string, preview: string } | null, assets: Array<{ id: string, preview: string, name: string }>, collections: Array<{ id: string, slug: string, name: string }>, variants: Array<{ id: string, name: string, sku: string, priceWithTax: number, currencyCode: CurrencyCode, stockLevel: string, options: Array<{ id: string, code: string, name: string, group: { id: string, code: string } }> }> } | null };

export type Cart_OrderFragment = { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> };

export type ActiveOrderQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveOrderQuery = { activeOrder: { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> } | null };

export type ActiveOrderCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveOrderCountQuery = { activeOrder: { id: string, totalQuantity: number } | null };

export type AddItemToOrderMutationVariables = Exact<{
  productVariantId: string | number;
  quantity: number;
}>;


export type AddItemToOrderMutation = { addItemToOrder:
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number, order: { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> } }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type AdjustOrderLineMutationVariables = Exact<{
  orderLineId: string | number;
  quantity: number;
}>;


export type AdjustOrderLineMutation = { adjustOrderLine:
    | { __typename: 'InsufficientStockError', errorCode: ErrorCode, message: string, quantityAvailable: number, order: { id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> } }
    | { __typename: 'NegativeQuantityError', errorCode: ErrorCode, message: string }
    | { __typename: 'Order', id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderLimitError', errorCode: ErrorCode, message: string, maxItems: number }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type RemoveOrderLineMutationVariables = Exact<{
  orderLineId: string | number;
}>;


export type RemoveOrderLineMutation = { removeOrderLine:
    | { __typename: 'Order', id: string, code: string, state: string, totalQuantity: number, subTotalWithTax: number, currencyCode: CurrencyCode, lines: Array<{ id: string, quantity: number, unitPriceWithTax: number, linePriceWithTax: number, featuredAsset: { id: string, preview: string } | null, productVariant: { id: string, name: string, sku: string, stockLevel: string, product: { id: string, slug: string, name: string, collections: Array<{ id: string, slug: string }> } } }> }
    | { __typename: 'OrderInterceptorError', errorCode: ErrorCode, message: string }
    | { __typename: 'OrderModificationError', errorCode: ErrorCode, message: string }
   };

export type TestRidePlace_PlaceFragment = { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null };

export type TestRideBooking_BookingFragment = { id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } };

export type TestRidePlacesQueryVariables = Exact<{
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}>;


export type TestRidePlacesQuery = { testRidePlaces: Array<{ id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null }> };

export type TestRideFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestRideFormOptionsQuery = { testRideFormOptions: { products: Array<string>, surveyAnswers: Array<string>, currentMotorcycles: Array<string>, maxServiceDistanceKm: number, minLeadMinutes: number, maxDaysAhead: number } };

export type TestRideSlotsQueryVariables = Exact<{
  input: TestRideSlotsInput;
}>;


export type TestRideSlotsQuery = { testRideSlots:
    | { __typename: 'TestRideLocationUndeterminedError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideOutsideServiceAreaError', errorCode: ErrorCode, message: string, distanceKm: number | null, maxDistanceKm: number }
    | { __typename: 'TestRideSlotList', date: string, locationType: TestRideLocationType, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null }, slots: Array<{ slotStart: string, label: string, capacity: number, available: number, full: boolean }> }
    | { __typename: 'TestRideValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type CreateTestRideBookingMutationVariables = Exact<{
  input: CreateTestRideBookingInput;
}>;


export type CreateTestRideBookingMutation = { createTestRideBooking:
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }
    | { __typename: 'TestRideLocationUndeterminedError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideOutsideServiceAreaError', distanceKm: number | null, maxDistanceKm: number, errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideValidationError', errorCode: ErrorCode, message: string, fieldErrors: Array<{ field: string, code: string }> }
   };

export type MyTestRidesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTestRidesQuery = { myTestRides: Array<{ id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }> };

export type RescheduleTestRideMutationVariables = Exact<{
  id: string | number;
  slotStart: string;
}>;


export type RescheduleTestRideMutation = { rescheduleTestRide:
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }
    | { __typename: 'TestRideNotChangeableError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotUnavailableError', errorCode: ErrorCode, message: string }
   };

export type CancelTestRideMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelTestRideMutation = { cancelTestRide:
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }
    | { __typename: 'TestRideNotChangeableError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotUnavailableError', errorCode: ErrorCode, message: string }
   };

export type TestRideByCodeQueryVariables = Exact<{
  code: string;
  phone: string;
}>;


export type TestRideByCodeQuery = { testRideByCode:
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }
    | { __typename: 'TestRideNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideTooManyAttemptsError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
   };

export type CancelTestRideByCodeMutationVariables = Exact<{
  code: string;
  phone: string;
}>;


export type CancelTestRideByCodeMutation = { cancelTestRideByCode:
    | { __typename: 'TestRideBooking', id: string, code: string, status: TestRideStatus, productSlug: string, locationType: TestRideLocationType, address: string | null, latitude: number | null, longitude: number | null, slotStart: string, slotEnd: string, localDate: string, localTime: string, name: string, phone: string, email: string, changeable: boolean, place: { id: string, location: string, address1: string, address2: string | null, city: string, state: string, latitude: number, longitude: number, type: string, gmapsLink: string, operatingHours: string | null, upcoming: boolean, bookable: boolean, distanceKm: number | null } }
    | { __typename: 'TestRideNotChangeableError', status: TestRideStatus, errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideNotFoundError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotFullError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideSlotUnavailableError', errorCode: ErrorCode, message: string }
    | { __typename: 'TestRideTooManyAttemptsError', retryAfterSeconds: number, errorCode: ErrorCode, message: string }
   };

export const DocumentsSection_DocumentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentsSection_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageByteSize"}},{"kind":"Field","name":{"kind":"Name","value":"imageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"imageHeight"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DocumentsSection_DocumentFragment, unknown>;
export const AccountFailure_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<AccountFailure_FieldsFragment, unknown>;
export const AccountInputError_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<AccountInputError_FieldsFragment, unknown>;
export const AccountRateLimited_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<AccountRateLimited_FieldsFragment, unknown>;
export const ProfileForm_ProfileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"selectedLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isGoogleAccount"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}}]}}]} as unknown as DocumentNode<ProfileForm_ProfileFragment, unknown>;
export const Addresses_AddressFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Addresses_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<Addresses_AddressFragment, unknown>;
export const ModelCard_ProductFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]} as unknown as DocumentNode<ModelCard_ProductFragment, unknown>;
export const FaqTopic_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqTopic_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"topicSlug"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<FaqTopic_FieldsFragment, unknown>;
export const BlogPostSummary_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<BlogPostSummary_FieldsFragment, unknown>;
export const ExperienceCenterCard_CenterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceCenterCard_center"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceCenter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"dealerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}}]}}]} as unknown as DocumentNode<ExperienceCenterCard_CenterFragment, unknown>;
export const InstallmentApplication_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentApplication_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrice"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"firstPayment"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignedAt"}}]}}]} as unknown as DocumentNode<InstallmentApplication_FieldsFragment, unknown>;
export const OrderInstallment_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderInstallment_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInstallment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPaid"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentApplication_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrice"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"firstPayment"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignedAt"}}]}}]} as unknown as DocumentNode<OrderInstallment_FieldsFragment, unknown>;
export const InstallmentPaymentResult_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentPaymentResult_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentPaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<InstallmentPaymentResult_FieldsFragment, unknown>;
export const OrderSummary_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}}]} as unknown as DocumentNode<OrderSummary_FieldsFragment, unknown>;
export const OrderTracking_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delayReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"otherReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}}]} as unknown as DocumentNode<OrderTracking_FieldsFragment, unknown>;
export const GuestbookEntry_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestbookEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"leadSourceLocation"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"followUpDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeNote"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]} as unknown as DocumentNode<GuestbookEntry_EntryFragment, unknown>;
export const StaffBooking_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<StaffBooking_BookingFragment, unknown>;
export const PurchaseDealer_DealerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseDealer_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseDealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<PurchaseDealer_DealerFragment, unknown>;
export const PurchaseQuote_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseQuote_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNow"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionMonthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<PurchaseQuote_QuoteFragment, unknown>;
export const PurchasePayment_PaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCode"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"qrString"}},{"kind":"Field","name":{"kind":"Name","value":"deeplinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"proofStatus"}}]}}]} as unknown as DocumentNode<PurchasePayment_PaymentFragment, unknown>;
export const ShopItem_VariantFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopItem_variant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}}]}}]}}]} as unknown as DocumentNode<ShopItem_VariantFragment, unknown>;
export const Cart_OrderFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Cart_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"subTotalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<Cart_OrderFragment, unknown>;
export const TestRidePlace_PlaceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<TestRidePlace_PlaceFragment, unknown>;
export const TestRideBooking_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<TestRideBooking_BookingFragment, unknown>;
export const MetaTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MetaTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metaTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"where"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"page_name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageName"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page_name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"og"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"site_name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MetaTagsQuery, MetaTagsQueryVariables>;
export const CustomerDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentsSection_document"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentsSection_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageByteSize"}},{"kind":"Field","name":{"kind":"Name","value":"imageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"imageHeight"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomerDocumentsQuery, CustomerDocumentsQueryVariables>;
export const CustomerUpdateIdentityCardNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerUpdateIdentityCardNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerIdentityCardNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerUpdateIdentityCardNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocumentList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentsSection_document"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentsSection_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageByteSize"}},{"kind":"Field","name":{"kind":"Name","value":"imageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"imageHeight"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomerUpdateIdentityCardNumberMutation, CustomerUpdateIdentityCardNumberMutationVariables>;
export const CustomerUploadDocumentImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerUploadDocumentImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocumentType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"IdentityCardKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerUploadDocumentImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DocumentsSection_document"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DocumentUploadError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DocumentsSection_document"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocument"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageByteSize"}},{"kind":"Field","name":{"kind":"Name","value":"imageWidth"}},{"kind":"Field","name":{"kind":"Name","value":"imageHeight"}},{"kind":"Field","name":{"kind":"Name","value":"imageUploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CustomerUploadDocumentImageMutation, CustomerUploadDocumentImageMutationVariables>;
export const CustomerDeleteDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerDeleteDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerDocumentType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDeleteDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CustomerDeleteDocumentMutation, CustomerDeleteDocumentMutationVariables>;
export const ProfileCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"branchLocation"}},{"kind":"Field","name":{"kind":"Name","value":"selectedLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}},{"kind":"Field","name":{"kind":"Name","value":"statusAffiliator"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"isGoogleAccount"}},{"kind":"Field","name":{"kind":"Name","value":"persona"}},{"kind":"Field","name":{"kind":"Name","value":"isPS"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"allowedCompany"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailAddress"}}]}}]}}]} as unknown as DocumentNode<ProfileCustomerQuery, ProfileCustomerQueryVariables>;
export const AuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Authenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"firebase"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"rememberMe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rememberMe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrentUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvalidCredentialsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticationError"}}]}}]}}]}}]} as unknown as DocumentNode<AuthenticateMutation, AuthenticateMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RegisterCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerRegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCustomerSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const CustomerCheckIfEmailIsNotRegisteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerCheckIfEmailIsNotRegistered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCheckIfEmailIsNotRegistered"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}}]}}]}}]} as unknown as DocumentNode<CustomerCheckIfEmailIsNotRegisteredMutation, CustomerCheckIfEmailIsNotRegisteredMutationVariables>;
export const CustomerSendEmailVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerSendEmailVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"emailAddress"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerSendEmailVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"emailAddress"},"value":{"kind":"Variable","name":{"kind":"Name","value":"emailAddress"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<CustomerSendEmailVerificationMutation, CustomerSendEmailVerificationMutationVariables>;
export const CustomerVerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CustomerVerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerVerifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"customToken"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationTokenInvalidError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replacedByNewerLink"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<CustomerVerifyEmailMutation, CustomerVerifyEmailMutationVariables>;
export const UndoEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<UndoEmailChangeMutation, UndoEmailChangeMutationVariables>;
export const IsEmailVerifiedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IsEmailVerified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isEmailVerified"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<IsEmailVerifiedMutation, IsEmailVerifiedMutationVariables>;
export const RequestToResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestToResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestToResetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<RequestToResetPasswordMutation, RequestToResetPasswordMutationVariables>;
export const ResetPasswordWithTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordWithToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPasswordWithToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetTokenInvalidError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replacedByNewerLink"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<ResetPasswordWithTokenMutation, ResetPasswordWithTokenMutationVariables>;
export const ResetOldPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetOldPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetOldPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountFailure_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountFailure_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<ResetOldPasswordMutation, ResetOldPasswordMutationVariables>;
export const SetAccountPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAccountPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountActionSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"customToken"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountInputError_fields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRateLimited_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountInputError_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRateLimited_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountRateLimitedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]} as unknown as DocumentNode<SetAccountPasswordMutation, SetAccountPasswordMutationVariables>;
export const SendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recaptchaToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"recaptchaToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recaptchaToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"sessionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"resendAfterSeconds"}}]}}]}}]} as unknown as DocumentNode<SendOtpMutation, SendOtpMutationVariables>;
export const VerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionInfo"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const AutoLoginByPhoneNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AutoLoginByPhoneNumber"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralLink"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceRegistration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationSource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoLoginByPhoneNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"sessionInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionInfo"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralLink"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"sourceRegistration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceRegistration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"customToken"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}}]}}]}}]} as unknown as DocumentNode<AutoLoginByPhoneNumberMutation, AutoLoginByPhoneNumberMutationVariables>;
export const CustomerCheckIfPhoneNumberIsNotRegisteredDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerCheckIfPhoneNumberIsNotRegistered"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCheckIfPhoneNumberIsNotRegistered"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"isRegistered"}}]}}]}}]} as unknown as DocumentNode<CustomerCheckIfPhoneNumberIsNotRegisteredQuery, CustomerCheckIfPhoneNumberIsNotRegisteredQueryVariables>;
export const RegisterCustomerWithGoogleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCustomerWithGoogle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralLink"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceRegistration"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationSource"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomerWithGoogle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"idToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralLink"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralLink"}}},{"kind":"Argument","name":{"kind":"Name","value":"referralCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"referralCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"sourceRegistration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceRegistration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}}]}}]}}]} as unknown as DocumentNode<RegisterCustomerWithGoogleMutation, RegisterCustomerWithGoogleMutationVariables>;
export const UpdateProfileCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfileCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfileCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomerUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailChanged"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"selectedLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isGoogleAccount"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}}]}}]} as unknown as DocumentNode<UpdateProfileCustomerMutation, UpdateProfileCustomerMutationVariables>;
export const DeleteProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProfilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProfilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"selectedLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isGoogleAccount"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}}]}}]} as unknown as DocumentNode<DeleteProfilePhotoMutation, DeleteProfilePhotoMutationVariables>;
export const UploadProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfilePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomerUpdated"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileForm_profile"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfilePhotoError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"maxBytes"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileForm_profile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"selectedLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"notificationChannel"}},{"kind":"Field","name":{"kind":"Name","value":"photoURL"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"gender"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isGoogleAccount"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}}]}}]} as unknown as DocumentNode<UploadProfilePhotoMutation, UploadProfilePhotoMutationVariables>;
export const DeliveryAddressCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryAddressCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deliveryAddressCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Addresses_address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Addresses_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<DeliveryAddressCustomerQuery, DeliveryAddressCustomerQueryVariables>;
export const CreateDeliveryAddressCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeliveryAddressCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeliveryAddressCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Addresses_address"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Addresses_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<CreateDeliveryAddressCustomerMutation, CreateDeliveryAddressCustomerMutationVariables>;
export const UpdateDeliveryAddressCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDeliveryAddressCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDeliveryAddressCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"Addresses_address"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Addresses_address"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"provinceId"}},{"kind":"Field","name":{"kind":"Name","value":"provinceName"}},{"kind":"Field","name":{"kind":"Name","value":"cityId"}},{"kind":"Field","name":{"kind":"Name","value":"cityName"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}}]} as unknown as DocumentNode<UpdateDeliveryAddressCustomerMutation, UpdateDeliveryAddressCustomerMutationVariables>;
export const DeleteDeliveryAddressCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDeliveryAddressCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeliveryAddressCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddressDeleted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteDeliveryAddressCustomerMutation, DeleteDeliveryAddressCustomerMutationVariables>;
export const ProfilePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePassword"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}}]}}]}}]} as unknown as DocumentNode<ProfilePasswordQuery, ProfilePasswordQueryVariables>;
export const MotorcyclesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Motorcycles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ModelCard_product"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ModelCard_product"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Product"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}}]}}]} as unknown as DocumentNode<MotorcyclesQuery, MotorcyclesQueryVariables>;
export const ProductDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"optionGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"columnSlider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mainBody"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"battery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"range"}},{"kind":"Field","name":{"kind":"Name","value":"charging"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"groupId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailQuery, ProductDetailQueryVariables>;
export const ProductAreaPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductAreaPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financingParameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"batteryOption"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductAreaPricesQuery, ProductAreaPricesQueryVariables>;
export const MotorcycleSpecsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MotorcycleSpecs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"20"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"content"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MotorcycleSpecsQuery, MotorcycleSpecsQueryVariables>;
export const FaqTopicsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqTopics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqTopic_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqTopic_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"topicSlug"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<FaqTopicsQuery, FaqTopicsQueryVariables>;
export const FaqTopicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqTopic"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FaqTopic_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FaqTopic_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FaqTopic"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"topicSlug"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<FaqTopicQuery, FaqTopicQueryVariables>;
export const BlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostSummary_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<BlogPostsQuery, BlogPostsQueryVariables>;
export const BlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostSummary_fields"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}}]}}]} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const LegalPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}}]}}]}}]} as unknown as DocumentNode<LegalPageQuery, LegalPageQueryVariables>;
export const GuidebookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Guidebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<GuidebookQuery, GuidebookQueryVariables>;
export const ExperienceCenterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExperienceCenter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experienceCenters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExperienceCenterCard_center"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExperienceCenterCard_center"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExperienceCenter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"dealerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}}]}}]} as unknown as DocumentNode<ExperienceCenterQuery, ExperienceCenterQueryVariables>;
export const FinancingParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinancingParameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financingParameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"areas"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"batteryOption"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minPercent"}},{"kind":"Field","name":{"kind":"Name","value":"maxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"stepPercent"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPercent"}},{"kind":"Field","name":{"kind":"Name","value":"options"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenors"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProvider"}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"flatRateBps"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insuranceRateBps"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"runningCosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"petrolPricePerLitre"}},{"kind":"Field","name":{"kind":"Name","value":"petrolKmPerLitre"}},{"kind":"Field","name":{"kind":"Name","value":"petrolServicePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"electricityPricePerKwh"}},{"kind":"Field","name":{"kind":"Name","value":"evWhPerKm"}},{"kind":"Field","name":{"kind":"Name","value":"evServicePerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"swapSubscriptionPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"daysPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"defaultKmPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"maxKmPerDay"}}]}}]}}]}}]} as unknown as DocumentNode<FinancingParametersQuery, FinancingParametersQueryVariables>;
export const InstallmentOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallmentOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"downPaymentPercent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenorMonths"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentOfferSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"installmentOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"downPaymentPercent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"downPaymentPercent"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenorMonths"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenorMonths"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentOffers"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrice"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentOptions"}},{"kind":"Field","name":{"kind":"Name","value":"tenors"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedProviders"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"firstPayment"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"costOfCredit"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstallmentOffersQuery, InstallmentOffersQueryVariables>;
export const OrderInstallmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderInstallment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderInstallment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderInstallment_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentApplication_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrice"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"firstPayment"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderInstallment_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInstallment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPaid"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}}]}}]} as unknown as DocumentNode<OrderInstallmentQuery, OrderInstallmentQueryVariables>;
export const ApplyForInstallmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForInstallment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForInstallment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInstallment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderInstallment_fields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentApplication_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPercent"}},{"kind":"Field","name":{"kind":"Name","value":"tenorMonths"}},{"kind":"Field","name":{"kind":"Name","value":"flatRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"otrPrice"}},{"kind":"Field","name":{"kind":"Name","value":"downPayment"}},{"kind":"Field","name":{"kind":"Name","value":"adminFee"}},{"kind":"Field","name":{"kind":"Name","value":"insurance"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyInstalment"}},{"kind":"Field","name":{"kind":"Name","value":"firstPayment"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayment"}},{"kind":"Field","name":{"kind":"Name","value":"requirements"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"contractSignedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderInstallment_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInstallment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"downPaymentPaid"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentApplication_fields"}}]}}]}}]} as unknown as DocumentNode<ApplyForInstallmentMutation, ApplyForInstallmentMutationVariables>;
export const PayInstallmentDownPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayInstallmentDownPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payInstallmentDownPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentPaymentResult_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentPaymentResult_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentPaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PayInstallmentDownPaymentMutation, PayInstallmentDownPaymentMutationVariables>;
export const SwitchInstallmentToFullPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchInstallmentToFullPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchInstallmentToFullPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InstallmentPaymentResult_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InstallmentPaymentResult_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InstallmentPaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SwitchInstallmentToFullPaymentMutation, SwitchInstallmentToFullPaymentMutationVariables>;
export const InstallmentPaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstallmentPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"windowMinutes"}}]}}]}}]} as unknown as DocumentNode<InstallmentPaymentMethodsQuery, InstallmentPaymentMethodsQueryVariables>;
export const ApplicantDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicantDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}}]}}]}}]} as unknown as DocumentNode<ApplicantDocumentsQuery, ApplicantDocumentsQueryVariables>;
export const SubmitMarketingLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitMarketingLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitMarketingLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMarketingLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadRateLimitError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitMarketingLeadMutation, SubmitMarketingLeadMutationVariables>;
export const SubmitContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadReceipt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadRateLimitError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitContactMessageMutation, SubmitContactMessageMutationVariables>;
export const ContactPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"experienceCenters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}}]}}]}}]} as unknown as DocumentNode<ContactPlacesQuery, ContactPlacesQueryVariables>;
export const EvListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EvList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"registrationPlate"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDate"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryDate"}},{"kind":"Field","name":{"kind":"Name","value":"warrantyValid"}},{"kind":"Field","name":{"kind":"Name","value":"own"}},{"kind":"Field","name":{"kind":"Name","value":"shareEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"leaderboardOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalRecord"}},{"kind":"Field","name":{"kind":"Name","value":"last"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<EvListQuery, EvListQueryVariables>;
export const ShareListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"customerID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loanStart"}},{"kind":"Field","name":{"kind":"Name","value":"loanEnd"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ShareListQuery, ShareListQueryVariables>;
export const ShareHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShareHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareEVHistoryList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"guestFullname"}},{"kind":"Field","name":{"kind":"Name","value":"loanStart"}},{"kind":"Field","name":{"kind":"Name","value":"loanEnd"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ShareHistoryQuery, ShareHistoryQueryVariables>;
export const SearchBikeSharingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchBikeSharing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCustomerBikeSharing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phoneNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phoneNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BikeSharingCustomer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEvError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SearchBikeSharingQuery, SearchBikeSharingQueryVariables>;
export const ShareEvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShareEv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"loanEnd"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareEv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"uID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uID"}}},{"kind":"Argument","name":{"kind":"Name","value":"loanStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanStart"}}},{"kind":"Argument","name":{"kind":"Name","value":"loanEnd"},"value":{"kind":"Variable","name":{"kind":"Name","value":"loanEnd"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareListUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"loanEnd"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEvError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<ShareEvMutation, ShareEvMutationVariables>;
export const RevokeShareEvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeShareEv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeShareEv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"uID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShareListUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shareId"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEvError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeShareEvMutation, RevokeShareEvMutationVariables>;
export const TransferOwnershipListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferOwnershipList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOwnershipList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requesterOdooID"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<TransferOwnershipListQuery, TransferOwnershipListQueryVariables>;
export const MyTransferRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTransferRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTransferOwnershipRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<MyTransferRequestsQuery, MyTransferRequestsQueryVariables>;
export const CreateTransferOwnershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransferOwnership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isTransfer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransferOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"isTransfer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isTransfer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferOwnershipStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isAlreadyRequest"}},{"kind":"Field","name":{"kind":"Name","value":"totalAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"maxAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferOwnershipError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<CreateTransferOwnershipMutation, CreateTransferOwnershipMutationVariables>;
export const ApproveTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requester"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveTransferOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"requester"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requester"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferOwnershipError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveTransferMutation, ApproveTransferMutationVariables>;
export const DenyTransferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DenyTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requester"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denyTransferOwnership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"requester"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requester"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferOwnershipError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DenyTransferMutation, DenyTransferMutationVariables>;
export const SetLeaderboardOptInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLeaderboardOptIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"optIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLeaderboardOptIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"optIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"optIn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardOptIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"optedIn"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyEvError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<SetLeaderboardOptInMutation, SetLeaderboardOptInMutationVariables>;
export const LeaderboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Leaderboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vin"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"leaderboardType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaderboardType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vin"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vin"}}},{"kind":"Argument","name":{"kind":"Name","value":"leaderboardType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"leaderboardType"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaderboardType"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"totalRiders"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"totalTrip"}},{"kind":"Field","name":{"kind":"Name","value":"efficiency"}},{"kind":"Field","name":{"kind":"Name","value":"imageFile"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isRider"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"totalTrip"}},{"kind":"Field","name":{"kind":"Name","value":"efficiency"}},{"kind":"Field","name":{"kind":"Name","value":"imageFile"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"optedIn"}},{"kind":"Field","name":{"kind":"Name","value":"own"}}]}}]}}]}}]} as unknown as DocumentNode<LeaderboardQuery, LeaderboardQueryVariables>;
export const MyPurchaseOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPurchaseOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPurchaseOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}}]} as unknown as DocumentNode<MyPurchaseOrdersQuery, MyPurchaseOrdersQueryVariables>;
export const MyPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delayReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"otherReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}}]}}]} as unknown as DocumentNode<MyPurchaseOrderQuery, MyPurchaseOrderQueryVariables>;
export const CancelPurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderCancellationReason"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherReason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"otherReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_fields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delayReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"otherReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}}]}}]} as unknown as DocumentNode<CancelPurchaseOrderMutation, CancelPurchaseOrderMutationVariables>;
export const RespondToBookingConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToBookingConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToBookingConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_fields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delayReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"otherReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}}]}}]} as unknown as DocumentNode<RespondToBookingConfirmationMutation, RespondToBookingConfirmationMutationVariables>;
export const ConfirmOrderHandoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmOrderHandover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handoverCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmOrderHandover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"handoverCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handoverCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderTracking_fields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"placedAt"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"productVariantId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderTracking_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTracking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary_fields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"dealerName"}},{"kind":"Field","name":{"kind":"Name","value":"progressStep"}},{"kind":"Field","name":{"kind":"Name","value":"progressStepCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusMessage"}},{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"reachedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAt"}},{"kind":"Field","name":{"kind":"Name","value":"delayReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"cancellation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"otherReason"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"refund"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}}]}}]} as unknown as DocumentNode<ConfirmOrderHandoverMutation, ConfirmOrderHandoverMutationVariables>;
export const StaffProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isPS"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"}},{"kind":"Field","name":{"kind":"Name","value":"regionId"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"dealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"dealerSlug"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<StaffProfileQuery, StaffProfileQueryVariables>;
export const CustomerCheckIsPsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerCheckIsPS"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCheckIsPS"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<CustomerCheckIsPsQuery, CustomerCheckIsPsQueryVariables>;
export const GuestbookFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestbookFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestbookFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priorities"}},{"kind":"Field","name":{"kind":"Name","value":"leadSources"}},{"kind":"Field","name":{"kind":"Name","value":"outcomes"}},{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<GuestbookFormOptionsQuery, GuestbookFormOptionsQueryVariables>;
export const GuestbookEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestbookEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookListInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestbookEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestbookEntry_entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestbookEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"leadSourceLocation"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"followUpDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeNote"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]} as unknown as DocumentNode<GuestbookEntriesQuery, GuestbookEntriesQueryVariables>;
export const GuestbookDuplicatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GuestbookDuplicates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guestbookDuplicates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"matchedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<GuestbookDuplicatesQuery, GuestbookDuplicatesQueryVariables>;
export const CreateGuestbookEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGuestbookEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGuestbookEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGuestbookEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestbookEntry_entry"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookDuplicateError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"existing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestbookEntry_entry"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestbookEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"leadSourceLocation"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"followUpDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeNote"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]} as unknown as DocumentNode<CreateGuestbookEntryMutation, CreateGuestbookEntryMutationVariables>;
export const UpdateGuestbookFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGuestbookFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGuestbookFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestbookEntry_entry"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestbookEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"leadSourceLocation"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"followUpDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeNote"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]} as unknown as DocumentNode<UpdateGuestbookFollowUpMutation, UpdateGuestbookFollowUpMutationVariables>;
export const ProfileCustomerByPsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileCustomerByPS"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileCustomerByPS"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCustomerProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"persona"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBooking_booking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guestbook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestbookEntry_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"orderPlacedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentsShown"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLookupNotFoundError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffLookupValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestbookEntry_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestbookEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"leadSource"}},{"kind":"Field","name":{"kind":"Name","value":"leadSourceLocation"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"followUpDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"outcomeNote"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"customerId"}}]}}]} as unknown as DocumentNode<ProfileCustomerByPsQuery, ProfileCustomerByPsQueryVariables>;
export const StaffTestRidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTestRides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffTestRides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBooking_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<StaffTestRidesQuery, StaffTestRidesQueryVariables>;
export const JobRecordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"refId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}}]} as unknown as DocumentNode<JobRecordQuery, JobRecordQueryVariables>;
export const CreateBookingByPsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBookingByPS"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestRideBookingInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guestbookEntryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBookingByPS"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"guestbookEntryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guestbookEntryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]} as unknown as DocumentNode<CreateBookingByPsMutation, CreateBookingByPsMutationVariables>;
export const PsGuidebookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PsGuidebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guidebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}}]}}]}}]} as unknown as DocumentNode<PsGuidebookQuery, PsGuidebookQueryVariables>;
export const PurchaseActiveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseActiveOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"couponCodes"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseActiveOrderQuery, PurchaseActiveOrderQueryVariables>;
export const PurchaseAddItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseAddItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productVariantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addItemToOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productVariantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productVariantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseAddItemMutation, PurchaseAddItemMutationVariables>;
export const PurchaseRemoveLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseRemoveLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseRemoveLineMutation, PurchaseRemoveLineMutationVariables>;
export const PurchaseProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profileCustomer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"emailAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerDocuments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasImage"}}]}}]}}]} as unknown as DocumentNode<PurchaseProfileQuery, PurchaseProfileQueryVariables>;
export const SetPurchaseOwnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPurchaseOwner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOwnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPurchaseOwner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}}]} as unknown as DocumentNode<SetPurchaseOwnerMutation, SetPurchaseOwnerMutationVariables>;
export const PurchaseDealersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseDealers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseDealers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseDealer_dealer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseDealer_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseDealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<PurchaseDealersQuery, PurchaseDealersQueryVariables>;
export const CheckDeliveryAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckDeliveryAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkDeliveryAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFee"}},{"kind":"Field","name":{"kind":"Name","value":"nearestDealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseDealer_dealer"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseDealer_dealer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseDealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"distance"}},{"kind":"Field","name":{"kind":"Name","value":"distanceLabel"}},{"kind":"Field","name":{"kind":"Name","value":"default"}}]}}]} as unknown as DocumentNode<CheckDeliveryAddressQuery, CheckDeliveryAddressQueryVariables>;
export const SetPurchaseDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPurchaseDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPurchaseDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryAddressRefusedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}}]} as unknown as DocumentNode<SetPurchaseDeliveryMutation, SetPurchaseDeliveryMutationVariables>;
export const SetPurchaseOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPurchaseOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOptionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPurchaseOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}}]} as unknown as DocumentNode<SetPurchaseOptionsMutation, SetPurchaseOptionsMutationVariables>;
export const PurchaseApplyCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseApplyCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCouponCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponCodes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseApplyCouponMutation, PurchaseApplyCouponMutationVariables>;
export const PurchaseRemoveCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PurchaseRemoveCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCouponCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"couponCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"couponCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"couponCodes"}}]}}]}}]} as unknown as DocumentNode<PurchaseRemoveCouponMutation, PurchaseRemoveCouponMutationVariables>;
export const PurchaseQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchaseQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchaseQuote_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchaseQuote_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"flow"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"addsToTotal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promotions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"couponCode"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueNow"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionMonthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<PurchaseQuoteQuery, PurchaseQuoteQueryVariables>;
export const PurchasePaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchasePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"windowMinutes"}}]}}]}}]} as unknown as DocumentNode<PurchasePaymentMethodsQuery, PurchasePaymentMethodsQueryVariables>;
export const PlacePurchaseOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlacePurchaseOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlacePurchaseOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placePurchaseOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePayment_payment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCode"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"qrString"}},{"kind":"Field","name":{"kind":"Name","value":"deeplinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"proofStatus"}}]}}]} as unknown as DocumentNode<PlacePurchaseOrderMutation, PlacePurchaseOrderMutationVariables>;
export const PurchasePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchasePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"purchasePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePayment_payment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCode"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"qrString"}},{"kind":"Field","name":{"kind":"Name","value":"deeplinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"proofStatus"}}]}}]} as unknown as DocumentNode<PurchasePaymentQuery, PurchasePaymentQueryVariables>;
export const RetryPurchasePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryPurchasePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryPurchasePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentMethodCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentMethodCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePayment_payment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCode"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"qrString"}},{"kind":"Field","name":{"kind":"Name","value":"deeplinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"proofStatus"}}]}}]} as unknown as DocumentNode<RetryPurchasePaymentMutation, RetryPurchasePaymentMutationVariables>;
export const SubmitPaymentProofDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPaymentProof"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProofInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPaymentProof"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PurchasePayment_payment"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseInputError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProofFileError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PurchasePayment_payment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchasePayment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"orderState"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseOrderType"}},{"kind":"Field","name":{"kind":"Name","value":"bookingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethodCode"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"qrString"}},{"kind":"Field","name":{"kind":"Name","value":"deeplinkUrl"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolder"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"sandboxUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"secondsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"proofStatus"}}]}}]} as unknown as DocumentNode<SubmitPaymentProofMutation, SubmitPaymentProofMutationVariables>;
export const InsertSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InsertSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"insertSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatterySubscription"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderCode"}},{"kind":"Field","name":{"kind":"Name","value":"batteryCode"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyFee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PurchaseOrderError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<InsertSubscriptionMutation, InsertSubscriptionMutationVariables>;
export const PurchaseBatteryPackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseBatteryPack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}}]}}]}}]}}]} as unknown as DocumentNode<PurchaseBatteryPackQuery, PurchaseBatteryPackQueryVariables>;
export const ShopCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slugs"}}}]}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"6"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"productVariants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"take"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShopItem_variant"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShopItem_variant"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductVariant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}}]}}]}}]} as unknown as DocumentNode<ShopCatalogueQuery, ShopCatalogueQueryVariables>;
export const ShopItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"priceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ShopItemQuery, ShopItemQueryVariables>;
export const ActiveOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Cart_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"subTotalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ActiveOrderQuery, ActiveOrderQueryVariables>;
export const ActiveOrderCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveOrderCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}}]}}]}}]} as unknown as DocumentNode<ActiveOrderCountQuery, ActiveOrderCountQueryVariables>;
export const AddItemToOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddItemToOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productVariantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addItemToOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productVariantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productVariantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsufficientStockError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLimitError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Cart_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"subTotalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AddItemToOrderMutation, AddItemToOrderMutationVariables>;
export const AdjustOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdjustOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quantity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quantity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InsufficientStockError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantityAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLimitError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxItems"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Cart_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"subTotalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdjustOrderLineMutation, AdjustOrderLineMutationVariables>;
export const RemoveOrderLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOrderLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrderLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderLineId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Cart_order"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Cart_order"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"subTotalWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"linePriceWithTax"}},{"kind":"Field","name":{"kind":"Name","value":"featuredAsset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preview"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productVariant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stockLevel"}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RemoveOrderLineMutation, RemoveOrderLineMutationVariables>;
export const TestRidePlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRidePlaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRidePlaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<TestRidePlacesQuery, TestRidePlacesQueryVariables>;
export const TestRideFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRideFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRideFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"surveyAnswers"}},{"kind":"Field","name":{"kind":"Name","value":"currentMotorcycles"}},{"kind":"Field","name":{"kind":"Name","value":"maxServiceDistanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"minLeadMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"maxDaysAhead"}}]}}]}}]} as unknown as DocumentNode<TestRideFormOptionsQuery, TestRideFormOptionsQueryVariables>;
export const TestRideSlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRideSlots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideSlotsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRideSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideSlotList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"full"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideOutsideServiceAreaError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDistanceKm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}}]} as unknown as DocumentNode<TestRideSlotsQuery, TestRideSlotsQueryVariables>;
export const CreateTestRideBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTestRideBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTestRideBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTestRideBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideOutsideServiceAreaError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"maxDistanceKm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<CreateTestRideBookingMutation, CreateTestRideBookingMutationVariables>;
export const MyTestRidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTestRides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTestRides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<MyTestRidesQuery, MyTestRidesQueryVariables>;
export const RescheduleTestRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleTestRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slotStart"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleTestRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slotStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slotStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<RescheduleTestRideMutation, RescheduleTestRideMutationVariables>;
export const CancelTestRideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTestRide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTestRide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<CancelTestRideMutation, CancelTestRideMutationVariables>;
export const TestRideByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestRideByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRideByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideTooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<TestRideByCodeQuery, TestRideByCodeQueryVariables>;
export const CancelTestRideByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTestRideByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTestRideByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRideBooking_booking"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideNotChangeableError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideTooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ErrorResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRidePlace_place"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRidePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"address1"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"gmapsLink"}},{"kind":"Field","name":{"kind":"Name","value":"operatingHours"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"}},{"kind":"Field","name":{"kind":"Name","value":"bookable"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestRideBooking_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TestRideBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productSlug"}},{"kind":"Field","name":{"kind":"Name","value":"locationType"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestRidePlace_place"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"slotStart"}},{"kind":"Field","name":{"kind":"Name","value":"slotEnd"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"localTime"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"changeable"}}]}}]} as unknown as DocumentNode<CancelTestRideByCodeMutation, CancelTestRideByCodeMutationVariables>;