import { OPTION_GROUPS } from '@/features/catalogue/constants';
import type { BikeConfiguration } from '@/features/purchase/purchase-slice';
import type { ProductDetailQuery } from '@/graphql/generated/graphql';

type Product = NonNullable<ProductDetailQuery['product']>;
type Variant = Product['variants'][number];

function choiceOf(option: { id: string; name: string } | undefined, variantId: string, preview: string | undefined) {
  return {
    attributeId: option?.id ?? null,
    variantId,
    name: option?.name ?? '',
    img: preview ?? '',
    images: preview ? [preview] : [],
  };
}

/** Whether a spare battery can be added: it goes with an owned battery; the rental subscription includes swaps. */
export function canAddBatteryTo(product: Product, variant: Variant | undefined): boolean {
  const group = product.optionGroups.find((g) => g.code === OPTION_GROUPS.battery);
  const battery = variant?.options.find((o) => o.groupId === group?.id);
  return battery !== undefined && battery.code !== 'subscription-rental';
}

/**
 * The purchase state's bike (SPEC §3) for one variant: the product page's "Buy" and the orders' "buy again" start
 * a purchase the same way. The price shown is the area's on-the-road price when one is chosen, else the variant's;
 * the server prices the order itself. Null when the variant cannot be bought (out of stock).
 */
export function bikeConfiguration(
  product: Product,
  variant: Variant,
  {
    price,
    areaCode = '',
    additionalBattery = false,
  }: { price?: number; areaCode?: string; additionalBattery?: boolean } = {},
): BikeConfiguration | null {
  if (variant.stockLevel === 'OUT_OF_STOCK') return null;
  const optionOf = (code: string) => {
    const group = product.optionGroups.find((g) => g.code === code);
    return variant.options.find((o) => o.groupId === group?.id);
  };
  const battery = optionOf(OPTION_GROUPS.battery);
  const preview = variant.featuredAsset?.preview;
  return {
    productId: product.id,
    variantId: variant.id,
    color: choiceOf(optionOf(OPTION_GROUPS.color), variant.id, preview),
    colorAccent: choiceOf(optionOf(OPTION_GROUPS.accent), variant.id, preview),
    battery: { code: battery?.code ?? '', name: battery?.name ?? '', category: product.slug },
    productPrice: { minPrice: price ?? variant.priceWithTax, otrArea: areaCode },
    additionalBattery: canAddBatteryTo(product, variant) && additionalBattery,
  };
}
