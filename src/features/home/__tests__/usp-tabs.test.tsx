import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { initialHomeUiState } from '@/features/home/home-ui-slice';
import { renderWithProviders } from '@/testing/render';
import { UspTabs } from '../components/usp-tabs';

describe('UspTabs', () => {
  it('is a tablist with the first tab active by default (home UI state default 1)', () => {
    const { store } = renderWithProviders(<UspTabs />);
    expect(screen.getByRole('tablist', { name: en.HomePage.uspTabsLabel })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(en.HomePage.usp['1'].tab);
    expect(screen.getByRole('heading', { name: en.HomePage.usp['1'].title })).toBeVisible();
    expect(store.getState().homeUi.uspActiveTab).toBe(1);
  });

  it('moves with the arrow keys, Home and End, wrapping around, and stores the active tab', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<UspTabs />);
    await user.tab();
    expect(screen.getAllByRole('tab')[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Lower running costs/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Lower running costs/ })).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().homeUi.uspActiveTab).toBe(2);
    expect(screen.getByRole('heading', { name: en.HomePage.usp['2'].title })).toBeVisible();
    await user.keyboard('{End}');
    expect(store.getState().homeUi.uspActiveTab).toBe(4);
    await user.keyboard('{ArrowRight}');
    expect(store.getState().homeUi.uspActiveTab).toBe(1);
    await user.keyboard('{ArrowLeft}');
    expect(store.getState().homeUi.uspActiveTab).toBe(4);
    await user.keyboard('{Home}');
    expect(store.getState().homeUi.uspActiveTab).toBe(1);
    // Tab leaves the tablist for the active panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('selects by click and starts from preloaded state, in Indonesian', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UspTabs />, { locale: 'id', preloadedState: { homeUi: { ...initialHomeUiState, uspActiveTab: 3 } } });
    expect(screen.getByRole('tab', { name: new RegExp(id.HomePage.usp['3'].tab) })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: new RegExp(id.HomePage.usp['4'].tab) }));
    expect(screen.getByRole('heading', { name: id.HomePage.usp['4'].title })).toBeVisible();
    expect(screen.queryByRole('heading', { name: id.HomePage.usp['3'].title })).not.toBeInTheDocument();
  });
});
