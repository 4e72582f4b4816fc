import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { cookieNames } from '@/lib/cookies';
import { makeStore } from '@/store';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { AccountSlot, SessionGate } from '../components/signed-out-gate';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

afterEach(() => Cookies.remove(cookieNames.sessionToken));

const initialPurchaseState = makeStore().store.getState().purchase;

describe('AccountSlot and SessionGate', () => {
  it('show a plain sign-in link and clear the persisted purchase without a session (no request made)', () => {
    const { store } = renderWithProviders(
      <>
        <AccountSlot signedIn={<p>account menu</p>} />
        <SessionGate signedIn={<p>bootstrap</p>} />
      </>,
      { preloadedState: { purchase: { ...initialPurchaseState, stepActive: 3 } } },
    );
    expect(screen.getByRole('link', { name: en.Nav.login })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('account menu')).not.toBeInTheDocument();
    expect(screen.queryByText('bootstrap')).not.toBeInTheDocument();
    expect(store.getState().purchase.stepActive).toBe(1);
  });

  it('mount the signed-in parts with a session cookie and keep the purchase', () => {
    Cookies.set(cookieNames.sessionToken, 'session-1');
    const { store } = renderWithProviders(
      <>
        <AccountSlot signedIn={<p>account menu</p>} />
        <SessionGate signedIn={<p>bootstrap</p>} />
      </>,
      { preloadedState: { purchase: { ...initialPurchaseState, stepActive: 3 } } },
    );
    expect(screen.getByText('account menu')).toBeInTheDocument();
    expect(screen.getByText('bootstrap')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: en.Nav.login })).not.toBeInTheDocument();
    expect(store.getState().purchase.stepActive).toBe(3);
  });
});
