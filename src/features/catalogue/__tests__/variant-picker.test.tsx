import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import id from '../../../../messages/id.json';
import { renderWithProviders } from '@/testing/render';
import { VariantPicker } from '../components/variant-picker';
import { findVariant, type Selection } from '../variant-selection';

const groups = [
  { id: 'g1', code: 'color', name: 'Colour', options: [{ id: 'black', code: 'black', name: 'Midnight Black' }, { id: 'grey', code: 'grey', name: 'Urban Grey' }] },
  { id: 'g3', code: 'battery', name: 'Battery', options: [{ id: 'single', code: 'single', name: 'Single battery' }, { id: 'dual', code: 'dual', name: 'Dual battery' }, { id: 'sub', code: 'subscription-rental', name: 'Sub' }] },
];
const variant = (vid: string, colour: string, battery: string) => ({
  id: vid,
  priceWithTax: 100,
  options: [
    { id: colour, code: colour, groupId: 'g1' },
    { id: battery, code: battery, groupId: 'g3' },
  ],
});
// Grey has no subscription-rental variant.
const variants = [
  variant('1', 'black', 'single'),
  variant('2', 'black', 'dual'),
  variant('3', 'black', 'sub'),
  variant('4', 'grey', 'single'),
  variant('5', 'grey', 'dual'),
];

function Harness({ onSelect }: { onSelect?: (s: Selection) => void }) {
  const [selection, setSelection] = useState<Selection>({ g1: 'black', g3: 'single' });
  return (
    <>
      <VariantPicker
        optionGroups={groups}
        variants={variants}
        selection={selection}
        onChange={(s) => {
          setSelection(s);
          onSelect?.(s);
        }}
      />
      <output>{findVariant(variants, selection)?.id ?? 'none'}</output>
    </>
  );
}

describe('VariantPicker', () => {
  it('renders one labelled radio group per option group, with translated battery names', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Battery' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Midnight Black' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Battery subscription rental' })).toBeInTheDocument();
  });

  it('changes the selection by keyboard and disables combinations that do not exist', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Battery subscription rental' }));
    expect(screen.getByRole('status')).toHaveTextContent('3');
    // Grey is unavailable with the subscription battery.
    expect(screen.getByRole('radio', { name: 'Urban Grey' })).toBeDisabled();
    screen.getByRole('radio', { name: 'Battery subscription rental' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Dual battery' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(screen.getByRole('radio', { name: 'Urban Grey' })).toBeEnabled();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Midnight Black' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Urban Grey' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('5');
  });

  it('speaks Indonesian', () => {
    renderWithProviders(<Harness />, { locale: 'id' });
    expect(screen.getByRole('group', { name: id.Product.colour })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: id.Product.batteryOptions.dual })).toBeInTheDocument();
  });
});
