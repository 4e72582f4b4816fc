import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { testRideBooking } from '@/features/test-ride/__tests__/fixtures';
import { initialTestDriveState } from '@/features/test-ride/test-ride-slice';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { TestRideSuccessView } from '../test-ride-success-view';

const router = mockNextRouter({ pathname: '/test-ride/success', asPath: '/test-ride/success' });
vi.mock('next/router', () => ({ useRouter: () => router }));

const booking = { ...testRideBooking(), productName: 'Alva Cervo' };

describe('TestRideSuccessView', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'with no booking kept (%s), says so and links to booking and to the look-up',
    async (locale, messages) => {
      renderWithProviders(<TestRideSuccessView meta={null} />, { locale });
      expect(await screen.findByRole('heading', { name: messages.TestRide.successEmptyTitle })).toBeInTheDocument();
      expect(screen.getByText(messages.TestRide.successEmpty)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: messages.TestRide.bookAnother })).toHaveAttribute(
        'href',
        '/test-ride/select-bike',
      );
      expect(screen.getByRole('link', { name: messages.TestRideFind.alreadyBooked })).toHaveAttribute(
        'href',
        '/test-ride/find',
      );
      expect(screen.queryByRole('heading', { name: messages.TestRide.successTitle })).not.toBeInTheDocument();
    },
  );

  it('with the booking just made, shows its code and not the empty panel', async () => {
    renderWithProviders(<TestRideSuccessView meta={null} />, {
      preloadedState: { testDrive: { ...initialTestDriveState, successData: booking } },
    });
    // The booking part's code loads first (a chunk in the browser).
    expect(
      await screen.findByRole('heading', { name: en.TestRide.successTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('success-code')).toHaveTextContent('TR-7KQ2MX');
    expect(screen.queryByRole('heading', { name: en.TestRide.successEmptyTitle })).not.toBeInTheDocument();
  });
});
