import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SignInError } from '../sign-in';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const firebase = vi.hoisted(() => ({
  signInWithGoogle: vi.fn(),
  googleRedirectPending: vi.fn(() => false),
  finishGoogleRedirect: vi.fn(),
}));
vi.mock('../phone/firebase-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../phone/firebase-sign-in')>()),
  ...firebase,
}));

beforeAll(async () => {
  // Resolve the mocked module once before any render: the component imports it on mount and on click.
  await import('../phone/firebase-sign-in');
});

beforeEach(() => {
  router.push.mockClear();
  firebase.signInWithGoogle.mockReset();
  firebase.finishGoogleRedirect.mockReset();
  firebase.googleRedirectPending.mockReturnValue(false);
});

describe('GoogleSignInButton', () => {
  it('signs in through the popup and goes home', async () => {
    firebase.signInWithGoogle.mockResolvedValue('done');
    renderWithProviders(<GoogleSignInButton />);
    await userEvent.click(screen.getByRole('button', { name: en.GoogleLogin.continue }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/'), { timeout: 5000 });
    expect(firebase.signInWithGoogle).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ sourceRegistration: 'WEBSITE' }),
    );
  });

  it('says it is leaving for Google when the popup was blocked', async () => {
    firebase.signInWithGoogle.mockResolvedValue('redirecting');
    renderWithProviders(<GoogleSignInButton />);
    await userEvent.click(screen.getByRole('button', { name: en.GoogleLogin.continue }));
    expect(await screen.findByRole('button', { name: en.GoogleLogin.redirecting })).toBeDisabled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('finishes a redirect sign-in on return', async () => {
    firebase.googleRedirectPending.mockReturnValue(true);
    firebase.finishGoogleRedirect.mockResolvedValue(true);
    renderWithProviders(<GoogleSignInButton />);
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/'), { timeout: 5000 });
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('translates each failure (%s)', async (locale, m) => {
    const { GoogleRegistrationError } = await import('../phone/firebase-sign-in');
    renderWithProviders(<GoogleSignInButton />, { locale });
    const button = screen.getByRole('button', { name: m.GoogleLogin.continue });
    for (const [error, text] of [
      [new SignInError('popupClosed'), m.Login.popupClosed],
      [new SignInError('serviceError'), m.Login.serviceError],
      [new GoogleRegistrationError('EMAIL_NOT_VERIFIED'), m.Login.notVerified],
      [new GoogleRegistrationError('TOO_MANY_ATTEMPTS'), m.GoogleLogin.errors.TOO_MANY_ATTEMPTS],
      [new GoogleRegistrationError('REFERRAL_CODE_INVALID'), m.GoogleLogin.errors.REFERRAL_INVALID],
      [new GoogleRegistrationError('SOMETHING_NEW'), m.GoogleLogin.errors.SYSTEM_ERROR],
      [new Error('offline'), m.Login.networkError],
    ] as const) {
      firebase.signInWithGoogle.mockRejectedValueOnce(error);
      await userEvent.click(button);
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(router.push).not.toHaveBeenCalled();
  });
});
