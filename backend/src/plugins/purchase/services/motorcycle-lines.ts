import { ID, Order, ProductVariant, RequestContext, TransactionalConnection } from '@vendure/core';

/** Motorcycles are the products with the facet value category:motorcycles (the seed's catalogue). */
export const MOTORCYCLE_FACET = { facet: 'category', value: 'motorcycles' } as const;
export const BATTERY_CODES = ['single', 'dual', 'subscription-rental'] as const;

/** Which of these variants are motorcycles. */
export async function motorcycleVariantIds(ctx: RequestContext, connection: TransactionalConnection, ids: ID[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: Array<{ id: ID }> = await connection
        .getRepository(ctx, ProductVariant)
        .createQueryBuilder('v')
        .innerJoin('v.product', 'p')
        .innerJoin('p.facetValues', 'fv')
        .innerJoin('fv.facet', 'f')
        .where('v.id IN (:...ids)', { ids })
        .andWhere('f.code = :facet', { facet: MOTORCYCLE_FACET.facet })
        .andWhere('fv.code = :value', { value: MOTORCYCLE_FACET.value })
        .select('v.id', 'id')
        .getRawMany();
    return new Set(rows.map(r => String(r.id)));
}

export interface MotorcycleConfiguration {
    variantId: string;
    batteryCode: string | null;
    colorName: string | null;
    colorAccentName: string | null;
}

/** The motorcycle of an order and what its variant's options say (colour, accent, battery); null without one. */
export async function orderMotorcycle(
    ctx: RequestContext,
    connection: TransactionalConnection,
    order: Order,
): Promise<MotorcycleConfiguration | null> {
    const variantIds = order.lines.map(l => l.productVariantId ?? l.productVariant?.id).filter(Boolean) as ID[];
    const bikes = await motorcycleVariantIds(ctx, connection, variantIds);
    const line = order.lines.find(l => bikes.has(String(l.productVariantId ?? l.productVariant?.id)));
    if (!line) return null;
    const variant = await connection.getRepository(ctx, ProductVariant).findOne({
        where: { id: line.productVariantId },
        relations: { options: { group: true, translations: true } },
    });
    const option = (groupSuffix: string) =>
        variant?.options.find(o => o.group?.code === groupSuffix || o.group?.code?.endsWith(`-${groupSuffix}`));
    const name = (o: ReturnType<typeof option>) =>
        o ? (o.translations.find(t => t.languageCode === ctx.languageCode) ?? o.translations[0])?.name ?? o.code : null;
    const battery = variant?.options.find(o => (BATTERY_CODES as readonly string[]).includes(o.code));
    return {
        variantId: String(line.productVariantId),
        batteryCode: battery?.code ?? null,
        colorName: name(option('color')),
        colorAccentName: name(option('accent')),
    };
}
