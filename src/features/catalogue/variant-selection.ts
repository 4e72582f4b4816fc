export interface OptionLike {
  id: string;
  code: string;
  groupId: string;
}
export interface VariantLike {
  id: string;
  priceWithTax: number;
  options: OptionLike[];
}

/** Selected option id per option group id. */
export type Selection = Record<string, string>;

/** The lowest price among a product's variants ("from" price). */
export function lowestPrice(variants: { priceWithTax: number }[]): number | null {
  if (!variants.length) return null;
  return Math.min(...variants.map((v) => v.priceWithTax));
}

export function selectionOf(variant: VariantLike): Selection {
  return Object.fromEntries(variant.options.map((o) => [o.groupId, o.id]));
}

/** The variant whose options match the selection exactly, or undefined when the combination does not exist. */
export function findVariant<V extends VariantLike>(variants: V[], selection: Selection): V | undefined {
  return variants.find((variant) => variant.options.every((o) => selection[o.groupId] === o.id));
}

/** Whether choosing `optionId` in `groupId` (keeping the rest) leads to an existing variant. */
export function isOptionAvailable(
  variants: VariantLike[],
  selection: Selection,
  groupId: string,
  optionId: string,
): boolean {
  return Boolean(findVariant(variants, { ...selection, [groupId]: optionId }));
}

interface CodedVariant extends VariantLike {
  options: (OptionLike & { code: string })[];
}

/** The variant whose options have these codes per option group code (e.g. { color: 'black', battery: 'dual' }). */
export function findVariantByCodes<V extends CodedVariant>(
  variants: V[],
  groups: { id: string; code: string }[],
  codes: Record<string, string>,
): V | undefined {
  const groupCode = Object.fromEntries(groups.map((g) => [g.id, g.code]));
  return variants.find((variant) => variant.options.every((o) => codes[groupCode[o.groupId]] === o.code));
}
