import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import id from '../../../../messages/id.json';
import { server, shopApi } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from '../components/forgot-password-form';

describe('ForgotPasswordForm', () => {
  it.each([
    ['en', en],
    ['id', id],
  ] as const)(
    'refuses bad addresses with the translated code, sends a good one, shows a server code on the field (%s)',
    async (locale, m) => {
      const t = m.Password;
      const e = m.FormErrors;
      const sent: unknown[] = [];
      server.use(
        shopApi.mutation('RequestToResetPassword', ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              requestToResetPassword: {
                __typename: 'AccountInputError',
                errorCode: 'EMAIL_ACCOUNT_INVALID_INPUT',
                message: 'x',
                fieldErrors: [{ field: 'emailAddress', code: 'TOO_LONG' }],
              },
            },
          });
        }),
      );
      renderWithProviders(<ForgotPasswordForm />, { locale });
      const email = screen.getByLabelText(new RegExp(`^${t.email}`), { selector: 'input' });
      const send = screen.getByRole('button', { name: t.sendLink });
      await userEvent.click(send);
      expect(email).toHaveAccessibleDescription(e.REQUIRED.replace('{field}', t.email));
      for (const value of ['budi', 'budi@alva', 'bu di@alva.id', '<script>@alva.id']) {
        await userEvent.clear(email);
        await userEvent.type(email, value);
        await userEvent.click(send);
        expect(email).toHaveAccessibleDescription(e.EMAIL_FORMAT.replace('{field}', t.email));
      }
      expect(sent).toEqual([]);

      await userEvent.clear(email);
      await userEvent.type(email, ' Budi@Alva.example ');
      await userEvent.click(send);
      expect(await screen.findByText(e.TOO_LONG.replace('{field}', t.email))).toBeInTheDocument();
      expect(email).toHaveAccessibleDescription(e.TOO_LONG.replace('{field}', t.email));
      expect(email).toHaveFocus();
      expect(sent).toEqual([{ email: 'budi@alva.example' }]);
    },
  );

  it('says the link is on its way (id)', async () => {
    server.use(
      shopApi.mutation('RequestToResetPassword', () =>
        HttpResponse.json({
          data: { requestToResetPassword: { __typename: 'AccountActionSuccess', success: true, message: 'x' } },
        }),
      ),
    );
    renderWithProviders(<ForgotPasswordForm />, { locale: 'id' });
    await userEvent.type(
      screen.getByLabelText(new RegExp(`^${id.Password.email}`), { selector: 'input' }),
      'dewi@alva.example',
    );
    await userEvent.click(screen.getByRole('button', { name: id.Password.sendLink }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      id.Password.linkSent.replace('{email}', 'dewi@alva.example'),
    );
  });
});
