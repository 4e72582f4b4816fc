import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext } from '@vendure/core';

import { readLeadsPermission } from '../constants';
import { ContactMessage } from '../entities/contact-message.entity';
import { MarketingLead } from '../entities/marketing-lead.entity';
import { LeadsService } from '../services/leads.service';

@Resolver()
export class LeadsAdminResolver {
    constructor(private leads: LeadsService) {}

    @Query()
    @Allow(readLeadsPermission.Permission)
    marketingLeads(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<MarketingLead> }) {
        return this.leads.listLeads(ctx, args.options);
    }

    @Query()
    @Allow(readLeadsPermission.Permission)
    marketingLead(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.leads.findLead(ctx, args.id);
    }

    @Query()
    @Allow(readLeadsPermission.Permission)
    contactMessages(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<ContactMessage> }) {
        return this.leads.listContactMessages(ctx, args.options);
    }

    @Query()
    @Allow(readLeadsPermission.Permission)
    contactMessage(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.leads.findContactMessage(ctx, args.id);
    }
}
