import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { BikePicker } from '../components/bike-picker';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const bikes = [
  { id: '5', slug: 'alva-one', name: 'Alva One' },
  { id: '6', slug: 'alva-cervo', name: 'Alva Cervo' },
  { id: '7', slug: 'alva-n3', name: 'Alva N3' },
];

describe('BikePicker: the entry point’s choice (issue 18 point 2)', () => {
  it('keeps the model of the product page it came from, and the visitor can still change it', async () => {
    router.query = { model: 'alva-cervo' };
    const { store } = renderWithProviders(<BikePicker bikes={bikes} />);
    expect(screen.getByRole('radio', { name: 'Alva Cervo' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Alva N3' }));
    expect(screen.getByRole('radio', { name: 'Alva N3' })).toBeChecked();
    expect(store.getState().testDrive.productId).toBe('7');
  });

  it('keeps the experience centre it came from for the booking page', () => {
    router.query = { centre: '3' };
    const { store } = renderWithProviders(<BikePicker bikes={bikes} />);
    expect(store.getState().testDrive.idLocation).toBe('3');
    expect(store.getState().testDrive.locationType).toBe('DEALER');
    expect(screen.getByRole('radio', { name: 'Alva One' })).toBeChecked();
  });

  it('ignores an unknown model', () => {
    router.query = { model: 'no-such-bike' };
    renderWithProviders(<BikePicker bikes={bikes} />);
    expect(screen.getByRole('radio', { name: 'Alva One' })).toBeChecked();
  });
});
