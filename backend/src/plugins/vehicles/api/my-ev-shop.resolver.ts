import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';

import { recordRideDataPermission } from '../constants';
import { LeaderboardArgs, LeaderboardService, RideTripInput } from '../services/leaderboard.service';
import { MyEvService } from '../services/my-ev.service';
import { OwnershipTransferService } from '../services/ownership-transfer.service';

@Resolver()
export class MyEvShopResolver {
    constructor(
        private myEv: MyEvService,
        private transfers: OwnershipTransferService,
        private leaderboards: LeaderboardService,
    ) {}

    @Query()
    @Allow(Permission.Public)
    leaderboard(@Ctx() ctx: RequestContext, @Args() args: LeaderboardArgs) {
        return this.leaderboards.leaderboard(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    setLeaderboardOptIn(@Ctx() ctx: RequestContext, @Args() args: { vin: string; optIn: boolean }) {
        return this.leaderboards.setOptIn(ctx, args.vin, args.optIn);
    }

    @Query()
    @Allow(Permission.Authenticated)
    transferOwnershipList(@Ctx() ctx: RequestContext, @Args() args: { vin: string }) {
        return this.transfers.list(ctx, args.vin);
    }

    @Query()
    @Allow(Permission.Authenticated)
    myTransferOwnershipRequests(@Ctx() ctx: RequestContext) {
        return this.transfers.myRequests(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    createTransferOwnership(@Ctx() ctx: RequestContext, @Args() args: { vin: string; isTransfer?: boolean | null }) {
        return this.transfers.create(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    approveTransferOwnership(@Ctx() ctx: RequestContext, @Args() args: { vin: string; requester: ID }) {
        return this.transfers.approve(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    denyTransferOwnership(@Ctx() ctx: RequestContext, @Args() args: { vin: string; requester: ID }) {
        return this.transfers.deny(ctx, args);
    }

    @Query()
    @Allow(Permission.Authenticated)
    evList(@Ctx() ctx: RequestContext, @Args() args: { search?: string; page?: number; limit?: number }) {
        return this.myEv.evList(ctx, args);
    }

    @Query()
    @Allow(Permission.Authenticated)
    shareList(@Ctx() ctx: RequestContext, @Args() args: { vin: string }) {
        return this.myEv.shareList(ctx, args.vin);
    }

    @Query()
    @Allow(Permission.Authenticated)
    shareEVHistoryList(@Ctx() ctx: RequestContext, @Args() args: { vin: string }) {
        return this.myEv.shareHistory(ctx, args.vin);
    }

    @Query()
    @Allow(Permission.Authenticated)
    searchCustomerBikeSharing(@Ctx() ctx: RequestContext, @Args() args: { phoneNumber: string }) {
        return this.myEv.searchCustomer(ctx, args.phoneNumber);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    shareEv(
        @Ctx() ctx: RequestContext,
        @Args() args: { vin: string; uID: ID; loanStart?: Date | null; loanEnd?: Date | null },
    ) {
        return this.myEv.share(ctx, args);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Authenticated)
    revokeShareEv(@Ctx() ctx: RequestContext, @Args() args: { vin: string; uID: ID }) {
        return this.myEv.revoke(ctx, args);
    }
}

/** The unions answer their member by __typename (set by the service). */
@Resolver('CreateTransferOwnershipResult')
export class CreateTransferOwnershipResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver('TransferDecisionResult')
export class TransferDecisionResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver('SearchBikeSharingResult')
export class SearchBikeSharingResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver('ShareEvResult')
export class ShareEvResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver('RevokeShareEvResult')
export class RevokeShareEvResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver('SetLeaderboardOptInResult')
export class SetLeaderboardOptInResultResolver {
    @ResolveField()
    __resolveType(value: { __typename: string }) {
        return value.__typename;
    }
}

@Resolver()
export class RideDataAdminResolver {
    constructor(private leaderboards: LeaderboardService) {}

    @Transaction()
    @Mutation()
    @Allow(recordRideDataPermission.Permission)
    recordRideTrips(@Ctx() ctx: RequestContext, @Args() args: { trips: RideTripInput[] }) {
        return this.leaderboards.recordTrips(ctx, args.trips);
    }
}
