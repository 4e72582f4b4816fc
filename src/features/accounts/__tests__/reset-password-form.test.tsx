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

  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses bad new passwords with the translated code, and puts the server code on its field (%s)',
    async (locale, m) => {
      const t = m.Password;
      const e = m.FormErrors;
      const sent: unknown[] = [];
      server.use(
        shopApi.mutation('ResetPasswordWithToken', ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              resetPasswordWithToken: {
                __typename: 'AccountInputError',
                errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT',
                message: 'x',
                fieldErrors: [{ field: 'newPassword', code: 'PASSWORD_SAME_AS_OLD' }],
              },
            },
          });
        }),
      );
      router.query = { token: 'good-token-123456789012345' };
      renderWithProviders(<ResetPasswordForm />, { locale });
      const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
      const save = screen.getByRole('button', { name: t.save });
      await userEvent.click(save);
      expect(field(t.newPassword)).toHaveAccessibleDescription(e.REQUIRED.replace('{field}', t.newPassword));
      expect(field(t.retypePassword)).toHaveAccessibleDescription(e.REQUIRED.replace('{field}', t.retypePassword));
      for (const [value, code] of [
        ['short1', 'PASSWORD_TOO_SHORT'],
        ['onlyletters', 'PASSWORD_WEAK'],
        ['12345678', 'PASSWORD_WEAK'],
      ] as const) {
        await userEvent.clear(field(t.newPassword));
        await userEvent.type(field(t.newPassword), value);
        await userEvent.click(save);
        expect(field(t.newPassword)).toHaveAccessibleDescription(e[code]);
      }
      await userEvent.clear(field(t.newPassword));
      await userEvent.type(field(t.newPassword), 'Fresh2026pass');
      await userEvent.type(field(t.retypePassword), 'Fresh2026pasz');
      await userEvent.click(save);
      expect(field(t.retypePassword)).toHaveAccessibleDescription(e.PASSWORD_MISMATCH);
      expect(sent).toEqual([]);

      await userEvent.clear(field(t.retypePassword));
      await userEvent.type(field(t.retypePassword), 'Fresh2026pass');
      await userEvent.click(save);
      expect(await screen.findByText(e.PASSWORD_SAME_AS_OLD)).toBeInTheDocument();
      expect(field(t.newPassword)).toHaveAccessibleDescription(e.PASSWORD_SAME_AS_OLD);
      expect(field(t.newPassword)).toHaveFocus();
      expect(sent).toEqual([{ token: 'good-token-123456789012345', newPassword: 'Fresh2026pass' }]);
    },
  );
});
