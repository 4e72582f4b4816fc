import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, LanguageCode, Product, ProductTranslation, RequestContext, TransactionalConnection } from '@vendure/core';

import { PRODUCT_CONTENT_FIELD } from '../constants';
import { parseContent, ProductContent } from '../product-content';

@Resolver('Product')
export class ProductContentResolver {
    constructor(private connection: TransactionalConnection) {}

    @ResolveField()
    async content(@Ctx() ctx: RequestContext, @Parent() product: Product): Promise<ProductContent | null> {
        const translations = await this.connection
            .getRepository(ctx, ProductTranslation)
            .find({ where: { base: { id: product.id } } });
        const pick = (lang: LanguageCode) =>
            parseContent(
                (translations.find(t => t.languageCode === lang)?.customFields as Record<string, string | null> | undefined)?.[
                    PRODUCT_CONTENT_FIELD
                ],
            );
        return pick(ctx.languageCode) ?? pick(LanguageCode.en);
    }
}
