import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { cookieNames } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { PurchaseView } from '../purchase-view';

const router = mockNextRouter({ pathname: '/purchase', asPath: '/purchase' });
vi.mock('next/router', () => ({ useRouter: () => router }));

/** Counts the flow's first question to the server: what the active order holds. */
function countActiveOrderQueries() {
  const asked = { count: 0 };
  server.use(
    shopApi.query('PurchaseActiveOrder', () => {
      asked.count += 1;
      return HttpResponse.json({ data: { activeOrder: null } });
    }),
  );
  return asked;
}

afterEach(() => Cookies.remove(cookieNames.sessionToken));

describe('PurchaseView', () => {
  it('shows a visitor with no session and no motorcycle where to start, without loading the flow', async () => {
    const asked = countActiveOrderQueries();
    renderWithProviders(<PurchaseView meta={null} />);
    expect(await screen.findByRole('heading', { name: en.Purchase.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.Purchase.chooseBike })).toHaveAttribute('href', '/product');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(asked.count).toBe(0);
  });

  it('with a session (a cart may exist) loads the flow, which asks the server for the active order', async () => {
    Cookies.set(cookieNames.sessionToken, 'guest-token');
    const asked = countActiveOrderQueries();
    renderWithProviders(<PurchaseView meta={null} />);
    // The flow's code loads first (a chunk in the browser).
    expect(
      await screen.findByRole('heading', { name: en.Purchase.emptyTitle }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked.count).toBe(1);
  });
});
