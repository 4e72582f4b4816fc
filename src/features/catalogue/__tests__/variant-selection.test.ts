import { describe, expect, it } from 'vitest';
import { findVariant, isOptionAvailable, lowestPrice, selectionOf } from '../variant-selection';

const opt = (id: string, groupId: string) => ({ id, code: id, groupId });
const variants = [
  { id: 'v1', priceWithTax: 300, options: [opt('black', 'color'), opt('single', 'battery')] },
  { id: 'v2', priceWithTax: 400, options: [opt('black', 'color'), opt('dual', 'battery')] },
  { id: 'v3', priceWithTax: 350, options: [opt('white', 'color'), opt('single', 'battery')] },
];

describe('variant selection', () => {
  it('finds the variant matching every chosen option', () => {
    expect(findVariant(variants, { color: 'black', battery: 'dual' })?.id).toBe('v2');
    expect(findVariant(variants, { color: 'white', battery: 'dual' })).toBeUndefined();
  });

  it('round-trips a variant through its selection', () => {
    expect(findVariant(variants, selectionOf(variants[2]))?.id).toBe('v3');
  });

  it('marks options that lead nowhere as unavailable', () => {
    expect(isOptionAvailable(variants, { color: 'white', battery: 'single' }, 'battery', 'dual')).toBe(false);
    expect(isOptionAvailable(variants, { color: 'black', battery: 'single' }, 'battery', 'dual')).toBe(true);
  });

  it('gives the lowest price, or null without variants', () => {
    expect(lowestPrice(variants)).toBe(300);
    expect(lowestPrice([])).toBeNull();
  });
});
