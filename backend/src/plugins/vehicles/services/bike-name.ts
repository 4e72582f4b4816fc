import { ProductVariantService, RequestContext } from '@vendure/core';

import { Vehicle } from '../vehicle.entity';

/** The bike's model name, as notices and lists call it ("Alva One"); "Alva" for a bike without a known variant. */
export async function bikeName(ctx: RequestContext, variants: ProductVariantService, vehicle: Vehicle) {
    if (!vehicle.productVariantId) return 'Alva';
    const variant = await variants.findOne(ctx, vehicle.productVariantId);
    const product = variant ? await variants.getProductForVariant(ctx, variant) : undefined;
    return product?.name ?? variant?.name ?? 'Alva';
}
