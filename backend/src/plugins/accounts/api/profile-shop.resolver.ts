import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';

import { EmailAccountService } from '../services/email-account.service';
import { ProfileCustomer, ProfileService } from '../services/profile.service';

@Resolver()
export class ProfileShopResolver {
    constructor(private profileService: ProfileService) {}

    @Query()
    profileCustomer(@Ctx() ctx: RequestContext): Promise<ProfileCustomer> {
        return this.profileService.getActiveProfile(ctx);
    }
}

@Resolver('ProfileCustomer')
export class ProfileCustomerFieldsResolver {
    constructor(private emailAccounts: EmailAccountService) {}

    @ResolveField()
    pendingEmailAddress(@Ctx() ctx: RequestContext, @Parent() profile: ProfileCustomer): Promise<string | null> {
        return this.emailAccounts.pendingEmailOf(ctx, profile.id);
    }

    @ResolveField()
    hasPassword(@Ctx() ctx: RequestContext, @Parent() profile: ProfileCustomer): Promise<boolean> {
        return this.emailAccounts.hasPassword(ctx, profile.id);
    }
}
