import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { getBrowserApolloClient } from '@/graphql/apollo-client';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { LoginForm } from '../components/login-form';
import { completeSignIn, SignInError } from '../sign-in';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

// Firebase itself is not under test: its sign-in answers what each test says.
const firebase = vi.hoisted(() => ({
  signIn: vi.fn<() => Promise<unknown>>(),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('../firebase-client', () => ({
  firebaseAuth: async () => ({
    instance: {},
    auth: { signInWithEmailAndPassword: firebase.signIn, signOut: firebase.signOut },
  }),
}));

const apiLogin = (status: number) => http.post('*/api/login', () => HttpResponse.json({ error: 'x' }, { status }));
const apiLogout = http.post('*/api/logout', () => HttpResponse.json({ success: true }));
const authenticateAnswer = (authenticate: Record<string, unknown>) =>
  shopApi.mutation('Authenticate', () => HttpResponse.json({ data: { authenticate } }));

const fill = async (label: string, value: string) =>
  userEvent.type(screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), value);

describe('e-mail sign-in', () => {
  beforeEach(() => {
    firebase.signIn.mockReset();
    firebase.signIn.mockResolvedValue({ user: { getIdToken: async () => 'id-token' } });
  });

  it('completeSignIn: 429 from /api/login means too many attempts', async () => {
    server.use(apiLogin(429), apiLogout);
    const error = await completeSignIn(getBrowserApolloClient(), 'id-token').catch((e) => e);
    expect(error).toBeInstanceOf(SignInError);
    expect(error.key).toBe('tooManyAttempts');
    expect(firebase.signOut).toHaveBeenCalled();
  });

  it('completeSignIn: the back end refusing with TOO_MANY_ATTEMPTS means too many attempts', async () => {
    server.use(
      apiLogin(200),
      apiLogout,
      authenticateAnswer({
        __typename: 'InvalidCredentialsError',
        errorCode: 'INVALID_CREDENTIALS_ERROR',
        message: 'x',
        authenticationError: 'TOO_MANY_ATTEMPTS',
      }),
    );
    const error = await completeSignIn(getBrowserApolloClient(), 'id-token').catch((e) => e);
    expect(error.key).toBe('tooManyAttempts');
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('an unverified account sees the spec message and can re-send the link (%s)', async (locale, messages) => {
    const t = messages.Login;
    let resentTo: string | null | undefined;
    server.use(
      apiLogin(200),
      apiLogout,
      authenticateAnswer({
        __typename: 'InvalidCredentialsError',
        errorCode: 'INVALID_CREDENTIALS_ERROR',
        message: 'x',
        authenticationError: 'EMAIL_NOT_VERIFIED',
      }),
      shopApi.mutation('CustomerSendEmailVerification', ({ variables }) => {
        resentTo = variables.emailAddress;
        return HttpResponse.json({
          data: { customerSendEmailVerification: { __typename: 'AccountActionSuccess', success: true } },
        });
      }),
    );
    renderWithProviders(<LoginForm />, { locale });
    await fill(t.email, 'dewi@alva.example');
    await fill(t.password, 'Motor2026ok');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.notVerified)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.resendVerification }));
    expect(await screen.findByText(t.verificationResent.replace('{email}', 'dewi@alva.example'))).toBeInTheDocument();
    expect(resentTo).toBe('dewi@alva.example');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a wrong password for an unknown address says it is not registered, with a sign-up link', async () => {
    const t = en.Login;
    firebase.signIn.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    server.use(
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', () =>
        HttpResponse.json({
          data: { customerCheckIfEmailIsNotRegistered: { success: true, message: 'x', errorCode: null } },
        }),
      ),
    );
    renderWithProviders(<LoginForm />);
    await fill(t.email, 'nobody@alva.example');
    await fill(t.password, 'Whatever1');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.notRegistered)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.createAccount })[0]).toHaveAttribute('href', '/login/register');
  });

  it('a wrong password for a registered address says the credentials are wrong; too many says so', async () => {
    const t = id.Login;
    firebase.signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/invalid-credential' }));
    server.use(
      shopApi.mutation('CustomerCheckIfEmailIsNotRegistered', () =>
        HttpResponse.json({
          data: {
            customerCheckIfEmailIsNotRegistered: { success: false, message: 'x', errorCode: 'EMAIL_ADDRESS_CONFLICT' },
          },
        }),
      ),
    );
    renderWithProviders(<LoginForm />, { locale: 'id' });
    await fill(t.email, 'dewi@alva.example');
    await fill(t.password, 'Wrong2026');
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.invalidCredentials)).toBeInTheDocument();

    firebase.signIn.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'auth/too-many-requests' }));
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.tooManyAttempts)).toBeInTheDocument();
  });
});
