import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, RequestContext } from '@vendure/core';

import { readCustomerDocumentPermission } from '../constants';
import { CustomerDocumentService } from '../customer-document.service';

@Resolver()
export class CustomerDocumentAdminResolver {
    constructor(private documents: CustomerDocumentService) {}

    @Query()
    @Allow(readCustomerDocumentPermission.Permission)
    async customerIdentityDocuments(@Ctx() ctx: RequestContext, @Args() args: { customerId: ID }) {
        const docs = await this.documents.listForStaff(ctx, args.customerId);
        return docs.map(d => ({ ...d, imagePath: d.hasImage ? `/customer-documents/${this.documents.encodeId(d.id)}/file` : null }));
    }

    @Query()
    @Allow(readCustomerDocumentPermission.Permission)
    customerDocumentAccessLog(
        @Ctx() ctx: RequestContext,
        @Args() args: { customerId: ID; take?: number | null; skip?: number | null },
    ) {
        return this.documents.accessLog(ctx, args.customerId, args.take ?? 50, args.skip ?? 0);
    }
}
