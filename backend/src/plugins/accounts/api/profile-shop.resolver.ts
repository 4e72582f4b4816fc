import { Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { ProfileCustomer, ProfileService } from '../services/profile.service';

@Resolver()
export class ProfileShopResolver {
    constructor(private profileService: ProfileService) {}

    @Query()
    profileCustomer(@Ctx() ctx: RequestContext): Promise<ProfileCustomer> {
        return this.profileService.getActiveProfile(ctx);
    }
}
