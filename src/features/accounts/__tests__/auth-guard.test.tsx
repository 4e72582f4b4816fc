import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieNames, saveSessionToken } from '@/lib/cookies';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { AuthGuard } from '../components/auth-guard';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

afterEach(() => {
  Cookies.remove(cookieNames.sessionToken);
  router.replace.mockClear();
});

describe('AuthGuard (SPEC §4 route-guard options)', () => {
  it('render: a signed-out visitor sees the children, or the signed-out alternative when one is given', () => {
    expect(router.replace).not.toHaveBeenCalled();
    const { unmount } = renderWithProviders(<AuthGuard>page</AuthGuard>);
    expect(screen.getByText('page')).toBeInTheDocument();
    unmount();
    renderWithProviders(<AuthGuard signedOut={<button type="button">sign in</button>}>page</AuthGuard>);
    expect(screen.getByRole('button', { name: 'sign in' })).toBeInTheDocument();
    expect(screen.queryByText('page')).not.toBeInTheDocument();
  });

  it('redirect to login: a signed-out visitor goes to /login once the session is known', async () => {
    renderWithProviders(
      <AuthGuard whenSignedOut="redirectToLogin" loader={<p>loading</p>}>
        page
      </AuthGuard>,
    );
    expect(screen.queryByText('page')).not.toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login'));
  });

  it('redirect to app: a signed-in visitor goes to the home page; signed in, render shows the page', async () => {
    saveSessionToken('session-1');
    const { unmount } = renderWithProviders(<AuthGuard whenSignedIn="redirectToApp">sign-in form</AuthGuard>);
    expect(screen.queryByText('sign-in form')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    unmount();
    renderWithProviders(<AuthGuard whenSignedOut="redirectToLogin">account page</AuthGuard>);
    expect(screen.getByText('account page')).toBeInTheDocument();
  });

  it('follows sign-in and sign-out without a page load; signedOut={null} renders nothing', () => {
    renderWithProviders(
      <AuthGuard whenInitialising="returnNull" signedOut={null}>
        bootstrap
      </AuthGuard>,
    );
    expect(screen.queryByText('bootstrap')).not.toBeInTheDocument();
    act(() => saveSessionToken('session-2'));
    expect(screen.getByText('bootstrap')).toBeInTheDocument();
  });
});
