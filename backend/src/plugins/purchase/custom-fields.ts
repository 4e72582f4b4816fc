import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * The SPEC §3 purchase state kept on the order. Every field is `readonly` (Vendure's own setOrderCustomFields
 * cannot touch them): the purchase mutations validate and set them. Fields with personal or internal data are
 * `public: false` (not in the shop API); the page reads the rest under `Order.customFields`.
 */
export const orderCustomFields: CustomFieldConfig[] = [
    {
        name: 'purchaseOrderType',
        type: 'string',
        readonly: true,
        defaultValue: 'BOOKING',
        nullable: false,
        options: [{ value: 'BOOKING' }, { value: 'FULL_PURCHASE' }],
        label: en('Order kind'),
    },
    { name: 'bookingNumber', type: 'string', readonly: true, nullable: true, label: en('Booking number') },
    {
        name: 'paymentOption',
        type: 'string',
        readonly: true,
        nullable: true,
        options: [{ value: 'FULL_PAYMENT' }, { value: 'INSTALLMENT' }],
        label: en('Payment option'),
    },
    { name: 'paymentCategory', type: 'string', readonly: true, nullable: true, label: en('Payment category') },
    { name: 'paymentMethodCode', type: 'string', readonly: true, nullable: true, label: en('Payment method') },
    { name: 'paymentDeadline', type: 'datetime', readonly: true, nullable: true, label: en('Payment deadline') },
    // Owner (SPEC §3 dataOwner) and buyer.
    { name: 'ownerName', type: 'string', readonly: true, nullable: true, label: en('Owner name') },
    {
        name: 'ownerIdentityCardNumber',
        type: 'string',
        readonly: true,
        nullable: true,
        public: false,
        label: en('Owner NIK'),
    },
    { name: 'ownerEmail', type: 'string', readonly: true, nullable: true, label: en('Owner e-mail') },
    { name: 'ownerPhoneNumber', type: 'string', readonly: true, nullable: true, label: en('Owner phone') },
    { name: 'ownerAddress', type: 'string', length: 512, readonly: true, nullable: true, label: en('Owner address') },
    { name: 'ownerProvinceId', type: 'string', readonly: true, nullable: true, label: en('Owner province id') },
    { name: 'ownerProvinceName', type: 'string', readonly: true, nullable: true, label: en('Owner province') },
    { name: 'ownerCityId', type: 'string', readonly: true, nullable: true, label: en('Owner city id') },
    { name: 'ownerCityName', type: 'string', readonly: true, nullable: true, label: en('Owner city') },
    { name: 'ownerZipCode', type: 'string', readonly: true, nullable: true, label: en('Owner zip code') },
    { name: 'ownerIsBuyer', type: 'boolean', readonly: true, nullable: true, label: en('Owner is the buyer') },
    { name: 'buyerName', type: 'string', readonly: true, nullable: true, label: en('Buyer name') },
    { name: 'buyerEmail', type: 'string', readonly: true, nullable: true, label: en('Buyer e-mail') },
    // Delivery (SPEC §3 delivery: type, dealer, home).
    {
        name: 'deliveryType',
        type: 'string',
        readonly: true,
        nullable: true,
        options: [{ value: 'DELIVER_TO_HOME' }, { value: 'PICKUP_AT_DEALER' }],
        label: en('Delivery type'),
    },
    { name: 'deliveryDealerId', type: 'string', readonly: true, nullable: true, label: en('Dealer id') },
    { name: 'deliveryLatitude', type: 'float', readonly: true, nullable: true, label: en('Delivery latitude') },
    { name: 'deliveryLongitude', type: 'float', readonly: true, nullable: true, label: en('Delivery longitude') },
    { name: 'deliveryDistanceKm', type: 'float', readonly: true, nullable: true, label: en('Distance from dealer (km)') },
    {
        name: 'deliveryOutsideJabodetabek',
        type: 'boolean',
        readonly: true,
        nullable: true,
        label: en('Outside JABODETABEK'),
    },
    // Configuration, derived from the motorcycle line's variant when the order is placed.
    { name: 'batteryCode', type: 'string', readonly: true, nullable: true, label: en('Battery option') },
    { name: 'colorName', type: 'string', readonly: true, nullable: true, label: en('Colour') },
    { name: 'colorAccentName', type: 'string', readonly: true, nullable: true, label: en('Colour accent') },
    { name: 'additionalBattery', type: 'boolean', readonly: true, nullable: true, label: en('Additional battery') },
    { name: 'referralCode', type: 'string', readonly: true, nullable: true, label: en('Referral code') },
    { name: 'termsAcceptedAt', type: 'datetime', readonly: true, nullable: true, label: en('Terms accepted at') },
    {
        name: 'purchaseIdempotencyKey',
        type: 'string',
        readonly: true,
        nullable: true,
        public: false,
        unique: true,
        label: en('Checkout key'),
    },
];

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomOrderFields {
        purchaseOrderType: 'BOOKING' | 'FULL_PURCHASE';
        bookingNumber: string | null;
        paymentOption: 'FULL_PAYMENT' | 'INSTALLMENT' | null;
        paymentCategory: string | null;
        paymentMethodCode: string | null;
        paymentDeadline: Date | null;
        ownerName: string | null;
        ownerIdentityCardNumber: string | null;
        ownerEmail: string | null;
        ownerPhoneNumber: string | null;
        ownerAddress: string | null;
        ownerProvinceId: string | null;
        ownerProvinceName: string | null;
        ownerCityId: string | null;
        ownerCityName: string | null;
        ownerZipCode: string | null;
        ownerIsBuyer: boolean | null;
        buyerName: string | null;
        buyerEmail: string | null;
        deliveryType: 'DELIVER_TO_HOME' | 'PICKUP_AT_DEALER' | null;
        deliveryDealerId: string | null;
        deliveryLatitude: number | null;
        deliveryLongitude: number | null;
        deliveryDistanceKm: number | null;
        deliveryOutsideJabodetabek: boolean | null;
        batteryCode: string | null;
        colorName: string | null;
        colorAccentName: string | null;
        additionalBattery: boolean | null;
        referralCode: string | null;
        termsAcceptedAt: Date | null;
        purchaseIdempotencyKey: string | null;
    }
}
