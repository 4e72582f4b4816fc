import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { cookieNames } from '@/lib/cookies';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { AccountArea } from '../components/account-area';
import { AccountDrawerArea } from '../components/account-drawer-area';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const profile = {
  __typename: 'ProfileCustomer',
  id: '7',
  name: 'Rina Wijaya',
  emailAddress: 'rina@alva.example',
  phoneNumber: '+6281200000001',
  branchLocation: null,
  selectedLanguage: 'id',
  statusAffiliator: false,
  photoURL: null,
  birthDate: null,
  gender: 'FEMALE',
  emailVerified: true,
  isGoogleAccount: false,
  persona: null,
  isPS: false,
  role: null,
  allowedCompany: [],
  occupation: null,
};

describe('AccountArea', () => {
  it('offers sign-in when there is no session, without asking the back end', async () => {
    // No handler: any request would fail the test (onUnhandledRequest: 'error').
    renderWithProviders(<AccountArea />);
    expect(await screen.findByRole('link', { name: en.Nav.login })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('shows the account menu with the SPEC keys for a signed-in customer (%s)', async (locale, messages) => {
    Cookies.set(cookieNames.sessionToken, 'session-1');
    server.use(shopApi.query('ProfileCustomer', () => HttpResponse.json({ data: { profileCustomer: profile } })));
    renderWithProviders(<AccountArea />, { locale });

    const button = await screen.findByRole('button', {
      name: messages.AccountMenu.open.replace('{name}', 'Rina Wijaya'),
    });
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    const t = messages.AccountMenu;
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([t.profile, t.ev, t.bookings, t.purchase, t.support, t.settings, t.logout]);
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'the drawer says who is signed in and has every account entry, Support and Settings too (%s)',
    async (locale, m) => {
      Cookies.set(cookieNames.sessionToken, 'session-1');
      server.use(shopApi.query('ProfileCustomer', () => HttpResponse.json({ data: { profileCustomer: profile } })));
      renderWithProviders(
        <ul>
          <AccountDrawerArea />
        </ul>,
        { locale },
      );
      const t = m.AccountMenu;
      expect(await screen.findByText(t.signedInAs.replace('{name}', 'Rina Wijaya'))).toBeInTheDocument();
      expect(screen.getByText('rina@alva.example')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t.support })).toHaveAttribute('href', '/support');
      expect(screen.getByRole('link', { name: t.settings })).toHaveAttribute('href', '/profile#settings');
      expect(screen.getByRole('button', { name: t.logout })).toBeInTheDocument();
    },
  );

  it('a phone-only account is named by its formatted number', async () => {
    Cookies.set(cookieNames.sessionToken, 'session-1');
    server.use(
      shopApi.query('ProfileCustomer', () =>
        HttpResponse.json({
          data: { profileCustomer: { ...profile, name: '', emailAddress: 'u1@phone.alva.invalid' } },
        }),
      ),
    );
    renderWithProviders(<AccountArea />);
    expect(
      await screen.findByRole('button', { name: en.AccountMenu.open.replace('{name}', '+62 812-0000-0001') }),
    ).toBeInTheDocument();
  });

  it('falls back to sign-in when the session is no longer valid', async () => {
    Cookies.set(cookieNames.sessionToken, 'expired');
    server.use(
      shopApi.query('ProfileCustomer', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'You are not currently authorized to perform this action',
              path: ['profileCustomer'],
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        }),
      ),
    );
    renderWithProviders(<AccountArea />);
    expect(await screen.findByRole('link', { name: en.Nav.login })).toBeInTheDocument();
  });
});
