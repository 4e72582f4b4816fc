import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LeaderboardBoard, type LeaderboardData } from '../components/leaderboard-board';
import { leaderboardParams } from '../params';

const entry = (
  rank: number,
  fullname: string,
  totalTrip: number,
  extra: Partial<LeaderboardData['entries'][number]> = {},
) => ({
  rank,
  fullname,
  totalTrip,
  efficiency: 34.5,
  imageFile: null,
  productName: 'Alva One',
  isActive: true,
  isRider: false,
  isMine: false,
  ...extra,
});

const board = (over: Partial<LeaderboardData> = {}): LeaderboardData => ({
  leaderboardType: 'TOTAL_DISTANCE' as LeaderboardData['leaderboardType'],
  city: 'Jakarta',
  totalRiders: 3,
  entries: [
    entry(1, 'Agus P.', 1520.4),
    entry(2, 'Yusuf H.', 1290, { isRider: true }),
    entry(3, 'Rina W.', 980.2, { isMine: true }),
  ],
  rider: {
    rank: 2,
    fullname: 'Yusuf H.',
    totalTrip: 1290,
    efficiency: 30.1,
    imageFile: null,
    productName: 'Alva One',
    city: 'Jakarta',
    optedIn: true,
    own: false,
  },
  ...over,
});

const renderBoard = (data: LeaderboardData, vin: string | null = 'MH1ALVA0NE2025203', locale: 'en' | 'id' = 'en') =>
  renderWithProviders(
    <LeaderboardBoard board={data} vin={vin} type="TOTAL_DISTANCE" shareUrl="https://alva.example/x" />,
    {
      locale,
    },
  );

describe('LeaderboardBoard', () => {
  it('shows the rider of the page with km and rank in the city, and marks their row and the caller’s', () => {
    renderBoard(board());
    const rider = screen.getByTestId('leaderboard-rider');
    expect(rider).toHaveTextContent('1,290 km travelled');
    expect(screen.getByTestId('leaderboard-rider-rank')).toHaveTextContent('#2 in Jakarta');
    const rows = screen.getAllByTestId('leaderboard-entry');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[1]).getByText('This rider')).toBeInTheDocument();
    expect(within(rows[2]).getByText('You')).toBeInTheDocument();
    // Only the owner of the page's bike gets the share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    // The categories keep the VIN and say which one is shown.
    expect(screen.getByRole('link', { name: 'Efficiency' })).toHaveAttribute(
      'href',
      '/leaderboard?vin=MH1ALVA0NE2025203&type=EFFICIENCY',
    );
    expect(screen.getByRole('link', { name: 'Total distance' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the VIN is not on the leaderboard, and invites its owner to opt in', () => {
    const { unmount } = renderBoard(board({ rider: null }));
    expect(screen.getByText('This motorcycle is not on the leaderboard.')).toBeInTheDocument();
    unmount();
    renderBoard(
      board({ rider: { ...board().rider!, optedIn: false, own: true, rank: null } }),
      'MH1ALVA0NE2025101',
      'id',
    );
    expect(screen.getByTestId('leaderboard-own-off')).toHaveTextContent('Aktifkan di My EV');
    expect(screen.getByRole('link', { name: 'Buka My EV' })).toHaveAttribute('href', '/my-ev');
  });

  it('has an empty state in both languages', () => {
    renderBoard(board({ entries: [], totalRiders: 0, rider: null }), null, 'id');
    expect(screen.getByText('Belum ada pengendara di sini.')).toBeInTheDocument();
    expect(screen.queryByTestId('leaderboard-table')).not.toBeInTheDocument();
  });
});

describe('leaderboardParams', () => {
  it('keeps a valid VIN (upper-cased) and a known category, and drops the rest', () => {
    expect(leaderboardParams({ vin: 'mh1alva0ne2025203', type: 'EFFICIENCY' })).toEqual({
      vin: 'MH1ALVA0NE2025203',
      type: 'EFFICIENCY',
    });
    expect(leaderboardParams({ vin: 'nope', type: 'SPEED' })).toEqual({ vin: null, type: 'TOTAL_DISTANCE' });
    expect(leaderboardParams({ vin: ['MH1ALVA0NE2025203', 'x'] })).toEqual({
      vin: 'MH1ALVA0NE2025203',
      type: 'TOTAL_DISTANCE',
    });
  });
});
