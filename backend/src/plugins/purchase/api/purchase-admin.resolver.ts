import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, ListQueryOptions, RequestContext, Transaction } from '@vendure/core';

import { reviewPaymentProofPermission } from '../constants';
import { PaymentProof } from '../entities/payment-proof.entity';
import { PaymentProofService } from '../services/payment-proof.service';

@Resolver()
export class PurchaseAdminResolver {
    constructor(private proofs: PaymentProofService) {}

    @Query()
    @Allow(reviewPaymentProofPermission.Permission)
    paymentProofs(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<PaymentProof> }) {
        return this.proofs.list(ctx, args.options);
    }

    @Query()
    @Allow(reviewPaymentProofPermission.Permission)
    paymentProof(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.proofs.findOne(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(reviewPaymentProofPermission.Permission)
    acceptPaymentProof(@Ctx() ctx: RequestContext, @Args() args: { id: ID }) {
        return this.proofs.accept(ctx, args.id);
    }

    @Transaction()
    @Mutation()
    @Allow(reviewPaymentProofPermission.Permission)
    rejectPaymentProof(@Ctx() ctx: RequestContext, @Args() args: { id: ID; reason: string }) {
        return this.proofs.reject(ctx, args.id, args.reason);
    }
}

@Resolver('PaymentProof')
export class PaymentProofEntityResolver {
    constructor(private proofs: PaymentProofService) {}

    @ResolveField()
    orderCode(@Parent() proof: PaymentProof) {
        return proof.order?.code ?? '';
    }

    @ResolveField()
    customerName(@Parent() proof: PaymentProof) {
        const c = proof.order?.customer;
        return c ? `${c.firstName} ${c.lastName}`.trim() : null;
    }

    @ResolveField()
    filePath(@Parent() proof: PaymentProof) {
        return `/payment-proofs/${this.proofs.encodeId(proof.id)}/file`;
    }
}
