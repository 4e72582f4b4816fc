import { Injectable } from '@nestjs/common';
import { Address, CustomerService, ID, RequestContext, TransactionalConnection } from '@vendure/core';

import { cityById, provinceById } from '@alva/rules';
import { AddressValues, MAX_ADDRESSES, normalizeText, toE164, validateAddress } from '@alva/rules';
import { ProfileEditingService, profileValidationError, ProfileValidationErrorResult } from './profile-editing.service';

export interface DeliveryAddressView {
    __typename: 'DeliveryAddress';
    id: ID;
    name: string;
    phoneNumber: string | null;
    address: string;
    provinceId: string;
    provinceName: string;
    cityId: string;
    cityName: string;
    zipCode: string;
    isDefault: boolean;
}

export interface DeliveryAddressInput extends AddressValues {
    isDefault?: boolean | null;
}

const NOT_FOUND = {
    __typename: 'DeliveryAddressNotFoundError',
    errorCode: 'DELIVERY_ADDRESS_NOT_FOUND',
    message: 'The delivery address was not found.',
} as const;

type NotFound = typeof NOT_FOUND;

/**
 * Delivery addresses are Vendure `Address` rows of the customer (country ID), so checkout can use them; the
 * province and city ids live in the Address custom fields `provinceId` / `cityId`, their names in `province` /
 * `city`. Only addresses carrying both ids (made here) are delivery addresses. A customer only ever reaches their
 * own rows: another customer's id answers exactly like an unknown id.
 */
@Injectable()
export class DeliveryAddressService {
    constructor(
        private connection: TransactionalConnection,
        private customerService: CustomerService,
        private profileEditing: ProfileEditingService,
    ) {}

    async list(ctx: RequestContext): Promise<DeliveryAddressView[]> {
        const customer = await this.profileEditing.activeCustomer(ctx);
        const rows = await this.connection.getRepository(ctx, Address).find({
            where: { customer: { id: customer.id } },
            order: { createdAt: 'ASC' },
        });
        return rows
            .filter(a => a.customFields?.provinceId && a.customFields?.cityId)
            .map(toView)
            .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    }

    async create(
        ctx: RequestContext,
        input: DeliveryAddressInput,
    ): Promise<DeliveryAddressView | ProfileValidationErrorResult> {
        const customer = await this.profileEditing.activeCustomer(ctx);
        const errors = validateAddress(input);
        if (errors.length) return profileValidationError(errors);
        const existing = await this.connection.getRepository(ctx, Address).count({ where: { customer: { id: customer.id } } });
        if (existing >= MAX_ADDRESSES) return profileValidationError([{ field: 'address', code: 'LIMIT_REACHED' }]);
        const isDefault = existing === 0 || !!input.isDefault;
        const created = await this.customerService.createAddress(ctx, customer.id, {
            ...fields(input),
            countryCode: 'ID',
            defaultShippingAddress: isDefault,
            defaultBillingAddress: isDefault,
        });
        return this.viewOf(ctx, created.id);
    }

    async update(
        ctx: RequestContext,
        id: ID,
        input: DeliveryAddressInput,
    ): Promise<DeliveryAddressView | ProfileValidationErrorResult | NotFound> {
        const own = await this.ownAddress(ctx, id);
        if (!own) return NOT_FOUND;
        const errors = validateAddress(input);
        if (errors.length) return profileValidationError(errors);
        await this.customerService.updateAddress(ctx, {
            id: own.id,
            ...fields(input),
            countryCode: 'ID',
            // Unticking "default" on the default address keeps it (one address must stay the default).
            ...(input.isDefault ? { defaultShippingAddress: true, defaultBillingAddress: true } : {}),
        });
        return this.viewOf(ctx, own.id);
    }

    async delete(ctx: RequestContext, id: ID): Promise<{ __typename: 'DeliveryAddressDeleted'; id: ID } | NotFound> {
        const own = await this.ownAddress(ctx, id);
        if (!own) return NOT_FOUND;
        await this.customerService.deleteAddress(ctx, own.id);
        return { __typename: 'DeliveryAddressDeleted', id: own.id };
    }

    private async ownAddress(ctx: RequestContext, id: ID): Promise<Address | null> {
        const customer = await this.profileEditing.activeCustomer(ctx);
        if (!/^[\w-]{1,64}$/.test(String(id))) return null;
        return this.connection.getRepository(ctx, Address).findOne({
            where: { id, customer: { id: customer.id } },
        });
    }

    private async viewOf(ctx: RequestContext, id: ID): Promise<DeliveryAddressView> {
        return toView(await this.connection.getRepository(ctx, Address).findOneOrFail({ where: { id } }));
    }
}

function fields(input: DeliveryAddressInput) {
    const province = provinceById(input.provinceId as string)!;
    const city = cityById(input.cityId as string)!;
    return {
        fullName: normalizeText(input.name),
        phoneNumber: toE164(input.phoneNumber),
        streetLine1: normalizeText(input.address),
        city: city.name,
        province: province.name,
        postalCode: (input.zipCode as string).trim(),
        customFields: { provinceId: province.id, cityId: city.id },
    };
}

function toView(a: Address): DeliveryAddressView {
    return {
        __typename: 'DeliveryAddress',
        id: a.id,
        name: a.fullName ?? '',
        phoneNumber: a.phoneNumber || null,
        address: a.streetLine1,
        provinceId: a.customFields.provinceId ?? '',
        provinceName: a.province ?? '',
        cityId: a.customFields.cityId ?? '',
        cityName: a.city ?? '',
        zipCode: a.postalCode ?? '',
        isDefault: !!a.defaultShippingAddress,
    };
}
