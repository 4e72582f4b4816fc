import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { DeletionResult } from '@vendure/common/lib/generated-types';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { CustomerDocumentType, DOCUMENT_TYPES, IDENTITY_CARD_KINDS, IdentityCardKind } from '../constants';
import { CustomerDocumentService, FileUpload } from '../customer-document.service';
import { DocumentNumbersInput } from '../document-rules';

@Resolver()
export class CustomerDocumentShopResolver {
    constructor(private documents: CustomerDocumentService) {}

    @Query()
    @Allow(Permission.Authenticated)
    customerDocuments(@Ctx() ctx: RequestContext) {
        return this.documents.listOwn(ctx);
    }

    @Mutation()
    @Allow(Permission.Authenticated)
    customerUpdateIdentityCardNumber(@Ctx() ctx: RequestContext, @Args() args: { input: DocumentNumbersInput }) {
        return this.documents.updateNumbers(ctx, args.input);
    }

    @Mutation()
    @Allow(Permission.Authenticated)
    customerUploadDocumentImage(
        @Ctx() ctx: RequestContext,
        @Args() args: { type: CustomerDocumentType; file: Promise<FileUpload>; kind?: IdentityCardKind | null },
    ) {
        // The enums are checked by GraphQL already; this guards direct calls.
        if (!DOCUMENT_TYPES.includes(args.type) || (args.kind && !IDENTITY_CARD_KINDS.includes(args.kind))) {
            throw new Error('Invalid document type');
        }
        return this.documents.uploadImage(ctx, args.type, args.kind, args.file);
    }

    @Mutation()
    @Allow(Permission.Authenticated)
    async customerDeleteDocument(@Ctx() ctx: RequestContext, @Args() args: { type: CustomerDocumentType }) {
        const deleted = await this.documents.deleteOwn(ctx, args.type);
        return deleted
            ? { result: DeletionResult.DELETED }
            : { result: DeletionResult.NOT_DELETED, message: 'No such document' };
    }
}

const byTypename = (value: { __typename?: string }) => value.__typename;

@Resolver('CustomerUpdateIdentityCardNumberResult')
export class CustomerUpdateIdentityCardNumberResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}

@Resolver('CustomerUploadDocumentImageResult')
export class CustomerUploadDocumentImageResultResolver {
    @ResolveField()
    __resolveType(value: { __typename?: string }) {
        return byTypename(value);
    }
}
