import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NativeTabs, tabPanelProps } from '../native-tabs';

const TABS = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]['key']>('one');
  return (
    <>
      <NativeTabs label="Menu" idPrefix="t" tabs={TABS} value={value} onChange={setValue} />
      <div {...tabPanelProps('t', value)}>Panel {value}</div>
    </>
  );
}

describe('NativeTabs', () => {
  it('follows the ARIA tabs pattern: names, selection, panel link, roving tabindex', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Menu' })).toBeInTheDocument();
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one).toHaveAttribute('aria-selected', 'true');
    expect(one).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '-1');
    expect(one).toHaveAttribute('aria-controls', 't-panel-one');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('Panel one');
  });

  it('moves and selects with the arrow keys, Home and End (wrapping), and selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(two).toHaveFocus();
    expect(two).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel: only the selected tab is in the tab order.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
  });
});
