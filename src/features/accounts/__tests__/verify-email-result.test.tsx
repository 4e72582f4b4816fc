import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { VerifyEmailResult } from '../components/verify-email-result';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

const verifyAnswer = (customerVerifyEmail: Record<string, unknown>) =>
  shopApi.mutation('CustomerVerifyEmail', () => HttpResponse.json({ data: { customerVerifyEmail } }));

describe('VerifyEmailResult', () => {
  it('verifies the token once and offers sign-in', async () => {
    let calls = 0;
    server.use(
      shopApi.mutation('CustomerVerifyEmail', ({ variables }) => {
        calls += 1;
        expect(variables.token).toBe('good-token-123456789012345');
        return HttpResponse.json({
          data: { customerVerifyEmail: { __typename: 'AccountActionSuccess', success: true } },
        });
      }),
    );
    router.query = { token: 'good-token-123456789012345' };
    renderWithProviders(<VerifyEmailResult />);
    expect(await screen.findByText(en.VerifyEmail.success)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.VerifyEmail.signIn })).toHaveAttribute('href', '/login/email');
    expect(calls).toBe(1);
  });

  it('says an expired link has expired and re-sends by e-mail (id)', async () => {
    let resentTo: string | undefined;
    server.use(
      verifyAnswer({
        __typename: 'VerificationTokenExpiredError',
        errorCode: 'VERIFICATION_TOKEN_EXPIRED_ERROR',
        message: 'x',
      }),
      shopApi.mutation('CustomerSendEmailVerification', ({ variables }) => {
        resentTo = variables.emailAddress ?? undefined;
        return HttpResponse.json({
          data: { customerSendEmailVerification: { __typename: 'AccountActionSuccess', success: true } },
        });
      }),
    );
    router.query = { token: 'old-token-123456789012345' };
    renderWithProviders(<VerifyEmailResult />, { locale: 'id' });
    expect(await screen.findByText(id.VerifyEmail.expired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: id.VerifyEmail.resend }));
    expect(screen.getByText(id.FormErrors.REQUIRED.replace('{field}', id.VerifyEmail.email))).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(id.VerifyEmail.email, { exact: false }), 'Dewi@Alva.example');
    await userEvent.click(screen.getByRole('button', { name: id.VerifyEmail.resend }));
    expect(await screen.findByText(id.VerifyEmail.resent)).toBeInTheDocument();
    expect(resentTo).toBe('dewi@alva.example');
  });

  it('says an invalid link is invalid, and a missing token is incomplete', async () => {
    server.use(
      verifyAnswer({
        __typename: 'VerificationTokenInvalidError',
        errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
        message: 'x',
      }),
    );
    router.query = { token: 'used-token-123456789012345' };
    const { unmount } = renderWithProviders(<VerifyEmailResult />);
    expect(await screen.findByText(en.VerifyEmail.invalid)).toBeInTheDocument();
    unmount();
    router.query = {};
    renderWithProviders(<VerifyEmailResult />);
    expect(await screen.findByText(en.VerifyEmail.missing)).toBeInTheDocument();
  });

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('says a newer link was sent when an older one is opened (%s)', async (locale, m) => {
    server.use(
      verifyAnswer({
        __typename: 'VerificationTokenInvalidError',
        errorCode: 'VERIFICATION_TOKEN_INVALID_ERROR',
        message: 'x',
        replacedByNewerLink: true,
      }),
    );
    router.query = { token: 'first-token-123456789012345' };
    renderWithProviders(<VerifyEmailResult />, { locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.VerifyEmail.replaced);
    expect(screen.queryByText(m.VerifyEmail.invalid)).not.toBeInTheDocument();
  });
});
