import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, ID, RequestContext, Transaction } from '@vendure/core';

import { CITIES, citiesOf, PROVINCES } from '@alva/rules';
import { GENDERS, LANGUAGES, OCCUPATIONS, PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, ProfileValues } from '@alva/rules';
import { DeliveryAddressInput, DeliveryAddressService } from '../services/delivery-address.service';
import { ProfileEditingService } from '../services/profile-editing.service';
import { FileUpload, ProfilePhotoService } from '../services/profile-photo.service';

@Resolver()
export class ProfileEditingShopResolver {
    constructor(
        private profileEditing: ProfileEditingService,
        private photos: ProfilePhotoService,
        private addresses: DeliveryAddressService,
    ) {}

    @Query()
    profileFormOptions() {
        return {
            occupations: OCCUPATIONS,
            genders: GENDERS,
            languages: LANGUAGES,
            photoMaxBytes: PHOTO_MAX_BYTES,
            photoExtensions: PHOTO_EXTENSIONS,
        };
    }

    @Query()
    indonesiaProvinces() {
        return PROVINCES.map(p => ({ id: p.id, name: p.name, cities: CITIES.filter(c => c.provinceId === p.id) }));
    }

    @Query()
    indonesiaCities(@Args() args: { provinceId: string }) {
        return citiesOf(args.provinceId);
    }

    @Query()
    deliveryAddressCustomer(@Ctx() ctx: RequestContext) {
        return this.addresses.list(ctx);
    }

    @Mutation()
    @Transaction()
    updateProfileCustomer(@Ctx() ctx: RequestContext, @Args() args: { input: ProfileValues }) {
        return this.profileEditing.updateProfile(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    uploadProfilePhoto(@Ctx() ctx: RequestContext, @Args() args: { file: Promise<FileUpload> }) {
        return this.photos.upload(ctx, args.file);
    }

    @Mutation()
    @Transaction()
    deleteProfilePhoto(@Ctx() ctx: RequestContext) {
        return this.photos.delete(ctx);
    }

    @Mutation()
    @Transaction()
    createDeliveryAddressCustomer(@Ctx() ctx: RequestContext, @Args() args: { input: DeliveryAddressInput }) {
        return this.addresses.create(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    updateDeliveryAddressCustomer(@Ctx() ctx: RequestContext, @Args() args: { id: ID; input: DeliveryAddressInput }) {
        return this.addresses.update(ctx, args.id, args.input);
    }

    @Mutation()
    @Transaction()
    deleteDeliveryAddressCustomer(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.addresses.delete(ctx, args.id);
    }
}

const byTypename = (value: { __typename?: string }) => value.__typename;

@Resolver('UpdateProfileCustomerResult')
export class UpdateProfileCustomerResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('UploadProfilePhotoResult')
export class UploadProfilePhotoResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('DeliveryAddressResult')
export class DeliveryAddressResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('DeleteDeliveryAddressResult')
export class DeleteDeliveryAddressResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

export const profileEditingShopResolvers = [
    ProfileEditingShopResolver,
    UpdateProfileCustomerResultResolver,
    UploadProfilePhotoResultResolver,
    DeliveryAddressResultResolver,
    DeleteDeliveryAddressResultResolver,
];
