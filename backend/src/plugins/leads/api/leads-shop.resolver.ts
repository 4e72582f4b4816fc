import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext, Transaction } from '@vendure/core';

import { CONTACT_TOPICS, LEAD_SOURCES } from '@alva/rules';
import { ContactMessageInput, LeadsService, MarketingLeadInput } from '../services/leads.service';

@Resolver()
export class LeadsShopResolver {
    constructor(private leads: LeadsService) {}

    @Query()
    leadFormOptions() {
        return { sources: LEAD_SOURCES, contactTopics: CONTACT_TOPICS };
    }

    @Mutation()
    @Transaction()
    submitMarketingLead(@Ctx() ctx: RequestContext, @Args() args: { input: MarketingLeadInput }) {
        return this.leads.submitMarketingLead(ctx, args.input);
    }

    @Mutation()
    @Transaction()
    submitContactMessage(@Ctx() ctx: RequestContext, @Args() args: { input: ContactMessageInput }) {
        return this.leads.submitContactMessage(ctx, args.input);
    }
}

@Resolver('SubmitLeadResult')
export class SubmitLeadResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return value.__typename;
    }
}
