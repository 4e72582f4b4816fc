import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { mockNextRouter } from '@/testing/next-router';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordForm } from '../components/reset-password-form';

const router = mockNextRouter();
vi.mock('next/router', () => ({ useRouter: () => router }));

describe('ResetPasswordForm', () => {
  it.each([
    ['en', 'replaced', en, true, en.Password.tokenReplaced],
    ['id', 'replaced', id, true, id.Password.tokenReplaced],
    ['en', 'used', en, false, en.Password.tokenInvalid],
  ] as const)('a link that no longer works says why (%s, %s)', async (locale, _case, m, replaced, text) => {
    server.use(
      shopApi.mutation('ResetPasswordWithToken', () =>
        HttpResponse.json({
          data: {
            resetPasswordWithToken: {
              __typename: 'PasswordResetTokenInvalidError',
              errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR',
              message: 'x',
              replacedByNewerLink: replaced,
            },
          },
        }),
      ),
    );
    router.query = { token: 'first-token-123456789012345' };
    renderWithProviders(<ResetPasswordForm />, { locale });
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    await userEvent.type(field(m.Password.newPassword), 'Fresh2026pass');
    await userEvent.type(field(m.Password.retypePassword), 'Fresh2026pass');
    await userEvent.click(screen.getByRole('button', { name: m.Password.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: m.Password.requestNew })).toBeInTheDocument();
  });
});
