import { CustomFieldConfig, LanguageCode } from '@vendure/core';

const en = (value: string) => [{ languageCode: LanguageCode.en, value }];

/**
 * Delivery addresses (SPEC §3 customer document: provinceId, cityId): the Kemendagri codes of indonesia-regions.ts.
 * Hidden from the shop API's own Address type: customers read and write them through deliveryAddressCustomer and
 * the *DeliveryAddressCustomer mutations, which check them.
 */
export const addressCustomFields: CustomFieldConfig[] = [
    { name: 'provinceId', type: 'string', nullable: true, length: 8, public: false, label: en('Province id') },
    { name: 'cityId', type: 'string', nullable: true, length: 8, public: false, label: en('City id') },
];

export interface AlvaAddressCustomFields {
    provinceId?: string | null;
    cityId?: string | null;
}

declare module '@vendure/core/dist/entity/custom-entity-fields' {
    interface CustomAddressFields extends AlvaAddressCustomFields {}
}
